/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The port's settings, from the environment: the only writer of
 * gmon_linux_settings, which start-up fills (gmon_linux_settings_read)
 * and the rest of the port only reads; GMON_OUT_PREFIX and the MPI rank
 * alone are read again, in a fork's child and at exit.  Also the names of signals, in
 * settings and in messages.  Calls only process.c.
 */
#define _GNU_SOURCE
#include "linux.h"

#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <strings.h>
#include <sys/auxv.h>

struct gmon_linux_settings gmon_linux_settings;

/* ---- the environment ---- */

/* The value in `entry' ("NAME=value") if it is name's (n long), else NULL. */
static const char *value_of(const char *entry, const char *name, size_t n)
{
	return strncmp(entry, name, n) == 0 && entry[n] == '=' ? entry + n + 1
							       : NULL;
}

/*
 * The environment the program was started with, as the kernel keeps it,
 * read once: for a start before the C library has set `environ' (glibc's
 * start file on riscv64 starts profiling from .preinit_array, which runs
 * first; under gmon-run that is libgmon.so's).  NULL if unreadable.
 */
static const char *initial_getenv(const char *name)
{
	static char *env;
	static size_t len;
	size_t n = strlen(name), cap = 0, i;
	const char *v;

	if (env == NULL) {
		int fd = sys_open("/proc/self/environ", O_RDONLY | O_CLOEXEC,
				  0);
		ssize_t got = 1;

		for (len = 0; fd >= 0 && got > 0; len += (size_t)got) {
			if (len + 1 >= cap) {
				char *more = gmon_port_alloc(cap ? 2 * cap : 65536);

				if (more == NULL)
					break;
				if (env != NULL) {
					memcpy(more, env, len);
					gmon_port_free(env, cap);
				}
				env = more;
				cap = cap ? 2 * cap : 65536;
			}
			got = sys_read(fd, env + len, cap - 1 - len);
		}
		if (fd >= 0)
			sys_close(fd);
		if (env == NULL)
			return NULL;
		env[len] = '\0';
	}
	for (i = 0; i < len; i += strlen(env + i) + 1)
		if ((v = value_of(env + i, name, n)) != NULL)
			return v;
	return NULL;
}

/* Start-up is over: from now on a NULL `environ' is an empty one. */
static int startup_done;

void gmon_linux_settings_done(void)
{
	startup_done = 1;
}

/*
 * Our settings: none for a set-id program (as secure_getenv).  Read
 * from `environ' here, not with getenv(), a name the program may give a
 * function of its own (one not ready before main, or that logs).  Once
 * start-up is done, a NULL `environ' is what clearenv() leaves: no
 * settings, not the start-up environment.
 */
const char *gmon_linux_getenv(const char *name)
{
	extern char **environ;
	size_t n = strlen(name);
	const char *v;
	char **e;

	if (getauxval(AT_SECURE))
		return NULL;
	if (environ == NULL)
		return startup_done ? NULL : initial_getenv(name);
	for (e = environ; *e != NULL; e++)
		if ((v = value_of(*e, name, n)) != NULL)
			return v;
	return NULL;
}

/* ---- values ---- */

/*
 * A yes-or-no setting: off, no, false or 0 (in any case) are 0; on, yes,
 * true or 1 are 1, and so is nothing where `empty' is 1; any other
 * value, with one line, is `other'.
 */
static int yes_or_no(const char *name, const char *v, int empty, int other,
		     const char *meaning)
{
	static const char *const off[] = { "off", "no", "false", "0" };
	static const char *const on[] = { "on", "yes", "true", "1" };
	size_t i;

	if (*v == '\0')
		return empty;
	for (i = 0; i < GMON_COUNTOF(off); i++)
		if (strcasecmp(v, off[i]) == 0)
			return 0;
	for (i = 0; i < GMON_COUNTOF(on); i++)
		if (strcasecmp(v, on[i]) == 0)
			return 1;
	GMON_SAY(name, "=", v, " is neither off, no, false, 0 nor on, ",
		 "yes, true, 1; ", meaning);
	return other;
}

/*
 * A whole decimal number, digits only: 0 and *out set if it is at most
 * `max', 1 and *out = max if it is larger, -1 if it is no number.
 */
static int parse_count(const char *s, unsigned long max, unsigned long *out)
{
	unsigned long v = 0;
	int over = 0;

	if (*s == '\0')
		return -1;
	for (; *s; s++) {
		unsigned d = (unsigned)(*s - '0');

		if (d > 9)
			return -1;
		if (v > (max - d) / 10)
			over = 1;
		else
			v = v * 10 + d;
	}
	*out = over ? max : v;
	return over;
}

/* ---- signal names ---- */

int gmon_linux_parse_signal(const char *s)
{
	static const struct { const char *name; int sig; } names[] = {
		{ "HUP", SIGHUP }, { "INT", SIGINT }, { "QUIT", SIGQUIT },
		{ "TERM", SIGTERM }, { "USR1", SIGUSR1 }, { "USR2", SIGUSR2 },
		{ "ALRM", SIGALRM }, { "XCPU", SIGXCPU }, { "PIPE", SIGPIPE },
		{ "ABRT", SIGABRT }, { "SEGV", SIGSEGV }, { "BUS", SIGBUS },
		{ "FPE", SIGFPE }, { "ILL", SIGILL }, { "TRAP", SIGTRAP },
		{ "SYS", SIGSYS }, { "VTALRM", SIGVTALRM }, { "XFSZ", SIGXFSZ },
		{ "KILL", SIGKILL }, { "STOP", SIGSTOP },	/* to say why not */
	};
	unsigned long n;
	size_t i;

	if (strncmp(s, "SIG", 3) == 0)
		s += 3;
	for (i = 0; i < GMON_COUNTOF(names); i++)
		if (strcmp(s, names[i].name) == 0)
			return names[i].sig;
	/* Linux's classic signals are 1 to 31; the C library keeps the
	 * numbers from 32 to SIGRTMIN - 1 for itself */
	return parse_count(s, 31, &n) == 0 && n > 0 ? (int)n : 0;
}

/*
 * The sample signal: a real-time signal ("RTMAX-3", "SIGRTMIN+4", or its
 * number), USR1, USR2 or PROF; 0 if `s' names none of them.
 */
static int parse_sample_signal(const char *s)
{
	unsigned long n;
	int sig;

	if (strncmp(s, "SIG", 3) == 0)
		s += 3;
	if (strncmp(s, "RTMIN", 5) == 0 || strncmp(s, "RTMAX", 5) == 0) {
		sig = s[4] == 'N' ? SIGRTMIN : SIGRTMAX;
		s += 5;
		if (*s != '\0' && ((*s != '+' && *s != '-') ||
				   parse_count(s + 1, 64, &n) != 0))
			return 0;
		if (*s)
			sig = *s == '+' ? sig + (int)n : sig - (int)n;
	} else if (strcmp(s, "USR1") == 0 || strcmp(s, "USR2") == 0) {
		return strcmp(s, "USR1") == 0 ? SIGUSR1 : SIGUSR2;
	} else if (strcmp(s, "PROF") == 0) {
		return SIGPROF;
	} else if (parse_count(s, 1000, &n) == 0) {
		sig = (int)n;
	} else {
		return 0;
	}
	return sig >= SIGRTMIN && sig <= SIGRTMAX ? sig : 0;
}

char *gmon_linux_signal_name(int sig, char *buf, size_t size)
{
	char num[24];
	const char *base = "SIGRTMAX-";
	unsigned off = (unsigned)(SIGRTMAX - sig);

	if (sig == SIGUSR1 || sig == SIGUSR2 || sig == SIGPROF) {
		strncpy(buf, sig == SIGUSR1 ? "SIGUSR1" : sig == SIGUSR2 ?
			"SIGUSR2" : "SIGPROF", size - 1);
		buf[size - 1] = '\0';
		return buf;
	}
	if (sig - SIGRTMIN < SIGRTMAX - sig) {
		base = "SIGRTMIN+";
		off = (unsigned)(sig - SIGRTMIN);
	}
	buf[0] = '\0';
	strncat(buf, base, size - 1);
	strncat(buf, gmon_utoa(off, num + sizeof num), size - 1 - strlen(buf));
	return buf;
}

/* ---- the settings ---- */

/*
 * GMON_PROFILE: off, no, false or 0 (in any case) profiles nothing; on,
 * yes, true, 1 or nothing profiles, and so does any other value, with
 * one line.  The port's settings tell the core (gmon_config.off), which
 * then starts nothing whoever asks: gmon-cc's start file, libgmon.so's
 * constructor, or a cc -pg start file calling libgmon.so's monstartup.
 */
static int profiling_off(void)
{
	const char *v = gmon_linux_getenv("GMON_PROFILE");

	return v != NULL && !yes_or_no("GMON_PROFILE", v, 1, 1, "profiling");
}

#ifdef GMON_FAULT_INJECTION
static void read_fault(void)
{
	const char *v = gmon_linux_getenv("GMON_FAULT");

	if (v != NULL)
		gmon_linux_fault = strcmp(v, "enomem") == 0 ? FAULT_ENOMEM
				   : strcmp(v, "enospc") == 0 ? FAULT_ENOSPC
				   : strcmp(v, "ticks-to-main") == 0
				   ? FAULT_TICKS_TO_MAIN
				   : strcmp(v, "slow-write") == 0 ? FAULT_SLOW_WRITE
				   : strcmp(v, "signal-in-listing") == 0
				   ? FAULT_SIGNAL_IN_LISTING
				   : strcmp(v, "busy-write") == 0 ? FAULT_BUSY_WRITE
				   : FAULT_NONE;
}
#else
static void read_fault(void)
{
}
#endif

/*
 * Settings that cannot be used as they are get one line each, naming the
 * variable, its value and what is used instead: a typo must not pass for
 * a profile taken as asked.
 */
static void read_rate(const char *v, struct gmon_config *cfg)
{
	unsigned long hz;
	char num[24], top[24];
	int r = parse_count(v, GMON_LINUX_MAX_HZ, &hz);

	if (r == 0 && hz > 0) {
		cfg->hz = (unsigned)hz;
	} else if (r > 0) {
		cfg->hz = GMON_LINUX_MAX_HZ;
		GMON_SAY("GMON_HZ=", v, " is above the highest rate; sampling at ",
			 gmon_utoa(GMON_LINUX_MAX_HZ, num + sizeof num), " Hz");
	} else {
		GMON_SAY("GMON_HZ=", v, " is not a rate in Hz (1 to ",
			 gmon_utoa(GMON_LINUX_MAX_HZ, top + sizeof top),
			 "); sampling at ",
			 gmon_utoa(GMON_DEFAULT_HZ, num + sizeof num), " Hz");
	}
}

static void read_format(const char *v, struct gmon_config *cfg)
{
	if (strcasecmp(v, "bsd") == 0)
		cfg->format = GMON_FORMAT_BSD;
	else if (strcasecmp(v, "gnu") == 0)
		cfg->format = GMON_FORMAT_GNU;
	else
		GMON_SAY("GMON_FORMAT=", v, " is neither gnu nor bsd; ",
			 "writing the GNU format");
}

static void read_signal(const char *v, struct gmon_linux_settings *s)
{
	char name[32];

	s->sample_signal = parse_sample_signal(v);
	if (s->sample_signal == 0) {
		s->sample_signal = GMON_LINUX_SAMPLE_SIGNAL;
		GMON_SAY("GMON_SIGNAL=", v, " is not RTMIN+n, RTMAX-n, USR1, "
			 "USR2 or PROF; sampling with ",
			 gmon_linux_signal_name(s->sample_signal, name,
						sizeof name));
	}
}

static void read_dump_interval(const char *v, struct gmon_linux_settings *s)
{
	unsigned long secs;
	int r = parse_count(v, 1000000000ul, &secs);

	if (r == 0)
		s->dump_interval = (unsigned)secs;	/* 0: off */
	else if (r > 0)
		GMON_SAY("GMON_DUMP_INTERVAL=", v, " is more than 1000000000 ",
			 "seconds; no periodic dumps");
	else
		GMON_SAY("GMON_DUMP_INTERVAL=", v, " is not a whole number of ",
			 "seconds; no periodic dumps");
}

/* GMON_OBJECTS: which loaded objects get a profile. */
static void read_objects(const char *v, struct gmon_config *cfg)
{
	if (v == NULL || *v == '\0' || strcmp(v, "pg") == 0)
		cfg->objects = GMON_OBJECTS_PG;
	else if (strcmp(v, "exe") == 0)
		cfg->objects = GMON_OBJECTS_EXE;
	else if (strcmp(v, "all") == 0)
		cfg->objects = GMON_OBJECTS_ALL;
	else
		GMON_SAY("GMON_OBJECTS=", v, " is not exe, pg or all; "
			 "using pg (the executable and objects built with -pg)");
}

/*
 * The rank of a process an MPI launcher started: the first of these
 * that is set, most particular first.  Open MPI's mpirun sets
 * OMPI_COMM_WORLD_RANK (and PMIX_RANK); a PMIx launcher (srun
 * --mpi=pmix, prun) PMIX_RANK; MPICH's Hydra and PMI-1/2 launchers
 * PMI_RANK; Slurm's srun SLURM_PROCID, last because an mpirun inside a
 * Slurm job step also inherits the step's SLURM_PROCID (0 in every
 * rank).  The first one set decides: if it is not a decimal number of
 * at most 9 digits, the names have no rank.
 *
 * A job that MPI_Comm_spawn started has ranks from 0 again, in the
 * directory of the job that spawned it: its ranks are told by the
 * variable its launcher sets in them alone (Open MPI's OMPI_PARENT_PORT,
 * MPICH's PMI_SPAWNED), so that their names can carry the PID too.
 */
static const char *const rank_variables[] = {
	"OMPI_COMM_WORLD_RANK", "PMIX_RANK", "PMI_RANK", "SLURM_PROCID",
};

static int is_rank(const char *v)
{
	size_t n = strspn(v, "0123456789");

	return n > 0 && n <= 9 && v[n] == '\0';
}

static int is_spawned(void)
{
	const char *v = gmon_linux_getenv("PMI_SPAWNED");

	return gmon_linux_getenv("OMPI_PARENT_PORT") != NULL ||
	       (v != NULL && v[0] != '\0' && strcmp(v, "0") != 0);
}

static void read_rank(char *rank, size_t size, int *spawned)
{
	size_t i;
	const char *v;

	rank[0] = '\0';
	*spawned = 0;
	for (i = 0; i < sizeof rank_variables / sizeof rank_variables[0]; i++) {
		if ((v = gmon_linux_getenv(rank_variables[i])) == NULL)
			continue;
		if (!is_rank(v))
			return;
		strncpy(rank, v, size - 1);
		rank[size - 1] = '\0';
		*spawned = is_spawned();
		return;
	}
}

/*
 * GMON_OUT_PREFIX as the environment has it now.  glibc reads it as it
 * writes, so a program that sets it itself (before it forks workers,
 * say) gets a file per process, and one that clears it gets gmon.out:
 * read again in a fork's child and at exit, never in a signal handler.
 * The rank with it, as the files' names need both.
 */
void gmon_linux_read_out_prefix(void)
{
	struct gmon_linux_settings *s = &gmon_linux_settings;
	const char *v = gmon_linux_getenv("GMON_OUT_PREFIX");

	if (v == NULL)
		v = "";
	s->long_prefix = 0;
	if (strlen(v) >= sizeof s->out_prefix) {	/* never cut it */
		s->long_prefix = strlen(v);
		v = "";
	}
	strcpy(s->out_prefix, v);
	read_rank(s->rank, sizeof s->rank, &s->spawned);
}

/*
 * The sample signal: what GMON_SIGNAL names, else libgmon's own.  Read
 * with GMON_PROFILE=off too: a program's own profil() still samples
 * into its buffer, with this signal (not ITIMER_PROF, the program's).
 */
static void read_sample_signal(void)
{
	const char *v;

	gmon_linux_settings.sample_signal = GMON_LINUX_SAMPLE_SIGNAL;
	if ((v = gmon_linux_getenv("GMON_SIGNAL")) != NULL)
		read_signal(v, &gmon_linux_settings);
}

void gmon_linux_settings_read(struct gmon_config *cfg)
{
	struct gmon_linux_settings *s = &gmon_linux_settings;
	const char *v;

	cfg->off = profiling_off();
	if (cfg->off) {
		read_sample_signal();
		return;
	}
	s->secure = getauxval(AT_SECURE) != 0;
	read_sample_signal();
	gmon_linux_read_out_prefix();
	if ((v = gmon_linux_getenv("GMON_HZ")) != NULL)
		read_rate(v, cfg);
	if ((v = gmon_linux_getenv("GMON_FORMAT")) != NULL)
		read_format(v, cfg);
	if ((v = gmon_linux_getenv("GMON_DUMP_INTERVAL")) != NULL)
		read_dump_interval(v, s);
	/* empty: off; neither a yes nor a no: on */
	if ((v = gmon_linux_getenv("GMON_VERBOSE")) != NULL &&
	    yes_or_no("GMON_VERBOSE", v, 0, 1, "verbose"))
		cfg->verbose = s->verbose = 1;
	read_fault();
	read_objects(gmon_linux_getenv("GMON_OBJECTS"), cfg);
	s->all_objects = cfg->objects == GMON_OBJECTS_ALL;
	/* on by default; empty: off; neither a yes nor a no: on */
	if ((v = gmon_linux_getenv("GMON_STACKS")) != NULL)
		cfg->stacks = yes_or_no("GMON_STACKS", v, 0, 1,
					"call stacks are recorded");
}

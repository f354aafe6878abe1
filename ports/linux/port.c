/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The Linux port: settings from the environment, memory, thread and fork
 * hooks, messages, and where the program was loaded.  The clock is in
 * clock.c, the profile file in output.c, the signals that write it in
 * signals.c (see linux.h).
 */
#define _GNU_SOURCE
#include "linux.h"

#include <errno.h>
#include <fcntl.h>
#include <link.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/auxv.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifdef GMON_SHARED
/*
 * libgmon.so is preloaded into every program a profiled program starts,
 * whatever C library that one runs on (a musl program started by a glibc
 * one, say).  A loader there that lacks a function we name refuses to
 * start the program, so the functions of one C library only are weak
 * references.  glibc links pthread_atfork statically, from
 * libc_nonshared.a, as a call to its own exported __register_atfork,
 * which musl does not have; a weak reference pulls in no archive member.
 * So libgmon.so calls glibc's __register_atfork itself where there is
 * one, else the C library's exported pthread_atfork (musl's; glibc
 * exports a compatibility one on x86 only).
 */
#pragma weak pthread_atfork
#pragma weak __register_atfork
int __register_atfork(void (*)(void), void (*)(void), void (*)(void), void *);
extern void *__dso_handle;
#endif

struct gmon_linux_settings gmon_linux_settings;
#ifdef GMON_FAULT_INJECTION
enum gmon_linux_fault gmon_linux_fault;
#endif

/* ---- settings ---- */

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
static int started;

/*
 * Our settings: none for a set-id program (as secure_getenv).  Read
 * from `environ' here, not with getenv(), a name the program may give a
 * function of its own (one not ready before main, or that logs).  Once
 * started, a NULL `environ' is what clearenv() leaves: no settings, not
 * the start-up environment.
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
		return started ? NULL : initial_getenv(name);
	for (e = environ; *e != NULL; e++)
		if ((v = value_of(*e, name, n)) != NULL)
			return v;
	return NULL;
}

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

/*
 * Block the signals of `set' in this thread: the mask it had, for
 * gmon_port_handlers_restore(); all ones if the call failed (the kernel
 * leaves SIGKILL and SIGSTOP out of any mask, so that is never one).
 * By system call: the C library's sigprocmask may be the program's own,
 * and glibc's would leave its internal signals unblocked.
 */
static uint64_t block(uint64_t set)
{
	uint64_t old = ~(uint64_t)0;

	if (sys_raw(SYS_rt_sigprocmask, SIG_BLOCK, (long)&set, (long)&old,
		    sizeof set, 0) != 0)
		old = ~(uint64_t)0;
	return old;
}

/* ---- messages ---- */

/*
 * Where messages go: the standard error the program was started with.
 * With GMON_VERBOSE it is a copy taken at start, since the report comes
 * at exit, after programs that close their standard streams in an exit
 * handler (GNU coreutils) did so; else descriptor 2.  Either is used
 * only while it still is that file: a daemon that closes every
 * descriptor and opens its own files gets one of them on 2 (or on the
 * copy's number), and a message there would end up in its data.
 */
static int message_fd = STDERR_FILENO;
static int stderr_noted;	/* start_dev and start_ino are known */
static int stderr_open;		/* 2 was open at start */
static dev_t start_dev;
static ino_t start_ino;

static void note_stderr(void)
{
	struct stat st;

	stderr_open = fstat(STDERR_FILENO, &st) == 0;
	if (stderr_open) {
		start_dev = st.st_dev;
		start_ino = st.st_ino;
	}
	stderr_noted = 1;
}

static int is_start_stderr(int fd)
{
	struct stat st;

	return stderr_open && fstat(fd, &st) == 0 && st.st_dev == start_dev &&
	       st.st_ino == start_ino;
}

static void keep_stderr(void)
{
	int fd;

	if (!stderr_open || (fd = sys_dup_cloexec(STDERR_FILENO, 10)) < 0)
		return;
	message_fd = fd;
}

/*
 * The program's first stderr, the kept copy first; -1: it is gone.
 * (Before start-up has noted it, 2.)
 */
static int message_target(void)
{
	if (message_fd != STDERR_FILENO && is_start_stderr(message_fd))
		return message_fd;
	message_fd = STDERR_FILENO;
	return !stderr_noted || is_start_stderr(STDERR_FILENO) ? STDERR_FILENO
							      : -1;
}

/*
 * A fork child lets its copy go: a daemon points its stderr at
 * /dev/null, and a copy kept past that would hold whoever reads its
 * first stderr (a pipe, `$(prog)', a CI log) until it exits.  Only if
 * it still is the copy: the program may have closed that number and
 * opened a file of its own there (it closed it in every child).
 */
static void drop_kept_stderr(void)
{
	if (message_fd != STDERR_FILENO && is_start_stderr(message_fd))
		sys_close(message_fd);
	message_fd = STDERR_FILENO;
}

/*
 * A message to a pipe nobody reads any more (`prog 2>&1 | head -1')
 * must not end the program with SIGPIPE: the signal is blocked for the
 * write, and one the write raised is taken back before it is unblocked.
 */
static void write_message(int fd, const char *msg)
{
	uint64_t pipe_bit = SIGBIT(SIGPIPE), old = block(pipe_bit), pending = 0;
	struct timespec now = { 0, 0 };
	long r1, r2;

	(void)sys_raw(SYS_rt_sigpending, (long)&pending, sizeof pending, 0, 0, 0);
	r1 = sys_raw(SYS_write, fd, (long)msg, (long)strlen(msg), 0, 0);
	r2 = sys_raw(SYS_write, fd, (long)"\n", 1, 0, 0);
	if ((r1 == -EPIPE || r2 == -EPIPE) && !(old & pipe_bit) &&
	    !(pending & pipe_bit))
		(void)sys_raw(SYS_rt_sigtimedwait, (long)&pipe_bit, 0,
			      (long)&now, sizeof pipe_bit, 0);
	gmon_port_handlers_restore(old);
}

void gmon_port_message(const char *msg)
{
	int fd = message_target();

	/* nothing to do if it fails: this is how failures are told */
	if (fd >= 0)
		write_message(fd, msg);
}

void gmon_port_set_errno(int err)
{
	errno = err;
}

/*
 * pthread_setcancelstate() is not on POSIX's list of async-signal-safe
 * functions, but in glibc and musl it only sets a flag of the calling
 * thread (and acts on a pending cancel only for the asynchronous type,
 * on restore, when the write is over).
 */
int gmon_port_cancel_off(void)
{
	int old = PTHREAD_CANCEL_ENABLE, saved = errno;

	pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &old);
	errno = saved;
	return old;
}

void gmon_port_cancel_restore(int state)
{
	int ignored, saved = errno;

	pthread_setcancelstate(state, &ignored);
	errno = saved;
}

/*
 * Spin for the first turns (the holder is mostly running, and done in
 * microseconds), then nap 20 us a turn: a SCHED_FIFO thread that spun
 * waiting for a lower-priority one on its CPU waited for ever.  (Not
 * sched_yield(), which yields only to threads of the same priority.)
 */
#define SPIN_TURNS 1000

void gmon_port_wait_turn(unsigned turns)
{
	if (turns >= SPIN_TURNS)
		sys_nap(20000);
}

/*
 * The reason for a failed write of the profile, in the words every C
 * library uses; NULL for an error no profile write meets.  A table of
 * its own, not strerror(): it runs in signal handlers (GMON_SIGNALS,
 * GMON_DUMP_SIGNAL), where strerror() may translate and allocate, and it
 * reads the same on every C library.
 */
static const char *error_text(int err)
{
	static const struct { int err; const char *text; } texts[] = {
		{ EPERM, "Operation not permitted" },
		{ ENOENT, "No such file or directory" },
		{ EINTR, "Interrupted system call" },
		{ EIO, "Input/output error" },
		{ ENXIO, "No such device or address" },
		{ EBADF, "Bad file descriptor" },
		{ ENOMEM, "Cannot allocate memory" },
		{ EACCES, "Permission denied" },
		{ EBUSY, "Device or resource busy" },
		{ EEXIST, "File exists" },
		{ EXDEV, "Invalid cross-device link" },
		{ ENOTDIR, "Not a directory" },
		{ EISDIR, "Is a directory" },
		{ EINVAL, "Invalid argument" },
		{ ENFILE, "Too many open files in system" },
		{ EMFILE, "Too many open files" },
		{ ETXTBSY, "Text file busy" },
		{ EFBIG, "File too large" },
		{ ENOSPC, "No space left on device" },
		{ EROFS, "Read-only file system" },
		{ ENAMETOOLONG, "File name too long" },
		{ ELOOP, "Too many levels of symbolic links" },
		{ EOPNOTSUPP, "Operation not supported" },
		{ ESTALE, "Stale file handle" },
		{ EDQUOT, "Disk quota exceeded" },
	};
	size_t i;

	for (i = 0; i < GMON_COUNTOF(texts); i++)
		if (texts[i].err == err)
			return texts[i].text;
	return NULL;
}

void gmon_linux_file_message(const char *what, const char *path, int err,
			     const char *instead)
{
	const char *text = error_text(err), *then = instead ? "; writing " : "";
	const char *end = instead ? " instead" : "";
	char num[24];

	if (instead == NULL)
		instead = "";
	if (text)
		GMON_SAY(what, path, ": ", text, then, instead, end);
	else
		GMON_SAY(what, path, ": error ",
			 gmon_utoa((uint64_t)(unsigned)err, num + sizeof num),
			 then, instead, end);
}

/* ---- memory ---- */

void *gmon_port_alloc(size_t size)
{
	void *p;
	int saved = errno;	/* mcount may call this: errno as it was */

	if (FAULT(FAULT_ENOMEM))
		return NULL;
	p = sys_mmap_anon(size);
	errno = saved;
	return p == MAP_FAILED ? NULL : p;
}

void gmon_port_free(void *p, size_t size)
{
	sys_munmap(p, size);
}

/* ---- threads and fork ---- */

/*
 * The core asks these from mcount, in any thread, possibly inside a
 * signal handler that interrupted malloc, with the profiled function's
 * arguments live in registers: only system calls (the C library's
 * wrappers touch no vector register), and errno as it was.  A thread is
 * its kernel thread id; it has ended when the kernel no longer knows it
 * in this process (tgkill with signal 0 delivers nothing).
 *
 * A thread's id also names its process: a copy of the process made
 * without the fork handlers (clone without CLONE_VM, _Fork, the raw
 * system call) keeps the tables its threads had, under the ids they had,
 * and one of them is the copy's own first thread's, which counts on.
 * Only the process can tell that its thread is still there, so a thread
 * of another process is taken as alive.  Thread ids are below 2^22
 * (Linux's PID_MAX_LIMIT): with 64-bit ids the whole process id fits
 * above; with 32-bit ones its low 10 bits, which a copy's process id
 * shares with its parent's once in 1024.
 */
#define TID_BITS 22

static uintptr_t process_tag(long pid)
{
	return (uintptr_t)pid << TID_BITS;
}

uintptr_t gmon_port_thread_attach(void)
{
	return (uintptr_t)sys_gettid() | process_tag(sys_getpid());
}

int gmon_port_thread_alive(uintptr_t id)
{
	long pid = sys_getpid();
	long tid = (long)(id & (((uintptr_t)1 << TID_BITS) - 1));

	if ((id & ~(((uintptr_t)1 << TID_BITS) - 1)) != process_tag(pid))
		return 1;
	return sys_raw(SYS_tgkill, pid, tid, 0, 0, 0) != -ESRCH;
}

int gmon_port_on_signal_stack(void)
{
	stack_t ss;

	return sys_raw(SYS_sigaltstack, 0, (long)&ss, 0, 0, 0) != 0 ||
	       (ss.ss_flags & SS_ONSTACK) != 0;
}

/*
 * Every signal blocked but those a fault raises: a fault in our own code
 * with SIGSEGV blocked would kill the program without its handler (nor
 * GMON_SIGNALS's write).  SIGXFSZ, which our own write past a file size
 * limit raises, waits until the write has failed.
 */
uint64_t gmon_port_handlers_off(void)
{
	return block(~(SIGBIT(SIGSEGV) | SIGBIT(SIGBUS) | SIGBIT(SIGFPE) |
		       SIGBIT(SIGILL) | SIGBIT(SIGTRAP) | SIGBIT(SIGSYS)));
}

void gmon_port_handlers_restore(uint64_t state)
{
	if (state != ~(uint64_t)0)
		(void)sys_raw(SYS_rt_sigprocmask, SIG_SETMASK, (long)&state, 0,
			      sizeof state, 0);
}

/* A fork child has no timers: forget the parent's before re-arming. */
static void fork_child(void)
{
	int own_files;

	gmon_linux_read_out_prefix();
	/* with GMON_OUT_PREFIX each process has files of its own */
	own_files = gmon_linux_settings.out_prefix[0] != '\0';
	gmon_linux_output_after_fork();
	gmon_linux_signals_after_fork(own_files);
	drop_kept_stderr();
	gmon_linux_clock_forget(own_files);
	gmon_linux_objects_after_fork();
	gmon_after_fork_child(own_files);
}

static void watch_forks(void)
{
#ifdef GMON_SHARED
	/* weak in libgmon.so: see the top of this file */
	int (*atfork)(void (*)(void), void (*)(void), void (*)(void)) =
		pthread_atfork;
	int (*glibc_atfork)(void (*)(void), void (*)(void), void (*)(void),
			    void *) = __register_atfork;

	if (glibc_atfork != NULL)
		glibc_atfork(NULL, NULL, fork_child, __dso_handle);
	else if (atfork != NULL)
		atfork(NULL, NULL, fork_child);
#else
	pthread_atfork(NULL, NULL, fork_child);
#endif
}

/* ---- where the program was loaded ---- */

static uintptr_t load_bias;

static int first_object(struct dl_phdr_info *info, size_t size, void *data)
{
	(void)size;
	*(uintptr_t *)data = (uintptr_t)info->dlpi_addr;
	return 1;	/* the main program comes first */
}

uintptr_t gmon_port_load_bias(void)
{
	return load_bias;
}

/* ---- start-up ---- */

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

/*
 * GMON_OUT_PREFIX as the environment has it now.  glibc reads it as it
 * writes, so a program that sets it itself (before it forks workers,
 * say) gets a file per process, and one that clears it gets gmon.out:
 * read again in a fork's child and at exit, never in a signal handler.
 */
void gmon_linux_read_out_prefix(void)
{
	struct gmon_linux_settings *s = &gmon_linux_settings;
	const char *v = gmon_linux_getenv("GMON_OUT_PREFIX");

	if (v == NULL)
		v = "";
	strncpy(s->out_prefix, v, sizeof s->out_prefix - 1);
	s->out_prefix[sizeof s->out_prefix - 1] = '\0';
}

void gmon_port_final_refresh(void)
{
	gmon_linux_read_out_prefix();
	gmon_linux_objects_at_exit();
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

static void read_settings(struct gmon_config *cfg)
{
	struct gmon_linux_settings *s = &gmon_linux_settings;
	const char *v;

	s->secure = getauxval(AT_SECURE) != 0;
	read_sample_signal();
	gmon_linux_read_out_prefix();
	if ((v = gmon_linux_getenv("GMON_HZ")) != NULL)
		read_rate(v, cfg);
	if ((v = gmon_linux_getenv("GMON_FORMAT")) != NULL)
		read_format(v, cfg);
	if ((v = gmon_linux_getenv("GMON_DUMP_INTERVAL")) != NULL)
		read_dump_interval(v, s);
	/* (off, no, false were on: anything but a leading 0 was) */
	if ((v = gmon_linux_getenv("GMON_VERBOSE")) != NULL &&
	    yes_or_no("GMON_VERBOSE", v, 0, 1, "verbose"))
		cfg->verbose = s->verbose = 1;
	read_fault();
}

void gmon_port_init(struct gmon_config *cfg)
{
	note_stderr();
	cfg->off = profiling_off();
	if (cfg->off) {
		read_sample_signal();
		started = 1;
		return;
	}
	read_settings(cfg);
	if (cfg->verbose)
		keep_stderr();
	gmon_linux_objects_init(cfg);
	gmon_linux_signals_init();
	dl_iterate_phdr(first_object, &load_bias);
	watch_forks();
	started = 1;
}

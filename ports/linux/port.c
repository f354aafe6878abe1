/*
 * The Linux port: the profiling clock, memory, the output file, thread
 * and fork hooks, and the environment variables.
 *
 * The clock is a POSIX timer on the process CPU-time clock that sends a
 * real-time signal of its own (GMON_SAMPLE_SIGNAL), so a program that
 * uses ITIMER_PROF and SIGPROF for itself keeps both, and the kernel
 * deletes the timer at exec, so no stray tick reaches the new image.
 * Only where timer_create() fails does it fall back to ITIMER_PROF.
 */
#define _GNU_SOURCE
#include "gmon_core.h"

#include <errno.h>
#include <fcntl.h>
#include <link.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/auxv.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <time.h>
#include <ucontext.h>
#include <unistd.h>

#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#define GMON_SAMPLE_SIGNAL (SIGRTMAX - 3)

/* ---- the interrupted pc: the only per-architecture lines of the port ---- */

static uintptr_t interrupted_pc(const ucontext_t *uc)
{
#if defined(__x86_64__)
	return (uintptr_t)uc->uc_mcontext.gregs[REG_RIP];
#elif defined(__i386__)
	return (uintptr_t)uc->uc_mcontext.gregs[REG_EIP];
#elif defined(__aarch64__)
	return (uintptr_t)uc->uc_mcontext.pc;
#elif defined(__arm__)
	return (uintptr_t)uc->uc_mcontext.arm_pc;
#elif defined(__riscv)
	return (uintptr_t)uc->uc_mcontext.__gregs[0];
#elif defined(__powerpc64__)
	return (uintptr_t)uc->uc_mcontext.gp_regs[32];
#else
#error "libgmon: add this architecture's interrupted pc to interrupted_pc()"
#endif
}

/*
 * When the program's own CPU-time timer (ITIMER_PROF) fires on the same
 * tick as ours, the kernel delivers its lower-numbered signal first and
 * ours on top of it, before the first instruction of its handler: the pc
 * we are handed is that handler's entry, while the pc that was really
 * running is in the signal frame at the stack pointer.  A handler's
 * entry shows as a stack whose top word is the signal restorer, which is
 * also our own handler's return address.  Where the frame layout is not
 * known here, the sample goes to the handler's entry.
 */
static uintptr_t sampled_pc(const ucontext_t *uc, uintptr_t restorer)
{
#if defined(__x86_64__)
	const uintptr_t *sp = (const uintptr_t *)uc->uc_mcontext.gregs[REG_RSP];

	if (sp[0] == restorer)	/* rt_sigframe: restorer, then ucontext */
		return interrupted_pc((const ucontext_t *)(sp + 1));
#elif defined(__i386__)
	const uintptr_t *sp = (const uintptr_t *)uc->uc_mcontext.gregs[REG_ESP];

	if (sp[0] == restorer)	/* restorer, sig, &info, &uc */
		return interrupted_pc((const ucontext_t *)sp[3]);
#else
	(void)restorer;
#endif
	return interrupted_pc(uc);
}

/* ---- settings from the environment ---- */

static struct {
	char out_prefix[4096];	/* GMON_OUT_PREFIX, "" if unset */
	int secure;		/* AT_SECURE: the environment is ignored */
	int fault;		/* GMON_FAULT test hook: 0, 'm'emory, 's'pace */
} env;

static const char *getenv_trusted(const char *name)
{
	return env.secure ? NULL : getenv(name);
}

static int parse_signal(const char *s)
{
	static const struct { const char *name; int sig; } names[] = {
		{ "HUP", SIGHUP }, { "INT", SIGINT }, { "QUIT", SIGQUIT },
		{ "TERM", SIGTERM }, { "USR1", SIGUSR1 }, { "USR2", SIGUSR2 },
		{ "ALRM", SIGALRM }, { "XCPU", SIGXCPU }, { "PIPE", SIGPIPE },
	};
	size_t i;

	if (strncmp(s, "SIG", 3) == 0)
		s += 3;
	for (i = 0; i < sizeof names / sizeof names[0]; i++)
		if (strcmp(s, names[i].name) == 0)
			return names[i].sig;
	i = (size_t)atoi(s);
	return i > 0 && (int)i < SIGRTMIN ? (int)i : 0;
}

/* ---- messages ---- */

void gmon_port_message(const char *msg)
{
	size_t n = strlen(msg);
	ssize_t r;

	r = write(STDERR_FILENO, msg, n);
	r = write(STDERR_FILENO, "\n", 1);
	(void)r;
}

void gmon_port_set_errno(int err)
{
	errno = err;
}

static const char *error_text(int err)
{
#ifdef HAVE_STRERRORDESC_NP
	const char *s = strerrordesc_np(err);

	if (s)
		return s;
#endif
	return strerror(err);
}

static void file_message(const char *what, const char *path, int err)
{
	const char *parts[] = { what, path, ": ", error_text(err) };

	gmon_message(parts, 4);
}

/* ---- memory ---- */

void *gmon_port_alloc(size_t size)
{
	void *p;

	if (env.fault == 'm')
		return NULL;
	p = mmap(NULL, size, PROT_READ | PROT_WRITE,
		 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	return p == MAP_FAILED ? NULL : p;
}

void gmon_port_free(void *p, size_t size)
{
	munmap(p, size);
}

/* ---- the clock ---- */

static timer_t timer;
static int timer_armed;		/* 1: POSIX timer, 2: ITIMER_PROF */
static struct sigaction old_prof;	/* the program's SIGPROF, in fallback */

static void on_tick(int sig, siginfo_t *si, void *ctx)
{
	unsigned ticks = 1;

	if (sig == GMON_SAMPLE_SIGNAL) {
		if (si->si_code != SI_TIMER || si->si_value.sival_ptr != &timer)
			return;
		if (si->si_overrun > 0)	/* ticks the kernel merged */
			ticks += (unsigned)si->si_overrun;
	}
	gmon_sample(sampled_pc(ctx, (uintptr_t)__builtin_return_address(0)),
		    ticks);
}

static long interval_ns(unsigned hz)
{
	return 1000000000L / (long)hz;
}

static unsigned start_posix_timer(unsigned hz)
{
	struct sigevent ev = { 0 };
	struct itimerspec its = { 0 };
	struct sigaction sa = { 0 };

	sa.sa_sigaction = on_tick;
	sa.sa_flags = SA_SIGINFO | SA_RESTART;
	sigfillset(&sa.sa_mask);
	if (sigaction(GMON_SAMPLE_SIGNAL, &sa, NULL) != 0)
		return 0;
	if (timer_armed != 1) {
		ev.sigev_notify = SIGEV_SIGNAL;
		ev.sigev_signo = GMON_SAMPLE_SIGNAL;
		ev.sigev_value.sival_ptr = &timer;
		if (timer_create(CLOCK_PROCESS_CPUTIME_ID, &ev, &timer) != 0)
			return 0;
		timer_armed = 1;
	}
	its.it_interval.tv_nsec = interval_ns(hz);
	its.it_value = its.it_interval;
	if (timer_settime(timer, 0, &its, NULL) != 0) {
		timer_delete(timer);
		timer_armed = 0;
		return 0;
	}
	return (unsigned)((1000000000L + interval_ns(hz) / 2) / interval_ns(hz));
}

/* Where there is no POSIX CPU-time timer: the classic ITIMER_PROF. */
static unsigned start_itimer(unsigned hz)
{
	struct itimerval itv = { 0 };
	struct sigaction sa = { 0 };
	long us = 1000000L / (long)hz;

	sa.sa_sigaction = on_tick;
	sa.sa_flags = SA_SIGINFO | SA_RESTART;
	sigfillset(&sa.sa_mask);
	if (us == 0)
		us = 1;
	if (sigaction(SIGPROF, &sa, timer_armed == 2 ? NULL : &old_prof) != 0)
		return 0;
	itv.it_interval.tv_usec = us;
	itv.it_value = itv.it_interval;
	if (setitimer(ITIMER_PROF, &itv, NULL) != 0) {
		sigaction(SIGPROF, &old_prof, NULL);
		return 0;
	}
	timer_armed = 2;
	return (unsigned)(1000000L / us);
}

unsigned gmon_port_clock_start(unsigned hz)
{
	unsigned armed;

	if (hz == 0 || hz > 1000000)
		hz = 100;
	armed = timer_armed == 2 ? 0 : start_posix_timer(hz);
	return armed ? armed : start_itimer(hz);
}

void gmon_port_clock_stop(void)
{
	static const struct itimerval zero;

	if (timer_armed == 1) {
		timer_delete(timer);
	} else if (timer_armed == 2) {
		setitimer(ITIMER_PROF, &zero, NULL);
		sigaction(SIGPROF, &old_prof, NULL);
	}
	timer_armed = 0;
}

/* ---- threads and fork ---- */

static pthread_key_t thread_key;
static int have_thread_key;

static void thread_ended(void *table)
{
	gmon_thread_exit(table);
}

void gmon_port_thread_attach(void *table)
{
	if (have_thread_key)
		pthread_setspecific(thread_key, table);
}

/* A fork child has no timers: forget the parent's before re-arming. */
static void fork_child(void)
{
	timer_armed = timer_armed == 2 ? 2 : 0;
	gmon_after_fork_child();
}

/* ---- the output file ---- */

static struct {
	int fd;
	char path[4096 + 32];	/* final name */
	char temp[4096 + 64];	/* written first, renamed at the end */
} out = { .fd = -1 };
static size_t out_written;

static void append(char *dst, size_t cap, const char *s)
{
	size_t n = strlen(dst);

	while (*s && n + 1 < cap)
		dst[n++] = *s++;
	dst[n] = '\0';
}

static void set_paths(void)
{
	char num[24], seq_buf[24];
	static unsigned seq;
	const char *pid = gmon_utoa((uint64_t)getpid(), num + sizeof num);

	out.path[0] = '\0';
	if (env.out_prefix[0]) {
		append(out.path, sizeof out.path, env.out_prefix);
		append(out.path, sizeof out.path, ".");
		append(out.path, sizeof out.path, pid);
	} else {
		append(out.path, sizeof out.path, "gmon.out");
	}
	out.temp[0] = '\0';
	append(out.temp, sizeof out.temp, out.path);
	append(out.temp, sizeof out.temp, ".tmp.");
	append(out.temp, sizeof out.temp, pid);
	append(out.temp, sizeof out.temp, ".");
	append(out.temp, sizeof out.temp,
	       gmon_utoa(__atomic_fetch_add(&seq, 1, __ATOMIC_RELAXED),
			 seq_buf + sizeof seq_buf));
}

/* A set-id program writes only where its real user could write. */
static int real_user_may_write(const char *path)
{
	char dir[sizeof out.path];
	char *slash;

	strcpy(dir, path);
	slash = strrchr(dir, '/');
	if (slash == NULL)
		strcpy(dir, ".");
	else if (slash == dir)
		dir[1] = '\0';
	else
		*slash = '\0';
	return access(dir, W_OK) == 0;
}

int gmon_port_out_open(void)
{
	set_paths();
	out_written = 0;
	if (env.secure && !real_user_may_write(out.path)) {
		file_message("not writing ", out.path, EACCES);
		return EACCES;
	}
	out.fd = open(out.temp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW |
		      O_CLOEXEC, 0666);
	if (out.fd < 0) {
		int err = errno;

		file_message("cannot write ", out.path, err);
		return err;
	}
	return 0;
}

int gmon_port_out_write(const void *buf, size_t len)
{
	const char *p = buf;

	while (len > 0) {
		ssize_t n;

		if (env.fault == 's' && out_written + len > 64) {
			errno = ENOSPC;
			return ENOSPC;
		}
		n = write(out.fd, p, len);
		if (n < 0) {
			if (errno == EINTR)
				continue;
			return errno;
		}
		p += n;
		len -= (size_t)n;
		out_written += (size_t)n;
	}
	return 0;
}

/*
 * gmon.out is replaced only if it is a plain file with one name: a
 * symbolic link or a hard link may lead somewhere the user did not mean.
 */
static int may_replace(const char *path)
{
	struct stat st;

	if (lstat(path, &st) != 0)
		return errno == ENOENT ? 0 : errno;
	if (!S_ISREG(st.st_mode) || st.st_nlink > 1)
		return EEXIST;
	return 0;
}

int gmon_port_out_close(int error)
{
	int err = error;

	if (out.fd < 0)
		return error;
	if (close(out.fd) != 0 && err == 0)
		err = errno;
	out.fd = -1;
	if (err == 0) {
		err = may_replace(out.path);
		if (err == 0 && rename(out.temp, out.path) != 0)
			err = errno;
	}
	if (err == EEXIST && error == 0) {
		const char *m[] = { "not replacing ", out.path,
				    ": it is a link or not a regular file" };
		gmon_message(m, 3);
	} else if (err) {
		file_message("cannot write ", out.path, err);
	}
	if (err)
		unlink(out.temp);
	return err;
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

/* ---- write-on-signal and dump-on-signal ---- */

static void on_fatal(int sig)
{
	int saved = errno;
	struct sigaction dfl = { .sa_handler = SIG_DFL };
	sigset_t set;

	gmon_finish();
	errno = saved;
	sigaction(sig, &dfl, NULL);
	sigemptyset(&set);
	sigaddset(&set, sig);
	pthread_sigmask(SIG_UNBLOCK, &set, NULL);
	raise(sig);		/* die as the signal meant */
}

static void on_dump(int sig)
{
	int saved = errno;

	(void)sig;
	gmon_snapshot();
	errno = saved;
}

static void install(int sig, void (*fn)(int))
{
	struct sigaction sa = { 0 };

	sa.sa_handler = fn;
	sa.sa_flags = SA_RESTART;
	sigemptyset(&sa.sa_mask);
	sigaction(sig, &sa, NULL);
}

/* GMON_SIGNALS=INT,TERM: write the profile, then die of that signal. */
static void install_signals(const char *list)
{
	char name[16];
	size_t n = 0;

	for (;; list++) {
		if (*list == ',' || *list == '\0') {
			int sig;

			name[n] = '\0';
			sig = parse_signal(name);
			if (sig)
				install(sig, on_fatal);
			n = 0;
			if (*list == '\0')
				break;
		} else if (n + 1 < sizeof name) {
			name[n++] = *list;
		}
	}
}

void gmon_port_init(struct gmon_config *cfg)
{
	const char *v;
	int sig;

	env.secure = getauxval(AT_SECURE) != 0;
	if ((v = getenv_trusted("GMON_OUT_PREFIX")) != NULL && *v)
		append(env.out_prefix, sizeof env.out_prefix, v);
	if ((v = getenv_trusted("GMON_HZ")) != NULL && atoi(v) > 0)
		cfg->hz = (unsigned)atoi(v);
	if ((v = getenv_trusted("GMON_FORMAT")) != NULL)
		cfg->format = strcmp(v, "bsd") == 0 ? GMON_FORMAT_BSD
						    : GMON_FORMAT_GNU;
	if ((v = getenv_trusted("GMON_VERBOSE")) != NULL && *v && *v != '0')
		cfg->verbose = 1;
	if ((v = getenv_trusted("GMON_FAULT")) != NULL)
		env.fault = strcmp(v, "enomem") == 0 ? 'm'
			    : strcmp(v, "enospc") == 0 ? 's' : 0;
	if ((v = getenv_trusted("GMON_SIGNALS")) != NULL)
		install_signals(v);
	if ((v = getenv_trusted("GMON_DUMP_SIGNAL")) != NULL &&
	    (sig = parse_signal(v)) != 0)
		install(sig, on_dump);
	dl_iterate_phdr(first_object, &load_bias);
	have_thread_key = pthread_key_create(&thread_key, thread_ended) == 0;
	pthread_atfork(NULL, NULL, fork_child);
}

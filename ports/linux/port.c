/*
 * The Linux port: settings from the environment, memory, thread and fork
 * hooks, messages, and where the program was loaded.  The clock is in
 * clock.c, the profile file in output.c, the signals that write it in
 * signals.c (see linux.h).
 */
#define _GNU_SOURCE
#include "linux.h"

#include <errno.h>
#include <link.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/auxv.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

struct gmon_linux_settings gmon_linux_settings;
#ifdef GMON_FAULT_INJECTION
enum gmon_linux_fault gmon_linux_fault;
#endif

/* ---- settings ---- */

const char *gmon_linux_getenv(const char *name)
{
	return gmon_linux_settings.secure ? NULL : getenv(name);
}

int gmon_linux_parse_signal(const char *s)
{
	static const struct { const char *name; int sig; } names[] = {
		{ "HUP", SIGHUP }, { "INT", SIGINT }, { "QUIT", SIGQUIT },
		{ "TERM", SIGTERM }, { "USR1", SIGUSR1 }, { "USR2", SIGUSR2 },
		{ "ALRM", SIGALRM }, { "XCPU", SIGXCPU }, { "PIPE", SIGPIPE },
	};
	size_t i;

	if (strncmp(s, "SIG", 3) == 0)
		s += 3;
	for (i = 0; i < GMON_COUNTOF(names); i++)
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

void gmon_linux_file_message(const char *what, const char *path, int err)
{
	const char *text = error_text(err);
	char num[24];

	if (text)
		GMON_SAY(what, path, ": ", text);
	else
		GMON_SAY(what, path, ": error ",
			 gmon_utoa((uint64_t)(unsigned)err, num + sizeof num));
}

/* ---- memory ---- */

void *gmon_port_alloc(size_t size)
{
	void *p;
	int saved = errno;	/* mcount may call this: errno as it was */

	if (FAULT(FAULT_ENOMEM))
		return NULL;
	p = mmap(NULL, size, PROT_READ | PROT_WRITE,
		 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	errno = saved;
	return p == MAP_FAILED ? NULL : p;
}

void gmon_port_free(void *p, size_t size)
{
	munmap(p, size);
}

/* ---- threads and fork ---- */

/*
 * The core asks these from mcount, in any thread, possibly inside a
 * signal handler that interrupted malloc, with the profiled function's
 * arguments live in registers: only system calls (the C library's
 * wrappers touch no vector register), and errno as it was.  A thread is
 * its kernel thread id; it has ended when the kernel no longer knows it
 * in this process (tgkill with signal 0 delivers nothing).
 */
uintptr_t gmon_port_thread_attach(void)
{
	return (uintptr_t)syscall(SYS_gettid);
}

int gmon_port_thread_alive(uintptr_t id)
{
	int saved = errno, gone;

	gone = syscall(SYS_tgkill, (long)syscall(SYS_getpid), (long)id, 0) != 0
	       && errno == ESRCH;
	errno = saved;
	return !gone;
}

int gmon_port_on_signal_stack(void)
{
	stack_t ss;
	int saved = errno, on;

	on = syscall(SYS_sigaltstack, NULL, &ss) != 0 ||
	     (ss.ss_flags & SS_ONSTACK) != 0;
	errno = saved;
	return on;
}

/* A fork child has no timers: forget the parent's before re-arming. */
static void fork_child(void)
{
	gmon_linux_clock_forget();
	gmon_after_fork_child();
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
				   : FAULT_NONE;
}
#else
static void read_fault(void)
{
}
#endif

static void read_settings(struct gmon_config *cfg)
{
	struct gmon_linux_settings *s = &gmon_linux_settings;
	const char *v;

	s->secure = getauxval(AT_SECURE) != 0;
	if ((v = gmon_linux_getenv("GMON_OUT_PREFIX")) != NULL && *v) {
		strncpy(s->out_prefix, v, sizeof s->out_prefix - 1);
		s->out_prefix[sizeof s->out_prefix - 1] = '\0';
	}
	if ((v = gmon_linux_getenv("GMON_HZ")) != NULL && atoi(v) > 0)
		cfg->hz = (unsigned)atoi(v);
	if ((v = gmon_linux_getenv("GMON_FORMAT")) != NULL)
		cfg->format = strcmp(v, "bsd") == 0 ? GMON_FORMAT_BSD
						    : GMON_FORMAT_GNU;
	if ((v = gmon_linux_getenv("GMON_VERBOSE")) != NULL && *v && *v != '0')
		cfg->verbose = 1;
	read_fault();
}

void gmon_port_init(struct gmon_config *cfg)
{
	read_settings(cfg);
	gmon_linux_signals_init();
	dl_iterate_phdr(first_object, &load_bias);
	pthread_atfork(NULL, NULL, fork_child);
}

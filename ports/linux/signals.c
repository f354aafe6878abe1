/*
 * Writing the profile on signals a program would otherwise die of
 * (GMON_SIGNALS=INT,TERM: write, then die of the signal as before), and
 * on a signal that asks for a snapshot (GMON_DUMP_SIGNAL=USR2).
 */
#define _GNU_SOURCE
#include "linux.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>

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

/* A comma-separated list of signal names, each to write and die. */
static void install_fatal(const char *list)
{
	char name[16];
	size_t n = 0;

	for (;; list++) {
		if (*list == ',' || *list == '\0') {
			int sig;

			name[n] = '\0';
			sig = gmon_linux_parse_signal(name);
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

void gmon_linux_signals_init(void)
{
	const char *v;
	int sig;

	if ((v = gmon_linux_getenv("GMON_SIGNALS")) != NULL)
		install_fatal(v);
	if ((v = gmon_linux_getenv("GMON_DUMP_SIGNAL")) != NULL &&
	    (sig = gmon_linux_parse_signal(v)) != 0)
		install(sig, on_dump);
}

/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Writing the profile on signals a program would otherwise die of
 * (GMON_SIGNALS=INT,TERM: write, then die of the signal as before), and
 * on a signal that asks for a snapshot (GMON_DUMP_SIGNAL=USR2).  A
 * signal the program was started with ignored stays ignored.
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

	gmon_finish(0);
	errno = saved;
	gmon_linux_sigaction(sig, &dfl, NULL);
	sigemptyset(&set);
	sigaddset(&set, sig);
	pthread_sigmask(SIG_UNBLOCK, &set, NULL);
	sys_raise(sig);		/* die as the signal meant */
}

/* A fork child without GMON_OUT_PREFIX: its snapshots would replace
 * the parent's gmon.out (a signal to the process group), so it takes
 * none, as with GMON_DUMP_INTERVAL. */
static int no_snapshots;

static void on_dump(int sig)
{
	int saved = errno;

	(void)sig;
	if (!no_snapshots)
		gmon_snapshot(0);
	errno = saved;
}

void gmon_linux_signals_after_fork(int own_files)
{
	no_snapshots = !own_files;
}

/* Whether sig's default action ends the process (STOP is refused as
 * uncatchable). */
static int ends_the_process(int sig)
{
	switch (sig) {
	case SIGCHLD: case SIGCONT: case SIGURG: case SIGWINCH:
	case SIGTSTP: case SIGTTIN: case SIGTTOU:
		return 0;
	}
	return 1;
}

/*
 * Our handler for sig, unless the program was started with sig ignored
 * (nohup, a shell's background job): it never dies of that signal, and
 * its children inherit the ignore only while it stays.  0 if installed,
 * 1 if left ignored, -1 if sig cannot be caught (KILL, STOP).
 */
static int install_handler(int sig, void (*fn)(int))
{
	struct sigaction sa = { 0 }, old;

	if (gmon_linux_sigaction(sig, NULL, &old) != 0)
		return -1;
	if (old.sa_handler == SIG_IGN)
		return 1;
	sa.sa_handler = fn;
	sa.sa_flags = SA_RESTART;
	/* no tick on top of the writer, on a stack that may be small (a
	 * coroutine's): it waits until the write is done.  Every real-time
	 * signal: the ticks move when the program takes theirs (clock.c). */
	sigemptyset(&sa.sa_mask);
	for (int s = SIGRTMIN; s <= SIGRTMAX; s++)
		sigaddset(&sa.sa_mask, s);
	sigaddset(&sa.sa_mask, gmon_linux_settings.sample_signal);
	sigaddset(&sa.sa_mask, SIGPROF);
	return gmon_linux_sigaction(sig, &sa, NULL) == 0 ? 0 : -1;
}

static void say_unusable(const char *var, const char *name, int sig)
{
	if (sig == 0)
		GMON_SAY(var, ": ", name, " is not a signal name (INT, SIGTERM) "
			 "or number from 1 to 31; ignored");
	else
		GMON_SAY(var, ": ", name, " cannot be caught; ignored");
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
			if (n > 0 && sig != 0 && !ends_the_process(sig))
				GMON_SAY("GMON_SIGNALS: ", name, " does not end "
					 "the program (it would end profiling); ignored");
			else if (n > 0 && (sig == 0 ||
					   install_handler(sig, on_fatal) < 0))
				say_unusable("GMON_SIGNALS", name, sig);
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
	if ((v = gmon_linux_getenv("GMON_DUMP_SIGNAL")) == NULL || *v == '\0')
		return;
	sig = gmon_linux_parse_signal(v);
	switch (sig == 0 ? -1 : install_handler(sig, on_dump)) {
	case -1:
		say_unusable("GMON_DUMP_SIGNAL", v, sig);
		break;
	case 1:
		GMON_SAY("GMON_DUMP_SIGNAL: ", v, " is ignored by the program "
			 "(it was started so); no snapshots");
		break;
	}
}

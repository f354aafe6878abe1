/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * How programs end and change: fork, spawn, exec, exit paths, signals.
 * Each mode (argv[1]) is a scenario function of the table at the end;
 * it calls the functions named after what it checks a known number of
 * times, and the tests compare gprof's counts with them.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <setjmp.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/gmon.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cputime.h"

#define NOINLINE __attribute__((noinline))

extern char **environ;
volatile unsigned long sink;

NOINLINE void before_fork(void) { sink++; }
NOINLINE void in_parent(void) { sink++; }
NOINLINE void in_child(void) { sink++; }
NOINLINE void child_burn(void)
{
	double used;

	BURN_CPU(0.2, used, 200000, sink += i);	/* the child's clock must tick */
	(void)used;
}
NOINLINE void around_spawn(void) { sink++; }

/* Phases of a run under GMON_DUMP_INTERVAL=1, each `s' of CPU. */
NOINLINE void dump_phase_a(double s)
{
	double used;

	BURN_CPU(s, used, 200000, sink += i);
	(void)used;
}

NOINLINE void dump_phase_c(double s)
{
	double used;

	BURN_CPU(s, used, 200000, sink += i);
	(void)used;
}
NOINLINE void fds_taken(void) { sink++; }
NOINLINE void before_exec(void)
{
	double used;

	BURN_CPU(0.05, used, 200000, sink += i);	/* ticks pending at exec */
	(void)used;
}
NOINLINE void after_exec(void) { sink++; }
NOINLINE void in_atexit(void) { sink++; }
NOINLINE void in_main(void) { sink++; }
NOINLINE void before_signal(void) { sink++; }
NOINLINE void in_destructor(void) { sink++; }

/* The mode `destructor' has the program's destructors call in_destructor. */
static int destructor_calls;

__attribute__((destructor)) static void plain_destructor(void)
{
	for (int i = 0; i < destructor_calls; i++)
		in_destructor();
}

__attribute__((destructor(101))) static void last_destructor(void)
{
	if (destructor_calls)
		in_destructor();
}

static void at_exit(void)
{
	for (int i = 0; i < 3; i++)
		in_atexit();
}

static void exit_again(void)
{
	in_atexit();
	exit(0);	/* exit from an atexit handler */
}

static void times(void (*fn)(void), int n)
{
	while (n--)
		fn();
}

/*
 * Modes exit-in-snapshot and exit-in-listing: a signal handler that
 * exits, as many programs' SIGTERM handlers do, here on SIGXFSZ (a
 * snapshot's write past a file size limit: the limit goes again) and
 * SIGUSR1 (the fault build's signal-in-listing).
 */
static void exit_from_handler(int sig)
{
	struct rlimit lim;

	if (sig == SIGXFSZ && getrlimit(RLIMIT_FSIZE, &lim) == 0) {
		lim.rlim_cur = lim.rlim_max;
		setrlimit(RLIMIT_FSIZE, &lim);
	}
	exit(sig == SIGXFSZ ? 3 : 4);
}

/*
 * Mode restart-threads: threads that stop profiling (writing the
 * profile) and start it again, at once.
 */
extern char __executable_start[], etext[];

static void *restarts(void *arg)
{
	for (int i = 0; i < 100; i++) {
		_mcleanup();
		in_main();
		monstartup((unsigned long)__executable_start,
			   (unsigned long)etext);
	}
	return arg;
}

/*
 * Mode cancel-in-snapshot: a thread with a cancel pending (it has not
 * reached a cancellation point yet) takes a snapshot signal.
 */
static volatile int worker_started;

static void *cancelled_worker(void *arg)
{
	for (;;) {
		worker_started = 1;
		child_burn();		/* 0.2 s of CPU, no cancellation point */
		pthread_testcancel();
	}
	return arg;
}

/*
 * Mode signal-in-exit-write TERM|USR1: a thread watches for the
 * temporary file of the profile being written at exit, then sends the
 * process the signal, which only the writing thread takes: TERM for
 * GMON_SIGNALS (write, then die), USR1 to a handler that forks.
 */
static int exit_signal;
static volatile int exiting;

static void fork_in_handler(int sig)
{
	char num[24], *p = num + sizeof num;
	pid_t pid = fork();	/* the child returns to the interrupted write */
	int fd;

	(void)sig;
	if (pid <= 0)
		return;
	do			/* child.pid, for the test to wait for it */
		*--p = (char)('0' + pid % 10);
	while (pid /= 10);
	fd = open("child.pid", O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (fd >= 0) {
		if (write(fd, p, (size_t)(num + sizeof num - p)) < 0)
			sink++;
		close(fd);
	}
}

static int temp_file_exists(void)
{
	DIR *d = opendir(".");
	struct dirent *e;
	int found = 0;

	while (d && (e = readdir(d)) != NULL)
		if (strstr(e->d_name, ".tmp."))	/* gmon.out.tmp.PID.N */
			found = 1;
	if (d)
		closedir(d);
	return found;
}

static void *signal_the_writer(void *arg)
{
	sigset_t set;

	sigemptyset(&set);
	sigaddset(&set, exit_signal);
	pthread_sigmask(SIG_BLOCK, &set, NULL);
	while (!exiting || !temp_file_exists())
		sched_yield();
	kill(getpid(), exit_signal);
	return arg;
}

static void now_exiting(void)
{
	exiting = 1;
}

/*
 * Mode chdir-in-exit-write: a thread watches for the temporary file of
 * the profile being written at exit, then changes the current directory
 * to ./elsewhere, as a daemon's thread may at any time.
 */
static void *move_away_from_the_writer(void *arg)
{
	while (!exiting || !temp_file_exists())
		sched_yield();
	if (chdir("elsewhere") != 0)
		abort();
	return arg;
}

/*
 * Mode jump-out-of-snapshot: snapshots (GMON_DUMP_SIGNAL=USR2, raised
 * by the program itself) under a SIGALRM every 100 us whose handler
 * leaves by siglongjmp, as a program's timeouts do; then a second thread
 * calls exit.  Prints whether the program's next open() got the
 * descriptor it got before, and SIGXFSZ's disposition.
 */
static sigjmp_buf timed_out;
static volatile unsigned long jumps;

static void on_timeout(int sig)
{
	(void)sig;
	jumps++;
	siglongjmp(timed_out, 1);
}

static void *exit_from_thread(void *arg)
{
	times(in_main, 2);
	fflush(stdout);
	exit(0);
	return arg;
}

static int jump_out_of_snapshot(int argc, char **argv)
{
	struct sigaction sa = { .sa_handler = on_timeout }, xfsz;
	struct itimerval every = { { 0, 100 }, { 0, 100 } }, none = { { 0, 0 },
								   { 0, 0 } };
	int before = open("/dev/null", O_RDONLY), after;
	static volatile int i;
	static sigset_t start;	/* (not clobbered by the jump) */
	pthread_t t;

	(void)argc;
	(void)argv;
	close(before);
	sigaction(SIGALRM, &sa, NULL);
	/* the target first; a jump lands with the handler's mask and puts
	 * the program's back there, not before it jumps (storm.c's jump) */
	sigprocmask(SIG_SETMASK, NULL, &start);
	if (sigsetjmp(timed_out, 0) == 0)
		setitimer(ITIMER_REAL, &every, NULL);
	else
		sigprocmask(SIG_SETMASK, &start, NULL);
	while (i < 300) {
		i++;		/* before: a jump must not make it again */
		raise(SIGUSR2);
	}
	setitimer(ITIMER_REAL, &none, NULL);
	after = open("/dev/null", O_RDONLY);
	sigaction(SIGXFSZ, NULL, &xfsz);
	printf("same fd %d, SIGXFSZ %s\n", after == before,
	       xfsz.sa_handler == SIG_DFL ? "default" : "changed");
	pthread_create(&t, NULL, exit_from_thread, NULL);
	pthread_join(t, NULL);
	return 1;
}

/*
 * Mode xfsz-handler-kept: one thread writes profiles while the main
 * thread installs its own SIGXFSZ handler over the default, 300 times,
 * and looks whether it is still there.  Prints how often it was not.
 */
static volatile int stop_dumping;

static void on_xfsz(int sig)
{
	(void)sig;
}

static void *dump_until_stopped(void *arg)
{
	while (!stop_dumping)
		if (gmon_dump() != 0)
			break;
	return arg;
}

static int xfsz_handler_kept(int argc, char **argv)
{
	struct sigaction dfl = { .sa_handler = SIG_DFL }, own = { .sa_handler = on_xfsz }, now;
	struct timespec ms = { 0, 1000000 };
	int lost = 0;
	pthread_t t;

	(void)argc;
	(void)argv;
	if (pthread_create(&t, NULL, dump_until_stopped, NULL) != 0)
		return 10;
	for (int i = 0; i < 300; i++) {
		sigaction(SIGXFSZ, &dfl, NULL);
		nanosleep(&ms, NULL);
		sigaction(SIGXFSZ, &own, NULL);
		nanosleep(&ms, NULL);
		if (sigaction(SIGXFSZ, NULL, &now) != 0 || now.sa_handler != on_xfsz)
			lost++;
	}
	stop_dumping = 1;
	pthread_join(t, NULL);
	printf("handler lost %d times\n", lost);
	times(in_main, 2);
	return 0;
}

/*
 * The scenarios, one a mode (argv[1]).  Each gets the program's
 * arguments and returns its exit status, unless it ends the program
 * itself; the tests in tests/robust/ name them.
 */

/*
 * The parent and the child call functions of their own around a fork;
 * with `reset', the child first sets every signal back to its default
 * action, as daemon(7) advises.
 */
static int fork_and_work(int reset)
{
	pid_t pid;
	int st;

	times(before_fork, 2);
	pid = fork();
	if (pid == 0) {
		for (int sig = 1; reset && sig < NSIG; sig++)
			signal(sig, SIG_DFL);
		times(in_child, 7);
		child_burn();
		return 0;
	}
	waitpid(pid, &st, 0);
	if (WIFSIGNALED(st))
		printf("child killed by signal %d\n", WTERMSIG(st));
	times(in_parent, 5);
	return st != 0;
}

/* fork: with GMON_OUT_PREFIX each process writes a file of its own. */
static int fork_and_wait(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	return fork_and_work(0);
}

/* own-prefix [PREFIX]: the program sets GMON_OUT_PREFIX to PREFIX, or
 * clears it, then forks as `fork'. */
static int own_prefix(int argc, char **argv)
{
	if (argc > 2)
		setenv("GMON_OUT_PREFIX", argv[2], 1);
	else
		unsetenv("GMON_OUT_PREFIX");
	return fork_and_wait(argc, argv);
}

/* dump-signal-in-child: with GMON_DUMP_SIGNAL=USR2, a child that takes
 * one (a signal to the process group) must not write the parent's file. */
static int dump_signal_in_child(int argc, char **argv)
{
	pid_t pid = fork();
	int st;

	(void)argc;
	(void)argv;
	if (pid == 0) {
		times(in_child, 3);
		raise(SIGUSR2);
		_exit(0);
	}
	waitpid(pid, &st, 0);
	printf("gmon.out after the child: %s\n",
	       access("gmon.out", F_OK) == 0 ? "yes" : "no");
	times(in_parent, 5);
	return st != 0;
}

/* dump-after-failure: with GMON_DUMP_INTERVAL=1, a snapshot fails while
 * every descriptor is taken; later ones must still be written. */
static int dump_after_failure(int argc, char **argv)
{
	struct rlimit lim;
	struct stat before, now;
	int fds[64], n = 0;

	(void)argc;
	(void)argv;
	dump_phase_a(1.3);
	if (getrlimit(RLIMIT_NOFILE, &lim) != 0)
		return 10;
	lim.rlim_cur = 64;
	if (setrlimit(RLIMIT_NOFILE, &lim) != 0)
		return 10;
	while (n < 64 && (fds[n] = open("/dev/null", O_RDONLY)) >= 0)
		n++;
	dump_phase_a(1.3);	/* a snapshot is due, and fails */
	while (n > 0)
		close(fds[--n]);
	/* later ones are written: one that holds phase c comes (retries
	 * back off, by up to 8 intervals) */
	dump_phase_c(0.5);
	if (stat("gmon.out", &before) != 0)
		return 12;
	for (int i = 0; i < 200; i++) {
		dump_phase_c(0.1);
		if (stat("gmon.out", &now) == 0 && now.st_ino != before.st_ino)
			break;
	}
	raise(SIGKILL);
	return 11;
}

/* fork-reset: a child that sets every signal back to its default action
 * (daemon(7)), then works. */
static int fork_reset(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	return fork_and_work(1);
}

/* daemon: the parent prints the child's pid and exits at once; the
 * child works once the parent is gone. */
static int daemon_child(int argc, char **argv)
{
	pid_t parent = getpid(), pid;

	(void)argc;
	(void)argv;
	times(before_fork, 2);
	pid = fork();
	if (pid != 0) {
		printf("%d\n", (int)pid);
		return pid < 0;
	}
	for (int i = 0; i < 10000 && getppid() == parent; i++)
		usleep(1000);
	times(in_child, 7);
	return 0;
}

/* stderr-copies [here]: the copies of stderr a fork child holds (a
 * daemon holding one keeps its caller's pipe open); with `here', the
 * parent's too. */
static int stderr_copies(int argc, char **argv)
{
	struct stat err, fd_st;
	int copies = 0, st;
	pid_t pid;

	(void)argv;
	if (fstat(2, &err) != 0)
		return 10;
	pid = fork();
	if (pid == 0 || argc > 2) {
		for (int fd = 3; fd < 1024; fd++)
			if (fstat(fd, &fd_st) == 0 &&
			    fd_st.st_dev == err.st_dev &&
			    fd_st.st_ino == err.st_ino)
				copies++;
		printf("%s copies %d\n", pid ? "parent" : "child", copies);
		if (pid == 0)
			return 0;
	}
	return waitpid(pid, &st, 0) != pid || st != 0;
}

/* own-fds-in-child: a daemon's way: close what it inherited, open its
 * own files (3 to 20), fork; the child writes to each. */
static int own_fds_in_child(int argc, char **argv)
{
	int fds[18], bad = 0, st;
	pid_t pid;

	(void)argc;
	(void)argv;
	for (int fd = 3; fd < 1024; fd++)
		close(fd);
	for (int i = 0; i < 18; i++)
		if ((fds[i] = open("/dev/null", O_WRONLY)) < 0)
			return 10;
	pid = fork();
	if (pid == 0) {
		for (int i = 0; i < 18; i++)
			bad += write(fds[i], "x", 1) != 1;
		printf("child write failures %d\n", bad);
		return 0;
	}
	return waitpid(pid, &st, 0) != pid || st != 0;
}

/* ignored: started with HUP and INT ignored, they stay so. */
static int ignored(int argc, char **argv)
{
	struct sigaction hup, intr;

	(void)argc;
	(void)argv;
	if (sigaction(SIGHUP, NULL, &hup) || sigaction(SIGINT, NULL, &intr))
		return 11;
	printf("HUP %s, INT %s\n",
	       hup.sa_handler == SIG_IGN ? "ignored" : "handled",
	       intr.sa_handler == SIG_IGN ? "ignored" : "handled");
	fflush(stdout);
	raise(SIGHUP);
	raise(SIGINT);
	times(in_main, 3);
	return 3;
}

/* spawn: system(), posix_spawn() and vfork() with exec. */
static int spawn(int argc, char **argv)
{
	char *argv_true[] = { "true", NULL };
	pid_t pid;
	int st;

	(void)argc;
	(void)argv;
	times(around_spawn, 10);
	if (system("true") != 0)
		return 2;
	times(around_spawn, 10);
	if (posix_spawn(&pid, "/bin/true", NULL, NULL, argv_true, environ) ||
	    waitpid(pid, &st, 0) != pid || st != 0)
		return 3;
	times(around_spawn, 10);
	pid = vfork();
	if (pid == 0) {
		execl("/bin/true", "true", (char *)NULL);
		_exit(127);
	}
	if (waitpid(pid, &st, 0) != pid || st != 0)
		return 4;
	times(around_spawn, 10);
	return 0;
}

/* exec-sh, exec-bin, exec-self: exec with ticks pending, into a shell,
 * a plain binary, or this program again (as exec-child). */
static int exec_sh(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	before_exec();
	execl("/bin/sh", "sh", "-c", "sleep 0.1; echo exec-ok", (char *)NULL);
	return 5;
}

static int exec_bin(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	before_exec();
	execl("/bin/echo", "echo", "exec-ok", (char *)NULL);
	return 5;
}

static int exec_self(int argc, char **argv)
{
	(void)argc;
	before_exec();
	execl("/proc/self/exe", argv[0], "exec-child", (char *)NULL);
	return 5;
}

static int exec_child(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	times(after_exec, 6);
	return 0;
}

/* atexit: an atexit handler's calls. */
static int with_atexit(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	atexit(at_exit);
	times(in_main, 2);
	return 0;
}

/* destructor: the program's destructors' calls, after atexit's. */
static int with_destructors(int argc, char **argv)
{
	destructor_calls = 5;
	return with_atexit(argc, argv);
}

/* atexit-exit: an atexit handler that calls exit(). */
static int atexit_exit(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	atexit(at_exit);
	atexit(exit_again);
	times(in_main, 2);
	exit(0);
}

/* outside: 0.3 s of CPU in the C library, outside the profiled text. */
static int outside(int argc, char **argv)
{
	static char big[1 << 24];
	double used;

	(void)argc;
	(void)argv;
	BURN_CPU(0.3, used, 1, memset(big, (int)i, sizeof big));
	(void)used;
	return big[5] == 7;
}

/* twice: _mcleanup() twice; calls after the first write are not counted. */
static int mcleanup_twice(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	times(in_main, 4);
	_mcleanup();
	_mcleanup();
	times(in_main, 1);
	return 0;
}

/* own-std-fds: a daemon's start: every descriptor closed, its own files
 * opened, which land on 0, 1 and 2 (and on libgmon's copy of stderr, if
 * it had one). */
static int own_std_fds(int argc, char **argv)
{
	static const char *const names[] = { "data0.txt", "data1.txt",
		"data2.txt" };

	(void)argc;
	(void)argv;
	for (int fd = 0; fd < 1024; fd++)
		close(fd);
	for (int i = 0; i < 3; i++)
		if (open(names[i], O_WRONLY | O_CREAT | O_TRUNC, 0644) != i)
			return 8;
	if (dup2(2, 10) != 10 || dup2(2, 11) != 11)
		return 8;
	fds_taken();
	for (int fd = 0; fd < 3; fd++)
		if (write(fd, "mine\n", 5) != 5)
			return 9;
	return 0;
}

/* fds: the program's own file on every fd from 10 to 40, where libgmon's
 * copy of stderr could sit: its report must not go there. */
static int own_fds(int argc, char **argv)
{
	int fd = open("mine.txt", O_WRONLY | O_CREAT | O_TRUNC, 0644);

	(void)argc;
	(void)argv;
	for (int i = 10; i <= 40; i++)
		if (fd < 0 || dup2(fd, i) != i)
			return 8;
	fds_taken();
	return write(fd, "mine\n", 5) != 5;
}

/* abort, segv, _exit: ends that write no profile. */
static int die_of_abort(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	abort();
}

static int die_of_segv(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	raise(SIGSEGV);
	return 0;
}

static int underscore_exit(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	times(in_main, 1);
	_exit(0);
}

/* signal: SIGTERM to itself (GMON_SIGNALS: write, then die). */
static int die_of_sigterm(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	times(before_signal, 9);
	raise(SIGTERM);
	return 0;
}

/* exit-in-snapshot: a snapshot past a file size limit raises SIGXFSZ,
 * whose handler exits. */
static int exit_in_snapshot(int argc, char **argv)
{
	struct rlimit lim;

	(void)argc;
	(void)argv;
	times(in_main, 6);
	signal(SIGXFSZ, exit_from_handler);
	if (getrlimit(RLIMIT_FSIZE, &lim) != 0)
		return 8;
	lim.rlim_cur = 512;	/* less than a profile */
	if (setrlimit(RLIMIT_FSIZE, &lim) != 0)
		return 8;
	gmon_dump();
	return 9;	/* the handler exits first */
}

/* exit-in-listing: the fault build's SIGUSR1 while the objects are
 * listed after a dlopen, whose handler exits. */
static int exit_in_listing(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	times(in_main, 7);
	signal(SIGUSR1, exit_from_handler);
	dlopen("libm.so.6", RTLD_NOW);
	return 9;	/* the handler exits first */
}

/* A thread runs `watcher' while main calls in_main 4 times and exits. */
static int exit_watched_by(void *(*watcher)(void *))
{
	pthread_t t;

	if (pthread_create(&t, NULL, watcher, NULL) != 0)
		return 10;
	atexit(now_exiting);
	times(in_main, 4);
	return 0;
}

/* signal-in-exit-write TERM|USR1: see signal_the_writer(). */
static int signal_in_exit_write(int argc, char **argv)
{
	if (argc < 3)
		return 10;
	exit_signal = strcmp(argv[2], "TERM") ? SIGUSR1 : SIGTERM;
	if (exit_signal == SIGUSR1)
		signal(SIGUSR1, fork_in_handler);
	return exit_watched_by(signal_the_writer);
}

/* chdir-in-exit-write: see move_away_from_the_writer(). */
static int chdir_in_exit_write(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	if (mkdir("elsewhere", 0755) != 0)
		return 10;
	return exit_watched_by(move_away_from_the_writer);
}

/* cancel-in-snapshot: a snapshot signal to a thread with a cancel
 * pending. */
static int cancel_in_snapshot(int argc, char **argv)
{
	pthread_t t;
	void *ret;

	(void)argc;
	(void)argv;
	if (pthread_create(&t, NULL, cancelled_worker, NULL) != 0)
		return 10;
	while (!worker_started)
		sched_yield();
	pthread_cancel(t);
	pthread_kill(t, SIGUSR2);
	pthread_join(t, &ret);
	printf("cancelled %d\n", ret == PTHREAD_CANCELED);
	times(in_main, 3);
	return 0;
}

/*
 * Mode restart-after-waited-finish: thread B calls _mcleanup() while
 * the main thread's final write is in progress, so B waits for it; the
 * main thread then finishes and starts profiling again before B looks
 * again.  B's wait is over (the write it waited for is done) and it
 * must return, not wait for the new profile's end.  The main thread is
 * held in its write by a SIGXFSZ (a file size limit of one byte), B in
 * its wait by a SIGUSR1, whose handlers let go in that order.
 */
static volatile sig_atomic_t in_write, restarted;
static volatile pid_t waiter_tid;

static int napping(pid_t tid)
{
	char path[64], buf[32];
	ssize_t n;
	int fd;

	snprintf(path, sizeof path, "/proc/self/task/%d/syscall", (int)tid);
	fd = open(path, O_RDONLY);
	if (fd < 0)
		return 1;	/* no way to tell: go on */
	n = read(fd, buf, sizeof buf - 1);
	close(fd);
	if (n <= 0)
		return 1;
	buf[n] = '\0';
	return atol(buf) == SYS_nanosleep || atol(buf) == SYS_clock_nanosleep;
}

static void hold_waiter(int sig)
{
	(void)sig;
	while (!restarted)
		sched_yield();
}

static pthread_t waiter;

static void hold_writer(int sig)
{
	struct rlimit lim = { RLIM_INFINITY, RLIM_INFINITY };

	(void)sig;
	setrlimit(RLIMIT_FSIZE, &lim);
	in_write = 1;
	while (waiter_tid == 0 || !napping(waiter_tid))
		sched_yield();
	pthread_kill(waiter, SIGUSR1);
}

static void *wait_for_final(void *arg)
{
	waiter_tid = (pid_t)syscall(SYS_gettid);
	while (!in_write)
		sched_yield();
	_mcleanup();
	return arg;
}

static int restart_after_waited_finish(int argc, char **argv)
{
	struct rlimit lim = { 1, RLIM_INFINITY };

	(void)argc;
	(void)argv;
	signal(SIGXFSZ, hold_writer);
	signal(SIGUSR1, hold_waiter);
	if (pthread_create(&waiter, NULL, wait_for_final, NULL) != 0)
		return 10;
	times(in_main, 1);
	setrlimit(RLIMIT_FSIZE, &lim);
	_mcleanup();
	monstartup((unsigned long)__executable_start, (unsigned long)etext);
	restarted = 1;
	pthread_join(waiter, NULL);
	times(in_main, 2);
	puts("ok");
	return 0;
}

/* restart-threads: see restarts(). */
static int restart_threads(int argc, char **argv)
{
	pthread_t t[3];

	(void)argc;
	(void)argv;
	for (int i = 0; i < 3; i++)
		if (pthread_create(&t[i], NULL, restarts, NULL) != 0)
			return 10;
	for (int i = 0; i < 3; i++)
		pthread_join(t[i], NULL);
	times(in_main, 2);
	return 0;
}

/* dump: a snapshot by signal (GMON_DUMP_SIGNAL=USR2), renamed
 * gmon.snap, then one by gmon_dump(), renamed gmon.snap2, which leaves
 * errno alone. */
static int dump_twice(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	times(in_main, 5);
	raise(SIGUSR2);
	if (rename("gmon.out", "gmon.snap") != 0)
		return 6;
	times(in_main, 5);
	errno = EDOM;
	if (gmon_dump() != 0 || errno != EDOM ||
	    rename("gmon.out", "gmon.snap2") != 0)
		return 7;
	times(in_main, 1);
	return 0;
}

static const struct scenario {
	const char *mode;
	int (*run)(int argc, char **argv);
} scenarios[] = {
	{ "fork", fork_and_wait },
	{ "own-prefix", own_prefix },
	{ "dump-signal-in-child", dump_signal_in_child },
	{ "dump-after-failure", dump_after_failure },
	{ "fork-reset", fork_reset },
	{ "daemon", daemon_child },
	{ "stderr-copies", stderr_copies },
	{ "own-fds-in-child", own_fds_in_child },
	{ "ignored", ignored },
	{ "spawn", spawn },
	{ "exec-sh", exec_sh },
	{ "exec-bin", exec_bin },
	{ "exec-self", exec_self },
	{ "exec-child", exec_child },
	{ "atexit", with_atexit },
	{ "destructor", with_destructors },
	{ "atexit-exit", atexit_exit },
	{ "outside", outside },
	{ "twice", mcleanup_twice },
	{ "own-std-fds", own_std_fds },
	{ "fds", own_fds },
	{ "abort", die_of_abort },
	{ "segv", die_of_segv },
	{ "_exit", underscore_exit },
	{ "signal", die_of_sigterm },
	{ "exit-in-snapshot", exit_in_snapshot },
	{ "exit-in-listing", exit_in_listing },
	{ "signal-in-exit-write", signal_in_exit_write },
	{ "chdir-in-exit-write", chdir_in_exit_write },
	{ "jump-out-of-snapshot", jump_out_of_snapshot },
	{ "xfsz-handler-kept", xfsz_handler_kept },
	{ "cancel-in-snapshot", cancel_in_snapshot },
	{ "restart-threads", restart_threads },
	{ "restart-after-waited-finish", restart_after_waited_finish },
	{ "dump", dump_twice },
};

/* Without a mode (or with one not in the table): main calls in_main once. */
int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "";

	for (size_t i = 0; i < sizeof scenarios / sizeof *scenarios; i++)
		if (strcmp(mode, scenarios[i].mode) == 0)
			return scenarios[i].run(argc, argv);
	times(in_main, 1);
	return 0;
}

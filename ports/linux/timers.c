/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The CPU-time timers behind the sampling clock, and whose tick is whose.
 *
 * A CPU-time timer's expiry is noticed at the kernel's own tick (every 1
 * to 10 ms) on a CPU where the clock's thread is running, and its signal
 * then goes to a thread.  Two ways to use that:
 *
 * Thread mode (the mode wherever /proc/self/task can be listed): every
 * thread gets a timer of its own, on its own CPU clock, signalling it
 * (SIGEV_THREAD_ID), so a thread's samples are taken in it and count
 * its own CPU time, however many threads share the CPUs.  A process-wide
 * timer stays to find threads: its tick counts as a sample only in a
 * thread that has no timer yet (which then gets one, and the time it
 * ran), and every so many ticks it lists /proc/self/task, which gives
 * timers to the threads no tick has reached and deletes the timers of
 * threads that ended.  A new timer's first tick comes after a random
 * part of the interval, so that threads shorter than an interval get
 * their share on average; still, a thread's own timer is only checked at
 * a kernel tick that finds it running, so threads that live for a few
 * ticks lose some samples.
 *
 * Process mode (where the threads cannot be listed): the process-wide
 * timer alone.  Before Linux 6.3 its signal goes to the main thread
 * whenever it can take it, so a main thread waiting in pthread_join()
 * takes the samples of its workers; since 6.3 it goes to the thread a
 * kernel tick found running, and each thread takes its own time out of
 * it (owntime.c).  That is right only on average: threads that share
 * CPUs can go many ticks without one landing in them, which a timer of
 * each thread's own never does.
 *
 * In both modes a tick that lands in a thread that has not run since its
 * last one is not that thread's: the time belongs to a thread that
 * blocks the sample signal.  It is counted as unsampled, not sampled.
 * What a tick that comes late counts, and how stopping and starting
 * keep the counts exact, is cputimer.c's.
 *
 * Everything but the counters a tick touches is under one lock word,
 * taken with an atomic exchange; the tick handler only ever tries it and
 * drops the tick if it is taken, so it never waits.  The timers are made
 * with raw system calls: C libraries differ in what their timer_create
 * allocates and in how they spell SIGEV_THREAD_ID, the kernel does not.
 */
#define _GNU_SOURCE
#include "timers.h"

#include <fcntl.h>
#include <sched.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#ifndef SIGEV_THREAD_ID
#define SIGEV_THREAD_ID 4
#endif

/* The kernel's struct sigevent. */
struct ksigevent {
	union sigval value;
	int signo;
	int notify;
	int tid;
	char pad[64 - sizeof(union sigval) - 3 * sizeof(int)];
};

/*
 * A thread's timer.  Its address is the tick's si_value, so it never
 * moves: records come from chunks that are never freed.
 */
struct thread_timer {
	struct cpu_timer c;
	pid_t tid;
	long long cpu_seen;	/* its CPU time at the last look */
	unsigned long ticks_seen;
	long long unsampled;	/* CPU time that went by without a tick */
	struct thread_timer *next_free;
};

enum timer_mode { PROCESS, THREADS };

#define CHUNKS 24		/* chunk k holds 64 << k records */
#define SCAN_SHARE 32		/* threads per process tick between scans */
#define NAMED 8			/* unsampled threads named in the report */
#define LOOK_SPAN 20000000LL	/* CPU ns a look needs to tell anything */

const char gmon_linux_process_tick;

static struct {
	uintptr_t tables_lock;	/* atomic: the thread at work on the tables
				 * (its gmon_thread_mark's address), or 0 */
	int running;		/* the timers are armed */
	enum timer_mode mode;
	int signo;
	struct cpu_timer proc;	/* the process-wide timer; id -1: none */
	struct thread_timer **t, **spare;	/* sorted by tid */
	size_t n, cap, spare_cap;
	size_t timers;		/* thread timers alive */
	size_t most;		/* thread timers allowed (timers_allowed) */
	int said_most;
	pid_t *tids;		/* a scan's listing */
	size_t tids_cap;
	unsigned long ticks;	/* process ticks since the last scan */
	struct thread_timer *chunk[CHUNKS];	/* atomic: read by ticks */
	size_t used;		/* records handed out of the last chunk */
	unsigned chunks;
	struct thread_timer *free;
	/* for the report */
	long long gone_unsampled;
	unsigned gone_threads;
	pid_t named[NAMED];
} tt = { .proc.id = -1 };

/* ---- the kernel's timers ---- */

/*
 * A timer on the CPU clock of thread r->tid, signalling it with r as the
 * tick's value; or, with r NULL, on the process's CPU clock.
 */
static int timer_new(struct thread_timer *r, int *id)
{
	struct ksigevent ev = { 0 };
	clockid_t clock = r ? thread_clock(r->tid) : CLOCK_PROCESS_CPUTIME_ID;

	ev.signo = tt.signo;
	ev.notify = r ? SIGEV_THREAD_ID : SIGEV_SIGNAL;
	ev.tid = r ? r->tid : 0;
	ev.value.sival_ptr = r ? (void *)r : (void *)&gmon_linux_process_tick;
	if (r == NULL && FAULT(FAULT_TICKS_TO_MAIN)) {
		ev.notify = SIGEV_THREAD_ID;
		ev.tid = sys_gettid();
	}
	return sys_call(SYS_timer_create, clock, (long)&ev, (long)id, 0, 0) == 0
		? 0 : -1;
}

/* ---- the lock ---- */

static int try_lock_tables(void)
{
	uintptr_t holder;

	return gmon_own_try(&tt.tables_lock, &holder);
}

/*
 * Outside the handler: 1 once taken, waiting for a scan in another
 * thread to end (give up after a while, 5000 turns of the port's wait,
 * some 100 ms: -1).  0 if the holder is this very thread, which a
 * signal handler of the program's interrupted to call moncontrol(): the
 * interrupted work is left to finish.
 */
static int lock_tables(void)
{
	return gmon_own_lock_within(&tt.tables_lock, 5000);
}

static void unlock_tables(void)
{
	gmon_own_unlock(&tt.tables_lock);
}

/* ---- thread mode: records and the table ---- */

static struct thread_timer *new_record(void)
{
	struct thread_timer *r = tt.free;
	size_t size = (size_t)64 << (tt.chunks ? tt.chunks - 1 : 0);

	if (r) {
		tt.free = r->next_free;
	} else {
		if (tt.chunks == 0 || tt.used == size) {
			if (tt.chunks == CHUNKS)
				return NULL;
			size = (size_t)64 << tt.chunks;
			r = gmon_port_alloc(size * sizeof *r);
			if (r == NULL)
				return NULL;
			__atomic_store_n(&tt.chunk[tt.chunks++], r,
					 __ATOMIC_RELEASE);
			tt.used = 0;
		}
		r = &tt.chunk[tt.chunks - 1][tt.used++];
	}
	memset(r, 0, sizeof *r);
	return r;
}

static void free_record(struct thread_timer *r)
{
	r->next_free = tt.free;
	tt.free = r;
}

struct thread_timer *gmon_linux_timers_record(const void *value)
{
	unsigned k;

	for (k = 0; k < CHUNKS; k++) {
		const struct thread_timer *c =
			__atomic_load_n(&tt.chunk[k], __ATOMIC_ACQUIRE);
		uintptr_t off = (uintptr_t)value - (uintptr_t)c;

		if (c == NULL)
			break;
		if (off < ((size_t)64 << k) * sizeof *c &&
		    off % sizeof *c == 0)
			return (struct thread_timer *)value;
	}
	return NULL;
}

unsigned gmon_linux_timers_thread_tick(struct thread_timer *r,
				       unsigned ticks, uintptr_t pc)
{
	unsigned long now;	/* the tick's thread is r's (SIGEV_THREAD_ID) */

	return gmon_linux_tick_came(&r->c, ticks, pc,
				    gmon_linux_seen_since(&r->c, thread_clock(0),
							  &now));
}

/* Room for `need' entries in *a (capacity *cap); 0 or -1. */
static int reserve_entries(void *a, size_t *cap, size_t need, size_t size)
{
	void **p = a;
	size_t n = *cap ? *cap : 64;
	void *q;

	if (need <= *cap)
		return 0;
	while (n < need)
		n *= 2;
	q = gmon_port_alloc(n * size);
	if (q == NULL)
		return -1;
	if (*p) {
		memcpy(q, *p, *cap * size);
		gmon_port_free(*p, *cap * size);
	}
	*p = q;
	*cap = n;
	return 0;
}

static size_t table_index(pid_t tid)
{
	size_t lo = 0, hi = tt.n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (tt.t[mid]->tid < tid)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

static void open_thread_window(struct thread_timer *r, long first)
{
	gmon_linux_open_window(&r->c, thread_clock(r->tid), first);
	r->cpu_seen = r->c.cpu_on;
	r->ticks_seen = r->c.ticks_on;
}

/* 1 if thread `tid' has signal `sig' blocked ("SigBlk:" of its status). */
static int thread_blocks(pid_t tid, int sig)
{
	char path[64] = "/proc/self/task/", num[24], buf[2048];
	const char *p;
	unsigned long long mask = 0;
	ssize_t n;
	int fd;

	strcat(path, gmon_utoa((uint64_t)tid, num + sizeof num));
	strcat(path, "/status");
	if ((fd = sys_open(path, O_RDONLY | O_CLOEXEC, 0)) < 0)
		return 0;
	n = sys_read(fd, buf, sizeof buf - 1);
	sys_close(fd);
	if (n <= 0)
		return 0;
	buf[n] = '\0';
	if ((p = strstr(buf, "SigBlk:")) == NULL)
		return 0;
	for (p += 7; *p == '\t' || *p == ' '; p++)
		;
	for (; (*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'f'); p++)
		mask = mask << 4 | (unsigned)(*p <= '9' ? *p - '0' : *p - 'a' + 10);
	return (mask >> (sig - 1)) & 1;
}

/*
 * A look at r's CPU clock (`cpu', read by the caller): time that went by
 * without a tick, in a thread that blocks the signal, went unsampled.
 * (The kernel can be tens of ms late with a thread's tick when threads
 * outnumber CPUs, so no tick alone proves nothing.)
 */
static void look_for_unsampled(struct thread_timer *r, long long cpu)
{
	long long span = 2LL * gmon_linux_ticks.interval;
	unsigned long ticks = __atomic_load_n(&r->c.ticks, __ATOMIC_RELAXED);

	if (span < LOOK_SPAN)
		span = LOOK_SPAN;
	if (cpu >= 0 && cpu - r->cpu_seen >= span) {
		if (ticks == r->ticks_seen && thread_blocks(r->tid, tt.signo))
			r->unsampled += cpu - r->cpu_seen;
		r->cpu_seen = cpu;
		r->ticks_seen = ticks;
	}
}

static void note_unsampled(struct thread_timer *r)
{
	if (r->unsampled < LOOK_SPAN)
		return;
	if (tt.gone_threads < NAMED)
		tt.named[tt.gone_threads] = r->tid;
	tt.gone_threads++;
	tt.gone_unsampled += r->unsampled;
	r->unsampled = 0;
}

/*
 * Each timer holds one of the user's pending-signal slots for as long as
 * it lives (RLIMIT_SIGPENDING, `ulimit -i'), which the program's own
 * sigqueue() and timer_create() need too.  Thread timers take a quarter
 * of the limit at most, whatever the number of threads, and leave the
 * rest to the program; the threads past it are sampled as threads no
 * timer has reached yet, by the process-wide timer's ticks that land in
 * them.
 */
static size_t timers_allowed(void)
{
	struct rlimit rl;

	if (getrlimit(RLIMIT_SIGPENDING, &rl) != 0 ||
	    rl.rlim_cur == RLIM_INFINITY)
		return (size_t)-1;
	return (size_t)(rl.rlim_cur / 4);
}

static void say_timer_limit(void)
{
	char num[24];

	if (tt.said_most)
		return;
	tt.said_most = 1;
	GMON_SAY(gmon_utoa(tt.most, num + sizeof num), " threads have timers "
		 "of their own, a quarter of the pending-signal limit (ulimit "
		 "-i): more threads are sampled less often");
}

/*
 * A record and a timer for thread `tid', in a window if the clock runs.
 * new: the thread began while the clock ran, since the last scan, and
 * no tick counted its time: its first tick also brings all it ran.
 */
static struct thread_timer *start_thread_timer(pid_t tid, int new)
{
	struct thread_timer *r;

	if (tt.timers >= tt.most) {
		say_timer_limit();
		return NULL;
	}
	r = new_record();
	if (r == NULL)
		return NULL;
	r->tid = tid;
	if (timer_new(r, &r->c.id) != 0) {	/* it has just ended, or */
		free_record(r);			/* timers ran out */
		return NULL;
	}
	if (tt.running) {
		open_thread_window(r, 0);
		if (new && r->c.cpu_on > 0)
			r->c.owed = (unsigned)(r->c.cpu_on /
					       gmon_linux_ticks.interval);
	}
	tt.timers++;
	return r;
}

static void end_thread_timer(struct thread_timer *r)
{
	sys_call(SYS_timer_delete, r->c.id, 0, 0, 0, 0);
	tt.timers--;
	note_unsampled(r);
	free_record(r);
}

/* Thread `tid' has no timer: give it one, in order.  [signal] */
static void adopt_thread(pid_t tid)
{
	struct thread_timer *r;
	size_t i = table_index(tid);

	if (reserve_entries(&tt.t, &tt.cap, tt.n + 1, sizeof *tt.t) != 0 ||
	    (r = start_thread_timer(tid, 0)) == NULL)
		return;
	memmove(tt.t + i + 1, tt.t + i, (tt.n - i) * sizeof *tt.t);
	tt.t[i] = r;
	tt.n++;
}

/* The threads of the process into tt.tids, in order; how many, or -1. */
static long list_threads(void)
{
	static char buf[4096];
	size_t n = 0;
	long got;
	int fd = sys_open("/proc/self/task", O_RDONLY | O_DIRECTORY | O_CLOEXEC,
			  0);

	if (fd < 0)
		return -1;
	while ((got = sys_call(SYS_getdents64, fd, (long)buf, sizeof buf, 0,
			       0)) > 0) {
		long off = 0;

		while (off < got) {
			/* struct linux_dirent64: ino, off, reclen, type, name */
			unsigned short reclen;
			const char *name = buf + off + 19;
			pid_t tid = 0;

			memcpy(&reclen, buf + off + 16, sizeof reclen);
			off += reclen;
			for (; *name >= '0' && *name <= '9'; name++)
				tid = tid * 10 + (*name - '0');
			if (tid == 0)
				continue;	/* "." and ".." */
			if (reserve_entries(&tt.tids, &tt.tids_cap, n + 1,
				 sizeof *tt.tids) != 0)
				break;
			tt.tids[n++] = tid;
		}
	}
	sys_close(fd);
	/* the kernel lists threads in the order they were made: nearly
	 * sorted already, where insertion sort is linear */
	for (size_t i = 1; i < n; i++) {
		pid_t v = tt.tids[i];
		size_t j;

		for (j = i; j > 0 && tt.tids[j - 1] > v; j--)
			tt.tids[j] = tt.tids[j - 1];
		tt.tids[j] = v;
	}
	return (long)n;
}

/*
 * Bring the table in line with /proc/self/task: timers for the threads
 * that have none, timer_delete for those of threads that ended (a dead
 * thread's timer never fires again, but holds a kernel slot counted
 * against RLIMIT_SIGPENDING until deleted).  0 or -1.
 */
static int scan_threads(void)
{
	long m = list_threads();
	size_t i = 0, j = 0, k = 0;
	struct thread_timer **swap;

	if (m < 0 || reserve_entries(&tt.spare, &tt.spare_cap, tt.n + (size_t)m,
			  sizeof *tt.spare) != 0)
		return -1;
	while (i < tt.n || j < (size_t)m) {
		if (j == (size_t)m || (i < tt.n && tt.t[i]->tid < tt.tids[j])) {
			end_thread_timer(tt.t[i++]);
		} else if (i == tt.n || tt.tids[j] < tt.t[i]->tid) {
			if ((tt.spare[k] = start_thread_timer(tt.tids[j],
							tt.running)) != NULL)
				k++;
			j++;
		} else {
			if (tt.running)
				look_for_unsampled(tt.t[i], gmon_linux_clock_ns(
					     thread_clock(tt.tids[j])));
			tt.spare[k++] = tt.t[i++];
			j++;
		}
	}
	swap = tt.t;
	tt.t = tt.spare;
	tt.spare = swap;
	i = tt.cap;
	tt.cap = tt.spare_cap;
	tt.spare_cap = i;
	tt.n = k;
	tt.ticks = 0;
	return 0;
}

static void end_thread_timers(void)
{
	size_t i;

	for (i = 0; i < tt.n; i++)
		end_thread_timer(tt.t[i]);
	tt.n = 0;
}

/* ---- what clock.c asks ---- */

int gmon_linux_timers_start(int signo, long interval)
{
	int resume, taken = lock_tables();
	size_t i;

	if (taken <= 0)
		return taken;	/* 0: the interrupted start or stop decides */
	if (tt.proc.id >= 0 && signo != tt.signo) {	/* made anew */
		sys_call(SYS_timer_delete, tt.proc.id, 0, 0, 0, 0);
		tt.proc.id = -1;
		end_thread_timers();
	}
	tt.signo = signo;
	if (tt.proc.id < 0) {
		if (timer_new(NULL, &tt.proc.id) != 0) {
			tt.proc.id = -1;
			unlock_tables();
			return -1;
		}
		tt.proc.left = 0;
		tt.mode = THREADS;
		tt.most = timers_allowed();
	}
	gmon_linux_ticks_seed();
	resume = interval == gmon_linux_ticks.interval;
	if (tt.running && resume) {	/* already ticking: nothing to re-arm */
		unlock_tables();
		return 0;
	}
	gmon_linux_ticks_every(interval);
	tt.running = 0;
	if (tt.mode == THREADS && scan_threads() != 0) {
		end_thread_timers();	/* no /proc: the process timer alone */
		tt.mode = PROCESS;
	}
	gmon_linux_open_window(&tt.proc, CLOCK_PROCESS_CPUTIME_ID,
			       resume ? tt.proc.left : interval);
	for (i = 0; i < tt.n; i++)
		open_thread_window(tt.t[i], resume ? tt.t[i]->c.left : 0);
	tt.running = 1;
	unlock_tables();
	return 0;
}

void gmon_linux_timers_stop(void)
{
	size_t i;

	if (lock_tables() <= 0)
		return;		/* the interrupted start or stop decides */
	if (tt.running) {
		gmon_linux_close_window(&tt.proc, CLOCK_PROCESS_CPUTIME_ID);
		gmon_linux_own_give_back(__atomic_load_n(&tt.proc.last_pc,
							 __ATOMIC_RELAXED));
		for (i = 0; i < tt.n; i++)
			look_for_unsampled(tt.t[i], gmon_linux_close_window(
				&tt.t[i]->c, thread_clock(tt.t[i]->tid)));
	}
	tt.running = 0;
	unlock_tables();
}

unsigned gmon_linux_timers_process_tick(unsigned ticks, uintptr_t pc,
					int asleep)
{
	unsigned worth = 0;

	if (tt.mode == PROCESS)
		return gmon_linux_own_tick(&tt.proc, ticks, pc, asleep);
	if (!try_lock_tables())
		return 0;
	if (tt.running) {
		pid_t tid = sys_gettid();
		size_t i = table_index(tid);

		if (i == tt.n || tt.t[i]->tid != tid) {
			/* it has no timer yet: give it one, and the time it
			 * ran (the tick also brings other threads' time,
			 * which their timers count) */
			worth = (unsigned)gmon_linux_own_intervals();
			adopt_thread(tid);
		}
		if (++tt.ticks >= 1 + tt.n / SCAN_SHARE)
			scan_threads();
	}
	unlock_tables();
	return worth;
}

void gmon_linux_timers_forget(void)
{
	tt.tables_lock = 0;
	tt.running = 0;
	tt.n = 0;
	tt.timers = 0;
	tt.proc.id = -1;
	tt.proc.owed = 0;
	tt.proc.last_pc = 0;
	tt.ticks = 0;
	tt.free = NULL;		/* every record is free again */
	tt.used = 0;
	tt.chunks = tt.chunk[0] ? 1 : 0;
	gmon_linux_ticks.stray = 0;
	tt.gone_unsampled = 0;
	tt.gone_threads = 0;
	gmon_linux_own_forget();
}

/* ---- the report ---- */

/* "12.34": ns in seconds, written backwards from the end of a buffer. */
static char *format_seconds(long long ns, char *end)
{
	uint64_t cs = (uint64_t)(ns + 5000000) / 10000000;
	char *dot = end - 4, *s;

	dot[1] = (char)('0' + cs / 10 % 10);
	dot[2] = (char)('0' + cs % 10);
	dot[3] = '\0';
	s = gmon_utoa(cs / 100, dot + 1);	/* ends in a '\0' at dot */
	*dot = '.';
	return s;
}

void gmon_linux_timers_report(const char *signame)
{
	char secs[32], ids[NAMED * 12 + 8];
	long long total;
	unsigned long owed;
	unsigned threads, i;
	size_t len = 0;

	if (lock_tables() <= 0)
		return;
	for (i = 0; i < tt.n; i++)	/* live threads, as if ended */
		note_unsampled(tt.t[i]);
	/*
	 * Ticks still owed to a first tick that never came: every thread
	 * blocked the signal, which kept its one tick pending for good.
	 */
	owed = tt.mode == PROCESS ? tt.proc.owed : 0;
	total = tt.gone_unsampled +
		(long long)(gmon_linux_ticks.stray + owed) *
		gmon_linux_ticks.interval;
	threads = tt.gone_threads;
	for (i = 0; i < threads && i < NAMED; i++) {
		char num[24];
		const char *s = gmon_utoa((uint64_t)tt.named[i],
					  num + sizeof num);

		ids[len++] = ' ';
		while (*s)
			ids[len++] = *s++;
	}
	if (threads > NAMED) {
		memcpy(ids + len, " ...", 4);
		len += 4;
	}
	ids[len] = '\0';
	unlock_tables();
	if (total >= LOOK_SPAN)
		GMON_SAY(format_seconds(total, secs + sizeof secs),
			 " s of CPU time went unsampled: threads that block "
			 "the sample signal (", signame, ") get no samples",
			 threads ? "; such threads:" : "", ids);
}

/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The CPU-time timers behind the sampling clock, and whose tick is whose.
 *
 * A CPU-time timer's expiry is noticed at the kernel's own tick (every 1
 * to 10 ms) on a CPU where the clock's thread is running, and its signal
 * then goes to a thread.  Two ways to use that:
 *
 * Process mode (Linux 6.3 and later): one timer on the process's CPU
 * clock.  The kernel notices its expiry at the tick of whichever thread
 * is running and since 6.3 sends the signal to that very thread, so
 * every tick samples the thread that used the time, threads of any
 * length and number included, for one timer's cost.  (A tick that comes
 * late brings other threads' time too; each thread takes its own out of
 * it, at its own ticks: process_tick().)
 *
 * Thread mode (earlier kernels): there the signal of a process-wide
 * timer goes to the main thread whenever it can take it, so a main
 * thread waiting in pthread_join() would take the samples of its
 * workers.  So every thread gets a timer of its own, on its own CPU
 * clock, signalling it (SIGEV_THREAD_ID).  The process-wide timer stays
 * to find threads: its tick counts as a sample only in a thread that has
 * no timer yet (which then gets one), and every so many ticks it lists
 * /proc/self/task, which gives timers to the threads no tick has reached
 * and deletes the timers of threads that ended.  A new timer's first
 * tick comes after a random part of the interval, so that threads
 * shorter than an interval get their share on average; still, a
 * thread's own timer is only checked at a kernel tick that finds it
 * running, so threads that live for a few ticks lose some samples.
 *
 * In both modes a tick that lands in a thread that has not run since its
 * last one is not that thread's: the time belongs to a thread that
 * blocks the sample signal.  It is counted as unsampled, not sampled.
 *
 * A tick brings the intervals it missed as overruns, and they count
 * where it lands, however many: the kernel checks CPU-time timers only
 * at those of its ticks that find the clock's thread running, and on a
 * machine loaded beyond its CPUs most of a thread's turns on a CPU are
 * shorter than a kernel tick and fall between two of them, so a tick
 * often comes tens of ms of CPU late (four processes burning at once on
 * two CPUs lost 20 to 40 % of their samples when only 10 ms of overruns
 * counted).  Only a tick that waited while the thread ran with the signal
 * blocked is charged no more than a tick 10 ms late: that time ran
 * elsewhere.  The two are told apart by the kernel's own tick-sampled
 * clock (worth()).
 *
 * Stopping and starting (moncontrol) keep the counts exact: a window
 * shorter than the kernel's tick would mostly end before its timer was
 * noticed, and disarming the timer drops the tick.  Instead the clock is
 * read when a window opens and closes, and the next window starts where
 * the last one left the interval.  Ticks a window was owed and did not
 * get are counted as it closes, where the timer's last tick found the
 * program (before any tick, they go with the first), never carried to
 * the next tick: that one may come much later (a loaded machine), in
 * whatever runs after the window, or never (exit).
 *
 * Everything but the counters a tick touches is under one lock word,
 * taken with an atomic exchange; the tick handler only ever tries it and
 * drops the tick if it is taken, so it never waits.  The timers are made
 * with raw system calls: C libraries differ in what their timer_create
 * allocates and in how they spell SIGEV_THREAD_ID, the kernel does not.
 */
#define _GNU_SOURCE
#include "linux.h"

#include <fcntl.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

#ifndef SIGEV_THREAD_ID
#define SIGEV_THREAD_ID 4
#endif

/* The kernel's struct sigevent and struct itimerspec. */
struct ksigevent {
	union sigval value;
	int signo;
	int notify;
	int tid;
	char pad[64 - sizeof(union sigval) - 3 * sizeof(int)];
};

struct kitimerspec {
	long interval_sec, interval_nsec;
	long value_sec, value_nsec;
};

/* A CPU-time timer and the count of its windows. */
struct cpu_timer {
	unsigned owed;		/* atomic: ticks due before the first came */
	unsigned long ticks;	/* atomic: ticks that came */
	uintptr_t last_pc;	/* atomic: where the last tick found us */
	unsigned long seen_at;	/* atomic: seen_us() of its clock then */
	int id;			/* the kernel's timer id */
	long left;		/* ns of CPU to its next tick */
	long long cpu_on;	/* its clock when the window opened */
	unsigned long ticks_on;	/* ticks then */
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
#define RAN 50000LL		/* CPU ns that show a thread ran */
#define LATE_NS 10000000L	/* what a tick that waited blocked still counts */
#define SEEN_TICKS 3		/* kernel ticks a prompt tick has seen, past
				 * its interval (worth()) */
#define RECENT 16		/* process ticks whose claims are kept */

const char gmon_linux_process_tick;

static struct {
	uintptr_t tables_lock;	/* atomic: the thread at work on the tables
				 * (its gmon_thread_mark's address), or 0 */
	int running;		/* the timers are armed */
	enum timer_mode mode;
	int signo;
	long interval;		/* ns */
	unsigned late;		/* overruns a blocked tick may bring: 10 ms */
	unsigned long prompt_us;	/* seen_us() a tick that did not wait
					 * blocked has seen at most; 0: unknown */
	struct cpu_timer proc;	/* the process-wide timer; id -1: none */
	struct thread_timer **t, **spare;	/* sorted by tid */
	size_t n, cap, spare_cap;
	size_t timers;		/* thread timers alive */
	size_t most;		/* thread timers allowed (timers_allowed) */
	int said_most;
	pid_t *tids;		/* a scan's listing */
	size_t tids_cap;
	unsigned long ticks;	/* process ticks since the last scan */
	uint64_t rng;
	/* process mode: intervals ticks brought and no thread took yet, and
	 * what the last RECENT ticks' threads claimed (process_tick()) */
	unsigned long pool;	/* atomic */
	struct claim {
		pid_t tid;	/* atomic */
		unsigned long n;	/* atomic */
		unsigned long w;	/* atomic: what the tick brought */
		uintptr_t pc;	/* atomic: where that tick found it */
		unsigned long cpu_us;	/* atomic: its CPU clock then */
	} recent[RECENT];
	unsigned next_claim;	/* atomic */
	struct thread_timer *chunk[CHUNKS];	/* atomic: read by ticks */
	size_t used;		/* records handed out of the last chunk */
	unsigned chunks;
	struct thread_timer *free;
	/* for the report */
	unsigned long stray_ticks;	/* atomic: ticks of threads that block */
	long long gone_unsampled;
	unsigned gone_threads;
	pid_t named[NAMED];
} tt = { .proc.id = -1 };

/* ---- clocks and the kernel's timers ---- */

/* The CPU clock of thread `tid' (the kernel's MAKE_THREAD_CPUCLOCK). */
static clockid_t thread_clock(pid_t tid)
{
	return (clockid_t)((~(unsigned)tid << 3) | 6u);
}

/*
 * The kernel's tick-sampled clock (CPUCLOCK_PROF: utime + stime) beside
 * CPU clock `clock': the same id with PROF (0) in its low two bits, or
 * the calling process's (pid 0) for CLOCK_PROCESS_CPUTIME_ID.  Each
 * kernel tick that finds the thread running adds a tick's worth to it,
 * with tick-based accounting (kernels without nohz_full), and at no
 * other time.
 */
static clockid_t seen_clock(clockid_t clock)
{
	return clock == CLOCK_PROCESS_CPUTIME_ID ? (clockid_t)(~0u << 3)
						 : (clockid_t)(clock & ~3);
}

/* [signal] seen_clock(clock) in us: word-sized, compared by difference
 * (where a long has 32 bits, up to 71 minutes apart). */
static unsigned long seen_us(clockid_t clock)
{
	long long ns = gmon_linux_clock_ns(seen_clock(clock));

	return ns < 0 ? 0 : (unsigned long)(ns / 1000);
}

long long gmon_linux_clock_ns(clockid_t clock)
{
	struct timespec ts;

	if (sys_clock_gettime(clock, &ts) != 0)
		return -1;
	return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

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

/* Arm timer `id' to tick every tt.interval ns, first after `first' ns
 * (0: disarm); returns how far it was from its next tick, in ns. */
static long timer_arm(int id, long first)
{
	struct kitimerspec its = { 0 }, old = { 0 };

	if (first > 0) {
		its.interval_sec = tt.interval / 1000000000L;
		its.interval_nsec = tt.interval % 1000000000L;
		its.value_sec = first / 1000000000L;
		its.value_nsec = first % 1000000000L;
	}
	if (sys_call(SYS_timer_settime, id, 0, (long)&its, (long)&old, 0) != 0)
		return 0;
	return old.value_sec * 1000000000L + old.value_nsec;
}

/* A first tick somewhere in (0, interval]: xorshift, under the lock. */
static long random_phase(void)
{
	tt.rng ^= tt.rng << 13;
	tt.rng ^= tt.rng >> 7;
	tt.rng ^= tt.rng << 17;
	return 1 + (long)(tt.rng % (uint64_t)tt.interval);
}

/* Since 6.3 a process-wide timer signals the thread that ran. */
static int kernel_signals_running_thread(void)
{
	struct utsname u;
	char *p;
	long major, minor;

	if (FAULT(FAULT_TICKS_TO_MAIN) || sys_uname(&u) != 0)
		return 0;
	major = strtol(u.release, &p, 10);
	minor = *p == '.' ? strtol(p + 1, NULL, 10) : 0;
	return major > 6 || (major == 6 && minor >= 3);
}

/*
 * How far the kernel's ticks may have seen a clock run between a tick
 * and the next when the signal was never blocked, in us (0: unknown):
 * up to an interval until the timer expires, then the kernel tick that
 * finds it expired, then one more and a part (the kernel ticks that
 * find a thread running are not spread evenly over its CPU time).
 */
static unsigned long prompt_us(long interval)
{
	struct timespec res = { 0, 0 };

	if (sys_call(SYS_clock_getres, seen_clock(CLOCK_PROCESS_CPUTIME_ID),
		     (long)&res, 0, 0, 0) != 0 || res.tv_sec != 0 ||
	    res.tv_nsec <= 0 ||
	    gmon_linux_clock_ns(seen_clock(CLOCK_PROCESS_CPUTIME_ID)) < 0)
		return 0;
	return (unsigned long)((interval + SEEN_TICKS * res.tv_nsec) / 1000);
}

/* ---- windows ---- */

/*
 * Of `n' ticks that came (or were due) at once, as many as count where
 * they land.  `seen': the CPU time, in us, that the kernel's ticks saw
 * the clock run since its last tick (seen_us()).
 *
 * A tick that comes late because no kernel tick found the thread running
 * brings every interval since the timer expired, and its pc is where
 * the thread was when one did: all count there.  A tick that the thread
 * held pending, the signal blocked, while it ran on, comes with the
 * kernel's ticks having seen it run all the while: that time ran
 * elsewhere, not where the signal was unblocked, and no more than a
 * tick 10 ms late would bring counts there; the rest is counted as
 * unsampled (the report at exit says so).
 */
static unsigned worth(unsigned long n, unsigned long seen)
{
	if (n <= 1 + tt.late || (tt.prompt_us != 0 && seen <= tt.prompt_us))
		return (unsigned)n;
	__atomic_add_fetch(&tt.stray_ticks, n - 1 - tt.late, __ATOMIC_RELAXED);
	return 1 + tt.late;
}

/* A window opens: count from here; arm (`first' ns, 0: a random part). */
static void open_window(struct cpu_timer *c, clockid_t clock, long first)
{
	__atomic_store_n(&c->seen_at, seen_us(clock), __ATOMIC_RELAXED);
	c->cpu_on = gmon_linux_clock_ns(clock);
	c->ticks_on = __atomic_load_n(&c->ticks, __ATOMIC_RELAXED);
	c->left = first > 0 ? first : random_phase();
	timer_arm(c->id, c->left);
}

/*
 * A window closes: disarm; the intervals the clock crossed that brought
 * no tick are counted where the last tick found the program (owed to
 * the first tick if none came yet), and the next window starts where
 * this one left the interval.  Returns the clock, -1 if it is gone.
 *
 * No more than worth() allows is counted there: time the program ran
 * with the signal blocked is not charged to where its last tick found
 * it.  The rest count as ticks that came, so that look_for_unsampled()
 * does not count the same time as unsampled again.
 */
static long long close_window(struct cpu_timer *c, clockid_t clock)
{
	long next = timer_arm(c->id, 0);
	long long cpu, used;
	unsigned long missed;
	unsigned counted;

	/*
	 * While the process-wide timer is armed the kernel answers the
	 * process clock from a sum it updates at its ticks; reading this
	 * thread's clock first adds the thread's time since then to it: the
	 * window ends now, not at the kernel's last tick.
	 */
	if (clock == CLOCK_PROCESS_CPUTIME_ID)
		(void)gmon_linux_clock_ns(CLOCK_THREAD_CPUTIME_ID);
	cpu = gmon_linux_clock_ns(clock);
	used = cpu - c->cpu_on;
	unsigned long due, came;
	uintptr_t pc;

	if (cpu < 0 || c->cpu_on < 0) {
		c->left = next;
		return cpu;
	}
	if (used < c->left) {
		c->left -= (long)used;
		return cpu;
	}
	due = 1 + (unsigned long)((used - c->left) / tt.interval);
	c->left = tt.interval - (long)((used - c->left) % tt.interval);
	came = __atomic_load_n(&c->ticks, __ATOMIC_RELAXED) - c->ticks_on;
	if (due <= came)
		return cpu;
	missed = due - came;
	pc = __atomic_load_n(&c->last_pc, __ATOMIC_RELAXED);
	if (pc == 0) {
		__atomic_add_fetch(&c->owed, (unsigned)missed, __ATOMIC_RELAXED);
		return cpu;
	}
	counted = worth(missed, seen_us(clock) -
			__atomic_load_n(&c->seen_at, __ATOMIC_RELAXED));
	__atomic_add_fetch(&c->ticks, missed - counted, __ATOMIC_RELAXED);
	gmon_sample_late(pc, counted);
	return cpu;
}

/*
 * A tick of `ticks' (1 and the timer's overruns) came at pc, the
 * kernel's ticks having seen `seen' us of its clock since the last:
 * how many samples it is worth (worth()).  The window accounting still
 * sees every tick.
 */
static unsigned tick_came(struct cpu_timer *c, unsigned ticks, uintptr_t pc,
		     unsigned long seen)
{
	__atomic_store_n(&c->last_pc, pc, __ATOMIC_RELAXED);
	__atomic_add_fetch(&c->ticks, ticks, __ATOMIC_RELAXED);
	return worth(ticks, seen) +
	       __atomic_exchange_n(&c->owed, 0, __ATOMIC_RELAXED);
}

/* [signal] seen_us() of c's clock now, and since c's last tick. */
static unsigned long seen_since(struct cpu_timer *c, clockid_t clock,
				unsigned long *now)
{
	*now = seen_us(clock);
	return *now - __atomic_exchange_n(&c->seen_at, *now, __ATOMIC_RELAXED);
}

/* ---- process mode: each thread's own time ---- */

/*
 * The process-wide timer's tick brings the intervals the whole process
 * ran since the last, and lands in a thread that a kernel tick found
 * running: on a loaded machine one tick brings tens of ms of every
 * thread's time.  Charged all where it lands, a thread's share was right
 * only on average (two threads of 0.25 and 0.50 s, on a machine loaded
 * beyond its CPUs, were given 0.17 to 0.27 and 0.42 to 0.52 s).  So the
 * intervals go into a pool, and the thread a tick lands in takes out
 * what it ran itself since its own last tick, read from its CPU clock.
 *
 * What other threads ran stays in the pool for their own ticks: all
 * that the last RECENT ticks brought, and up to twice the most each
 * thread took at its recent ones.  A thread that drops out of the recent
 * ones, having had no tick for that long (it ended, or waits), gets what
 * was kept for it where its last tick found it.  The rest, time no tick
 * came to take for that long (threads that ended before any tick), goes
 * where the tick landed, as all of it did before.  When the clock stops,
 * each recent thread gets what its CPU clock says it ran since its last
 * tick (what was kept for it, if it has ended), and what is left goes
 * where the last tick found the program.
 */

/* A thread's, at its last process tick. */
struct mine {
	pid_t tid;
	long long cpu;		/* its CPU clock, ns (0: no tick yet) */
	long long carry;	/* ns of that not yet taken: under an interval */
	unsigned long seen;	/* seen_us() of its clock */
};

static GMON_THREAD_LOCAL struct mine mine;

/* [signal] ns this thread ran since its last process tick (all its
 * time, at its first); the clock's reading is kept for the next. */
static long long own_ran(void)
{
	long long cpu = gmon_linux_clock_ns(CLOCK_THREAD_CPUTIME_ID);
	long long ran = cpu < 0 ? 0 : cpu - (cpu >= mine.cpu ? mine.cpu : cpu);

	mine.cpu = cpu;
	return ran;
}

/* [signal] The whole intervals in `ran' ns and what was carried; the
 * rest is carried to the next. */
static unsigned long own_intervals(long long ran)
{
	ran += mine.carry;
	mine.carry = ran % tt.interval;
	return (unsigned long)(ran / tt.interval);
}

/* [signal] Up to `n' of the pool's intervals, taken out: how many. */
static unsigned long take(unsigned long n)
{
	unsigned long have = __atomic_load_n(&tt.pool, __ATOMIC_RELAXED), t;

	do
		t = n < have ? n : have;
	while (!__atomic_compare_exchange_n(&tt.pool, &have, have - t, 1,
					    __ATOMIC_RELAXED, __ATOMIC_RELAXED));
	return t;
}

/* [signal] Recent claim i's thread, 0 if none. */
static pid_t tid_at(size_t i)
{
	return __atomic_load_n(&tt.recent[i].tid, __ATOMIC_RELAXED);
}

/* [signal] Whether thread tid has a recent claim. */
static int is_recent(pid_t tid)
{
	size_t i;

	for (i = 0; i < RECENT; i++)
		if (tid_at(i) == tid)
			return 1;
	return 0;
}

/* [signal] Whether claim i is the first of its thread's in the ring. */
static int first_of_thread(size_t i)
{
	pid_t tid = tid_at(i);
	size_t j;

	for (j = 0; j < i; j++)
		if (tid_at(j) == tid)
			return 0;
	return 1;
}

/* [signal] The largest of thread tid's recent claims. */
static unsigned long most_of(pid_t tid)
{
	unsigned long most = 0, n;
	size_t i;

	for (i = 0; i < RECENT; i++)
		if (tid_at(i) == tid &&
		    (n = __atomic_load_n(&tt.recent[i].n, __ATOMIC_RELAXED)) > most)
			most = n;
	return most;
}

/* [signal] The newest of thread tid's recent claims (it has one). */
static size_t newest_of(pid_t tid)
{
	size_t next = __atomic_load_n(&tt.next_claim, __ATOMIC_RELAXED), k, i;

	for (k = 1; k <= RECENT; k++)
		if (tid_at(i = (next + RECENT - k) % RECENT) == tid)
			return i;
	return 0;
}

/* [signal] What the pool keeps for the recent threads but `self': twice
 * each one's largest claim. */
static unsigned long kept_for_others(pid_t self)
{
	unsigned long kept = 0;
	size_t i;

	for (i = 0; i < RECENT; i++)
		if (tid_at(i) != 0 && tid_at(i) != self && first_of_thread(i))
			kept += 2 * most_of(tid_at(i));
	return kept;
}

/* [signal] What the recent ticks brought. */
static unsigned long brought(void)
{
	unsigned long w = 0;
	size_t i;

	for (i = 0; i < RECENT; i++)
		w += __atomic_load_n(&tt.recent[i].w, __ATOMIC_RELAXED);
	return w;
}

/* [signal] Up to n of the pool, counted at pc; how many. */
static unsigned long give(uintptr_t pc, unsigned long n)
{
	unsigned long t = pc ? take(n) : 0;

	if (t)
		gmon_sample_late(pc, (unsigned)t);
	return t;
}

/*
 * [signal] This thread's tick brought w and it took n at pc.  The
 * claim it replaces in the ring, if it was its thread's last, gets what
 * was kept for that thread at its pc.
 */
static void note_claim(unsigned long n, unsigned long w, uintptr_t pc)
{
	size_t i = __atomic_fetch_add(&tt.next_claim, 1, __ATOMIC_RELAXED) %
		   RECENT;
	pid_t gone = tid_at(i);
	unsigned long gone_n = __atomic_load_n(&tt.recent[i].n, __ATOMIC_RELAXED);
	uintptr_t gone_pc = __atomic_load_n(&tt.recent[i].pc, __ATOMIC_RELAXED);
	unsigned long kept, left;

	__atomic_store_n(&tt.recent[i].tid, mine.tid, __ATOMIC_RELAXED);
	__atomic_store_n(&tt.recent[i].n, n, __ATOMIC_RELAXED);
	__atomic_store_n(&tt.recent[i].w, w, __ATOMIC_RELAXED);
	__atomic_store_n(&tt.recent[i].pc, pc, __ATOMIC_RELAXED);
	__atomic_store_n(&tt.recent[i].cpu_us, (unsigned long)(mine.cpu / 1000),
			 __ATOMIC_RELAXED);
	if (gone == 0 || gone == mine.tid || is_recent(gone))
		return;
	kept = kept_for_others(mine.tid);
	left = __atomic_load_n(&tt.pool, __ATOMIC_RELAXED);
	if (left > kept)
		give(gone_pc, left - kept < 2 * gone_n ? left - kept : 2 * gone_n);
}

/*
 * [signal] A process-wide tick of `ticks' at pc: how many samples it is
 * worth there.  A thread that has not run since its last tick (asleep:
 * in a system call) takes none: the time is a thread's that blocks the
 * signal, counted as unsampled.  What the kernel's ticks saw since the
 * last tick, for worth(), is the less of the process's clock and this
 * thread's since its own last tick: the one also counts other threads
 * that ran while this one, its tick due, waited for a CPU, the other the
 * ticks that found it while other threads took the timer's ticks; each
 * bounds what found this thread, which is what a blocked signal shows.
 * (Its stack stays small: a tick can land on a small signal stack.)
 */
static unsigned process_tick(unsigned ticks, uintptr_t pc, int asleep)
{
	long long was = mine.cpu, ran = own_ran();
	unsigned long seen = mine.seen, now, got, kept;

	now = seen_since(&tt.proc, CLOCK_PROCESS_CPUTIME_ID, &got);
	mine.seen = seen_us(thread_clock(0));		/* tid 0: this one */
	if ((was > 0 && ran < RAN) || asleep) {
		__atomic_add_fetch(&tt.proc.ticks, ticks, __ATOMIC_RELAXED);
		__atomic_add_fetch(&tt.stray_ticks, ticks, __ATOMIC_RELAXED);
		return 0;
	}
	if (mine.tid == 0)
		mine.tid = sys_gettid();
	seen = mine.seen - seen < now ? mine.seen - seen : now;
	now = tick_came(&tt.proc, ticks, pc, seen);		/* what it brought */
	__atomic_add_fetch(&tt.pool, now, __ATOMIC_RELAXED);
	seen = own_intervals(ran);			/* what it ran */
	got = take(seen);
	note_claim(seen, now, pc);
	kept = kept_for_others(mine.tid);
	if (kept < brought())
		kept = brought();
	now = __atomic_load_n(&tt.pool, __ATOMIC_RELAXED);
	return (unsigned)(got + (now > kept ? take(now - kept) : 0));
}

/*
 * When the clock stops: the pool, to each recent thread as much as it
 * ran since its last tick (twice its largest claim if it has ended),
 * then at pc.
 */
static void give_back(uintptr_t pc)
{
	size_t i, last;

	for (i = 0; i < RECENT; i++) {
		pid_t tid = tid_at(i);
		long long cpu;
		unsigned long since;

		if (tid == 0 || !first_of_thread(i))
			continue;
		last = newest_of(tid);
		cpu = gmon_linux_clock_ns(thread_clock(tid));
		since = (unsigned long)(cpu / 1000) -
			__atomic_load_n(&tt.recent[last].cpu_us, __ATOMIC_RELAXED);
		give(__atomic_load_n(&tt.recent[last].pc, __ATOMIC_RELAXED),
		     cpu < 0 ? 2 * most_of(tid) :
		     (unsigned long)(since * 1000ULL / (unsigned long)tt.interval));
	}
	give(pc, -1UL);
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

	return tick_came(&r->c, ticks, pc,
			 seen_since(&r->c, thread_clock(0), &now));
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
	open_window(&r->c, thread_clock(r->tid), first);
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
	long long span = 2LL * tt.interval;
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
			r->c.owed = (unsigned)(r->c.cpu_on / tt.interval);
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
		tt.mode = kernel_signals_running_thread() ? PROCESS : THREADS;
		tt.most = timers_allowed();
	}
	if (tt.rng == 0)
		tt.rng = ((uint64_t)sys_gettid() << 32) ^
			 (uint64_t)gmon_linux_clock_ns(CLOCK_REALTIME) ^ 1;
	resume = interval == tt.interval;
	if (tt.running && resume) {	/* already ticking: nothing to re-arm */
		unlock_tables();
		return 0;
	}
	tt.interval = interval;
	tt.late = interval < LATE_NS ? (unsigned)(LATE_NS / interval) : 1;
	tt.prompt_us = prompt_us(interval);
	tt.running = 0;
	if (tt.mode == THREADS && scan_threads() != 0) {
		end_thread_timers();	/* no /proc: the process mode alone */
		tt.mode = PROCESS;
	}
	open_window(&tt.proc, CLOCK_PROCESS_CPUTIME_ID,
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
		close_window(&tt.proc, CLOCK_PROCESS_CPUTIME_ID);
		give_back(__atomic_load_n(&tt.proc.last_pc, __ATOMIC_RELAXED));
		for (i = 0; i < tt.n; i++)
			look_for_unsampled(tt.t[i], close_window(&tt.t[i]->c,
						   thread_clock(tt.t[i]->tid)));
	}
	tt.running = 0;
	unlock_tables();
}

unsigned gmon_linux_timers_process_tick(unsigned ticks, uintptr_t pc,
					int asleep)
{
	unsigned worth = 0;

	if (tt.mode == PROCESS)
		return process_tick(ticks, pc, asleep);
	if (!try_lock_tables())
		return 0;
	if (tt.running) {
		pid_t tid = sys_gettid();
		size_t i = table_index(tid);

		if (i == tt.n || tt.t[i]->tid != tid) {
			/* it has no timer yet: give it one, and the time it
			 * ran (the tick also brings other threads' time,
			 * which their timers count) */
			worth = (unsigned)own_intervals(own_ran());
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
	tt.stray_ticks = 0;
	tt.gone_unsampled = 0;
	tt.gone_threads = 0;
	tt.pool = 0;
	memset(tt.recent, 0, sizeof tt.recent);
	memset(&mine, 0, sizeof mine);	/* the child's one thread */
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

/* Process mode: the live threads that block the signal, by name. */
static void name_blockers(void)
{
	long m = list_threads(), i;

	for (i = 0; i < m && tt.gone_threads < NAMED; i++)
		if (thread_blocks(tt.tids[i], tt.signo))
			tt.named[tt.gone_threads++] = tt.tids[i];
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
	if (tt.mode == PROCESS && (tt.stray_ticks || owed))
		name_blockers();
	total = tt.gone_unsampled +
		(long long)(tt.stray_ticks + owed) * tt.interval;
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

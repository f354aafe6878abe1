/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Process mode (timers.c: where /proc/self/task cannot be listed), on
 * Linux 6.3 and later: each thread's own time out of the process-wide
 * timer's ticks.
 *
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
#define _GNU_SOURCE
#include "timers.h"

#include <string.h>
#include <time.h>

#define RAN 50000LL		/* CPU ns that show a thread ran */
#define RECENT 16		/* process ticks whose claims are kept */

/*
 * Intervals ticks brought and no thread took yet, and what the last
 * RECENT ticks' threads claimed.
 */
static struct {
	unsigned long pool;	/* atomic */
	struct claim {
		pid_t tid;	/* atomic */
		unsigned long n;	/* atomic */
		unsigned long w;	/* atomic: what the tick brought */
		uintptr_t pc;	/* atomic: where that tick found it */
		unsigned long cpu_us;	/* atomic: its CPU clock then */
	} recent[RECENT];
	unsigned next_claim;	/* atomic */
} ot;

/* A thread's, at its last process tick. */
struct mine {
	pid_t tid;
	long long cpu;		/* its CPU clock, ns (0: no tick yet) */
	long long carry;	/* ns of that not yet taken: under an interval */
	unsigned long seen;	/* gmon_linux_seen_us() of its clock */
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
	mine.carry = ran % gmon_linux_ticks.interval;
	return (unsigned long)(ran / gmon_linux_ticks.interval);
}

unsigned long gmon_linux_own_intervals(void)
{
	return own_intervals(own_ran());
}

/* [signal] Up to `n' of the pool's intervals, taken out: how many. */
static unsigned long take(unsigned long n)
{
	unsigned long have = __atomic_load_n(&ot.pool, __ATOMIC_RELAXED), t;

	do
		t = n < have ? n : have;
	while (!__atomic_compare_exchange_n(&ot.pool, &have, have - t, 1,
					    __ATOMIC_RELAXED, __ATOMIC_RELAXED));
	return t;
}

/* [signal] Recent claim i's thread, 0 if none. */
static pid_t tid_at(size_t i)
{
	return __atomic_load_n(&ot.recent[i].tid, __ATOMIC_RELAXED);
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
		    (n = __atomic_load_n(&ot.recent[i].n, __ATOMIC_RELAXED)) > most)
			most = n;
	return most;
}

/* [signal] The newest of thread tid's recent claims (it has one). */
static size_t newest_of(pid_t tid)
{
	size_t next = __atomic_load_n(&ot.next_claim, __ATOMIC_RELAXED), k, i;

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
		w += __atomic_load_n(&ot.recent[i].w, __ATOMIC_RELAXED);
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
	size_t i = __atomic_fetch_add(&ot.next_claim, 1, __ATOMIC_RELAXED) %
		   RECENT;
	pid_t gone = tid_at(i);
	unsigned long gone_n = __atomic_load_n(&ot.recent[i].n, __ATOMIC_RELAXED);
	uintptr_t gone_pc = __atomic_load_n(&ot.recent[i].pc, __ATOMIC_RELAXED);
	unsigned long kept, left;

	__atomic_store_n(&ot.recent[i].tid, mine.tid, __ATOMIC_RELAXED);
	__atomic_store_n(&ot.recent[i].n, n, __ATOMIC_RELAXED);
	__atomic_store_n(&ot.recent[i].w, w, __ATOMIC_RELAXED);
	__atomic_store_n(&ot.recent[i].pc, pc, __ATOMIC_RELAXED);
	__atomic_store_n(&ot.recent[i].cpu_us, (unsigned long)(mine.cpu / 1000),
			 __ATOMIC_RELAXED);
	if (gone == 0 || gone == mine.tid || is_recent(gone))
		return;
	kept = kept_for_others(mine.tid);
	left = __atomic_load_n(&ot.pool, __ATOMIC_RELAXED);
	if (left > kept)
		give(gone_pc, left - kept < 2 * gone_n ? left - kept : 2 * gone_n);
}

/*
 * [signal] A tick of the process-wide timer `proc' of `ticks' at pc:
 * how many samples it is worth there.  A thread that has not run since
 * its last tick (asleep: in a system call) takes none: the time is a
 * thread's that blocks the signal, counted as unsampled.  What the
 * kernel's ticks saw since the last tick, for worth() (cputimer.c), is
 * the less of the process's clock and this thread's since its own last
 * tick: the one also counts other threads that ran while this one, its
 * tick due, waited for a CPU, the other the ticks that found it while
 * other threads took the timer's ticks; each bounds what found this
 * thread, which is what a blocked signal shows.
 * (Its stack stays small: a tick can land on a small signal stack.)
 */
unsigned gmon_linux_own_tick(struct cpu_timer *proc, unsigned ticks,
			     uintptr_t pc, int asleep)
{
	long long was = mine.cpu, ran = own_ran();
	unsigned long seen = mine.seen, now, got, kept;

	now = gmon_linux_seen_since(proc, CLOCK_PROCESS_CPUTIME_ID, &got);
	mine.seen = gmon_linux_seen_us(thread_clock(0));	/* tid 0: this one */
	if ((was > 0 && ran < RAN) || asleep) {
		__atomic_add_fetch(&proc->ticks, ticks, __ATOMIC_RELAXED);
		__atomic_add_fetch(&gmon_linux_ticks.stray, ticks,
				   __ATOMIC_RELAXED);
		return 0;
	}
	if (mine.tid == 0)
		mine.tid = sys_gettid();
	seen = mine.seen - seen < now ? mine.seen - seen : now;
	now = gmon_linux_tick_came(proc, ticks, pc, seen);	/* what it brought */
	__atomic_add_fetch(&ot.pool, now, __ATOMIC_RELAXED);
	seen = own_intervals(ran);			/* what it ran */
	got = take(seen);
	note_claim(seen, now, pc);
	kept = kept_for_others(mine.tid);
	if (kept < brought())
		kept = brought();
	now = __atomic_load_n(&ot.pool, __ATOMIC_RELAXED);
	return (unsigned)(got + (now > kept ? take(now - kept) : 0));
}

/*
 * When the clock stops: the pool, to each recent thread as much as it
 * ran since its last tick (twice its largest claim if it has ended),
 * then at pc.
 */
void gmon_linux_own_give_back(uintptr_t pc)
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
			__atomic_load_n(&ot.recent[last].cpu_us, __ATOMIC_RELAXED);
		give(__atomic_load_n(&ot.recent[last].pc, __ATOMIC_RELAXED),
		     cpu < 0 ? 2 * most_of(tid) :
		     (unsigned long)(since * 1000ULL /
				     (unsigned long)gmon_linux_ticks.interval));
	}
	give(pc, -1UL);
}

void gmon_linux_own_forget(void)
{
	ot.pool = 0;
	memset(ot.recent, 0, sizeof ot.recent);
	memset(&mine, 0, sizeof mine);	/* the child's one thread */
}


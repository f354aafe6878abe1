/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A CPU-time timer's ticks: the clocks, arming and disarming the
 * kernel's timer, the windows the clock runs in, and how many samples a
 * tick that comes late is worth.  timers.c makes the timers and says
 * which are whose.
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
 * The timers are armed with raw system calls, as timers.c makes them.
 */
#define _GNU_SOURCE
#include "timers.h"

#include <sys/syscall.h>
#include <time.h>

/* The kernel's struct itimerspec. */
struct kitimerspec {
	long interval_sec, interval_nsec;
	long value_sec, value_nsec;
};

#define LATE_NS 10000000L	/* what a tick that waited blocked still counts */
#define SEEN_TICKS 3		/* kernel ticks a prompt tick has seen, past
				 * its interval (worth()) */

struct gmon_linux_ticks gmon_linux_ticks;

/* Set with the interval, under the tables' lock (timers.c). */
static struct {
	unsigned late;		/* overruns a blocked tick may bring: 10 ms */
	unsigned long prompt_us;	/* gmon_linux_seen_us() a tick that
					 * did not wait blocked has seen at
					 * most; 0: unknown */
	uint64_t rng;
} lt;

/* ---- clocks and the kernel's timers ---- */

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
unsigned long gmon_linux_seen_us(clockid_t clock)
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

/* Arm timer `id' to tick every interval ns, first after `first' ns
 * (0: disarm); returns how far it was from its next tick, in ns. */
static long timer_arm(int id, long first)
{
	struct kitimerspec its = { 0 }, old = { 0 };
	long interval = gmon_linux_ticks.interval;

	if (first > 0) {
		its.interval_sec = interval / 1000000000L;
		its.interval_nsec = interval % 1000000000L;
		its.value_sec = first / 1000000000L;
		its.value_nsec = first % 1000000000L;
	}
	if (sys_call(SYS_timer_settime, id, 0, (long)&its, (long)&old, 0) != 0)
		return 0;
	return old.value_sec * 1000000000L + old.value_nsec;
}

void gmon_linux_ticks_seed(void)
{
	if (lt.rng == 0)
		lt.rng = ((uint64_t)sys_gettid() << 32) ^
			 (uint64_t)gmon_linux_clock_ns(CLOCK_REALTIME) ^ 1;
}

/* A first tick somewhere in (0, interval]: xorshift, under the lock. */
static long random_phase(void)
{
	lt.rng ^= lt.rng << 13;
	lt.rng ^= lt.rng >> 7;
	lt.rng ^= lt.rng << 17;
	return 1 + (long)(lt.rng % (uint64_t)gmon_linux_ticks.interval);
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

void gmon_linux_ticks_every(long interval)
{
	gmon_linux_ticks.interval = interval;
	lt.late = interval < LATE_NS ? (unsigned)(LATE_NS / interval) : 1;
	lt.prompt_us = prompt_us(interval);
}

/* ---- windows ---- */

/*
 * Of `n' ticks that came (or were due) at once, as many as count where
 * they land.  `seen': the CPU time, in us, that the kernel's ticks saw
 * the clock run since its last tick (gmon_linux_seen_us()).
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
	if (n <= 1 + lt.late || (lt.prompt_us != 0 && seen <= lt.prompt_us))
		return (unsigned)n;
	__atomic_add_fetch(&gmon_linux_ticks.stray, n - 1 - lt.late,
			   __ATOMIC_RELAXED);
	return 1 + lt.late;
}

void gmon_linux_open_window(struct cpu_timer *c, clockid_t clock, long first)
{
	__atomic_store_n(&c->seen_at, gmon_linux_seen_us(clock),
			 __ATOMIC_RELAXED);
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
 * (timers.c) does not count the same time as unsampled again.
 */
long long gmon_linux_close_window(struct cpu_timer *c, clockid_t clock)
{
	long next = timer_arm(c->id, 0);
	long interval = gmon_linux_ticks.interval;
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
	due = 1 + (unsigned long)((used - c->left) / interval);
	c->left = interval - (long)((used - c->left) % interval);
	came = __atomic_load_n(&c->ticks, __ATOMIC_RELAXED) - c->ticks_on;
	if (due <= came)
		return cpu;
	missed = due - came;
	pc = __atomic_load_n(&c->last_pc, __ATOMIC_RELAXED);
	if (pc == 0) {
		__atomic_add_fetch(&c->owed, (unsigned)missed, __ATOMIC_RELAXED);
		return cpu;
	}
	counted = worth(missed, gmon_linux_seen_us(clock) -
			__atomic_load_n(&c->seen_at, __ATOMIC_RELAXED));
	__atomic_add_fetch(&c->ticks, missed - counted, __ATOMIC_RELAXED);
	gmon_sample_late(pc, counted);
	return cpu;
}

/* The window accounting still sees every tick, whatever it is worth. */
unsigned gmon_linux_tick_came(struct cpu_timer *c, unsigned ticks,
			      uintptr_t pc, unsigned long seen)
{
	__atomic_store_n(&c->last_pc, pc, __ATOMIC_RELAXED);
	__atomic_add_fetch(&c->ticks, ticks, __ATOMIC_RELAXED);
	return worth(ticks, seen) +
	       __atomic_exchange_n(&c->owed, 0, __ATOMIC_RELAXED);
}

unsigned long gmon_linux_seen_since(struct cpu_timer *c, clockid_t clock,
				    unsigned long *now)
{
	*now = gmon_linux_seen_us(clock);
	return *now - __atomic_exchange_n(&c->seen_at, *now, __ATOMIC_RELAXED);
}

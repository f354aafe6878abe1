/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * perf-eval MODE THREADS ROUNDS: would a sampling clock that needs no
 * signal in the profiled thread be worth making libgmon's default?
 * (bench/RESULTS.md section (h)).
 *
 * THREADS workers block every signal, as xz's do, and each runs ROUNDS
 * rounds of a fixed loop; the main thread runs half as many.  MODE:
 *   none   no sampling: the cost of the work itself
 *   timer  a process CPU-time timer at 1 kHz whose signal is counted,
 *          the signal-driven clock libgmon uses
 *   perf   a task-clock perf event per thread, sampling the pc every
 *          1 ms of that thread's CPU into a ring buffer of its own (an
 *          inherited event cannot be mapped: one per thread is the only
 *          way to read samples in-process)
 * One line: the mode, the process's CPU seconds, the samples taken and
 * the share of the CPU time they cover.  An experiment, not part of the
 * runtime: the runtime does not use perf events.
 */
#define _GNU_SOURCE
#include <linux/perf_event.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#define PERIOD_NS 1000000	/* 1 kHz of the thread's own CPU time */
#define RING_PAGES 16		/* data pages per thread; 1 more for the header */
#define MAX_THREADS 4096

enum mode { NONE, TIMER, PERF };

static enum mode mode;
static unsigned long rounds;
static volatile sig_atomic_t ticks;
static unsigned long samples;	/* atomic */

static volatile unsigned long sink;

static void work(unsigned long n)
{
	unsigned long x = 0;

	for (unsigned long i = 0; i < n * 10000; i++)
		x += i ^ sink;
	sink = x;
}

/* Samples in a ring buffer that never wrapped: its records, counted. */
static unsigned long ring_samples(const struct perf_event_mmap_page *h,
				  size_t page)
{
	const char *data = (const char *)h + page;
	unsigned long head = __atomic_load_n(&h->data_head, __ATOMIC_ACQUIRE);
	unsigned long off, n = 0;

	for (off = h->data_tail; off < head;) {
		const struct perf_event_header *e =
			(const void *)(data + off % (RING_PAGES * page));

		if (e->type == PERF_RECORD_SAMPLE)
			n++;
		off += e->size;
	}
	return n;
}

/* Run `n' rounds, sampled by a perf event of the calling thread's own. */
static void work_sampled(unsigned long n)
{
	struct perf_event_attr attr;
	size_t page = (size_t)sysconf(_SC_PAGESIZE);
	void *ring;
	int fd;

	memset(&attr, 0, sizeof attr);
	attr.size = sizeof attr;
	attr.type = PERF_TYPE_SOFTWARE;
	attr.config = PERF_COUNT_SW_TASK_CLOCK;
	attr.sample_period = PERIOD_NS;
	attr.sample_type = PERF_SAMPLE_IP;
	attr.exclude_kernel = 1;
	attr.exclude_hv = 1;
	fd = (int)syscall(SYS_perf_event_open, &attr, 0, -1, -1,
			  PERF_FLAG_FD_CLOEXEC);
	if (fd < 0) {
		perror("perf-eval: perf_event_open");
		exit(2);
	}
	ring = mmap(NULL, (RING_PAGES + 1) * page, PROT_READ | PROT_WRITE,
		    MAP_SHARED, fd, 0);
	if (ring == MAP_FAILED) {
		perror("perf-eval: mmap of the ring buffer");
		exit(2);
	}
	work(n);
	__atomic_fetch_add(&samples, ring_samples(ring, page), __ATOMIC_RELAXED);
	munmap(ring, (RING_PAGES + 1) * page);
	close(fd);
}

static void *worker(void *arg)
{
	sigset_t all;

	(void)arg;
	sigfillset(&all);
	pthread_sigmask(SIG_BLOCK, &all, NULL);
	if (mode == PERF)
		work_sampled(rounds);
	else
		work(rounds);
	return NULL;
}

static void on_tick(int sig)
{
	(void)sig;
	ticks++;
}

static void start_timer(void)
{
	struct itimerval every = { { 0, PERIOD_NS / 1000 }, { 0, PERIOD_NS / 1000 } };

	signal(SIGPROF, on_tick);
	setitimer(ITIMER_PROF, &every, NULL);
}

int main(int argc, char **argv)
{
	static pthread_t thread[MAX_THREADS];
	struct timespec cpu;
	unsigned long nthreads, i, taken;
	double seconds;

	if (argc != 4 || (nthreads = strtoul(argv[2], NULL, 10)) > MAX_THREADS) {
		fprintf(stderr, "usage: perf-eval none|timer|perf THREADS ROUNDS\n");
		return 2;
	}
	mode = !strcmp(argv[1], "perf") ? PERF : !strcmp(argv[1], "timer") ? TIMER : NONE;
	rounds = strtoul(argv[3], NULL, 10);
	if (mode == TIMER)
		start_timer();
	for (i = 0; i < nthreads; i++)
		pthread_create(&thread[i], NULL, worker, NULL);
	if (mode == PERF)
		work_sampled(rounds / 2);
	else
		work(rounds / 2);
	for (i = 0; i < nthreads; i++)
		pthread_join(thread[i], NULL);
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu);
	seconds = (double)cpu.tv_sec + cpu.tv_nsec / 1e9;
	taken = mode == PERF ? samples : (unsigned long)ticks;
	printf("%s %lu %.3f %lu %.1f\n", argv[1], nthreads, seconds, taken,
	       seconds > 0 ? taken * (PERIOD_NS / 1e9) * 100 / seconds : 0.0);
	return 0;
}

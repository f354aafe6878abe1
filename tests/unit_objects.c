/*
 * Unit tests of the core's loaded objects against the test port: the
 * range table the tick handler reads while another thread replaces it,
 * objects coming and going, arcs partitioned per object, the report.
 */
#include <criterion/criterion.h>
#include <pthread.h>
#include <string.h>
#include <time.h>

#include "testport.h"
#include "../include/mon.h"
#include "../include/sys/gmon.h"

static void setup(void)
{
	memset(&tp, 0, sizeof tp);
	tp.allocs_left = -1;
	tp.hz = 100;
}

TestSuite(publish, .init = setup);

/* ---- the range table under a changing profil() (issue 9, item 9) ---- */

#define A_LOW 0x10000
#define A_BINS 64
#define B_LOW 0x90000
#define B_BINS 16
#define GUARD 64

static uint16_t buf_a[A_BINS + GUARD], buf_b[B_BINS + GUARD];
static int switching;

/*
 * Replace the ranges over and over, between a 64-bin range at A_LOW and
 * a 16-bin one at B_LOW, for a fixed amount of this thread's CPU time.
 */
static void *switcher(void *arg)
{
	struct timespec t0, t;

	(void)arg;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t0);
	do {
		for (int i = 0; i < 1000; i++) {
			profil(buf_a, sizeof buf_a - 2 * GUARD, A_LOW, 0x8000);
			profil(buf_b, sizeof buf_b - 2 * GUARD, B_LOW, 0x8000);
		}
		clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
	} while ((t.tv_sec - t0.tv_sec) * 1e9 + (t.tv_nsec - t0.tv_nsec) < 4e8);
	__atomic_store_n(&switching, 0, __ATOMIC_RELEASE);
	return NULL;
}

/*
 * The tick handler of another thread samples only inside A's range.  It
 * must see either A (count in buf_a) or B (the pc is outside: nothing
 * counted), never A's bounds with B's buffer: buf_b stays zero, and
 * nothing is written past either buffer.
 */
Test(publish, handler_never_sees_a_half_replaced_range)
{
	pthread_t th;
	unsigned long n = 0;

	switching = 1;
	cr_assert_eq(pthread_create(&th, NULL, switcher, NULL), 0);
	while (__atomic_load_n(&switching, __ATOMIC_ACQUIRE))
		gmon_sample(A_LOW + (n++ % A_BINS) * 4, 1);
	pthread_join(th, NULL);
	for (int i = 0; i < B_BINS + GUARD; i++)
		cr_assert_eq(buf_b[i], 0, "buf_b[%d] = %u after %lu samples at "
			     "A's addresses", i, buf_b[i], n);
	for (int i = A_BINS; i < A_BINS + GUARD; i++)
		cr_assert_eq(buf_a[i], 0, "written past buf_a: [%d]", i);
}

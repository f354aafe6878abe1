/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The bundled demo: count the primes below a bound three ways and sort
 * some numbers, so that gprof's report has a flat profile with time in
 * several functions and a call graph with recursion.
 */
#include <stdio.h>
#include <stdlib.h>

#define NOINLINE __attribute__((noinline))

NOINLINE int is_prime_slow(unsigned n)
{
	if (n < 2)
		return 0;
	for (unsigned d = 2; d < n; d++)
		if (n % d == 0)
			return 0;
	return 1;
}

NOINLINE int is_prime_fast(unsigned n)
{
	if (n < 2)
		return 0;
	for (unsigned d = 2; d * d <= n; d++)
		if (n % d == 0)
			return 0;
	return 1;
}

NOINLINE unsigned count_slow(unsigned bound)
{
	unsigned n = 0;

	for (unsigned i = 0; i < bound; i++)
		n += is_prime_slow(i);
	return n;
}

NOINLINE unsigned count_fast(unsigned bound)
{
	unsigned n = 0;

	for (unsigned i = 0; i < bound; i++)
		n += is_prime_fast(i);
	return n;
}

NOINLINE unsigned sieve(unsigned bound)
{
	unsigned char *composite = calloc(bound, 1);
	unsigned n = 0;

	for (unsigned i = 2; i < bound; i++) {
		if (composite[i])
			continue;
		n++;
		for (unsigned long j = (unsigned long)i * i; j < bound; j += i)
			composite[j] = 1;
	}
	free(composite);
	return n;
}

NOINLINE void quicksort(int *v, int lo, int hi)
{
	int pivot = v[(lo + hi) / 2], i = lo, j = hi;

	while (i <= j) {
		while (v[i] < pivot)
			i++;
		while (v[j] > pivot)
			j--;
		if (i <= j) {
			int t = v[i];
			v[i++] = v[j];
			v[j--] = t;
		}
	}
	if (lo < j)
		quicksort(v, lo, j);
	if (i < hi)
		quicksort(v, i, hi);
}

int main(void)
{
	enum { BOUND = 40000, N = 400000 };
	int *v = malloc(N * sizeof *v);

	printf("primes below %d: %u (slow), %u (fast), %u (sieve)\n", BOUND,
	       count_slow(BOUND), count_fast(BOUND * 10), sieve(BOUND * 100));
	srand(1);
	for (int i = 0; i < N; i++)
		v[i] = rand();
	quicksort(v, 0, N - 1);
	printf("sorted %d numbers: first %d, last %d\n", N, v[0], v[N - 1]);
	free(v);
	return 0;
}

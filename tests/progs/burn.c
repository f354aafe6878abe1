/*
 * Two functions that burn CPU in a 3:1 ratio: the flat profile must show
 * burn_a with about three times burn_b's self time.
 */
#include <stdio.h>
#include <stdlib.h>

#define NOINLINE __attribute__((noinline))

volatile unsigned long sink;

NOINLINE void burn_a(unsigned long n) { for (unsigned long i = 0; i < 3 * n; i++) sink += i; }
NOINLINE void burn_b(unsigned long n) { for (unsigned long i = 0; i < n; i++) sink ^= i; }

int main(int argc, char **argv)
{
	unsigned long n = argc > 1 ? strtoul(argv[1], NULL, 10) : 100000000;

	burn_a(n);
	burn_b(n);
	printf("%lu\n", sink);
	return 0;
}

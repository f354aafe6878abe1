#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# distinct_arcs.sh CALLERS CALLEES: writes a C program whose CALLERS
# functions p0, p1... each call every one of CALLEES functions c0, c1...
# through a table of pointers, from one call site: CALLERS x CALLEES
# distinct arcs, and main's CALLERS more.  `./prog SECONDS' makes rounds
# of all those calls, at least two, until it has used SECONDS of CPU
# time, then prints `rounds R hwm_kb K ns_per_call T': R, every arc's
# count, its peak resident memory (VmHWM) in KiB, and the CPU time per
# call of the rounds after the first (which meets every arc first).
# Its helpers are inlined: a call of theirs would be one more arc.
callers=${1:-1000}
callees=${2:-1000}

# each N FORMAT: printf FORMAT I for I from 0 to N - 1
each() {
	i=0
	while [ $i -lt "$1" ]; do
		printf "$2" $i
		i=$((i + 1))
	done
}

echo "#define CALLS $((callers * callees + callers + 1)).0"
cat <<'EOT'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#define N __attribute__((noinline))
volatile int s;
typedef void (*fn)(void);
EOT
each "$callees" 'N void c%d(void){s++;}\n'
printf 'static fn const callee[%d] = {' "$callees"
each "$callees" 'c%d,'
echo '};'
each "$callers" "N void p%d(void){for(int j=0;j<$callees;j++)callee[j]();}\n"
cat <<'EOT'
static inline __attribute__((always_inline)) long hwm_kb(void)
{
	char line[256];
	long kb = -1;
	FILE *f = fopen("/proc/self/status", "r");

	while (f && fgets(line, sizeof line, f))
		if (strncmp(line, "VmHWM:", 6) == 0)
			kb = atol(line + 6);
	if (f)
		fclose(f);
	return kb;
}

static inline __attribute__((always_inline)) double cpu_seconds(void)
{
	struct timespec t;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
	return t.tv_sec + t.tv_nsec / 1e9;
}

N static void round_of_calls(void)
{
EOT
each "$callers" 'p%d();\n'
cat <<'EOT'
}

int main(int argc, char **argv)
{
	double seconds = argc > 1 ? atof(argv[1]) : 0, first = 0, now = 0;
	long rounds = 0;

	/* one call site of round_of_calls: one arc from main */
	do {
		round_of_calls();
		rounds++;
		now = cpu_seconds();
		first = rounds == 1 ? now : first;
	} while (rounds < 2 || now < seconds);
	printf("rounds %ld hwm_kb %ld ns_per_call %.1f\n", rounds, hwm_kb(),
	       (now - first) * 1e9 / (rounds - 1) / CALLS);
	return 0;
}
EOT

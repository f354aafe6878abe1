/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * xv6 program built with -pg (tests/xv6_test.c runs it): profiled
 * processes that fork, are killed, and exec.
 *
 *   main -> step  5 times, then fork:
 *     child A: 7 more, exits: gmon.A.out has main -> step 12 (its
 *              parent's 5 before the fork, as glibc's child keeps them)
 *     child B: steps until killed: no file
 *     child C: execs "pgfork leaf", a new image, which goes into leaf/
 *              and steps 3 times: leaf/gmon.out has main -> step 3
 *   then 11 more: gmon.out has main -> step 16.
 * It prints "pgfork: A=pid".
 */
#include "kernel/types.h"
#include "user/user.h"

static volatile int sink;

__attribute__((noinline, noipa)) static void step(void)
{
	sink++;
}

static inline __attribute__((always_inline)) void steps(int n)
{
	while (n-- > 0)
		step();
}

int main(int argc, char **argv)
{
	char *leaf[] = { argv[0], "leaf", 0 };
	int a, b;

	if (argc == 2 && strcmp(argv[1], "leaf") == 0) {
		if (chdir("leaf") != 0)
			exit(1);
		steps(3);
		exit(0);
	}
	steps(5);
	if ((a = fork()) == 0) {
		steps(7);
		exit(0);
	}
	wait(0);
	if ((b = fork()) == 0)
		for (;;)
			steps(1);
	sleep(2);
	kill(b);
	wait(0);
	if (fork() == 0) {
		exec(argv[0], leaf);
		exit(1);
	}
	wait(0);
	steps(11);
	printf("pgfork: A=%d\n", a);
	exit(0);
}

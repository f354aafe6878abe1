/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Pin the process to the first CPU it may run on, so that its threads
 * take turns on one CPU (a one-CPU machine or container).  0 or -1.
 */
#ifndef TEST_ONE_CPU_H
#define TEST_ONE_CPU_H

#include <sched.h>

static inline int one_cpu(void)
{
	cpu_set_t s;
	int cpu;

	if (sched_getaffinity(0, sizeof s, &s) != 0)
		return -1;
	for (cpu = 0; cpu < CPU_SETSIZE && !CPU_ISSET(cpu, &s); cpu++)
		;
	CPU_ZERO(&s);
	CPU_SET(cpu, &s);
	return sched_setaffinity(0, sizeof s, &s);
}

#endif

/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The port functions of threads that last: none ever ends (one thread,
 * or a kernel's CPUs), nothing cancels one that writes a profile, and
 * a wait for one of the core's locks need not give the CPU up (the
 * holder runs on, or holds it with interrupts off).  A busy word is
 * never cleared as abandoned: nothing leaves a handler by longjmp, and
 * with many stacks (a kernel's, one a process) a stack pointer says
 * nothing about another stack's.
 */
#include "port.h"

int gmon_port_thread_alive(uintptr_t id)
{
	(void)id;
	return 1;
}

int gmon_port_on_signal_stack(void)
{
	return 1;
}

int gmon_port_cancel_off(void)
{
	return 0;
}

void gmon_port_cancel_restore(int state)
{
	(void)state;
}

void gmon_port_wait_turn(unsigned turns)
{
	(void)turns;
}

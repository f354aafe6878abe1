/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The port functions of a system where nothing cancels a thread that
 * writes a profile, and whose waits for the core's locks need not give
 * the CPU up: one thread, or a kernel whose CPUs hold those locks with
 * interrupts off.
 */
#include "port.h"

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

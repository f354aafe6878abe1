/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The port functions of a program that is one thread, whose interrupt
 * handlers never leave by longjmp: the boards, and a process of a hobby
 * OS without threads or signals (lasting.c has the rest).
 */
#include "port.h"

uintptr_t gmon_port_thread_attach(void)
{
	return 1;
}

/* No handler leaves by longjmp: nothing to hold off. */
uint64_t gmon_port_handlers_off(void)
{
	return 0;
}

void gmon_port_handlers_restore(uint64_t state)
{
	(void)state;
}

/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The port functions of call stacks where none are recorded: the boards
 * and both halves of the xv6 port, whose ticks hand over the pc alone.
 * Their gmon_port_init() sets cfg->stacks to 0, so no stacks file is
 * asked for; one asked for all the same is refused.
 */
#include "port.h"

int gmon_port_out_open_stacks(void)
{
	return GMON_EOPNOTSUPP;
}

/* No stub ranges: no stack says who called the stub. */
unsigned gmon_port_stub_ranges(uintptr_t *low, uintptr_t *high,
			       unsigned max)
{
	(void)low;
	(void)high;
	(void)max;
	return 0;
}

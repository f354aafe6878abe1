/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The port functions of a system that runs one image, linked where it
 * runs, with no loader: the boards, a kernel, a statically linked
 * program of a hobby OS.
 */
#include "port.h"

uintptr_t gmon_port_load_bias(void)
{
	return 0;
}

/* No other objects to report. */
void gmon_port_objects_watch(void)
{
}

/* Nothing changes behind the image's back. */
void gmon_port_final_refresh(void)
{
}

/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* What the unit suites share.  See unit.h. */
#include <string.h>

#include "testport.h"
#include "unit.h"

void unit_setup(void)
{
	memset(&tp, 0, sizeof tp);
	tp.allocs_left = -1;
	tp.hz = 100;
}

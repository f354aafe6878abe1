/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* What the drop-in suites share.  See dropin.h. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "dropin.h"

void expect_arcs_of(const char *test, const char *script,
		    const struct expected_arc *want)
{
	char *dir = work_dir(test, "gmon");

	expect_script_arcs(dir, script, want);
	free(dir);
}

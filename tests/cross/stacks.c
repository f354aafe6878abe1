/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* The sample handler and the stack: the sampled call stacks' shares,
 * and a stack pointer at the top of a mapping.  See cross.h. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <math.h>

#include <stdio.h>
#include <stdlib.h>

#include "harness.h"
#include "cross.h"

/* CPU seconds light_heavy runs for */
#define STACKS_SECONDS 1.0

/*
 * Whether light_heavy's own measure can be right: it ran STACKS_SECONDS
 * (its two figures, printed in ms, may add up to 2 ms under it), and
 * heavy(), with nine times light()'s work, took at least three times
 * light()'s time (81-92 % of the two under qemu, about 90 % natively).
 */
static int measure_is_plausible(double light, double heavy)
{
	return light + heavy >= STACKS_SECONDS - 0.002 && light > 0 &&
	       heavy >= 3 * light;
}

/*
 * The sampled call stacks (on by default) of tests/progs/light_heavy.c:
 * the walk through the target's frame records gives heavy() and light()
 * their true shares of work()'s time, as the program measured them,
 * within 5 points (gprof's estimate splits it evenly).
 */
static void run_stacks_case(const char *arch_name)
{
	struct cross_case c;
	char *out, *flags;
	double light, heavy, fl, fh, truth;

	cross_case_begin(&c, arch_name, "stacks", 0, 0);
	flags = xasprintf("-O2 -g -I'%s/tests/progs'", srcdir_path());
	build_source(&c, c.cc, flags, "prog", "tests/progs/light_heavy.c");
	for (int try = 0; try < QEMU_I386_TRIES; try++) {
		out = run_ok(c.dir, "GMON_HZ=1000 %s./prog %g", c.runner,
			     STACKS_SECONDS);
		cr_assert_eq(sscanf(out, "light %lf s heavy %lf s", &light,
				    &heavy), 2, "%s", out);
		free(out);
		if (measure_is_plausible(light, heavy) || !under_qemu_i386(&c))
			break;
	}
	cr_assert(measure_is_plausible(light, heavy), "%s: the program "
		  "measured light %g s and heavy %g s", arch_name, light, heavy);
	truth = 100 * heavy / (light + heavy);
	out = run_ok(c.dir, "'%s/gmon-dump' --folded prog gmon.out 2>/dev/null | "
		     "awk '/;heavy;work/ { h += $NF } /;light;work/ { l += $NF } "
		     "END { print h + 0, l + 0 }'", builddir_path());
	cr_assert_eq(sscanf(out, "%lf %lf", &fh, &fl), 2, "%s", out);
	cr_assert_gt(fh + fl, 0, "no stack of work under its callers");
	cr_expect_leq(fabs(100 * fh / (fh + fl) - truth), 5,
		      "%s: heavy %.0f and light %.0f samples, truth %.1f%%",
		      arch_name, fh, fl, truth);
	free(out);
	free(flags);
	cross_case_end(&c);
}

#define STACKS(arch)							\
	Test(cross_##arch, stacks_measure_each_callers_share, .timeout = 300) \
	{								\
		run_stacks_case(#arch);					\
	}

STACKS(x86_64)
STACKS(aarch64)
STACKS(i386)

/*
 * The tick handler must not read above a stack pointer that sits at the
 * very top of a mapping (tests/progs/stack.c; x86-64 runs natively in
 * robust_test).
 */
Test(cross_i386, stack_at_the_top_of_a_mapping, .timeout = 300)
{
	struct cross_case c;
	char *out;
	int rc;

	cross_case_begin(&c, "i386", "stack", 1, 0);
	build_source(&c, c.cc, "-O1 -static", "ours", "tests/progs/stack.c");
	rc = run(&out, c.dir, "%s./ours 0.3", c.runner);
	cr_expect_eq(rc, 0, "exit status %d (139: SIGSEGV):\n%s", rc, out);
	free(out);
	cross_case_end(&c);
}

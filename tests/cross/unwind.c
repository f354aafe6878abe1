/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* gdb unwinds through mcount.  See cross.h. */
#define _GNU_SOURCE
#include <criterion/criterion.h>

#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "cross.h"

/*
 * gdb unwinds through mcount: stopped in gmon_mcount
 * (__gmon_mcount in programs), the C path, for each of the first three
 * arcs, and inside the stub's hot path, every backtrace reaches main.
 * Under qemu-user's gdb stub (on a socket in the case's directory) with
 * gdb-multiarch; the host runs natively under gdb.  The sample signal is
 * SIGUSR2 here, which gdb passes on without stopping: a tick must not
 * end a `continue' early.
 */
static void run_unwind_case(const char *arch_name, const char *name,
			    const char *cflags)
{
	static const char script[] =
		"-ex 'handle SIGUSR2 nostop noprint pass' "
		"-ex 'break __gmon_mcount' -ex '%s' -ex bt -ex continue -ex bt "
		"-ex continue -ex bt -ex delete "
		"-ex 'rbreak ^libgmon_.*overhead$' -ex continue -ex 'stepi 4' "
		"-ex bt -ex kill";
	struct cross_case c;
	char *flags, *cmds, *out, *p;
	int rc, mains = 0;

	cross_case_begin(&c, arch_name, name, 1, 0);
	flags = xasprintf("-O2 -g -static -fno-optimize-sibling-calls %s", cflags);
	build_source(&c, c.cc, flags, "ours", "tests/progs/unwind.c");
	if (arch_is_host(c.arch)) {
		need_tool("gdb", CROSS_DEPS);
		cmds = xasprintf(script, "run");
		rc = run(&out, c.dir, "GMON_SIGNAL=USR2 timeout %s gdb -batch "
			 "-nx %s ./ours",
			 RUN_LIMIT, cmds);
	} else {
		need_tool("gdb-multiarch", CROSS_DEPS);
		cmds = xasprintf(script, "continue");
		rc = run(&out, c.dir, "{ GMON_SIGNAL=USR2 %s -g gdb.sock ./ours & } && "
			 "while ! test -S gdb.sock; do sleep 0.1; done && "
			 "timeout %s gdb-multiarch -batch -nx -ex 'file ours' "
			 "-ex 'target remote gdb.sock' %s; wait",
			 c.runner, RUN_LIMIT, cmds);
	}
	cr_assert_eq(rc, 0, "gdb failed:\n%s", out);
	for (p = out; (p = strstr(p, "\n#")) != NULL; p++)
		if (strstr(p, " main (") && strstr(p, " main (") <
		    strchr(p + 1, '\n'))
			mains++;
	cr_expect_eq(mains, 4, "four backtraces reach main:\n%s", out);
	cr_expect(!strstr(out, "Backtrace stopped"), "%s", out);
	cr_expect(strstr(out, " outer (") != NULL, "%s", out);
	free(out);
	free(cmds);
	free(flags);
	cross_case_end(&c);
}

#define UNWIND(arch)							\
	Test(cross_##arch, unwind_through_mcount, .timeout = 300)	\
	{								\
		run_unwind_case(#arch, "unwind", "");			\
	}

UNWIND(x86_64)
UNWIND(i386)
UNWIND(aarch64)
UNWIND(arm)
UNWIND(riscv64)
UNWIND(ppc64le)

Test(cross_x86_64, unwind_through_fentry, .timeout = 300)
{
	run_unwind_case("x86_64", "unwind_fentry", "-mfentry");
}

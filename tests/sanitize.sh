#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# make check with the sanitizers: the core and the Linux port built with
# -fsanitize=address,undefined (tests/sanitize/libgmon.a and
# libgmoncore.a), so that a memory error or undefined behaviour in the
# runtime fails the suite.  It runs
#
#  1. the unit tests, against the sanitized core and the test port;
#  2. end-to-end tests whose programs are compiled with the same flags
#     and linked with the sanitized runtime (GMON_TEST_SANITIZE, read by
#     tests/lib): mcount's C path from PIE and non-PIE code, -O0 and -O2,
#     __fentry__, the sample handler, both file formats;
#  3. the robustness suite the same way: threads, signals, fork, exec,
#     every exit path, long runs, failures.
#
# Left out, and why: -static links (ASan has no static runtime); programs
# of the other compiler (gcc's and clang's sanitizer runtimes do not mix);
# tests that build through plain gmon-cc in a script (driver/*,
# thirdparty/gzip) or link the fault-injection library; the test that
# runs its program under valgrind (valgrind and ASan do not mix); the
# cross-architecture and bare-metal suites.  Not instrumented in any case:
# the mcount stubs (assembly), and the memory the port maps for arc
# tables and histograms (ASan puts no red zones around mmap'd pages;
# UBSan's bounds checks still see every indexed array).
set -u
: "${abs_top_builddir:?}" "${abs_top_srcdir:?}"
if test -z "${GMON_SANITIZE_CFLAGS-}"; then
	echo "sanitize: the compiler cannot build programs with" \
	     "-fsanitize=address,undefined; install deps/core.txt" \
	     "(libasan and libubsan come with gcc, clang needs" \
	     "libclang-rt-14-dev) and run configure again" >&2
	exit 1
fi
export GMON_TEST_SANITIZE="$GMON_SANITIZE_CFLAGS"
# Directories of its own: make -j runs e2e_test and robust_test beside it.
export GMON_TEST_WORK="$abs_top_builddir/tests/work-sanitize"
# Every report ends the program with status 1, so its test fails.  The
# programs' own SIGSEGV and SIGBUS must kill them as they do without ASan
# (exits/abort_and_fatal_signals_do_not_hang); a wild access by the
# runtime still kills the program, and fails its test.
export ASAN_OPTIONS=handle_segv=0:handle_sigbus=0
export UBSAN_OPTIONS=print_stacktrace=1

tests=$abs_top_builddir/tests
if "$abs_top_builddir/tools/gmon-cc" --version 2>&1 | grep -q clang; then
	calls='calls/clang_*'
else
	calls='calls/gcc_@(pie_O2|nopie_O2|O0|fentry)'
fi
status=0
# The core never frees an arc table it has outgrown (the writer may still
# be reading it), so the unit tests' test port leaks by design.
ASAN_OPTIONS=$ASAN_OPTIONS:detect_leaks=0 "$tests/sanitize/unit_test" ||
	status=1
"$tests/e2e_test" --filter "@($calls|time/*|output/*)" ||
	status=1
# No leak check at exit in the robust programs: a fork child's check
# takes ASan's allocator lock, which a thread of the parent may have held
# at the fork (fork_during_dump), and waits for it for ever.
# An 8 KiB alternate signal stack is too small for code under ASan, and
# the SA_NODEFER storm's handlers, slowed by ASan, nest until the stack
# runs out even in the program built without -pg.  ASan links no
# static program (the _static tests), its shadow memory is in every
# measure of the program's memory (million_arcs_memory), and its interceptors bind their own
# calls into the C library lazily, on the stack a snapshot runs on
# (exits/snapshot_binds_nothing_on_the_programs_stack measures that
# stack against LD_BIND_NOW).
ASAN_OPTIONS=$ASAN_OPTIONS:detect_leaks=0 "$tests/robust_test" \
	--filter '!(failures/@(out_of_memory_at_start|disk_full_leaves_nothing)|threads/four_threads_exact_static|exits/@(destructors_are_counted|threads_exiting_at_once_leave_one_profile)_static|exits/snapshot_binds_nothing_on_the_programs_stack|clock/time_with_the_signal_blocked_is_not_charged_to_the_unblock|profil/odd_sized_buffers_stay_inside|signal_taken/static|long_runs/million_arcs_memory|signals/@(first_tick_fits_a_small_alternate_stack|nested_handlers_while_the_table_grows))' ||
	status=1
exit $status

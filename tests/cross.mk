# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# Cross-architecture tests (tests/cross_test.c): libgmon configured with
# --host for each of Debian's cross toolchains, test programs run under
# qemu-user and read with that architecture's gprof, against the C
# library's own `cc -pg'.  They run in `make check' (the cross
# toolchains are in deps/cross.txt) and alone with `make check-cross'.
# Not when libgmon itself is cross-compiled: the test drives the cross
# builds from a native one; and only in the glibc build: the cross
# toolchains are glibc's, and a musl build (make check-musl) would run
# the same cross builds again.
if HAVE_CRITERION
if !CROSS_COMPILING
if LIBC_GLIBC
check_PROGRAMS += tests/cross_test
endif
endif
endif

tests_cross_test_SOURCES = tests/cross_test.c $(HOST_SOURCES) $(HARNESS)
tests_cross_test_CPPFLAGS = $(TEST_CPPFLAGS) \
	-DGMON_TOP_SRCDIR='"$(abs_top_srcdir)"' \
	-DGMON_TOP_BUILDDIR='"$(abs_top_builddir)"' \
	-DGMON_HOST_ARCH='"$(GMON_ARCH)"' \
	-DGMON_HOST_CC='"$(GMON_DEFAULT_CC)"'
tests_cross_test_CFLAGS = $(AM_CFLAGS) $(CRITERION_CFLAGS)
tests_cross_test_LDADD = $(CRITERION_LIBS)
# The host's own architecture is tested from this build tree.
tests_cross_test_DEPENDENCIES = libgmon.a $(crt_DATA) tools/gmon-cc

EXTRA_DIST += tests/cross_prog.c docs/ARCHITECTURES.md

check-cross: all tests/cross_test
	abs_top_srcdir='$(abs_top_srcdir)' \
	abs_top_builddir='$(abs_top_builddir)' tests/cross_test
.PHONY: check-cross

# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# Cross-architecture tests (tests/cross/): libgmon configured with
# --host for each of Debian's cross toolchains (cross-builds below), test
# programs run under qemu-user and read with that architecture's gprof,
# against the C library's own `cc -pg'.  They run in `make check' (the cross
# toolchains are in deps/cross.txt) and alone with `make check-cross'.
# Not when libgmon itself is cross-compiled: the test drives the cross
# builds from a native one; and only in the glibc build: the cross
# toolchains are glibc's, and a musl build (make check-musl) would run
# the same cross builds again.
if HAVE_CRITERION
if !CROSS_COMPILING
if LIBC_GLIBC
TESTS += tests/cross.sh
endif
endif
endif
# tests/cross.sh runs tests/cross_test once cross-builds (below) is done
EXTRA_PROGRAMS += tests/cross_test
CLEANFILES += tests/cross_test$(EXEEXT)
EXTRA_DIST += tests/cross.sh

# One file a feature (tests/cross/cross.h).
tests_cross_test_SOURCES = tests/cross/cross.h tests/cross/common.c \
	tests/cross/compare.c tests/cross/threads.c tests/cross/stacks.c \
	tests/cross/unwind.c tests/cross/shared_objects.c \
	tests/cross/generated.c $(HOST_SOURCES) $(HARNESS)
tests_cross_test_CPPFLAGS = $(TEST_CPPFLAGS) \
	-DGMON_TOP_SRCDIR='"$(abs_top_srcdir)"' \
	-DGMON_TOP_BUILDDIR='"$(abs_top_builddir)"' \
	-DGMON_HOST_ARCH='"$(GMON_ARCH)"' \
	-DGMON_HOST_CC='"$(GMON_DEFAULT_CC)"'
tests_cross_test_CFLAGS = $(AM_CFLAGS) $(CRITERION_CFLAGS)
tests_cross_test_LDADD = $(CRITERION_LIBS) -lm
# The host's own architecture is tested from this build tree.
tests_cross_test_DEPENDENCIES = libgmon.a $(crt_DATA) tools/gmon-cc

EXTRA_DIST += tests/cross_prog.c tests/cross-build.sh docs/ARCHITECTURES.md

# The libgmon builds the suite links, made before it runs: for each
# architecture a --host build and a build by clang, under
# tests/work/cross/ (tests/cross-build.sh; the host's own --host build
# is this tree).  The suite reads each build's stamp: a build that
# failed fails that architecture's tests.  The names and triplets are
# those of tests/cross/common.c's table.
CROSS_ARCHES = x86_64:x86_64-linux-gnu i386:i686-linux-gnu \
	aarch64:aarch64-linux-gnu arm:arm-linux-gnueabihf \
	riscv64:riscv64-linux-gnu ppc64le:powerpc64le-linux-gnu
CROSS_WORK = $(abs_top_builddir)/tests/work/cross
cross-builds:
	@$(MKDIR_P) '$(CROSS_WORK)'
	$(MAKE) $(AM_MAKEFLAGS) distdir distdir='$(CROSS_WORK)/src'
	$(SHELL) '$(srcdir)/tests/cross-build.sh' '$(CROSS_WORK)' \
		'$(GMON_ARCH)' $(CROSS_ARCHES)
tests/cross.log: tests/cross_test$(EXEEXT) cross-builds

check-cross: all tests/cross_test cross-builds
	abs_top_srcdir='$(abs_top_srcdir)' \
	abs_top_builddir='$(abs_top_builddir)' tests/cross_test
.PHONY: check-cross cross-builds

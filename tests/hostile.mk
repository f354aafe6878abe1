# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# gmon-dump and gmon-run on hostile files (tests/hostile/hostile.h): time
# and memory that grow with what a profile holds, FIFOs, malformed
# files, and the whole path ELF + gmon.out -> exports under libFuzzer
# (tests/fuzz/export_fuzz.c, seeds from tests/fuzz/export-seeds.sh).
# The suite builds gmon-dump's sources again with clang's sanitizers
# (EXPORT_FUZZ_CPPFLAGS, tests/Makefile.inc).
if HAVE_CRITERION
if HAVE_ELFUTILS
check_PROGRAMS += tests/hostile_test
endif
endif
tests_hostile_test_SOURCES = tests/hostile/hostile.h tests/hostile/common.c \
	tests/hostile/histogram.c tests/hostile/cycles.c \
	tests/hostile/memory.c tests/hostile/fifo.c tests/hostile/small.c \
	tests/hostile/fuzz.c $(HARNESS)
tests_hostile_test_CPPFLAGS = $(TEST_CPPFLAGS) $(ELFUTILS_CFLAGS) \
	$(EXPORT_FUZZ_CPPFLAGS)
if BUILD_GMON_RUN
tests_hostile_test_CPPFLAGS += -DGMON_TEST_GMON_RUN
endif
tests_hostile_test_CFLAGS = $(TEST_CFLAGS)
tests_hostile_test_LDADD = $(CRITERION_LIBS) $(ELFUTILS_LIBS) -lm
tests_hostile_test_DEPENDENCIES = $(tests_e2e_test_DEPENDENCIES) \
	$(noinst_PROGRAMS) $(bin_PROGRAMS)
tests_hostile_test_LINK = $(TEST_LINK)
$(tests_hostile_test_OBJECTS): CC = $(TEST_CC)
EXTRA_DIST += tests/hostile.mk

# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# The benchmark against glibc's gprof runtime (bench/run.sh says what it
# measures).  Not part of `make check': timings never pass or fail.
#
#   make bench                 the full run, about half an hour
#   make bench BENCH_QUICK=1   a smoke run
#   make bench-cross           every architecture under qemu-user only
EXTRA_DIST += bench/run.sh bench/calls.c bench/runt.c bench/null-mcount.c \
	bench/gen-text.sh bench/RESULTS.md bench/cross.sh bench/sqlite.sql \
	bench/lib.sh bench/perf-eval.c bench/scale.c bench/plugin.c \
	bench/hpcc.sh

bench: all
	CC='$(CC)' BENCH_QUICK='$(BENCH_QUICK)' BENCH_RUNS='$(BENCH_RUNS)' \
	BENCH_ONLY='$(BENCH_ONLY)' \
	$(SHELL) $(srcdir)/bench/run.sh '$(abs_top_builddir)' '$(abs_top_srcdir)'

bench-cross: all
	$(MAKE) bench BENCH_ONLY=cross

clean-local: clean-bench
clean-bench:
	rm -rf bench/work

.PHONY: bench bench-cross clean-bench

# The benchmark against glibc's gprof runtime (bench/run.sh says what it
# measures).  Not part of `make check': timings never pass or fail.
#
#   make bench                 the full run, about ten minutes
#   make bench BENCH_QUICK=1   a smoke run
EXTRA_DIST += bench/run.sh bench/calls.c bench/runt.c bench/null-mcount.c \
	bench/gen-text.sh bench/RESULTS.md

bench: all
	CC='$(CC)' BENCH_QUICK='$(BENCH_QUICK)' BENCH_RUNS='$(BENCH_RUNS)' \
	BENCH_ONLY='$(BENCH_ONLY)' \
	$(SHELL) $(srcdir)/bench/run.sh '$(abs_top_builddir)' '$(abs_top_srcdir)'

clean-local: clean-bench
clean-bench:
	rm -rf bench/work

.PHONY: bench clean-bench

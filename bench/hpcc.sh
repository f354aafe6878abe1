# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# Section (k) of bench/run.sh (sourced by it): HPC Challenge, an MPI
# program, built with its own Makefile through Open MPI's mpicc three
# ways, each by OMPI_CC:
#   plain    OMPI_CC=cc-plain mpicc     no profiling
#   glibc    OMPI_CC=cc-glibc mpicc     cc -pg, the C library's runtime
#   libgmon  OMPI_CC=cc-libgmon mpicc   gmon-cc, libgmon's runtime
# and run as one small job of 2 ranks (HPL N = 1000 on a 1 x 2 grid, and
# the other tests sized from it), the builds alternating over $runs
# rounds after a warm-up.  The figure is the CPU time (user + system) of
# the whole job, mpirun and its ranks, as wait4() returns it to runt:
# wall time on a shared machine moves 30 % from run to run, and an MPI
# job's wall time is mostly its ranks waiting for one another.  Each
# round's profiled job is divided by the same round's plain one; the
# table gives the median and range of those ratios.
#
# Needs: the Debian source package hpcc (tests/fetch-source.sh fetches
# the upstream tarball through the machine's apt sources), Open MPI's
# mpicc and mpirun (deps/core.txt), libblas-dev (deps/bench.txt).

hpcc_ranks=2
if test "$quick" = 1; then hpcc_n=500; else hpcc_n=1000; fi

# HPL's Make.<arch> for the build: Debian's netlib BLAS (its CBLAS
# interface), Open MPI through mpicc.  Open MPI 4 declares the MPI-1
# calls HPCC still uses (MPI_Type_struct, MPI_Address) only on request;
# -fcommon for HPCC's tentative definitions shared between files.
hpcc_make_arch() {
	cat <<'EOF'
SHELL = /bin/sh
CD = cd
CP = cp
LN_S = ln -s
MKDIR = mkdir -p
RM = /bin/rm -f
TOUCH = touch
ARCH = bench
TOPdir = ../../..
INCdir = $(TOPdir)/include
BINdir = $(TOPdir)/bin/$(ARCH)
LIBdir = $(TOPdir)/lib/$(ARCH)
HPLlib = $(LIBdir)/libhpl.a
LAlib = -lblas
HPL_INCLUDES = -I$(INCdir) -I$(INCdir)/$(ARCH)
HPL_LIBS = $(HPLlib) $(LAlib) -lm
HPL_DEFS = -DHPL_CALL_CBLAS $(HPL_INCLUDES)
CC = mpicc
CCNOOPT = $(HPL_DEFS)
CCFLAGS = $(HPL_DEFS) -O2 -fcommon -DOMPI_OMIT_MPI1_COMPAT_DECLS=0
LINKER = mpicc
LINKFLAGS = $(CCFLAGS)
ARCHIVER = ar
ARFLAGS = r
RANLIB = echo
EOF
}

# bin/hpcc.VARIANT, built in a copy of the source tree of its own.
hpcc_build() {
	v=$1 t=$work/hpcc-$1
	stale hpcc "$v" || return 0
	rm -rf "$t"
	cp -pR "$cache/hpcc" "$t"
	hpcc_make_arch > "$t/hpl/Make.bench"
	(cd "$t" && OMPI_CC="$bin/cc-$v" make -s arch=bench >"$t.log" 2>&1) ||
		{ say "bench: hpcc.$v failed to build (see $t.log)"; exit 1; }
	cp "$t/hpcc" "$bin/hpcc.$v"
}

# The stock input with HPL's N and a 1 x 2 process grid.
hpcc_input() {
	awk -v n="$hpcc_n" 'NR == 6 { $1 = n } NR == 11 { $1 = 1 } NR == 12 { $1 = 2 }
		{ print }' "$cache/hpcc/_hpccinf.txt"
}

# One job of VARIANT, its figures appended to res/hpcc.VARIANT.
hpcc_run1() {
	d=$work/run/hpcc.$1
	mkdir -p "$d"
	hpcc_input > "$d/hpccinf.txt"
	rm -f "$d"/gmon*.out "$d/hpccoutf.txt"
	(cd "$d" && OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 \
		"$bin/runt" "$res/hpcc.$1" mpirun --oversubscribe \
		-np "$hpcc_ranks" "$bin/hpcc.$1") ||
		{ say "bench: hpcc.$1 failed in $d"; exit 1; }
}

# ratios COLUMN VARIANT: "median min max" of VARIANT / plain, round by
# round, in column COLUMN (1 wall, 2 CPU) of res/hpcc.*.
hpcc_ratios() {
	paste "$res/hpcc.$2" "$res/hpcc.plain" |
		awk -v c="$1" -v w=$(($(head -n 1 "$res/hpcc.$2" | wc -w) + $1)) \
			'{ print $c / $w }' > "$res/hpcc.$2.ratio$1"
	stat "$res/hpcc.$2.ratio$1" 1
}

say "bench: hpcc (fetch, build three ways through mpicc)"
sh "$src/tests/fetch-source.sh" hpcc "$cache" >&2
for v in plain glibc libgmon; do hpcc_build "$v"; done
say "bench: hpcc ($runs rounds of: plain glibc libgmon)"
alternate "$res/hpcc" "plain glibc libgmon" hpcc_run1
test -f "$work/run/hpcc.libgmon/gmon.rank$((hpcc_ranks - 1)).out" ||
	{ say "bench: hpcc.libgmon left no gmon.rankR.out"; exit 1; }
{
	printf '\n## (k) HPC Challenge %s through mpicc, %s ranks (issue #37)\n' \
		"$(ls "$cache"/.apt-state/hpcc_*.orig.tar.* | grep -v '\.asc$' |
			sed -n 's/^.*hpcc_\(.*\)\.orig\.tar.*$/\1/p' | head -n 1)" \
		"$hpcc_ranks"
	printf '\nHPL N = %s on a 1 x %s grid and the other tests sized from it, under\n' \
		"$hpcc_n" "$hpcc_ranks"
	printf '`mpirun --oversubscribe -np %s`; builds alternate over %s rounds after a warm-up.\n' \
		"$hpcc_ranks" "$runs"
	printf 'CPU = user + system seconds of the whole job (mpirun and its ranks);\n'
	printf 'ratio = the round'"'"'s job over the same round'"'"'s unprofiled job.\n\n'
	printf '| build | CPU s, median (min-max) | CPU / plain, median (min-max) | wall s, median (min-max) | wall / plain, median (min-max) |\n'
	printf '|---|---|---|---|---|\n'
	for v in plain glibc libgmon; do
		printf '| %s | %s | ' "$v" "$(stat "$res/hpcc.$v" 2 | fmt_range)"
		if test "$v" = plain; then printf -- '- | '; else
			hpcc_ratios 2 "$v" | awk '{ printf "%.3f (%.3f-%.3f) | ", $1, $2, $3 }'; fi
		printf '%s | ' "$(stat "$res/hpcc.$v" 1 | fmt_range)"
		if test "$v" = plain; then printf -- '- |\n'; else
			hpcc_ratios 1 "$v" | awk '{ printf "%.3f (%.3f-%.3f) |\n", $1, $2, $3 }'; fi
	done
} | emit

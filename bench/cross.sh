#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# bench/cross.sh TOP_BUILDDIR SRCDIR: the micro benchmarks (bench/calls.c)
# on every architecture under qemu-user, libgmon against that
# architecture's glibc `cc -pg'.  Sourced-style helpers come from the
# environment run.sh sets; run alone it needs only the two directories.
#
# For each architecture: libgmon is configured with --host and built
# under bench/work/cross/<arch>, calls.c is built four ways (plain,
# glibc, libgmon, floor; static, so that qemu needs no sysroot and the
# C library's mcount is called directly, as libgmon's is), and the
# variants run alternately under qemu-<arch>, one warm-up round and then
# BENCH_RUNS rounds.  The overhead per call is the median CPU time of
# the emulator minus plain's, over the exact number of calls.  Timings
# are reported only.
#
# Environment: CC (the host compiler, for runt), BENCH_RUNS (default 7),
# BENCH_QUICK=1 (3 rounds, smaller problems), BENCH_ARCHES (default all
# six), BENCH_WORK (default TOP_BUILDDIR/bench/work).
set -eu

top=$(cd "${1:-.}" && pwd)
src=$(cd "${2:-.}" && pwd)
quick=${BENCH_QUICK:-0}
if test "$quick" = 1; then runs=${BENCH_RUNS:-3}; else runs=${BENCH_RUNS:-7}; fi
arches=${BENCH_ARCHES:-x86_64 i386 aarch64 arm riscv64 ppc64le}
work=${BENCH_WORK:-$top/bench/work}/cross
res=$work/res
mkdir -p "$work" "$res"
rm -f "$res"/*

say() { printf '%s\n' "$*" >&2; }

triplet() {
	case $1 in
	x86_64) echo x86_64-linux-gnu ;;
	i386) echo i686-linux-gnu ;;
	aarch64) echo aarch64-linux-gnu ;;
	arm) echo arm-linux-gnueabihf ;;
	riscv64) echo riscv64-linux-gnu ;;
	ppc64le) echo powerpc64le-linux-gnu ;;
	esac
}
qemu_of() {
	case $1 in
	i386) echo qemu-i386 ;;
	arm) echo qemu-arm ;;
	*) echo "qemu-$1" ;;
	esac
}

test -x "$top/bench/work/bin/runt" || {
	mkdir -p "$top/bench/work/bin"
	${CC:-cc} -O2 -o "$top/bench/work/bin/runt" "$src/bench/runt.c"
}
runt=$top/bench/work/bin/runt

# A copy of the source to configure from (the build tree may be the
# source tree, which autoconf will not build out of).  distdir keeps the
# timestamps, so the builds below only remake what changed.
rm -rf "$work/src"
(cd "$top" && make -s distdir distdir="$work/src" >/dev/null)

if test "$quick" = 1; then fibn=25 loopn=500000; else fibn=32 loopn=10000000; fi

# build ARCH: libgmon for ARCH, and calls.c four ways
build() {
	a=$1 t=$(triplet "$1")
	cc=$t-gcc
	d=$work/$a
	mkdir -p "$d/lib" "$d/floor" "$d/bin"
	if ! test -f "$d/lib/Makefile"; then
		# CC names the host's compiler here (run.sh passes it on)
		(cd "$d/lib" && "$work/src/configure" --host="$t" CC="$cc" -q >/dev/null)
	fi
	(cd "$d/lib" && make -s -j2 >/dev/null 2>&1) || {
		say "bench: libgmon for $t failed to build"
		return 1
	}
	$cc -O2 -c -o "$d/floor/null-mcount.o" "$src/bench/null-mcount.c"
	rm -f "$d/floor/libgmon.a"
	$t-ar rc "$d/floor/libgmon.a" "$d/floor/null-mcount.o"
	cp "$($cc -print-file-name=crt1.o)" "$d/floor/gcrt1.o"	# static
	flags="-O2 -static -fno-optimize-sibling-calls -pthread"
	$cc $flags -o "$d/bin/calls.plain" "$src/bench/calls.c"
	$cc $flags -pg -o "$d/bin/calls.glibc" "$src/bench/calls.c"
	GMON_CC_LIBDIR="$d/lib" GMON_CC_CRTDIR="$d/lib/crt" \
	GMON_CC_INCDIR="$src/include" GMON_CC="$cc" \
		"$d/lib/tools/gmon-cc" $flags -o "$d/bin/calls.libgmon" "$src/bench/calls.c"
	GMON_CC_LIBDIR="$d/floor" GMON_CC_CRTDIR="$d/floor" \
	GMON_CC_INCDIR="$src/include" GMON_CC="$cc" \
		"$d/lib/tools/gmon-cc" $flags -o "$d/bin/calls.floor" "$src/bench/calls.c"
}

variants="plain glibc libgmon floor"
. "$src/bench/lib.sh"

# run1 VARIANT ARCH ROW ARGS...: one timed run, appended to
# res/ARCH.ROW.VARIANT
run1() {
	v=$1 a=$2 row=$3
	shift 3
	rd=$work/run/$a.$v
	mkdir -p "$rd"
	(cd "$rd" && rm -f gmon.out &&
	 "$runt" "$res/$a.$row.$v" "$(qemu_of "$a")" "$work/$a/bin/calls.$v" "$@")
}

measure() {
	a=$1 row=$2
	shift 2
	alternate "$res/$a.$row" "$variants" run1 "$a" "$row" "$@"
}

for a in $arches; do
	t=$(triplet "$a")
	for tool in "$t-gcc" "$(qemu_of "$a")"; do
		command -v "$tool" >/dev/null 2>&1 || {
			say "bench: $tool is missing (deps/cross.txt)"
			exit 1
		}
	done
	say "bench: cross $a (build, then $runs rounds)"
	build "$a"
	measure "$a" fib fib $fibn 1
	measure "$a" loop loop $loopn 1
done

printf '\n## (g) every architecture under qemu-user\n\n'
printf 'calls.c built static with each cross compiler: plain, `cc -pg` (glibc),\n'
printf 'gmon-cc (libgmon) and the floor; fib(%s) and %s loop rounds, run under\n' $fibn $loopn
printf 'qemu-user, %s alternating rounds after a warm-up, medians of the\n' "$runs"
printf "emulator's CPU time.  Overhead = (variant - plain) / calls, in ns of\n"
printf 'emulated time per call: comparable within a row, not across rows.\n'
printf "The floor's mcount returns at once from a page of its own: what the\n"
printf 'emulator charges any mcount for the call, the return and the jump to\n'
printf 'another page.  floor/glibc is the least libgmon/glibc that any mcount\n'
printf 'could show under the emulator.  The last column compares what the two\n'
printf 'runtimes add beyond the floor: (libgmon - floor) / (glibc - floor).\n\n'
printf '| arch | workload | glibc ns/call | libgmon ns/call | floor ns/call | libgmon/glibc | libgmon/floor | floor/glibc | beyond the floor |\n'
printf '|---|---|---|---|---|---|---|---|---|\n'
for a in $arches; do
	for row in fib loop; do
		n=$(field "$res/$a.$row.plain" 5)
		awk -v a="$a" -v r="$row" -v n="$n" -v p="$(med "$res/$a.$row.plain" 2)" \
		    -v g="$(med "$res/$a.$row.glibc" 2)" -v l="$(med "$res/$a.$row.libgmon" 2)" \
		    -v f="$(med "$res/$a.$row.floor" 2)" 'BEGIN {
			gd = (g - p) * 1e9 / n; ld = (l - p) * 1e9 / n; fd = (f - p) * 1e9 / n
			vf = (fd > 0) ? sprintf("%.2f", ld / fd) : "-"
			bf = (gd > fd) ? sprintf("%.2f", (ld - fd) / (gd - fd)) : "-"
			printf "| %s | %s | %.1f | %.1f | %.1f | %.2f | %s | %.2f | %s |\n", a, r,
				gd, ld, fd, ld / gd, vf, fd / gd, bf
		}'
	done
done

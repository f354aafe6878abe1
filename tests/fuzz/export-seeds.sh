#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
#
# Seeds for tests/fuzz/export_fuzz.c: real programs and the profiles
# they wrote, one directory of OUT each, holding `prog' and its profiles
# `gmon.0', `gmon.1'...:
#
#   glibc, glibc-g, cxx   cc -pg (glibc's runtime); with -g (DWARF
#                         lines); C++ (names to demangle)
#   libgmon               gmon-cc, two runs (summed)
#   libgmon-bsd           gmon-cc, GMON_FORMAT=bsd (4.4BSD format)
#   stripped              the gmon-cc program stripped (refused)
#   stripped-rdynamic     stripped, linked with -rdynamic (.dynsym)
#   shared                a shared object, and the profile gmon-run
#                         wrote for it
#   TRIPLET               cc -pg of each cross compiler of
#                         deps/cross.txt, run under qemu-user
#
# Usage: export-seeds.sh OUT SRCDIR GMON-CC GMON-RUN, the last two the
# build tree's command lines (quoted words, as tests/lib/harness.h gives
# them).  Any seed that cannot be made fails the script.
set -eu
mkdir -p "$1/work"
out=$(cd "$1" && pwd)
progs=$2/tests/progs
gmon_cc_cmd=$3
gmon_run_cmd=$4
cd "$out/work"

gmon_cc() { eval "$gmon_cc_cmd"' "$@"'; }
gmon_run() { eval "$gmon_run_cmd"' "$@"'; }

# keep NAME PROG PROFILE...: the seed NAME
keep() {
	name=$1 prog=$2
	shift 2
	mkdir -p "$out/$name"
	cp "$prog" "$out/$name/prog"
	i=0
	for f; do
		cp "$f" "$out/$name/gmon.$i"
		i=$((i + 1))
	done
}

# profile PROG [ENV...]: run PROG, whose gmon.out is then the last
profile() {
	prog=$1
	shift
	rm -f gmon.out
	env "$@" "./$prog" > /dev/null
	test -s gmon.out
}

cc -pg -O1 -I"$progs" "$progs/cycles.c" -o pg
profile pg
keep glibc pg gmon.out
cc -pg -O1 -g -I"$progs" "$progs/cycles.c" -o pg-g
profile pg-g
keep glibc-g pg-g gmon.out
c++ -pg -O1 "$progs/cxx.cpp" -o pg-cxx
profile pg-cxx
keep cxx pg-cxx gmon.out

gmon_cc -O1 -I"$progs" "$progs/cycles.c" -o lg
profile lg
mv gmon.out lg.1
profile lg
mv gmon.out lg.2
keep libgmon lg lg.1 lg.2
profile lg GMON_FORMAT=bsd
keep libgmon-bsd lg gmon.out
strip -o lg-stripped lg
keep stripped lg-stripped lg.1
gmon_cc -O1 -rdynamic -I"$progs" "$progs/cycles.c" -o lg-dyn
profile lg-dyn
strip lg-dyn
keep stripped-rdynamic lg-dyn gmon.out

cat > work.c <<'EOF'
volatile double sink;
double burn(int n)
{
	for (int i = 0; i < n; i++)
		sink += i * 0.5;
	return sink;
}
EOF
cat > main.c <<'EOF'
#include <time.h>
double burn(int n);
int main(void)
{
	while (clock() < CLOCKS_PER_SEC / 4)
		burn(100000);
	return 0;
}
EOF
cc -O1 -shared -fPIC work.c -o libwork.so
cc -O1 main.c -L. -lwork -Wl,-rpath,'$ORIGIN' -o uses-lib
rm -f gmon.*out
gmon_run ./uses-lib
keep shared libwork.so gmon.libwork.so.out

for arch in i686-linux-gnu:i386 aarch64-linux-gnu:aarch64 \
	    arm-linux-gnueabihf:arm riscv64-linux-gnu:riscv64 \
	    powerpc64le-linux-gnu:ppc64le; do
	triplet=${arch%%:*}
	qemu=qemu-${arch##*:}
	$triplet-gcc -pg -O1 -I"$progs" "$progs/cycles.c" -o "$triplet"
	profile "$triplet" QEMU_LD_PREFIX="/usr/$triplet" "$qemu"
	keep "$triplet" "$triplet" gmon.out
done

#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# unusual-configure.sh BUILDDIR CC GLIBC: libgmon's release tree (make
# distdir in BUILDDIR) configured every way that may break an installed
# tree, installed, and used; GLIBC is yes where the build has a C++
# compiler and gmon-run.  Ends by printing gprof's call graph of a
# program whose main calls twice() 3 times.  The configuration:
# - link-time optimisation in CFLAGS (Ubuntu's and Fedora's package
#   flags add -flto=auto -ffat-lto-objects): the runtime's reserved
#   names hold in the LTO IR as in the machine code;
# - a flag of the user's that undoes one of the runtime's own, as the
#   user's come last: no stack protector in the runtime;
# - a prefix with a space, and a bindir outside the prefix;
# - a launcher in CC ("ccache gcc"; env here, which every system has):
#   gmon-c++ runs the C++ compiler, and configure warns when that one
#   is missing;
# - --program-transform-name, which renames even the gmon- part: the
#   links and the manual pages name the installed names, and gmon-run
#   refuses to preload from a path with a space.
set -eu
builddir=$1
cc=$2
glibc=$3
unset MAKEFLAGS MFLAGS MAKELEVEL GMON_CC_LIBDIR GMON_CC_CRTDIR GMON_CC_INCDIR
rm -rf src build cxx 'my prefix' bin
make -s -C "$builddir" distdir distdir="$PWD/src" >/dev/null
mkdir build
(
	cd build
	../src/configure CC="env $cc" --prefix="$PWD/../my prefix" \
		--bindir="$PWD/../bin" --program-transform-name='s/gmon/xg/' \
		CFLAGS='-O2 -flto=auto -ffat-lto-objects -fstack-protector-all' \
		LDFLAGS=-flto=auto >build.log 2>&1 &&
	make -j2 >>build.log 2>&1 &&
	make install >>build.log 2>&1 || { tail -30 build.log; exit 1; }
)
if nm 'my prefix/lib/libgmon.a' 'my prefix/lib/libgmon/libgmon.so' 2>/dev/null |
	grep -m1 __stack_chk; then
	echo 'the runtime has a stack protector'
	exit 1
fi
m='my prefix/share/man'
grep -qx '.so man1/xg-cc.1' "$m/man1/xg-c++.1"
grep -qx '.so man1/xg-binutils.1' "$m/man1/xg-gcc-ar.1"
test -f "$m/man1/xg-cc.1"
test -f "$m/man3/profil.3"
cat > t.c <<'PROG'
int twice(int x){return 2*x;}
int main(void){int s=0;for(int i=0;i<3;i++)s+=twice(i);return s!=6;}
PROG
if test "$glibc" = yes; then
	cp t.c t.cc
	bin/xg-c++ -O2 -fno-inline t.cc -o tx
	./tx
	gprof -b -q ./tx gmon.out | grep -q twice
	rm gmon.out
	test -f 'my prefix/lib/libgmon/libgmon.so'
	gcc -O2 t.c -o plain
	{ bin/xg-run ./plain 2>&1; true; } | grep 'path has a space'
fi
bin/xg-cc -O2 -c t.c
bin/xg-gcc-nm t.o | grep -q twice
bin/xg-cc -O2 -flto -fno-inline t.c -o tl
./tl
gprof -b -q ./tl gmon.out | grep -q twice
bin/xg-cc -O2 -fno-inline t.c -o t
./t
gprof -b -q ./t gmon.out
mkdir cxx
(
	cd cxx
	../src/configure GMON_DEFAULT_CXX='env nosuch-g++' 2>&1 |
		grep -q 'nosuch-g++ not found' ||
		{ echo 'no warning for a missing C++ compiler'; exit 1; }
)
rm -rf src build cxx

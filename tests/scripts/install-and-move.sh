#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# install-and-move.sh BUILDDIR FLAGS: `make install' of the build tree
# BUILDDIR into ./p, the installed tree moved to ./q, and a program that
# uses the API built from there by q's gmon-cc with FLAGS and run.  Ends
# by printing gprof's call graph: main calls twice() 3 times.
set -eu
builddir=$1
flags=$2
make -C "$builddir" install prefix="$PWD/p" >/dev/null
mv p q
test -x q/bin/gmon-cc
test -f q/lib/libgmon.a
test -f q/lib/libgmon/gcrt1.o
test -f q/include/libgmon/mon.h
test -f q/include/libgmon/sys/gmon.h
test -f q/lib/pkgconfig/libgmon.pc
cat > t.c <<'PROG'
#include <sys/gmon.h>
#include <mon.h>
int twice(int x){return 2*x;}
int main(void){int s=0;for(int i=0;i<3;i++)s+=twice(i);moncontrol(1);return s!=6;}
PROG
unset GMON_CC_LIBDIR GMON_CC_CRTDIR GMON_CC_INCDIR
# shellcheck disable=SC2086 # FLAGS are words
q/bin/gmon-cc -O0 $flags t.c -o t
./t
gprof -b -q ./t gmon.out

#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# like-cc-pg.sh SOURCE DEFINE CC: SOURCE built with -DDEFINE by CC (a
# gmon-cc command line, which may begin with variable settings) as
# ./prog and by `gcc -pg' as ./ref, each run with GMON_OUT_PREFIX=prof:
# the same output (but for lines that begin with "burn", which measure
# time) and the same profile files, written where glibc's runtime
# writes them.  Prints prog's output.
set -eu
source=$1
define=$2
cc=$3
eval "$cc"' -O1 -D"$define" "$source" -o prog'
gcc -pg -O1 -D"$define" "$source" -o ref
files() {
	ls gmon.out prof.* 2>/dev/null | sed 's/[.][0-9]*$//'
}
rm -f gmon.out prof.*
GMON_OUT_PREFIX=prof ./ref > ref.out
files > ref.files
rm -f gmon.out prof.*
GMON_OUT_PREFIX=prof timeout 120 ./prog > prog.out
files > prog.files
grep -v '^burn' ref.out > ref.cmp
grep -v '^burn' prog.out > prog.cmp
cmp ref.cmp prog.cmp
cmp ref.files prog.files
cat prog.out

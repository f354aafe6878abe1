#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# Build examples/demo.c with the freshly built gmon-cc, run it, print
# gprof's flat profile and call graph of the gmon.out libgmon wrote, and
# draw its call graph into examples/run/demo.svg in the build directory
# (gmon-dump --svg), never over the README's picture, examples/demo.svg:
# a first command changes no file of the source tree.
# Run from the build directory (make demo does).
set -eu
top_srcdir=${1:-$(dirname "$0")/..}
top_srcdir=$(cd "$top_srcdir" && pwd)
top_builddir=$(pwd)
export GMON_CC_LIBDIR="$top_builddir" GMON_CC_CRTDIR="$top_builddir/crt" \
	GMON_CC_INCDIR="$top_srcdir/include"
unset GMON_OUT_PREFIX
mkdir -p examples/run
cd examples/run
echo "== gmon-cc -O2 demo.c -o demo"
"$top_builddir/tools/gmon-cc" -O2 "$top_srcdir/examples/demo.c" -o demo
echo "== ./demo"
rm -f gmon.out
./demo
echo "== gprof -b demo gmon.out"
gprof -b demo gmon.out
# The README's picture of this run: the profile drawn by gmon-dump and
# Graphviz.
svg="$top_builddir/examples/run/demo.svg"
echo "== gmon-dump --svg demo gmon.out > $svg"
"$top_builddir/gmon-dump" --svg demo gmon.out > "$svg.tmp" && mv "$svg.tmp" "$svg"

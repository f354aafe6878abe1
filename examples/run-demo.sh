#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# Build examples/demo.c with the freshly built gmon-cc, run it, print
# gprof's flat profile and call graph of the gmon.out libgmon wrote, and
# draw its call graph into examples/run/demo.svg in the build directory
# (gmon-dump --svg) and the flame graph of its sampled call stacks
# (gmon.stacks) into examples/run/demo-flame.svg (gmon-dump --flame),
# never over the README's pictures, examples/demo.svg and
# examples/demo-flame.svg: a first command changes no file of the source
# tree.
# Run from the build directory (make demo does).
set -eu
top_srcdir=${1:-$(dirname "$0")/..}
top_srcdir=$(cd "$top_srcdir" && pwd)
top_builddir=$(pwd)
export GMON_CC_LIBDIR="$top_builddir" GMON_CC_CRTDIR="$top_builddir/crt" \
	GMON_CC_INCDIR="$top_srcdir/include"
unset GMON_OUT_PREFIX GMON_STACKS
mkdir -p examples/run
cd examples/run
echo "== gmon-cc -O2 demo.c -o demo"
"$top_builddir/tools/gmon-cc" -O2 "$top_srcdir/examples/demo.c" -o demo
echo "== ./demo"
rm -f gmon.out gmon.stacks
./demo
echo "== gprof -b demo gmon.out"
gprof -b demo gmon.out
# The README's picture of this run: the profile drawn by gmon-dump and
# Graphviz.
svg="$top_builddir/examples/run/demo.svg"
echo "== gmon-dump --svg demo gmon.out > $svg"
"$top_builddir/gmon-dump" --svg demo gmon.out > "$svg.tmp" && mv "$svg.tmp" "$svg"
# The README's flame graph of this run, from the stacks sampled beside
# gmon.out.
flame="$top_builddir/examples/run/demo-flame.svg"
echo "== gmon-dump --flame $flame demo gmon.out"
"$top_builddir/gmon-dump" --flame "$flame.tmp" demo gmon.out && mv "$flame.tmp" "$flame"

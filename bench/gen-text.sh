#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# gen-text.sh N BYTES: a C program of N functions, each called once from
# main through a table and each calling one shared helper (2N arcs), of
# about BYTES of text in all.  Each function jumps over an unused block
# that pads it to BYTES/N, so callers sit all over the text as in a real
# program (a profiler's per-caller memory is then spread too), while the
# source stays small enough to compile in seconds.
set -eu
n=$1 bytes=$2
awk -v n="$n" -v bytes="$bytes" 'BEGIN {
	pad = int(bytes / n) - 48
	if (pad < 0)
		pad = 0
	print "#include <stdio.h>"
	print "__attribute__((noinline)) static unsigned long helper(unsigned long x)"
	print "{ __asm__ volatile(\"\" : \"+r\"(x)); return x * 2654435761u; }"
	for (i = 0; i < n; i++) {
		printf "__attribute__((noinline)) static unsigned long f%d(unsigned long x)\n", i
		printf "{ __asm__ volatile(\"jmp 1f\\n.skip %d, 0xcc\\n1:\"); ", pad
		printf "return helper(x ^ %du) + %du; }\n", i, i * 7
	}
	print "static unsigned long (*const fn[])(unsigned long) = {"
	for (i = 0; i < n; i++)
		printf "\tf%d,\n", i
	print "};"
	print "int main(void)"
	print "{"
	print "\tunsigned long x = 1, i;"
	print "\tfor (i = 0; i < sizeof fn / sizeof fn[0]; i++)"
	print "\t\tx = fn[i](x);"
	print "\tprintf(\"calls %lu arc 1 sink %lu\\n\", 2ul * (sizeof fn / sizeof fn[0]), x & 1);"
	print "\treturn 0;"
	print "}"
}'

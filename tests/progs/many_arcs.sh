#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# Writes a C program with 110 callers, each calling 100 callees from
# 1000 call sites (every callee from 10 of them): 110000 distinct arcs,
# and main's 110 more.
echo '#define N __attribute__((noinline))'
echo 'volatile int s;'
for j in $(seq 0 99); do
	echo "N void c$j(void){s++;}"
done
for i in $(seq 0 109); do
	echo "N void p$i(void){"
	for k in $(seq 0 9); do
		for j in $(seq 0 99); do
			echo "c$j();"
		done
	done
	echo '}'
done
echo 'int main(void){'
for i in $(seq 0 109); do
	echo "p$i();"
done
echo 'return 0;}'

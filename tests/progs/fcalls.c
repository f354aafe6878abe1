/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* The C side of modules.f90: called from Fortran, and calling back. */
int f_square(int x);

int c_twice(int x) { return 2 * x; }

int c_calls_back(int n)
{
	int s = 0;

	for (int i = 0; i < n; i++)
		s += f_square(i);
	return s;
}

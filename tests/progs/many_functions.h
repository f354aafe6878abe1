/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Many small functions for programs that need many arcs: F(n) defines
 * fn, P(n) names it in a table; D1(M, p) applies M to p0 ... p9, D2 to
 * p00 ... p99, D3 to p000 ... p999.
 */
#ifndef MANY_FUNCTIONS_H
#define MANY_FUNCTIONS_H

#define NOINLINE __attribute__((noinline))
#define F(n) NOINLINE int f##n(int x) { return x * 1##n + 1; }
#define P(n) f##n,
#define D1(M, p) M(p##0) M(p##1) M(p##2) M(p##3) M(p##4) \
		 M(p##5) M(p##6) M(p##7) M(p##8) M(p##9)
#define D2(M, p) D1(M, p##0) D1(M, p##1) D1(M, p##2) D1(M, p##3) D1(M, p##4) \
		 D1(M, p##5) D1(M, p##6) D1(M, p##7) D1(M, p##8) D1(M, p##9)
#define D3(M, p) D2(M, p##0) D2(M, p##1) D2(M, p##2) D2(M, p##3) D2(M, p##4) \
		 D2(M, p##5) D2(M, p##6) D2(M, p##7) D2(M, p##8) D2(M, p##9)

#endif

/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A program whose own functions and variables have the names of
 * libgmon's internals: gmon_start (as Netscape's gmon.c has),
 * gmon_message, gmon_hist_set, gmon_tls_ready, gmon_thread_table, with
 * types of their own, and gmon_find, the name of one of the runtime's
 * static functions.  None is reserved, so `cc -pg' links
 * this program (the C library's runtime keeps to reserved names), and
 * gmon-cc must link it too and profile these functions as the program's.
 */
#include <stdio.h>
#include <string.h>

long gmon_tls_ready = 7;
const char *gmon_thread_table[] = { "one", "two", "three" };

__attribute__((noinline)) int gmon_start(const char *name)
{
	return (int)strlen(name);
}

__attribute__((noinline)) void gmon_message(char *buf, size_t size, int n)
{
	snprintf(buf, size, "message %d", n);
}

__attribute__((noinline)) double gmon_hist_set(double x)
{
	return x / 2;
}

__attribute__((noinline)) int gmon_find(int x)
{
	return x + 1;
}

int main(void)
{
	char buf[32];
	long s = 0;
	double h = 0;
	int i;

	for (i = 0; i < 1000; i++) {
		s += gmon_start(gmon_thread_table[i % 3]) + gmon_find(i);
		h += gmon_hist_set(i);
	}
	for (i = 0; i < 10; i++)
		gmon_message(buf, sizeof buf, i);
	printf("%ld %.1f %s %ld\n", s, h, buf, gmon_tls_ready);
	return 0;
}

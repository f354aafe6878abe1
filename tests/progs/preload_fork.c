/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Calls before a fork and in the child: before_fork() calls leaf() 100
 * times, the child's in_child() 50 times.
 */
#include <sys/wait.h>
#include <unistd.h>

volatile int sink;

__attribute__((noinline)) int leaf(int x) { return x + 1; }

__attribute__((noinline)) int before_fork(int n)
{
	int s = 0;

	for (int i = 0; i < n; i++)
		s += leaf(i);
	return s;
}

__attribute__((noinline)) int in_child(int n)
{
	int s = 0;

	for (int i = 0; i < n; i++)
		s += leaf(i);
	return s;
}

int main(void)
{
	int st;
	pid_t p;

	sink = before_fork(100);
	if ((p = fork()) == 0)
		return in_child(50) != 1275;
	return waitpid(p, &st, 0) != p || st != 0;
}

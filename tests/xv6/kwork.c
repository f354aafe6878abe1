/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * xv6 program (tests/xv6_test.c runs it): a workload of known system
 * calls for the kernel's profile.
 *
 *   kwork PROCS CALLS WRITES
 *
 * starts PROCS processes at once (on as many harts as there are), each
 * of which calls uptime() CALLS times and writes WRITES bytes, one
 * write() each, to a file of its own, kwork.N.  So the kernel's profile
 * must show syscall -> sys_uptime PROCS * CALLS times and filewrite ->
 * writei PROCS * WRITES times, exactly (nothing else writes files
 * meanwhile).
 */
#include "kernel/types.h"
#include "kernel/fcntl.h"
#include "user/user.h"

static int work(int n, int calls, int writes)
{
	char path[] = "kwork.0";
	int fd, i;

	path[6] = (char)('0' + n);
	fd = open(path, O_CREATE | O_WRONLY | O_TRUNC);
	if (fd < 0)
		return 1;
	for (i = 0; i < calls; i++)
		uptime();
	for (i = 0; i < writes; i++)
		if (write(fd, "k", 1) != 1)
			return 1;
	close(fd);
	return 0;
}

int main(int argc, char **argv)
{
	int procs, calls, writes, i, status, failed = 0;

	if (argc != 4 || (procs = atoi(argv[1])) < 1 || procs > 9 ||
	    (calls = atoi(argv[2])) < 0 || (writes = atoi(argv[3])) < 0) {
		fprintf(2, "usage: kwork PROCS(1-9) CALLS WRITES\n");
		exit(2);
	}
	for (i = 0; i < procs; i++)
		if (fork() == 0)
			exit(work(i, calls, writes));
	for (i = 0; i < procs; i++) {
		wait(&status);
		failed |= status;
	}
	printf("kwork: %d x (%d calls, %d writes) %s\n", procs, calls,
	       writes, failed ? "failed" : "done");
	exit(failed);
}

/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A server: one thread takes profile snapshots in a loop (gmon_dump();
 * GMON_DUMP_INTERVAL and GMON_DUMP_SIGNAL write the same way) while the
 * main thread forks 100 workers.  Each worker, as daemons do, closes
 * what it inherited, opens its result file (it gets descriptor 3),
 * writes it with stdio and exits, which flushes the buffer.  Prints how
 * many result files came out empty (a child's exit that closed the
 * parent's snapshot by its number would close the child's own file).
 * Linked with tests/progs/pad.S, so that a snapshot takes a while.
 */
#include <pthread.h>
#include <stdio.h>
#include <sys/gmon.h>
#include <sys/wait.h>
#include <unistd.h>

static volatile int stop;

static void *dump_until_stopped(void *arg)
{
	while (!stop)
		gmon_dump();
	return arg;
}

int main(void)
{
	int empty = 0, n = 100, st;
	pthread_t t;

	if (pthread_create(&t, NULL, dump_until_stopped, NULL) != 0)
		return 10;
	for (int i = 0; i < n; i++) {
		char name[64], line[64] = "";
		FILE *f;

		snprintf(name, sizeof name, "child.%d", i);
		if (fork() == 0) {
			for (int fd = 3; fd < 1024; fd++)
				close(fd);
			if ((f = fopen(name, "w")) == NULL)
				_exit(3);
			fprintf(f, "child %d result\n", i);
			exit(0);
		}
		wait(&st);
		f = fopen(name, "r");
		if (f == NULL || fgets(line, sizeof line, f) == NULL)
			empty++;
		if (f)
			fclose(f);
	}
	stop = 1;
	pthread_join(t, NULL);
	printf("%d empty\n", empty);
	return 0;
}

/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * runt: run a command and print "WALL CPU RSS" on one line to the file
 * named first: wall-clock and user+system CPU seconds, and the peak
 * resident set in KiB.  The command's own output goes to /dev/null, but
 * for its first line, which is appended after the figures (the call
 * counts of calls.c).  A tool of our own so the benchmark needs no GNU
 * time and reads the kernel's rusage of exactly this child.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double secs(struct timeval tv)
{
	return (double)tv.tv_sec + (double)tv.tv_usec / 1e6;
}

int main(int argc, char **argv)
{
	struct timespec t0, t1;
	struct rusage ru;
	char line[256] = "";
	int fd[2], status;
	FILE *out, *in;
	pid_t pid;

	if (argc < 3) {
		fprintf(stderr, "usage: runt OUTFILE COMMAND...\n");
		return 2;
	}
	if (pipe(fd) != 0)
		return 1;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	pid = fork();
	if (pid < 0)
		return 1;
	if (pid == 0) {
		dup2(fd[1], 1);
		close(fd[0]);
		close(fd[1]);
		execvp(argv[2], argv + 2);
		_exit(127);
	}
	close(fd[1]);
	in = fdopen(fd[0], "r");
	if (in == NULL || fgets(line, sizeof line, in) == NULL)
		line[0] = '\0';
	if (in) {
		char drain[4096];

		while (fread(drain, 1, sizeof drain, in) > 0)
			;
	}
	if (wait4(pid, &status, 0, &ru) != pid)
		return 1;
	clock_gettime(CLOCK_MONOTONIC, &t1);
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
		fprintf(stderr, "runt: %s failed (status %#x)\n", argv[2],
			status);
		return 1;
	}
	line[strcspn(line, "\n")] = '\0';
	if (strncmp(line, "calls ", 6) != 0)
		line[0] = '\0';	/* some other program's output */
	out = fopen(argv[1], "a");
	if (out == NULL)
		return 1;
	fprintf(out, "%.6f %.6f %ld %s\n",
		(double)(t1.tv_sec - t0.tv_sec) +
			(double)(t1.tv_nsec - t0.tv_nsec) / 1e9,
		secs(ru.ru_utime) + secs(ru.ru_stime), ru.ru_maxrss, line);
	return fclose(out) != 0;
}

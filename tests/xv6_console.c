/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* See xv6_console.h. */
#define _POSIX_C_SOURCE 200809L
#include "xv6_console.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

struct console {
	pid_t pid;
	int in, out;		/* its standard input, its output */
	FILE *transcript;
	char *buf;		/* read, not yet consumed */
	size_t len, cap;
};

struct console *console_start(char *const argv[], const char *transcript)
{
	struct console *c = calloc(1, sizeof *c);
	int to[2], from[2];

	if (c == NULL || pipe(to) != 0)
		goto fail;
	if (pipe(from) != 0) {
		close(to[0]);
		close(to[1]);
		goto fail;
	}
	c->pid = fork();
	if (c->pid == 0) {
		dup2(to[0], 0);
		dup2(from[1], 1);
		dup2(from[1], 2);
		close(to[0]);
		close(to[1]);
		close(from[0]);
		close(from[1]);
		execvp(argv[0], argv);
		_exit(127);
	}
	close(to[0]);
	close(from[1]);
	c->in = to[1];
	c->out = from[0];
	c->transcript = fopen(transcript, "w");
	if (c->pid < 0 || c->transcript == NULL) {
		console_stop(c);
		return NULL;
	}
	signal(SIGPIPE, SIG_IGN);
	return c;
fail:
	free(c);
	return NULL;
}

static double now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* More output into buf: 1, or 0 on timeout or end of output. */
static int read_more(struct console *c, double deadline)
{
	struct pollfd p = { .fd = c->out, .events = POLLIN };
	double left = deadline - now();
	ssize_t n;

	if (left <= 0 || poll(&p, 1, (int)(left * 1000) + 1) <= 0)
		return 0;
	if (c->len + 4096 + 1 > c->cap) {
		char *more = realloc(c->buf, c->cap + 65536);

		if (more == NULL)
			return 0;
		c->buf = more;
		c->cap += 65536;
	}
	n = read(c->out, c->buf + c->len, 4096);
	if (n <= 0)
		return 0;
	fwrite(c->buf + c->len, 1, (size_t)n, c->transcript);
	fflush(c->transcript);
	c->len += (size_t)n;
	c->buf[c->len] = '\0';
	return 1;
}

char *console_wait(struct console *c, const char *marker, int seconds)
{
	double deadline = now() + seconds;
	char *at, *before;
	size_t n, m = strlen(marker);

	for (;;) {
		if (c->buf && (at = strstr(c->buf, marker)) != NULL)
			break;
		if (!read_more(c, deadline))
			return NULL;
	}
	n = (size_t)(at - c->buf);
	before = malloc(n + 1);
	if (before == NULL)
		return NULL;
	memcpy(before, c->buf, n);
	before[n] = '\0';
	memmove(c->buf, at + m, c->len - n - m + 1);
	c->len -= n + m;
	return before;
}

int console_type(struct console *c, const char *line)
{
	size_t n = strlen(line);

	if (write(c->in, line, n) != (ssize_t)n || write(c->in, "\n", 1) != 1)
		return -1;
	return 0;
}

void console_stop(struct console *c)
{
	if (c == NULL)
		return;
	if (c->pid > 0) {
		kill(c->pid, SIGTERM);
		while (waitpid(c->pid, NULL, 0) < 0 && errno == EINTR)
			;
	}
	close(c->in);
	close(c->out);
	if (c->transcript)
		fclose(c->transcript);
	free(c->buf);
	free(c);
}

/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* dot -Tsvg through a pipe; see render_svg.h. */
#include "render_svg.h"

#include <errno.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

static int write_all(int fd, const char *p, size_t len)
{
	while (len > 0) {
		ssize_t n = write(fd, p, len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return -1;
		p += n;
		len -= (size_t)n;
	}
	return 0;
}

int render_svg(const char *dot_text, size_t len, char *err, size_t errlen)
{
	char *argv[] = { "dot", "-Tsvg", NULL };
	posix_spawn_file_actions_t fa;
	void (*old)(int);
	int fds[2], r, st, wr;
	pid_t pid;

	fflush(stdout);
	if (pipe(fds) != 0) {
		snprintf(err, errlen, "pipe: %s", strerror(errno));
		return -1;
	}
	posix_spawn_file_actions_init(&fa);
	/* The read end becomes dot's standard input; it may already be
	 * fd 0 when ours was closed, and then must not be closed. */
	if (fds[0] != 0) {
		posix_spawn_file_actions_adddup2(&fa, fds[0], 0);
		posix_spawn_file_actions_addclose(&fa, fds[0]);
	}
	posix_spawn_file_actions_addclose(&fa, fds[1]);
	r = posix_spawnp(&pid, "dot", &fa, NULL, argv, environ);
	posix_spawn_file_actions_destroy(&fa);
	close(fds[0]);
	if (r != 0) {
		close(fds[1]);
		if (r == ENOENT)
			snprintf(err, errlen, "--svg needs Graphviz's dot, which is not "
				 "installed (Debian: apt-get install graphviz); "
				 "--dot writes the graph to render elsewhere");
		else
			snprintf(err, errlen, "cannot run dot: %s", strerror(r));
		return -1;
	}
	old = signal(SIGPIPE, SIG_IGN);
	wr = write_all(fds[1], dot_text, len);
	close(fds[1]);
	signal(SIGPIPE, old);
	while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
		;
	if (WIFSIGNALED(st) && WTERMSIG(st) == SIGPIPE)
		return RENDER_READER_GONE;
	if (wr != 0 || !WIFEXITED(st) || WEXITSTATUS(st) != 0) {
		snprintf(err, errlen, "dot -Tsvg failed (exit status %d): the SVG "
			 "is missing or incomplete",
			 WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st));
		return -1;
	}
	return 0;
}

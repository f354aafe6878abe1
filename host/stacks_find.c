/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* Finding the stacks file beside a profile; see stacks_find.h. */
#include "stacks_find.h"
#include "stacks_read.h"
#include "../include/sys/gmon_stacks.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

int stacks_file_is(const char *path)
{
	unsigned char magic[GMON_STACKS_MAGIC_SIZE];
	/* never waits for a FIFO's writer; a pipe's bytes, once looked
	   at, would be gone for its reader */
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	struct stat st;
	ssize_t n;

	if (fd < 0)
		return 0;
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
		close(fd);
		return 0;
	}
	n = read(fd, magic, sizeof magic);
	close(fd);
	return n > 0 && stacks_magic(magic, (size_t)n);
}

/* dir + name + rest + ".stacks", if that is a stacks file; else NULL */
static char *try(const char *dir, size_t dirlen, const char *name,
		 size_t namelen, const char *rest)
{
	size_t len = dirlen + namelen + strlen(rest) + sizeof ".stacks";
	char *p = malloc(len);

	if (p == NULL)
		return NULL;
	snprintf(p, len, "%.*s%.*s%s.stacks", (int)dirlen, dir, (int)namelen,
		 name, rest);
	if (stacks_file_is(p))
		return p;
	free(p);
	return NULL;
}

static int all_digits(const char *s)
{
	if (*s == '\0')
		return 0;
	for (; *s; s++)
		if (*s < '0' || *s > '9')
			return 0;
	return 1;
}

char *stacks_beside(const char *path)
{
	const char *slash = strrchr(path, '/');
	const char *base = slash ? slash + 1 : path, *pid, *dot;
	size_t dirlen = (size_t)(base - path), len = strlen(base);
	char *found = try(path, dirlen, base, len, "");

	if (found != NULL)
		return found;
	/* gmon.NAME.out: the executable's is gmon.out */
	if (len > 9 && strncmp(base, "gmon.", 5) == 0 &&
	    strcmp(base + len - 4, ".out") == 0)
		return try(path, dirlen, "gmon.out", 8, "");
	/* PREFIX.NAME.PID: PREFIX.PID, the prefix ending at some dot */
	pid = strrchr(base, '.');
	if (pid == NULL || !all_digits(pid + 1))
		return NULL;
	for (dot = pid; dot > base;) {
		while (--dot > base && *dot != '.')
			;
		if (dot > base && (found = try(path, dirlen, base,
					      (size_t)(dot - base), pid)) != NULL)
			return found;
	}
	return NULL;
}

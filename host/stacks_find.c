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

/* a[:alen] b[:blen] c, if that names a stacks file; else NULL */
static char *try(const char *a, size_t alen, const char *b, size_t blen,
		 const char *c)
{
	size_t len = alen + blen + strlen(c) + 1;
	char *p = malloc(len);

	if (p == NULL)
		return NULL;
	snprintf(p, len, "%.*s%.*s%s", (int)alen, a, (int)blen, b, c);
	if (stacks_file_is(p))
		return p;
	free(p);
	return NULL;
}

static int all_digits(const char *s, size_t n)
{
	if (n == 0)
		return 0;
	for (; n > 0; s++, n--)
		if (*s < '0' || *s > '9')
			return 0;
	return 1;
}

/* The length of ".WORDdigits" ending at `end' (after `base'), or 0 if
 * the part there is not one. */
static size_t part_before(const char *base, const char *end,
			  const char *word)
{
	const char *dot = end;
	size_t n = strlen(word);

	while (dot > base && *--dot != '.')
		;
	if (*dot != '.' || (size_t)(end - dot) < n + 2 ||
	    strncmp(dot + 1, word, n) != 0 ||
	    !all_digits(dot + 1 + n, (size_t)(end - dot - 1 - n)))
		return 0;
	return (size_t)(end - dot);
}

/* The length of a launcher's rank ".rankR" ending at `end' (after
 * `base'), or 0 if there is none. */
static size_t rank_before(const char *base, const char *end)
{
	return part_before(base, end, "rank");
}

/* The same with a spawned job's ".spawnPID" after the rank. */
static size_t launcher_before(const char *base, const char *end)
{
	size_t spawn = part_before(base, end, "spawn"), rank;

	if (spawn == 0)
		return rank_before(base, end);
	rank = rank_before(base, end - spawn);
	return rank ? rank + spawn : 0;
}

char *stacks_beside(const char *path)
{
	const char *slash = strrchr(path, '/');
	const char *base = slash ? slash + 1 : path, *pid, *dot, *rest;
	size_t len = strlen(base), rank;
	char *found;

	/* gmon.[NAME.][rankR.[spawnPID.]]out: gmon.[rankR.[spawnPID.]]stacks */
	if (len >= 8 && strncmp(base, "gmon.", 5) == 0 &&
	    strcmp(base + len - 4, ".out") == 0) {
		dot = base + len - 4;
		rank = launcher_before(base + 4, dot);
		return try(path, (size_t)(base + 5 - path), dot - rank + 1,
			   rank, "stacks");
	}
	/* PREFIX.[NAME.][rankR.]PID: PREFIX-stacks.[rankR.]PID, the prefix
	   ending at some dot */
	pid = strrchr(base, '.');
	if (pid == NULL || !all_digits(pid + 1, strlen(pid + 1)))
		return NULL;
	rest = pid - rank_before(base, pid);
	for (dot = rest; dot > base;) {
		if ((found = try(path, (size_t)(dot - path), "-stacks", 7,
				 rest)) != NULL)
			return found;
		while (--dot > base && *dot != '.')
			;
	}
	return NULL;
}

/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Where the time went, from the files one process wrote: gmon.out and
 * gmon.NAME.out (or PREFIX.PID and PREFIX.NAME.PID), one per object.
 * Each file's samples are summed and shown as a share of all of them,
 * the executable first, then the busiest object first, as libgmon
 * reports at exit with GMON_VERBOSE=1 (which also counts the samples
 * that fell in no object: those are in no file).
 */
#include "where.h"
#include "gmon_read.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

struct part {
	const char *path;
	char *name;		/* the object's file name */
	const char *kind;	/* "executable", "library", ... */
	uint64_t samples;
};

static const char *base_name(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash ? slash + 1 : path;
}

/* "p.1234" -> length of "p", or 0 if the name does not end in .DIGITS. */
static size_t stem_before_pid(const char *name)
{
	size_t n = strlen(name), i = n;

	while (i > 0 && isdigit((unsigned char)name[i - 1]))
		i--;
	return i > 1 && i < n && name[i - 1] == '.' ? i - 1 : 0;
}

/* Does `name' look like a loaded object's file name: NAME.so, or
 * NAME.so.N..., maybe with libgmon's ~N for a second object of one name? */
static int object_shaped(const char *name)
{
	const char *p;

	for (p = strstr(name, ".so"); p != NULL; p = strstr(p + 1, ".so"))
		if (p > name && (p[3] == '\0' || p[3] == '.' || p[3] == '~'))
			return 1;
	return 0;
}

/*
 * What the stems (names before .PID) of the set all begin with: its
 * length, the first stem in *first, and in *distinct whether they are
 * not all the same.
 */
static size_t common_stem(char **paths, int n, const char **first,
			  int *distinct)
{
	size_t common = 0, len, j;
	int i;

	*first = NULL;
	*distinct = 0;
	for (i = 0; i < n; i++) {
		const char *f = base_name(paths[i]);

		len = stem_before_pid(f);
		if (len == 0)
			continue;
		if (*first == NULL) {
			*first = f;
			common = len;
			continue;
		}
		for (j = 0; j < common && j < len && f[j] == (*first)[j]; j++)
			;
		if (j != common || len != common)
			*distinct = 1;
		common = j;
	}
	return common;
}

/* Whether the stem f[0..len) begins every stem of the set, whole or
 * followed by a dot: the executable's PREFIX before objects' PREFIX.NAME. */
static int leads_every_stem(char **paths, int n, const char *f, size_t len)
{
	int i;

	for (i = 0; i < n; i++) {
		const char *g = base_name(paths[i]);
		size_t glen = stem_before_pid(g);

		if (glen == 0)
			continue;	/* gmon.NAME.out */
		if (glen < len || strncmp(g, f, len) != 0 ||
		    (glen > len && g[len] != '.'))
			return 0;
	}
	return 1;
}

/*
 * How the PREFIX.PID names of a set split.  The executable's file is
 * PREFIX.PID and an object's PREFIX.NAME.PID, and PREFIX and NAME may
 * both hold dots, so the prefix comes from the set: the stem that begins
 * every other stem followed by a dot is the executable's and is PREFIX;
 * else, with several stems, PREFIX is what they all begin with, up to a
 * dot, and every file is an object's.  With one stem only (a single
 * file), nothing says: 0, and each file is read by the shape of its name
 * (object_of).
 */
static size_t prefix_length(char **paths, int n)
{
	const char *first;
	int i, distinct;
	size_t common = common_stem(paths, n, &first, &distinct);

	if (!distinct)
		return 0;
	for (i = 0; i < n; i++) {	/* the executable's stem, if it is here */
		const char *f = base_name(paths[i]);
		size_t len = stem_before_pid(f);

		if (len > 0 && leads_every_stem(paths, n, f, len))
			return len;
	}
	while (common > 0 && first[common] != '.')
		common--;
	return common;
}

/*
 * The object a file is for: gmon.out is the executable's, gmon.NAME.out
 * NAME's; PREFIX.PID the executable's, PREFIX.NAME.PID NAME's, PREFIX
 * being `plen' long (prefix_length), or, when the set does not say,
 * what comes before the first NAME shaped like an object's file
 * (libc.so.6).  NULL: the executable.
 */
static char *object_of(const char *file, size_t plen)
{
	size_t n = strlen(file), stem = stem_before_pid(file), i;

	if (strcmp(file, "gmon.out") == 0)
		return NULL;
	if (n > 9 && strncmp(file, "gmon.", 5) == 0 &&
	    strcmp(file + n - 4, ".out") == 0)
		return strndup(file + 5, n - 9);
	if (stem == 0)
		return strdup(file);
	if (plen > 0)
		return stem > plen && file[plen] == '.' ?
			strndup(file + plen + 1, stem - plen - 1) : NULL;
	for (i = 1; i < stem; i++) {
		char *name;

		if (file[i] != '.')
			continue;
		name = strndup(file + i + 1, stem - i - 1);
		if (name == NULL || object_shaped(name))
			return name;
		free(name);
	}
	return NULL;
}

static const char *kind_of(const char *name)
{
	if (name == NULL)
		return "the executable";
	if (strncmp(name, "ld-linux", 8) == 0 || strncmp(name, "ld-musl", 7) == 0 ||
	    strncmp(name, "ld.so", 5) == 0 || strncmp(name, "ld64.so", 7) == 0)
		return "the loader";
	if (strncmp(name, "linux-vdso", 10) == 0 ||
	    strncmp(name, "linux-gate", 10) == 0)
		return "the vdso";
	return NULL;
}

static int busier(const void *a, const void *b)
{
	const struct part *x = a, *y = b;

	if ((x->name == NULL) != (y->name == NULL))
		return x->name == NULL ? -1 : 1;
	return x->samples < y->samples ? 1 : x->samples > y->samples ? -1 : 0;
}

/* A file's samples, and the rate of its first histogram that has one. */
struct file_sum {
	uint64_t samples;
	unsigned rate;
};

static int add_samples(void *ctx, const struct gmon_read_hist *h)
{
	struct file_sum *sum = ctx;

	sum->samples += h->samples;
	if (sum->rate == 0)
		sum->rate = h->rate;
	return 0;
}

static const struct gmon_visitor sum_visitor = { add_samples, NULL, NULL, NULL };

int gmon_where(FILE *out, char **paths, int n, unsigned ptr_size, int big)
{
	struct part *parts = calloc(n > 0 ? (size_t)n : 1, sizeof *parts);
	size_t plen = prefix_length(paths, n);
	uint64_t total = 0;
	unsigned rate = 0;
	int i, k = 0, status = 0;

	if (parts == NULL) {
		fprintf(stderr, "gmon-dump: out of memory\n");
		return 1;
	}
	for (i = 0; i < n; i++) {
		struct file_sum sum = { 0, 0 };
		struct gmon_info info;
		char err[256];

		if (gmon_scan_path(paths[i], ptr_size, big, &sum_visitor, &sum,
				   &info, err, sizeof err) != 0) {
			fprintf(stderr, "gmon-dump: %s: %s\n", paths[i], err);
			status = 1;
			continue;
		}
		parts[k].path = paths[i];
		parts[k].name = object_of(base_name(paths[i]), plen);
		parts[k].kind = kind_of(parts[k].name);
		parts[k].samples = sum.samples;
		if (rate == 0)
			rate = sum.rate;
		total += parts[k].samples;
		k++;
	}
	qsort(parts, (size_t)k, sizeof *parts, busier);
	fprintf(out, "where the time went: %llu samples", (unsigned long long)total);
	if (rate)
		fprintf(out, ", %.2f s", (double)total / rate);
	fprintf(out, ", in %d files\n", k);
	for (i = 0; i < k; i++) {
		const struct part *p = &parts[i];
		char label[512];

		if (p->name == NULL)
			snprintf(label, sizeof label, "%s", p->kind);
		else if (p->kind)
			snprintf(label, sizeof label, "%s (%s)", p->name, p->kind);
		else
			snprintf(label, sizeof label, "%s", p->name);
		fprintf(out, "%6.1f%%  %s  [%s: %llu samples]\n",
			total ? 100.0 * (double)p->samples / (double)total : 0.0,
			label, p->path, (unsigned long long)p->samples);
	}
	for (i = 0; i < k; i++)
		free(parts[i].name);
	free(parts);
	return status;
}

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
	unsigned rate;
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

/*
 * The object a file is for: gmon.out is the executable's, gmon.NAME.out
 * NAME's; with a prefix, the shortest PREFIX.PID of the set is the
 * executable's and PREFIX.NAME.PID is NAME's.  NULL: the executable.
 */
static char *object_of(const char *file, const char *prefix, size_t plen)
{
	size_t n = strlen(file), stem = stem_before_pid(file);

	if (strcmp(file, "gmon.out") == 0)
		return NULL;
	if (n > 9 && strncmp(file, "gmon.", 5) == 0 &&
	    strcmp(file + n - 4, ".out") == 0)
		return strndup(file + 5, n - 9);
	if (prefix && stem > plen && strncmp(file, prefix, plen) == 0 &&
	    file[plen] == '.')
		return strndup(file + plen + 1, stem - plen - 1);
	if (prefix && stem == plen && strncmp(file, prefix, plen) == 0)
		return NULL;
	return strdup(file);
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

/* The shortest PREFIX of PREFIX.PID among files not named gmon.*. */
static const char *common_prefix(char **paths, int n, size_t *plen)
{
	const char *best = NULL;
	int i;

	*plen = 0;
	for (i = 0; i < n; i++) {
		const char *f = base_name(paths[i]);
		size_t stem = stem_before_pid(f);

		if (stem && (best == NULL || stem < *plen)) {
			best = f;
			*plen = stem;
		}
	}
	return best;
}

static int busier(const void *a, const void *b)
{
	const struct part *x = a, *y = b;

	if ((x->name == NULL) != (y->name == NULL))
		return x->name == NULL ? -1 : 1;
	return x->samples < y->samples ? 1 : x->samples > y->samples ? -1 : 0;
}

int gmon_where(FILE *out, char **paths, int n, unsigned ptr_size, int big)
{
	struct part *parts = calloc(n > 0 ? (size_t)n : 1, sizeof *parts);
	size_t plen;
	const char *prefix = common_prefix(paths, n, &plen);
	uint64_t total = 0;
	unsigned rate = 0;
	int i, k = 0, status = 0;

	if (parts == NULL) {
		fprintf(stderr, "gmon-dump: out of memory\n");
		return 1;
	}
	for (i = 0; i < n; i++) {
		struct gmon_file f;
		char err[256];
		size_t h, j;

		if (gmon_read_path(paths[i], ptr_size, big, &f, err,
				   sizeof err) != 0) {
			fprintf(stderr, "gmon-dump: %s: %s\n", paths[i], err);
			status = 1;
			continue;
		}
		parts[k].path = paths[i];
		parts[k].name = object_of(base_name(paths[i]), prefix, plen);
		parts[k].kind = kind_of(parts[k].name);
		for (h = 0; h < f.nhist; h++) {
			for (j = 0; j < f.hist[h].nbins; j++)
				parts[k].samples += f.hist[h].bins[j];
			if (rate == 0)
				rate = f.hist[h].rate;
		}
		total += parts[k].samples;
		gmon_file_free(&f);
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

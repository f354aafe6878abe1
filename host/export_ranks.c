/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * gmon-dump --ranks: one profile per rank of a parallel job, side by
 * side.  For each function its self seconds and calls in every file,
 * their minimum, mean and maximum, the imbalance (maximum over mean)
 * and the time the job lost to it (what the other ranks waited for the
 * slowest: the sum over ranks of maximum less own), most lost first;
 * the slowest rank is named.  Each file is read alone, against the
 * program's symbols, with gprof's rules (analysis.h); what is kept is
 * two numbers per function and file.
 */
#include "export.h"
#include "names.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

struct rank_row {
	size_t func;
	double min, mean, max, lost;	/* seconds */
	uint64_t cmin, cmax;
	double cmean;
	size_t slowest;		/* file index */
};

struct rank_table {
	size_t nfuncs, nfiles;
	double *secs;		/* [func * nfiles + file] */
	uint64_t *calls;
	char **names;		/* as shown, per function */
	char **labels;		/* "3" for gmon.rank3.out, else the path */
	struct rank_row *rows;
	size_t nrows;
};

/* The rank in a file name libgmon gave a rank's profile ("rankR."), or -1. */
static long rank_of(const char *path)
{
	const char *base = strrchr(path, '/'), *p;

	base = base ? base + 1 : path;
	for (p = strstr(base, "rank"); p != NULL; p = strstr(p + 1, "rank")) {
		char *end;
		long r;

		if (p != base && p[-1] != '.')
			continue;
		if (!isdigit((unsigned char)p[4]))
			continue;
		r = strtol(p + 4, &end, 10);
		if (*end == '.' || *end == '\0')
			return r;
	}
	return -1;
}

static int fill_file(struct rank_table *t, const struct analysis *a, size_t k)
{
	double period = profile_period(&a->prof);
	size_t i;

	if (a->prof.funcs.n != t->nfuncs)
		return -1;
	for (i = 0; i < t->nfuncs; i++) {
		const struct func *f = &a->prof.funcs.f[i];

		t->secs[i * t->nfiles + k] = f->excluded ? 0 : f->time * period;
		t->calls[i * t->nfiles + k] = f->excluded ? 0 : f->ncalls;
	}
	return 0;
}

static int keep_names(struct rank_table *t, const struct analysis *a)
{
	size_t i;

	t->nfuncs = a->prof.funcs.n;
	t->names = calloc(t->nfuncs + 1, sizeof *t->names);
	t->secs = calloc(t->nfuncs * t->nfiles + 1, sizeof *t->secs);
	t->calls = calloc(t->nfuncs * t->nfiles + 1, sizeof *t->calls);
	if (!t->names || !t->secs || !t->calls)
		return -1;
	for (i = 0; i < t->nfuncs; i++)
		if ((t->names[i] = strdup(analysis_name(a, i))) == NULL)
			return -1;
	return 0;
}

static int by_lost(const void *l, const void *r)
{
	const struct rank_row *a = l, *b = r;

	if (a->lost != b->lost)
		return a->lost < b->lost ? 1 : -1;
	if (a->max != b->max)
		return a->max < b->max ? 1 : -1;
	if (a->cmax != b->cmax)
		return a->cmax < b->cmax ? 1 : -1;
	return a->func < b->func ? -1 : a->func > b->func;
}

static void summarize(struct rank_table *t, size_t func, struct rank_row *r)
{
	const double *s = &t->secs[func * t->nfiles];
	const uint64_t *c = &t->calls[func * t->nfiles];
	double sum = 0, csum = 0;
	size_t k;

	memset(r, 0, sizeof *r);
	r->func = func;
	r->min = s[0], r->cmin = c[0];
	for (k = 0; k < t->nfiles; k++) {
		sum += s[k], csum += (double)c[k];
		if (s[k] < r->min)
			r->min = s[k];
		if (s[k] > r->max)
			r->max = s[k], r->slowest = k;
		if (c[k] < r->cmin)
			r->cmin = c[k];
		if (c[k] > r->cmax)
			r->cmax = c[k];
	}
	r->mean = sum / t->nfiles;
	r->cmean = csum / t->nfiles;
	r->lost = r->max * t->nfiles - sum;
}

/* The functions with time or calls in some file, most lost first. */
static int make_rows(struct rank_table *t)
{
	size_t i;

	t->rows = malloc((t->nfuncs + 1) * sizeof *t->rows);
	if (t->rows == NULL)
		return -1;
	for (i = 0; i < t->nfuncs; i++) {
		summarize(t, i, &t->rows[t->nrows]);
		if (t->rows[t->nrows].max > 0 || t->rows[t->nrows].cmax > 0)
			t->nrows++;
	}
	qsort(t->rows, t->nrows, sizeof *t->rows, by_lost);
	return 0;
}

static int make_labels(struct rank_table *t, char *const *files)
{
	size_t k;

	t->labels = calloc(t->nfiles, sizeof *t->labels);
	if (t->labels == NULL)
		return -1;
	for (k = 0; k < t->nfiles; k++) {
		long r = rank_of(files[k]);
		char num[24];

		snprintf(num, sizeof num, "%ld", r);
		t->labels[k] = strdup(r >= 0 ? num : files[k]);
		if (t->labels[k] == NULL)
			return -1;
	}
	return 0;
}

static void free_table(struct rank_table *t)
{
	size_t i;

	for (i = 0; t->names && i < t->nfuncs; i++)
		free(t->names[i]);
	for (i = 0; t->labels && i < t->nfiles; i++)
		free(t->labels[i]);
	free(t->names), free(t->labels), free(t->secs), free(t->calls);
	free(t->rows);
}

/*
 * Read each file against `prog'.  Returns 0, or -1 with one line in err.
 */
static int load_table(struct rank_table *t, const char *prog,
		      char *const *files, size_t nfiles, int flags, char *err,
		      size_t errlen)
{
	struct analysis a;
	size_t k;

	memset(t, 0, sizeof *t);
	t->nfiles = nfiles;
	for (k = 0; k < nfiles; k++) {
		if (analysis_open(&a, prog, &files[k], 1, flags, err, errlen) != 0)
			return -1;
		if ((k == 0 && keep_names(t, &a) != 0) || fill_file(t, &a, k) != 0) {
			analysis_close(&a);
			snprintf(err, errlen, "out of memory");
			return -1;
		}
		analysis_close(&a);
	}
	if (make_labels(t, files) != 0 || make_rows(t) != 0) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	return 0;
}

/* Ranks missing from 0..highest, said on stderr (a rank's file lost). */
static void say_missing(const struct rank_table *t, char *const *files)
{
	long hi = -1, r;
	size_t k;
	char *have;

	for (k = 0; k < t->nfiles; k++)
		if ((r = rank_of(files[k])) > hi)
			hi = r;
	if (hi < 0 || (have = calloc((size_t)hi + 1, 1)) == NULL)
		return;
	for (k = 0; k < t->nfiles; k++)
		if ((r = rank_of(files[k])) >= 0)
			have[r] = 1;
	for (r = 0; r <= hi; r++)
		if (!have[r])
			fprintf(stderr, "gmon-dump: no profile of rank %ld "
				"(ranks 0-%ld are in the job)\n", r, hi);
	free(have);
}

static double imbalance(const struct rank_row *r)
{
	return r->mean > 0 ? r->max / r->mean : 1;
}

static void write_text(FILE *out, const struct rank_table *t,
		       const char *prog)
{
	size_t i, k;

	fprintf(out, "# ");
	name_put(out, prog);
	fprintf(out, ": %zu profiles; self seconds per function and rank, "
		"most time lost to imbalance first\n", t->nfiles);
	fprintf(out, "#   lost(s)     min(s)    mean(s)     max(s) imbalance  "
		"slowest   min-calls  mean-calls   max-calls  function\n");
	for (i = 0; i < t->nrows; i++) {
		const struct rank_row *r = &t->rows[i];

		fprintf(out, "%11.2f %10.2f %10.2f %10.2f %9.2f  %-8s %11llu %11.1f "
			"%11llu  ", r->lost, r->min, r->mean, r->max, imbalance(r),
			t->labels[r->slowest], (unsigned long long)r->cmin,
			r->cmean, (unsigned long long)r->cmax);
		name_put(out, t->names[r->func]);
		fputc('\n', out);
	}
	fprintf(out, "\n# per rank: self seconds (calls)\n# rank");
	for (i = 0; i < t->nrows; i++) {
		fputc('\t', out);
		name_put(out, t->names[t->rows[i].func]);
	}
	fputc('\n', out);
	for (k = 0; k < t->nfiles; k++) {
		fprintf(out, "%s", t->labels[k]);
		for (i = 0; i < t->nrows; i++) {
			size_t at = t->rows[i].func * t->nfiles + k;

			fprintf(out, "\t%.2f (%llu)", t->secs[at],
				(unsigned long long)t->calls[at]);
		}
		fputc('\n', out);
	}
}

/* A CSV field: quoted, its quotes doubled. */
static void csv_put(FILE *out, const char *s)
{
	fputc('"', out);
	for (; *s; s++) {
		if (*s == '"')
			fputc('"', out);
		fputc(*s, out);
	}
	fputc('"', out);
}

static void write_csv(FILE *out, const struct rank_table *t)
{
	size_t i, k;

	fprintf(out, "function,lost_seconds,min_seconds,mean_seconds,max_seconds,"
		"imbalance,slowest_rank,min_calls,mean_calls,max_calls");
	for (k = 0; k < t->nfiles; k++) {
		fputc(',', out);
		csv_put(out, t->labels[k]);
		fprintf(out, " seconds");
	}
	for (k = 0; k < t->nfiles; k++) {
		fputc(',', out);
		csv_put(out, t->labels[k]);
		fprintf(out, " calls");
	}
	fputc('\n', out);
	for (i = 0; i < t->nrows; i++) {
		const struct rank_row *r = &t->rows[i];

		csv_put(out, t->names[r->func]);
		fprintf(out, ",%.6f,%.6f,%.6f,%.6f,%.4f,", r->lost, r->min,
			r->mean, r->max, imbalance(r));
		csv_put(out, t->labels[r->slowest]);
		fprintf(out, ",%llu,%.2f,%llu", (unsigned long long)r->cmin,
			r->cmean, (unsigned long long)r->cmax);
		for (k = 0; k < t->nfiles; k++)
			fprintf(out, ",%.6f", t->secs[r->func * t->nfiles + k]);
		for (k = 0; k < t->nfiles; k++)
			fprintf(out, ",%llu", (unsigned long long)
				t->calls[r->func * t->nfiles + k]);
		fputc('\n', out);
	}
}

/* Text for SVG: &, < and > as entities, names encoded (names.h). */
static void svg_text(FILE *out, const char *s)
{
	char *e = name_encode(s);

	for (s = e ? e : "?"; *s; s++) {
		if (*s == '&')
			fputs("&amp;", out);
		else if (*s == '<')
			fputs("&lt;", out);
		else if (*s == '>')
			fputs("&gt;", out);
		else
			fputc(*s, out);
	}
	free(e);
}

/*
 * A heat map: a row per function (most lost first), a column per rank,
 * each cell darker the larger its share of the busiest cell's time.
 */
static void write_svg(FILE *out, const struct rank_table *t)
{
	const int cell = 18, left = 260, top = 40;
	double most = 0;
	size_t i, k;

	for (i = 0; i < t->nrows; i++)
		if (t->rows[i].max > most)
			most = t->rows[i].max;
	fprintf(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
		"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%zu\" "
		"height=\"%zu\" font-family=\"sans-serif\" font-size=\"11\">\n",
		left + t->nfiles * cell + 20, top + t->nrows * cell + 20);
	for (k = 0; k < t->nfiles; k++) {
		fprintf(out, "<text x=\"%zu\" y=\"%d\" transform=\"rotate(-60 %zu %d)\">",
			left + k * cell + 4, top - 4, left + k * cell + 4, top - 4);
		svg_text(out, t->labels[k]);
		fprintf(out, "</text>\n");
	}
	for (i = 0; i < t->nrows; i++) {
		const struct rank_row *r = &t->rows[i];

		fprintf(out, "<text x=\"%d\" y=\"%zu\" text-anchor=\"end\">",
			left - 6, top + i * cell + 13);
		svg_text(out, t->names[r->func]);
		fprintf(out, "</text>\n");
		for (k = 0; k < t->nfiles; k++) {
			size_t at = r->func * t->nfiles + k;
			double v = most > 0 ? t->secs[at] / most : 0;
			int shade = 255 - (int)(v * 215 + 0.5);

			fprintf(out, "<rect x=\"%zu\" y=\"%zu\" width=\"%d\" height=\"%d\" "
				"fill=\"rgb(255,%d,%d)\" stroke=\"#ccc\"><title>",
				left + k * cell, top + i * cell, cell, cell, shade, shade);
			svg_text(out, t->names[r->func]);
			fprintf(out, " rank ");
			svg_text(out, t->labels[k]);
			fprintf(out, ": %.3f s, %llu calls</title></rect>\n",
				t->secs[at], (unsigned long long)t->calls[at]);
		}
	}
	fprintf(out, "</svg>\n");
}

int export_ranks(FILE *out, const char *prog, char *const *files,
		 size_t nfiles, int flags, enum ranks_format format, char *err,
		 size_t errlen)
{
	struct rank_table t;
	int r = load_table(&t, prog, files, nfiles, flags, err, errlen);

	if (r == 0) {
		say_missing(&t, files);
		if (format == RANKS_CSV)
			write_csv(out, &t);
		else if (format == RANKS_SVG)
			write_svg(out, &t);
		else
			write_text(out, &t, prog);
	}
	free_table(&t);
	return r;
}

/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* A flat profile with the object's own symbols; see export.h. */
#include "export.h"
#include "names.h"

#include <stdlib.h>
#include <string.h>

static const struct func *order_base;

/* gprof's cmp_time. */
static int by_time(const void *l, const void *r)
{
	const struct func *a = &order_base[*(const size_t *)l];
	const struct func *b = &order_base[*(const size_t *)r];

	if (a->time != b->time)
		return a->time < b->time ? 1 : -1;
	if (a->ncalls != b->ncalls)
		return a->ncalls < b->ncalls ? 1 : -1;
	return strcmp(a->name, b->name);
}

long flat_order(const struct analysis *a, size_t **order)
{
	const struct func_table *t = &a->prof.funcs;
	size_t i, n = 0;

	*order = malloc((t->n + 1) * sizeof **order);
	if (*order == NULL)
		return -1;
	for (i = 0; i < t->n; i++)
		if (!t->f[i].excluded && (t->f[i].time > 0 || t->f[i].ncalls > 0))
			(*order)[n++] = i;
	order_base = t->f;
	qsort(*order, n, sizeof **order, by_time);
	return (long)n;
}

int export_flat(FILE *out, const struct analysis *a, char *const *files,
		size_t nfiles)
{
	const struct profile *p = &a->prof;
	double period = profile_period(p), listed = 0;
	size_t *order, i;
	long n = flat_order(a, &order);

	if (n < 0)
		return -1;
	fprintf(out, "# ");
	name_put(out, a->img.path);
	fprintf(out, ": flat profile of");
	for (i = 0; i < nfiles; i++) {
		fputc(' ', out);
		name_put(out, files[i]);
	}
	fprintf(out, "\n# symbols from ");
	if (a->img.debug != NULL) {
		fprintf(out, ".symtab of ");
		name_put(out, a->img.debug->path);
	} else {
		fprintf(out, a->img.dynamic_symbols ? ".dynsym (the object is stripped)"
			: ".symtab");
	}
	fprintf(out, "; %llu samples, each %g seconds\n",
		(unsigned long long)p->samples, period);
	fprintf(out, "#  seconds    samples  function\n");
	for (i = 0; i < (size_t)n; i++) {
		const struct func *f = &p->funcs.f[order[i]];

		if (f->time <= 0)
			continue;
		listed += f->time;
		fprintf(out, "%10.2f %10.2f  ", f->time * period, f->time);
		name_put(out, analysis_name(a, order[i]));
		fputc('\n', out);
	}
	fprintf(out, "# total %.2f seconds; %.2f samples fell in no function "
		"or in excluded ones (mcount)\n", p->samples * period,
		(double)p->samples - listed);
	free(order);
	return ferror(out) ? -1 : 0;
}

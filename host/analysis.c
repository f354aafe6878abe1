/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* The shared first step of every export; see analysis.h. */
#include "analysis.h"
#include "names.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void on_credit(void *ctx, size_t func, uint64_t addr, double samples)
{
	struct analysis *a = ctx;
	struct credit *c;

	if ((a->ncredits & (a->ncredits - 1)) == 0) {
		c = realloc(a->credits, (a->ncredits ? a->ncredits * 2 : 256) * sizeof *c);
		if (c == NULL) {
			a->oom = 1;
			return;
		}
		a->credits = c;
	}
	c = &a->credits[a->ncredits++];
	c->func = func;
	c->addr = addr;
	c->samples = samples;
}

static void find_sources(struct analysis *a)
{
	size_t i;

	a->src = srcline_open(&a->img);
	for (i = 0; a->src && i < a->prof.funcs.n; i++) {
		struct func *f = &a->prof.funcs.f[i];

		if (srcline_find(a->src, f->addr, &f->file, &f->line) != 0) {
			f->file = NULL;
			f->line = 0;
		}
	}
}

/* The code after a C++ function, named with the function's demangled
 * name (symtab.h); NULL when it is not a C++ one. */
static char *demangle_gap(const struct func_table *t, size_t i)
{
	char *after = name_demangle(t->f[i - 1].name), *name = NULL;
	size_t room;

	if (after == NULL)
		return NULL;
	room = strlen(after) + GAP_EXTRA;
	name = malloc(room);
	if (name != NULL)
		snprintf(name, room, GAP_FORMAT, after);
	free(after);
	return name;
}

/* The names shown: demangled where a symbol is a C++ one; the symbols'
 * own names stay, for gprof's rules (exclusions, order by name). */
static int name_functions(struct analysis *a, int keep_mangled)
{
	const struct func_table *t = &a->prof.funcs;
	size_t i, n = t->n + t->ncycles;

	a->shown = calloc(n + 1, sizeof *a->shown);
	if (a->shown == NULL)
		return -1;
	for (i = 0; i < n; i++) {
		if (keep_mangled)
			a->shown[i] = NULL;
		else if (t->f[i].is_gap)
			a->shown[i] = demangle_gap(t, i);
		else
			a->shown[i] = name_demangle(t->f[i].name);
		if (a->shown[i] == NULL)
			a->shown[i] = strdup(t->f[i].name);
		if (a->shown[i] == NULL)
			return -1;
	}
	return 0;
}

const char *analysis_name(const struct analysis *a, size_t i)
{
	return a->shown[i];
}

int analysis_open(struct analysis *a, const char *prog, char *const *files,
		  size_t nfiles, int flags, char *err, size_t errlen)
{
	int graph = (flags & ANALYSIS_GRAPH) != 0;
	char why[256];

	memset(a, 0, sizeof *a);
	if (elf_image_open(prog, &a->img, why, sizeof why) != 0) {
		snprintf(err, errlen, "%s: %s", prog, why);
		return -1;
	}
	if (profile_load(&a->prof, &a->img, files, nfiles, on_credit, a, err,
			 errlen) != 0) {
		elf_image_close(&a->img);
		return -1;
	}
	if (graph && !a->oom && callgraph_build(&a->prof, err, errlen) != 0) {
		analysis_close(a);
		return -1;
	}
	if (a->oom || name_functions(a, (flags & ANALYSIS_MANGLED) != 0) != 0) {
		snprintf(err, errlen, "out of memory");
		analysis_close(a);
		return -1;
	}
	find_sources(a);
	return 0;
}

void analysis_close(struct analysis *a)
{
	size_t i;

	for (i = 0; a->shown && i < a->prof.funcs.n + a->prof.funcs.ncycles; i++)
		free(a->shown[i]);
	free(a->shown);
	srcline_close(a->src);
	profile_free(&a->prof);
	elf_image_close(&a->img);
	free(a->credits);
	memset(a, 0, sizeof *a);
}

long long analysis_us(const struct analysis *a, double samples)
{
	return llround(samples * profile_period(&a->prof) * 1e6);
}

/* The shared first step of every export; see analysis.h. */
#include "analysis.h"

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

int analysis_open(struct analysis *a, const char *prog, char *const *files,
		  size_t nfiles, int graph, char *err, size_t errlen)
{
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
	if (a->oom || (graph && callgraph_build(&a->prof, err, errlen) != 0)) {
		if (a->oom)
			snprintf(err, errlen, "out of memory");
		analysis_close(a);
		return -1;
	}
	find_sources(a);
	return 0;
}

void analysis_close(struct analysis *a)
{
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

/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* 9: cycles found in linear time, as gprof finds them. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "hostile.h"

/*
 * A call chain f0 -> f1 -> ... -> f(n-1) in which every function also
 * calls f0 back: one cycle of n functions, found with the search n deep.
 */
static char *chain_with_back_edges(const char *dir, size_t n)
{
	uint16_t bins[4] = { 3, 0, 0, 5 };
	struct gout g;
	size_t i;

	write_program(dir, "prog", n, 16);
	g = gopen(dir, "gmon.out");
	ghist(&g, fn(0, 16), fn(0, 16) + 16, 4, bins);
	for (i = 0; i + 1 < n; i++) {
		garc(&g, fn(i, 16) + 4, fn(i + 1, 16) + 4, 1);
		garc(&g, fn(i + 1, 16) + 6, fn(0, 16) + 4, 1);
	}
	gclose(&g);
	return NULL;
}

static char *chain_callgrind(const char *dir, size_t n)
{
	chain_with_back_edges(dir, n);
	return xasprintf("exec '%s' --callgrind prog gmon.out", dump());
}

static char *chain_dot(const char *dir, size_t n)
{
	chain_with_back_edges(dir, n);
	return xasprintf("exec '%s' --dot prog gmon.out", dump());
}

Test(cycles, chain_with_back_edges_is_linear, .timeout = 900)
{
	char *dir = work_dir("hostile", "chain");

	expect_linear(dir, chain_callgrind, 4096, 1u << 20,
		      "chain with back edges, --callgrind");
	expect_linear(dir, chain_dot, 4096, 1u << 20, "chain with back edges, --dot");
}

/* What a call graph says of one function: its cycle and its total. */
struct cg_entry {
	char name[32];
	int cycle;		/* 0: none */
	double total;		/* self + descendants, seconds */
};

struct cg_view {
	struct cg_entry f[4096], c[128];	/* functions, cycles by number */
	size_t nf, nc;
};

static struct cg_entry *view_func(struct cg_view *v, const char *name)
{
	size_t i;

	for (i = 0; i < v->nf; i++)
		if (strcmp(v->f[i].name, name) == 0)
			return &v->f[i];
	cr_assert_lt(v->nf, sizeof v->f / sizeof v->f[0]);
	snprintf(v->f[v->nf].name, sizeof v->f[0].name, "%s", name);
	return &v->f[v->nf++];
}

/* gprof -q's primary lines: "[i] %time self children called name
 * [<cycle N>] [i]", and "<cycle N as a whole>". */
static void read_gprof_graph(const char *text, struct cg_view *v)
{
	const char *line;

	memset(v, 0, sizeof *v);
	for (line = text; line && *line; line = strchr(line, '\n'), line = line ? line + 1 : NULL) {
		char buf[512], *tok[16], *save = NULL, *t;
		size_t n = 0, len = strcspn(line, "\n");
		double pct, self, children;
		struct cg_entry *e;

		if (line[0] != '[' || len >= sizeof buf)
			continue;
		memcpy(buf, line, len);
		buf[len] = '\0';
		if (sscanf(buf, "[%*d] %lf %lf %lf", &pct, &self, &children) != 3)
			continue;
		for (t = strtok_r(buf, " ", &save); t && n < 16; t = strtok_r(NULL, " ", &save))
			tok[n++] = t;
		if (strstr(line, " as a whole>") && strstr(line, " as a whole>") < line + len) {
			int c = atoi(strstr(line, "<cycle ") + 7);

			cr_assert(c > 0 && c < 128, "%.*s", (int)len, line);
			v->c[c].cycle = c;
			v->c[c].total = self + children;
			if ((size_t)c >= v->nc)
				v->nc = (size_t)c + 1;
			continue;
		}
		cr_assert_geq(n, 6, "%.*s", (int)len, line);
		if (strcmp(tok[n - 3], "<cycle") == 0) {
			e = view_func(v, tok[n - 4]);
			e->cycle = atoi(tok[n - 2]);
			cr_assert(e->cycle > 0 && e->cycle < 128, "%.*s", (int)len, line);
			if ((size_t)e->cycle >= v->nc)
				v->nc = (size_t)e->cycle + 1;
		} else {
			e = view_func(v, tok[n - 2]);
		}
		e->total = self + children;
	}
}

/* gmon-dump --dot's boxes ("fI [label="NAME\ntotal S s") and cycles
 * (a cluster per cycle: its label and its members "fI;"). */
static void read_dot_graph(const char *text, struct cg_view *v)
{
	static char names[4096][32];
	const char *p;
	int cycle = 0;

	memset(v, 0, sizeof *v);
	for (p = text; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL) {
		unsigned i, c;
		char name[32];
		double total;

		if (sscanf(p, "  f%u [label=\"%31[^\\]\\ntotal %lf", &i, name, &total) == 3) {
			cr_assert_lt(i, 4096);
			snprintf(names[i], sizeof names[i], "%s", name);
			view_func(v, name)->total = total;
		} else if (sscanf(p, "  subgraph \"cluster_%u\"", &c) == 1) {
			cr_assert(c > 0 && c < 128);
			cycle = (int)c;
			if (c >= v->nc)
				v->nc = c + 1;
			v->c[c].cycle = cycle;
			p = strstr(p, ": total ");
			cr_assert_not_null(p);
			v->c[c].total = atof(p + 8);
		} else if (cycle && sscanf(p, "    f%u;", &i) == 1) {
			cr_assert(i < 4096 && names[i][0], "member f%u drawn before its box", i);
			view_func(v, names[i])->cycle = cycle;
		} else if (strncmp(p, "  }", 3) == 0) {
			cycle = 0;
		}
	}
}

/* gprof's and gmon-dump's call graphs of prog and the profile `what'
 * in dir: the same cycles, numbered alike, with the same members and
 * times. */
static void same_cycles_as_gprof(const char *dir, const char *what)
{
	static struct cg_view g, d;
	size_t i, drawn;
	char *out;

	cr_assert_eq(run(&out, dir, "gprof -b -q prog %s", what), 0, "%s", out);
	read_gprof_graph(out, &g);
	free(out);
	cr_assert_eq(run(&out, dir, "'%s' --dot --node-thres=0 --edge-thres=0 prog %s",
			 dump(), what), 0, "%s", out);
	read_dot_graph(out, &d);
	free(out);
	drawn = d.nf;
	cr_expect_eq(g.nc, d.nc, "%s: gprof has %zu cycles, gmon-dump %zu", what,
		     g.nc ? g.nc - 1 : 0, d.nc ? d.nc - 1 : 0);
	for (i = 0; i < g.nf; i++) {
		struct cg_entry *e = view_func(&d, g.f[i].name);

		cr_expect_eq(e->cycle, g.f[i].cycle, "%s: %s is in cycle %d for gprof, "
			     "%d for gmon-dump", what, g.f[i].name, g.f[i].cycle,
			     e->cycle);
		cr_expect_leq(fabs(e->total - g.f[i].total), 0.0101, "%s: %s: total "
			      "%.2f s for gprof, %.2f for gmon-dump", what,
			      g.f[i].name, g.f[i].total, e->total);
	}
	cr_expect_eq(drawn, g.nf, "%s: %zu functions for gprof, %zu for gmon-dump",
		     what, g.nf, drawn);
	for (i = 1; i < g.nc && i < d.nc; i++)
		if (g.c[i].cycle)	/* gprof printed it as a whole */
			cr_expect_leq(fabs(g.c[i].total - d.c[i].total), 0.0101,
				      "%s: cycle %zu: %.2f s for gprof, %.2f for "
				      "gmon-dump", what, i, g.c[i].total, d.c[i].total);
}

/*
 * Random call graphs with many cycles, nested and adjacent, and random
 * samples: every function in the cycle gprof puts it in, the cycles
 * numbered as gprof numbers them, with gprof's times.
 */
Test(cycles, same_as_gprof, .timeout = 900)
{
	char *dir = work_dir("hostile", "cycles_gprof");
	enum { N = 48, SIZE = 32 };
	uint16_t bins[(N - 1) * SIZE / 4];
	unsigned seed;

	need_tool("gprof", "deps/core.txt");
	write_program(dir, "prog", N, SIZE);
	for (seed = 1; seed <= 40; seed++) {
		size_t i, narcs = N + seed % 4 * N / 2;
		char name[32];
		struct gout g;

		srand(seed);
		for (i = 0; i < sizeof bins / sizeof bins[0]; i++)
			bins[i] = (uint16_t)(rand() % 4 == 0 ? rand() % 50 : 0);
		snprintf(name, sizeof name, "graph%u.out", seed);
		g = gopen(dir, name);
		/* gprof credits no samples to the last function */
		ghist(&g, fn(0, SIZE), fn(N - 1, SIZE), (N - 1) * SIZE / 4, bins);
		garc(&g, fn(0, SIZE) + 8, fn(1, SIZE) + 4, 1);
		for (i = 0; i < narcs; i++) {
			size_t from = (size_t)rand() % N, to = (size_t)rand() % N;

			/* forward, and back a short way or a long way:
			 * cycles of every size, nested and apart */
			if (rand() % 2 != 0 && to < from)
				to = from + (size_t)rand() % (N - from);
			else if (to < from && seed % 2 == 0)
				to = from - 1 - (from - 1 - to) % 4;
			garc(&g, fn(from, SIZE) + 8 + (size_t)rand() % 3 * 4,
			     fn(to, SIZE) + 4, 1 + (uint32_t)rand() % 20);
		}
		gclose(&g);
		same_cycles_as_gprof(dir, name);
	}
}

/* The chain with back edges, large enough to be slow for gprof's own
 * search, read alike. */
Test(cycles, chain_same_as_gprof, .timeout = 900)
{
	char *dir = work_dir("hostile", "chain_gprof");

	need_tool("gprof", "deps/core.txt");
	chain_with_back_edges(dir, 3000);
	same_cycles_as_gprof(dir, "gmon.out");
}

/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* The test library: reading gprof's and nm's reports.  See harness.h. */
#define _GNU_SOURCE
#include "harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the call graph ---- */

/* "name [12]" or "name <cycle 1> [12]" -> "name" */
static void clean_name(const char *s, char *out, size_t len)
{
	size_t n = 0;

	while (*s == ' ')
		s++;
	while (*s && *s != '[' && !(s[0] == ' ' && s[1] == '<') && n + 1 < len)
		out[n++] = *s++;
	while (n > 0 && out[n - 1] == ' ')
		n--;
	out[n] = '\0';
}

static void add_arc(struct graph *g, const char *caller, const char *callee,
		    unsigned long count)
{
	size_t i;

	for (i = 0; i < g->n; i++)
		if (!strcmp(g->arcs[i].caller, caller) &&
		    !strcmp(g->arcs[i].callee, callee)) {
			g->arcs[i].count += count;
			return;
		}
	g->arcs = realloc(g->arcs, (g->n + 1) * sizeof *g->arcs);
	snprintf(g->arcs[g->n].caller, sizeof g->arcs[g->n].caller, "%s", caller);
	snprintf(g->arcs[g->n].callee, sizeof g->arcs[g->n].callee, "%s", callee);
	g->arcs[g->n].count = count;
	g->n++;
}

/*
 * Skip the leading numeric columns of a call-graph line; *last gets the
 * last of them (the "called" column: "n", "n/m" or "n+m").  Returns the
 * rest of the line (the name), or NULL if there was no number.
 */
static const char *skip_numbers(const char *p, unsigned long *last)
{
	char tok[128];
	int k, any = 0;

	while (sscanf(p, " %127s%n", tok, &k) == 1 &&
	       (tok[0] >= '0' && tok[0] <= '9')) {
		*last = strtoul(tok, NULL, 10);
		any = 1;
		p += k;
	}
	return any ? p : NULL;
}

/* One entry: its callers' lines (above the primary line) and the primary. */
static void add_entry(struct graph *g, char **callers, size_t ncallers,
		      const char *primary_line)
{
	char primary[128], name[128];
	const char *rest = strchr(primary_line, ']');
	unsigned long n = 0;
	size_t i;

	rest = rest ? skip_numbers(rest + 1, &n) : NULL;
	if (rest == NULL)
		return;
	clean_name(rest, primary, sizeof primary);
	if (strncmp(primary, "<cycle", 6) == 0)
		return;		/* a cycle as a whole */
	for (i = 0; i < ncallers; i++) {
		rest = skip_numbers(callers[i], &n);
		if (rest == NULL || strstr(rest, "<spontaneous>"))
			continue;
		clean_name(rest, name, sizeof name);
		add_arc(g, name, primary, n);
	}
}

void parse_graph(const char *text, struct graph *g)
{
	const char *start = strstr(text, "Call graph");
	char *copy, *line, *save = NULL;
	char **callers = NULL;
	size_t ncallers = 0;

	memset(g, 0, sizeof *g);
	if (start == NULL)
		return;
	copy = strdup(start);
	for (line = strtok_r(copy, "\n", &save); line;
	     line = strtok_r(NULL, "\n", &save)) {
		if (strncmp(line, "Index by function name", 22) == 0 ||
		    line[0] == '\f')
			break;
		if (line[0] == '[') {
			add_entry(g, callers, ncallers, line);
			ncallers = 0;
		} else if (line[0] == '-') {
			ncallers = 0;
		} else if (line[0] == ' ') {
			callers = realloc(callers, (ncallers + 1) * sizeof *callers);
			callers[ncallers++] = line;
		}
	}
	free(callers);
	free(copy);
}

/* The arc caller -> callee of g; NULL if g has none (0 calls is one). */
static const struct arc *find_arc(const struct graph *g, const char *caller,
				  const char *callee)
{
	size_t i;

	for (i = 0; i < g->n; i++)
		if (!strcmp(g->arcs[i].caller, caller) &&
		    !strcmp(g->arcs[i].callee, callee))
			return &g->arcs[i];
	return NULL;
}

unsigned long arc_count(const struct graph *g, const char *caller,
			const char *callee)
{
	const struct arc *a = find_arc(g, caller, callee);

	return a ? a->count : 0;
}

unsigned long calls_into(const struct graph *g, const char *callee)
{
	unsigned long n = 0;
	size_t i;

	for (i = 0; i < g->n; i++)
		if (!strcmp(g->arcs[i].callee, callee))
			n += g->arcs[i].count;
	return n;
}

unsigned long gprof_calls(const char *text, const char *callee)
{
	struct graph g;
	unsigned long n;

	parse_graph(text, &g);
	n = calls_into(&g, callee);
	free_graph(&g);
	return n;
}

int graph_subset(const struct graph *sub, const struct graph *all)
{
	size_t i;

	for (i = 0; i < sub->n; i++)
		if (arc_count(all, sub->arcs[i].caller, sub->arcs[i].callee) !=
		    sub->arcs[i].count)
			return 0;
	return 1;
}

int same_graph(const struct graph *a, const struct graph *b, char *why,
	       size_t len)
{
	size_t i;

	for (i = 0; i < a->n; i++)
		if (arc_count(b, a->arcs[i].caller, a->arcs[i].callee) !=
		    a->arcs[i].count) {
			snprintf(why, len, "%s -> %s: %lu vs %lu",
				 a->arcs[i].caller, a->arcs[i].callee,
				 a->arcs[i].count,
				 arc_count(b, a->arcs[i].caller, a->arcs[i].callee));
			return 0;
		}
	for (i = 0; i < b->n; i++)
		if (!find_arc(a, b->arcs[i].caller, b->arcs[i].callee)) {
			snprintf(why, len, "%s -> %s: missing vs %lu",
				 b->arcs[i].caller, b->arcs[i].callee,
				 b->arcs[i].count);
			return 0;
		}
	return 1;
}

/* Is `name' a line of `lines' (one name a line)? */
static int name_listed(const char *lines, const char *name)
{
	size_t n = strlen(name);
	const char *p;

	for (p = lines; (p = strstr(p, name)) != NULL; p += n)
		if ((p == lines || p[-1] == '\n') && (p[n] == '\n' || p[n] == '\0'))
			return 1;
	return 0;
}

void graph_keep(struct graph *g, const char *names)
{
	size_t i, kept = 0;

	for (i = 0; i < g->n; i++)
		if (name_listed(names, g->arcs[i].caller) &&
		    name_listed(names, g->arcs[i].callee))
			g->arcs[kept++] = g->arcs[i];
	g->n = kept;
}

static int compare_strings(const void *x, const void *y)
{
	return strcmp(*(char *const *)x, *(char *const *)y);
}

char *graph_text(const struct graph *g)
{
	char **lines = calloc(g->n + 1, sizeof *lines), *s;
	size_t i, len = 1;

	for (i = 0; i < g->n; i++) {
		lines[i] = xasprintf("  %s -> %s %lu\n", g->arcs[i].caller,
				     g->arcs[i].callee, g->arcs[i].count);
		len += strlen(lines[i]);
	}
	qsort(lines, g->n, sizeof *lines, compare_strings);
	s = calloc(1, len);
	for (i = 0; i < g->n; i++) {
		strcat(s, lines[i]);
		free(lines[i]);
	}
	free(lines);
	return s;
}

void free_graph(struct graph *g)
{
	free(g->arcs);
	memset(g, 0, sizeof *g);
}

/* ---- the flat profile ---- */

/* The flat profile line of fn: "%time cumulative self [calls ...] name". */
static const char *flat_line(const char *text, const char *fn, char *buf,
			     size_t len)
{
	const char *p = strstr(text, "Flat profile");
	const char *stop = p ? strstr(p, "Call graph") : NULL;

	while (p && (p = strchr(p, '\n')) != NULL && (!stop || p < stop)) {
		const char *end;
		size_t n, fl = strlen(fn);

		p++;
		end = strchr(p, '\n');
		n = end ? (size_t)(end - p) : strlen(p);
		if (n > fl && !strncmp(p + n - fl, fn, fl) && p[n - fl - 1] == ' ') {
			if (n >= len)
				n = len - 1;
			memcpy(buf, p, n);
			buf[n] = '\0';
			return buf;
		}
	}
	return NULL;
}

double flat_self(const char *text, const char *fn)
{
	char buf[512];
	double pct, cum, self;

	if (!flat_line(text, fn, buf, sizeof buf) ||
	    sscanf(buf, "%lf %lf %lf", &pct, &cum, &self) != 3)
		return 0;
	return self;
}

/* The time gprof credits to functions: "for 3.57% of 0.28 seconds". */
double gprof_seconds(const char *text)
{
	const char *p = strstr(text, "granularity:");
	double pct, seconds = -1;

	p = p ? strstr(p, " for ") : NULL;
	if (p && sscanf(p, " for %lf%% of %lf seconds", &pct, &seconds) != 2)
		seconds = -1;
	return seconds;
}

double flat_percent(const char *text, const char *fn)
{
	char buf[512];
	double pct;

	if (!flat_line(text, fn, buf, sizeof buf) ||
	    sscanf(buf, "%lf", &pct) != 1)
		return 0;
	return pct;
}

unsigned long flat_calls(const char *text, const char *fn)
{
	char buf[512];
	double pct, cum, self;
	unsigned long calls;

	if (!flat_line(text, fn, buf, sizeof buf) ||
	    sscanf(buf, "%lf %lf %lf %lu", &pct, &cum, &self, &calls) != 4)
		return 0;
	return calls;
}

size_t flat_entries(const char *text, struct flat_entry *e, size_t max)
{
	const char *p = strstr(text, "Flat profile");
	const char *stop = p ? strstr(p, "Call graph") : NULL;
	size_t n = 0;

	while (p && n < max && (p = strchr(p, '\n')) != NULL && (!stop || p < stop)) {
		double pct, cum, self;
		char name[128], rest[512];
		const char *end = strchr(++p, '\n');
		size_t len = end ? (size_t)(end - p) : strlen(p);

		if (len >= sizeof rest)
			continue;
		memcpy(rest, p, len);
		rest[len] = '\0';
		/* "%time cumulative self [calls self/call total/call] name" */
		if (sscanf(rest, "%lf %lf %lf", &pct, &cum, &self) != 3 ||
		    sscanf(strrchr(rest, ' ') ? strrchr(rest, ' ') + 1 : rest,
			   "%127s", name) != 1)
			continue;
		snprintf(e[n].name, sizeof e[n].name, "%s", name);
		e[n++].self = self;
	}
	return n;
}

/* ---- nm ---- */

int nm_lookup(const char *text, const char *sym, uint64_t *value,
	      uint64_t *size)
{
	const char *p = text;

	while (p && *p) {
		unsigned long long v, sz;
		char type, name[256];
		const char *eol = strchr(p, '\n');

		if (sscanf(p, "%llx %llx %c %255s", &v, &sz, &type, name) == 4 &&
		    strcmp(name, sym) == 0) {
			*value = v;
			if (size)
				*size = sz;
			return 0;
		}
		if (sscanf(p, "%llx %c %255s", &v, &type, name) == 3 &&
		    strcmp(name, sym) == 0 && size == NULL) {
			*value = v;
			return 0;
		}
		p = eol ? eol + 1 : NULL;
	}
	return -1;
}

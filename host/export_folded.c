/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Folded stacks, the input of the usual flame-graph tools
 * (flamegraph.pl, inferno, speedscope): one line per distinct stack of
 * function names, outermost first, joined by `;', then a space and its
 * samples: `main;parse;lex 42'.  Stacks that differ only in addresses
 * or threads are one line.  A truncated stack begins with
 * `[truncated]'.  Names are encoded (names.h), with `;' as \x3b.
 */
#include "stacks_views.h"
#include "names.h"

#include <stdlib.h>
#include <string.h>

struct line {
	char *text;
	double samples;
};

/* name, encoded, with `;' (the separator) escaped, appended to *buf */
static int append(char **buf, size_t *len, size_t *cap, const char *name)
{
	char *e = name_encode(name), *p;
	size_t need;

	if (e == NULL)
		return -1;
	need = *len + 4 * strlen(e) + 2;
	if (need > *cap) {
		*cap = 2 * need;
		p = realloc(*buf, *cap);
		if (p == NULL) {
			free(e);
			return -1;
		}
		*buf = p;
	}
	if (*len > 0)
		(*buf)[(*len)++] = ';';
	for (p = e; *p; p++) {
		if (*p == ';') {
			memcpy(*buf + *len, "\\x3b", 4);
			*len += 4;
		} else {
			(*buf)[(*len)++] = *p;
		}
	}
	(*buf)[*len] = '\0';
	free(e);
	return 0;
}

static char *stack_text(const struct measured *m, const struct mstack *s)
{
	char *buf = NULL;
	size_t len = 0, cap = 0, i;

	if ((s->flags & MSTACK_TRUNCATED) &&
	    append(&buf, &len, &cap, "[truncated]") != 0)
		return NULL;
	for (i = s->n; i-- > 0;)
		if (append(&buf, &len, &cap,
			   measured_name(m, m->locs[m->pool[s->at + i]].func)) != 0) {
			free(buf);
			return NULL;
		}
	return buf;
}

static int by_text(const void *l, const void *r)
{
	return strcmp(((const struct line *)l)->text, ((const struct line *)r)->text);
}

int export_folded(FILE *out, const struct measured *m)
{
	struct line *lines = calloc(m->nstacks + 1, sizeof *lines);
	size_t i, j, n = 0;
	int r = 0;

	if (lines == NULL)
		return -1;
	for (i = 0; i < m->nstacks && r == 0; i++) {
		if (m->stacks[i].samples <= 0)
			continue;
		lines[n].samples = m->stacks[i].samples;
		if ((lines[n++].text = stack_text(m, &m->stacks[i])) == NULL)
			r = -1;
	}
	if (r == 0)
		qsort(lines, n, sizeof *lines, by_text);
	for (i = 0; r == 0 && i < n; i = j) {
		double sum = 0;

		for (j = i; j < n && strcmp(lines[j].text, lines[i].text) == 0; j++)
			sum += lines[j].samples;
		/* gprof's estimate divides samples: its shares keep decimals */
		fprintf(out, m->measured ? "%s %.0f\n" : "%s %.3f\n", lines[i].text, sum);
	}
	for (i = 0; i < n; i++)
		free(lines[i].text);
	free(lines);
	return r != 0 || ferror(out) ? -1 : 0;
}

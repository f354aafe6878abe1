/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A flame graph of the stacks as one self-contained SVG: a box per
 * function on each distinct path from the root, as wide as its share
 * of the samples, callers below callees, siblings in name order.  Each
 * box tells its name and samples on hover (<title>); a click zooms into
 * it (a short script in the file; the bottom box, "all", zooms back
 * out).  The program's functions are drawn in warm colours, other
 * objects' in cool ones, code no symbol names in grey.
 */
#include "stacks_views.h"
#include "names.h"

#include <stdlib.h>
#include <string.h>

#define WIDTH 1200		/* pixels */
#define PAD 10
#define FRAME_H 16
#define TOP 44			/* room for the title */
#define MIN_WIDTH 0.1		/* narrower boxes are left out */
#define CHAR_W 7		/* of the 12-pixel font, about */
#define TRUNCATED NO_INDEX	/* the function of the "[truncated]" box */

struct box {
	size_t func;		/* NO_INDEX - 1: the root */
	size_t depth;
	double x, samples;	/* in samples, from the left */
};

struct flame {
	const struct measured *m;
	struct box *box;
	size_t nbox, cap, maxdepth;
	size_t *order;		/* stacks by their paths from the root */
};

#define ROOT (NO_INDEX - 1)

/* Function of the path element d (0: outermost) of stack s. */
static size_t path_at(const struct measured *m, const struct mstack *s, size_t d)
{
	if (s->flags & MSTACK_TRUNCATED) {
		if (d == 0)
			return TRUNCATED;
		d--;
	}
	return m->locs[m->pool[s->at + s->n - 1 - d]].func;
}

static size_t path_len(const struct mstack *s)
{
	return s->n + ((s->flags & MSTACK_TRUNCATED) != 0);
}

static const char *func_name(const struct measured *m, size_t f)
{
	return f == TRUNCATED ? "[truncated]" : f == ROOT ? "all" : measured_name(m, f);
}

static int by_func_name(const struct measured *m, size_t a, size_t b)
{
	int c;

	if (a == b)
		return 0;
	c = strcmp(func_name(m, a), func_name(m, b));
	return c ? c : a < b ? -1 : 1;
}

static const struct measured *sort_model;

static int by_path(const void *l, const void *r)
{
	const struct measured *m = sort_model;
	const struct mstack *a = &m->stacks[*(const size_t *)l];
	const struct mstack *b = &m->stacks[*(const size_t *)r];
	size_t d, na = path_len(a), nb = path_len(b);
	int c;

	for (d = 0; d < na && d < nb; d++)
		if ((c = by_func_name(m, path_at(m, a, d), path_at(m, b, d))) != 0)
			return c;
	return na < nb ? -1 : na > nb;
}

static size_t add_box(struct flame *f, size_t func, size_t depth, double x)
{
	struct box *b;

	if (f->nbox == f->cap) {
		f->cap = f->cap ? 2 * f->cap : 1024;
		b = realloc(f->box, f->cap * sizeof *b);
		if (b == NULL)
			return NO_INDEX;
		f->box = b;
	}
	b = &f->box[f->nbox];
	b->func = func;
	b->depth = depth;
	b->x = x;
	b->samples = 0;
	if (depth > f->maxdepth)
		f->maxdepth = depth;
	return f->nbox++;
}

/*
 * The boxes: stacks sorted by path, so that a stack shares with the one
 * before it the boxes of their common first frames and opens new ones
 * for the rest.  open[d] is the box at depth d of the last path.
 */
static int build(struct flame *f)
{
	const struct measured *m = f->m;
	size_t i, d, k, prev = NO_INDEX, *open = NULL, nopen = 0;
	double x = 0;

	f->order = malloc((m->nstacks + 1) * sizeof *f->order);
	if (f->order == NULL || add_box(f, ROOT, 0, 0) == NO_INDEX)
		return -1;
	for (i = 0; i < m->nstacks; i++)
		f->order[i] = i;
	sort_model = m;
	qsort(f->order, m->nstacks, sizeof *f->order, by_path);
	for (i = 0; i < m->nstacks; i++) {
		const struct mstack *s = &m->stacks[f->order[i]];
		size_t n = path_len(s), same = 0;
		size_t *o = realloc(open, (n + 1) * sizeof *o);

		if (o == NULL) {
			free(open);
			return -1;
		}
		open = o;
		if (prev != NO_INDEX)
			while (same < n && same < nopen &&
			       path_at(m, &m->stacks[prev], same) == path_at(m, s, same))
				same++;
		for (d = same; d < n; d++) {
			k = add_box(f, path_at(m, s, d), d + 1, x);
			if (k == NO_INDEX) {
				free(open);
				return -1;
			}
			open[d] = k;
		}
		for (d = 0; d < n; d++)
			f->box[open[d]].samples += s->samples;
		f->box[0].samples += s->samples;
		x += s->samples;
		nopen = n;
		prev = f->order[i];
	}
	free(open);
	return 0;
}

/* XML text: the name encoded (names.h), & < > " escaped. */
static void put_xml(FILE *out, const char *s, size_t max)
{
	size_t n = 0;

	for (; *s && n < max; s++, n++) {
		switch (*s) {
		case '&': fputs("&amp;", out); break;
		case '<': fputs("&lt;", out); break;
		case '>': fputs("&gt;", out); break;
		case '"': fputs("&quot;", out); break;
		default: fputc(*s, out);
		}
	}
}

/* The first characters that fit a box w pixels wide, UTF-8 kept whole. */
static size_t fitting(const char *s, double w)
{
	long room = (long)((w - 6) / CHAR_W);
	size_t bytes = 0, chars = 0, len = strlen(s);

	if (room < 3)
		return 0;
	while (bytes < len && chars < (size_t)room) {
		bytes++;
		while (bytes < len && ((unsigned char)s[bytes] & 0xc0) == 0x80)
			bytes++;
		chars++;
	}
	return bytes;
}

static unsigned hash_name(const char *s)
{
	unsigned h = 2166136261u;

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

static void colour(const struct measured *m, size_t func, const char *name,
		   char *buf, size_t len)
{
	unsigned h = hash_name(name);
	unsigned v1 = h % 100, v2 = (h / 100) % 100;

	if (func == ROOT || func == TRUNCATED || m->funcs[func].index == NO_INDEX)
		snprintf(buf, len, "rgb(%u,%u,%u)", 160 + v1 / 4, 160 + v1 / 4, 160 + v1 / 4);
	else if (measured_foreign(m, func) != NULL)
		snprintf(buf, len, "rgb(%u,%u,%u)", 60 + v1, 150 + v2 / 2, 200 + v1 / 2);
	else
		snprintf(buf, len, "rgb(%u,%u,%u)", 205 + v1 / 2, 80 + 150 * v2 / 100, 40 + v1 / 3);
}

static void put_box(FILE *out, const struct flame *f, const struct box *b,
		    double total, double height)
{
	const char *raw = func_name(f->m, b->func);
	char *name = name_encode(raw), fill[32];
	double x = PAD + b->x / total * (WIDTH - 2 * PAD);
	double w = b->samples / total * (WIDTH - 2 * PAD);
	double y = height - PAD - (double)(b->depth + 1) * FRAME_H;

	if (name == NULL)
		return;
	colour(f->m, b->func, raw, fill, sizeof fill);
	fprintf(out, "<g class=\"f\" data-x=\"%.9f\" data-w=\"%.9f\" data-d=\"%zu\" "
		"data-n=\"", b->x / total, b->samples / total, b->depth);
	put_xml(out, name, (size_t)-1);
	fprintf(out, "\" onclick=\"zoom(this)\"><title>");
	put_xml(out, name, (size_t)-1);
	fprintf(out, f->m->measured ? " (%.0f samples, %.2f%%)" :
		" (%.2f samples, %.2f%%, gprof's estimate)", b->samples,
		100 * b->samples / total);
	fprintf(out, "</title><rect x=\"%.2f\" y=\"%.1f\" width=\"%.2f\" "
		"height=\"%d\" fill=\"%s\" rx=\"2\"/><text x=\"%.2f\" y=\"%.1f\">",
		x, y, w, FRAME_H - 1, fill, x + 3, y + FRAME_H - 4.5);
	put_xml(out, name, fitting(name, w));
	if (fitting(name, w) < strlen(name) && fitting(name, w) > 0)
		fputs("..", out);
	fputs("</text></g>\n", out);
	free(name);
}

/* Zooming: the clicked box's subtree spread over the whole width, its
 * callers kept full-width below it, every other box hidden. */
static const char script[] =
	"<script type=\"text/ecmascript\"><![CDATA[\n"
	"var X0 = %d, W = %d, CW = %d;\n"
	"function fit(g, x, w) {\n"
	"  var r = g.querySelector('rect'), t = g.querySelector('text');\n"
	"  var name = g.getAttribute('data-n'), n = Math.floor((w - 6) / CW);\n"
	"  r.setAttribute('x', x); r.setAttribute('width', w);\n"
	"  t.setAttribute('x', x + 3);\n"
	"  t.textContent = n < 3 ? '' : name.length <= n ? name : name.substring(0, n - 2) + '..';\n"
	"}\n"
	"function zoom(g) {\n"
	"  var x = +g.getAttribute('data-x'), w = +g.getAttribute('data-w');\n"
	"  var d = +g.getAttribute('data-d'), all = document.querySelectorAll('g.f');\n"
	"  for (var i = 0; i < all.length; i++) {\n"
	"    var h = all[i], hx = +h.getAttribute('data-x'), hw = +h.getAttribute('data-w');\n"
	"    var hd = +h.getAttribute('data-d'), e = 1e-9;\n"
	"    var inside = hd >= d && hx >= x - e && hx + hw <= x + w + e;\n"
	"    var below = hd < d && hx <= x + e && hx + hw >= x + w - e;\n"
	"    h.style.display = inside || below ? '' : 'none';\n"
	"    if (inside) fit(h, X0 + (hx - x) / w * W, hw / w * W);\n"
	"    else if (below) fit(h, X0, W);\n"
	"  }\n"
	"}\n"
	"]]></script>\n";

int render_flame(FILE *out, const struct measured *m)
{
	struct flame f = { m, NULL, 0, 0, 0, NULL };
	double total, height;
	size_t i;
	int r = build(&f);

	total = f.nbox ? f.box[0].samples : 0;
	height = TOP + (double)(f.maxdepth + 1) * FRAME_H + 2 * PAD;
	if (r == 0) {
		fprintf(out, "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n"
			"<svg version=\"1.1\" width=\"%d\" height=\"%.0f\" viewBox=\"0 0 %d %.0f\" "
			"xmlns=\"http://www.w3.org/2000/svg\" font-family=\"Verdana, sans-serif\" "
			"font-size=\"12\">\n<style>text { pointer-events: none; } "
			"g.f:hover rect { stroke: #000; stroke-width: 0.5; } g.f { cursor: pointer; }"
			"</style>\n", WIDTH, height, WIDTH, height);
		fprintf(out, script, PAD, WIDTH - 2 * PAD, CHAR_W);
		fprintf(out, "<rect width=\"100%%\" height=\"100%%\" fill=\"#f8f8f8\"/>\n"
			"<text x=\"%d\" y=\"24\" text-anchor=\"middle\" font-size=\"17\">",
			WIDTH / 2);
		put_xml(out, m->prog->img.path, (size_t)-1);
		fprintf(out, m->measured ? ": %.0f samples, %.2f s, measured" :
			": %.2f samples, %.2f s, gprof's estimate from call counts",
			total, total * m->period);
		fprintf(out, "</text>\n<text x=\"%d\" y=\"38\" text-anchor=\"middle\" "
			"fill=\"#555\">click a box to zoom into it, the bottom one to "
			"zoom out</text>\n", WIDTH / 2);
		for (i = 0; total > 0 && i < f.nbox; i++)
			if (f.box[i].samples / total * (WIDTH - 2 * PAD) >= MIN_WIDTH)
				put_box(out, &f, &f.box[i], total, height);
		fprintf(out, "</svg>\n");
	}
	free(f.box);
	free(f.order);
	return r != 0 || ferror(out) ? -1 : 0;
}

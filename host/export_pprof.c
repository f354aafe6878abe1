/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A pprof profile: the message pprof's profile.proto describes,
 * gzipped.  Two values per sample, `samples/count' and
 * `cpu/nanoseconds'; a mapping per object, the program's first; a
 * location per address of the stacks (a caller's inside its call),
 * with its function and source line; a function per function, with its
 * file and first line where the object has debug info.  Samples carry
 * a `thread' label where the runtime told threads apart.
 *
 * Encoded by hand: the profile uses three wire types (varint, packed
 * varints, length-delimited bytes) and eight small messages, which a
 * page of code encodes; protobuf-c would add generated code and a
 * runtime library for no less code here.  The field numbers are the
 * ones profile.proto documents.
 */
#include "stacks_views.h"
#include "host_fail.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/* ---- protocol buffers: the wire format ---- */

enum { VARINT = 0, BYTES = 2 };

struct pb {
	unsigned char *p;
	size_t len, cap;
	int oom;
};

static void pb_put(struct pb *b, const void *data, size_t n)
{
	if (b->oom)
		return;
	if (b->len + n > b->cap) {
		size_t cap = (b->len + n) * 2 + 64;
		unsigned char *p = realloc(b->p, cap);

		if (p == NULL) {
			b->oom = 1;
			return;
		}
		b->p = p;
		b->cap = cap;
	}
	memcpy(b->p + b->len, data, n);
	b->len += n;
}

static void pb_varint(struct pb *b, uint64_t v)
{
	unsigned char buf[10];
	size_t n = 0;

	do {
		buf[n++] = (unsigned char)((v & 0x7f) | (v > 0x7f ? 0x80 : 0));
		v >>= 7;
	} while (v);
	pb_put(b, buf, n);
}

static void pb_key(struct pb *b, unsigned field, unsigned wire)
{
	pb_varint(b, (uint64_t)field << 3 | wire);
}

/* An integer field (uint64, int64 and bool are all varints); 0 is the
 * default and is left out. */
static void pb_int(struct pb *b, unsigned field, uint64_t v)
{
	if (v == 0)
		return;
	pb_key(b, field, VARINT);
	pb_varint(b, v);
}

static void pb_bytes(struct pb *b, unsigned field, const void *data, size_t n)
{
	pb_key(b, field, BYTES);
	pb_varint(b, n);
	pb_put(b, data, n);
}

/* A message field: `sub' encoded, then emptied for the next one. */
static void pb_msg(struct pb *b, unsigned field, struct pb *sub)
{
	b->oom |= sub->oom;
	pb_bytes(b, field, sub->p, sub->len);
	sub->len = 0;
}

/* ---- the string table ---- */

struct strings {
	char **s;
	size_t n;
	size_t *slot, cap;	/* index + 1 by hash; 0: empty */
	int oom;
};

static size_t str_hash(const char *s)
{
	size_t h = 5381;

	for (; *s; s++)
		h = h * 33 + (unsigned char)*s;
	return h;
}

static int strings_grow(struct strings *t)
{
	size_t cap = t->cap ? 2 * t->cap : 1024, i, j;
	size_t *slot = calloc(cap, sizeof *slot);
	char **s = realloc(t->s, cap * sizeof *s);

	if (s != NULL)
		t->s = s;
	if (slot == NULL || s == NULL) {
		free(slot);
		return -1;
	}
	for (i = 0; i < t->n; i++) {
		for (j = str_hash(t->s[i]) & (cap - 1); slot[j]; j = (j + 1) & (cap - 1))
			;
		slot[j] = i + 1;
	}
	free(t->slot);
	t->slot = slot;
	t->cap = cap;
	return 0;
}

/* The index of s in the table (strings[0] is ""); 0 when memory runs out. */
static uint64_t str_id(struct strings *t, const char *s)
{
	size_t j;

	if (s == NULL)
		s = "";
	if (2 * (t->n + 1) > t->cap && strings_grow(t) != 0) {
		t->oom = 1;
		return 0;
	}
	for (j = str_hash(s) & (t->cap - 1); t->slot[j]; j = (j + 1) & (t->cap - 1))
		if (strcmp(t->s[t->slot[j] - 1], s) == 0)
			return t->slot[j] - 1;
	if ((t->s[t->n] = strdup(s)) == NULL) {
		t->oom = 1;
		return 0;
	}
	t->slot[j] = t->n + 1;
	return t->n++;
}

static void strings_free(struct strings *t)
{
	size_t i;

	for (i = 0; i < t->n; i++)
		free(t->s[i]);
	free(t->s);
	free(t->slot);
}

/* ---- the profile (field numbers of profile.proto) ---- */

enum {
	PROFILE_SAMPLE_TYPE = 1, PROFILE_SAMPLE = 2, PROFILE_MAPPING = 3,
	PROFILE_LOCATION = 4, PROFILE_FUNCTION = 5, PROFILE_STRING_TABLE = 6,
	PROFILE_PERIOD_TYPE = 11, PROFILE_PERIOD = 12, PROFILE_COMMENT = 13,
	VALUE_TYPE_TYPE = 1, VALUE_TYPE_UNIT = 2,
	SAMPLE_LOCATION_ID = 1, SAMPLE_VALUE = 2, SAMPLE_LABEL = 3,
	LABEL_KEY = 1, LABEL_STR = 2, LABEL_NUM = 3,
	MAPPING_ID = 1, MAPPING_START = 2, MAPPING_LIMIT = 3,
	MAPPING_FILENAME = 5, MAPPING_BUILD_ID = 6, MAPPING_HAS_FUNCTIONS = 7,
	MAPPING_HAS_FILENAMES = 8, MAPPING_HAS_LINE_NUMBERS = 9,
	LOCATION_ID = 1, LOCATION_MAPPING_ID = 2, LOCATION_ADDRESS = 3,
	LOCATION_LINE = 4,
	LINE_FUNCTION_ID = 1, LINE_LINE = 2,
	FUNCTION_ID = 1, FUNCTION_NAME = 2, FUNCTION_SYSTEM_NAME = 3,
	FUNCTION_FILENAME = 4, FUNCTION_START_LINE = 5
};

struct encoder {
	const struct measured *m;
	struct pb out, sub, sub2;
	struct strings str;
	uint64_t period_ns;
};

static void value_type(struct encoder *e, unsigned field, const char *type,
		       const char *unit)
{
	pb_int(&e->sub, VALUE_TYPE_TYPE, str_id(&e->str, type));
	pb_int(&e->sub, VALUE_TYPE_UNIT, str_id(&e->str, unit));
	pb_msg(&e->out, field, &e->sub);
}

static void label(struct encoder *e, const char *key, const char *str,
		  uint64_t num)
{
	pb_int(&e->sub2, LABEL_KEY, str_id(&e->str, key));
	if (str)
		pb_int(&e->sub2, LABEL_STR, str_id(&e->str, str));
	else
		pb_int(&e->sub2, LABEL_NUM, num);
	pb_msg(&e->sub, SAMPLE_LABEL, &e->sub2);
}

static void samples(struct encoder *e)
{
	const struct measured *m = e->m;
	size_t i, k;

	for (i = 0; i < m->nstacks; i++) {
		const struct mstack *s = &m->stacks[i];
		double n = s->samples;

		for (k = 0; k < s->n; k++)
			pb_varint(&e->sub2, m->pool[s->at + k] + 1);
		pb_msg(&e->sub, SAMPLE_LOCATION_ID, &e->sub2);
		pb_varint(&e->sub2, (uint64_t)llround(n));
		pb_varint(&e->sub2, (uint64_t)llround(n * (double)e->period_ns));
		pb_msg(&e->sub, SAMPLE_VALUE, &e->sub2);
		if (s->thread != 0)
			label(e, "thread", NULL, s->thread);
		if (s->flags & MSTACK_TRUNCATED)
			label(e, "truncated", "yes", 0);
		if (s->flags & MSTACK_STUB)
			label(e, "sampled in", "libgmon's mcount stub", 0);
		pb_msg(&e->out, PROFILE_SAMPLE, &e->sub);
	}
}

static void hex(char *buf, const unsigned char *id, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		sprintf(buf + 2 * i, "%02x", id[i]);
	buf[2 * n] = '\0';
}

/* Every object, the program's first: pprof takes the first as the main
 * binary.  Functions are given for all (pprof then names nothing
 * itself, from files that may not be the ones that ran). */
static void mappings(struct encoder *e)
{
	const struct measured *m = e->m;
	char id[2 * 255 + 1];
	size_t k, o;

	for (k = 0; k < m->nobjects; k++) {
		const struct mobject *ob;

		o = k == 0 ? m->prog_object : k <= m->prog_object ? k - 1 : k;
		ob = &m->objects[o];
		hex(id, ob->build_id, ob->build_id_len);
		pb_int(&e->sub, MAPPING_ID, o + 1);
		pb_int(&e->sub, MAPPING_START, ob->low);
		pb_int(&e->sub, MAPPING_LIMIT, ob->high);
		pb_int(&e->sub, MAPPING_FILENAME, str_id(&e->str, ob->path));
		pb_int(&e->sub, MAPPING_BUILD_ID, str_id(&e->str, id));
		pb_int(&e->sub, MAPPING_HAS_FUNCTIONS, 1);
		pb_int(&e->sub, MAPPING_HAS_FILENAMES, ob->an && ob->an->src);
		pb_int(&e->sub, MAPPING_HAS_LINE_NUMBERS, ob->an && ob->an->src);
		pb_msg(&e->out, PROFILE_MAPPING, &e->sub);
	}
}

static void locations(struct encoder *e)
{
	const struct measured *m = e->m;
	const char *file;
	size_t l;

	for (l = 0; l < m->nlocs; l++) {
		const struct mloc *loc = &m->locs[l];
		int line = measured_line(m, l, &file);

		pb_int(&e->sub, LOCATION_ID, l + 1);
		if (loc->object != NO_INDEX)
			pb_int(&e->sub, LOCATION_MAPPING_ID, loc->object + 1);
		pb_int(&e->sub, LOCATION_ADDRESS, loc->rt);
		pb_int(&e->sub2, LINE_FUNCTION_ID, loc->func + 1);
		pb_int(&e->sub2, LINE_LINE, (uint64_t)(int64_t)line);
		pb_msg(&e->sub, LOCATION_LINE, &e->sub2);
		pb_msg(&e->out, PROFILE_LOCATION, &e->sub);
	}
}

static void functions(struct encoder *e)
{
	const struct measured *m = e->m;
	size_t f, index;

	for (f = 0; f < m->nfuncs; f++) {
		const struct analysis *an = measured_symbols(m, f, &index);
		const struct func *fn = an ? &an->prof.funcs.f[index] : NULL;

		pb_int(&e->sub, FUNCTION_ID, f + 1);
		pb_int(&e->sub, FUNCTION_NAME, str_id(&e->str, measured_name(m, f)));
		pb_int(&e->sub, FUNCTION_SYSTEM_NAME,
		       str_id(&e->str, fn ? fn->name : measured_name(m, f)));
		if (fn && fn->file) {
			pb_int(&e->sub, FUNCTION_FILENAME, str_id(&e->str, fn->file));
			pb_int(&e->sub, FUNCTION_START_LINE, (uint64_t)(int64_t)fn->line);
		}
		pb_msg(&e->out, PROFILE_FUNCTION, &e->sub);
	}
}

static void profile(struct encoder *e)
{
	const struct measured *m = e->m;
	size_t i;

	str_id(&e->str, "");
	value_type(e, PROFILE_SAMPLE_TYPE, "samples", "count");
	value_type(e, PROFILE_SAMPLE_TYPE, "cpu", "nanoseconds");
	samples(e);
	mappings(e);
	locations(e);
	functions(e);
	value_type(e, PROFILE_PERIOD_TYPE, "cpu", "nanoseconds");
	pb_int(&e->out, PROFILE_PERIOD, e->period_ns);
	pb_int(&e->out, PROFILE_COMMENT, str_id(&e->str, m->measured ?
	       "libgmon: sampled call stacks, measured" :
	       "libgmon: gprof's estimate of the call stacks from call counts "
	       "(no stacks file)"));
	for (i = 0; i < e->str.n; i++)
		pb_bytes(&e->out, PROFILE_STRING_TABLE, e->str.s[i], strlen(e->str.s[i]));
}

/* ---- gzip ---- */

static int write_gzip(const char *path, const unsigned char *data, size_t len,
		      char *err, size_t errlen)
{
	gzFile gz = gzopen(path, "wb9");
	size_t done = 0;
	int r = 0;

	if (gz == NULL)
		return host_fail(err, errlen, "%s: cannot write: %s", path,
				 errno ? strerror(errno) : "out of memory");
	while (r == 0 && done < len) {
		unsigned n = len - done > (1u << 30) ? 1u << 30 : (unsigned)(len - done);

		if (gzwrite(gz, data + done, n) != (int)n)
			r = -1;
		done += n;
	}
	if (gzclose(gz) != Z_OK)
		r = -1;
	if (r != 0)
		return host_fail(err, errlen, "%s: cannot write: %s", path,
				 errno ? strerror(errno) : "write error");
	return 0;
}

int export_pprof(const char *path, const struct measured *m, char *err,
		 size_t errlen)
{
	struct encoder e;
	int r;

	memset(&e, 0, sizeof e);
	e.m = m;
	e.period_ns = (uint64_t)llround(m->period * 1e9);
	profile(&e);
	if (e.out.oom || e.sub.oom || e.sub2.oom || e.str.oom)
		r = host_fail(err, errlen, "out of memory");
	else
		r = write_gzip(path, e.out.p, e.out.len, err, errlen);
	free(e.out.p);
	free(e.sub.p);
	free(e.sub2.p);
	strings_free(&e.str);
	return r;
}

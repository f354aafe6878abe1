/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* What the stacks suites share.  See stacks.h. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "stacks_writer.h"
#include "stacks.h"
#include "../include/sys/gmon_stacks.h"

/* ---- a program, its symbols and its calls ---- */

uint64_t sym(const struct prog *p, const char *name, uint64_t *size)
{
	uint64_t v, s = 0;

	cr_assert_eq(nm_lookup(p->nm, name, &v, &s), 0, "no %s in nm:\n%s", name, p->nm);
	if (size)
		*size = s;
	return v;
}

static int within(const struct prog *p, uint64_t a, const char *fn)
{
	uint64_t size, v = sym(p, fn, &size);

	return a >= v && a < v + size;
}

/*
 * The first of gmon.out's arcs from caller to callee: its from_pc,
 * self_pc and calls.  Returns 0 if there is none.
 */
static int find_arc(const struct prog *p, const char *caller, const char *callee,
		    uint64_t *from, uint64_t *self, uint64_t *calls)
{
	const char *l;

	for (l = p->arcs; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL) {
		unsigned long long f, s, n;

		if (sscanf(l, "arc %llx -> %llx: %llu", &f, &s, &n) == 3 &&
		    within(p, f, caller) && within(p, s, callee)) {
			*from = f;
			*self = s;
			*calls = n;
			return 1;
		}
	}
	return 0;
}

/* One of gmon.out's arcs from caller to callee: its from_pc and self_pc. */
static void arc(const struct prog *p, const char *caller, const char *callee,
		uint64_t *from, uint64_t *self)
{
	uint64_t calls;

	cr_assert(find_arc(p, caller, callee, from, self, &calls),
		  "no arc %s -> %s in:\n%s", caller, callee, p->arcs);
}

uint64_t counted_calls(const struct prog *p, const char *caller,
		       const char *callee)
{
	uint64_t from, self, calls;

	return find_arc(p, caller, callee, &from, &self, &calls) ? calls : 0;
}

uint64_t ret(const struct prog *p, const char *caller, const char *callee)
{
	uint64_t from, self;

	arc(p, caller, callee, &from, &self);
	return from + 1;
}

uint64_t inside(const struct prog *p, const char *fn)
{
	uint64_t size, v = sym(p, fn, &size);

	return v + size / 2;
}

void read_build_id(struct prog *p, const char *file, unsigned char *id,
		   size_t *len)
{
	char *out, *at;
	unsigned v;

	cr_assert_eq(run(&out, p->dir, "readelf -n '%s' | grep 'Build ID'", file), 0,
		     "%s has no build ID: %s", file, out);
	at = strstr(out, "Build ID: ") + 10;
	for (*len = 0; *len < 64 && sscanf(at, "%2x", &v) == 1; at += 2)
		id[(*len)++] = (unsigned char)v;
	free(out);
}

void build(struct prog *p, const char *test, const char *name,
	   const char *flags, const char *args)
{
	char *src = xasprintf("%s.c", name);
	char *opts = xasprintf("-O2 -g %s -I'%s/tests/progs'", flags, srcdir_path());

	memset(p, 0, sizeof *p);
	p->dir = work_dir("stacks", test);
	build_program(p->dir, NULL, opts, src);
	free(src);
	free(opts);
	p->out = run_ok(p->dir, "./prog %s", args);
	p->nm = run_ok(p->dir, "nm -S prog");
	p->arcs = run_ok(p->dir, "%s gmon.out", gmon_dump_cmd());
	read_build_id(p, "prog", p->id, &p->idlen);
}

void free_prog(struct prog *p)
{
	free(p->nm);
	free(p->arcs);
	free(p->out);
}

void stack(struct stacks_writer *w, uint64_t samples, unsigned flags,
	   const uint64_t *frames, size_t n)
{
	uint64_t f[64];
	size_t i;

	for (i = 0; i < n; i++)
		f[i] = frames[i] + BIAS;
	sw_stack(w, 1, 0, samples, flags, f, n);
}

void begin(struct stacks_writer *w, const struct prog *p)
{
	char *path = xasprintf("%s/prog", p->dir);

	sw_begin(w, 8, 0, HZ, 64);
	sw_object(w, GMON_STACKS_OBJ_MAIN, path, BIAS, BIAS, BIAS + SPAN, p->id,
		  p->idlen, 0, STILL);
	free(path);
}

void save(struct stacks_writer *w, const struct prog *p,
	  const char *name)
{
	char *path = xasprintf("%s/%s", p->dir, name);

	cr_assert_eq(sw_save(w, path), 0, "cannot write %s", path);
	free(path);
	sw_free(w);
}


void light_heavy(struct prog *p, struct truth *t, const char *test)
{
	build(p, test, "light_heavy", "", "1");
	cr_assert_eq(sscanf(p->out, "light %lf s heavy %lf s", &t->light, &t->heavy), 2,
		     "%s", p->out);
	t->nlight = lround(t->light * HZ);
	t->nheavy = lround(t->heavy * HZ);
	/*
	 * The views must tell heavy() from gprof's even split: 9 times
	 * light() by its work, at least 3 times by the CPU time measured
	 * (a loaded machine's caches and preemptions narrow it).
	 */
	cr_assert_gt(t->nheavy, 3 * t->nlight, "heavy is not heavy: %s", p->out);
}


void light_heavy_stacks(const struct prog *p, const struct truth *t,
			const char *name, int with_stub)
{
	uint64_t stub_size, stub = sym(p, "libgmon_mcount_overhead", &stub_size);
	uint64_t from, entry, lw = ret(p, "light", "work"), hw = ret(p, "heavy", "work");
	uint64_t ml = ret(p, "main", "light"), mh = ret(p, "main", "heavy");
	uint64_t f_light[] = { inside(p, "work"), lw, ml };
	uint64_t f_heavy[] = { inside(p, "work"), hw, mh };
	uint64_t f_main[] = { inside(p, "main") };
	struct stacks_writer w;

	arc(p, "heavy", "work", &from, &entry);	/* entry: work's mcount call */
	begin(&w, p);
	sw_stub(&w, stub + BIAS, stub + stub_size + BIAS);
	stack(&w, (uint64_t)t->nlight, 0, f_light, 3);
	if (with_stub) {
		uint64_t f_stub[] = { stub + 4, entry, hw, mh };

		stack(&w, (uint64_t)t->nheavy - STUB_SAMPLES, 0, f_heavy, 3);
		stack(&w, STUB_SAMPLES, 0, f_stub, 4);
	} else {
		stack(&w, (uint64_t)t->nheavy, 0, f_heavy, 3);
	}
	stack(&w, 1, 0, f_main, 1);
	sw_end(&w, 0);
	save(&w, p, name);
}

long samples_of(const struct truth *t)
{
	return t->nlight + t->nheavy + 1;
}

double heavy_pct(const struct truth *t)
{
	return 100 * t->heavy / (t->light + t->heavy);
}

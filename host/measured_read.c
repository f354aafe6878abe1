/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* Reading stacks files into the model; see measured.h. */
#include "measured_impl.h"
#include "host_fail.h"
#include "../include/sys/gmon_stacks.h"

#include <elfutils/libdwelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * How many ranges before the one a binary search finds are looked at
 * for an address: enough for an object loaded and unloaded at the same
 * place hundreds of times, and a bound on the work a hostile file can
 * cause.
 */
#define LOOKBACK 512

/* One range of one load of an object, in the file being read. */
struct mrange {
	uint64_t low, high, bias;
	uint32_t load_epoch, unload_epoch;
	size_t object;
};

struct measured_load {
	const char *path;	/* the file being read */
	struct mrange *ranges;
	uint64_t *reach;	/* the highest end of ranges[0..i] */
	size_t nranges;
	struct stacks_stub *stubs;
	size_t nstubs;
	int prepared;		/* ranges sorted, objects opened */
	char why[512];		/* a callback's reason to stop, or "" */
};

/* The build ID of an ELF file read by libelf, or 0 bytes. */
static size_t elf_build_id(const struct analysis *a, const unsigned char **id)
{
	const void *p = NULL;
	ssize_t n = dwelf_elf_gnu_build_id(a->img.elf, &p);

	*id = p;
	return n > 0 ? (size_t)n : 0;
}

static int is_program(const struct measured *m, const struct mobject *o,
		      const unsigned char *id, size_t id_len, int by_id)
{
	const char *slash = strrchr(m->prog->img.path, '/');
	const char *base = slash ? slash + 1 : m->prog->img.path;

	if (by_id)
		return id_len > 0 && measured_same_bytes(o->build_id, o->build_id_len, id, id_len);
	if (o->build_id_len > 0 && id_len > 0)
		return 0;	/* both have one, and they differ */
	return strcmp(o->name, base) == 0 ||
	       (o->kind == GMON_STACKS_OBJ_MAIN && m->prog->img.executable);
}

/*
 * The program among the file's objects: the one of its build ID, else
 * of its name, else the executable, when the program is one.  The
 * program's loads then count as the model's program object.
 */
static int find_program(struct measured *m, struct measured_load *L)
{
	const unsigned char *id;
	size_t id_len = elf_build_id(m->prog, &id), i, found = NO_INDEX;
	int by_id;

	for (by_id = 1; by_id >= 0 && found == NO_INDEX; by_id--)
		for (i = 0; i < L->nranges && found == NO_INDEX; i++)
			if (is_program(m, &m->objects[L->ranges[i].object], id,
				       id_len, by_id))
				found = L->ranges[i].object;
	if (found == NO_INDEX) {
		snprintf(L->why, sizeof L->why, "%s does not hold %s: none of its "
			 "objects has the program's %s", L->path, m->prog->img.path,
			 id_len ? "build ID or name" : "name");
		return -1;
	}
	if (m->prog_object == NO_INDEX) {
		m->prog_object = found;
		m->objects[found].an = (struct analysis *)m->prog;
		m->objects[found].owned = 0;
	}
	for (i = 0; i < L->nranges; i++)
		if (L->ranges[i].object == found)
			L->ranges[i].object = m->prog_object;
	return 0;
}

/* The symbols of object o from its file, if it is the one that was loaded. */
static void open_object(struct measured *m, size_t o, int analysis_flags)
{
	struct mobject *ob = &m->objects[o];
	const unsigned char *id;
	struct analysis *an;
	char why[512];
	size_t id_len;

	if (ob->an != NULL || ob->kind == GMON_STACKS_OBJ_VDSO || ob->path[0] == '\0')
		return;
	an = malloc(sizeof *an);
	if (an == NULL)
		return;
	if (analysis_open(an, ob->path, NULL, 0, analysis_flags, why, sizeof why) != 0) {
		measured_note(m, "%s: its functions are not named (%s)", ob->name, why);
		free(an);
		return;
	}
	id_len = elf_build_id(an, &id);
	if (ob->build_id_len > 0 && id_len > 0 &&
	    !measured_same_bytes(ob->build_id, ob->build_id_len, id, id_len)) {
		measured_note(m, "%s: its functions are not named (%s is not the file that "
		     "was loaded: its build ID differs)", ob->name, ob->path);
		analysis_close(an);
		free(an);
		return;
	}
	ob->an = an;
	ob->owned = 1;
}

static int by_low(const void *l, const void *r)
{
	const struct mrange *a = l, *b = r;

	if (a->low != b->low)
		return a->low < b->low ? -1 : 1;
	return a->load_epoch < b->load_epoch ? -1 : a->load_epoch > b->load_epoch;
}

/* Once the file's objects are known: ranges sorted, symbols read. */
static int prepare(struct measured *m, struct measured_load *L)
{
	size_t i;

	if (L->prepared)
		return 0;
	L->prepared = 1;
	if (find_program(m, L) != 0)
		return -1;
	qsort(L->ranges, L->nranges, sizeof *L->ranges, by_low);
	L->reach = malloc((L->nranges + 1) * sizeof *L->reach);
	if (L->reach == NULL)
		return -1;
	for (i = 0; i < L->nranges; i++)
		L->reach[i] = i && L->reach[i - 1] > L->ranges[i].high ?
			      L->reach[i - 1] : L->ranges[i].high;
	for (i = 0; i < L->nranges; i++)
		open_object(m, L->ranges[i].object,
			    m->flags & MEASURED_MANGLED ? ANALYSIS_MANGLED : 0);
	return 0;
}

/* The range of the load holding addr in epoch e, or NULL. */
static const struct mrange *range_at(const struct measured_load *L,
				     uint32_t e, uint64_t addr)
{
	size_t lo = 0, hi = L->nranges, steps;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (L->ranges[mid].low <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (steps = 0; lo > 0 && steps < LOOKBACK; steps++) {
		const struct mrange *r = &L->ranges[--lo];

		if (L->reach[lo] <= addr)
			break;
		if (addr < r->high && r->load_epoch <= e && e < r->unload_epoch)
			return r;
	}
	return NULL;
}

static int in_stub(const struct measured_load *L, uint64_t pc)
{
	size_t i;

	for (i = 0; i < L->nstubs; i++)
		if (pc >= L->stubs[i].low && pc < L->stubs[i].high)
			return 1;
	return 0;
}

/* ---- the reader's visitor ---- */

static int on_info(void *ctx, const struct stacks_info *info)
{
	struct measured *m = ctx;

	if (m->hz != 0 && m->hz != info->hz) {
		snprintf(m->load->why, sizeof m->load->why, "%s was sampled at "
			 "%u Hz, an earlier stacks file at %u Hz: they cannot be "
			 "summed", m->load->path, info->hz, m->hz);
		return -1;
	}
	m->hz = info->hz;
	m->period = 1.0 / info->hz;
	if (info->depth_limit > m->depth_limit)
		m->depth_limit = info->depth_limit;
	return 0;
}

static int on_object(void *ctx, const struct stacks_object *o)
{
	struct measured *m = ctx;
	struct measured_load *L = m->load;
	size_t object = measured_object_get(m, o), i;

	if (object == NO_INDEX)
		return -1;
	for (i = 0; i < o->nranges; i++) {
		struct mrange *r;

		if (measured_room_for((void **)&L->ranges, L->nranges, sizeof *L->ranges) != 0)
			return -1;
		r = &L->ranges[L->nranges++];
		r->low = o->ranges[i].low;
		r->high = o->ranges[i].high;
		r->bias = o->bias;
		r->load_epoch = o->load_epoch;
		r->unload_epoch = o->unload_epoch;
		r->object = object;
	}
	return 0;
}

static int on_stub(void *ctx, const struct stacks_stub *s)
{
	struct measured *m = ctx;
	struct measured_load *L = m->load;

	if (measured_room_for((void **)&L->stubs, L->nstubs, sizeof *L->stubs) != 0)
		return -1;
	L->stubs[L->nstubs++] = *s;
	return 0;
}

/*
 * Frame i's location: frame 0 is the sampled instruction, a later one
 * a return address, looked up one byte back, inside its call.
 */
static size_t frame_loc(struct measured *m, uint32_t epoch, uint64_t frame,
			size_t i)
{
	uint64_t a = i == 0 ? frame : frame - 1;
	const struct mrange *r = range_at(m->load, epoch, a);

	if (r == NULL)
		return measured_loc_get(m, NO_INDEX, a, a);
	return measured_loc_get(m, r->object, a - r->bias, a);
}

static int on_stack(void *ctx, const struct stacks_stack *s)
{
	struct measured *m = ctx;
	unsigned flags = s->flags & GMON_STACKS_TRUNCATED ? MSTACK_TRUNCATED : 0;
	size_t first = 0, at, i, loc;

	if (prepare(m, m->load) != 0)
		return -1;
	if (s->nframes > 1 && in_stub(m->load, s->frames[0])) {
		flags |= MSTACK_STUB;
		m->in_stub += (double)s->count;
		first = !(m->flags & MEASURED_STUBS_APART);
	}
	m->samples += (double)s->count;
	if (flags & MSTACK_TRUNCATED)
		m->truncated += (double)s->count;
	if (measured_pool_room(m, s->nframes) != 0)
		return -1;
	at = m->npool;
	for (i = first; i < s->nframes; i++) {
		loc = frame_loc(m, s->epoch, s->frames[i], i);
		if (loc == NO_INDEX)
			return -1;
		m->pool[m->npool++] = loc;
	}
	return measured_stack_add(m, at, s->nframes - first, (double)s->count, s->thread,
			 flags);
}

static int on_end(void *ctx, const struct stacks_end *e)
{
	struct measured *m = ctx;

	m->dropped += e->dropped;
	return prepare(m, m->load);
}

/* ---- opening and closing ---- */

static int read_one(struct measured *m, const char *path, char *err,
		    size_t errlen)
{
	const struct stacks_visitor v = { m, on_info, on_object, on_stub,
					  on_stack, on_end };
	struct measured_load L;
	char why[512];
	int r;

	memset(&L, 0, sizeof L);
	L.path = path;
	m->load = &L;
	r = stacks_read_path(path, &v, why, sizeof why);
	m->load = NULL;
	free(L.ranges);
	free(L.reach);
	free(L.stubs);
	if (r == 0)
		return 0;
	if (L.why[0])
		return host_fail(err, errlen, "%s", L.why);
	return host_fail(err, errlen, "%s: %s", path, why);
}

int measured_open(struct measured *m, const struct analysis *a,
		  char *const *paths, size_t npaths, int flags, char *err,
		  size_t errlen)
{
	size_t i;

	if (measured_begin(m, a, flags) != 0)
		return host_fail(err, errlen, "out of memory");
	m->measured = 1;
	for (i = 0; i < npaths; i++, m->nfiles++)
		if (read_one(m, paths[i], err, errlen) != 0) {
			measured_close(m);
			return -1;
		}
	if (measured_index_nodes(m) != 0) {
		measured_close(m);
		return host_fail(err, errlen, "out of memory");
	}
	return 0;
}


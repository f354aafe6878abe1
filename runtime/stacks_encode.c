/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The stacks file's encoder (docs/FORMAT.md, "The stacks file";
 * include/sys/gmon_stacks.h): the header, INFO, an OBJECT for the
 * executable and for each object the core knows, loaded or gone (its
 * last load, with the epochs it was mapped in), the port's STUB ranges,
 * the STACK records of every thread's table, each with its epoch, END.  Like the gmon.out encoder it streams through the
 * sink's buffer and never allocates, so that the exit path and a
 * dump-on-signal handler can both use it.
 *
 * END's counts are the sums of the STACK records as written: each
 * entry's count is read once, written, and added, so a file written
 * while other threads sample is consistent.
 */
#include "gmon_core.h"
#include "../include/sys/gmon_stacks.h"

#define P ((unsigned)sizeof(uintptr_t))

_Static_assert(GMON_EPOCH_LOADED == GMON_STACKS_STILL_LOADED,
	       "the core's epochs are the file's");
_Static_assert(GMON_OBJECT_ID_MAX <= 255 &&
	       GMON_OBJECT_PATH_MAX <= GMON_STACKS_PATH_MAX,
	       "every object's build ID and path fit an OBJECT record");

static void put_record(struct gmon_sink *s, unsigned tag, uint32_t size)
{
	gmon_put_u8(s, (uint8_t)tag);
	gmon_put_u32(s, size);
}

static void put_header(struct gmon_sink *s, unsigned hz)
{
	uint16_t one = 1;

	gmon_sink_put(s, GMON_STACKS_MAGIC, GMON_STACKS_MAGIC_SIZE);
	gmon_put_u8(s, *(const uint8_t *)&one ? GMON_STACKS_LITTLE
					      : GMON_STACKS_BIG);
	gmon_put_u8(s, (uint8_t)P);
	gmon_put_u16(s, GMON_STACKS_VERSION);
	gmon_put_u32(s, 0);
	put_record(s, GMON_STACKS_TAG_INFO, GMON_STACKS_INFO_SIZE);
	gmon_put_u32(s, hz);
	gmon_put_u32(s, GMON_STACK_DEPTH);
}

static size_t path_length(const char *path)
{
	size_t n = 0;

	while (path[n] != '\0' && n < GMON_STACKS_PATH_MAX)
		n++;
	return n;
}

/* The stacks file's kinds are the port interface's, in its order. */
static unsigned object_kind(enum gmon_object_kind k)
{
	switch (k) {
	case GMON_OBJECT_MAIN: return GMON_STACKS_OBJ_MAIN;
	case GMON_OBJECT_LOADER: return GMON_STACKS_OBJ_LOADER;
	case GMON_OBJECT_VDSO: return GMON_STACKS_OBJ_VDSO;
	default: return GMON_STACKS_OBJ_LIBRARY;
	}
}

/* One OBJECT of one range, mapped in the epochs [load, unload). */
static void put_object(struct gmon_sink *s, const struct gmon_object_share *o)
{
	size_t len = path_length(o->path);

	put_record(s, GMON_STACKS_TAG_OBJECT,
		   (uint32_t)GMON_STACKS_OBJECT_SIZE(P, 1, o->build_id_len,
						     len));
	gmon_put_u32(s, o->load_epoch);
	gmon_put_u32(s, o->unload_epoch);  /* GMON_EPOCH_LOADED: STILL_LOADED */
	gmon_put_u8(s, (uint8_t)object_kind(o->kind));
	gmon_put_u8(s, (uint8_t)o->build_id_len);
	gmon_put_u16(s, (uint16_t)len);
	gmon_put_u16(s, 1);
	gmon_put_addr(s, o->bias);
	gmon_put_addr(s, o->low);
	gmon_put_addr(s, o->high);
	gmon_sink_put(s, o->build_id, o->build_id_len);
	gmon_sink_put(s, o->path, len);
}

static void put_objects(struct gmon_sink *s, const struct gmon_stacks_image *img)
{
	const struct gmon_object *o = NULL;
	struct gmon_object_share sh;

	if (img->main.high > img->main.low)
		put_object(s, &img->main);
	if (!img->with_objects)
		return;
	while ((o = gmon_objects_next(o, &sh)) != NULL)
		if (sh.high > sh.low && sh.kind != GMON_OBJECT_MAIN)
			put_object(s, &sh);
}

/* The stubs' ranges where the port's walk keeps the STUB promise. */
static void put_stubs(struct gmon_sink *s)
{
	uintptr_t low[4], high[4];
	unsigned i, n = gmon_port_stub_ranges(low, high, 4);

	for (i = 0; i < n; i++) {
		put_record(s, GMON_STACKS_TAG_STUB, GMON_STACKS_STUB_SIZE(P));
		gmon_put_u8(s, GMON_STACKS_STUB_MCOUNT);
		gmon_put_addr(s, low[i]);
		gmon_put_addr(s, high[i]);
	}
}

static void put_stack(struct gmon_sink *s, const struct gmon_stack *st)
{
	unsigned i;

	put_record(s, GMON_STACKS_TAG_STACK,
		   (uint32_t)GMON_STACKS_STACK_SIZE(P, st->nframes));
	gmon_put_u32(s, st->thread);
	gmon_put_u32(s, st->epoch);
	gmon_put_u64(s, st->count);
	gmon_put_u8(s, (uint8_t)st->flags);
	gmon_put_u16(s, (uint16_t)st->nframes);
	for (i = 0; i < st->nframes; i++)
		gmon_put_addr(s, st->frames[i]);
}

int gmon_stacks_encode(const struct gmon_stacks_image *img,
		       struct gmon_sink *out)
{
	struct gmon_stack_cursor c = { 0 };
	struct gmon_stack st;
	uint64_t nstacks = 0, samples = 0;

	out->error = 0;
	out->fill = 0;
	put_header(out, img->hz);
	put_objects(out, img);
	put_stubs(out);
	while (gmon_stacks_next(&c, &st)) {
		put_stack(out, &st);
		nstacks++;
		samples += st.count;
	}
	put_record(out, GMON_STACKS_TAG_END, GMON_STACKS_END_SIZE);
	gmon_put_u64(out, nstacks);
	gmon_put_u64(out, samples);
	gmon_put_u64(out, gmon_stacks_dropped(1));
	gmon_sink_flush(out);
	return out->error;
}

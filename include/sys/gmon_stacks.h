/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * libgmon: the stacks file, the call stacks sampled at each tick, written
 * beside gmon.out (gmon.stacks, or PREFIX-stacks.PID with
 * GMON_OUT_PREFIX).  docs/FORMAT.md ("The stacks file") describes every
 * field; this header gives the constants both the runtime's writer and
 * the host's reader use.  Freestanding: macros only.
 *
 * Layout: a 16-byte header, then records of one tag byte, a 4-byte body
 * length and the body, in this order: one INFO, any OBJECT and STUB
 * records, any STACK records, one END.  Integers are in the byte order
 * the header names, addresses as wide as it says; nothing is padded.
 */
#ifndef _LIBGMON_SYS_GMON_STACKS_H
#define _LIBGMON_SYS_GMON_STACKS_H

/* Header: magic, byte order, address size, version, flags (0). */
#define GMON_STACKS_MAGIC "gmonSTKS"	/* 8 bytes, no NUL */
#define GMON_STACKS_MAGIC_SIZE 8
#define GMON_STACKS_LITTLE 1		/* byte-order byte */
#define GMON_STACKS_BIG 2
#define GMON_STACKS_VERSION 1
#define GMON_STACKS_HDR_SIZE 16

/* Record framing: tag (1 byte) then the body's length (4 bytes). */
#define GMON_STACKS_REC_HDR_SIZE 5
/* No record body is longer: a reader refuses one that says it is. */
#define GMON_STACKS_REC_MAX (1u << 20)

#define GMON_STACKS_TAG_INFO 1
#define GMON_STACKS_TAG_OBJECT 2
#define GMON_STACKS_TAG_STUB 3
#define GMON_STACKS_TAG_STACK 4
#define GMON_STACKS_TAG_END 5

/* INFO: u32 hz, u32 depth_limit. */
#define GMON_STACKS_INFO_SIZE 8

/*
 * OBJECT, one per load of an object: u32 load_epoch, u32 unload_epoch,
 * u8 kind, u8 build_id_len, u16 path_len, u16 nranges, P bias, nranges
 * × (P low, P high), the build ID's bytes, the path's bytes (no NUL).
 */
#define GMON_STACKS_STILL_LOADED 0xffffffffu	/* unload_epoch */
#define GMON_STACKS_OBJ_MAIN 0		/* kind: the executable */
#define GMON_STACKS_OBJ_LIBRARY 1
#define GMON_STACKS_OBJ_LOADER 2	/* the dynamic loader */
#define GMON_STACKS_OBJ_VDSO 3
#define GMON_STACKS_PATH_MAX 4096
#define GMON_STACKS_RANGES_MAX 256
#define GMON_STACKS_OBJECT_SIZE(p, nranges, id_len, path_len) \
	(14 + (p) + 2 * (p) * (nranges) + (id_len) + (path_len))

/*
 * STUB: u8 kind, P low, P high.  A sample whose pc lies in [low, high)
 * was taken in libgmon's per-call code; its frame 1 is then the address
 * in the function whose entry called it.
 */
#define GMON_STACKS_STUB_MCOUNT 1
#define GMON_STACKS_STUB_SIZE(p) (1 + 2 * (p))

/*
 * STACK: u32 thread, u32 epoch, u64 count, u8 flags, u16 nframes, then
 * nframes addresses, innermost first: the sampled pc, then return
 * addresses.
 */
#define GMON_STACKS_TRUNCATED 1		/* flags: outermost frames cut off */
#define GMON_STACKS_FRAMES_MAX 65535
#define GMON_STACKS_STACK_SIZE(p, nframes) (19 + (p) * (nframes))

/* END: u64 nstacks, u64 samples, u64 dropped. */
#define GMON_STACKS_END_SIZE 24

#endif

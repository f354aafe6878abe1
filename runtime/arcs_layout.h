/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The arc tables as the mcount stubs (runtime/arch/<arch>.S) see them:
 * offsets and sizes as plain defines, so that assembly can include this
 * file; arcs_table.h checks every one of them with a static assertion.
 *
 * What a stub does with them, on every architecture:
 *
 *   table = gmon_thread_table                the calling thread's, from TLS;
 *                                            NULL: return (see below)
 *   array = table->probe
 *   cell  = array cells + GMON_HOME(frompc, selfpc, array->mix,
 *                                   array->mask)      the arc's home cell
 *   walk the cells from there:
 *     cell->from == frompc && cell->self == selfpc:  count it, return
 *     cell->from == 0:  the arc is not here; if cell->self != 0, counting
 *                       is off: return; else call gmon_mcount()
 *
 * `off' is the one array with a cell whose callee is set and caller not;
 * an array's cell gets its caller first, its callee last.  So a stub
 * takes a cell for `off' only if it read the callee set and then,
 * after that, the caller still 0 (aarch64 reads both in one
 * instruction).  The other order loses calls: a signal handler that
 * takes the cell ending the walk, between the stub's reading its caller
 * (0) and its callee, makes the stub return without counting.
 *
 * The index is a multiplicative hash of both addresses,
 * ((selfpc * K) ^ frompc) * mix with the array's odd `mix', whose high
 * bits (from bit GMON_HOME_BIT up) pick the home cell: every bit of both
 * addresses reaches them (GMON_HOME below).  A plain sum (frompc +
 * selfpc), one to four instructions shorter, crowds whole programs onto
 * a few home cells:
 * generated code, many functions of one shape and size each calling
 * many others through pointers, has a few hundred distinct sums for
 * 40,000 arcs, all of them a multiple of the functions' size apart.  Nor
 * the call site alone: call sites that reach several functions through a
 * pointer carry 40 % of the SQLite shell's calls.  The array's mix sits
 * next to its mask, where the stubs load both (aarch64 at once).
 * The product is rotated, not shifted, so that an array of more home
 * cells than the bits above GMON_HOME_BIT number still uses them all;
 * riscv64 has no rotate and shifts, which is the same below 2^32 cells.
 * Arrays have spare cells past the last home cell, so a walk never
 * wraps around.
 *
 * Counting is one step that no signal handler can split: on x86 an add
 * to memory (add/adc for i386's 64-bit count); on the load/store
 * architectures a load, add and store with the table's busy word set to
 * the stub's stack pointer (a stub that finds it set calls C, which
 * counts atomically; see arcs.c).
 *
 * Before thread-local storage is set up: the loader runs ifunc resolvers
 * (GCC's target_clones makes them) as it relocates, and one compiled
 * with -pg calls mcount then.  A dynamic program's TLS block is still
 * zero (the table reads as NULL); a static program's thread pointer is
 * not even set, so x86-64, where static programs are common, first
 * checks gmon_tls_ready (arcs.c), set once counting starts, and the
 * other stubs check the table for NULL (a static program's resolvers
 * compiled with -pg there are not supported).
 *
 * GMON_SHARED: defined when the runtime is built into a shared object
 * (a preloadable libgmon.so).  The stubs then reach gmon_thread_table
 * with the initial-exec TLS model instead of local-exec, and may be
 * entered through a PLT (ppc64le sets up its TOC pointer).  Everything
 * else is the same; C uses the same model through GMON_THREAD_LOCAL
 * (gmon_core.h).
 *
 * GMON_NO_TLS: a port without threads (bare metal) keeps
 * gmon_thread_table in an ordinary variable.
 *
 * `mcount' stays a strong symbol, although the C library's is weak: a
 * program's own mcount (a counter variable, or a C function) would be
 * called by every -pg function with mcount's register conventions and
 * break the program at its first call, so a link error that names it is
 * the kinder outcome.  (monitor(), profil() and the like are weak: see
 * gmon_core.h.)
 */
#ifndef GMON_ARCS_LAYOUT_H
#define GMON_ARCS_LAYOUT_H

#define GMON_PTR	__SIZEOF_POINTER__

/* struct table: the first two fields are the stubs' */
#define GMON_TABLE_PROBE	0		/* struct array *: what to walk */
#define GMON_TABLE_BUSY		GMON_PTR	/* load/store stubs: sp, or 0 */

/* struct array: a header, then the cells */
#define GMON_ARRAY_MASK		0		/* (capacity - 1) * cell size */
#define GMON_ARRAY_MIX		GMON_PTR	/* GMON_MIX_FOR(log2 cells) */
#define GMON_ARRAY_CELLS	32		/* offset of the first cell */

/* struct cell */
#define GMON_CELL_FROM		0			/* 0: empty, ends a walk */
#define GMON_CELL_SELF		GMON_PTR
#define GMON_CELL_COUNT		(2 * GMON_PTR)		/* 64 bits, the stubs' */
#define GMON_CELL_SIZE		32
#define GMON_CELL_SHIFT		5			/* log2 of the size */

/*
 * The home cell's offset from the first cell, as every stub computes it
 * (the product wraps at the pointer's width): bits GMON_HOME_BIT and up
 * of ((selfpc * GMON_MIX_SELF) ^ frompc) * mix.  An array of 2^k home
 * cells has mix = GMON_MIX_FOR(k), 2^64 (or 2^32) over the golden ratio
 * shifted so that those k bits are the top k bits of a product by the
 * golden ratio itself, where a multiplicative hash spreads best (its
 * middle bits crowd some regular layouts onto a few cells).  The xor,
 * not a sum, keeps addresses that step together (a function calling
 * the next of the same shape) from stepping the key evenly.  32-bit
 * targets keep 20 bits of the product for the index, since their low
 * bits mix too little.
 */
#if GMON_PTR == 8
#define GMON_MIX	0x9e3779b97f4a7c15
#define GMON_HOME_BIT	32
#else
#define GMON_MIX	0x9e3779b1
#define GMON_HOME_BIT	12
#endif
#define GMON_HOME_SPAN	(8 * GMON_PTR - GMON_HOME_BIT)
#define GMON_MIX_FOR(k)						\
	(((uintptr_t)GMON_MIX >>					\
	  ((k) < GMON_HOME_SPAN ? GMON_HOME_SPAN - (k) : 0)) | 1)
/*
 * selfpc's multiplier.  x86 multiplies by an immediate, while the
 * thread's table is still being loaded, which takes one multiply off
 * the hot path's critical path (1.5 cycles a call on fib): x86-64's is
 * 2^32 over the golden ratio, sign-extended as imul does.  32-bit
 * targets use GMON_MIX itself (i386 as an immediate, arm from a
 * literal): a small array's mix has too few bits to spread selfpc
 * there.  The 64-bit others use the mix they load.
 */
#if defined(__x86_64__)
#define GMON_MIX_IMM		(-0x61c8864f)
#define GMON_MIX_SELF(mix)	((uintptr_t)GMON_MIX_IMM)
#elif GMON_PTR == 4
#define GMON_MIX_SELF(mix)	((uintptr_t)GMON_MIX)
#else
#define GMON_MIX_SELF(mix)	(mix)
#endif
#define GMON_HOME(from, self, mix, mask)				\
	(GMON_ROTATE(((self) * GMON_MIX_SELF(mix) ^ (from)) * (mix),	\
		     GMON_HOME_BIT - GMON_CELL_SHIFT) & (mask))
#define GMON_ROTATE(x, n) (((x) >> (n)) | ((x) << (8 * GMON_PTR - (n))))

/*
 * Bits of a return address that are not part of the address (ARM's
 * Thumb bit).  Cells keep the addresses as the stubs see them; the
 * writer clears these.
 */
#ifdef __arm__
#define GMON_PC_TAG	1
#else
#define GMON_PC_TAG	0
#endif

#endif

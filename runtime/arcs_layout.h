/*
 * The arc tables as the mcount stubs (runtime/arch/<arch>.S) see them:
 * offsets and sizes as plain defines, so that assembly can include this
 * file; arcs.c checks every one of them with a static assertion.
 *
 * What a stub does with them, on every architecture:
 *
 *   table = gmon_thread_table                the calling thread's, from TLS;
 *                                            NULL: return (see below)
 *   array = table->probe
 *   cell  = array cells + (((frompc + selfpc)
 *                           << (GMON_CELL_SHIFT - GMON_PC_SHIFT))
 *                          & array->mask)    the arc's home cell
 *   walk the cells from there:
 *     cell->from == frompc && cell->self == selfpc:  count it, return
 *     cell->from == 0:  the arc is not here; if cell->self != 0, counting
 *                       is off: return; else call gmon_mcount()
 *
 * The index is an add, a shift and a mask.  Not the call site alone:
 * call sites that reach several functions through a pointer carry 40 %
 * of the SQLite shell's calls, which would then queue behind one home
 * cell.  Arrays have spare cells past the last home cell, so a walk
 * never wraps around.
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
#define GMON_ARRAY_CELLS	32		/* offset of the first cell */

/* struct cell */
#define GMON_CELL_FROM		0			/* 0: empty, ends a walk */
#define GMON_CELL_SELF		GMON_PTR
#define GMON_CELL_COUNT		(2 * GMON_PTR)		/* 64 bits, the stubs' */
#define GMON_CELL_SIZE		32
#define GMON_CELL_SHIFT		5			/* log2 of the size */

/*
 * log2 of the alignment of a return address: call sites closer than
 * that cannot exist, so the index drops those bits.  Thumb's low bit
 * (set in Thumb return addresses) is shifted out of the index too.
 */
#if defined(__x86_64__) || defined(__i386__)
#define GMON_PC_SHIFT	0
#elif defined(__aarch64__) || defined(__powerpc64__)
#define GMON_PC_SHIFT	2
#else				/* arm (Thumb), riscv64 (compressed) */
#define GMON_PC_SHIFT	1
#endif

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

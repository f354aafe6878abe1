/*
 * What the x86-64 mcount fast path (runtime/arch/x86_64.S) knows of the
 * arc tables in arcs.c: field offsets, and the hash multiplier.  Plain
 * defines, so that assembly can include this; arcs.c checks them with
 * static assertions.
 */
#ifndef GMON_ARCS_LAYOUT_H
#define GMON_ARCS_LAYOUT_H

/* struct table */
#define GMON_TABLE_SLOT		0	/* struct gmon_arc *: the array */
#define GMON_TABLE_MASK		8	/* size_t: capacity - 1 */
#define GMON_TABLE_SHIFT	16	/* unsigned: 64 - log2(capacity) */
#define GMON_TABLE_BUSY		20	/* int: inside a count */
#define GMON_TABLE_PEND_DIRTY	24	/* int: nested calls left counts */

/* struct gmon_arc, one slot */
#define GMON_ARC_FROM		0
#define GMON_ARC_SELF		8	/* 0: empty slot */
#define GMON_ARC_COUNT		16
#define GMON_ARC_SIZE		24

/* A slot's index is ((from << 32 ^ self) * this) >> shift. */
#define GMON_ARC_HASH_MUL	0x9e3779b97f4a7c15

#endif

/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The function table GNU gprof (binutils 2.40) builds from a program's
 * symbols, rebuilt from an elf_image with the same rules, so that time
 * and calls land on the same names as in gprof's report:
 *
 *  - a symbol counts when BFD would class it `T' (global, in an
 *    executable section), `W' (weak, not an object: counted as global,
 *    wherever it lies) or `t' (local, in an executable section) whose
 *    name is not empty, has no `$', and has dots only in numeric
 *    suffixes (.NNN, .clone.NNN, .constprop.NNN), and does not start
 *    with __gnu_compiled;
 *  - sorted by address (functions before other symbols, globals before
 *    locals), one symbol per address: a global over a local, then a
 *    function over a non-function, then a name without a leading
 *    underscore (or with one instead of two);
 *  - each ends where the next begins; the last at the end of .text;
 *  - gprof's default exclusions (mcount and friends) get no time.
 *
 * A stripped object's .dynsym names only its exported functions, with
 * unexported (static) code between them: there a symbol with a size
 * ends at st_value + st_size, and the code from there to the next
 * symbol is an entry of its own, `<unexported code after NAME>', so
 * that its time and calls are not charged to NAME.  gprof refuses such
 * objects; a .symtab table keeps gprof's rules exactly.
 */
#ifndef GMON_SYMTAB_H
#define GMON_SYMTAB_H

#include "elf_image.h"

#include <stddef.h>
#include <stdint.h>

#define NO_ARC ((size_t)-1)
/* A gap entry's name, from the name of the function before it, and
 * the bytes it takes beyond that name's length (its NUL included). */
#define GAP_FORMAT "<unexported code after %s>"
#define GAP_EXTRA (sizeof GAP_FORMAT - 2)

/* A function's place in the call graph (see callgraph.h). */
struct cg_node {
	double child_time;	/* time propagated from descendants */
	double prop_fract, prop_self, prop_child;
	int print_flag;
	int top_order;		/* 0: not yet numbered, -1: being numbered */
	size_t cyc_head;	/* itself, or its cycle's header */
	size_t cyc_next;	/* next member of its cycle, or NO_ARC */
	int cyc_num;		/* cycle number, 0 if none */
	size_t children, parents;	/* arc lists (profile.h), or NO_ARC */
};

struct func {
	const char *name;
	uint64_t addr, end_addr;
	int is_static, is_func;
	int is_gap;		/* unexported code after f[i - 1] (.dynsym) */
	int excluded;		/* one of gprof's default exclusions */
	const char *file;	/* source file and line of the entry, if known */
	int line;
	double time;		/* samples credited, as gprof's hist.time */
	uint64_t ncalls;	/* calls from other functions (and self, until
				 * callgraph_build takes those out) */
	uint64_t self_calls;	/* recursive calls */
	struct cg_node cg;
};

struct func_table {
	struct func *f;		/* n functions by address, then cycle headers */
	size_t n, ncycles;
	char *cycle_names;	/* "<cycle N>" names of the headers */
	char *gap_names;	/* "<unexported code after NAME>" names */
	uint64_t last_high;	/* where the last function's samples end */
};

/* Returns 0, or -1 with a message (no function symbols at all). */
int func_table_build(const struct elf_image *img, struct func_table *t,
		     char *err, size_t errlen);
/* Index of the function whose range holds pc (gprof's sym_lookup), or
 * NO_ARC. */
size_t func_lookup(const struct func_table *t, uint64_t pc);
void func_table_free(struct func_table *t);

#endif

/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Unit tests of an mcount stub (runtime/arch/) against the core and the
 * test port: the stub single-stepped, a signal handler's counts coming
 * between any two of its instructions.  x86-64 only, the trap flag
 * being what single-steps it.
 */
#define _GNU_SOURCE 1
#include <criterion/criterion.h>
#include <signal.h>
#include <string.h>
#include <ucontext.h>

#include "testport.h"
#include "unit.h"
#include "arcs_layout.h"

#if defined(__x86_64__)

TestSuite(stub, .init = unit_setup);

/* The calling thread's table (arcs_layout.h), for white-box tests. */
extern _Thread_local char *gmon_thread_table;

/* The home cell of (from, self) in the calling thread's newest array. */
static char *home_cell(uintptr_t from, uintptr_t self)
{
	char *array = *(char **)(gmon_thread_table + GMON_TABLE_PROBE);
	uintptr_t mask = *(uintptr_t *)(array + GMON_ARRAY_MASK);
	uintptr_t mix = *(uintptr_t *)(array + GMON_ARRAY_MIX);

	return array + GMON_ARRAY_CELLS + GMON_HOME(from, self, mix, mask);
}

/* Whether the newest array has a cell for (from, self). */
static int known(uintptr_t from, uintptr_t self)
{
	for (char *c = home_cell(from, self);; c += GMON_CELL_SIZE) {
		uintptr_t f = *(uintptr_t *)(c + GMON_CELL_FROM);

		if (f == from && *(uintptr_t *)(c + GMON_CELL_SELF) == self)
			return 1;
		if (f == 0)
			return 0;
	}
}

/* Whether the home cell of (from, self) in the newest array is empty. */
static int home_is_empty(uintptr_t from, uintptr_t self)
{
	return *(uintptr_t *)(home_cell(from, self) + GMON_CELL_FROM) == 0;
}

/*
 * The x86-64 stub itself, entered as -mfentry code enters it, single
 * stepped (the trap flag), with a signal handler that at one chosen
 * instruction of it takes the cell the stub is looking at, as a handler
 * meeting a new arc of its own does; one trial for each instruction of
 * the stub up to its call of C.
 */
void __fentry__(void);

#define TRAP_FLAG 0x100

static struct {
	long target;		/* the stub's instruction to interrupt after */
	long steps;		/* the stub's instructions stepped so far */
	int in_stub;		/* from its entry to its call of C */
	uintptr_t end;		/* where the stub returns to: stop stepping */
	uintptr_t taken_from;	/* the handler's arc, or 0 */
} step;

#define TAKER_SELF 0x1f000

/*
 * If `p' is an empty home cell of the calling thread's newest array, a
 * new arc from the handler whose home it is; else 0.
 */
static uintptr_t arc_at_empty_cell(uintptr_t p)
{
	char *array = *(char **)(gmon_thread_table + GMON_TABLE_PROBE);
	uintptr_t mask = *(uintptr_t *)(array + GMON_ARRAY_MASK);
	uintptr_t cells = (uintptr_t)array + GMON_ARRAY_CELLS;

	if (p < cells || p - cells > mask || (p - cells) % GMON_CELL_SIZE ||
	    *(uintptr_t *)(p + GMON_CELL_FROM) != 0)
		return 0;
	for (uintptr_t from = 0x18000; from < 0x1f000; from += 4)
		if ((uintptr_t)home_cell(from, TAKER_SELF) == p &&
		    !known(from, TAKER_SELF))
			return from;
	return 0;
}

static void on_trap(int sig, siginfo_t *si, void *ucv)
{
	ucontext_t *uc = ucv;
	greg_t *r = uc->uc_mcontext.gregs;
	uintptr_t pc = (uintptr_t)r[REG_RIP];
	static const int regs[] = { REG_R10, REG_R11, REG_RAX, REG_RCX,
				    REG_RDX, REG_RSI, REG_RDI, REG_R8, REG_R9 };

	(void)sig;
	(void)si;
	if (pc == step.end) {
		r[REG_EFL] &= ~(greg_t)TRAP_FLAG;
		return;
	}
	if (pc == (uintptr_t)__fentry__)
		step.in_stub = 1;
	else if (pc == (uintptr_t)gmon_mcount)
		step.in_stub = 0;
	if (!step.in_stub || step.steps++ != step.target)
		return;
	for (size_t i = 0; i < sizeof regs / sizeof regs[0]; i++) {
		uintptr_t from = arc_at_empty_cell((uintptr_t)r[regs[i]]);

		if (from != 0) {
			gmon_mcount(from, TAKER_SELF, 0);
			step.taken_from = from;
			return;
		}
	}
}

/*
 * Call __fentry__ once, from `from', single stepped from just before the
 * call to its return; returns selfpc (where it returned to).
 */
static __attribute__((noinline)) uintptr_t stepped_fentry(uintptr_t from)
{
	uintptr_t self;

	__asm__ volatile(
		"leaq	1f(%%rip), %0\n\t"
		"movq	%0, %1\n\t"
		"subq	$128, %%rsp\n\t"	/* past the red zone */
		"pushq	%2\n\t"			/* frompc, at 8(%%rsp) in the stub */
		"pushfq\n\t"
		"orq	%3, (%%rsp)\n\t"
		"popfq\n\t"
		"call	__fentry__\n"
		"1:\taddq	$136, %%rsp"
		: "=&r"(self), "=m"(step.end)
		: "r"(from), "i"(TRAP_FLAG)
		: "rax", "rcx", "rdx", "rsi", "rdi", "r8", "r9", "r10", "r11",
		  "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6",
		  "xmm7", "xmm8", "xmm9", "xmm10", "xmm11", "xmm12", "xmm13",
		  "xmm14", "xmm15", "cc", "memory");
	return self;
}

/*
 * A handler that took the empty cell ending the stub's walk after the
 * stub had read its caller address (0) and before it read its callee
 * address saw an empty cell with a callee, which is how `off' (counting
 * stopped) looks, and returned: the call was lost.  It did 1 run in 270
 * of robust_test's storm program against musl
 * (signals/nested_handlers_while_the_table_grows).
 */
Test(stub, interrupted_anywhere_it_loses_no_call)
{
	struct sigaction sa = { .sa_sigaction = on_trap,
				.sa_flags = SA_SIGINFO };
	uintptr_t from = 0x10000, self;
	unsigned takes = 0;

	cr_assert_eq(sigaction(SIGTRAP, &sa, NULL), 0);
	gmon_arcs_capacity(256);	/* room for every trial's two arcs */
	gmon_arcs_start(0x10000, 0x20000, NULL);
	step.target = -1;
	self = stepped_fentry(from);	/* the thread's table, and selfpc */
	cr_assert_eq(tp_arc_total(from, self), 1);
	for (step.target = 0;; step.target++) {
		/* a new arc whose home cell is empty: a walk of one cell */
		do
			from += 8;
		while (!home_is_empty(from, self));
		cr_assert_lt(from, 0x18000);
		step.steps = 0;
		step.in_stub = 0;
		step.taken_from = 0;
		stepped_fentry(from);
		cr_assert_eq(tp_arc_total(from, self), 1,
			     "interrupted after instruction %ld of the stub",
			     step.target);
		if (step.taken_from != 0) {
			cr_assert_eq(tp_arc_total(step.taken_from, TAKER_SELF), 1);
			takes++;
		}
		if (step.steps <= step.target)
			break;		/* every instruction had its turn */
	}
	cr_assert_geq(takes, 3, "the handler took a cell %u times", takes);
	cr_assert_eq(gmon_arcs_lost(), 0);
}
#endif

/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * profil(2) for xv6, with the semantics of the Unix manual pages:
 *
 *   int profil(unsigned short *buf, unsigned long size,
 *              unsigned long offset, unsigned int scale);
 *
 * At every tick of the profiling clock (hart.c) that finds the process
 * in user mode at pc, the kernel adds one to the 16-bit bin
 * ((pc - offset) / 2) * scale / 65536 of the buffer, if that bin lies
 * in its `size' bytes; a bin stops at 65535.  Scale 0 or 1 turns
 * profiling off.  exec turns it off; after fork it stays on in parent
 * and child, the child counting into its own copy of the buffer.
 *
 * The buffer is the process's own memory, checked twice: profil()
 * fails (-1) unless every page of it is mapped, writable and the
 * process's, and every update looks the bin's page up again in the
 * process's page table and writes it through the kernel's mapping of
 * that physical page.  A bin whose page has gone (sbrk gave it back)
 * turns profiling off, as a fault in the update would on Unix: a bad
 * buffer can never reach the kernel's memory or another process's.
 *
 * The state lives here, one entry per slot of xv6's proc[] table; fork
 * (profil_fork) gives every new process its parent's, so a slot never
 * carries an ended process's state over.  A process's entry is written
 * only by the process itself (the system call, exec), by its parent's
 * fork before it runs, and by its own ticks: never two at once.
 */
#include "kernel/types.h"
#include "kernel/param.h"
#include "kernel/memlayout.h"
#include "kernel/riscv.h"
#include "kernel/spinlock.h"
#include "kernel/proc.h"
#include "kernel/defs.h"

struct profil {
	uint64 buf;	/* user address of the bins; 2-byte aligned */
	uint64 size;	/* bytes */
	uint64 offset;
	uint scale;	/* 0: off */
};

extern struct proc proc[NPROC];
static struct profil state[NPROC];

static struct profil *profil_of(struct proc *p)
{
	return &state[p - proc];
}

/* The kernel's address of user address va, if the process may write it. */
static ushort *user_word(pagetable_t pagetable, uint64 va)
{
	pte_t *pte;

	if (va >= MAXVA)
		return 0;
	pte = walk(pagetable, va, 0);
	if (pte == 0 || (*pte & (PTE_V | PTE_U | PTE_W)) !=
			(PTE_V | PTE_U | PTE_W))
		return 0;
	return (ushort *)(PTE2PA(*pte) + (va & (PGSIZE - 1)));
}

/* Whether [buf, buf + size) is writable memory of the process. */
static int user_buffer(struct proc *p, uint64 buf, uint64 size)
{
	uint64 va;

	if (buf + size < buf || buf + size > p->sz)
		return 0;
	for (va = PGROUNDDOWN(buf); va < buf + size; va += PGSIZE)
		if (user_word(p->pagetable, va) == 0)
			return 0;
	return 1;
}

uint64 sys_profil(void)
{
	struct proc *p = myproc();
	struct profil *s = profil_of(p);
	uint64 buf, size, offset;
	int scale;

	argaddr(0, &buf);
	argaddr(1, &size);
	argaddr(2, &offset);
	argint(3, &scale);
	if ((uint)scale <= GMON_XV6_PROFIL_OFF) {
		s->scale = 0;
		return 0;
	}
	if ((buf & 1) || !user_buffer(p, buf, size))
		return -1;
	s->scale = 0;	/* no tick between the fields */
	s->buf = buf;
	s->size = size;
	s->offset = offset;
	s->scale = (uint)scale;
	return 0;
}

void profil_fork(struct proc *parent, struct proc *child)
{
	*profil_of(child) = *profil_of(parent);
}

void profil_exec(struct proc *p)
{
	profil_of(p)->scale = 0;
}

void profil_tick(struct proc *p, uint64 pc)
{
	struct profil *s = profil_of(p);
	unsigned __int128 bin;
	ushort *word;

	if (s->scale == 0 || pc < s->offset)
		return;
	bin = (unsigned __int128)((pc - s->offset) / 2) * s->scale / 65536;
	if (bin >= s->size / 2)
		return;
	word = user_word(p->pagetable, s->buf + 2 * (uint64)bin);
	if (word == 0)
		s->scale = 0;	/* the update would fault: off */
	else if (*word != 0xffff)
		(*word)++;
}

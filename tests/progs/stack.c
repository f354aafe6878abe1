/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Code that runs with its stack pointer at the very top of a mapping,
 * right below a PROT_NONE page, as a coroutine does the moment it has
 * switched stacks: the tick handler must not read above it.
 *   prog SECONDS   spin that long (CPU) in spin_at_top(); prints it
 * x86-64 and i386 (the stack switch is a few instructions of assembly).
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#include "cputime.h"

#define NOINLINE __attribute__((noinline))

/* n rounds of a loop that touches no memory, on the stack at `top'. */
NOINLINE void spin_at_top(void *top, unsigned long n)
{
#if defined(__x86_64__)
	__asm__ volatile("mov %%rsp, %%rbx\n\t"
			 "mov %[top], %%rsp\n"
			 "1:\n\t"
			 "dec %[n]\n\t"
			 "jnz 1b\n\t"
			 "mov %%rbx, %%rsp"
			 : [n] "+r"(n) : [top] "r"(top) : "rbx", "memory", "cc");
#elif defined(__i386__)
	__asm__ volatile("mov %%esp, %%edi\n\t"
			 "mov %[top], %%esp\n"
			 "1:\n\t"
			 "dec %[n]\n\t"
			 "jnz 1b\n\t"
			 "mov %%edi, %%esp"
			 : [n] "+r"(n) : [top] "r"(top) : "edi", "memory", "cc");
#else
#error "stack.c: no stack switch for this architecture"
#endif
}

int main(int argc, char **argv)
{
	double seconds = argc > 1 ? strtod(argv[1], NULL) : 0.5, used;
	long page = sysconf(_SC_PAGESIZE);
	size_t size = 64 * 1024;	/* room for the signal frames */
	char *base = mmap(NULL, size + (size_t)page, PROT_READ | PROT_WRITE,
			  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (base == MAP_FAILED ||
	    mprotect(base + size, (size_t)page, PROT_NONE) != 0) {
		perror("stack: mmap");
		return 1;
	}
	BURN_CPU(seconds, used, 1, spin_at_top(base + size, 200000));
	printf("%.3f\n", used);
	return 0;
}

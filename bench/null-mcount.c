/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The floor: profiling entry points that return at once.  Linked in
 * place of libgmon.a (with the C library's plain start file in place of
 * gcrt1.o), a -pg program then pays only for the call itself and the
 * frame pointer -pg forces, which no mcount can avoid.  Built without
 * -pg, each is a bare return that touches no register.
 *
 * Each starts a page of its own, as a real mcount lies in a library or
 * a part of the program other than its callers' pages.  On hardware
 * that changes nothing measurable; under qemu-user a call to another
 * page costs a lookup in the emulator's code cache that a call within
 * the page does not (it chains the two translated blocks directly), so
 * a floor next to its callers would leave out a cost every mcount pays.
 *
 * 32-bit ARM's __gnu_mcount_nc must also pop the word its caller pushed
 * (the caller's lr) and return with lr holding it, which C cannot say.
 */
#define OWN_PAGE __attribute__((aligned(4096)))

void mcount(void);
void _mcount(void);
void __fentry__(void);

OWN_PAGE void mcount(void)
{
}

OWN_PAGE void _mcount(void)
{
}

OWN_PAGE void __fentry__(void)
{
}

#ifdef __arm__
__asm__(".syntax unified\n"
	".p2align 12\n"
	".globl __gnu_mcount_nc\n"
	".type __gnu_mcount_nc, %function\n"
	"__gnu_mcount_nc:\n"
	"	mov ip, lr\n"
	"	pop {lr}\n"
	"	bx ip\n"
	".size __gnu_mcount_nc, .-__gnu_mcount_nc\n");
#endif

/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Semihosting: the debugger (here qemu) performs file and console I/O
 * for the target.  Each port supplies semihost_call(), the one trap
 * instruction sequence of its architecture; the rest is shared.
 */
#ifndef PORT_SEMIHOST_H
#define PORT_SEMIHOST_H

#include <stdint.h>

#define SYS_OPEN 0x01
#define SYS_CLOSE 0x02
#define SYS_WRITE0 0x04
#define SYS_WRITE 0x05
#define SYS_REMOVE 0x0e
#define SYS_EXIT_EXTENDED 0x20
#define ADP_STOPPED_APPLICATION_EXIT 0x20026

/*
 * op in the first argument register; in the second, a block of
 * pointer-sized words (or, for SYS_WRITE0, the string itself).
 */
intptr_t semihost_call(uintptr_t op, const void *arg);

void semihost_puts(const char *s);
_Noreturn void semihost_exit(int status);

#endif

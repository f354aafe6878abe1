/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Between the shared bare-metal code (ports/bare/) and each board
 * (ports/<port>/).  A board supplies its start-up code, which sets up a
 * stack and calls port_main(); semihost_call() (semihost.h); and its
 * clock, gmon_port_clock_start/stop, whose tick interrupt calls
 * gmon_sample().  Its fault handlers call port_fault().
 */
#ifndef PORT_BOARD_H
#define PORT_BOARD_H

#include <stdint.h>

/* The default sample rate; make HZ=... overrides it. */
#ifndef PORT_HZ
#define PORT_HZ 1000
#endif

_Noreturn void port_main(void);
_Noreturn void port_fault(const char *what, uintptr_t cause, uintptr_t pc);

#endif

/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A port that does nothing, for linking the core's arc tables and an
 * mcount stub alone into a shared object (the port's functions are
 * hidden there, so they must be defined).
 */
#include "gmon_core.h"

void *gmon_port_alloc(size_t n) { (void)n; return NULL; }
uintptr_t gmon_port_thread_attach(void) { return 1; }
int gmon_port_thread_alive(uintptr_t id) { (void)id; return 1; }
int gmon_port_on_signal_stack(void) { return 1; }
uint64_t gmon_port_handlers_off(void) { return 0; }
void gmon_port_handlers_restore(uint64_t s) { (void)s; }
int gmon_arc_caller_known(uintptr_t pc) { (void)pc; return 1; }

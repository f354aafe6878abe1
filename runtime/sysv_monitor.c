/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * monitor(), the System V name, in an object of its own, so that the
 * archive links it only into a program that calls monitor() itself.
 * In api.o, which every program links for the start file's
 * __monstartup and _mcleanup, it would be in every program, which would
 * export it to shared libraries that define a monitor() of their own (a
 * common word) and take their calls.  Weak, as api.c's other names: a
 * program's own monitor() stays its own.  libgmon.so leaves it out for
 * the same reason: the programs it is preloaded into were linked
 * without it.
 */
#include "gmon_core.h"
#include "../include/mon.h"

__attribute__((weak)) int (monitor)(void *lowpc, void *highpc, WORD *buffer,
				    size_t bufsize, size_t nfunc)
{
	return gmon_monitor(lowpc, highpc, buffer, bufsize, nfunc);
}

/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The mark whose address names the calling thread: who holds a lock
 * word of gmon_core.h (gmon_own_lock()), who writes the profile.  A byte
 * of thread-local storage, never read or written; with -DGMON_NO_TLS
 * one byte for the one thread.  At the bottom of the core with the
 * messages: every layer that takes a lock word refers to it.
 */
#include "gmon_core.h"

GMON_THREAD_LOCAL char gmon_thread_mark;

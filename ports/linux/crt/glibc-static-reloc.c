/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * gcrt1.o is built from the C library's PIC start file, Scrt1.o, so that
 * one start file serves PIE, non-PIE and -static links, as the C
 * library's own gcrt1.o does.  A -static (non-PIE) link then still
 * references glibc's _dl_relocate_static_pie, whose libc.a version needs
 * _DYNAMIC; a static non-PIE program has nothing to relocate, so an
 * empty one is right.  (grcrt1.o, for -static-pie, does not get this.)
 */
__attribute__((weak, visibility("hidden"))) void _dl_relocate_static_pie(void);

void _dl_relocate_static_pie(void)
{
}

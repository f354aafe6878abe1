/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A stripped file's separate debug file, found as gdb and perf find it,
 * with elfutils' libdwfl: by build ID (DIR/.build-id/xx/yyyy.debug), by
 * its .gnu_debuglink name (beside the file, in its .debug/ and under
 * DIR followed by the file's directory), and from a debuginfod server
 * where DEBUGINFOD_URLS names one (libdw loads libdebuginfod then).  A
 * file found by name is taken only if its build ID (or, without one,
 * its CRC) matches.
 */
#ifndef GMON_DEBUGINFO_H
#define GMON_DEBUGINFO_H

/*
 * Where to look, in elfutils' syntax (its tools' --debuginfo-path):
 * directories separated by colons, "" the file's own directory, a
 * relative one under the file's; NULL (the default) is
 * ":.debug:/usr/lib/debug".  The string is kept, not copied.
 */
void debuginfo_set_path(const char *path);

/* The path of the debug file of the ELF file at `path', to free(), or
 * NULL if there is none. */
char *debuginfo_find(const char *path);

#endif

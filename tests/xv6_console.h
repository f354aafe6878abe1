/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A scripted console session with a program (qemu running xv6): start
 * it with its standard input and output on pipes, type lines, wait for
 * what it prints.  Everything it prints goes to a transcript too.
 */
#ifndef GMON_XV6_CONSOLE_H
#define GMON_XV6_CONSOLE_H

struct console;

/* Run argv[0] (found on PATH); NULL on failure. */
struct console *console_start(char *const argv[], const char *transcript);

/*
 * Read until `marker' has been printed, at most `seconds' of wall time.
 * Returns what came before it (malloc'd; the marker is consumed), or
 * NULL on timeout or end of output.
 */
char *console_wait(struct console *c, const char *marker, int seconds);

/* Type `line' and a newline. */
int console_type(struct console *c, const char *line);

/* Kill the program and reap it; the transcript is closed. */
void console_stop(struct console *c);

#endif

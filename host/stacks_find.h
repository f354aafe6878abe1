/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Where a process's stacks file is, from the name of a profile it
 * wrote (docs/FORMAT.md, "Its name"): gmon.out gives gmon.stacks, p.PID
 * gives p-stacks.PID, and an object's profile the process's one:
 * gmon.NAME.out gives gmon.stacks, p.NAME.PID gives p-stacks.PID; a
 * launcher's rank stays (gmon.rank3.out: gmon.rank3.stacks, p.rank3.PID:
 * p-stacks.rank3.PID; a spawned job's gmon.rank3.spawnPID.out:
 * gmon.rank3.spawnPID.stacks).  The same names as ports/linux/output.c's.
 */
#ifndef GMON_STACKS_FIND_H
#define GMON_STACKS_FIND_H

/* The stacks file beside profile `path' (malloc'd), or NULL if there is
 * none. */
char *stacks_beside(const char *path);

/* 1 if the file at path is a stacks file (begins with its magic); a
 * pipe or device is not looked at, and is not one. */
int stacks_file_is(const char *path);

#endif

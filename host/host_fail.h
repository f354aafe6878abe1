/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* The error convention of host/: a message into the caller's buffer. */
#ifndef GMON_HOST_FAIL_H
#define GMON_HOST_FAIL_H

#include <stddef.h>

/* printf `fmt' into err (at most len bytes); returns -1. */
int host_fail(char *err, size_t len, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

#endif

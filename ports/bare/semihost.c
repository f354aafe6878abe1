/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The libgmon output sink and diagnostics over semihosting.  qemu opens
 * the file relative to its own working directory, so gmon.out lands
 * where qemu was started.
 */
#include "gmon_core.h"
#include "semihost.h"

#define MODE_WB 5	/* fopen-style "wb" in semihosting's mode table */

static const char out_name[] = "gmon.out";
static intptr_t out_fd = -1;

/* Text to qemu's standard error. */
void semihost_puts(const char *s)
{
	semihost_call(SYS_WRITE0, s);
}

/*
 * SYS_EXIT_EXTENDED carries the status on 32- and 64-bit targets alike
 * (plain SYS_EXIT drops it on 32-bit ARM); qemu exits with it.
 */
_Noreturn void semihost_exit(int status)
{
	uintptr_t block[2] = { ADP_STOPPED_APPLICATION_EXIT, (uintptr_t)status };

	for (;;)
		semihost_call(SYS_EXIT_EXTENDED, block);
}

void gmon_port_message(const char *msg)
{
	semihost_puts(msg);
	semihost_puts("\n");
}

/* One image: only the main profile is ever written. */
int gmon_port_out_open(const char *object, unsigned nth)
{
	uintptr_t block[3] = { (uintptr_t)out_name, MODE_WB,
			       sizeof out_name - 1 };

	(void)object;
	(void)nth;
	out_fd = semihost_call(SYS_OPEN, block);
	if (out_fd == -1) {
		gmon_port_message("libgmon: cannot open gmon.out on the host");
		return GMON_EIO;
	}
	return 0;
}

/* SYS_WRITE returns the number of bytes it did not write. */
int gmon_port_out_write(const void *buf, size_t len)
{
	const unsigned char *p = buf;

	while (len > 0) {
		uintptr_t block[3] = { (uintptr_t)out_fd, (uintptr_t)p, len };
		intptr_t left = semihost_call(SYS_WRITE, block);

		if (left < 0 || (size_t)left >= len)
			return GMON_ENOSPC;	/* no progress: give up */
		p += len - (size_t)left;
		len = (size_t)left;
	}
	return 0;
}

/* On error, remove the partial file so that gprof never reads it. */
int gmon_port_out_close(int error)
{
	uintptr_t block[2];
	int err = error;

	if (out_fd == -1)
		return error;
	block[0] = (uintptr_t)out_fd;
	if (semihost_call(SYS_CLOSE, block) != 0 && err == 0)
		err = GMON_EIO;
	out_fd = -1;
	if (err) {
		block[0] = (uintptr_t)out_name;
		block[1] = sizeof out_name - 1;
		semihost_call(SYS_REMOVE, block);
		gmon_port_message("libgmon: gmon.out not written");
	}
	return err;
}

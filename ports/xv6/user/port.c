/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The port interface for xv6's user programs (one thread each, one
 * image; ports/bare/ has those functions): memory from sbrk, the
 * profile written with open and write, and for a clock the kernel's
 * profil(2).
 *
 * The clock: while it runs, the kernel counts the program's ticks in a
 * buffer of ours, one bin per 2 bytes of text (scale 0x10000); when it
 * stops (moncontrol(0), exit) the bins go to the core's histogram with
 * gmon_sample_late(), as ticks that came due while the program ran.
 *
 * A process that fork made writes gmon.PID.out, the one that started
 * profiling gmon.out, in the directory where it is at exit; like glibc's,
 * a fork child's profile holds what its parent counted before the fork.
 */
#include "kernel/types.h"
#include "kernel/fcntl.h"
#include "user/user.h"

#include "port.h"
#include "gmon_xv6.h"

extern char __gmon_etext[];	/* the end of the text: xv6.mk */

/*
 * xv6 writes each write() in transactions of at most 3 KB: the profile
 * goes out in blocks of that size, not in the core's 512-byte pieces.
 */
#define OUT_BLOCK 3072

static int first_pid;		/* the process that started profiling */
static char out_name[32];
static int out_fd = -1;
static char out_buf[OUT_BLOCK];
static int out_fill;
static unsigned short *ticks;	/* the kernel's bins */

void gmon_port_init(struct gmon_config *cfg)
{
	cfg->hz = GMON_XV6_HZ;
	cfg->stacks = 0;	/* ports/bare/no_stacks.c */
	first_pid = getpid();
}

/* Zeroed, 16-byte aligned, from sbrk: the program's malloc shares it. */
void *gmon_port_alloc(size_t size)
{
	char *p, *end;
	uint64 pad;

	if (size > 0x40000000)
		return 0;
	p = sbrk(0);
	pad = (16 - ((uint64)p & 15)) & 15;
	p = sbrk((int)(pad + size));
	if (p == (char *)-1)
		return 0;
	p += pad;
	for (end = p + size; end > p;)	/* sbrk may hand out a used page */
		*--end = 0;
	return p;
}

void gmon_port_free(void *p, size_t size)
{
	(void)p;
	(void)size;
}

static uint64 text_bytes(void)
{
	return ((uint64)__gmon_etext + 1) & ~(uint64)1;
}

unsigned gmon_port_clock_start(unsigned hz)
{
	(void)hz;	/* the kernel's clock has one rate */
	if (ticks == 0)
		ticks = gmon_port_alloc(text_bytes());
	if (ticks == 0 || profil(ticks, text_bytes(), 0, 0x10000) != 0)
		return 0;
	return GMON_XV6_HZ;
}

void gmon_port_clock_stop(void)
{
	uint64 i;

	if (ticks == 0)
		return;
	profil(0, 0, 0, 0);
	for (i = 0; i < text_bytes() / 2; i++)
		if (ticks[i] != 0) {
			gmon_sample_late(2 * i, ticks[i]);
			ticks[i] = 0;
		}
}

void gmon_port_clock_report(void)
{
}

static void say(const char *a, const char *b, const char *c)
{
	fprintf(2, "libgmon: %s%s%s\n", a, b, c);
}

void gmon_port_message(const char *msg)
{
	fprintf(2, "%s\n", msg);
}

static int last_error;

void gmon_port_set_errno(int err)
{
	last_error = err;
}

/* "gmon.out", or "gmon.PID.out" in a fork child. */
static void name_output(void)
{
	char digits[12], *d = digits + sizeof digits;
	int pid = getpid();

	if (pid == first_pid) {
		strcpy(out_name, "gmon.out");
		return;
	}
	*--d = '\0';
	do
		*--d = (char)('0' + pid % 10);
	while (pid /= 10);
	strcpy(out_name, "gmon.");
	strcpy(out_name + strlen(out_name), d);
	strcpy(out_name + strlen(out_name), ".out");
}

int gmon_port_out_open(const char *object, unsigned nth)
{
	(void)object;	/* one image */
	(void)nth;
	name_output();
	out_fill = 0;
	out_fd = open(out_name, O_CREATE | O_WRONLY | O_TRUNC);
	if (out_fd < 0) {
		say(out_name, ": cannot create it", "");
		return GMON_EIO;
	}
	return 0;
}

/*
 * xv6's write returns -1 unless it wrote everything: on a file, when
 * the disk is full or the file has reached xv6's largest size.
 */
static int flush(void)
{
	int n = out_fill;

	out_fill = 0;
	return n == 0 || write(out_fd, out_buf, n) == n ? 0 : GMON_ENOSPC;
}

int gmon_port_out_write(const void *buf, size_t len)
{
	const char *p = buf;

	while (len > 0) {
		size_t n = sizeof out_buf - (size_t)out_fill;

		if (n > len)
			n = len;
		memmove(out_buf + out_fill, p, (int)n);
		out_fill += (int)n;
		p += n;
		len -= n;
		if (out_fill == sizeof out_buf && flush() != 0)
			return GMON_ENOSPC;
	}
	return 0;
}

/* A profile cut short goes: gprof would read what is there. */
int gmon_port_out_close(int error)
{
	if (error == 0)
		error = flush();
	close(out_fd);
	out_fd = -1;
	if (error) {
		unlink(out_name);
		say(out_name, ": no space left on the disk (or the file "
		    "would be larger than xv6 allows); ", "profile not written");
	}
	return error;
}

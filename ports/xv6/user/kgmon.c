/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * kgmon: control the kernel's profile, as 4.4BSD's kgmon(8) does.
 *
 *   kgmon [-h] [-p] [-r] [-b]
 *
 *   -h  halt kernel profiling        -p  write the profile to kgmon.out
 *   -r  reset every count            -b  begin (resume) kernel profiling
 *
 * in that order, whatever the order given; then it says whether kernel
 * profiling runs.  It talks to the kernel through the kgmon device
 * (gmon_xv6.h), /dev/kgmon, which it makes the first time.  Read it on the
 * host with ports/xv6's xv6fs and gprof:
 *   riscv64-linux-gnu-gprof kernel/kernel kgmon.out
 */
#include "kernel/types.h"
#include "kernel/fcntl.h"
#include "user/user.h"

#include "gmon_xv6.h"

#define DEVICE "/dev/kgmon"
#define OUTPUT "kgmon.out"

static int device(void)
{
	int fd = open(DEVICE, O_RDWR);

	if (fd < 0) {
		mkdir("/dev");
		if (mknod(DEVICE, KGMON_MAJOR, 0) == 0)
			fd = open(DEVICE, O_RDWR);
	}
	if (fd < 0) {
		fprintf(2, "kgmon: cannot open %s\n", DEVICE);
		exit(1);
	}
	return fd;
}

static int send(int fd, char c)
{
	if (write(fd, &c, 1) != 1) {
		fprintf(2, "kgmon: the kernel refused '%c'\n", c);
		return -1;
	}
	return 0;
}

/*
 * The profile the kernel took at `p', into kgmon.out, in blocks of 3 KB:
 * what xv6 writes in one transaction.
 */
static int save(int fd)
{
	static char buf[3072];
	int out, n, total = 0;

	out = open(OUTPUT, O_CREATE | O_WRONLY | O_TRUNC);
	if (out < 0) {
		fprintf(2, "kgmon: cannot create %s\n", OUTPUT);
		return -1;
	}
	while ((n = read(fd, buf, sizeof buf)) > 0) {
		if (write(out, buf, n) != n) {
			close(out);
			unlink(OUTPUT);
			fprintf(2, "kgmon: %s: no space left on the disk; "
				"not written\n", OUTPUT);
			return -1;
		}
		total += n;
	}
	close(out);
	if (n < 0 || total == 0) {
		unlink(OUTPUT);
		fprintf(2, "kgmon: no profile from the kernel\n");
		return -1;
	}
	printf("kgmon: %d bytes written to %s\n", total, OUTPUT);
	return 0;
}

static void say_state(int fd)
{
	char buf[64];
	int n;

	if (send(fd, KGMON_STATE) != 0)
		return;
	while ((n = read(fd, buf, sizeof buf)) > 0)
		write(1, buf, n);
}

int main(int argc, char **argv)
{
	int halt = 0, dump = 0, reset = 0, begin = 0, fd, i, status = 0;

	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "-h") == 0)
			halt = 1;
		else if (strcmp(argv[i], "-p") == 0)
			dump = 1;
		else if (strcmp(argv[i], "-r") == 0)
			reset = 1;
		else if (strcmp(argv[i], "-b") == 0)
			begin = 1;
		else {
			fprintf(2, "usage: kgmon [-h] [-p] [-r] [-b]\n");
			exit(2);
		}
	}
	fd = device();
	if (halt && send(fd, KGMON_HALT) != 0)
		status = 1;
	if (dump && (send(fd, KGMON_PROFILE) != 0 || save(fd) != 0))
		status = 1;
	if (reset && send(fd, KGMON_RESET) != 0)
		status = 1;
	if (begin && send(fd, KGMON_BEGIN) != 0)
		status = 1;
	say_state(fd);
	close(fd);
	exit(status);
}

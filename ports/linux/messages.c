/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The port's messages: one line each, to the standard error the program
 * was started with, and the reasons a profile could not be written.
 * Calls only process.c.
 */
#define _GNU_SOURCE
#include "linux.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

/*
 * Where messages go: the standard error the program was started with.
 * With GMON_VERBOSE it is a copy taken at start, since the report comes
 * at exit, after programs that close their standard streams in an exit
 * handler (GNU coreutils) did so; else descriptor 2.  Either is used
 * only while it still is that file: a daemon that closes every
 * descriptor and opens its own files gets one of them on 2 (or on the
 * copy's number), and a message there would end up in its data.
 */
static int message_fd = STDERR_FILENO;
static int stderr_noted;	/* start_dev and start_ino are known */
static int stderr_open;		/* 2 was open at start */
static dev_t start_dev;
static ino_t start_ino;

void gmon_linux_messages_start(void)
{
	struct stat st;

	stderr_open = fstat(STDERR_FILENO, &st) == 0;
	if (stderr_open) {
		start_dev = st.st_dev;
		start_ino = st.st_ino;
	}
	stderr_noted = 1;
}

static int is_start_stderr(int fd)
{
	struct stat st;

	return stderr_open && fstat(fd, &st) == 0 && st.st_dev == start_dev &&
	       st.st_ino == start_ino;
}

void gmon_linux_messages_keep_stderr(void)
{
	int fd;

	if (!stderr_open || (fd = sys_dup_cloexec(STDERR_FILENO, 10)) < 0)
		return;
	message_fd = fd;
}

/*
 * The program's first stderr, the kept copy first; -1: it is gone.
 * (Before start-up has noted it, 2.)
 */
static int message_target(void)
{
	if (message_fd != STDERR_FILENO && is_start_stderr(message_fd))
		return message_fd;
	message_fd = STDERR_FILENO;
	return !stderr_noted || is_start_stderr(STDERR_FILENO) ? STDERR_FILENO
							      : -1;
}

/*
 * A fork child lets its copy go: a daemon points its stderr at
 * /dev/null, and a copy kept past that would hold whoever reads its
 * first stderr (a pipe, `$(prog)', a CI log) until it exits.  Only if
 * it still is the copy: the program may have closed that number and
 * opened a file of its own there, which is not ours to close.
 */
void gmon_linux_messages_after_fork(void)
{
	if (message_fd != STDERR_FILENO && is_start_stderr(message_fd))
		sys_close(message_fd);
	message_fd = STDERR_FILENO;
}

/*
 * A message to a pipe nobody reads any more (`prog 2>&1 | head -1')
 * must not end the program with SIGPIPE: the signal is blocked for the
 * write, and one the write raised is taken back before it is unblocked.
 */
static void write_message(int fd, const char *msg)
{
	uint64_t pipe_bit = SIGBIT(SIGPIPE), pending = 0;
	uint64_t old = gmon_linux_block_signals(pipe_bit);
	struct timespec now = { 0, 0 };
	long r1, r2;

	(void)sys_raw(SYS_rt_sigpending, (long)&pending, sizeof pending, 0, 0, 0);
	r1 = sys_raw(SYS_write, fd, (long)msg, (long)strlen(msg), 0, 0);
	r2 = sys_raw(SYS_write, fd, (long)"\n", 1, 0, 0);
	if ((r1 == -EPIPE || r2 == -EPIPE) && !(old & pipe_bit) &&
	    !(pending & pipe_bit))
		(void)sys_raw(SYS_rt_sigtimedwait, (long)&pipe_bit, 0,
			      (long)&now, sizeof pipe_bit, 0);
	gmon_port_handlers_restore(old);
}

void gmon_port_message(const char *msg)
{
	int fd = message_target();

	/* nothing to do if it fails: this is how failures are told */
	if (fd >= 0)
		write_message(fd, msg);
}

/*
 * The reason for a failed write of the profile, in the words every C
 * library uses; NULL for an error no profile write meets.  A table of
 * its own, not strerror(): it runs in signal handlers (GMON_SIGNALS,
 * GMON_DUMP_SIGNAL), where strerror() may translate and allocate, and it
 * reads the same on every C library.
 */
static const char *error_text(int err)
{
	static const struct { int err; const char *text; } texts[] = {
		{ EPERM, "Operation not permitted" },
		{ ENOENT, "No such file or directory" },
		{ EINTR, "Interrupted system call" },
		{ EIO, "Input/output error" },
		{ ENXIO, "No such device or address" },
		{ EBADF, "Bad file descriptor" },
		{ ENOMEM, "Cannot allocate memory" },
		{ EACCES, "Permission denied" },
		{ EBUSY, "Device or resource busy" },
		{ EEXIST, "File exists" },
		{ EXDEV, "Invalid cross-device link" },
		{ ENOTDIR, "Not a directory" },
		{ EISDIR, "Is a directory" },
		{ EINVAL, "Invalid argument" },
		{ ENFILE, "Too many open files in system" },
		{ EMFILE, "Too many open files" },
		{ ETXTBSY, "Text file busy" },
		{ EFBIG, "File too large" },
		{ ENOSPC, "No space left on device" },
		{ EROFS, "Read-only file system" },
		{ ENAMETOOLONG, "File name too long" },
		{ ELOOP, "Too many levels of symbolic links" },
		{ EOPNOTSUPP, "Operation not supported" },
		{ ESTALE, "Stale file handle" },
		{ EDQUOT, "Disk quota exceeded" },
	};
	size_t i;

	for (i = 0; i < GMON_COUNTOF(texts); i++)
		if (texts[i].err == err)
			return texts[i].text;
	return NULL;
}

void gmon_linux_file_message(const char *what, const char *path, int err,
			     const char *instead)
{
	const char *text = error_text(err), *then = instead ? "; writing " : "";
	const char *end = instead ? " instead" : "";
	char num[24];

	if (instead == NULL)
		instead = "";
	if (text)
		GMON_SAY(what, path, ": ", text, then, instead, end);
	else
		GMON_SAY(what, path, ": error ",
			 gmon_utoa((uint64_t)(unsigned)err, num + sizeof num),
			 then, instead, end);
}

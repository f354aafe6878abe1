/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The profile files: gmon.out for the main program and gmon.NAME.out
 * for a loaded object whose file name is NAME, or with GMON_OUT_PREFIX=p
 * p.PID and p.NAME.PID (where those cannot be written, gmon.out and
 * gmon.NAME.out, as glibc's runtime does).  A later, different object
 * with a name already taken gets NAME~2, NAME~3...: no file replaces
 * another's.
 *
 * A process an MPI launcher started as rank R (settings.c says which
 * variables tell) has "rankR." before the last part of each name:
 * gmon.rankR.out, gmon.NAME.rankR.out, p.rankR.PID, p.NAME.rankR.PID;
 * a rank of a spawned job (MPI_Comm_spawn), whose ranks count from 0
 * again, has "rankR.spawnPID." (gmon.rankR.spawnPID.out) when the name
 * has no PID of its own.  A job's ranks differ, so ranks on several hosts writing to one shared
 * directory never take each other's names (nor temporary files', which
 * are the name and more); a second job in the same directory replaces
 * the first's files, as a second run replaces gmon.out.
 *
 * Each file is written to a temporary file beside it (temps.c names
 * it) and renamed into place, so a reader never sees half a profile and
 * two processes never interleave; a file replaced keeps its mode and
 * group (keep_permissions()); an existing gmon.out that is a symbolic
 * link or has other hard links is left alone.  Where the directory
 * cannot be written but gmon.out can (made beforehand for a program
 * that runs as another user), it is written in place, as glibc does.
 * Both names are looked up in the directory as it was opened at the
 * start: the rename comes after the whole write, and a chdir() in
 * another thread meanwhile must not send it to another directory.
 *
 * A file size limit (RLIMIT_FSIZE) would end the program with SIGXFSZ
 * in the middle of its exit: where SIGXFSZ has its default action, a
 * profile is written up to the limit and no further, and the write
 * fails with EFBIG instead.  The signal's action is left alone for the
 * write: it is the whole process's, and another thread may install a
 * handler meanwhile.  A program that handles or ignores SIGXFSZ gets
 * what glibc's runtime gives it.
 */
#define _GNU_SOURCE
#include "linux.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* Room for the longest prefix plus ".<pid>" and ".tmp.<pid>.<random>". */
#define PATH_ROOM (PATH_MAX + 64)

static struct {
	int fd;
	int dir;		/* where path and temp are, or AT_FDCWD */
	char path[PATH_ROOM];	/* final name */
	char temp[PATH_ROOM];	/* written first, renamed at the end */
	size_t written;
	unsigned opened;	/* profiles begun, for the slow-write fault */
	int in_place;		/* fd is path itself: no rename */
	size_t room;		/* bytes the file size limit lets us write */
	int caller_errno;	/* errno when the profile was begun */
	pid_t pid;		/* the process that opened fd */
	int opening;		/* temp may exist, fd not yet set */
	int short_temp;		/* temp is DIR/gmon.tmp.<pid>.<seq> */
	int no_prefix;		/* GMON_OUT_PREFIX's file failed: gmon.out */
	int refused;		/* a set-id program's, where its user may not */
	char asked[PATH_ROOM];	/* GMON_OUT_PREFIX's name, when it failed */
	int stacks;		/* the stacks file: see set_paths() */
	int fell_back;		/* the main profile went to gmon.out: its
				   stacks file's fallback goes unsaid */
} out = { .fd = -1, .dir = AT_FDCWD };

static void append(char *dst, size_t cap, const char *s)
{
	size_t n = strlen(dst);

	while (*s && n + 1 < cap)
		dst[n++] = *s++;
	dst[n] = '\0';
}

/* "rankR." in a launcher's rank R, "rankR.spawnPID." in a spawned
 * job's (where `pid' is not NULL: the prefix's names end with the PID
 * anyway); nothing outside a launcher. */
static void append_rank(const char *pid)
{
	if (gmon_linux_settings.rank[0] == '\0')
		return;
	append(out.path, sizeof out.path, "rank");
	append(out.path, sizeof out.path, gmon_linux_settings.rank);
	append(out.path, sizeof out.path, ".");
	if (gmon_linux_settings.spawned && pid != NULL) {
		append(out.path, sizeof out.path, "spawn");
		append(out.path, sizeof out.path, pid);
		append(out.path, sizeof out.path, ".");
	}
}

/* "NAME." or "NAME~n." for a loaded object; nothing for the main program. */
static void append_object(const char *object, unsigned nth)
{
	char num[24];

	if (object == NULL)
		return;
	append(out.path, sizeof out.path, object);
	if (nth > 1) {
		append(out.path, sizeof out.path, "~");
		append(out.path, sizeof out.path,
		       gmon_utoa(nth, num + sizeof num));
	}
	append(out.path, sizeof out.path, ".");
}

static void set_paths(const char *object, unsigned nth)
{
	char num[24], suffix[GMON_LINUX_TEMP_SUFFIX];
	const char *pid = gmon_utoa((uint64_t)sys_getpid(), num + sizeof num);
	const char *prefix = out.no_prefix ? "" : gmon_linux_settings.out_prefix;

	out.path[0] = '\0';
	if (prefix[0]) {
		append(out.path, sizeof out.path, prefix);
		append(out.path, sizeof out.path, out.stacks ? "-stacks." : ".");
		append_object(object, nth);
		append_rank(NULL);
		append(out.path, sizeof out.path, pid);
	} else {
		append(out.path, sizeof out.path, "gmon.");
		append_object(object, nth);
		append_rank(pid);
		append(out.path, sizeof out.path, out.stacks ? "stacks" : "out");
	}
	out.temp[0] = '\0';
	append(out.temp, sizeof out.temp, out.path);
	if (out.short_temp) {
		char *slash = strrchr(out.temp, '/');

		*(slash ? slash + 1 : out.temp) = '\0';
		append(out.temp, sizeof out.temp, "gmon");
	}
	gmon_linux_temp_suffix(suffix);
	append(out.temp, sizeof out.temp, suffix);
}

/* `p' (path or temp) as named in out.dir */
static const char *in_dir(const char *p)
{
	const char *slash = strrchr(p, '/');

	return out.dir == AT_FDCWD || slash == NULL ? p : slash + 1;
}

/*
 * The directory the profile goes to, held open for the write.  Without
 * a descriptor to spare (EMFILE) the names stay relative to the current
 * directory.
 */
static void open_dir(void)
{
	char *slash = strrchr(out.path, '/');
	int fd;

	if (slash == NULL) {
		fd = sys_open(".", O_PATH | O_DIRECTORY | O_CLOEXEC, 0);
	} else if (slash == out.path) {
		fd = sys_open("/", O_PATH | O_DIRECTORY | O_CLOEXEC, 0);
	} else {
		*slash = '\0';
		fd = sys_open(out.path, O_PATH | O_DIRECTORY | O_CLOEXEC, 0);
		*slash = '/';
	}
	out.dir = fd >= 0 ? fd : AT_FDCWD;
}

static void close_dir(void)
{
	if (out.dir != AT_FDCWD)
		sys_close(out.dir);
	out.dir = AT_FDCWD;
}

/*
 * A set-id program writes only where its real user could write (the
 * kernel checks access() with the real IDs); not where the directory
 * could not be opened.
 */
static int real_user_may_write(void)
{
	return out.dir != AT_FDCWD && sys_faccessat(out.dir, ".", W_OK) == 0;
}

/*
 * gmon.out is replaced only if it is a plain file with one name: a
 * symbolic link or a hard link may lead somewhere the user did not mean.
 */
static int may_replace(const char *path)
{
	struct stat st;

	if (fstatat(out.dir, in_dir(path), &st, AT_SYMLINK_NOFOLLOW) != 0)
		return errno == ENOENT ? 0 : errno;
	if (!S_ISREG(st.st_mode) || st.st_nlink > 1)
		return EEXIST;
	return 0;
}

/* The directory is not ours to write: gmon.out itself may be. */
static int open_in_place(void)
{
	int err = may_replace(out.path);

	if (err != 0)
		return err;
	out.fd = sys_openat(out.dir, in_dir(out.path),
			    O_WRONLY | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0);
	if (out.fd < 0)
		return errno;
	out.in_place = 1;
	return 0;
}

/*
 * How much may be written before SIGXFSZ would end the process: the soft
 * file size limit, while SIGXFSZ has its default action.
 */
static size_t room_before_xfsz(void)
{
	struct sigaction now;
	struct rlimit lim;

	if (gmon_linux_sigaction(SIGXFSZ, NULL, &now) != 0 || now.sa_handler != SIG_DFL ||
	    getrlimit(RLIMIT_FSIZE, &lim) != 0 || lim.rlim_cur == RLIM_INFINITY ||
	    lim.rlim_cur >= (rlim_t)SIZE_MAX)
		return SIZE_MAX;
	return (size_t)lim.rlim_cur;
}

/*
 * The temporary file, by a name no other process has taken or can
 * predict (temps.c): a name taken is tried again with another.
 */
static int open_temp(const char *object, unsigned nth)
{
	int fd, tries = 0;

	for (;;) {
		fd = sys_openat(out.dir, in_dir(out.temp), O_WRONLY | O_CREAT |
				O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
		if (fd >= 0 || ++tries >= 100)
			return fd;
		/* a name that fits may not with ".tmp.<pid>.<random>" added */
		if (errno == ENAMETOOLONG && !out.short_temp)
			out.short_temp = 1;
		else if (errno != EEXIST)
			return fd;
		set_paths(object, nth);
	}
}

/*
 * A process that did not open the profile: fork() in a signal handler
 * that interrupted the write (glibc then runs no fork handlers), whose
 * child returns to the write.  The file is the parent's to finish: the
 * child's copy of the descriptor shares its offset.
 */
static int not_ours(void)
{
	return out.pid != sys_getpid();
}

/*
 * A profile still open when the next begins was being written when a
 * signal handler of this thread interrupted it to exit: the final write
 * takes its place, and its temporary file goes.  One a parent process
 * was writing when it forked is the parent's to finish, and its
 * descriptor was closed as the child began (gmon_linux_output_after_fork):
 * by now the number may be one of the child's own files.
 */
static void abandon_open(void)
{
	if (out.fd < 0 && out.opening && !not_ours())
		sys_unlinkat(out.dir, in_dir(out.temp));	/* interrupted as
							   open() returned */
	out.opening = 0;
	if (out.fd >= 0 && !not_ours()) {
		sys_close(out.fd);
		if (!out.in_place)
			sys_unlinkat(out.dir, in_dir(out.temp));
	}
	out.fd = -1;
	if (!not_ours())
		close_dir();
	out.dir = AT_FDCWD;
}

/*
 * A fork child's copy of a profile another thread of the parent was
 * writing: closed now, before the child can put a file of its own on
 * that number, which the close at the child's exit would then take.
 */
void gmon_linux_output_after_fork(void)
{
	if (not_ours()) {
		if (out.fd >= 0)
			sys_close(out.fd);
		close_dir();
	}
	out.fd = -1;
	out.dir = AT_FDCWD;
	out.opening = 0;
}

/*
 * A file name longer than a directory can hold (GMON_OUT_PREFIX's last
 * part, with ".PID" added): refused before the write, so that the
 * profile goes to gmon.out instead, rather than failing at the rename.
 */
static int last_name_too_long(const char *path)
{
	const char *slash = strrchr(path, '/');

	return strlen(slash ? slash + 1 : path) > NAME_MAX;
}

/* The profile's file, by the names set_paths() gives; 0 or an errno. */
static int open_profile(const char *object, unsigned nth)
{
	int err;

	out.short_temp = 0;
	set_paths(object, nth);
	out.in_place = 0;
	if (last_name_too_long(out.path))
		return ENAMETOOLONG;
	open_dir();
	if (gmon_linux_settings.secure && !real_user_may_write()) {
		close_dir();
		out.refused = 1;
		return EACCES;
	}
	gmon_linux_remove_stale_temps(out.dir, in_dir(out.path));
	out.opening = 1;
	__atomic_signal_fence(__ATOMIC_SEQ_CST);
	out.fd = open_temp(object, nth);
	__atomic_signal_fence(__ATOMIC_SEQ_CST);
	out.opening = 0;
	if (out.fd >= 0)
		return 0;
	err = errno;
	if ((err == EACCES || err == EPERM) && open_in_place() == 0)
		return 0;
	close_dir();
	return err;
}

/* A GMON_OUT_PREFIX longer than a path can be is refused, once, aloud. */
static void say_long_prefix(void)
{
	static size_t said;
	char num[24];

	if (gmon_linux_settings.long_prefix == 0 ||
	    said == gmon_linux_settings.long_prefix)
		return;
	said = gmon_linux_settings.long_prefix;
	GMON_SAY("GMON_OUT_PREFIX of ", gmon_utoa(said, num + sizeof num),
		 " bytes is longer than a path can be; writing gmon.out");
}

/*
 * Where GMON_OUT_PREFIX names a file that cannot be written (a directory
 * not made, a typo), the profile goes to gmon.out, as glibc's runtime
 * does, and one line says so.  (A set-id program has no prefix.)
 */
int gmon_port_out_open(const char *object, unsigned nth)
{
	int err;

	out.caller_errno = errno;
	abandon_open();
	out.pid = sys_getpid();
	out.written = 0;
	out.opened++;
	out.no_prefix = 0;
	out.refused = 0;
	say_long_prefix();
	err = open_profile(object, nth);
	if (err && gmon_linux_settings.out_prefix[0]) {
		memcpy(out.asked, out.path, sizeof out.asked);
		out.no_prefix = 1;
		if (open_profile(object, nth) == 0) {
			if (!out.stacks || !out.fell_back)
				gmon_linux_file_message("cannot write ",
							out.asked, err,
							out.path);
			err = 0;
		} else {
			memcpy(out.path, out.asked, sizeof out.path);
		}
	}
	if (err)
		gmon_linux_file_message(out.refused ? "not writing " :
					"cannot write ", out.path, err, NULL);
	if (object == NULL && !out.stacks)
		out.fell_back = out.no_prefix;
	out.room = room_before_xfsz();
	return err;
}

/*
 * The stacks file: gmon.stacks, or PREFIX-stacks.PID, named as the main
 * profile is (rank, fallback to gmon.stacks where the prefix's file
 * cannot be made) but never matched by gmon*.out nor by PREFIX.*.
 */
int gmon_port_out_open_stacks(void)
{
	int err;

	out.stacks = 1;
	err = gmon_port_out_open(NULL, 0);
	out.stacks = 0;
	return err;
}

int gmon_port_out_write(const void *buf, size_t len)
{
	const char *p = buf;

	while (len > 0) {
		ssize_t n;

		if (FAULT(FAULT_SLOW_WRITE) && out.opened == 1) {
			struct timespec slow = { 0, 400000000 };

			nanosleep(&slow, NULL);
		}
		if (FAULT(FAULT_BUSY_WRITE) && out.written == 0) {
			long long end = gmon_linux_clock_ns(
				CLOCK_THREAD_CPUTIME_ID) + 600000000LL;

			while (gmon_linux_clock_ns(CLOCK_THREAD_CPUTIME_ID) < end)
				;
		}
		if (FAULT(FAULT_ENOSPC) && out.written + len > 64) {
			errno = ENOSPC;
			return ENOSPC;
		}
		if (not_ours())		/* (right before: a sleep is above) */
			return EBADF;
		if (out.written >= out.room)
			return EFBIG;
		n = sys_write(out.fd, p, len < out.room - out.written ? len
						: out.room - out.written);
		if (n < 0) {
			if (errno == EINTR)
				continue;
			return errno;
		}
		p += n;
		len -= (size_t)n;
		out.written += (size_t)n;
	}
	return 0;
}


/*
 * A file that replaces another keeps its permissions: its mode bits and,
 * where this process may set it, its group.  Its owner is the process's
 * (only root may give a file away), as for any file a program makes;
 * written in place (a directory we may not write), gmon.out keeps all.
 */
static void keep_permissions(void)
{
	struct stat st;

	if (fstatat(out.dir, in_dir(out.path), &st, AT_SYMLINK_NOFOLLOW) != 0 ||
	    !S_ISREG(st.st_mode))
		return;
	(void)sys_fchown(out.fd, (uid_t)-1, st.st_gid);
	(void)sys_fchmod(out.fd, st.st_mode & 0777);
}

/*
 * The directory refuses the rename (a sticky one, where gmon.out is
 * another user's): the profile goes to NAME.PID beside it, as with
 * GMON_OUT_PREFIX=NAME, and one line says so.  0 once there.
 */
static int rename_beside(int refused)
{
	char num[24], beside[PATH_ROOM];

	beside[0] = '\0';
	append(beside, sizeof beside, out.path);
	append(beside, sizeof beside, ".");
	append(beside, sizeof beside,
	       gmon_utoa((uint64_t)sys_getpid(), num + sizeof num));
	if (strlen(beside) + 1 >= sizeof beside || may_replace(beside) != 0 ||
	    sys_renameat(out.dir, in_dir(out.temp), in_dir(beside)) != 0)
		return refused;
	gmon_linux_file_message("cannot replace ", out.path, refused, beside);
	return 0;
}

/* The file closed and, written whole, renamed into place. */
static int finish_file(int error)
{
	int err = error;

	if (not_ours()) {
		sys_close(out.fd);
		return error ? error : EBADF;
	}
	if (!out.in_place && err == 0)
		keep_permissions();
	if (sys_close(out.fd) != 0 && err == 0)
		err = errno;
	if (out.in_place) {
		if (err)
			gmon_linux_file_message("cannot write ", out.path, err, NULL);
		return err;
	}
	if (err == 0) {
		err = may_replace(out.path);
		if (err == 0 && sys_renameat(out.dir, in_dir(out.temp),
					     in_dir(out.path)) != 0)
			err = errno;
		if (err == EPERM || err == EACCES)
			err = rename_beside(err);
		if (err == 0)
			return 0;
	}
	if (err == EEXIST && error == 0)
		GMON_SAY("not replacing ", out.path,
			 ": it is a link or not a regular file");
	else if (err)
		gmon_linux_file_message("cannot write ", out.path, err, NULL);
	if (err)
		sys_unlinkat(out.dir, in_dir(out.temp));
	return err;
}

static int close_file(int error)
{
	int err;

	if (out.fd < 0)
		return error;
	err = finish_file(error);
	out.fd = -1;
	close_dir();
	return err;
}

/*
 * The caller's errno as it was: a profile written without error leaves
 * it alone, whatever the calls on the way set it to (ENOENT for a
 * gmon.out not there yet); the public functions set it where one failed.
 */
int gmon_port_out_close(int error)
{
	int err = close_file(error);

	errno = out.caller_errno;
	return err;
}

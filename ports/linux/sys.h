/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The port's system calls, made by number with the system call
 * instruction (arch/<arch>.h), never through the C library's names:
 * those names are not reserved.  A program may define a write() of its
 * own (a logging function), an open() and a close() (a game's doors), a
 * raise() (an interpreter's), a syscall() (a virtual machine's system
 * call dispatcher), or wrap one with ld --wrap for a test; libgmon,
 * linked into the program or preloaded before it, would call them, and
 * a correct one compiled with -pg would call mcount, which calls the
 * port: no end.  A clock of the program's own, or libfaketime's, would
 * feed the sampling clock other times than the kernel's.  glibc's
 * runtime calls internal names.  What the port still calls by name
 * (sigaction, setitimer, getrlimit, fstat, lstat, getauxval,
 * dl_iterate_phdr, the pthread and string functions) keeps the C
 * library's meaning in any program that works.
 *
 * Each returns what the C library's would: -1 with errno set on failure.
 * All are async-signal-safe.
 */
#ifndef GMON_LINUX_SYS_H
#define GMON_LINUX_SYS_H

#include GMON_ARCH_CONTEXT_H	/* gmon_linux_syscall6() */

#include <errno.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

/* A system call's result as the C library gives it: -errno is -1, errno. */
static inline long sys_result(long r)
{
	if ((unsigned long)r > -4096ul) {
		errno = (int)-r;
		return -1;
	}
	return r;
}

/*
 * System call n with five arguments at most (pass 0 for the others),
 * as the kernel answers: -errno on failure, errno left as it was (for
 * mcount's and the handler's calls, which must not change it).
 */
static inline long sys_raw(long n, long a, long b, long c, long d, long e)
{
	return gmon_linux_syscall6(n, a, b, c, d, e, 0);
}

/* The same as the C library answers: -1 and errno on failure. */
static inline long sys_call(long n, long a, long b, long c, long d, long e)
{
	return sys_result(sys_raw(n, a, b, c, d, e));
}

static inline ssize_t sys_write(int fd, const void *buf, size_t n)
{
	return sys_call(SYS_write, fd, (long)buf, (long)n, 0, 0);
}

static inline ssize_t sys_read(int fd, void *buf, size_t n)
{
	return sys_call(SYS_read, fd, (long)buf, (long)n, 0, 0);
}

/*
 * openat, which every architecture has (aarch64 and riscv64 have no
 * open), with O_LARGEFILE, which the C library's adds for a 32-bit
 * program (<fcntl.h> names it under _GNU_SOURCE, as the port's files
 * that open files are compiled; the start files open none).
 */
#ifdef O_LARGEFILE
#define GMON_O_LARGEFILE O_LARGEFILE
#else
#define GMON_O_LARGEFILE 0
#endif
/* The *at calls name a file in directory `dir' (AT_FDCWD: the current one). */
static inline int sys_openat(int dir, const char *path, int flags, mode_t mode)
{
	return (int)sys_call(SYS_openat, dir, (long)path,
			     flags | GMON_O_LARGEFILE, (long)mode, 0);
}

static inline int sys_open(const char *path, int flags, mode_t mode)
{
	return sys_openat(AT_FDCWD, path, flags, mode);
}

static inline int sys_close(int fd)
{
	return (int)sys_call(SYS_close, fd, 0, 0, 0, 0);
}

static inline int sys_unlinkat(int dir, const char *path)
{
	return (int)sys_call(SYS_unlinkat, dir, (long)path, 0, 0, 0);
}

/* `from' and `to' both in `dir' */
static inline int sys_renameat(int dir, const char *from, const char *to)
{
#ifdef SYS_renameat
	return (int)sys_call(SYS_renameat, dir, (long)from, dir, (long)to, 0);
#else	/* riscv64 has only renameat2 */
	return (int)sys_call(SYS_renameat2, dir, (long)from, dir, (long)to, 0);
#endif
}

static inline int sys_faccessat(int dir, const char *path, int mode)
{
	return (int)sys_call(SYS_faccessat, dir, (long)path, mode, 0, 0);
}

static inline ssize_t sys_readlink(const char *path, char *buf, size_t size)
{
	return sys_call(SYS_readlinkat, AT_FDCWD, (long)path, (long)buf,
			(long)size, 0);
}

/* The current directory's path into buf: its length with the NUL. */
static inline long sys_getcwd(char *buf, size_t size)
{
	return sys_call(SYS_getcwd, (long)buf, (long)size, 0, 0, 0);
}

static inline pid_t sys_getpid(void)
{
	return (pid_t)sys_call(SYS_getpid, 0, 0, 0, 0, 0);
}

static inline pid_t sys_gettid(void)
{
	return (pid_t)sys_call(SYS_gettid, 0, 0, 0, 0, 0);
}

static inline int sys_dup_cloexec(int fd, int lowest)
{
	return (int)sys_call(SYS_fcntl, fd, F_DUPFD_CLOEXEC, lowest, 0, 0);
}

/* raise() for the calling thread, as the C library's does */
static inline int sys_raise(int sig)
{
	return (int)sys_call(SYS_tgkill, sys_getpid(), sys_gettid(), sig, 0, 0);
}

/* Memory for the runtime: anonymous, private, read-write; MAP_FAILED. */
static inline void *sys_mmap_anon(size_t size)
{
	long r;
#if defined(GMON_LINUX_MMAP_IN_MEMORY)	/* i386: old_mmap's six in memory */
	long args[6] = { 0, (long)size, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0 };

	r = gmon_linux_syscall6(SYS_mmap, (long)args, 0, 0, 0, 0, 0);
#elif defined(SYS_mmap2)		/* 32-bit ARM: offset in pages */
	r = gmon_linux_syscall6(SYS_mmap2, 0, (long)size,
				PROT_READ | PROT_WRITE,
				MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
#else
	r = gmon_linux_syscall6(SYS_mmap, 0, (long)size,
				PROT_READ | PROT_WRITE,
				MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
#endif
	return sys_result(r) == -1 ? MAP_FAILED : (void *)r;
}

static inline int sys_munmap(void *p, size_t size)
{
	return (int)sys_call(SYS_munmap, (long)p, (long)size, 0, 0, 0);
}

/*
 * The kernel's clock, not the C library's: CPU-time clocks are system
 * calls either way (no vdso), and a program's own clock_gettime, or
 * libfaketime's, must not feed the sampling clock.
 */
static inline int sys_clock_gettime(clockid_t clock, struct timespec *ts)
{
	return (int)sys_call(SYS_clock_gettime, clock, (long)ts, 0, 0, 0);
}

/* Sleep ns nanoseconds (< 1 s); no cancellation point, errno kept. */
static inline void sys_nap(long ns)
{
	long ts[2] = { 0, ns };	/* the kernel's timespec: two longs */

	(void)sys_raw(SYS_nanosleep, (long)ts, 0, 0, 0, 0);
}

/* The file's mode bits, and its group (owner -1: left alone). */
static inline int sys_fchmod(int fd, mode_t mode)
{
	return (int)sys_call(SYS_fchmod, fd, (long)mode, 0, 0, 0);
}

static inline int sys_fchown(int fd, uid_t owner, gid_t group)
{
#ifdef SYS_fchown32	/* i386 and arm: 32-bit ids */
	return (int)sys_call(SYS_fchown32, fd, (long)owner, (long)group, 0, 0);
#else
	return (int)sys_call(SYS_fchown, fd, (long)owner, (long)group, 0, 0);
#endif
}

/* Random bytes without waiting for the pool; -1 if there are none. */
static inline ssize_t sys_getrandom(void *buf, size_t n)
{
	return sys_call(SYS_getrandom, (long)buf, (long)n, 1 /* GRND_NONBLOCK */,
			0, 0);
}

/* Whether the process `pid' exists, as kill(pid, 0) tells (EPERM: yes). */
static inline int sys_pid_exists(pid_t pid)
{
	return sys_raw(SYS_kill, pid, 0, 0, 0, 0) != -ESRCH;
}

/* Directory entries (struct linux_dirent64) of the directory fd. */
static inline long sys_getdents64(int fd, void *buf, size_t n)
{
	return sys_call(SYS_getdents64, fd, (long)buf, (long)n, 0, 0);
}

#endif

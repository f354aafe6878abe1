/*
 * The port's system calls, made by number through the C library's
 * syscall() rather than by the C library's names.  Those names are not
 * reserved: a program may define a write() of its own (a logging
 * function), an open() and a close() (a game's doors), a raise() (an
 * interpreter's), or wrap one with ld --wrap for a test, and libgmon,
 * linked into the program or preloaded before it, would call them.
 * glibc's runtime calls internal names; syscall() is the one name left
 * here.  The rest the port calls (sigaction, mmap, clock_gettime, fstat,
 * the pthread and string functions) has the C library's meaning in any
 * program that runs at all.
 *
 * Each returns what the C library's would: -1 with errno set on failure.
 * All are async-signal-safe.
 */
#ifndef GMON_LINUX_SYS_H
#define GMON_LINUX_SYS_H

#include <fcntl.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <unistd.h>

static inline ssize_t sys_write(int fd, const void *buf, size_t n)
{
	return syscall(SYS_write, (long)fd, buf, n);
}

static inline ssize_t sys_read(int fd, void *buf, size_t n)
{
	return syscall(SYS_read, (long)fd, buf, n);
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
static inline int sys_open(const char *path, int flags, mode_t mode)
{
	return (int)syscall(SYS_openat, (long)AT_FDCWD, path,
			    (long)(flags | GMON_O_LARGEFILE), (long)mode);
}

static inline int sys_close(int fd)
{
	return (int)syscall(SYS_close, (long)fd);
}

static inline int sys_unlink(const char *path)
{
	return (int)syscall(SYS_unlinkat, (long)AT_FDCWD, path, 0L);
}

static inline int sys_rename(const char *from, const char *to)
{
#ifdef SYS_renameat
	return (int)syscall(SYS_renameat, (long)AT_FDCWD, from,
			    (long)AT_FDCWD, to);
#else	/* riscv64 has only renameat2 */
	return (int)syscall(SYS_renameat2, (long)AT_FDCWD, from,
			    (long)AT_FDCWD, to, 0L);
#endif
}

static inline int sys_access(const char *path, int mode)
{
	return (int)syscall(SYS_faccessat, (long)AT_FDCWD, path, (long)mode);
}

static inline ssize_t sys_readlink(const char *path, char *buf, size_t size)
{
	return syscall(SYS_readlinkat, (long)AT_FDCWD, path, buf, size);
}

static inline pid_t sys_getpid(void)
{
	return (pid_t)syscall(SYS_getpid);
}

static inline pid_t sys_gettid(void)
{
	return (pid_t)syscall(SYS_gettid);
}

/* The kernel's utsname is the C library's struct utsname on Linux. */
static inline int sys_uname(struct utsname *u)
{
	return (int)syscall(SYS_uname, u);
}

static inline int sys_dup_cloexec(int fd, int lowest)
{
	return (int)syscall(SYS_fcntl, (long)fd, (long)F_DUPFD_CLOEXEC,
			    (long)lowest);
}

/* raise() for the calling thread, as the C library's does */
static inline int sys_raise(int sig)
{
	return (int)syscall(SYS_tgkill, (long)sys_getpid(),
			    (long)sys_gettid(), (long)sig);
}

#endif

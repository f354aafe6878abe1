/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The names of the temporary files a profile is written to before it is
 * renamed into place: NAME.tmp.PID.RANDOM, RANDOM sixteen hex digits
 * that nobody else can predict (getrandom(), else the kernel's AT_RANDOM
 * bytes mixed with a counter, the clock and the thread), so that another
 * user who may write the directory cannot take the names beforehand.
 *
 * A process killed while it wrote leaves its temporary file behind: the
 * first profile a process writes into a directory removes the ones of
 * the same profile's name (NAME.tmp.*) of processes that no longer
 * exist, if they are this user's.  Only that name's: a file of another
 * program that looks like one is never touched, nor a temporary file of
 * another rank of an MPI job, whose process may live on another host
 * (its PID means nothing here).
 */
#define _GNU_SOURCE
#include "linux.h"

#include <string.h>
#include <sys/auxv.h>
#include <sys/stat.h>

/* A 64-bit mix whose every output bit depends on every input bit. */
static uint64_t mix64(uint64_t x)
{
	x += 0x9e3779b97f4a7c15ull;
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
	x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
	return x ^ (x >> 31);
}

/* [signal] 64 bits nobody else can predict. */
static uint64_t unpredictable(void)
{
	static unsigned counter;	/* a word: 32-bit targets have no
					   64-bit atomics without libatomic */
	const unsigned char *aux = (const unsigned char *)getauxval(AT_RANDOM);
	uint64_t r, seed = 0;
	struct timespec ts = { 0, 0 };

	if (sys_getrandom(&r, sizeof r) == (ssize_t)sizeof r)
		return r;
	if (aux)
		memcpy(&seed, aux, sizeof seed);
	sys_clock_gettime(CLOCK_MONOTONIC, &ts);
	r = seed ^ mix64(__atomic_add_fetch(&counter, 1, __ATOMIC_RELAXED));
	r = mix64(r ^ (uint64_t)ts.tv_nsec ^ ((uint64_t)ts.tv_sec << 32));
	return mix64(r ^ (uint64_t)sys_gettid());
}

/* [signal] ".tmp.PID.RANDOM" into buf (at least GMON_LINUX_TEMP_SUFFIX). */
void gmon_linux_temp_suffix(char *buf)
{
	static const char hex[] = "0123456789abcdef";
	char num[24];
	const char *pid = gmon_utoa((uint64_t)sys_getpid(), num + sizeof num);
	uint64_t r = unpredictable();
	size_t n;
	int i;

	memcpy(buf, ".tmp.", 5);
	n = strlen(pid);
	memcpy(buf + 5, pid, n);
	buf += 5 + n;
	*buf++ = '.';
	for (i = 0; i < 16; i++, r >>= 4)
		*buf++ = hex[r & 15];
	*buf = '\0';
}

/*
 * The process that made the temporary file `name' (its PID), or 0 if
 * `name' is not one: it ends in ".tmp.PID.RANDOM", RANDOM hex digits
 * (up to 16: earlier versions numbered them).
 */
static pid_t temp_owner(const char *name)
{
	const char *t = NULL, *p;
	pid_t pid = 0;
	size_t digits = 0;

	for (p = strstr(name, ".tmp."); p; p = strstr(p + 1, ".tmp."))
		t = p;
	if (t == NULL)
		return 0;
	for (p = t + 5; *p >= '0' && *p <= '9' && pid < 1 << 26; p++)
		pid = pid * 10 + (*p - '0');
	if (pid <= 0 || *p++ != '.')
		return 0;
	for (; (*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'f'); p++)
		digits++;
	return *p == '\0' && digits > 0 && digits <= 16 ? pid : 0;
}

struct dirent64_head {
	uint64_t ino;
	int64_t off;
	unsigned short reclen;
	unsigned char type;
	char name[];
};

/*
 * A stale temporary file of the profile `profile' (NAME.tmp.PID.RANDOM)
 * of this user's, of a process that has ended.
 */
static int stale(int dir, const char *name, const char *profile)
{
	size_t len = strlen(profile);
	pid_t pid = temp_owner(name);
	struct stat st;

	if (strncmp(name, profile, len) != 0 ||
	    strncmp(name + len, ".tmp.", 5) != 0)
		return 0;
	if (pid == 0 || pid == sys_getpid() || sys_pid_exists(pid))
		return 0;
	return fstatat(dir, name, &st, AT_SYMLINK_NOFOLLOW) == 0 &&
	       S_ISREG(st.st_mode) && st.st_uid == geteuid();
}

/*
 * [signal] Remove the stale temporary files of the profile named
 * `profile' (no directory part) in `dir' (a descriptor, or AT_FDCWD),
 * once per directory and process: the first profile written there looks.
 */
void gmon_linux_remove_stale_temps(int dir, const char *profile)
{
	static pid_t looked_by;
	static dev_t looked_dev;
	static ino_t looked_ino;
	char buf[4096] __attribute__((aligned(8)));
	struct stat st;
	long n, at;
	int fd;

	if (fstatat(dir, ".", &st, 0) != 0)
		return;
	if (looked_by == sys_getpid() && looked_dev == st.st_dev &&
	    looked_ino == st.st_ino)
		return;
	looked_by = sys_getpid();
	looked_dev = st.st_dev;
	looked_ino = st.st_ino;
	fd = sys_openat(dir, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);
	if (fd < 0)
		return;
	while ((n = sys_getdents64(fd, buf, sizeof buf)) > 0)
		for (at = 0; at < n;) {
			struct dirent64_head *e = (void *)(buf + at);

			if (stale(dir, e->name, profile))
				sys_unlinkat(dir, e->name);
			at += e->reclen;
		}
	sys_close(fd);
}

/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * dlopen(), dlmopen() and dlclose() through libgmon, so that it profiles
 * what they load and keeps the counts of what they unload (objects.c).
 *
 * How they take the C library's place: the preloadable runtime
 * (libgmon.so) defines them; for gmon-cc this file is crt/gdlhook.o,
 * with all weak, which gmon-cc links into dynamic programs only and
 * exports, so that shared objects call them too.  A program that
 * defines its own dlopen keeps it: a strong definition wins over a weak
 * one (its loads are then seen at the next hook).  A static program
 * keeps the C library's (as a member of libgmon.a, this file would be
 * pulled in by the program's reference to dlopen).
 *
 * The C library's dlopen and dlmopen look a bare file name up from
 * their caller's point of view: that object's DT_RPATH or DT_RUNPATH,
 * the directory of $ORIGIN, its namespace (dlopen's).  They learn who
 * called from their return address, which the hook replaces with its
 * own.  So for a caller in another object than the hook (any caller of
 * libgmon.so's; a library calling the executable's), the hook searches
 * the caller's directories, as the loader lists them (dlinfo
 * RTLD_DI_SERINFO), and opens what it finds there by path.  Where the C
 * library has no such list, its dlopen does not depend on the caller
 * (musl searches the main program's paths whoever calls, and has no
 * dlmopen), and the hook's call is the program's.
 *
 * Never from a signal handler, as dlopen itself.
 */
#define _GNU_SOURCE
#include "linux.h"

#include <dlfcn.h>
#include <limits.h>
#include <link.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef void *dlopen_fn(const char *, int);
typedef int dlclose_fn(void *);

#ifdef HAVE_DL_SEARCH_LIST

/*
 * glibc's, and weak: libgmon.so is preloaded into the programs a profiled
 * program starts, also those of a C library without them (musl), whose
 * loader would refuse a program for an undefined name.  Without them no
 * caller is known and the program's dlopen is called as it is.
 */
#pragma weak dladdr1

typedef void *dlmopen_fn(Lmid_t, const char *, int);

/* Whose search path a name is looked up in, and where it is loaded. */
struct caller {
	struct link_map *map;
	Lmid_t ns;
};

/*
 * The C library's dlmopen, looked up past the hook's own: a call of
 * dlmopen by name here would be the hook's (NULL under musl's loader).
 */
static dlmopen_fn *c_dlmopen(void)
{
	static void *real;

	return (dlmopen_fn *)gmon_linux_next_definition(&real, "dlmopen");
}

static struct link_map *object_at(const void *pc)
{
	Dl_info info;
	struct link_map *map = NULL;

	if (dladdr1 == NULL)
		return NULL;
	return dladdr1(pc, &info, (void **)&map, RTLD_DL_LINKMAP) ? map : NULL;
}

static void *open_in_ns(dlopen_fn *fn, const struct caller *c,
			const char *file, int mode)
{
	dlmopen_fn *in_ns;

	if (c->ns == LM_ID_BASE)
		return fn(file, mode);
	in_ns = c_dlmopen();
	return in_ns ? in_ns(c->ns, file, mode) : NULL;
}

/*
 * Whether the loader's search passes over the file at `path' without a
 * word: one it cannot open, or an ELF object of another class or
 * machine than ours (a 32-bit library in a 64-bit program's path).  Any
 * other file ends the search, loaded or with the loader's error ("file
 * too short", an undefined symbol): the next directory's is not tried.
 */
static int passed_over(const char *path)
{
	static const unsigned char *ours;
	unsigned char head[offsetof(ElfW(Ehdr), e_version)];
	size_t machine = offsetof(ElfW(Ehdr), e_machine);	/* either class */
	Dl_info info;
	int fd;
	ssize_t n;

	if (ours == NULL && dladdr((const void *)passed_over, &info) != 0)
		ours = info.dli_fbase;	/* our ELF header is mapped there */
	if ((fd = sys_open(path, O_RDONLY | O_CLOEXEC, 0)) < 0)
		return 1;
	n = sys_read(fd, head, sizeof head);
	sys_close(fd);
	return ours != NULL && n == (ssize_t)sizeof head &&
	       memcmp(head, ELFMAG, SELFMAG) == 0 &&
	       head[EI_DATA] == ours[EI_DATA] &&
	       (head[EI_CLASS] != ours[EI_CLASS] ||
		memcmp(head + machine, ours + machine, 2) != 0);
}

/*
 * Open dir/file as the loader's search would: NULL if it is not there or
 * the search passes over it; else the C library's answer, and *ended set.
 * (The path is malloc'd, as everything of size here: the caller's
 * stack may be a thread's 16 KiB, PTHREAD_STACK_MIN, of which the C
 * library's dlopen takes half.)
 */
static void *open_in(dlopen_fn *fn, const struct caller *c, const char *dir,
		     const char *file, int mode, int *ended)
{
	char *path;
	void *handle = NULL;

	if (asprintf(&path, "%s/%s", dir, file) < 0)
		return NULL;
	if (!passed_over(path)) {
		*ended = 1;
		handle = open_in_ns(fn, c, path, mode);
	}
	free(path);
	return handle;
}

/* The directories the loader searches for object `map'; NULL if none. */
static Dl_serinfo *search_list(struct link_map *map)
{
	Dl_serinfo size;
	Dl_serinfo *list;

	if (dlinfo(map, RTLD_DI_SERINFOSIZE, &size) != 0 ||
	    (list = malloc(size.dls_size)) == NULL)
		return NULL;
	list->dls_size = size.dls_size;
	list->dls_cnt = size.dls_cnt;
	if (dlinfo(map, RTLD_DI_SERINFO, list) != 0) {
		free(list);
		return NULL;
	}
	return list;
}

/*
 * A bare name, from the directories the caller's list has before the
 * system's, in the loader's order (its run paths and LD_LIBRARY_PATH);
 * NULL if not there, or, with *ended set, if the first file found there
 * would not load.  The system's directories end every list (glibc
 * does not flag them), so they are the end the caller's list shares
 * with the hook's own; the loader searches its cache before them, and
 * the hook's own call does both.
 */
static void *search(dlopen_fn *fn, const struct caller *c,
		    struct link_map *ours, const char *file, int mode,
		    int *ended)
{
	Dl_serinfo *theirs = search_list(c->map), *mine = search_list(ours);
	void *handle = NULL;
	unsigned n = 0, i;

	if (theirs != NULL && mine != NULL) {
		n = theirs->dls_cnt;
		for (i = mine->dls_cnt; n > 0 && i > 0; n--, i--)
			if (strcmp(theirs->dls_serpath[n - 1].dls_name,
				   mine->dls_serpath[i - 1].dls_name) != 0)
				break;
	}
	for (i = 0; !*ended && i < n; i++)
		handle = open_in(fn, c, theirs->dls_serpath[i].dls_name, file,
				 mode, ended);
	free(theirs);
	free(mine);
	return handle;
}

/*
 * The directory the loader takes for the caller's $ORIGIN, malloc'd;
 * NULL if unknown.  A library loaded by a relative name (a relative
 * LD_LIBRARY_PATH) has it from the directory current at its load, which
 * only the loader knows: the program may have changed directory since.
 * The loader's copy is at most a current directory (< PATH_MAX) and the
 * relative name it opened (< PATH_MAX), and is copied without a size.
 * The main program's it finds only when first asked (before that,
 * RTLD_DI_ORIGIN would copy from NULL), from where the kernel says the
 * executable is.
 */
static char *origin(const struct caller *c)
{
	const char *name = c->map->l_name;
	char *dir = malloc(2 * PATH_MAX), *slash;
	ssize_t n;

	if (dir == NULL)
		return NULL;
	if (name[0] == '\0') {
		n = sys_readlink("/proc/self/exe", dir, PATH_MAX - 1);
		if (n <= 0)
			goto unknown;
		dir[n] = '\0';
	} else if (name[0] != '/') {
		if (dlinfo(c->map, RTLD_DI_ORIGIN, dir) != 0)
			goto unknown;
		return dir;
	} else {	/* absolute: the loader's is its directory too */
		if (strlen(name) >= PATH_MAX)
			goto unknown;
		strcpy(dir, name);
	}
	slash = strrchr(dir, '/');
	if (slash == NULL)
		goto unknown;
	*slash = '\0';
	return dir;
unknown:
	free(dir);
	return NULL;
}

/* A character that goes on a name: the loader's $ORIGINAL is no $ORIGIN. */
static int name_char(char ch)
{
	return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
	       (ch >= '0' && ch <= '9') || ch == '_';
}

/* The length of the $ORIGIN or ${ORIGIN} that s starts with; else 0. */
static size_t origin_token(const char *s)
{
	if (strncmp(s, "${ORIGIN}", 9) == 0)
		return 9;
	if (strncmp(s, "$ORIGIN", 7) == 0 && !name_char(s[7]))
		return 7;
	return 0;
}

/* file with $ORIGIN and ${ORIGIN} replaced, malloc'd; NULL if none is
 * there or the caller's origin is unknown. */
static char *expand_origin(const struct caller *c, const char *file)
{
	const char *s;
	char *dir, *out, *o;
	size_t tokens = 0, d, skip;

	for (s = file; *s; s += skip ? skip : 1)
		if ((skip = origin_token(s)) != 0)
			tokens++;
	if (tokens == 0 || (dir = origin(c)) == NULL)
		return NULL;
	d = strlen(dir);
	out = malloc(strlen(file) + tokens * d + 1);
	if (out == NULL) {
		free(dir);
		return NULL;
	}
	for (o = out, s = file; *s; s += skip ? skip : 1) {
		if ((skip = origin_token(s)) == 0) {
			*o++ = *s;
		} else {
			memcpy(o, dir, d);
			o += d;
		}
	}
	*o = '\0';
	free(dir);
	return out;
}

/*
 * Open file as the object at `from' would: into namespace *ns (dlmopen),
 * or where ns is NULL into the caller's own (dlopen).
 */
static void *open_from(dlopen_fn *fn, const void *from, const Lmid_t *ns,
		       const char *file, int mode)
{
	static struct link_map *ours;
	struct caller c = { NULL, ns ? *ns : LM_ID_BASE };
	char *expanded;
	void *handle = NULL;
	int ended = 0;

	if (ours == NULL)
		ours = object_at((const void *)open_from);
	if (file == NULL || (c.map = object_at(from)) == NULL || c.map == ours)
		return open_in_ns(fn, &c, file, mode);
	if (ns == NULL && dlinfo(c.map, RTLD_DI_LMID, &c.ns) != 0)
		c.ns = LM_ID_BASE;
	if (strchr(file, '/') == NULL) {
		/* one already loaded answers to its name, wherever it is;
		 * a new namespace has none, and must not be made for none */
		if (c.ns != LM_ID_NEWLM)
			handle = open_in_ns(fn, &c, file, mode | RTLD_NOLOAD);
		if (handle == NULL)
			handle = search(fn, &c, ours, file, mode, &ended);
		if (handle != NULL || ended)
			return handle;
	} else if (strchr(file, '$') != NULL &&
		   (expanded = expand_origin(&c, file)) != NULL) {
		handle = open_in_ns(fn, &c, expanded, mode);
		free(expanded);
		return handle;
	}
	return open_in_ns(fn, &c, file, mode);
}

static void *open_as(dlopen_fn *fn, const void *from, const char *file,
		     int mode)
{
	return open_from(fn, from, NULL, file, mode);
}

#else

static void *open_as(dlopen_fn *fn, const void *from, const char *file,
		     int mode)
{
	(void)from;
	return fn(file, mode);
}

#endif

static dlopen_fn *c_dlopen(void)
{
	static void *real;

	return (dlopen_fn *)gmon_linux_next_definition(&real, "dlopen");
}

/* What the C library's dlopen or dlmopen gave: the objects changed. */
static void *opened(void *handle)
{
	gmon_linux_objects_at_work(-1);
	if (handle != NULL)
		gmon_linux_objects_changed();
	return handle;
}

GMON_HIDDEN void *gmon_linux_dlopen(const char *file, int mode)
{
	dlopen_fn *fn = c_dlopen();

	if (fn == NULL)
		return NULL;
	gmon_linux_objects_at_work(1);
	return opened(open_as(fn, __builtin_return_address(0), file, mode));
}

#ifdef HAVE_DL_SEARCH_LIST
/*
 * dlmopen(LM_ID_BASE, ...) is dlopen (but for a caller in another
 * namespace).  What it loads into another namespace is not listed
 * (objects.c): the relist after it finds nothing new.
 */
GMON_HIDDEN void *gmon_linux_dlmopen(Lmid_t ns, const char *file, int mode)
{
	dlopen_fn *fn = c_dlopen();

	if (fn == NULL)
		return NULL;
	gmon_linux_objects_at_work(1);
	return opened(open_from(fn, __builtin_return_address(0), &ns, file,
				mode));
}
#endif

GMON_HIDDEN int gmon_linux_dlclose(void *handle)
{
	static void *real;
	dlclose_fn *fn = (dlclose_fn *)gmon_linux_next_definition(&real, "dlclose");
	int ret;

	if (fn == NULL)
		return -1;
	gmon_linux_objects_at_work(1);
	ret = fn(handle);
	gmon_linux_objects_at_work(-1);
	if (ret == 0)
		gmon_linux_objects_changed();
	return ret;
}

/* The hooks themselves are hidden: programs and libraries call them by
 * the C library's names below. */
#ifdef GMON_SHARED
/* The preloadable runtime stands in for the C library's functions. */
void *dlopen(const char *file, int mode)
	__attribute__((alias("gmon_linux_dlopen"), visibility("default")));
int dlclose(void *handle)
	__attribute__((alias("gmon_linux_dlclose"), visibility("default")));
#ifdef HAVE_DL_SEARCH_LIST
void *dlmopen(Lmid_t ns, const char *file, int mode)
	__attribute__((alias("gmon_linux_dlmopen"), visibility("default")));
#endif
#else
/* A program's own dlopen, dlmopen or dlclose wins. */
void *dlopen(const char *file, int mode)
	__attribute__((weak, alias("gmon_linux_dlopen"), visibility("default")));
int dlclose(void *handle)
	__attribute__((weak, alias("gmon_linux_dlclose"), visibility("default")));
#ifdef HAVE_DL_SEARCH_LIST
void *dlmopen(Lmid_t ns, const char *file, int mode)
	__attribute__((weak, alias("gmon_linux_dlmopen"), visibility("default")));
#endif
#endif

/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The objects loaded in the process, for the core: the executable, the
 * shared libraries, the dynamic loader and the vdso, each with the
 * extent of its executable segments, found with dl_iterate_phdr().  The
 * list goes to the core when profiling starts and again after every
 * dlopen(), dlmopen() and dlclose(), which dlhook.c hooks.  Only the
 * objects of libgmon's namespace are listed (glibc's dl_iterate_phdr()
 * lists its caller's): a dlmopen() into another counts as in no
 * object.  Objects the C library loads for itself (NSS modules, iconv
 * modules) are seen at the next hook.
 *
 * Never from a signal handler: dl_iterate_phdr() takes the loader's lock.
 */
#define _GNU_SOURCE
#include "linux.h"

#include <dlfcn.h>
#include <errno.h>
#include <link.h>
#include <pthread.h>
#include <string.h>
#include <sys/auxv.h>

#include GMON_ARCH_CONTEXT_H	/* MCOUNT_NAMES */

/*
 * One listing of the objects, in memory from gmon_port_alloc() rather
 * than malloc(): at start-up this runs before the program's own
 * constructors, when a malloc the program provides (or valgrind's, over
 * musl's, which its own constructors call) may not be ready for us.
 */
#define LISTING_NAME_LEN 256

/* What the listing copies of an object: the loader frees its name and
 * unmaps its note when the object goes, maybe before the core reads. */
struct listed {
	char name[LISTING_NAME_LEN];			/* d[i].name */
	unsigned char build_id[GMON_OBJECT_ID_MAX];	/* d[i].build_id */
};

struct listing {
	struct gmon_object_desc *d;
	struct listed *copies;		/* d[i]'s: copies[i] */
	char *paths;			/* d[i].path: in here, one after another */
	size_t paths_used, paths_cap;
	char cwd[GMON_OBJECT_PATH_MAX];
	int cwd_state;			/* 0 unread, 1 read, -1 unknown */
	unsigned n, cap;
	int failed;
	uintptr_t leaving;	/* an address of an object to leave out, or 0 */
};

static pthread_mutex_t listing_lock = PTHREAD_MUTEX_INITIALIZER;
static int watching;		/* atomic: report changes to the core */
/*
 * This thread's dlopen or dlclose through the hook, or listing, is under
 * way.  A signal handler that calls exit() may interrupt it: the listing
 * at exit must not run then, as listing_lock is held and the loader's
 * list may be half-changed (an object in it half unmapped).
 */
static GMON_THREAD_LOCAL int at_work;

/* ---- finding the objects ---- */

static const char *base_name(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash ? slash + 1 : path;
}

/*
 * An object loaded without a path (musl lists the vdso so) goes by the
 * DT_SONAME of its dynamic section, whose addresses the loader may or
 * may not have relocated.
 */
static const char *soname(const struct dl_phdr_info *info)
{
	uintptr_t base = (uintptr_t)info->dlpi_addr, strtab = 0, name = 0;
	const ElfW(Dyn) *d = NULL;
	ElfW(Half) i;

	for (i = 0; i < info->dlpi_phnum; i++)
		if (info->dlpi_phdr[i].p_type == PT_DYNAMIC)
			d = (const ElfW(Dyn) *)(base + info->dlpi_phdr[i].p_vaddr);
	for (; d && d->d_tag != DT_NULL; d++) {
		if (d->d_tag == DT_STRTAB)
			strtab = (uintptr_t)d->d_un.d_ptr;
		else if (d->d_tag == DT_SONAME)
			name = (uintptr_t)d->d_un.d_val;
	}
	if (strtab == 0 || name == 0)
		return "";
	return (const char *)((strtab < base ? strtab + base : strtab) + name);
}

static uint64_t fnv1a(const unsigned char *p, size_t n)
{
	uint64_t h = 0xcbf29ce484222325ull;

	while (n--)
		h = (h ^ *p++) * 0x100000001b3ull;
	return h ? h : 1;	/* 0 means "none" */
}

/* Whether [vaddr, vaddr + size) lies in what a PT_LOAD maps from the file. */
static int mapped(const struct dl_phdr_info *info, uintptr_t vaddr,
		  uintptr_t size)
{
	ElfW(Half) i;

	for (i = 0; i < info->dlpi_phnum; i++) {
		const ElfW(Phdr) *p = &info->dlpi_phdr[i];

		if (p->p_type == PT_LOAD && vaddr - p->p_vaddr < p->p_filesz &&
		    size <= p->p_filesz - (vaddr - p->p_vaddr))
			return 1;
	}
	return 0;
}

/*
 * The object's build ID, the NT_GNU_BUILD_ID note that gcc and clang
 * link into every object unless told not to: its bytes' length, *id
 * pointing at them in the object's mapped note; 0 without one.  Read
 * from memory, not the file, which may have been replaced since it was
 * loaded (a library rebuilt while the program runs).
 */
static size_t build_id_of(const struct dl_phdr_info *info,
			  const unsigned char **id)
{
	ElfW(Half) i;

	for (i = 0; i < info->dlpi_phnum; i++) {
		const ElfW(Phdr) *p = &info->dlpi_phdr[i];
		const unsigned char *notes;
		size_t align = p->p_align == 8 ? 8 : 4, at = 0, name, desc;

		/* a note segment outside the mapped file is not read */
		if (p->p_type != PT_NOTE || !mapped(info, p->p_vaddr, p->p_memsz))
			continue;
		notes = (const unsigned char *)(info->dlpi_addr + p->p_vaddr);
		while (p->p_memsz - at >= sizeof(ElfW(Nhdr))) {
			const ElfW(Nhdr) *n = (const ElfW(Nhdr) *)(notes + at);

			name = at + sizeof *n;
			desc = name + ((n->n_namesz + align - 1) & ~(align - 1));
			if (desc > p->p_memsz || p->p_memsz - desc < n->n_descsz)
				break;
			if (n->n_type == NT_GNU_BUILD_ID && n->n_namesz == 4 &&
			    memcmp(notes + name, "GNU", 4) == 0 && n->n_descsz > 0) {
				*id = notes + desc;
				return n->n_descsz;
			}
			at = desc + ((n->n_descsz + align - 1) & ~(align - 1));
		}
	}
	return 0;
}

static enum gmon_object_kind kind_of(const struct dl_phdr_info *info,
				     unsigned index)
{
	uintptr_t vdso = (uintptr_t)getauxval(AT_SYSINFO_EHDR);
	uintptr_t loader = (uintptr_t)getauxval(AT_BASE);

	if (index == 0)		/* the executable comes first */
		return GMON_OBJECT_MAIN;
	if (vdso && (uintptr_t)info->dlpi_phdr - vdso < 4096)
		return GMON_OBJECT_VDSO;
	if (loader && (uintptr_t)info->dlpi_addr == loader)
		return GMON_OBJECT_LOADER;
	return GMON_OBJECT_LIBRARY;
}

/*
 * Executable segments share one histogram when the gap between them is
 * at most this, or at most the size of the segment on either side of
 * it, so that the gaps' bins at most double the histogram.  (Not "the
 * code before it": a chain of small segments, each a gap past the last,
 * would then each be spanned.)  BOLT's layout (rustc's librustc_driver,
 * LLVM) puts the hot code in a second segment a few megabytes past
 * 60 MB of the original text: that gap is spanned.  A segment placed
 * far away (ld --section-start) is not: a histogram spanning that gap
 * would take a bin per few bytes of it, hundreds of megabytes of memory
 * and of gmon.out for one function.
 */
#define TEXT_GAP_MAX (1u << 20)

static int gap_spanned(uintptr_t gap, uintptr_t before, uintptr_t after)
{
	return gap <= TEXT_GAP_MAX || gap <= before || gap <= after;
}

/*
 * The extent of an object's text, run-time; 0 if it has none: the hull
 * of its executable segments, or where some lie far apart, of the
 * cluster that holds the most executable bytes (ties: the first).  As
 * with glibc's runtime, which profiles from the executable's start to
 * etext, samples elsewhere are counted as in no object.  PT_LOAD
 * headers come in address order (the ELF specification says so).
 */
int gmon_linux_text_of(const struct dl_phdr_info *info, uintptr_t *low,
		       uintptr_t *high)
{
	uintptr_t lo = 0, hi = 0, bytes = 0, best = 0, last = 0;
	ElfW(Half) i;

	for (i = 0; i < info->dlpi_phnum; i++) {
		const ElfW(Phdr) *p = &info->dlpi_phdr[i];
		uintptr_t start = (uintptr_t)info->dlpi_addr + p->p_vaddr;

		if (p->p_type != PT_LOAD || !(p->p_flags & PF_X) ||
		    p->p_memsz == 0)
			continue;
		if (bytes == 0 || start < hi ||
		    !gap_spanned(start - hi, last, p->p_memsz)) {
			lo = start;	/* a new cluster */
			bytes = 0;
		}
		hi = start + p->p_memsz;
		bytes += p->p_memsz;
		last = p->p_memsz;
		if (bytes > best) {
			best = bytes;
			*low = lo;
			*high = hi;
		}
	}
	return best != 0;
}

static void copy_object_name(char *dst, const char *src)
{
	size_t n = 0;

	while (n < LISTING_NAME_LEN - 1 && src[n] != '\0') {
		dst[n] = src[n];
		n++;
	}
	dst[n] = '\0';
}

static void listing_free(struct gmon_object_desc *d, struct listed *copies,
			 unsigned cap)
{
	if (d)
		gmon_port_free(d, cap * sizeof *d);
	if (copies)
		gmon_port_free(copies, cap * sizeof *copies);
}

/* Room for twice as many objects; -1 when memory ran out. */
static int listing_grow(struct listing *s)
{
	unsigned cap = s->cap ? s->cap * 2 : 32, i;
	struct gmon_object_desc *d = gmon_port_alloc(cap * sizeof *d);
	struct listed *copies = gmon_port_alloc(cap * sizeof *copies);

	if (d == NULL || copies == NULL) {
		listing_free(d, copies, cap);
		return -1;
	}
	for (i = 0; i < s->n; i++) {
		d[i] = s->d[i];
		/* not the whole copy: 320 bytes, every object, every dlopen */
		copy_object_name(copies[i].name, s->copies[i].name);
		d[i].name = copies[i].name;
		memcpy(copies[i].build_id, s->copies[i].build_id,
		       s->d[i].build_id_len);
		if (s->d[i].build_id != NULL)
			d[i].build_id = copies[i].build_id;
	}
	listing_free(s->d, s->copies, s->cap);
	s->d = d;
	s->copies = copies;
	s->cap = cap;
	return 0;
}

/* Room for n more bytes of paths, d[].path moved along; -1 if none. */
static int paths_room(struct listing *s, size_t n)
{
	size_t cap = s->paths_cap ? s->paths_cap : 4096;
	char *more;
	unsigned i;

	if (s->paths_cap - s->paths_used >= n)
		return 0;
	while (cap - s->paths_used < n)
		cap *= 2;
	more = gmon_port_alloc(cap);
	if (more == NULL)
		return -1;
	if (s->paths != NULL) {
		memcpy(more, s->paths, s->paths_used);
		for (i = 0; i < s->n; i++)
			if (s->d[i].path != NULL)
				s->d[i].path = more + (s->d[i].path - s->paths);
		gmon_port_free(s->paths, s->paths_cap);
	}
	s->paths = more;
	s->paths_cap = cap;
	return 0;
}

/*
 * A copy of dir (NULL: none), a slash and name; NULL if that is longer
 * than GMON_OBJECT_PATH_MAX (cut short, it could name another file) or
 * memory ran out: the object then goes without a path.
 */
static const char *listing_path(struct listing *s, const char *dir,
				const char *name)
{
	size_t nd = dir ? strlen(dir) + 1 : 0, nn = strlen(name);
	char *p;

	if (nd + nn > GMON_OBJECT_PATH_MAX || paths_room(s, nd + nn + 1) != 0)
		return NULL;
	p = s->paths + s->paths_used;
	if (dir != NULL) {
		memcpy(p, dir, nd - 1);
		p[nd - 1] = '/';
	}
	memcpy(p + nd, name, nn + 1);
	s->paths_used += nd + nn + 1;
	return p;
}

/*
 * The executable's path as the kernel has it, read at the first
 * listing (never in a signal handler); "" if unknown.  It is the file
 * that was run, wherever the program changes directory later.
 */
static char exe_path[GMON_OBJECT_PATH_MAX];
static int exe_path_read;

static const char *executable_path(void)
{
	ssize_t n;

	if (!exe_path_read) {
		exe_path_read = 1;
		n = sys_readlink("/proc/self/exe", exe_path, sizeof exe_path);
		exe_path[n > 0 && (size_t)n < sizeof exe_path ? n : 0] = '\0';
	}
	return exe_path;
}

/* The current directory, read once a listing; NULL if unknown. */
static const char *current_dir(struct listing *s)
{
	if (s->cwd_state == 0)
		s->cwd_state = sys_getcwd(s->cwd, sizeof s->cwd) > 0 &&
			       s->cwd[0] == '/' ? 1 : -1;
	return s->cwd_state > 0 ? s->cwd : NULL;
}

/*
 * Where the object's file is: the executable's, as the kernel says; a
 * library's as the loader opened it, a relative name (a relative
 * LD_LIBRARY_PATH or rpath, dlopen("./x.so")) made absolute with the
 * current directory, which the loader searched at its load: the
 * listing follows each load at once (dlhook.c; at start-up, before
 * main).  An object first listed after a chdir may be given a wrong
 * path; gmon-dump's build-ID check then tells.  None for the vdso.
 */
static const char *path_of(struct listing *s, const struct dl_phdr_info *info,
			   enum gmon_object_kind kind)
{
	const char *name = info->dlpi_name;

	if (kind == GMON_OBJECT_MAIN)
		return *executable_path() ? listing_path(s, NULL, exe_path)
					  : NULL;
	if (kind == GMON_OBJECT_VDSO || *name == '\0')
		return NULL;
	if (*name == '/')
		return listing_path(s, NULL, name);
	while (name[0] == '.' && name[1] == '/')
		name += 2;
	return current_dir(s) ? listing_path(s, s->cwd, name) : NULL;
}

/* Whether an object's code keeps frame records: the executable's, and
 * the -pg code's of the objects that call mcount (or __fentry__). */
static int keeps_frames(const struct dl_phdr_info *info,
			enum gmon_object_kind kind)
{
	static const char *const mcounts[] = { MCOUNT_NAMES, "__fentry__" };

	return kind == GMON_OBJECT_MAIN ||
	       gmon_linux_object_imports(info, mcounts,
					 GMON_COUNTOF(mcounts));
}

static int add_object(struct dl_phdr_info *info, size_t size, void *data)
{
	struct listing *s = data;
	struct gmon_object_desc *d;
	const unsigned char *id = NULL;
	const char *name;
	uintptr_t low, high;
	size_t id_len;

	(void)size;
	if (!gmon_linux_text_of(info, &low, &high) ||
	    s->leaving - low < high - low)
		return 0;
	if (s->n == s->cap && listing_grow(s) != 0) {
		s->failed = 1;
		return 1;
	}
	d = &s->d[s->n];
	d->kind = kind_of(info, s->n);
	name = d->kind == GMON_OBJECT_MAIN ? program_invocation_short_name
		: *info->dlpi_name ? base_name(info->dlpi_name) : soname(info);
	/* a copy: the loader frees its name when the object goes (not
	 * strncpy, which pads all 256 bytes: every object, every dlopen) */
	copy_object_name(s->copies[s->n].name, name);
	d->name = s->copies[s->n].name;
	d->low = low;
	d->high = high;
	d->bias = (uintptr_t)info->dlpi_addr;
	id_len = build_id_of(info, &id);
	d->identity = id_len ? fnv1a(id, id_len) : 0;
	/* a longer one is no build ID gcc or clang makes: not kept */
	d->build_id_len = id_len <= GMON_OBJECT_ID_MAX ? (unsigned)id_len : 0;
	d->build_id = NULL;
	if (d->build_id_len) {
		memcpy(s->copies[s->n].build_id, id, d->build_id_len);
		d->build_id = s->copies[s->n].build_id;
	}
	d->path = path_of(s, info, d->kind);
	gmon_linux_stacks_code_add(low, high, keeps_frames(info, d->kind));
	s->n++;
	return 0;
}

/*
 * The vdso, where dl_iterate_phdr() leaves it out (musl's, in a static
 * program, lists the executable alone): from the ELF header the kernel
 * maps at AT_SYSINFO_EHDR, whose first segment starts at file offset 0.
 */
static void add_vdso(struct listing *s)
{
	uintptr_t ehdr = (uintptr_t)getauxval(AT_SYSINFO_EHDR);
	const ElfW(Ehdr) *e = (const ElfW(Ehdr) *)ehdr;
	struct dl_phdr_info info;
	unsigned i;

	if (ehdr == 0 || s->failed)
		return;
	for (i = 0; i < s->n; i++)
		if (s->d[i].kind == GMON_OBJECT_VDSO)
			return;
	memset(&info, 0, sizeof info);
	info.dlpi_name = "";
	info.dlpi_phdr = (const ElfW(Phdr) *)(ehdr + e->e_phoff);
	info.dlpi_phnum = e->e_phnum;
	for (i = 0; i < info.dlpi_phnum; i++)
		if (info.dlpi_phdr[i].p_type == PT_LOAD) {
			info.dlpi_addr = ehdr - info.dlpi_phdr[i].p_vaddr;
			add_object(&info, sizeof info, s);
			return;
		}
}

/*
 * The listing's memory is kept from one listing to the next, under
 * listing_lock: fresh pages for every dlopen cost more than the listing itself
 * with a thousand objects loaded.  errno is kept.
 */
static void list_objects(uintptr_t leaving)
{
	static struct listing s;
	static unsigned listings;
	int cancel = gmon_port_cancel_off();	/* GMON_SAY writes */
	int saved = errno;

	at_work++;
	pthread_mutex_lock(&listing_lock);
	if (FAULT(FAULT_SIGNAL_IN_LISTING) && listings++ == 1)
		sys_raise(SIGUSR1);
	s.n = 0;
	s.paths_used = 0;
	s.cwd_state = 0;
	s.failed = 0;
	s.leaving = leaving;
	gmon_linux_stacks_code_begin();
	dl_iterate_phdr(add_object, &s);
	add_vdso(&s);
	gmon_linux_stacks_code_end();
	if (s.failed)
		GMON_SAY("out of memory listing the loaded objects");
	else
		gmon_objects_loaded(s.d, s.n);
	pthread_mutex_unlock(&listing_lock);
	at_work--;
	errno = saved;
	gmon_port_cancel_restore(cancel);
}

void gmon_port_objects_watch(void)
{
	__atomic_store_n(&watching, 1, __ATOMIC_RELEASE);
	list_objects(0);
}

/* List the objects again, once profiling watches them. */
static void relist(uintptr_t leaving)
{
	if (__atomic_load_n(&watching, __ATOMIC_ACQUIRE))
		list_objects(leaving);
}

/* dlopen() or dlclose() succeeded (dlhook.c): list them again. */
void gmon_linux_objects_changed(void)
{
	relist(0);
}

/* dlhook.c calls the C library's dlopen() or dlclose(): +1, then -1. */
void gmon_linux_objects_at_work(int delta)
{
	at_work += delta;
}

/*
 * At exit: list them again, to name what a dlopen that bypassed the
 * hook loaded, unless exit() came from a signal handler that
 * interrupted this thread's own work on them.
 */
void gmon_linux_objects_at_exit(void)
{
	if (at_work == 0)
		relist(0);
}

/*
 * A library linked by gmon-cc says it is loaded (crt/gshared.o, from a
 * constructor that runs before the library's own): a dlopen that does
 * not go through dlhook.c (a program's own, a static sanitizer
 * runtime's) would leave it unseen until the next hook, and the calls
 * its constructors make would count in no object.  Exported, as mcount
 * is, to the libraries the program loads.
 */
__attribute__((visibility("default")))
void gmon_linux_object_loaded(void)
{
	relist(0);
}

/*
 * The same library's last destructor (gshared.o): the object holding
 * `inside' is being unloaded.  The objects are listed again without it,
 * so that its counts are put by now, and what is loaded at its place
 * later, by a dlopen that bypasses the hook, is not taken for it.
 */
__attribute__((visibility("default")))
void gmon_linux_object_leaving(const void *inside)
{
	relist((uintptr_t)inside);
}

/* A fork child has one thread: listing_lock may have been another's. */
void gmon_linux_objects_after_fork(void)
{
	pthread_mutex_init(&listing_lock, NULL);
}

/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * gmon-run: profile a program that was not built for profiling.
 *
 *   gmon-run [options] [--] PROG [ARGS...]
 *
 * PROG runs with libgmon's shared runtime, libgmon.so, preloaded
 * (LD_PRELOAD), which samples the whole process and writes a gmon.out
 * for the executable and a gmon.NAME.out for each other object with
 * samples (GMON_OBJECTS=all): gprof reads each with that object.  The
 * options set the variables the runtime reads; PROG replaces gmon-run
 * (exec), so the exit status is PROG's, and the programs it runs are
 * profiled too (LD_PRELOAD is inherited).
 *
 * A program the loader would not preload into (statically linked,
 * set-user-ID, set-group-ID or with file capabilities, of another
 * architecture) or that is not an ELF executable is refused, with one
 * line saying why: it would otherwise run and leave no profile.  So is
 * one that would need a libgmon.so whose path LD_PRELOAD cannot hold.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <getopt.h>
#include <libelf.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <unistd.h>

#include "config.h"
#include "gmon-run-paths.h"	/* GMON_BIN_FROM_PREFIX, GMON_PRELOAD_FROM_PREFIX */

/* Exit statuses of gmon-run's own failures, as env(1) and the shells. */
enum { EXIT_USAGE = 125, EXIT_CANNOT_RUN = 126, EXIT_NOT_FOUND = 127 };

static const char *prog_name = "gmon-run";

__attribute__((format(printf, 2, 3), noreturn))
static void die(int status, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: ", prog_name);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(status);
}

static void usage(FILE *to, int status)
{
	fprintf(to,
		"Usage: gmon-run [OPTION]... [--] PROG [ARG]...\n"
		"Run PROG, which need not be built for profiling, with libgmon's\n"
		"runtime preloaded: gmon.out for the executable and gmon.NAME.out\n"
		"for each other object with samples, for gprof.\n"
		"\n"
		"  -o, --output=PREFIX    write PREFIX.PID and PREFIX.NAME.PID (GMON_OUT_PREFIX)\n"
		"  -r, --rate=HZ          samples per second of CPU time (GMON_HZ)\n"
		"  -O, --objects=WHICH    all (default): every object with samples;\n"
		"                         pg: the executable and objects built with -pg;\n"
		"                         exe: the executable only (GMON_OBJECTS)\n"
		"  -f, --format=gnu|bsd   file format (GMON_FORMAT)\n"
		"  -s, --stacks=on|off    on (default): also the call stack of every sample,\n"
		"                         in gmon.stacks (PREFIX-stacks.PID), for gmon-dump's\n"
		"                         measured views; off: none (GMON_STACKS)\n"
		"  -v, --verbose          at exit, say where the time went (GMON_VERBOSE=1)\n"
		"  -h, --help             print this help\n"
		"  -V, --version          print the version\n"
		"\n"
		"The exit status is PROG's; 125, 126 or 127 if gmon-run cannot run it.\n");
	exit(status);
}

/* PROG as execvp() would find it; NULL if not found. */
static char *find_program(const char *prog)
{
	const char *path = getenv("PATH"), *p, *end;

	if (strchr(prog, '/'))
		return strdup(prog);
	if (path == NULL)
		path = "/usr/local/bin:/bin:/usr/bin";
	for (p = path; ; p = end + 1) {
		char *full;
		struct stat st;

		end = strchr(p, ':');
		if (end == NULL)
			end = p + strlen(p);
		/* an empty element is the current directory, as for execvp */
		if ((end == p ? asprintf(&full, "./%s", prog)
			      : asprintf(&full, "%.*s/%s", (int)(end - p), p,
					 prog)) < 0)
			die(EXIT_USAGE, "out of memory");
		if (stat(full, &st) == 0 && S_ISREG(st.st_mode) &&
		    access(full, X_OK) == 0)
			return full;
		free(full);
		if (*end == '\0')
			return NULL;
	}
}

/*
 * libgmon.so in $GMON_RUN_LIBDIR, made absolute from our current
 * directory: LD_PRELOAD is inherited, and a relative path would not be
 * found by the programs started after a chdir (make -C, a script's cd),
 * which the loader runs unprofiled after an error line.
 */
static char *library_in(const char *dir)
{
	char *cwd = NULL, *lib;

	if (*dir != '/' && (cwd = getcwd(NULL, 0)) == NULL)
		die(EXIT_CANNOT_RUN, "GMON_RUN_LIBDIR=%s is relative and the "
		    "current directory is unknown: %s", dir, strerror(errno));
	if (asprintf(&lib, "%s%s%s/libgmon.so", cwd ? cwd : "", cwd ? "/" : "",
		     dir) < 0)
		die(EXIT_USAGE, "out of memory");
	free(cwd);
	return lib;
}

/* Where libgmon.so is: $GMON_RUN_LIBDIR, else libgmon's directory under
 * libdir, found relative to us. */
static char *find_library(void)
{
	const char *dir = getenv("GMON_RUN_LIBDIR");
	char self[PATH_MAX], *lib, *slash;
	const char *rel = GMON_BIN_FROM_PREFIX;
	ssize_t n;

	if (dir && *dir)
		return library_in(dir);
	if (GMON_PRELOAD_FROM_PREFIX[0] == '/' || rel[0] == '/' ||
	    (n = readlink("/proc/self/exe", self, sizeof self - 1)) < 0) {
		if (asprintf(&lib, "%s/libgmon.so", GMON_PRELOAD_DIR) < 0)
			die(EXIT_USAGE, "out of memory");
		return lib;
	}
	self[n] = '\0';
	/* from the program up to bindir, then up to the prefix */
	*strrchr(self, '/') = '\0';
	while (*rel && strcmp(rel, ".") != 0) {
		if ((slash = strrchr(self, '/')) != NULL)
			*slash = '\0';
		rel = strchr(rel, '/');
		if (rel == NULL)
			break;
		rel++;
	}
	if (asprintf(&lib, "%s/%s/libgmon.so", self, GMON_PRELOAD_FROM_PREFIX) < 0)
		die(EXIT_USAGE, "out of memory");
	return lib;
}

struct elf_facts {
	int elf;		/* an ELF file at all */
	int executable;		/* ET_EXEC or ET_DYN */
	int shared;		/* ET_DYN with an entry point: PIE or loader */
	int dynamic;		/* has an interpreter: the loader preloads */
	int class;		/* ELFCLASS32 or ELFCLASS64 */
	int machine;
	char interp[256];	/* the interpreter's path, or "" */
	char loader[256];	/* the interpreter's file name, or "" */
	char soname[256];	/* DT_SONAME, or "" */
	int has_libgmon;	/* has libgmon's note: gmon-cc linked it in */
	int has_mcount;		/* defines mcount or __fentry__ (cc -pg) */
};

/* Note in f which profiling runtime the symbol table `scn' defines. */
static void note_runtime_symbols(Elf *e, Elf_Scn *scn, const GElf_Shdr *sh,
			 struct elf_facts *f)
{
	Elf_Data *data = elf_getdata(scn, NULL);
	size_t i, n = sh->sh_entsize ? sh->sh_size / sh->sh_entsize : 0;
	GElf_Sym sym;
	const char *name;

	for (i = 0; data != NULL && i < n; i++) {
		if (gelf_getsym(data, (int)i, &sym) == NULL ||
		    sym.st_shndx == SHN_UNDEF ||
		    (name = elf_strptr(e, sh->sh_link, sym.st_name)) == NULL)
			continue;
		if (strcmp(name, "mcount") == 0 ||
		    strcmp(name, "_mcount") == 0 ||
		    strcmp(name, "__fentry__") == 0)
			f->has_mcount = 1;
	}
}

/*
 * Whether the note section `scn' has libgmon's note, which its start-up
 * (ports/linux/crt/gcrt0.c) puts in every program gmon-cc links: unlike
 * a symbol, strip leaves it, and no program's own names can fake it.
 */
static int libgmon_note(Elf_Scn *scn)
{
	Elf_Data *data = elf_getdata(scn, NULL);
	size_t at = 0, name, desc;
	GElf_Nhdr nh;

	while (data != NULL &&
	       (at = gelf_getnote(data, at, &nh, &name, &desc)) != 0)
		if (nh.n_type == 1 && nh.n_namesz == 8 &&
		    memcmp((const char *)data->d_buf + name, "libgmon", 8) == 0)
			return 1;
	return 0;
}

/* The object's DT_SONAME, into f->soname: what a loader calls itself. */
static void read_soname(Elf *e, Elf_Scn *scn, const GElf_Shdr *sh,
			struct elf_facts *f)
{
	Elf_Data *data = elf_getdata(scn, NULL);
	size_t i, n = sh->sh_entsize ? sh->sh_size / sh->sh_entsize : 0;
	GElf_Dyn dyn;
	const char *name;

	for (i = 0; data != NULL && i < n; i++)
		if (gelf_getdyn(data, (int)i, &dyn) && dyn.d_tag == DT_SONAME &&
		    (name = elf_strptr(e, sh->sh_link, dyn.d_un.d_val)) != NULL)
			snprintf(f->soname, sizeof f->soname, "%s", name);
}

/* The interpreter named by ph, into f->interp and its file name f->loader. */
static void read_loader(int fd, const GElf_Phdr *ph, struct elf_facts *f)
{
	char *path = f->interp;
	size_t n = ph->p_filesz < sizeof f->interp - 1 ? ph->p_filesz
						       : sizeof f->interp - 1;
	ssize_t got = pread(fd, path, n, (off_t)ph->p_offset);
	const char *slash;

	if (got <= 0)
		return;
	path[got] = '\0';
	slash = strrchr(path, '/');
	strcpy(f->loader, slash ? slash + 1 : path);
}

/*
 * `path' opened for reading, which must be a regular file: opened without
 * waiting (a FIFO's open waits for a writer), then checked, so that what
 * is read is what was checked.
 */
static int open_regular(const char *path)
{
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	struct stat st;

	if (fd < 0)
		die(EXIT_CANNOT_RUN, "%s: %s", path, strerror(errno));
	if (fstat(fd, &st) != 0)
		die(EXIT_CANNOT_RUN, "%s: %s", path, strerror(errno));
	if (!S_ISREG(st.st_mode))
		die(EXIT_CANNOT_RUN, "%s is not a regular file", path);
	return fd;
}

static void read_elf(const char *path, struct elf_facts *f)
{
	int fd = open_regular(path);
	Elf *e;
	GElf_Ehdr eh;
	size_t i, n;
	Elf_Scn *scn = NULL;
	GElf_Shdr sh;

	memset(f, 0, sizeof *f);
	e = elf_begin(fd, ELF_C_READ, NULL);
	if (e != NULL && elf_kind(e) == ELF_K_ELF && gelf_getehdr(e, &eh)) {
		f->elf = 1;
		f->executable = eh.e_type == ET_EXEC || eh.e_type == ET_DYN;
		f->shared = eh.e_type == ET_DYN && eh.e_entry != 0;
		f->class = gelf_getclass(e);
		f->machine = eh.e_machine;
		if (elf_getphdrnum(e, &n) == 0)
			for (i = 0; i < n; i++) {
				GElf_Phdr ph;

				if (gelf_getphdr(e, (int)i, &ph) &&
				    ph.p_type == PT_INTERP) {
					f->dynamic = 1;
					read_loader(fd, &ph, f);
				}
			}
		while ((scn = elf_nextscn(e, scn)) != NULL) {
			if (gelf_getshdr(scn, &sh) == NULL)
				continue;
			if (sh.sh_type == SHT_SYMTAB)
				note_runtime_symbols(e, scn, &sh, f);
			else if (sh.sh_type == SHT_DYNAMIC)
				read_soname(e, scn, &sh, f);
			else if (sh.sh_type == SHT_NOTE && libgmon_note(scn))
				f->has_libgmon = 1;
		}
	}
	if (e)
		elf_end(e);
	close(fd);
}

/* The word at `s' and the blanks after it skipped. */
static char *next_word(char *s)
{
	s += strcspn(s, " \t");
	return s + strspn(s, " \t");
}

/*
 * What `#!/usr/bin/env ARGS' runs: the first word that is neither an
 * option (nor -u's or -C's argument) nor a NAME=VALUE.  Under -S the
 * kernel's one argument is split, so the words after it are the
 * program's ("python3 -u -X dev"); without, only the name is.
 */
static char *env_program(char *arg, char *interp)
{
	int split = 0;

	for (;;) {
		size_t len = strcspn(arg, " \t");

		if ((len == 2 && (strncmp(arg, "-u", 2) == 0 ||
				  strncmp(arg, "-C", 2) == 0)) ||
		    (len == 7 && (strncmp(arg, "--unset", 7) == 0 ||
				  strncmp(arg, "--chdir", 7) == 0))) {
			arg = next_word(next_word(arg));	/* and its argument */
			continue;
		}
		if (*arg == '-') {
			char *s = arg[1] == '-' ? NULL : memchr(arg, 'S', len);

			if (strncmp(arg, "--split-string", 14) == 0)
				s = arg + 13;
			if (s != NULL) {
				split = 1;
				if (s[1] == '=' || (s[1] != '\0' && !strchr(" \t", s[1]))) {
					arg = s + 1 + (s[1] == '=');	/* -Sperl */
					continue;
				}
			}
		} else if (memchr(arg, '=', len) == NULL) {
			break;
		}
		arg = next_word(arg);
	}
	if (split) {	/* less the blanks at the end of the line */
		char *end = arg + strlen(arg);

		while (end > arg && strchr(" \t\r", end[-1]))
			*--end = '\0';
	} else {
		arg[strcspn(arg, " \t\r")] = '\0';
	}
	return *arg ? arg : interp;
}

/*
 * If path is a script ("#!"), what to profile instead, for the message:
 * its interpreter and argument as the kernel would run them ("/usr/bin/perl
 * -w"), or the program `env' runs ("python3", "python3 -u" under -S).
 * NULL if not a script.
 */
static char *script_interpreter(const char *path)
{
	static char line[256];
	FILE *f = fdopen(open_regular(path), "rb");
	char *interp, *arg, *end;

	if (f == NULL)
		return NULL;
	if (fgets(line, sizeof line, f) == NULL)
		line[0] = '\0';
	fclose(f);
	if (line[0] != '#' || line[1] != '!')
		return NULL;
	line[strcspn(line, "\n")] = '\0';
	interp = line + 2 + strspn(line + 2, " \t");
	end = interp + strcspn(interp, " \t");
	arg = end + strspn(end, " \t");
	*end = '\0';
	if (*interp == '\0')
		return "sh";
	if (strcmp(strrchr(interp, '/') ? strrchr(interp, '/') + 1 : interp,
		   "env") == 0 && *arg != '\0') {
		return env_program(arg, interp);
	}
	if (*arg != '\0')
		*end = ' ';	/* the kernel passes the rest as one argument */
	return interp;
}

/* `s' as one word of a shell command line: quoted where it needs it. */
static char *shell_word(const char *s)
{
	size_t n = strlen(s), i, j = 0;
	char *q;

	if (n > 0 && strspn(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
			   "0123456789_./+-:=,@%") == n)
		return strdup(s);
	q = malloc(4 * n + 3);
	if (q == NULL)
		return NULL;
	q[j++] = '\'';
	for (i = 0; i < n; i++) {
		if (s[i] == '\'') {	/* end the quote, an escaped ', quote again */
			memcpy(q + j, "'\\''", 4);
			j += 4;
		} else {
			q[j++] = s[i];
		}
	}
	q[j++] = '\'';
	q[j] = '\0';
	return q;
}

/*
 * What we are: our loader is the one libgmon.so was built with us for,
 * of the same C library.  Its names are "" if unknown (no /proc).
 */
static const struct elf_facts *own_facts(void)
{
	static struct elf_facts self;

	if (self.elf == 0 && access("/proc/self/exe", R_OK) == 0)
		read_elf("/proc/self/exe", &self);
	return &self;
}

/* The file name of the loader this process runs under. */
static const char *own_loader(void)
{
	return own_facts()->loader;
}

/* Whether paths a and b name the same file. */
static int same_file(const char *a, const char *b)
{
	struct stat sa, sb;

	return stat(a, &sa) == 0 && stat(b, &sb) == 0 &&
	       sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

/*
 * Whether `path', an executable ELF file with no interpreter (facts f),
 * is a dynamic loader run as a program (ld.so PROG ARGS), and if so its
 * name as a loader into f->loader: it preloads for PROG as when the
 * kernel starts it for PROG.  A static-pie program is ET_DYN with an
 * entry point and no interpreter too, and must still be refused: it is
 * no library and has no DT_SONAME, so a loader is known by its file or
 * by the DT_SONAME it gives itself, and only musl's by its file name:
 *  - our own, under any name (a symlink, glibc's older ld-2.31.so): the
 *    file our PT_INTERP names, compared by device and inode;
 *  - else one whose DT_SONAME is a glibc loader's: ld-linux-x86-64.so.2,
 *    ld-linux.so.2 (i386), ld-linux-aarch64.so.1, ld-linux-armhf.so.3,
 *    ld64.so.1 and ld64.so.2 (s390x, ppc64), ld.so.1 (ppc, mips, s390);
 *    the checks that follow refuse those of another machine;
 *  - else musl's, the one loader without a DT_SONAME: by the name its
 *    programs' PT_INTERP give it, ld-musl-ARCH.so.1 (the file is libc.so).
 */
static int is_loader(const char *path, struct elf_facts *f)
{
	const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
	const char *name;

	if (!f->shared)
		return 0;
	if (*own_facts()->interp && same_file(path, own_facts()->interp))
		name = own_loader();
	else if (strncmp(f->soname, "ld-", 3) == 0 ||
		 strncmp(f->soname, "ld64.so.", 8) == 0 ||
		 strncmp(f->soname, "ld.so.", 6) == 0)
		name = f->soname;
	else if (*f->soname == '\0' && strncmp(base, "ld-musl-", 8) == 0)
		name = base;
	else
		return 0;
	snprintf(f->loader, sizeof f->loader, "%s", name);
	return 1;
}

/*
 * Whether a program's loader can link libgmon.so in.  Our own can.
 * Another C library's cannot in general: glibc's finds no libc.so.6 for
 * a musl-built libgmon.so.  musl's can: it takes any libc.so name for
 * itself, and a glibc-built libgmon.so names no function musl lacks
 * (what is glibc's alone is a weak reference, see ports/linux/start.c).
 */
static int links_us_in(const char *loader)
{
	return strcmp(loader, own_loader()) == 0 ||
	       strncmp(loader, "ld-musl-", 8) == 0;
}

/*
 * Refuse a libgmon.so that LD_PRELOAD cannot name: the loader splits its
 * list at spaces and colons (glibc; musl at any white space) with no way
 * to quote them, prints two errors and runs the program unprofiled.
 */
static void check_preloadable(const char *library)
{
	const char *bad = library + strcspn(library, ": \t\n\v\f\r");

	if (*bad)
		die(EXIT_CANNOT_RUN, "cannot preload libgmon's runtime %s: its "
		    "path has a %s, where LD_PRELOAD splits its list (there is "
		    "no quoting); install libgmon where the path has no spaces "
		    "or colons", library, *bad == ':' ? "colon" :
		    *bad == ' ' ? "space" : "white-space character");
}

/*
 * Refuse, in one line, what the loader would not preload into.  Returns
 * 1 if the program needs no preloading: a static program that gmon-cc
 * linked libgmon into profiles itself, under the same GMON_* settings.
 */
static int check_program(const char *prog, const char *path,
			 const char *library)
{
	struct elf_facts p, lib;
	struct stat st;
	const char *interp;

	if (stat(path, &st) != 0)
		die(EXIT_NOT_FOUND, "%s: %s", prog, strerror(errno));
	if (!S_ISREG(st.st_mode))
		die(EXIT_CANNOT_RUN, "%s is not a regular file", prog);
	if (st.st_mode & (S_ISUID | S_ISGID))
		die(EXIT_CANNOT_RUN, "%s is set-%s-ID: the loader ignores "
		    "LD_PRELOAD for it, so it cannot be profiled", prog,
		    st.st_mode & S_ISUID ? "user" : "group");
	if (getxattr(path, "security.capability", NULL, 0) >= 0)
		die(EXIT_CANNOT_RUN, "%s has file capabilities: the loader "
		    "ignores LD_PRELOAD for it, so it cannot be profiled", prog);
	read_elf(path, &p);
	if (!p.elf && (interp = script_interpreter(path)) != NULL) {
		char *word = shell_word(path);

		/* (the path found: interpreters do not search PATH) */
		die(EXIT_CANNOT_RUN, "%s is a script, not an ELF executable: "
		    "profile its interpreter (gmon-run %s %s)", prog, interp,
		    word ? word : path);
	}
	if (!p.elf || !p.executable)
		die(EXIT_CANNOT_RUN, "%s is not an ELF executable", prog);
	if (!p.dynamic)
		p.dynamic = is_loader(path, &p);
	if (!p.dynamic && p.has_libgmon)
		return 1;
	if (!p.dynamic && p.has_mcount)
		die(EXIT_CANNOT_RUN, "%s is statically linked with its C "
		    "library's profiling runtime (cc -pg): run it as it is, or "
		    "build it with gmon-cc", prog);
	if (!p.dynamic)
		die(EXIT_CANNOT_RUN, "%s is statically linked: there is no "
		    "loader to preload libgmon; build it with gmon-cc", prog);
	check_preloadable(library);
	if (access(library, R_OK) != 0)
		die(EXIT_CANNOT_RUN, "cannot find libgmon's runtime %s: %s",
		    library, strerror(errno));
	read_elf(library, &lib);
	if (p.class != lib.class || p.machine != lib.machine)
		die(EXIT_CANNOT_RUN, "%s is a %d-bit program for another "
		    "machine (ELF e_machine %d) than this libgmon (%d-bit, %d)",
		    prog, p.class == ELFCLASS64 ? 64 : 32, p.machine,
		    lib.class == ELFCLASS64 ? 64 : 32, lib.machine);
	if (*own_loader() && !links_us_in(p.loader))
		die(EXIT_CANNOT_RUN, "%s runs under the loader %s, of another "
		    "C library than this libgmon's (%s): build it with gmon-cc",
		    prog, p.loader, own_loader());
	return 0;
}

static void set_env(const char *name, const char *value)
{
	if (setenv(name, value, 1) != 0)
		die(EXIT_USAGE, "cannot set %s: %s", name, strerror(errno));
}

/* Variable `name' with `word' added to its colon-separated list. */
static void add_word(const char *name, const char *word, int first)
{
	const char *old = getenv(name);
	char *value;

	if (old == NULL || *old == '\0')
		value = strdup(word);
	else if (asprintf(&value, "%s:%s", first ? word : old,
			  first ? old : word) < 0)
		value = NULL;
	if (value == NULL)
		die(EXIT_USAGE, "out of memory");
	set_env(name, value);
	free(value);
}

/* libgmon.so goes first: its mcount and monstartup must win. */
static void preload(const char *library)
{
	add_word("LD_PRELOAD", library, 1);
}

/*
 * AddressSanitizer's runtime refuses to start unless it comes first in
 * the loader's list, where libgmon.so must be.  ASan works behind it
 * with that check off, so it is turned off for the program and those it
 * starts, unless the user's ASAN_OPTIONS say otherwise.
 */
static void let_asan_follow(void)
{
	const char *old = getenv("ASAN_OPTIONS");

	if (old == NULL || strstr(old, "verify_asan_link_order") == NULL)
		add_word("ASAN_OPTIONS", "verify_asan_link_order=0", 0);
}

static const char *one_of(const char *opt, const char *v, const char *a,
			  const char *b, const char *c)
{
	if (strcmp(v, a) == 0 || strcmp(v, b) == 0 || (c && strcmp(v, c) == 0))
		return v;
	die(EXIT_USAGE, "%s must be %s, %s%s%s, not '%s'", opt, a, b,
	    c ? " or " : "", c ? c : "", v);
}

int main(int argc, char **argv)
{
	static const struct option longs[] = {
		{ "output", required_argument, NULL, 'o' },
		{ "rate", required_argument, NULL, 'r' },
		{ "objects", required_argument, NULL, 'O' },
		{ "format", required_argument, NULL, 'f' },
		{ "stacks", required_argument, NULL, 's' },
		{ "verbose", no_argument, NULL, 'v' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	const char *objects = NULL;	/* -O, else GMON_OBJECTS, else all */
	int profiles_itself;
	char *path, *library, *end;
	int opt;

	while ((opt = getopt_long(argc, argv, "+o:r:O:f:s:vhV", longs, NULL)) != -1) {
		switch (opt) {
		case 'o':
			set_env("GMON_OUT_PREFIX", optarg);
			break;
		case 'r':
			/* strtoul takes "-5" (as a huge number), " 5" and "+5" */
			if (*optarg < '0' || *optarg > '9' ||
			    strtoul(optarg, &end, 10) == 0 || *end)
				die(EXIT_USAGE, "--rate must be a positive "
				    "number of samples a second, not '%s'", optarg);
			set_env("GMON_HZ", optarg);
			break;
		case 'O':
			objects = one_of("--objects", optarg, "all", "pg", "exe");
			break;
		case 'f':
			set_env("GMON_FORMAT", one_of("--format", optarg, "gnu",
						  "bsd", NULL));
			break;
		case 's':
			set_env("GMON_STACKS", one_of("--stacks", optarg, "on",
						  "off", NULL));
			break;
		case 'v':
			set_env("GMON_VERBOSE", "1");
			break;
		case 'h':
			usage(stdout, 0);
			break;
		case 'V':
			printf("gmon-run (libgmon) %s\n", PACKAGE_VERSION);
			return 0;
		default:
			usage(stderr, EXIT_USAGE);
		}
	}
	if (optind >= argc)
		usage(stderr, EXIT_USAGE);
	path = find_program(argv[optind]);
	if (path == NULL)
		die(EXIT_NOT_FOUND, "%s: command not found", argv[optind]);
	library = find_library();
	if (elf_version(EV_CURRENT) == EV_NONE)
		die(EXIT_USAGE, "libelf: %s", elf_errmsg(-1));
	profiles_itself = check_program(argv[optind], path, library);
	if (objects == NULL)
		objects = getenv("GMON_OBJECTS");
	if (objects == NULL || *objects == '\0')
		objects = "all";
	set_env("GMON_OBJECTS", objects);
	if (!profiles_itself) {
		preload(library);
		let_asan_follow();
	}
	execv(path, argv + optind);
	die(errno == ENOENT ? EXIT_NOT_FOUND : EXIT_CANNOT_RUN, "%s: %s",
	    argv[optind], strerror(errno));
}

/*
 * End-to-end tests on every architecture libgmon supports, under
 * qemu-user with Debian's cross toolchains.
 *
 * For each architecture the test configures and builds libgmon out of
 * tree with --host (once per run, shared by that architecture's tests),
 * builds tests/cross_prog.c with the resulting gmon-cc and with the C
 * library's own `<triplet>-gcc -pg', runs both under qemu-<arch>
 * (static, and dynamic with -L /usr/<triplet>), and reads both profiles
 * with <triplet>-gprof.  The call graphs must be equal arc for arc and
 * count for count; the histogram must cover the executable's text at
 * the C library's rate with time in burn()'s neighbourhood (qemu delivers
 * samples at translated-block boundaries, so no ratios are asserted).
 * The host's own architecture runs natively from the build tree.
 *
 * A missing tool fails the test, naming the package list to install.
 */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <criterion/hooks.h>

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "gmon_read.h"

#ifndef GMON_TOP_SRCDIR
#define GMON_TOP_SRCDIR "."
#endif
#ifndef GMON_TOP_BUILDDIR
#define GMON_TOP_BUILDDIR "."
#endif
#ifndef GMON_HOST_ARCH
#define GMON_HOST_ARCH ""
#endif
#ifndef GMON_HOST_CC
#define GMON_HOST_CC "cc"
#endif

/* CPU seconds burn() runs for, measured by the program itself. */
#define BURN "0.5"
/* Seconds a test program may run (each test may take 300). */
#define RUN_LIMIT "120"
/* How far outside burn() the heaviest histogram bin may lie. */
#define SLACK 16

struct arch {
	const char *name;	/* GMON_ARCH */
	const char *triplet;	/* Debian's GNU triplet */
	const char *qemu;	/* qemu-user binary */
	unsigned ptr_size;
	int big_endian;
};

static const struct arch arches[] = {
	{ "x86_64", "x86_64-linux-gnu", "qemu-x86_64", 8, 0 },
	{ "i386", "i686-linux-gnu", "qemu-i386", 4, 0 },
	{ "aarch64", "aarch64-linux-gnu", "qemu-aarch64", 8, 0 },
	{ "arm", "arm-linux-gnueabihf", "qemu-arm", 4, 0 },
	{ "riscv64", "riscv64-linux-gnu", "qemu-riscv64", 8, 0 },
	{ "ppc64le", "powerpc64le-linux-gnu", "qemu-ppc64le", 8, 0 },
};

/* The architecture this test binary was built for runs natively. */
static int is_host(const struct arch *a)
{
	return strcmp(a->name, GMON_HOST_ARCH) == 0;
}

static const char *env_or(const char *name, const char *dflt)
{
	const char *v = getenv(name);

	return v && *v ? v : dflt;
}

static const char *srcdir(void)
{
	return env_or("abs_top_srcdir", GMON_TOP_SRCDIR);
}

static const char *builddir(void)
{
	return env_or("abs_top_builddir", GMON_TOP_BUILDDIR);
}

static char *xasprintf(const char *fmt, ...)
	__attribute__((format(printf, 1, 2)));

static char *xasprintf(const char *fmt, ...)
{
	va_list ap;
	char *s;

	va_start(ap, fmt);
	if (vasprintf(&s, fmt, ap) < 0)
		cr_assert_fail("out of memory");
	va_end(ap);
	return s;
}

/*
 * Run a shell command in `dir'; stdout and stderr, merged, go to *out
 * (malloc'd) if out is not NULL.  Returns the exit status, or 128 plus
 * the signal.  Make's job server and flags stay out of the sub-builds.
 */
static int run(char **out, const char *dir, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static int run(char **out, const char *dir, const char *fmt, ...)
{
	va_list ap;
	char *cmd, *full, buf[4096];
	size_t len = 0, n;
	char *text = NULL;
	FILE *p;
	int st;

	va_start(ap, fmt);
	if (vasprintf(&cmd, fmt, ap) < 0)
		cr_assert_fail("out of memory");
	va_end(ap);
	full = xasprintf("cd '%s' && unset MAKEFLAGS MFLAGS MAKELEVEL "
			 "GMON_OUT_PREFIX && ( %s ) 2>&1", dir, cmd);
	p = popen(full, "r");
	cr_assert_not_null(p, "popen: %s", strerror(errno));
	while ((n = fread(buf, 1, sizeof buf, p)) > 0) {
		text = realloc(text, len + n + 1);
		cr_assert_not_null(text);
		memcpy(text + len, buf, n);
		len += n;
	}
	if (text == NULL)
		text = calloc(1, 1);
	text[len] = '\0';
	st = pclose(p);
	free(full);
	free(cmd);
	if (out)
		*out = text;
	else
		free(text);
	if (st == -1)
		return -1;
	return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

static void mkdirs(const char *path)
{
	cr_assert_eq(run(NULL, "/", "mkdir -p '%s'", path), 0,
		     "cannot create %s", path);
}

/* Fail loudly when a tool is missing: never skip. */
static void need_tool(const char *tool)
{
	cr_assert_eq(run(NULL, "/", "command -v '%s' >/dev/null", tool), 0,
		     "%s is not installed: the cross tests need the packages "
		     "in deps/cross.txt (./build.sh check installs them)",
		     tool);
}

static const char *workroot(void)
{
	static char *w;

	if (w == NULL) {
		w = xasprintf("%s/tests/work/cross", builddir());
		mkdirs(w);
	}
	return w;
}

/* The runner sets an id that tells this run's sub-builds from older ones. */
ReportHook(PRE_ALL)(struct criterion_test_set *set)
{
	char id[32];

	(void)set;
	snprintf(id, sizeof id, "%ld", (long)getpid());
	setenv("GMON_CROSS_RUN", id, 1);
}

static const char *run_id(void)
{
	static char id[32];

	if (!id[0])
		snprintf(id, sizeof id, "%s",
			 env_or("GMON_CROSS_RUN", "unknown"));
	return id;
}

static int lock_file(const char *path)
{
	int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0666);

	cr_assert_geq(fd, 0, "open %s: %s", path, strerror(errno));
	cr_assert_eq(flock(fd, LOCK_EX), 0, "flock %s", path);
	return fd;
}

static void unlock_file(int fd)
{
	flock(fd, LOCK_UN);
	close(fd);
}

/* "<run id> ok" or "<run id> failed: ..." from this run, else NULL. */
static char *read_stamp(const char *path)
{
	char line[512];
	size_t n;
	FILE *f = fopen(path, "r");

	if (f == NULL)
		return NULL;
	n = fread(line, 1, sizeof line - 1, f);
	fclose(f);
	line[n] = '\0';
	n = strlen(run_id());
	if (strncmp(line, run_id(), n) != 0 || line[n] != ' ')
		return NULL;
	return strdup(line + n + 1);
}

static void write_stamp(const char *path, const char *what)
{
	FILE *f = fopen(path, "w");

	cr_assert_not_null(f, "cannot write %s", path);
	fprintf(f, "%s %s", run_id(), what);
	fclose(f);
}

/*
 * A copy of the source to configure from: the build tree may be the
 * source tree itself, which autoconf refuses to build out of.  make
 * distdir copies exactly what a release carries, with the timestamps.
 */
static const char *source_copy(void)
{
	static char *src;
	char *stamp, *lock, *state, *log = NULL;
	int fd;

	if (src)
		return src;
	src = xasprintf("%s/src", workroot());
	stamp = xasprintf("%s/src.stamp", workroot());
	lock = xasprintf("%s/src.lock", workroot());
	fd = lock_file(lock);
	state = read_stamp(stamp);
	if (state == NULL) {
		int rc = run(&log, builddir(), "rm -rf '%s' && make distdir "
			     "distdir='%s'", src, src);

		write_stamp(stamp, rc == 0 ? "ok" : "failed");
		state = strdup(rc == 0 ? "ok" : "failed");
		if (rc != 0)
			fprintf(stderr, "make distdir:\n%s\n", log);
	}
	unlock_file(fd);
	cr_assert_str_eq(state, "ok", "make distdir failed in %s",
			 builddir());
	free(log);
	free(state);
	free(stamp);
	free(lock);
	return src;
}

/*
 * The compiler libgmon is configured with: clang for `a' with the cross
 * GCC's and C library's files named outright (for configure's test
 * links; the cases build programs with GCC), else the default.
 */
static char *configure_cc(const struct arch *a, int clang)
{
	char *dir, *args;
	int rc;

	if (!clang)
		return strdup("");
	if (is_host(a))
		return strdup("CC=clang");
	rc = run(&dir, "/", "dirname \"$(%s-gcc -print-libgcc-file-name)\"",
		 a->triplet);
	cr_assert_eq(rc, 0, "%s", dir);
	dir[strcspn(dir, "\n")] = '\0';
	args = xasprintf("CC='clang --target=%s -isystem /usr/%s/include "
			 "-B%s -B/usr/%s/lib' LDFLAGS='-L%s -L/usr/%s/lib'",
			 a->triplet, a->triplet, dir, a->triplet, dir,
			 a->triplet);
	free(dir);
	return args;
}

/*
 * The libgmon build for `a': the build tree itself for the host, else
 * a --host build under tests/work/cross/<arch>, made once per run and
 * with -Werror.  With `clang', a build of its own made by clang.
 */
static const char *libgmon_build(const struct arch *a, int clang)
{
	char *dir, *stamp, *lock, *state, *log = NULL, *ccargs;
	const char *src;
	int fd, rc;

	if (is_host(a) && !clang)
		return builddir();
	dir = xasprintf("%s/%s%s", workroot(), a->name,
			clang ? "-clang" : "");
	stamp = xasprintf("%s.stamp", dir);
	lock = xasprintf("%s.lock", dir);
	fd = lock_file(lock);
	state = read_stamp(stamp);
	if (state == NULL) {
		src = source_copy();
		mkdirs(dir);
		ccargs = configure_cc(a, clang);
		rc = run(&log, dir, "{ test -f Makefile || '%s/configure' "
			 "%s%s --enable-werror %s; } && make -j2", src,
			 is_host(a) ? "" : "--host=",
			 is_host(a) ? "" : a->triplet, ccargs);
		write_stamp(stamp, rc == 0 ? "ok" : "failed");
		state = strdup(rc == 0 ? "ok" : "failed");
		if (rc != 0)
			fprintf(stderr, "building libgmon for %s:\n%s\n",
				a->triplet, log);
		free(ccargs);
	}
	unlock_file(fd);
	cr_assert_str_eq(state, "ok", "configure %s%s && make failed in %s",
			 clang ? "(clang) " : "--host=", a->triplet, dir);
	free(log);
	free(state);
	free(stamp);
	free(lock);
	return dir;
}

/* ---- reading gprof and nm ---- */

struct arcs {
	char **line;		/* "caller -> callee count", sorted */
	size_t n;
};

static int by_string(const void *x, const void *y)
{
	return strcmp(*(char *const *)x, *(char *const *)y);
}

static char *trim(char *s)
{
	char *e;

	while (*s == ' ' || *s == '\t')
		s++;
	e = s + strlen(s);
	while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r'))
		*--e = '\0';
	return s;
}

/* Drop a trailing " [n]" index and " <cycle n>" tag from a name. */
static void strip_tags(char *s)
{
	char *p;

	s = trim(s);
	p = strrchr(s, '[');
	if (p && p > s && p[-1] == ' ' && p[strlen(p) - 1] == ']')
		p[-1] = '\0';
	p = strstr(s, " <cycle ");
	if (p && strstr(s, " as a whole>") == NULL)
		*p = '\0';
}

/*
 * Split a call-graph line into its numbers and the name after them:
 * returns the called count (the part before '/' or '+' of the last
 * number), or -1 if the line holds no count.
 */
static long split_line(char *line, char **name)
{
	char *p = line, *tok_end;
	long count = -1;

	for (;;) {
		while (*p == ' ' || *p == '\t')
			p++;
		if (!(*p >= '0' && *p <= '9'))
			break;
		tok_end = p + strcspn(p, " \t");
		if (memchr(p, '.', (size_t)(tok_end - p)) == NULL)
			count = strtol(p, NULL, 10);
		p = tok_end;
	}
	*name = p;
	return count;
}

/*
 * The (caller, callee, count) arcs of `gprof -b -q' output: in each
 * entry, the lines above the one starting with "[n]" are its callers.
 */
static void parse_graph(const char *text, struct arcs *g)
{
	char *copy = strdup(text), *save = NULL, *line;
	char *parent[256];
	long count[256];
	size_t np = 0, i;
	int seen_primary = 0;

	g->line = NULL;
	g->n = 0;
	for (line = strtok_r(copy, "\n", &save); line;
	     line = strtok_r(NULL, "\n", &save)) {
		char *name;
		long c;

		if (strncmp(line, "Index by function name", 22) == 0 ||
		    line[0] == '\f')
			break;
		if (line[0] == '-') {
			np = 0;
			seen_primary = 0;
			continue;
		}
		if (line[0] == '[') {
			char *p = strchr(line, ']');

			if (p == NULL)
				continue;
			split_line(p + 1, &name);
			strip_tags(name);
			for (i = 0; i < np; i++) {
				g->line = realloc(g->line,
						  (g->n + 1) * sizeof *g->line);
				g->line[g->n++] = xasprintf("%s -> %s %ld",
							    parent[i],
							    trim(name),
							    count[i]);
			}
			np = 0;
			seen_primary = 1;
			continue;
		}
		if (seen_primary || line[0] != ' ')
			continue;
		c = split_line(line, &name);
		if (c < 0 || np == sizeof parent / sizeof parent[0])
			continue;	/* <spontaneous>, headers */
		strip_tags(name);
		parent[np] = trim(name);
		count[np++] = c;
	}
	free(copy);
	if (g->n)
		qsort(g->line, g->n, sizeof *g->line, by_string);
}

static long arc_count(const struct arcs *g, const char *caller,
		      const char *callee)
{
	char *want = xasprintf("%s -> %s ", caller, callee);
	long c = -1;
	size_t i;

	for (i = 0; i < g->n; i++)
		if (strncmp(g->line[i], want, strlen(want)) == 0)
			c = strtol(g->line[i] + strlen(want), NULL, 10);
	free(want);
	return c;
}

static char *graph_text(const struct arcs *g)
{
	size_t i, len = 1;
	char *s;

	for (i = 0; i < g->n; i++)
		len += strlen(g->line[i]) + 3;
	s = calloc(1, len);
	for (i = 0; i < g->n; i++) {
		strcat(s, "  ");
		strcat(s, g->line[i]);
		strcat(s, "\n");
	}
	return s;
}

/* Value (and size, if asked) of `sym' in `nm -S' output. */
static int nm_lookup(const char *text, const char *sym, uint64_t *value,
		     uint64_t *size)
{
	const char *p = text;

	while (p && *p) {
		unsigned long long v, sz;
		char type, name[256];
		const char *eol = strchr(p, '\n');

		if (sscanf(p, "%llx %llx %c %255s", &v, &sz, &type, name) == 4 &&
		    strcmp(name, sym) == 0) {
			*value = v;
			if (size)
				*size = sz;
			return 0;
		}
		if (sscanf(p, "%llx %c %255s", &v, &type, name) == 3 &&
		    strcmp(name, sym) == 0 && size == NULL) {
			*value = v;
			return 0;
		}
		p = eol ? eol + 1 : NULL;
	}
	return -1;
}

/* Self seconds of `fn' in `gprof -b -p' output, -1 if not listed. */
static double flat_self(const char *text, const char *fn)
{
	const char *p = text;

	while (p && *p) {
		double pct, cum, self;
		char name[256];
		const char *eol = strchr(p, '\n');
		int len = eol ? (int)(eol - p) : (int)strlen(p);
		char line[512];

		snprintf(line, sizeof line, "%.*s", len, p);
		if (sscanf(line, "%lf %lf %lf", &pct, &cum, &self) == 3 &&
		    sscanf(line + strlen(line) - strlen(fn) - 1, " %255s",
			   name) == 1 && strcmp(name, fn) == 0 &&
		    line[strlen(line) - strlen(fn) - 1] == ' ')
			return self;
		p = eol ? eol + 1 : NULL;
	}
	return -1;
}

/* ---- one test case ---- */

struct variant {
	const char *name;
	const char *cflags;	/* beyond the common ones */
	int clang;		/* build libgmon's side with clang */
	int lib_clang;		/* link a libgmon built by clang */
};

/*
 * clang before 20 calls _mcount on aarch64 and riscv64 without the
 * caller's address (llvm-project issue 121103): the runtime must not
 * crash or invent arcs, and the call graph may come out empty.
 */
static int clang_may_lose_arcs(const struct arch *a)
{
	return strcmp(a->name, "aarch64") == 0 ||
	       strcmp(a->name, "riscv64") == 0;
}

/*
 * clang for a Debian cross target: the target's headers and the cross
 * GCC's start files and libgcc named outright, since clang may settle
 * on another GCC installation for the same CPU (riscv64-unknown-elf).
 */
static char *clang_command(const struct arch *a)
{
	char *dir, *cmd;
	int rc;

	if (is_host(a))
		return strdup("clang");
	rc = run(&dir, "/", "dirname \"$(%s-gcc -print-libgcc-file-name)\"",
		 a->triplet);
	cr_assert_eq(rc, 0, "%s", dir);
	dir[strcspn(dir, "\n")] = '\0';
	cmd = xasprintf("clang --target=%s -isystem /usr/%s/include -B%s -L%s",
			a->triplet, a->triplet, dir, dir);
	free(dir);
	return cmd;
}

/* Every line of `sub' is also in `all' (both sorted). */
static int subset(const struct arcs *sub, const struct arcs *all)
{
	size_t i, j = 0;

	for (i = 0; i < sub->n; i++) {
		while (j < all->n && strcmp(all->line[j], sub->line[i]) < 0)
			j++;
		if (j == all->n || strcmp(all->line[j], sub->line[i]) != 0)
			return 0;
	}
	return 1;
}

static const struct arch *find_arch(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof arches / sizeof arches[0]; i++)
		if (strcmp(arches[i].name, name) == 0)
			return &arches[i];
	cr_assert_fail("no architecture %s", name);
	return NULL;
}

/* Arcs the program makes whatever the C library does. */
static const struct { const char *caller, *callee; long count; } known[] = {
	{ "main", "mid", 10 }, { "mid", "leaf", 30 }, { "main", "fib", 1 },
	{ "fib", "fib", 176 }, { "fib", "leaf", 89 },
	{ "main", "is_even", 1 }, { "is_even", "is_odd", 10 },
	{ "is_odd", "is_even", 10 }, { "main", "twice", 4 },
	{ "main", "thrice", 3 }, { "twice", "leaf", 4 },
	{ "thrice", "leaf", 3 }, { "main", "many", 5 },
	{ "main", "blend", 4 }, { "main", "sum", 1 },
	{ "main", "make_big", 1 }, { "main", "burn", 1 },
};

static void check_histogram(const struct arch *a, const char *dir,
			    const char *nm_text, const char *gprof_flat)
{
	struct gmon_file f, g;
	char err[256];
	uint64_t start, etext, burn, burn_size, lo, hi, best_pc = 0;
	uint64_t samples = 0, best = 0;
	const struct gmon_read_hist *h;
	char *ours = xasprintf("%s/ours.out", dir);
	char *libc = xasprintf("%s/libc.out", dir);
	size_t i;

	cr_assert_eq(gmon_read_path(ours, a->ptr_size, a->big_endian, &f, err,
				    sizeof err), 0, "%s: %s", ours, err);
	cr_assert_eq(gmon_read_path(libc, a->ptr_size, a->big_endian, &g, err,
				    sizeof err), 0, "%s: %s", libc, err);
	cr_assert(!f.bsd && f.version == 1, "%s: not GNU version 1", ours);
	cr_assert_eq(f.nhist, 1, "%s: %zu histogram records", ours, f.nhist);
	cr_assert_eq(g.nhist, 1);
	cr_assert_eq(nm_lookup(nm_text, "__executable_start", &start, NULL), 0);
	cr_assert_eq(nm_lookup(nm_text, "etext", &etext, NULL), 0);
	cr_assert_eq(nm_lookup(nm_text, "burn", &burn, &burn_size), 0);

	/* the text from the ELF header to etext, at link-time addresses */
	h = &f.hist[0];
	lo = start & ~(uint64_t)3;
	hi = (etext + 3) & ~(uint64_t)3;
	cr_expect_eq(h->low, lo, "low_pc %#llx, want %#llx",
		     (unsigned long long)h->low, (unsigned long long)lo);
	cr_expect_eq(h->high, hi, "high_pc %#llx, want %#llx",
		     (unsigned long long)h->high, (unsigned long long)hi);
	cr_expect_eq(h->nbins, (hi - lo) / 4, "%u bins", h->nbins);
	cr_expect_eq(h->rate, g.hist[0].rate, "rate %u, the C library's %u",
		     h->rate, g.hist[0].rate);
	cr_expect_str_eq(h->dimen, "seconds");
	cr_expect_eq(h->abbrev, 's');

	/* time lands in burn(), give or take qemu's block boundaries */
	for (i = 0; i < h->nbins; i++) {
		samples += h->bins[i];
		if (h->bins[i] > best) {
			best = h->bins[i];
			best_pc = h->low + (h->high - h->low) * i / h->nbins;
		}
	}
	cr_assert_gt(samples, 0, "no samples at all");
	cr_expect(best_pc + SLACK >= burn && best_pc < burn + burn_size + SLACK,
		  "most samples at %#llx, burn() is %#llx-%#llx",
		  (unsigned long long)best_pc, (unsigned long long)burn,
		  (unsigned long long)(burn + burn_size));
	cr_expect_gt(flat_self(gprof_flat, "burn"), 0.0,
		     "gprof gives burn() no time:\n%s", gprof_flat);
	gmon_file_free(&f);
	gmon_file_free(&g);
	free(ours);
	free(libc);
}

/*
 * How to run a program for `a': natively, or under qemu-user, with the
 * target's C library for a dynamic one.  The time limit, well under
 * the test's, leaves no emulator behind when a run hangs.
 */
static char *make_runner(const struct arch *a, int is_static)
{
	if (is_host(a))
		return strdup("timeout " RUN_LIMIT " ");
	if (is_static)
		return xasprintf("timeout " RUN_LIMIT " %s ", a->qemu);
	return xasprintf("timeout " RUN_LIMIT " %s -L /usr/%s ", a->qemu,
			 a->triplet);
}

static void run_case(const char *arch_name, const struct variant *v,
		     int is_static)
{
	const struct arch *a = find_arch(arch_name);
	int host = is_host(a);
	char *cc = host ? strdup(GMON_HOST_CC) : xasprintf("%s-gcc", a->triplet);
	char *ours_cc;
	char *gprof = host ? strdup("gprof") : xasprintf("%s-gprof", a->triplet);
	char *nm = host ? strdup("nm") : xasprintf("%s-nm", a->triplet);
	char *runner = make_runner(a, is_static);
	char *dir, *flags, *out, *out2, *nm_text, *flat;
	const char *lib;
	struct arcs ours, libc;
	size_t i;
	int rc;

	need_tool(cc);
	if (v->clang || v->lib_clang)
		need_tool("clang");
	ours_cc = v->clang ? clang_command(a) : strdup(cc);
	need_tool(gprof);
	need_tool(nm);
	if (!host)
		need_tool(a->qemu);
	lib = libgmon_build(a, v->lib_clang);
	dir = xasprintf("%s/%s-%s-%s", workroot(), a->name, v->name,
			is_static ? "static" : "dynamic");
	cr_assert_eq(run(NULL, "/", "rm -rf '%s' && mkdir -p '%s'", dir, dir), 0);
	flags = xasprintf("-O2 -fno-optimize-sibling-calls %s %s", v->cflags,
			  is_static ? "-static" : "");

	/* the same program, with libgmon and with the C library's runtime */
	rc = run(&out, dir, "GMON_CC='%s' GMON_CC_LIBDIR='%s' "
		 "GMON_CC_CRTDIR='%s/crt' GMON_CC_INCDIR='%s/include' "
		 "'%s/tools/gmon-cc' %s -o ours '%s/tests/cross_prog.c'",
		 ours_cc, lib, lib, srcdir(), lib, flags, srcdir());
	cr_assert_eq(rc, 0, "gmon-cc failed:\n%s", out);
	free(out);
	rc = run(&out, dir, "%s -pg %s -o libc '%s/tests/cross_prog.c'", cc,
		 flags, srcdir());
	cr_assert_eq(rc, 0, "%s -pg failed:\n%s", cc, out);
	free(out);
	rc = run(&nm_text, dir, "%s -S ours", nm);
	cr_assert_eq(rc, 0, "%s", nm_text);
	cr_assert(strstr(nm_text, " gmon_mcount\n") != NULL,
		  "gmon-cc did not link libgmon's mcount");

	rc = run(&out, dir, "%s./ours %s && mv gmon.out ours.out", runner,
		 BURN);
	cr_assert_eq(rc, 0, "%s./ours failed (%d):\n%s", runner, rc, out);
	rc = run(&out2, dir, "%s./libc %s && mv gmon.out libc.out", runner,
		 BURN);
	cr_assert_eq(rc, 0, "%s./libc failed (%d):\n%s", runner, rc, out2);
	/* the argument registers came through mcount intact */
	cr_expect_str_eq(out, out2, "outputs differ");
	free(out);
	free(out2);

	rc = run(&out, dir, "%s -b -q ours ours.out", gprof);
	if (rc != 0 && v->clang && clang_may_lose_arcs(a) &&
	    strstr(out, "missing call-graph data") != NULL)
		rc = 0;		/* no arcs at all: an empty graph */
	cr_assert_eq(rc, 0, "%s:\n%s", gprof, out);
	parse_graph(out, &ours);
	free(out);
	rc = run(&out, dir, "%s -b -q libc libc.out", gprof);
	cr_assert_eq(rc, 0, "%s:\n%s", gprof, out);
	parse_graph(out, &libc);
	free(out);

	out = graph_text(&ours);
	out2 = graph_text(&libc);
	if (v->clang && clang_may_lose_arcs(a)) {
		cr_expect(subset(&ours, &libc), "arcs that are not in the "
			  "program\nlibgmon:\n%s the C library:\n%s", out, out2);
		goto graph_done;
	}
	cr_expect_str_eq(out, out2, "call graphs differ\nlibgmon:\n%s"
			 "the C library:\n%s", out, out2);
	for (i = 0; i < sizeof known / sizeof known[0]; i++)
		cr_expect_eq(arc_count(&ours, known[i].caller,
				       known[i].callee), known[i].count,
			     "%s -> %s: want %ld calls, libgmon's graph:\n%s",
			     known[i].caller, known[i].callee,
			     known[i].count, out);
graph_done:
	free(out);
	free(out2);

	rc = run(&flat, dir, "%s -b -p ours ours.out", gprof);
	cr_assert_eq(rc, 0, "%s:\n%s", gprof, flat);
	check_histogram(a, dir, nm_text, flat);
	free(flat);
	free(nm_text);
	free(flags);
	free(dir);
	free(runner);
	free(nm);
	free(gprof);
	free(ours_cc);
	free(cc);
}

/*
 * Threads: four threads call mid() 1000 times each, all at once, on top
 * of main's calls.  glibc's runtime drops arcs when threads meet in
 * mcount, so the counts are checked against the program itself.
 */
static void run_threads_case(const char *arch_name, int is_static)
{
	const struct arch *a = find_arch(arch_name);
	int host = is_host(a);
	char *cc = host ? strdup(GMON_HOST_CC) : xasprintf("%s-gcc", a->triplet);
	char *gprof = host ? strdup("gprof") : xasprintf("%s-gprof", a->triplet);
	char *runner = make_runner(a, is_static);
	char *dir, *out, *text;
	const char *lib;
	struct arcs g;
	int rc;

	need_tool(cc);
	need_tool(gprof);
	if (!host)
		need_tool(a->qemu);
	lib = libgmon_build(a, 0);
	dir = xasprintf("%s/%s-threads-%s", workroot(), a->name,
			is_static ? "static" : "dynamic");
	cr_assert_eq(run(NULL, "/", "rm -rf '%s' && mkdir -p '%s'", dir, dir), 0);
	rc = run(&out, dir, "GMON_CC='%s' GMON_CC_LIBDIR='%s' "
		 "GMON_CC_CRTDIR='%s/crt' GMON_CC_INCDIR='%s/include' "
		 "'%s/tools/gmon-cc' -O2 -fno-optimize-sibling-calls -pthread "
		 "%s -o ours '%s/tests/cross_prog.c'", cc, lib, lib, srcdir(),
		 lib, is_static ? "-static" : "", srcdir());
	cr_assert_eq(rc, 0, "gmon-cc failed:\n%s", out);
	free(out);
	rc = run(&out, dir, "%s./ours 0.05 threads && %s -b -q ours gmon.out",
		 runner, gprof);
	cr_assert_eq(rc, 0, "%s./ours failed (%d):\n%s", runner, rc, out);
	parse_graph(out, &g);
	free(out);
	text = graph_text(&g);
	cr_expect_eq(arc_count(&g, "worker", "mid"), 4000, "%s", text);
	cr_expect_eq(arc_count(&g, "mid", "leaf"), 12030, "%s", text);
	cr_expect_eq(arc_count(&g, "main", "mid"), 10, "%s", text);
	cr_expect_eq(arc_count(&g, "fib", "fib"), 176, "%s", text);
	free(text);
	free(dir);
	free(runner);
	free(gprof);
	free(cc);
}

#define THREADS(arch)							\
	Test(cross_##arch, threads_static, .timeout = 300)		\
	{								\
		run_threads_case(#arch, 1);				\
	}								\
	Test(cross_##arch, threads_dynamic, .timeout = 300)		\
	{								\
		run_threads_case(#arch, 0);				\
	}

THREADS(x86_64)
/*
 * Static only: qemu-i386 7.2 hangs in a dynamically linked i386
 * program's pthread_create, with or without -pg (docs/ARCHITECTURES.md).
 */
Test(cross_i386, threads_static, .timeout = 300)
{
	run_threads_case("i386", 1);
}
THREADS(aarch64)
THREADS(arm)
THREADS(riscv64)
THREADS(ppc64le)

/*
 * arch, variant, flags for both builds, whether libgmon's side of the
 * test program is built with clang (the C library's side is always
 * GCC's cc -pg: glibc has no mcount for clang on ARM), and whether
 * libgmon itself is.
 */
#define CASE(arch, var, cflags, clang, lib_clang, link, is_static)	\
	Test(cross_##arch, var##_##link, .timeout = 300)		\
	{								\
		static const struct variant v = { #var, cflags, clang,	\
						  lib_clang };		\
		run_case(#arch, &v, is_static);				\
	}
#define BOTH(arch, var, cflags, clang)					\
	CASE(arch, var, cflags, clang, 0, static, 1)			\
	CASE(arch, var, cflags, clang, 0, dynamic, 0)
/* libgmon built by clang: one dynamic case is enough */
#define LIB_CLANG(arch)							\
	CASE(arch, libgmon_by_clang, "", 0, 1, dynamic, 0)

BOTH(x86_64, mcount, "", 0)
BOTH(x86_64, fentry, "-mfentry", 0)
BOTH(x86_64, clang, "", 1)
LIB_CLANG(x86_64)
BOTH(i386, mcount, "", 0)
BOTH(i386, fentry, "-mfentry -fno-pie -no-pie", 0)
BOTH(i386, clang, "", 1)
LIB_CLANG(i386)
BOTH(aarch64, mcount, "", 0)
BOTH(aarch64, pac, "-mbranch-protection=pac-ret", 0)
BOTH(aarch64, clang, "", 1)
LIB_CLANG(aarch64)
BOTH(arm, thumb, "-mthumb", 0)
BOTH(arm, arm, "-marm", 0)
BOTH(arm, clang_thumb, "-mthumb", 1)
BOTH(arm, clang_arm, "-marm", 1)
LIB_CLANG(arm)
BOTH(riscv64, mcount, "", 0)
BOTH(riscv64, clang, "", 1)
LIB_CLANG(riscv64)
BOTH(ppc64le, mcount, "", 0)
BOTH(ppc64le, clang, "", 1)
LIB_CLANG(ppc64le)

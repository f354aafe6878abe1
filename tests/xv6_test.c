/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * libgmon's xv6 port (ports/xv6/) on a real kernel: an xv6-riscv tree
 * (XV6_SRC: a directory, or a tarball of one) is copied, patched with
 * ports/xv6/xv6.patch, built with Debian's RISC-V toolchain and booted
 * under qemu-system-riscv64; a scripted console session runs profiled
 * programs and kgmon; tools/xv6fs takes the files they wrote out of the
 * disk image, and riscv64-linux-gnu-gprof reads them.
 *
 * The work is shared by the tests and done once per run (each step
 * under a lock of its own, so that two tests running at once wait for
 * one another):
 *   build    the tree patched and built: kernel/kernel and fs.img
 *   user     -smp 1 -icount: profiltest (profil(2) from user space),
 *            the reference demo (3:1), xv6's wc built with -pg,
 *            pgfork (fork, kill and exec of profiled programs), and a
 *            profile written to a full disk
 *   kernel   -smp 3: kgmon -r -b, kwork 3 20000 50, kgmon -h -p
 *   arena    a kernel whose profile has room for little more than its
 *            histogram: its arc tables fill up
 *
 * make check-xv6 XV6_SRC=... runs it; ./build.sh check does with the
 * tarball in ../shared/third-party/ when that is there.
 */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <time.h>
#include <unistd.h>

#include "harness.h"
#include "xv6_console.h"

#define DEPS "deps/xv6.txt"
#define CROSS "riscv64-linux-gnu-"
#define GPROF CROSS "gprof"
#define QEMU "qemu-system-riscv64"
#define BOOT_SECONDS 300
#define COMMAND_SECONDS 300
#define KWORK_PROCS 3
#define KWORK_CALLS 20000	/* uptime(): no disk, long enough to overlap */
#define KWORK_WRITES 50		/* write(): a disk transaction each */

/* ---- where everything goes ---- */

static char *work(void)
{
	const char *root = getenv("GMON_TEST_WORK");

	return root && *root ? xasprintf("%s/xv6", root)
			     : xasprintf("%s/tests/work/xv6", builddir_path());
}

static char *in_work(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static char *in_work(const char *fmt, ...)
{
	char *rel, *path, *w = work();
	va_list ap;

	va_start(ap, fmt);
	if (vasprintf(&rel, fmt, ap) < 0)
		rel = NULL;
	va_end(ap);
	cr_assert_not_null(rel);
	path = xasprintf("%s/%s", w, rel);
	free(rel);
	free(w);
	return path;
}

static char *tree(void)
{
	return in_work("xv6-riscv");
}

static void need_tools(void)
{
	need_tool(CROSS "gcc", DEPS);
	need_tool(GPROF, DEPS);
	need_tool(QEMU, DEPS);
	need_tool("patch", DEPS);
	need_tool("perl", DEPS);
}

/* ---- once per run ---- */

static int write_file(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	if (f == NULL)
		return -1;
	fputs(text, f);
	return fclose(f);
}

/* A whole text file, NUL-terminated (malloc'd); NULL if absent. */
static char *read_text(const char *path)
{
	unsigned char *data;
	char *text;
	long n = slurp(path, &data);

	if (n < 0)
		return NULL;
	text = xasprintf("%.*s", (int)n, (char *)data);
	free(data);
	return text;
}

/*
 * The work directory belongs to this run (the Criterion runner, the
 * parent of every test): a directory left by an earlier run is wiped.
 */
static void claim_work(void)
{
	char *w = work(), *stamp = in_work("run"), *lock = in_work("run.lock");
	char *mine = xasprintf("%d\n", (int)getppid()), *was;
	int fd;

	cr_assert_eq(run(NULL, "/", "mkdir -p '%s'", w), 0, "cannot make %s", w);
	fd = open(lock, O_CREAT | O_RDWR, 0644);
	cr_assert(fd >= 0 && flock(fd, LOCK_EX) == 0, "cannot lock %s", lock);
	was = read_text(stamp);
	if (was == NULL || strcmp(was, mine) != 0) {
		cr_assert_eq(run(NULL, w, "find . -mindepth 1 -maxdepth 1 "
				 "! -name run.lock -exec rm -rf {} +"), 0);
		cr_assert_eq(write_file(stamp, mine), 0);
	}
	close(fd);
	free(was);
	free(mine);
	free(lock);
	free(stamp);
	free(w);
}

/*
 * Step `name' done once: NULL if it succeeded, else why not (the same
 * answer for every test that asks, without doing it again).
 */
static char *once(const char *name, char *(*step)(void))
{
	char *lock = in_work("%s.lock", name), *ok = in_work("%s.ok", name);
	char *failed = in_work("%s.failed", name), *why;
	int fd;

	claim_work();
	fd = open(lock, O_CREAT | O_RDWR, 0644);
	cr_assert(fd >= 0 && flock(fd, LOCK_EX) == 0, "cannot lock %s", lock);
	if (file_exists(ok)) {
		why = NULL;
	} else if ((why = read_text(failed)) == NULL) {
		why = step();
		cr_assert_eq(why ? write_file(failed, why) : write_file(ok, ""), 0);
	}
	close(fd);
	free(lock);
	free(ok);
	free(failed);
	return why;
}

/* The last part of a long log, for failure messages. */
static const char *tail_of(const char *s)
{
	size_t n = strlen(s);

	return n > 3000 ? s + n - 3000 : s;
}

static double seconds(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* How long each step took, for the record: <work>/times. */
static void note_time(const char *what, double since)
{
	char *path = in_work("times");
	FILE *f = fopen(path, "a");

	if (f) {
		fprintf(f, "%6.1f s  %s\n", seconds() - since, what);
		fclose(f);
	}
	free(path);
}

/* ---- build ---- */

/* XV6_SRC copied to the work directory: a tree, or a tarball of one. */
static char *copy_source(const char *t)
{
	const char *src = getenv("XV6_SRC");
	char *out = NULL, *why = NULL;
	int rc;

	if (src == NULL || *src == '\0')
		return xasprintf("XV6_SRC is not set: make check-xv6 "
				 "XV6_SRC=DIR, an xv6-riscv tree or a tarball "
				 "of one");
	if (run(NULL, "/", "test -d '%s'", src) == 0)
		rc = run(&out, "/", "mkdir -p '%s' && tar -C '%s' --exclude=.git "
			 "-cf - . | tar -C '%s' -xf -", t, src, t);
	else	/* one top directory (git archive --prefix) or none */
		rc = run(&out, "/", "mkdir -p '%s.x' && tar -C '%s.x' -xf '%s' && "
			 "if test -f '%s.x/Makefile'; then mv '%s.x' '%s'; "
			 "else mv '%s.x'/* '%s' && rmdir '%s.x'; fi",
			 t, t, src, t, t, t, t, t, t);
	if (rc != 0)
		why = xasprintf("cannot copy XV6_SRC=%s:\n%s", src, out);
	free(out);
	return why;
}

static const char *make_args(void)
{
	static char *args;

	if (args == NULL) {
		const char *s = srcdir_path();

		args = xasprintf("GMON='%s' TOOLPREFIX=" CROSS " GMON_PG=wc "
				 "GMON_PG_SRCS='%s/ports/bare/demo.c "
				 "%s/tests/xv6/pgfork.c' "
				 "GMON_SRCS='%s/tests/xv6/profiltest.c "
				 "%s/tests/xv6/fill.c %s/tests/xv6/kwork.c'",
				 s, s, s, s, s, s);
	}
	return args;
}

static char *build(void)
{
	char *t = tree(), *out = NULL, *why;
	double start = seconds();

	if ((why = copy_source(t)) != NULL)
		goto out;
	/* a checkout may have been built: nothing of it is reused */
	if (run(&out, t, "make clean") != 0) {
		why = xasprintf("make clean failed in the copy of XV6_SRC:\n%s",
				out);
		goto out;
	}
	free(out);
	out = NULL;
	if (run(&out, t, "patch -p1 --forward --batch < '%s/ports/xv6/xv6.patch'",
		srcdir_path()) != 0) {
		why = xasprintf("ports/xv6/xv6.patch does not apply to "
				"XV6_SRC=%s:\n%s", getenv("XV6_SRC"), out);
		goto out;
	}
	free(out);
	out = NULL;
	if (run(&out, t, "make -j2 %s kernel/kernel fs.img", make_args()) != 0)
		why = xasprintf("building xv6 failed:\n%s", tail_of(out));
	note_time("build: copy, patch, make kernel/kernel fs.img", start);
out:
	free(out);
	free(t);
	return why;
}

static void need_build(void)
{
	char *why;

	need_tools();
	why = once("build", build);
	cr_assert_null(why, "%s", why);
}

/* ---- sessions ---- */

struct session {
	const char *name;
	const char *kernel;	/* relative to the work directory */
	int cpus;
	int icount;		/* -icount shift=2, or host time */
	const char *const *commands;
};

/* Each command's output, after a line "@@@ command". */
static int record(FILE *f, const char *command, const char *output)
{
	const char *nl = strchr(output, '\n');	/* the console's echo */

	return fprintf(f, "@@@ %s\n%s", command, nl ? nl + 1 : "") < 0;
}

static char *boot_and_type(const struct session *s, const char *image)
{
	char *kernel = in_work("%s", s->kernel), *log = in_work("%s.log", s->name);
	char *outs = in_work("%s.out", s->name), *why = NULL, *text;
	char cpus[8], drive[4200], *what;
	char *argv[24];
	struct console *c;
	double start = seconds(), step;
	FILE *f;
	int n = 0, i;

	snprintf(cpus, sizeof cpus, "%d", s->cpus);
	snprintf(drive, sizeof drive, "file=%s,if=none,format=raw,id=x0", image);
	argv[n++] = QEMU;
	argv[n++] = "-machine";
	argv[n++] = "virt";
	argv[n++] = "-bios";
	argv[n++] = "none";
	argv[n++] = "-kernel";
	argv[n++] = kernel;
	argv[n++] = "-m";
	argv[n++] = "128M";
	argv[n++] = "-smp";
	argv[n++] = cpus;
	argv[n++] = "-nographic";
	argv[n++] = "-global";
	argv[n++] = "virtio-mmio.force-legacy=false";
	argv[n++] = "-drive";
	argv[n++] = drive;
	argv[n++] = "-device";
	argv[n++] = "virtio-blk-device,drive=x0,bus=virtio-mmio-bus.0";
	if (s->icount) {
		/* sleep=off would hang a boot of several harts (qemu 7.2) */
		argv[n++] = "-icount";
		argv[n++] = "shift=2";
	}
	argv[n] = NULL;
	f = fopen(outs, "w");
	c = console_start(argv, log);
	if (c == NULL || f == NULL) {
		why = xasprintf("cannot start %s", QEMU);
		goto out;
	}
	if ((text = console_wait(c, "$ ", BOOT_SECONDS)) == NULL) {
		why = xasprintf("xv6 did not boot to its shell (%s)", log);
		goto out;
	}
	free(text);
	what = xasprintf("%s: boot, -smp %d%s", s->name, s->cpus,
			 s->icount ? " -icount" : "");
	note_time(what, start);
	free(what);
	for (i = 0; s->commands[i]; i++) {
		step = seconds();
		if (console_type(c, s->commands[i]) != 0 ||
		    (text = console_wait(c, "$ ", COMMAND_SECONDS)) == NULL) {
			why = xasprintf("no prompt after \"%s\" (%s)",
					s->commands[i], log);
			goto out;
		}
		record(f, s->commands[i], text);
		free(text);
		what = xasprintf("%s: %s", s->name, s->commands[i]);
		note_time(what, step);
		free(what);
	}
out:
	console_stop(c);
	if (f)
		fclose(f);
	free(kernel);
	free(log);
	free(outs);
	return why;
}

/* A session on a fresh copy of the built disk: <name>.img. */
static char *run_session(const struct session *s)
{
	char *t = tree(), *image = in_work("%s.img", s->name), *why;

	if (run(NULL, "/", "cp '%s/fs.img' '%s'", t, image) != 0)
		why = xasprintf("cannot copy %s/fs.img", t);
	else
		why = boot_and_type(s, image);
	free(image);
	free(t);
	return why;
}

static const char *const user_commands[] = {
	"/profiltest",
	"mkdir t-demo", "cd t-demo", "/demo", "cd /",
	"mkdir t-wc", "cd t-wc", "/wc /README", "cd /",
	"mkdir t-pg", "mkdir t-pg/leaf", "cd t-pg", "/pgfork", "cd /",
	"mkdir t-full", "/fill", "cd t-full", "../demo", "cd /",
	"/fill -r", "echo usable > after", "cat after",
	NULL
};

static char *user_session(void)
{
	static const struct session s = {
		"user", "xv6-riscv/kernel/kernel", 1, 1, user_commands
	};

	return run_session(&s);
}

static const char *const kernel_commands[] = {
	"/kgmon -r -b",
	"/kwork 3 20000 50",
	"/kgmon -h -p",
	"/kgmon",
	"/kgmon -b",
	NULL
};

static char *kernel_session(void)
{
	static const struct session s = {
		"kernel", "xv6-riscv/kernel/kernel", 3, 0, kernel_commands
	};

	return run_session(&s);
}

static const char *const arena_commands[] = {
	"/kwork 1 50 5",
	"/kgmon -r",
	"/kgmon -p",
	"echo alive",
	NULL
};

/*
 * A second kernel whose profile's memory (KGMON_ARENA_KB) holds the
 * histogram (as many bytes as the text) and 16 KB more: the arc table
 * cannot grow past its first array.
 */
static char *arena_session(void)
{
	static const struct session s = {
		"arena", "xv6-arena/kernel/kernel", 1, 0, arena_commands
	};
	char *t = tree(), *a = in_work("xv6-arena"), *out = NULL, *why = NULL;
	unsigned long text;
	double start = seconds();

	if (run(&out, t, CROSS "size -A kernel/kernel | awk '$1 == \".text\" "
		"{ print $2 }'") != 0 || (text = strtoul(out, NULL, 10)) == 0) {
		why = xasprintf("no text size for the kernel: %s", out);
		goto out;
	}
	free(out);
	out = NULL;
	if (run(&out, "/", "rm -rf '%s' && cp -a '%s' '%s' && cd '%s' && "
		"rm -f gmon/kernel/arena.o && make %s KGMON_ARENA_KB=%lu "
		"kernel/kernel", a, t, a, a, make_args(),
		text / 1024 + 16) != 0) {
		why = xasprintf("building the small-arena kernel failed:\n%s",
				tail_of(out));
		goto out;
	}
	note_time("arena: build the second kernel", start);
	why = run_session(&s);
out:
	free(out);
	free(a);
	free(t);
	return why;
}

static void need_session(const char *name, char *(*step)(void))
{
	char *why;

	need_build();
	why = once(name, step);
	cr_assert_null(why, "%s", why);
}

/* What `command' printed in session `name' (malloc'd); fails if absent. */
static char *output_of(const char *name, const char *command)
{
	char *path = in_work("%s.out", name), *all = read_text(path);
	char *key = xasprintf("@@@ %s\n", command), *at, *end, *out;

	cr_assert_not_null(all, "no %s", path);
	at = strstr(all, key);
	cr_assert_not_null(at, "\"%s\" did not run in the %s session", command,
			   name);
	at += strlen(key);
	end = strstr(at, "\n@@@ ");
	out = end ? strndup(at, (size_t)(end - at + 1)) : strdup(at);
	free(key);
	free(all);
	free(path);
	return out;
}

/* ---- files out of the disk, and gprof ---- */

/* Session `name''s file `path' on xv6's disk into the work directory. */
static char *take(const char *name, const char *path, const char *as)
{
	char *image = in_work("%s.img", name), *dest = in_work("%s", as);
	char *out = NULL;

	cr_assert_eq(run(&out, "/", "'%s/tools/xv6fs' get '%s' '%s' '%s'",
			 builddir_path(), image, path, dest), 0,
		     "xv6fs get %s %s: %s", image, path, out);
	free(out);
	free(image);
	return dest;
}

static char *listing(const char *name, const char *dir)
{
	char *image = in_work("%s.img", name), *out = NULL;

	cr_assert_eq(run(&out, "/", "'%s/tools/xv6fs' ls '%s' '%s'",
			 builddir_path(), image, dir), 0,
		     "xv6fs ls %s %s: %s", image, dir, out);
	free(image);
	return out;
}

/* gprof's report (-q call graph, -p flat profile) of elf and gmon. */
static char *gprof(const char *opt, const char *elf, const char *gmon)
{
	char *t = tree(), *out = NULL;

	cr_assert_eq(run(&out, t, GPROF " -b %s %s '%s'", opt, elf, gmon), 0,
		     "gprof %s %s: %s", elf, gmon, out);
	free(t);
	return out;
}

static void expect_calls(const char *elf, const char *gmon,
			 const char *caller, const char *callee,
			 unsigned long want)
{
	char *text = gprof("-q", elf, gmon);
	struct graph g;

	parse_graph(text, &g);
	cr_expect_eq(arc_count(&g, caller, callee), want,
		     "%s: %s -> %s called %lu times, not %lu:\n%s", gmon,
		     caller, callee, arc_count(&g, caller, callee), want, text);
	free_graph(&g);
	free(text);
}

/* ---- the build ---- */

/*
 * Every function of the kernel and of a profiled program starts on a
 * 4-byte boundary, a histogram bin's: with RISC-V's compressed code one
 * could start in the middle of a bin, and gprof gave half of holding()'s
 * samples to initlock(), the function before it.
 */
Test(xv6, functions_start_on_histogram_bins, .timeout = 1800)
{
	static const char *const elves[] = { "kernel/kernel", "user/_wc" };
	char *t, *odd = NULL;
	unsigned i;

	need_build();
	t = tree();
	for (i = 0; i < sizeof elves / sizeof elves[0]; i++) {
		cr_assert_eq(run(&odd, t, CROSS "readelf -sW %s | awk '$4 == "
				 "\"FUNC\" && $2 !~ /[048cC]$/ { print $8 }'",
				 elves[i]), 0, "%s", odd);
		cr_expect_str_empty(odd, "%s: functions not on 4 bytes:\n%s",
				    elves[i], odd);
		free(odd);
	}
	free(t);
}

/* ---- profil(2) ---- */

Test(xv6, profil_from_user_space, .timeout = 1800)
{
	char *out;

	need_session("user", user_session);
	out = output_of("user", "/profiltest");
	cr_expect(strstr(out, "profiltest: 0 failed") != NULL &&
		  strstr(out, "FAIL") == NULL,
		  "profil(2) does not behave as documented:\n%s", out);
	cr_expect(strstr(out, "ok wild_kernel") && strstr(out, "ok fault_off") &&
		  strstr(out, "ok fork_parent_apart") && strstr(out, "ok exec_off"),
		  "checks missing:\n%s", out);
	free(out);
}

/* ---- profiled user programs ---- */

Test(xv6, demo_exact_counts_and_3_to_1, .timeout = 1800)
{
	char *gmon, *flat;
	double a, b;

	need_session("user", user_session);
	gmon = take("user", "/t-demo/gmon.out", "demo.gmon");
	expect_calls("user/_demo", gmon, "main", "mid", 10);
	expect_calls("user/_demo", gmon, "mid", "spin_a", 30);
	expect_calls("user/_demo", gmon, "mid", "spin_b", 10);
	flat = gprof("-p", "user/_demo", gmon);
	a = flat_self(flat, "spin_a");
	b = flat_self(flat, "spin_b");
	cr_assert(a > 0 && b > 0, "no samples in spin_a or spin_b:\n%s", flat);
	cr_expect(a / b > 2.7 && a / b < 3.3,
		  "spin_a/spin_b self time %.3f/%.3f is not about 3:1:\n%s",
		  a, b, flat);
	free(flat);
	free(gmon);
}

/*
 * xv6's own wc, built with -pg under its own name: it counts as the
 * host's wc does, gprof names its functions, and its text is not
 * writable (the stub's unwind table once put text and data into one
 * writable segment).
 */
Test(xv6, wc_built_with_pg, .timeout = 1800)
{
	char *out, *host = NULL, *t = tree(), *gmon, *graph, *want, *rwx = NULL;

	need_session("user", user_session);
	out = output_of("user", "/wc /README");
	cr_assert_eq(run(&host, t, "printf '%%d %%d %%d /README' $(wc -l < README) "
			 "$(wc -w < README) $(wc -c < README)"), 0);
	cr_expect(strstr(out, host) != NULL,
		  "xv6's wc built with -pg printed \"%s\", the host's wc \"%s\"",
		  out, host);
	gmon = take("user", "/t-wc/gmon.out", "wc.gmon");
	expect_calls("user/_wc", gmon, "main", "wc", 1);
	graph = gprof("-q", "user/_wc", gmon);
	want = xasprintf("gmon_xv6_start");
	cr_expect(strstr(graph, want) != NULL,
		  "the start file is not in the call graph:\n%s", graph);
	cr_assert_eq(run(&rwx, t, CROSS "readelf -lW user/_wc | grep LOAD | "
			 "grep RWE || true"), 0);
	cr_expect_str_empty(rwx, "user/_wc's text is writable:\n%s", rwx);
	free(rwx);
	free(want);
	free(graph);
	free(gmon);
	free(host);
	free(out);
	free(t);
}

Test(xv6, fork_kill_exec_of_profiled_programs, .timeout = 1800)
{
	char *out, *files, *gmon, *child, *name, *leaf;
	int a = 0;

	need_session("user", user_session);
	out = output_of("user", "/pgfork");
	cr_assert(sscanf(strstr(out, "pgfork: A=") ? strstr(out, "pgfork: A=")
			 : "", "pgfork: A=%d", &a) == 1,
		  "pgfork did not finish:\n%s", out);
	files = listing("user", "/t-pg");
	name = xasprintf("gmon.%d.out", a);
	cr_expect(strstr(files, "gmon.out ") && strstr(files, name),
		  "no gmon.out or %s in t-pg:\n%s", name, files);
	/* ".", "..", leaf, gmon.out, gmon.A.out: the killed child wrote none */
	cr_expect_eq(run(NULL, "/", "test $(printf '%%s' '%s' | grep -c .) -eq 5",
			 files), 0,
		     "other files in t-pg (a killed child's?):\n%s", files);
	gmon = take("user", "/t-pg/gmon.out", "pg.gmon");
	expect_calls("user/_pgfork", gmon, "main", "step", 16);
	free(name);
	name = xasprintf("/t-pg/gmon.%d.out", a);
	child = take("user", name, "pg-child.gmon");
	expect_calls("user/_pgfork", child, "main", "step", 12);
	leaf = take("user", "/t-pg/leaf/gmon.out", "pg-leaf.gmon");
	expect_calls("user/_pgfork", leaf, "main", "step", 3);
	free(leaf);
	free(child);
	free(gmon);
	free(name);
	free(files);
	free(out);
}

Test(xv6, profile_on_a_full_disk, .timeout = 1800)
{
	char *fill, *demo, *files, *after, *cat;
	unsigned char *data;

	need_session("user", user_session);
	fill = output_of("user", "/fill");
	cr_expect(strstr(fill, "fill: ") && !strstr(fill, "fill: 0 KB"),
		  "the disk was not filled:\n%s", fill);
	demo = output_of("user", "../demo");
	cr_expect(strstr(demo, "libgmon: gmon.out: no space left on the disk") !=
		  NULL, "no clear message when the disk filled up:\n%s", demo);
	files = listing("user", "/t-full");
	cr_expect(strstr(files, "gmon.out") == NULL,
		  "a partial gmon.out was left on the full disk:\n%s", files);
	cat = output_of("user", "cat after");
	cr_expect(strstr(cat, "usable") != NULL,
		  "the file system was not usable after the full disk:\n%s", cat);
	after = take("user", "/after", "after");
	cr_expect(slurp(after, &data) == 7 && memcmp(data, "usable\n", 7) == 0,
		  "xv6fs read back the wrong /after");
	free(data);
	free(after);
	free(cat);
	free(demo);
	free(files);
	free(fill);
}

/* ---- the kernel's profile ---- */

Test(xv6, kernel_exact_counts_on_three_harts, .timeout = 1800)
{
	char *kgmon;

	need_session("kernel", kernel_session);
	kgmon = take("kernel", "/kgmon.out", "kgmon.out");
	expect_calls("kernel/kernel", kgmon, "syscall", "sys_uptime",
		     KWORK_PROCS * KWORK_CALLS);
	expect_calls("kernel/kernel", kgmon, "filewrite", "writei",
		     KWORK_PROCS * KWORK_WRITES);
	free(kgmon);
}

Test(xv6, kernel_paths, .timeout = 1800)
{
	char *kgmon, *text, *flat;
	struct graph g;

	need_session("kernel", kernel_session);
	kgmon = take("kernel", "/kgmon.out", "kgmon.out");
	text = gprof("-q", "kernel/kernel", kgmon);
	parse_graph(text, &g);
	cr_expect_geq(arc_count(&g, "syscall", "sys_write"),
		      KWORK_PROCS * KWORK_WRITES, "%s", text);
	cr_expect_geq(arc_count(&g, "sys_write", "filewrite"),
		      KWORK_PROCS * KWORK_WRITES, "%s", text);
	cr_expect_gt(calls_into(&g, "virtio_disk_rw"), 0,
		     "the disk driver is not in the profile:\n%s", text);
	cr_expect_gt(arc_count(&g, "consolewrite", "uartputc"), 0,
		     "the console's UART driver is not in the profile:\n%s",
		     text);
	cr_expect_gt(arc_count(&g, "usertrap", "syscall"), 0, "%s", text);
	flat = gprof("-p", "kernel/kernel", kgmon);
	cr_expect_gt(gprof_seconds(text), 0, "no kernel samples:\n%s", flat);
	free_graph(&g);
	free(flat);
	free(text);
	free(kgmon);
}

Test(xv6, kgmon_halts_and_resumes, .timeout = 1800)
{
	char *halt, *state, *begin;

	need_session("kernel", kernel_session);
	halt = output_of("kernel", "/kgmon -h -p");
	cr_expect(strstr(halt, "bytes written to kgmon.out") &&
		  strstr(halt, "kernel profiling is halted"), "%s", halt);
	state = output_of("kernel", "/kgmon");
	cr_expect(strstr(state, "kernel profiling is halted") != NULL, "%s",
		  state);
	begin = output_of("kernel", "/kgmon -b");
	cr_expect(strstr(begin, "kernel profiling is running") != NULL, "%s",
		  begin);
	free(begin);
	free(state);
	free(halt);
}

Test(xv6, kernel_arc_table_full, .timeout = 1800)
{
	char *reset, *dump, *alive, *kgmon, *text, *elf;
	struct graph g;

	need_session("arena", arena_session);
	reset = output_of("arena", "/kgmon -r");
	cr_expect(strstr(reset, "calls could not be counted (out of memory)"),
		  "no word of the calls lost when the arc table filled up:\n%s",
		  reset);
	/* the restart reuses the histogram's memory (ports/bare/arena.c) */
	cr_expect(strstr(reset, "out of memory for the profile") == NULL,
		  "a reset found no memory for the histogram again:\n%s", reset);
	dump = output_of("arena", "/kgmon -p");
	cr_expect(strstr(dump, "bytes written to kgmon.out") != NULL, "%s", dump);
	alive = output_of("arena", "echo alive");
	cr_expect(strstr(alive, "alive") != NULL, "%s", alive);
	kgmon = take("arena", "/kgmon.out", "arena-kgmon.out");
	elf = in_work("xv6-arena/kernel/kernel");
	text = gprof("-q", elf, kgmon);
	parse_graph(text, &g);
	cr_expect_gt(g.n, 0, "an empty call graph:\n%s", text);
	free_graph(&g);
	free(text);
	free(elf);
	free(kgmon);
	free(alive);
	free(dump);
	free(reset);
}

/* ---- the disk image from the host ---- */

Test(xv6, xv6fs_reads_what_xv6_wrote, .timeout = 1800)
{
	char *t = tree(), *readme, *root;
	char *theirs = xasprintf("%s/README", t);
	unsigned char *a, *b;
	long n;

	need_session("user", user_session);
	readme = take("user", "/README", "README");
	n = slurp(readme, &a);
	cr_expect(n > 0 && n == slurp(theirs, &b) && memcmp(a, b, (size_t)n) == 0,
		  "xv6fs read README differently from the tree's");
	root = listing("user", "/");
	cr_expect(strstr(root, "kgmon ") && strstr(root, "t-demo ") &&
		  strstr(root, "console "), "%s", root);
	free(root);
	free(readme);
	free(theirs);
	free(t);
}

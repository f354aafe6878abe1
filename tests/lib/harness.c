/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* The test library: trees, processes, files, tools.  See harness.h. */
#define _GNU_SOURCE
#include "harness.h"

#include <criterion/criterion.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>

static const char *env_or_die(const char *name)
{
	const char *v = getenv(name);

	if (v == NULL || *v == '\0') {
		fprintf(stderr, "harness: %s is not set (run through make check)\n",
			name);
		exit(99);
	}
	return v;
}

const char *srcdir_path(void) { return env_or_die("abs_top_srcdir"); }
const char *builddir_path(void) { return env_or_die("abs_top_builddir"); }
const char *test_libc(void) { return GMON_TEST_LIBC; }

const char *test_cc(const char *family)
{
	return strcmp(family, "clang") == 0 ? GMON_TEST_CLANG : GMON_TEST_GCC;
}

static char *vxasprintf(const char *fmt, va_list ap)
{
	char *s;

	if (vasprintf(&s, fmt, ap) < 0)
		cr_assert_fail("out of memory");
	return s;
}

char *xasprintf(const char *fmt, ...)
{
	va_list ap;
	char *s;

	va_start(ap, fmt);
	s = vxasprintf(fmt, ap);
	va_end(ap);
	return s;
}

int run(char **out, const char *dir, const char *fmt, ...)
{
	char *cmd, *full, buf[4096];
	size_t len = 0, n;
	char *text = NULL;
	va_list ap;
	FILE *p;
	int st;

	va_start(ap, fmt);
	cmd = vxasprintf(fmt, ap);
	va_end(ap);
	full = xasprintf("cd '%s' && unset MAKEFLAGS MFLAGS MAKELEVEL "
			 "GMON_OUT_PREFIX && { %s\n} 2>&1", dir, cmd);
	p = popen(full, "r");
	cr_assert_not_null(p, "popen: %s", cmd);
	while ((n = fread(buf, 1, sizeof buf, p)) > 0) {
		text = realloc(text, len + n + 1);
		cr_assert_not_null(text, "out of memory");
		memcpy(text + len, buf, n);
		len += n;
	}
	if (text == NULL)
		text = calloc(1, 1);
	text[len] = '\0';
	st = pclose(p);
	if (getenv("HARNESS_VERBOSE"))
		fprintf(stderr, "$ %s\n%s", cmd, text);
	if (out)
		*out = text;
	else
		free(text);
	free(cmd);
	free(full);
	if (st == -1)
		return -1;
	return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

char *run_ok(const char *dir, const char *fmt, ...)
{
	char *cmd, *out;
	va_list ap;
	int st;

	va_start(ap, fmt);
	cmd = vxasprintf(fmt, ap);
	va_end(ap);
	st = run(&out, dir, "%s", cmd);
	cr_assert_eq(st, 0, "in %s, status %d:\n$ %s\n%s", dir, st, cmd, out);
	free(cmd);
	return out;
}

char *run_in_new_dir(const char *suite, const char *name, const char *fmt, ...)
{
	char *dir = work_dir(suite, name), *cmd, *out;
	va_list ap;

	va_start(ap, fmt);
	cmd = vxasprintf(fmt, ap);
	va_end(ap);
	out = run_ok(dir, "%s", cmd);
	free(cmd);
	free(dir);
	return out;
}

void need_tool(const char *tool, const char *deps_list)
{
	cr_assert_eq(run(NULL, "/", "command -v '%s' >/dev/null", tool), 0,
		     "%s is not installed: install the packages in %s "
		     "(./build.sh check does)", tool, deps_list);
}

void build_fuzzer(const char *dir, const char *sources, const char *flags)
{
	char *out;
	int st;

	need_tool("clang", "deps/core.txt");
	st = run(&out, dir, "src='%s'; srcs=; for f in %s; do case $f in *.c) "
		 "srcs=\"$srcs $src/$f\";; esac; done; clang -g -O1 "
		 "-fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all "
		 "-D_LIBGMON_SOURCE -I'%s' -I\"$src/include\" -I\"$src/runtime\" "
		 "-I\"$src/host\" $srcs -o fuzz %s 2>&1 && mkdir -p corpus",
		 srcdir_path(), sources, builddir_path(), flags);
	cr_assert_eq(st, 0, "cannot build the fuzzer (clang's libFuzzer is in "
		     "libclang-rt-14-dev, deps/core.txt): %s", out);
	free(out);
}

void run_fuzzer(const char *dir, const char *default_secs, const char *options)
{
	const char *secs = getenv("GMON_FUZZ_SECONDS");
	char *out;
	int st;

	st = run(&out, dir, "./fuzz -max_total_time=%s %s corpus > fuzz.log 2>&1; "
		 "s=$?; tail -40 fuzz.log; exit $s", secs && *secs ? secs :
		 default_secs, options);
	cr_expect_eq(st, 0, "the fuzzer found a problem (the input is in %s):\n%s",
		     dir, out);
	free(out);
}

/*
 * Under $GMON_TEST_WORK when set: tests/sanitize.sh runs e2e_test and
 * robust_test again while make check may be running them, and the same
 * directories would be emptied under each other's feet.
 */
char *work_dir(const char *suite, const char *name)
{
	const char *root = getenv("GMON_TEST_WORK");
	char *p = root && *root ? xasprintf("%s/%s/%s", root, suite, name)
				: xasprintf("%s/tests/work/%s/%s", builddir_path(), suite, name);

	cr_assert_eq(run(NULL, "/", "rm -rf '%s' && mkdir -p '%s'", p, p), 0,
		     "cannot make %s", p);
	return p;
}

long slurp(const char *path, unsigned char **data)
{
	FILE *f = fopen(path, "rb");
	long n;

	if (f == NULL)
		return -1;
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	fseek(f, 0, SEEK_SET);
	*data = malloc(n ? (size_t)n : 1);
	if (fread(*data, 1, (size_t)n, f) != (size_t)n)
		n = -1;
	fclose(f);
	return n;
}

size_t count_lines(const char *text)
{
	size_t n = 0;

	for (; *text; text++)
		n += *text == '\n';
	return n;
}

int file_exists(const char *path)
{
	struct stat st;

	return lstat(path, &st) == 0;
}

const char *gmon_cc_exports(void)
{
	static char cmd[8192];

	snprintf(cmd, sizeof cmd,
		 "export GMON_CC_LIBDIR='%s' GMON_CC_CRTDIR='%s/crt' "
		 "GMON_CC_INCDIR='%s/include';",
		 builddir_path(), builddir_path(), srcdir_path());
	return cmd;
}

static const char *driver_cmd(char *cmd, size_t size, const char *libdir,
			      const char *driver, const char *flags)
{
	snprintf(cmd, size,
		 "GMON_CC_LIBDIR='%s' GMON_CC_CRTDIR='%s/crt' "
		 "GMON_CC_INCDIR='%s/include' '%s/tools/%s' %s",
		 libdir, builddir_path(), srcdir_path(), builddir_path(), driver,
		 flags);
	return cmd;
}

const char *sanitize_flags(void)
{
	const char *flags = getenv("GMON_TEST_SANITIZE");

	return flags ? flags : "";
}

const char *gmon_cc(void)
{
	static char cmd[8192], dir[4096];

	if (*sanitize_flags() == '\0')
		return driver_cmd(cmd, sizeof cmd, builddir_path(), "gmon-cc", "");
	snprintf(dir, sizeof dir, "%s/tests/sanitize", builddir_path());
	return driver_cmd(cmd, sizeof cmd, dir, "gmon-cc", sanitize_flags());
}

const char *gmon_cxx(void)
{
	static char cmd[8192];

	return driver_cmd(cmd, sizeof cmd, builddir_path(), "gmon-c++", "");
}

const char *gmon_fortran(void)
{
	static char cmd[8192];

	return driver_cmd(cmd, sizeof cmd, builddir_path(), "gmon-fortran", "");
}

const char *gmon_cc_fault(void)
{
	static char cmd[8192], dir[4096];

	snprintf(dir, sizeof dir, "%s/tests/fault", builddir_path());
	return driver_cmd(cmd, sizeof cmd, dir, "gmon-cc", "");
}

const char *gmon_cc_spill(void)
{
	static char cmd[8192], dir[4096];

	snprintf(dir, sizeof dir, "%s/tests/spill", builddir_path());
	return driver_cmd(cmd, sizeof cmd, dir, "gmon-cc", "");
}

const char *gmon_run(void)
{
	static char cmd[8192];

	snprintf(cmd, sizeof cmd, "GMON_RUN_LIBDIR='%s' '%s/gmon-run'",
		 builddir_path(), builddir_path());
	return cmd;
}

const char *gmon_dump_cmd(void)
{
	static char *cmd;

	if (cmd == NULL)
		cmd = xasprintf("'%s/gmon-dump'", builddir_path());
	return cmd;
}

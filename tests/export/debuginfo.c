/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* A stripped program's separate debug file (host/debuginfo.c). */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "exports.h"

/*
 * dir/prog built with -g and run (gmon.out), its debug file made as
 * Debian's dh_strip makes a -dbgsym package's (objcopy --only-keep-debug
 * --compress-debug-sections), and dir/stripped, stripped of it all.
 * Returns dir; *id is the program's build ID in hex.
 */
static char *stripped_with_debug_file(const char *test, char **id)
{
	char *dir = work_dir("export", test), *out;
	size_t n;

	cr_assert_eq(run(&out, dir, "%s -O2 -g '%s/examples/demo.c' -o prog && "
			 "./prog > /dev/null && "
			 "objcopy --only-keep-debug --compress-debug-sections prog prog.debug && "
			 "strip --strip-all prog -o stripped && "
			 "! readelf -S stripped | grep -q -e symtab -e debug_info && "
			 "readelf -n prog | sed -n 's/^ *Build ID: //p'",
			 gmon_cc(), srcdir_path()), 0, "%s", out);
	n = strspn(out, "0123456789abcdef");
	cr_assert(n >= 16 && out[n] == '\n', "no build ID: %s", out);
	out[n] = '\0';
	*id = out;
	return dir;
}

/* gmon-dump's output without its line naming where the symbols came from. */
static char *without_symbols_line(char *text)
{
	char *line = strstr(text, "\n# symbols from ");

	cr_assert(line, "%s", text);
	memmove(line + 1, strchr(line + 1, '\n') + 1, strlen(strchr(line + 1, '\n') + 1) + 1);
	return text;
}

/*
 * A stripped program whose debug file sits under a build-ID path, as a
 * -dbgsym package installs it (/usr/lib/debug/.build-id/xx/yyyy.debug):
 * --debuginfo-path (elfutils' syntax) names a directory of the test's in
 * place of /usr/lib/debug.  The flat profile is the unstripped
 * program's, and the callgrind export has the source lines of the debug
 * file's DWARF.  Without the option (nothing under /usr/lib/debug) the
 * program is refused as before.
 */
Test(debuginfo, build_id_path)
{
	char *id, *dir = stripped_with_debug_file("debuginfo_build_id", &id);
	char *out, *want;

	cr_assert_eq(run(&out, dir, "mkdir -p root/.build-id/%.2s && "
			 "mv prog.debug root/.build-id/%.2s/%s.debug", id, id, id + 2),
		     0, "%s", out);
	free(out);
	cr_assert_eq(run(&want, dir, "'%s/gmon-dump' --flat ./prog gmon.out",
			 builddir_path()), 0, "%s", want);
	cr_assert_eq(run(&out, dir, "'%s/gmon-dump' --debuginfo-path=\"$PWD/root\" "
			 "--flat ./stripped gmon.out", builddir_path()), 0, "%s", out);
	cr_expect(strstr(out, xasprintf("# symbols from .symtab of %s/root/.build-id/%.2s/%s.debug;",
					dir, id, id + 2)), "%s", out);
	cr_expect(strstr(out, "is_prime_slow\n"), "%s", out);
	cr_expect_str_eq(without_symbols_line(out) + strlen("# ./stripped"),
			 without_symbols_line(want) + strlen("# ./prog"));
	free(out);
	free(want);
	cr_assert_eq(run(&out, dir, "'%s/gmon-dump' --debuginfo-path=\"$PWD/root\" "
			 "--callgrind ./stripped gmon.out", builddir_path()), 0, "%s", out);
	cr_expect(strstr(out, "examples/demo.c\n"), "no source lines: %s", out);
	free(out);
	cr_expect_eq(run(&out, dir, "'%s/gmon-dump' --flat ./stripped gmon.out",
			 builddir_path()), 1, "%s", out);
	free(out);
}

/*
 * The .gnu_debuglink name, looked up where gdb looks with the default
 * path: beside the program, then in its .debug/ directory.  A debug file
 * of another build under that name is not taken (libdwfl checks the
 * build ID).
 */
Test(debuginfo, debuglink)
{
	char *id, *dir = stripped_with_debug_file("debuginfo_debuglink", &id);
	char *out;

	cr_assert_eq(run(&out, dir, "objcopy --add-gnu-debuglink=prog.debug stripped && "
			 "'%s/gmon-dump' --flat ./stripped gmon.out", builddir_path()),
		     0, "%s", out);
	cr_expect(strstr(out, "# symbols from .symtab of ./prog.debug;") &&
		  strstr(out, "is_prime_slow\n"), "%s", out);
	free(out);
	cr_assert_eq(run(&out, dir, "mkdir .debug && mv prog.debug .debug/ && "
			 "'%s/gmon-dump' --flat ./stripped gmon.out", builddir_path()),
		     0, "%s", out);
	cr_expect(strstr(out, "# symbols from .symtab of ./.debug/prog.debug;"), "%s", out);
	free(out);
	cr_assert_eq(run(&out, dir, "%s -O1 -g '%s/tests/progs/burn.c' -o other && "
			 "objcopy --only-keep-debug other .debug/prog.debug && "
			 "'%s/gmon-dump' --flat ./stripped gmon.out 2>&1; echo \"status $?\"",
			 gmon_cc(), srcdir_path(), builddir_path()), 0, "%s", out);
	cr_expect(strstr(out, "status 1\n") && strstr(out, "-rdynamic"),
		  "another build's debug file was taken: %s", out);
	free(out);
}

/*
 * With DEBUGINFOD_URLS, a debug file found nowhere on the machine is
 * fetched from the debuginfod server it names (libdw loads
 * libdebuginfod): here a plain HTTP server on the loopback interface
 * serving buildid/ID/debuginfo, as debuginfod answers.
 */
Test(debuginfo, debuginfod, .timeout = 120)
{
	char *id, *dir = stripped_with_debug_file("debuginfo_debuginfod", &id);
	char *out;

	need_tool("python3", DEPS);
	cr_assert_eq(run(&out, dir, "ldconfig -p | grep -q 'libdebuginfod\\.so\\.1 ' || "
			 "{ echo 'libdebuginfod1 is missing: install the packages in "
			 DEPS "'; exit 1; }"), 0, "%s", out);
	free(out);
	cr_assert_eq(run(&out, dir, "mkdir -p srv/buildid/%s && "
			 "mv prog.debug srv/buildid/%s/debuginfo && "
			 "python3 -c 'import functools, http.server as h\n"
			 "s = h.HTTPServer((\"127.0.0.1\", 0), functools.partial("
			 "h.SimpleHTTPRequestHandler, directory=\"srv\"))\n"
			 "open(\"port.tmp\", \"w\").write(str(s.server_port))\n"
			 "__import__(\"os\").rename(\"port.tmp\", \"port\")\n"
			 "s.serve_forever()' 2>server.log & server=$!; "
			 "for i in $(seq 100); do test -s port && break; sleep 0.1; done; "
			 "DEBUGINFOD_URLS=http://127.0.0.1:$(cat port) "
			 "DEBUGINFOD_CACHE_PATH=\"$PWD/cache\" "
			 "'%s/gmon-dump' --debuginfo-path=\"$PWD/none\" --flat ./stripped gmon.out; "
			 "st=$?; kill $server; exit $st", id, id, builddir_path()),
		     0, "%s", out);
	cr_expect(strstr(out, "is_prime_slow\n") && strstr(out, "/cache/"), "%s", out);
	free(out);
}

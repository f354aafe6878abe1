/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* What the whole-process suites share.  See objects.h. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "objects.h"

void build_objects_program(const char *dir, enum objects_build how)
{
	const char *plain = test_cc("gcc");
	const char *cc = how == PROFILED ? gmon_cc() : plain;

	free(run_ok(dir, "S='%s/tests/progs' && "
		    "%s -O1 -fPIC -shared -DLIB=pg -I\"$S\" \"$S/objlib.c\" -o libpg.so && "
		    "%s -O1 -fPIC -shared -DLIB=plain -I\"$S\" \"$S/objlib.c\" -o libplain.so && "
		    "%s -O1 -fPIC -shared -DLIB=dl -I\"$S\" \"$S/objlib.c\" -o libdl.so && "
		    "%s -O1 -I\"$S\" \"$S/objects.c\" -L. -lpg -lplain "
		    "-Wl,-rpath,'$ORIGIN' -o prog",
		    srcdir_path(), cc, plain, cc, cc));
}

char *libc_object(const char *dir)
{
	char *out;

	if (strcmp(test_libc(), "glibc") == 0)
		return strdup("libc.so.6");
	out = run_ok(dir, "readelf -lW prog | sed -n "
		     "'s|.*interpreter: .*/\\([^/]*\\)]|\\1|p'");
	out[strcspn(out, "\n")] = '\0';
	cr_assert(*out, "no interpreter in %s/prog", dir);
	return out;
}

double measured_seconds(const char *out, const char *part)
{
	char key[64];
	const char *p;

	snprintf(key, sizeof key, "%s ", part);
	p = strstr(out, key);
	cr_assert_not_null(p, "no '%s' in the program's output:\n%s", part, out);
	return atof(p + strlen(key));
}

void expect_near(double got, double want, const char *what,
		 const char *report)
{
	cr_expect(want > 0 && got > want * (1 - TOLERANCE) &&
		  got < want * (1 + TOLERANCE),
		  "%s: gprof %.3f s, the program measured %.3f s:\n%s",
		  what, got, want, report);
}

double verbose_share(const char *report, const char *object)
{
	const char *p;
	char key[128];

	snprintf(key, sizeof key, "%%  %s", object);
	p = strstr(report, key);
	cr_assert_not_null(p, "no %s in the report:\n%s", object, report);
	while (p > report && (isdigit((unsigned char)p[-1]) || p[-1] == '.'))
		p--;
	return atof(p);
}

void build_dlpaths(const char *dir, const char *cc)
{
	free(run_ok(dir, "S='%s/tests/progs' && "
		    "mkdir -p lib/plugins own elsewhere '$ORIGINAL' && "
		    "%s -DPLUG -fPIC -shared \"$S/dlpaths.c\" -o lib/plugins/libplug.so && "
		    "cp lib/plugins/libplug.so own/libown.so && "
		    "cp lib/plugins/libplug.so '$ORIGINAL/' && "
		    "%s -DLIB -fPIC -shared \"$S/dlpaths.c\" -o lib/liba.so "
		    "-Wl,-rpath,'$ORIGIN/plugins' && "
		    "%s \"$S/dlpaths.c\" -o prog -Llib -la "
		    "-Wl,-rpath,'$ORIGIN/lib:$ORIGIN/own' && "
		    "%s \"$S/dlpaths.c\" -o moved -Llib -la",
		    srcdir_path(), test_cc("gcc"), cc, cc, cc));
}

void build_dlstack(const char *dir, const char *cc)
{
	free(run_ok(dir, "S='%s/tests/progs/dlstack.c' && mkdir -p lib/plugins && "
		    "%s -DPLUG -fPIC -shared \"$S\" -o lib/plugins/libplug.so && "
		    "%s -DLIB -fPIC -shared \"$S\" -o lib/libcaller.so "
		    "-Wl,-rpath,'$ORIGIN/plugins' && "
		    "%s -pthread \"$S\" -o prog -Llib -lcaller "
		    "-Wl,-rpath,'$ORIGIN/lib'", srcdir_path(), test_cc("gcc"),
		    test_cc("gcc"), cc));
}

/* The dlopen()s dlstack.c makes: the caller and the name. */
static const char *const dlstack_opens[] = {
	"lib libplug.so", "lib '$ORIGIN/plugins/libplug.so'",
	"main lib/plugins/libplug.so",
};

void expect_dlopen_stack(const char *ref, const char *dir,
			 const char *run_prog)
{
	char *plain, *out, *plain_stack, *out_stack;
	size_t i;

	for (i = 0; i < sizeof dlstack_opens / sizeof *dlstack_opens; i++) {
		plain = run_ok(ref, "LD_BIND_NOW=1 ./prog %s", dlstack_opens[i]);
		out = run_ok(dir, "LD_BIND_NOW=1 %s./prog %s", run_prog,
			     dlstack_opens[i]);
		/* (musl's dlopen takes no caller's run path nor $ORIGIN:
		 * there the library's fail, with or without libgmon) */
		cr_expect(strcmp(test_libc(), "glibc") != 0 ||
			  strncmp(plain, "loaded\n", 7) == 0, "%s", plain);
		plain_stack = strchr(plain, '\n');
		out_stack = strchr(out, '\n');
		cr_assert(plain_stack && out_stack, "%s; %s", plain, out);
		cr_expect(out_stack - out == plain_stack - plain &&
			  strncmp(out, plain, (size_t)(out_stack - out)) == 0,
			  "%s: %s; without libgmon: %s", dlstack_opens[i], out,
			  plain);
		cr_expect_leq(strtoul(out_stack + 1, NULL, 10),
			      strtoul(plain_stack + 1, NULL, 10) + 2048,
			      "%s: stack used %s bytes; without libgmon %s",
			      dlstack_opens[i], out_stack + 1, plain_stack + 1);
		free(plain);
		free(out);
	}
}

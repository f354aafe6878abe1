/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* What libgmon's objects add to the programs gprof reads. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "dropin.h"

/*
 * The runtime objects a program links carry no DWARF and no file
 * symbols, and every function in them has a plain name.  gprof 2.40
 * drops a static function called name.constprop.N (or name.clone.N)
 * when the string after its name in the symbol string table has a '.'
 * in it (it reads on past the name's end): the next object's file
 * symbol ("api.c") does.
 */
Test(gprof_reading, runtime_objects_add_no_file_symbols_or_dwarf)
{
	char *out;
	int st;

	st = run(&out, builddir_path(),
		 "for o in libgmon.a crt/*crt1.o; do "
		 "readelf -SW $o | grep -q ' \\.debug_' && echo \"$o: DWARF\"; "
		 "readelf -sW $o | awk -v o=$o '$4 == \"FILE\" { print o \": file symbol \" $8 }'; "
		 "nm --defined-only $o | awk -v o=$o 'NF == 3 && $2 ~ /^[tTwW]$/ && $3 !~ /^[A-Za-z_][A-Za-z0-9_]*$/ "
		 "{ print o \": function \" $3 }'; done | sort -u");
	cr_assert_eq(st, 0, "%s", out);
	cr_expect_str_empty(out, "%s", out);
	free(out);
}

/*
 * gprof lists the same functions of a program built with gmon-cc as of
 * the same program built with the C library's runtime, clones included:
 * libgmon's objects sit in front of the program's and add nothing in
 * between its symbols.
 */
Test(gprof_reading, same_functions_as_the_c_library_runtime)
{
	const char *sources =
		"printf '#include <stdlib.h>\\n"
		"static __attribute__((noinline)) int scale(int x, int k){return k ? x*k : x;}\\n"
		"static __attribute__((noinline)) void *get(size_t n, int k){void *p=malloc(n);"
		"if(p)((char*)p)[0]=(char)scale((int)n,k);return p;}\\n"
		"void *get16(void){return get(16, 3);}\\nvoid *get32(void){return get(32, 3);}\\n' > a.c && "
		"printf '#include <stdlib.h>\\nvoid *get16(void);\\nvoid *get32(void);\\n"
		"static __attribute__((noinline)) int drop(void *p, int k){free(p);return k;}\\n"
		"int main(void){int s=0;for(int i=0;i<100;i++){s+=drop(get16(),2);s+=drop(get32(),2);}"
		"return s!=400;}\\n' > main.c && ";
	char *ours = xasprintf("%s GMON_CC=gcc %s -O2 -c main.c a.c && GMON_CC=gcc %s main.o a.o -o prog",
			       sources, gmon_cc(), gmon_cc());
	char *ref = xasprintf("%s gcc -pg -O2 -c main.c a.c && gcc -pg main.o a.o -o prog", sources);
	struct reference_pair p;
	char *out;
	/* the program's own functions that gprof lists */
	const char *listed =
		"nm --defined-only main.o a.o | awk '$2 ~ /^[tT]$/ { print $3 }' | sort > own && "
		"gprof -b -p -z ./prog gmon.out | awk 'NF >= 4 { print $NF }' | sort > all && "
		"comm -12 own all > listed && grep -q constprop own";

	build_reference_pair("gprof_symbols", ours, ref, &p);
	free(run_ok(p.dir[0], "%s", listed));
	free(run_ok(p.dir[1], "%s", listed));
	cr_expect_eq(run(&out, "/", "diff '%s/listed' '%s/listed'", p.dir[0], p.dir[1]), 0,
		     "gprof lists other functions of the program (ours <, C library's >):\n%s", out);
	free(out);
	free_reference_pair(&p);
	free(ours);
	free(ref);
}

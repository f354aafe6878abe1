/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * libFuzzer target for gmon-dump's whole path: a program and its
 * profiles read (host/elf_image.c, symtab.c, gmon_read.c, profile.c),
 * analysed as gprof does (callgraph.c, srcline.c, names.c) and exported
 * (--flat without the call graph; --callgrind and --dot with it).
 *
 * An input is a program and one or more profiles, each a 32-bit
 * little-endian length followed by that many bytes (a length past the
 * end takes what is left), after one byte of options:
 *
 *   bit 0   --no-demangle
 *   bit 1   --dot with thresholds of 0 (every function and call drawn)
 *
 * The parts are written to files, as gmon-dump reads its operands, and
 * the profiles are summed.  Built and run by `make check' with
 * AddressSanitizer and UndefinedBehaviorSanitizer, a per-input time
 * limit and a memory limit (tests/hostile/fuzz.c), from seeds made by
 * tests/fuzz/export-seeds.sh: real programs of several architectures,
 * stripped ones, a shared object, and profiles in both formats.
 */
#define _GNU_SOURCE
#include "analysis.h"
#include "export.h"

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MAX_PROFILES 4

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A private directory for the parts, and /dev/null for the exports. */
static char dir[] = "/tmp/gmon-export-fuzz.XXXXXX";
static FILE *null_out;

static void remove_dir(void)
{
	char path[sizeof dir + 16];
	int i;

	snprintf(path, sizeof path, "%s/prog", dir);
	unlink(path);
	for (i = 0; i < MAX_PROFILES; i++) {
		snprintf(path, sizeof path, "%s/gmon.%d", dir, i);
		unlink(path);
	}
	rmdir(dir);
}

static void set_up(void)
{
	if (mkdtemp(dir) == NULL || (null_out = fopen("/dev/null", "w")) == NULL) {
		perror("export_fuzz: set-up");
		abort();
	}
	atexit(remove_dir);
}

/* The next part of the input into the file `path'; 0, or -1 when the
 * input has no more. */
static int next_part(const uint8_t **p, const uint8_t *end, const char *path)
{
	size_t len;
	FILE *f;

	if (end - *p < 4)
		return -1;
	len = (size_t)(*p)[0] | (size_t)(*p)[1] << 8 | (size_t)(*p)[2] << 16 |
	      (size_t)(*p)[3] << 24;
	*p += 4;
	if (len > (size_t)(end - *p))
		len = (size_t)(end - *p);
	f = fopen(path, "wb");
	if (f == NULL || (len > 0 && fwrite(*p, 1, len, f) != len) || fclose(f) != 0) {
		perror(path);
		abort();
	}
	*p += len;
	return 0;
}

static void exports(const char *prog, char **files, size_t n, int options)
{
	struct dot_options dot = { DOT_NODE_THRES, DOT_EDGE_THRES };
	int mangled = options & 1 ? ANALYSIS_MANGLED : 0;
	struct analysis a;
	char err[512];

	if (options & 2)
		dot.node_thres = dot.edge_thres = 0;
	if (analysis_open(&a, prog, files, n, mangled, err, sizeof err) == 0) {
		export_flat(null_out, &a, files, n);
		analysis_close(&a);
	}
	if (analysis_open(&a, prog, files, n, ANALYSIS_GRAPH | mangled, err,
			  sizeof err) == 0) {
		export_callgrind(null_out, &a, NULL, files, n);
		export_dot(null_out, &a, NULL, &dot);
		analysis_close(&a);
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char prog[sizeof dir + 8], names[MAX_PROFILES][sizeof dir + 16];
	const uint8_t *p, *end = data + size;
	char *files[MAX_PROFILES];
	size_t n = 0;

	if (null_out == NULL)
		set_up();
	if (size < 1)
		return 0;
	p = data + 1;
	snprintf(prog, sizeof prog, "%s/prog", dir);
	if (next_part(&p, end, prog) != 0)
		return 0;
	while (n < MAX_PROFILES) {
		snprintf(names[n], sizeof names[n], "%s/gmon.%zu", dir, n);
		if (next_part(&p, end, names[n]) != 0)
			break;
		files[n] = names[n];
		n++;
	}
	if (n > 0)
		exports(prog, files, n, data[0]);
	return 0;
}

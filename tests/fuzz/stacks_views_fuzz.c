/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * libFuzzer target for the model of the sampled stacks and the views
 * drawn from it (host/measured*.c, the exports): every input is read as
 * the stacks file of the program $GMON_FUZZ_PROG (its frames mapped,
 * named, merged), then drawn by each view into /dev/null.  Built and run
 * by `make check' with AddressSanitizer and UndefinedBehaviorSanitizer
 * (tests/stacks/fuzz.c).
 */
#include "export.h"
#include "stacks_views.h"

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static struct analysis prog;
static int ready;
static FILE *sink;

static void set_up(void)
{
	const char *path = getenv("GMON_FUZZ_PROG");
	char err[512];

	if (path == NULL || analysis_open(&prog, path, NULL, 0, ANALYSIS_GRAPH,
					  err, sizeof err) != 0) {
		fprintf(stderr, "stacks_views_fuzz: GMON_FUZZ_PROG: %s\n",
			path ? err : "not set");
		abort();
	}
	sink = fopen("/dev/null", "w");
	ready = 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const struct dot_options dot = { 0, 0 };
	char *path = "input.stacks", err[1024];
	struct measured m;
	FILE *fp;
	int flags;

	if (!ready)
		set_up();
	fp = fopen(path, "wb");
	if (fp == NULL || fwrite(data, 1, size, fp) != size || fclose(fp) != 0)
		abort();
	for (flags = 0; flags <= MEASURED_STUBS_APART; flags += MEASURED_STUBS_APART) {
		if (measured_open(&m, &prog, &path, 1, flags, err, sizeof err) != 0)
			return 0;
		export_folded(sink, &m);
		render_flame(sink, &m);
		export_graph(sink, &prog, &m, 1.0);
		export_callgrind(sink, &prog, &m, &path, 1);
		export_dot(sink, &prog, &m, &dot);
		export_pprof("/dev/null", &m, err, sizeof err);
		measured_close(&m);
	}
	return 0;
}

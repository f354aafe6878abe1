/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Everything the exports show, computed once: the program's symbols, its
 * profile summed over the files, gprof's call-graph analysis, and source
 * positions (of functions, of the samples in them, of call sites) where
 * the program has debug info.
 */
#ifndef GMON_ANALYSIS_H
#define GMON_ANALYSIS_H

#include "callgraph.h"
#include "elf_image.h"
#include "profile.h"
#include "srcline.h"

/* A share of a bin credited to a function, and where it fell. */
struct credit {
	size_t func;
	uint64_t addr;
	double samples;
};

struct analysis {
	struct elf_image img;
	struct profile prof;
	struct srcline *src;	/* NULL: no debug info */
	struct credit *credits;
	size_t ncredits;
	char **shown;		/* the name shown for each function (and cycle
				 * header): demangled, unless told not to */
	int oom;
};

/* What analysis_open does beyond reading the profile. */
enum {
	ANALYSIS_GRAPH = 1,	/* gprof's call-graph analysis */
	ANALYSIS_MANGLED = 2	/* show C++ names as the symbols have them */
};

/*
 * Read `prog' and `files', with ANALYSIS_* `flags'.  Returns 0, or -1
 * with one line in err.
 */
int analysis_open(struct analysis *a, const char *prog, char *const *files,
		  size_t nfiles, int flags, char *err, size_t errlen);

/* The name shown for function i: demangled as gprof shows it, unless
 * ANALYSIS_MANGLED; not yet encoded (names.h). */
const char *analysis_name(const struct analysis *a, size_t i);
void analysis_close(struct analysis *a);

/* Samples to microseconds, rounded. */
long long analysis_us(const struct analysis *a, double samples);

#endif

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
	int oom;
};

/*
 * Read `prog' and `files'.  With `graph', also run gprof's call-graph
 * analysis.  Returns 0, or -1 with one line in err.
 */
int analysis_open(struct analysis *a, const char *prog, char *const *files,
		  size_t nfiles, int graph, char *err, size_t errlen);
void analysis_close(struct analysis *a);

/* Samples to microseconds, rounded. */
long long analysis_us(const struct analysis *a, double samples);

#endif

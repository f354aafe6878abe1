/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * gmon-dump: read gmon.out files (GNU or 4.4BSD).
 *
 *   gmon-dump [-4|-8] [-b|-l] [-s] FILE...      print the records
 *   gmon-dump --flat OBJECT FILE...             flat profile, OBJECT's symbols
 *   gmon-dump --callgrind PROG FILE...          callgrind format
 *   gmon-dump --dot|--svg [THRESHOLDS] PROG FILE...   call-graph picture
 *   gmon-dump --objects FILE...                 where the time went
 *   gmon-dump --sum -o OUT FILE...              the files added into OUT
 *   gmon-dump --ranks [--format=F] PROG FILE... one profile per rank
 *   gmon-dump --graph PROG FILE...              gprof's call graph, measured
 *   gmon-dump --folded PROG FILE...             folded stacks
 *   gmon-dump --pprof OUT PROG FILE...          pprof profile
 *   gmon-dump --flame OUT.svg PROG FILE...      flame graph
 *
 * FILE is a gmon.out (whose stacks file, gmon.stacks, is found beside
 * it; PREFIX.PID's is PREFIX-stacks.PID) or a stacks file itself.
 *
 * Each action is a row of `actions': its option, its operands and the
 * function that runs it; a new action is a new row.
 */
#include "config.h"
#include "gmon_read.h"
#include "gmon_sum.h"
#include "stacks_find.h"
#include "stacks_read.h"
#include "where.h"
#include "../include/sys/gmon_stacks.h"
#ifdef HAVE_ELFUTILS
#include "analysis.h"
#include "debuginfo.h"
#include "export.h"
#include "render_svg.h"
#include "stacks_views.h"
#else
/* The defaults --help shows (export.h is not built without elfutils). */
#define DOT_NODE_THRES 0.5
#define DOT_EDGE_THRES 0.1
struct dot_options { double node_thres, edge_thres; };
#define GRAPH_DIFF_THRES 1.0
#endif

#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct options {
	unsigned ptr_size;		/* -4/-8: 0 is the host's */
	int big;			/* -b/-l: -1 is the host's */
	int summary;			/* -s */
	int mangled;			/* --no-demangle */
	const char *output;		/* -o */
	int ranks_format;		/* --format: enum ranks_format */
	struct dot_options dot;
	const char *stacks;		/* --stacks=FILE */
	int stubs_apart;		/* --stubs-apart */
	int estimate;			/* --estimate: gprof's numbers only */
	double diff_thres;		/* --diff-thres=PCT */
	const char *out_path;		/* --pprof OUT, --flame OUT */
};

struct action {
	const char *name;		/* long option; NULL: the default */
	const char *operands;		/* for the usage line */
	int needs_program;		/* first operand is PROG/OBJECT */
	int (*run)(const struct options *o, int nfiles, char **files,
		   const char *prog);
	const char *help;
	const char *output;		/* what it writes, for a write error */
};

/*
 * The records of a file, printed in passes over it so that nothing is
 * kept whatever the file's size: the first checks the whole file and
 * counts, so that a file that fails half way prints its error alone;
 * then one pass for each kind of record the file has.
 */
struct record_totals {
	size_t nhist, narcs, nbb;
	uint64_t samples, calls;
};

static int count_hist(void *ctx, const struct gmon_read_hist *h)
{
	struct record_totals *t = ctx;

	t->nhist++;
	t->samples += h->samples;
	return 0;
}

static int count_arc(void *ctx, const struct gmon_read_arc *a)
{
	struct record_totals *t = ctx;

	t->narcs++;
	t->calls += a->count;
	return 0;
}

static int count_bb(void *ctx, const struct gmon_read_bb *b)
{
	(void)b;
	((struct record_totals *)ctx)->nbb++;
	return 0;
}

static int print_hist(void *ctx, const struct gmon_read_hist *h)
{
	(void)ctx;
	printf("histogram %#llx-%#llx bins %u rate %u %s samples %llu\n",
	       (unsigned long long)h->low, (unsigned long long)h->high,
	       h->nbins, h->rate, h->dimen, (unsigned long long)h->samples);
	return 0;
}

static int print_bins(void *ctx, const struct gmon_read_hist *h, uint32_t first,
		      const uint16_t *bins, size_t n)
{
	size_t i, j;

	(void)ctx;
	for (i = 0; i < n; i++) {
		if (bins[i] == 0)
			continue;
		j = first + i;
		printf("  bin %zu pc %#llx: %u\n", j,
		       (unsigned long long)(h->low + (h->high - h->low) * j / h->nbins),
		       bins[i]);
	}
	return 0;
}

static int print_arc(void *ctx, const struct gmon_read_arc *a)
{
	(void)ctx;
	printf("arc %#llx -> %#llx: %llu\n", (unsigned long long)a->from,
	       (unsigned long long)a->self, (unsigned long long)a->count);
	return 0;
}

static int print_bb(void *ctx, const struct gmon_read_bb *b)
{
	(void)ctx;
	printf("basic-block %#llx: %llu\n", (unsigned long long)b->addr,
	       (unsigned long long)b->count);
	return 0;
}

static int print_records(const struct options *o, const char *path)
{
	static const struct gmon_visitor count = { count_hist, NULL, count_arc,
						   count_bb };
	struct gmon_visitor passes[3] = {
		{ print_hist, o->summary ? NULL : print_bins, NULL, NULL },
		{ NULL, NULL, print_arc, NULL },
		{ NULL, NULL, NULL, print_bb },
	};
	struct record_totals t = { 0, 0, 0, 0, 0 };
	struct gmon_source src;
	struct gmon_info info;
	char err[256];
	int r, i;

	r = gmon_source_open(&src, path, o->ptr_size, o->big, err, sizeof err);
	if (r == 0)
		r = gmon_scan(&src, o->ptr_size, o->big, &count, &t, &info, err,
			      sizeof err);
	if (r == 0)
		printf("%s: %s format, version %#x, %u-byte addresses\n", path,
		       info.bsd ? "4.4BSD" : "GNU", info.version, info.ptr_size);
	for (i = 0; r == 0 && i < 3; i++)
		if ((i == 0 ? t.nhist : i == 1 ? t.narcs : t.nbb) > 0 &&
		    (i == 0 || !o->summary))
			r = gmon_scan(&src, o->ptr_size, o->big, &passes[i], NULL,
				      &info, err, sizeof err);
	gmon_source_close(&src);
	if (r != 0) {
		fflush(stdout);
		fprintf(stderr, "gmon-dump: %s: %s\n", path, err);
		return 1;
	}
	printf("total: %zu histogram records, %llu samples, %zu arcs, %llu calls",
	       t.nhist, (unsigned long long)t.samples, t.narcs,
	       (unsigned long long)t.calls);
	if (t.nbb)
		printf(", %zu basic-block counts", t.nbb);
	printf("\n");
	return 0;
}

/* ---- a stacks file's records ---- */

static const char *const object_kinds[] = {
	"the executable", "a library", "the dynamic loader", "the vdso"
};

static int print_info(void *ctx, const struct stacks_info *i)
{
	(void)ctx;
	printf("stacks file version %u, %s-endian, %u-byte addresses, %u Hz, "
	       "at most %u frames a stack\n", i->version,
	       i->big_endian ? "big" : "little", i->ptr_size, i->hz, i->depth_limit);
	return 0;
}

static int print_object(void *ctx, const struct stacks_object *o)
{
	size_t i;

	(void)ctx;
	printf("object %s: %s, bias %#llx, epochs %u-", o->path,
	       o->kind <= GMON_STACKS_OBJ_VDSO ? object_kinds[o->kind] :
	       "of an unknown kind",
	       (unsigned long long)o->bias, o->load_epoch);
	if (o->unload_epoch == GMON_STACKS_STILL_LOADED)
		printf("(loaded)");
	else
		printf("%u", o->unload_epoch);
	printf(", build ID ");
	for (i = 0; i < o->build_id_len; i++)
		printf("%02x", o->build_id[i]);
	printf(o->build_id_len ? "\n" : "none\n");
	for (i = 0; i < o->nranges; i++)
		printf("  range %#llx-%#llx\n", (unsigned long long)o->ranges[i].low,
		       (unsigned long long)o->ranges[i].high);
	return 0;
}

static int print_stub(void *ctx, const struct stacks_stub *s)
{
	(void)ctx;
	printf("stub %#llx-%#llx (kind %u)\n", (unsigned long long)s->low,
	       (unsigned long long)s->high, s->kind);
	return 0;
}

static int print_stack(void *ctx, const struct stacks_stack *s)
{
	size_t i;

	if (*(const int *)ctx)	/* -s */
		return 0;
	printf("stack thread %u epoch %u samples %llu%s:", s->thread, s->epoch,
	       (unsigned long long)s->count,
	       s->flags & GMON_STACKS_TRUNCATED ? " truncated" : "");
	for (i = 0; i < s->nframes; i++)
		printf(" %#llx", (unsigned long long)s->frames[i]);
	printf("\n");
	return 0;
}

static int print_end(void *ctx, const struct stacks_end *e)
{
	(void)ctx;
	printf("total: %llu stacks, %llu samples, %llu samples without a stack\n",
	       (unsigned long long)e->nstacks, (unsigned long long)e->samples,
	       (unsigned long long)e->dropped);
	return 0;
}

static int print_stacks(const char *path, int summary)
{
	int quiet = summary;
	const struct stacks_visitor v = { &quiet, print_info, print_object,
					  print_stub, print_stack, print_end };
	char err[512];

	printf("%s: ", path);
	if (stacks_read_path(path, &v, err, sizeof err) == 0)
		return 0;
	fflush(stdout);
	fprintf(stderr, "gmon-dump: %s: %s\n", path, err);
	return 1;
}

static int run_records(const struct options *o, int nfiles, char **files,
		       const char *prog)
{
	int i, status = 0;

	(void)prog;
	for (i = 0; i < nfiles; i++)
		status |= stacks_file_is(files[i]) ?
			  print_stacks(files[i], o->summary) :
			  print_records(o, files[i]);
	return status;
}

/* The share of each object's file in all samples (host/where.c). */
static int run_objects(const struct options *o, int nfiles, char **files,
		       const char *prog)
{
	(void)prog;
	return gmon_where(stdout, files, nfiles, o->ptr_size, o->big);
}

/* The files added into one (host/gmon_sum.c). */
static int run_sum(const struct options *o, int nfiles, char **files,
		   const char *prog)
{
	char err[1024];

	(void)prog;
	if (o->output == NULL) {
		fprintf(stderr, "gmon-dump: --sum needs -o OUT\n");
		return 2;
	}
	if (gmon_sum(o->output, files, (size_t)nfiles, o->ptr_size, o->big,
		     err, sizeof err) != 0) {
		fprintf(stderr, "gmon-dump: %s\n", err);
		return 1;
	}
	return 0;
}

#ifdef HAVE_ELFUTILS
/* Read PROG and the files for an export; 0, or 1 after one line. */
static int open_analysis(struct analysis *a, const struct options *o,
			 const char *prog, int nfiles, char **files, int graph)
{
	int flags = (graph ? ANALYSIS_GRAPH : 0) |
		    (o->mangled ? ANALYSIS_MANGLED : 0);
	char err[512];

	if (analysis_open(a, prog, files, (size_t)nfiles, flags, err,
			  sizeof err) != 0) {
		fprintf(stderr, "gmon-dump: %s\n", err);
		return 1;
	}
	return 0;
}

/* ---- the sampled stacks beside the profiles ---- */

/* The FILE operands: profiles, and stacks files (told by their magic). */
struct sources {
	char **profiles, **stacks;
	size_t nprofiles, nstacks;
	char **found;		/* stacks files found beside the profiles */
	size_t nfound;
};

/* What a view does without stacks. */
enum without_stacks {
	UNUSED,		/* --flat: the histogram alone, never the stacks */
	QUIETLY,	/* gprof's numbers; the output itself says so */
	SAY_SO,		/* gprof's numbers, and a line on stderr */
	ESTIMATE	/* gprof's estimate of the stacks, and a line */
};

static int listed_already(char **list, size_t n, const char *path)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (strcmp(list[i], path) == 0)
			return 1;
	return 0;
}

/* 0, or 1 when memory runs out (said). */
static int split_sources(struct sources *s, const struct options *o,
			 int nfiles, char **files)
{
	size_t i;
	char *p;

	memset(s, 0, sizeof *s);
	s->profiles = calloc((size_t)nfiles + 1, sizeof *s->profiles);
	s->stacks = calloc((size_t)nfiles + 2, sizeof *s->stacks);
	s->found = calloc((size_t)nfiles + 1, sizeof *s->found);
	if (s->profiles == NULL || s->stacks == NULL || s->found == NULL) {
		fprintf(stderr, "gmon-dump: out of memory\n");
		return 1;
	}
	for (i = 0; i < (size_t)nfiles; i++) {
		if (stacks_file_is(files[i]))
			s->stacks[s->nstacks++] = files[i];
		else
			s->profiles[s->nprofiles++] = files[i];
	}
	if (o->stacks)
		s->stacks[s->nstacks++] = (char *)o->stacks;
	if (o->estimate)
		s->nstacks = 0;
	else if (s->nstacks == 0)
		for (i = 0; i < s->nprofiles; i++)
			if ((p = stacks_beside(s->profiles[i])) != NULL) {
				if (listed_already(s->stacks, s->nstacks, p)) {
					free(p);
					continue;
				}
				s->found[s->nfound++] = p;
				s->stacks[s->nstacks++] = p;
			}
	return 0;
}

static void free_sources(struct sources *s)
{
	size_t i;

	for (i = 0; i < s->nfound; i++)
		free(s->found[i]);
	free(s->found);
	free(s->profiles);
	free(s->stacks);
}

static void say_estimate(const struct sources *s, const struct options *o,
			 const char *view)
{
	if (o->estimate)
		fprintf(stderr, "gmon-dump: --estimate: the %s shows gprof's "
			"estimate, from call counts\n", view);
	else if (s->nprofiles > 0)
		fprintf(stderr, "gmon-dump: no stacks file beside %s "
			"(gmon.stacks, PREFIX-stacks.PID): the %s shows "
			"gprof's estimate, from call counts\n",
			s->profiles[0], view);
}

/*
 * PROG, its profiles and the model of its stacks: *mp is m, measured
 * from the stacks files, or gprof's estimate (ESTIMATE), or NULL
 * (gprof's numbers).  0, or 1 after one line.
 */
static int open_sources(struct analysis *a, struct measured *m,
			const struct measured **mp, const struct options *o,
			const char *prog, int nfiles, char **files, int graph,
			enum without_stacks without, const char *view)
{
	int flags = (o->stubs_apart ? MEASURED_STUBS_APART : 0) |
		    (o->mangled ? MEASURED_MANGLED : 0);
	struct sources s;
	char err[1024], *line, *next;
	int r = 1;

	*mp = NULL;
	if (split_sources(&s, o, nfiles, files) != 0)
		goto done;
	if (s.nstacks == 0 && s.nprofiles == 0) {
		fprintf(stderr, "gmon-dump: no profile and no stacks file given\n");
		goto done;
	}
	if (open_analysis(a, o, prog, (int)s.nprofiles, s.profiles,
			  graph || (without == ESTIMATE && s.nstacks == 0)))
		goto done;
	if (s.nstacks > 0) {
		r = measured_open(m, a, s.stacks, s.nstacks, flags, err, sizeof err);
		for (line = r == 0 ? m->notes : NULL; line && *line; line = next) {
			next = strchr(line, '\n');
			fprintf(stderr, "gmon-dump: %.*s\n", (int)(next - line), line);
			next++;
		}
	} else if (without == ESTIMATE) {
		if (s.nprofiles == 0) {
			snprintf(err, sizeof err, "no stacks file and no profile given");
			r = -1;
		} else {
			say_estimate(&s, o, view);
			r = measured_estimate(m, a, err, sizeof err);
		}
	} else {
		if (without == SAY_SO)
			say_estimate(&s, o, view);
		r = 0;
		goto done;
	}
	if (r != 0) {
		fprintf(stderr, "gmon-dump: %s\n", err);
		analysis_close(a);
		r = 1;
		goto done;
	}
	*mp = m;
done:
	free_sources(&s);
	return r;
}

static void close_sources(struct analysis *a, struct measured *m,
			  const struct measured *mp)
{
	if (mp != NULL)
		measured_close(m);
	analysis_close(a);
}

/* The exports that write to standard output, one signature. */
typedef int writer_fn(FILE *out, const struct analysis *a,
		      const struct measured *m, const struct options *o,
		      char **files, int nfiles);

static int write_flat(FILE *out, const struct analysis *a,
		      const struct measured *m, const struct options *o,
		      char **files, int nfiles)
{
	(void)o, (void)m;
	return export_flat(out, a, files, (size_t)nfiles);
}

static int write_callgrind(FILE *out, const struct analysis *a,
			   const struct measured *m, const struct options *o,
			   char **files, int nfiles)
{
	(void)o;
	return export_callgrind(out, a, m, files, (size_t)nfiles);
}

static int write_dot(FILE *out, const struct analysis *a,
		     const struct measured *m, const struct options *o,
		     char **files, int nfiles)
{
	(void)files, (void)nfiles;
	return export_dot(out, a, m, &o->dot);
}

static int write_graph(FILE *out, const struct analysis *a,
		       const struct measured *m, const struct options *o,
		       char **files, int nfiles)
{
	(void)files, (void)nfiles;
	return export_graph(out, a, m, o->diff_thres);
}

static int write_folded(FILE *out, const struct analysis *a,
			const struct measured *m, const struct options *o,
			char **files, int nfiles)
{
	(void)a, (void)o, (void)files, (void)nfiles;
	return export_folded(out, m);
}

static int write_flame(FILE *out, const struct analysis *a,
		       const struct measured *m, const struct options *o,
		       char **files, int nfiles)
{
	(void)a, (void)o, (void)files, (void)nfiles;
	return render_flame(out, m);
}

/* Read PROG and the files, write the export; 0, or 1 after one line. */
static int export_to(FILE *out, const struct options *o, int nfiles, char **files,
		     const char *prog, int graph, enum without_stacks without,
		     writer_fn *write, const char *what)
{
	struct analysis a;
	struct measured m;
	const struct measured *mp = NULL;
	int r;

	if (without == UNUSED) {
		if (open_analysis(&a, o, prog, nfiles, files, graph))
			return 1;
	} else if (open_sources(&a, &m, &mp, o, prog, nfiles, files, graph,
				without, what)) {
		return 1;
	}
	r = write(out, &a, mp, o, files, nfiles);
	close_sources(&a, &m, mp);
	if (r != 0 && !ferror(out)) {
		fprintf(stderr, "gmon-dump: out of memory writing the %s\n", what);
		return 1;
	}
	return r != 0;	/* a write error is said once, by main */
}

static int run_flat(const struct options *o, int nfiles, char **files,
		    const char *prog)
{
	return export_to(stdout, o, nfiles, files, prog, 0, UNUSED, write_flat,
			 "flat profile");
}

static int run_callgrind(const struct options *o, int nfiles, char **files,
			 const char *prog)
{
	return export_to(stdout, o, nfiles, files, prog, 1, QUIETLY,
			 write_callgrind, "callgrind profile");
}

static int run_dot(const struct options *o, int nfiles, char **files,
		   const char *prog)
{
	return export_to(stdout, o, nfiles, files, prog, 1, QUIETLY, write_dot,
			 "graph");
}

static int run_graph(const struct options *o, int nfiles, char **files,
		     const char *prog)
{
	return export_to(stdout, o, nfiles, files, prog, 1, SAY_SO, write_graph,
			 "call graph");
}

static int run_folded(const struct options *o, int nfiles, char **files,
		      const char *prog)
{
	return export_to(stdout, o, nfiles, files, prog, 0, ESTIMATE,
			 write_folded, "folded stacks");
}

/* --flame OUT: to the file OUT, or standard output for `-'. */
static int run_flame(const struct options *o, int nfiles, char **files,
		     const char *prog)
{
	FILE *out = strcmp(o->out_path, "-") == 0 ? stdout : fopen(o->out_path, "w");
	int r;

	if (out == NULL) {
		fprintf(stderr, "gmon-dump: %s: cannot write: %s\n", o->out_path,
			strerror(errno));
		return 1;
	}
	r = export_to(out, o, nfiles, files, prog, 0, ESTIMATE, write_flame,
		      "flame graph");
	if (out == stdout)
		return r;
	if ((ferror(out) | fclose(out)) != 0 && r == 0) {
		fprintf(stderr, "gmon-dump: %s: cannot write: %s\n", o->out_path,
			strerror(errno));
		r = 1;
	}
	return r;
}

static int run_pprof(const struct options *o, int nfiles, char **files,
		     const char *prog)
{
	struct analysis a;
	struct measured m;
	const struct measured *mp;
	char err[512];
	int r;

	if (open_sources(&a, &m, &mp, o, prog, nfiles, files, 0, ESTIMATE,
			 "pprof profile"))
		return 1;
	r = export_pprof(o->out_path, mp, err, sizeof err);
	close_sources(&a, &m, mp);
	if (r != 0)
		fprintf(stderr, "gmon-dump: %s\n", err);
	return r != 0;
}

static int run_ranks(const struct options *o, int nfiles, char **files,
		     const char *prog)
{
	char err[512];

	if (export_ranks(stdout, prog, files, (size_t)nfiles,
			 o->mangled ? ANALYSIS_MANGLED : 0,
			 (enum ranks_format)o->ranks_format, err,
			 sizeof err) != 0) {
		fprintf(stderr, "gmon-dump: %s\n", err);
		return 1;
	}
	return 0;
}

static int run_svg(const struct options *o, int nfiles, char **files,
		   const char *prog)
{
	char *text = NULL, err[512];
	size_t len = 0;
	FILE *mem = open_memstream(&text, &len);
	int r;

	if (mem == NULL) {
		fprintf(stderr, "gmon-dump: out of memory\n");
		return 1;
	}
	r = export_to(mem, o, nfiles, files, prog, 1, QUIETLY, write_dot, "graph");
	if (fclose(mem) != 0 && r == 0) {
		fprintf(stderr, "gmon-dump: out of memory\n");
		r = 1;
	}
	if (r != 0) {
		free(text);
		return 1;
	}
	r = render_svg(text, len, err, sizeof err);
	free(text);
	if (r == RENDER_READER_GONE) {
		/* `gmon-dump --svg | head': end as the writer of a pipeline
		 * does when its reader goes away, quietly, by SIGPIPE. */
		signal(SIGPIPE, SIG_DFL);
		raise(SIGPIPE);
		return 1;
	}
	if (r != 0) {
		fprintf(stderr, "gmon-dump: %s\n", err);
		return 1;
	}
	return 0;
}

#else
/* Built without elfutils (configure said so): no export can be made. */
static int run_unavailable(const struct options *o, int nfiles, char **files,
			   const char *prog)
{
	(void)o, (void)nfiles, (void)files, (void)prog;
	fprintf(stderr, "gmon-dump: this gmon-dump was built without elfutils "
		"(libelf, libdw), so it cannot read PROG's symbols\n");
	return 1;
}
#define run_flat run_unavailable
#define run_callgrind run_unavailable
#define run_dot run_unavailable
#define run_svg run_unavailable
#define run_ranks run_unavailable
#define RANKS_TEXT 0
#define RANKS_CSV 1
#define RANKS_SVG 2
#define run_graph run_unavailable
#define run_folded run_unavailable
#define run_pprof run_unavailable
#define run_flame run_unavailable
#endif

static const struct action actions[] = {
	{ NULL, "[-4|-8] [-b|-l] [-s] FILE...", 0, run_records,
	  "print the records of each FILE (histograms, arcs, basic blocks)",
	  "records" },
	{ "flat", "OBJECT FILE...", 1, run_flat,
	  "flat profile of FILEs with OBJECT's own symbols (.symtab, else\n"
	  "        .dynsym): seconds, samples, function; most time first",
	  "flat profile" },
	{ "callgrind", "PROG FILE...", 1, run_callgrind,
	  "the profile in callgrind format, for callgrind_annotate and\n"
	  "        KCachegrind (redirect to callgrind.out.NAME)",
	  "callgrind profile" },
	{ "dot", "[--node-thres=PCT] [--edge-thres=PCT] PROG FILE...", 1, run_dot,
	  "the call graph in Graphviz DOT", "graph" },
	{ "svg", "[--node-thres=PCT] [--edge-thres=PCT] PROG FILE...", 1, run_svg,
	  "the call graph rendered to SVG by Graphviz's dot", "SVG" },
	{ "objects", "[-4|-8] [-b|-l] FILE...", 0, run_objects,
	  "where the time went: each FILE's share of all samples, FILEs being\n"
	  "        the profiles one process wrote, one per loaded object",
	  "summary" },
	{ "graph", "[--diff-thres=PCT] PROG FILE...", 1, run_graph,
	  "the call graph in gprof's shape, each call's time measured from the\n"
	  "        sampled stacks beside gprof's estimate; `!' flags a difference",
	  "call graph" },
	{ "folded", "PROG FILE...", 1, run_folded,
	  "the sampled stacks folded, one line per distinct stack\n"
	  "        (`main;parse;lex 42'), for flame-graph tools",
	  "folded stacks" },
	{ "pprof", "OUT PROG FILE...", 1, run_pprof,
	  "the sampled stacks as a pprof profile (gzipped profile.proto) in\n"
	  "        OUT, for `go tool pprof'", "pprof profile" },
	{ "flame", "OUT.svg PROG FILE...", 1, run_flame,
	  "a flame graph of the sampled stacks in OUT.svg (`-': standard\n"
	  "        output), self-contained, for a browser", "flame graph" },
	{ "sum", "-o OUT [-4|-8] [-b|-l] FILE...", 0, run_sum,
	  "add the profiles of one program (or one object) into OUT, a GNU\n"
	  "        gmon.out; files of another program or rate are refused",
	  "sum" },
	{ "ranks", "[--format=text|csv|svg] PROG FILE...", 1, run_ranks,
	  "one profile per rank of a parallel job: self seconds and calls\n"
	  "        per function and rank, min, mean, max, imbalance, slowest rank",
	  "rank table" },
};
#define NACTIONS (sizeof actions / sizeof actions[0])

static void help(void)
{
	size_t i;

	printf("Usage: gmon-dump [-4|-8] [-b|-l] [-s] FILE...\n");
	for (i = 1; i < NACTIONS; i++)
		printf("  or:  gmon-dump --%s %s\n", actions[i].name, actions[i].operands);
	printf("  or:  gmon-dump --help | --version\n\n"
	       "Read gmon.out profiles (GNU or 4.4BSD format).  With PROG, the\n"
	       "numbers are GNU gprof's: self time per function and calls per arc\n"
	       "as `gprof -b PROG FILE...' prints them; several FILEs are summed.\n\n");
	for (i = 0; i < NACTIONS; i++)
		printf("  %s%s\n        %s\n", actions[i].name ? "--" : "(no action)",
		       actions[i].name ? actions[i].name : "", actions[i].help);
	printf("\nOptions for the records:\n"
	       "  -4, -8            addresses are 4 or 8 bytes (default: this host's)\n"
	       "  -b, -l            the program is big- or little-endian (default: this host's)\n"
	       "  -s                totals only\n"
	       "Options for --dot and --svg:\n"
	       "  --node-thres=PCT  leave out functions under PCT%% of the time (default %g)\n"
	       "  --edge-thres=PCT  leave out calls under PCT%% of the time (default %g)\n"
	       "Options for --sum and --ranks:\n"
	       "  -o OUT            write the sum to OUT\n"
	       "  --format=F        --ranks as text (default), csv or svg (a heat map)\n"
	       "Options for the exports (and --ranks):\n"
	       "  --no-demangle     show C++ names as the symbols have them (by default\n"
	       "                    they are demangled, as gprof shows them)\n"
	       "  --debuginfo-path=PATH\n"
	       "                    where to look for the debug file of a stripped PROG\n"
	       "                    or OBJECT (default :.debug:/usr/lib/debug)\n"
	       "Options for --graph, --callgrind, --dot, --svg, --folded, --pprof, --flame:\n"
	       "  --stacks=FILE     the sampled stacks are in FILE (default: the stacks\n"
	       "                    file beside each profile, gmon.stacks or\n"
	       "                    PREFIX-stacks.PID; a FILE\n"
	       "                    operand may also be one); without any, the time of\n"
	       "                    each call is gprof's estimate, and the views say so\n"
	       "  --estimate        gprof's numbers, even where there are stacks\n"
	       "  --stubs-apart     show the samples taken in libgmon's mcount stub\n"
	       "                    apart (by default they are the calling function's)\n"
	       "  --diff-thres=PCT  --graph flags a call whose measured and estimated\n"
	       "                    time differ by more than PCT%% of the total (default %g)\n"
	       "Other options:\n"
	       "  --help            show this help and exit\n"
	       "  --version         show the version and exit\n\n"
	       "With PROG or OBJECT, the address size and byte order are the ELF file's.\n"
	       "Exit status: 0 if all went well, 1 if a file could not be read or\n"
	       "written, 2 for a wrong command line.\n"
	       "See gmon-dump(1).\n", DOT_NODE_THRES, DOT_EDGE_THRES, GRAPH_DIFF_THRES);
}

static void bad_usage(const char *why)
{
	if (why)
		fprintf(stderr, "gmon-dump: %s\n", why);
	fprintf(stderr, "Try 'gmon-dump --help' for more information.\n");
	exit(2);
}

static double percent(const char *arg, const char *opt)
{
	char *end;
	double v = strtod(arg, &end);

	if (*arg == '\0' || *end != '\0' || !(v >= 0 && v <= 100)) {
		fprintf(stderr, "gmon-dump: %s: %s is not a percentage (0-100)\n",
			opt, arg);
		bad_usage(NULL);
	}
	return v;
}

/*
 * Standard output is checked once, at the end, for every action: a
 * full disk, a closed descriptor or a file size limit is a failure,
 * said in one line.  Returns the exit status.
 */
static int finish_output(int status, const char *output)
{
	int failed = ferror(stdout);

	errno = 0;
	if (fclose(stdout) != 0)
		failed = 1;
	if (!failed)
		return status;
	if (errno != 0)
		fprintf(stderr, "gmon-dump: cannot write the %s: %s\n", output,
			strerror(errno));
	else
		fprintf(stderr, "gmon-dump: cannot write the %s\n", output);
	return 1;
}

/*
 * Run with standard input, output or error closed (`<&-', daemons), the
 * next file opened would take its number: a pipe to dot would become
 * stdin, a profile stdout.  Each closed one is held by /dev/null, read
 * only: reads see an empty input, and writes still fail (EBADF), so a
 * closed output is reported as one, not taken for success.
 */
static void hold_standard_fds(void)
{
	int fd;

	for (fd = 0; fd <= 2; fd++)
		if (fcntl(fd, F_GETFD) < 0 && errno == EBADF &&
		    open("/dev/null", O_RDONLY) < 0)
			exit(1);	/* no descriptor at all: nothing can be said */
}

enum { OPT_HELP = 256, OPT_VERSION, OPT_NODE, OPT_EDGE, OPT_MANGLED, OPT_DEBUGINFO,
       OPT_STACKS, OPT_STUBS, OPT_ESTIMATE, OPT_DIFF, OPT_FORMAT, OPT_ACTION };

static int ranks_format(const char *arg)
{
	if (strcmp(arg, "text") == 0)
		return RANKS_TEXT;
	if (strcmp(arg, "csv") == 0)
		return RANKS_CSV;
	if (strcmp(arg, "svg") == 0)
		return RANKS_SVG;
	fprintf(stderr, "gmon-dump: --format=%s: not text, csv or svg\n", arg);
	bad_usage(NULL);
	return 0;
}

int main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "help", no_argument, NULL, OPT_HELP },
		{ "version", no_argument, NULL, OPT_VERSION },
		{ "node-thres", required_argument, NULL, OPT_NODE },
		{ "edge-thres", required_argument, NULL, OPT_EDGE },
		{ "no-demangle", no_argument, NULL, OPT_MANGLED },
		{ "debuginfo-path", required_argument, NULL, OPT_DEBUGINFO },
		{ "flat", no_argument, NULL, OPT_ACTION + 1 },
		{ "callgrind", no_argument, NULL, OPT_ACTION + 2 },
		{ "dot", no_argument, NULL, OPT_ACTION + 3 },
		{ "svg", no_argument, NULL, OPT_ACTION + 4 },
		{ "objects", no_argument, NULL, OPT_ACTION + 5 },
		{ "graph", no_argument, NULL, OPT_ACTION + 6 },
		{ "folded", no_argument, NULL, OPT_ACTION + 7 },
		{ "pprof", required_argument, NULL, OPT_ACTION + 8 },
		{ "flame", required_argument, NULL, OPT_ACTION + 9 },
		{ "sum", no_argument, NULL, OPT_ACTION + 10 },
		{ "ranks", no_argument, NULL, OPT_ACTION + 11 },
		{ "stacks", required_argument, NULL, OPT_STACKS },
		{ "stubs-apart", no_argument, NULL, OPT_STUBS },
		{ "estimate", no_argument, NULL, OPT_ESTIMATE },
		{ "diff-thres", required_argument, NULL, OPT_DIFF },
		{ "format", required_argument, NULL, OPT_FORMAT },
		{ NULL, 0, NULL, 0 }
	};
	struct options o = { 0, -1, 0, 0, NULL, RANKS_TEXT,
			     { DOT_NODE_THRES, DOT_EDGE_THRES },
			     NULL, 0, 0, GRAPH_DIFF_THRES, NULL };
	const struct action *act = &actions[0];
	int opt, first;

	hold_standard_fds();
	while ((opt = getopt_long(argc, argv, "48blso:", longopts, NULL)) != -1) {
		switch (opt) {
		case '4': o.ptr_size = 4; break;
		case '8': o.ptr_size = 8; break;
		case 'b': o.big = 1; break;
		case 'l': o.big = 0; break;
		case 's': o.summary = 1; break;
		case 'o': o.output = optarg; break;
		case OPT_FORMAT: o.ranks_format = ranks_format(optarg); break;
		case OPT_NODE: o.dot.node_thres = percent(optarg, "--node-thres"); break;
		case OPT_EDGE: o.dot.edge_thres = percent(optarg, "--edge-thres"); break;
		case OPT_MANGLED: o.mangled = 1; break;
		case OPT_DEBUGINFO:
#ifdef HAVE_ELFUTILS
			debuginfo_set_path(optarg);
#endif
			break;
		case OPT_STACKS: o.stacks = optarg; break;
		case OPT_STUBS: o.stubs_apart = 1; break;
		case OPT_ESTIMATE: o.estimate = 1; break;
		case OPT_DIFF: o.diff_thres = percent(optarg, "--diff-thres"); break;
		case OPT_HELP: help(); return finish_output(0, "help");
		case OPT_VERSION:
			printf("gmon-dump (%s) %s\n", PACKAGE_NAME, PACKAGE_VERSION);
			return finish_output(0, "version");
		default:
			if (opt >= OPT_ACTION + 1 && opt < OPT_ACTION + (int)NACTIONS) {
				if (act != &actions[0])
					bad_usage("only one of --flat, --callgrind, --dot, --svg, "
						  "--objects, --graph, --folded, --pprof, --flame, "
						  "--sum, --ranks");
				act = &actions[opt - OPT_ACTION];
				if (optarg != NULL)
					o.out_path = optarg;
				break;
			}
			bad_usage(NULL);
		}
	}
	first = optind + act->needs_program;
	if (first >= argc)
		bad_usage(act->needs_program ? "a program and at least one profile are needed"
					     : "no profile given");
	return finish_output(act->run(&o, argc - first, argv + first,
				      act->needs_program ? argv[optind] : NULL),
			     act->output);
}

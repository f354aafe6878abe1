/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * What the core reports once the final profile is written: calls it
 * could not count and, with GMON_VERBOSE, where the time went and how
 * often mcount took its slow path.  Only reads: the histograms, the arc
 * tables and the loaded objects, from the layers below.
 */
#include "gmon_core.h"

/* Objects named one by one in the time report; the rest share a line. */
#define REPORT_LINES 20

/*
 * The calls counted on mcount's slow path past each arc's first are
 * reported when they are at least this many and a tenth of the calls:
 * then the profile cost more than it should (arcs_layout.h).
 */
#define SLOW_CALLS_SAID 1000
#define STACKS_BYTES_SAID (1024 * 1024)	/* the stack tables' memory: 1 MiB */

/* " 61.2%": the share of part in whole, right-aligned in 6 characters. */
static const char *percent(uint64_t part, uint64_t whole, char buf[16])
{
	uint64_t pm = whole ? (part * 1000 + whole / 2) / whole : 0;
	char num[24];
	const char *s = gmon_utoa(pm / 10, num + sizeof num);
	size_t len = (size_t)(num + sizeof num - 1 - s);
	char *p = buf;

	while (len++ < 4)
		*p++ = ' ';
	while (*s)
		*p++ = *s++;
	*p++ = '.';
	*p++ = (char)('0' + pm % 10);
	*p++ = '%';
	*p = '\0';
	return buf;
}

static const char *kind_label(enum gmon_object_kind k)
{
	return k == GMON_OBJECT_LOADER ? " (the loader)"
	       : k == GMON_OBJECT_VDSO ? " (the vdso)" : "";
}

/*
 * The object with the most samples after `prev' in the order samples
 * descending, then first seen first (*s describes it); NULL when none is
 * left.  *s describes prev on the way in.
 */
static const struct gmon_object *next_busiest(const struct gmon_object *prev,
					      struct gmon_object_share *s)
{
	const struct gmon_object *o, *best = NULL;
	struct gmon_object_share each, most = { 0 };
	uint64_t below = prev ? s->samples : 0;
	int after = prev == NULL;

	for (o = gmon_objects_next(NULL, &each); o;
	     o = gmon_objects_next(o, &each)) {
		if (o == prev) {
			after = 1;
			continue;
		}
		if (each.samples == 0)
			continue;
		if (prev && (each.samples > below ||
			     (each.samples == below && !after)))
			continue;
		if (best == NULL || each.samples > most.samples) {
			best = o;
			most = each;
		}
	}
	if (best != NULL)
		*s = most;
	return best;
}

static uint64_t samples_in_ranges(const struct gmon_range *r, unsigned n)
{
	uint64_t total = 0;
	unsigned i;

	for (i = 0; i < n; i++)
		total += gmon_range_samples(&r[i]);
	return total;
}

/*
 * Where the time went, with GMON_VERBOSE: the share of samples in the
 * main program (the ranges of gmon.out), each object, and code in no
 * object.  Nothing when every sample fell in the main program: that
 * needs no summary.
 */
void gmon_report_time(unsigned hz, enum gmon_objects which,
		      const struct gmon_range *main_ranges, unsigned nmain)
{
	struct gmon_outside out;
	struct gmon_object_share o;
	const struct gmon_object *at;
	uint64_t in_main = samples_in_ranges(main_ranges, nmain);
	uint64_t elsewhere, total;
	const char *name = gmon_objects_main_name();
	unsigned lines = 0;
	char pct[16], secs[24], num[24];

	gmon_hist_outside(&out);
	elsewhere = out.below + out.between + out.above;
	total = in_main + elsewhere + gmon_objects_count_samples();
	if (total == in_main)
		return;
	GMON_SAY("where the time went: ", gmon_utoa(total, num + sizeof num),
		 " samples, ", gmon_centis(hz ? (total * 100 + hz / 2) / hz : 0,
					   secs + sizeof secs), " s");
	GMON_SAY(percent(in_main, total, pct), "  ",
		 name[0] ? name : "the program", " (the executable)");
	for (at = next_busiest(NULL, &o); at; at = next_busiest(at, &o)) {
		if (lines++ == REPORT_LINES) {
			uint64_t rest = 0;
			unsigned n = 0;

			for (; at; at = next_busiest(at, &o), n++)
				rest += o.samples;
			GMON_SAY(percent(rest, total, pct), "  ",
				 gmon_utoa(n, num + sizeof num),
				 " more objects");
			break;
		}
		GMON_SAY(percent(o.samples, total, pct), "  ", o.name,
			 kind_label(o.kind));
	}
	if (elsewhere)
		GMON_SAY(percent(elsewhere, total, pct), "  ",
			 which == GMON_OBJECTS_EXE
			 ? "outside the executable (GMON_OBJECTS=exe)"
			 : "unknown (in no loaded object)");
}

/*
 * The call stacks: the samples that kept none, always; with verbose,
 * what the tables hold and the memory they took, when that is a figure
 * worth a line (STACKS_BYTES_SAID: a thread's first pages are not).
 */
static void report_stacks(int verbose)
{
	uint64_t dropped = gmon_stacks_dropped(0), nstacks, bytes;
	unsigned ntables;
	char a[24], b[24], c[24];

	if (dropped)
		GMON_SAY(gmon_utoa(dropped, a + sizeof a), " samples kept no ",
			 "call stack (the stack tables were full); gmon.out ",
			 "has them");
	if (!verbose)
		return;
	gmon_stacks_usage(&nstacks, &ntables, &bytes);
	if (ntables && bytes >= STACKS_BYTES_SAID)
		GMON_SAY("call stacks: ", gmon_utoa(nstacks, a + sizeof a),
			 " distinct in ", gmon_utoa(ntables, b + sizeof b),
			 " thread tables, ",
			 gmon_utoa((bytes + 1023) / 1024, c + sizeof c),
			 " KiB of them used");
}

/*
 * After the final write: the calls that found no memory, always; with
 * cfg->verbose, where the time went (samples at hz) and the calls that
 * took mcount's slow path, when they cost the profile.
 */
void gmon_report(const struct gmon_config *cfg, unsigned hz,
		 const struct gmon_range *main_ranges, unsigned nmain)
{
	uint64_t lost = gmon_arcs_lost(), calls, slow;
	char a[24], b[24];

	if (lost)
		GMON_SAY(gmon_utoa(lost, a + sizeof a),
			 " calls could not be counted (out of memory)");
	if (cfg->stacks)
		report_stacks(cfg->verbose);
	if (!cfg->verbose)
		return;
	gmon_report_time(hz, cfg->objects, main_ranges, nmain);
	gmon_arcs_tally(&calls, &slow);
	if (slow >= SLOW_CALLS_SAID && slow >= calls / 10)
		GMON_SAY(gmon_utoa(slow, a + sizeof a), " of ",
			 gmon_utoa(calls, b + sizeof b), " calls took mcount's"
			 " slow path after the first call of their arc");
}

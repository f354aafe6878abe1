/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* monitor's life cycle: monitor(), monstartup(), moncontrol(), _mcleanup(). */
#include <criterion/criterion.h>
#include <errno.h>
#include <string.h>

#include "testport.h"
#include "gmon_read.h"
#include "unit.h"
#include "../include/mon.h"
#include "../include/sys/gmon.h"

TestSuite(life, .init = unit_setup);

/* ---- monitor's life cycle ---- */

/*
 * A range the bins of PROF_SCALE_AUTO overshoot (100 bins over 1000
 * bytes: 16 bytes a bin) was written as [low, low + 1000) with 100 bins,
 * which gprof reads as 10 bytes a bin: a sample at +800 went to +500.
 * The record now ends where its last bin does, short of the next range.
 */
Test(life, monitor_aix_range_record_matches_its_bins)
{
	static uint16_t b0[100], b1[100];
	struct prof p[3] = {
		{ (void *)0x10000, (void *)(0x10000 + 1000), b0, sizeof b0, PROF_SCALE_AUTO },
		/* starts inside range 0's last 16-byte bin, which goes */
		{ (void *)(0x10000 + 1000), (void *)0x20000, b1, sizeof b1, PROF_SCALE_AUTO },
		{ NULL, NULL, NULL, 0, 0 },
	};
	struct gmon_file f;
	char err[128];

	cr_assert_eq(monitor((void *)0x10000, (void *)0x20000, (WORD *)p, (size_t)-1, 0), 0);
	gmon_sample(0x10000 + 800, 1);
	gmon_sample(0x10000 + 1000, 1);		/* range 1's first bin */
	cr_assert_eq(b0[50], 1);
	cr_assert_eq(b1[0], 1);
	cr_assert_eq(monitor(0), 0);
	cr_assert_eq(gmon_read(tp.out, tp.out_len, 0, -1, &f, err, sizeof err), 0, "%s", err);
	cr_assert_eq(f.nhist, 1, "one bin size: range 1 left out");
	cr_assert_eq(f.hist[0].low, 0x10000);
	cr_assert_eq(f.hist[0].high - f.hist[0].low, 16 * f.hist[0].nbins,
		     "%llu bytes over %llu bins",
		     (unsigned long long)(f.hist[0].high - f.hist[0].low),
		     (unsigned long long)f.hist[0].nbins);
	cr_assert_eq(f.hist[0].nbins, 62, "the bins below +1000, less the one range 1 starts in");
	cr_assert_eq(f.hist[0].bins[800 / 16], 1);
	gmon_file_free(&f);
}

Test(life, monitor_with_caller_buffer_writes_once)
{
	static WORD buf[100];
	struct gmon_file f;
	char err[128];

	cr_assert_eq(monitor((void *)0x10000, (void *)0x10800, buf, 100, 0), 0);
	cr_assert(tp.clock_on);
	gmon_sample(0x10400, 1);		/* the middle of the text */
	gmon_mcount(0x10010, 0x10020, 0);
	/* 0x800 bytes over 100 bins: 32 bytes a bin (a power of two), 0x400 is bin 32 */
	cr_assert_eq(buf[32], 1);
	cr_assert_eq(monitor(0), 0);
	cr_assert(!tp.clock_on);
	cr_assert_eq(tp.closes, 1);
	_mcleanup();
	cr_assert_eq(monitor(0), 0);
	cr_assert_eq(tp.closes, 1, "written once");
	cr_assert_eq(gmon_read(tp.out, tp.out_len, 0, -1, &f, err, sizeof err), 0, "%s", err);
	cr_assert_eq(f.nhist, 1);
	cr_assert_eq(f.hist[0].nbins, 100);
	cr_assert_eq(f.hist[0].low, 0x10000);
	cr_assert_geq(f.hist[0].high, 0x10800);
	cr_assert_eq(f.narcs, 1);
	cr_assert_eq(f.arcs[0].count, 1);
	gmon_file_free(&f);
}

Test(life, monstartup_sizes_from_text)
{
	struct gmon_file f;
	char err[128];

	monstartup(0x400001, 0x40fffe);		/* rounded out to 4 bytes */
	gmon_sample(0x400000 + 0x1234, 1);
	_mcleanup();
	cr_assert_eq(tp.refreshes, 1, "the port looked again before writing");
	cr_assert_eq(gmon_read(tp.out, tp.out_len, 0, -1, &f, err, sizeof err), 0, "%s", err);
	cr_assert_eq(f.hist[0].low, 0x400000);
	cr_assert_eq(f.hist[0].high, 0x410000);
	cr_assert_eq(f.hist[0].nbins, 0x10000 / 4);
	cr_assert_eq(f.hist[0].bins[0x1234 / 4], 1);
	gmon_file_free(&f);
}

/* Snapshots, which stop once the final write begins, start again with
 * a profile started after it. */
Test(life, snapshots_after_a_restart)
{
	monstartup(0x400000, 0x410000);
	cr_assert_eq(gmon_dump(), 0);
	cr_assert_eq(tp.closes, 1);
	_mcleanup();
	cr_assert_eq(tp.closes, 2);
	cr_assert_eq(gmon_dump(), 0, "nothing under way: nothing to do");
	cr_assert_eq(tp.closes, 2);
	monstartup(0x400000, 0x410000);
	cr_assert_eq(gmon_dump(), 0);
	cr_assert_eq(tp.closes, 3, "no snapshot after the restart");
	_mcleanup();
}

Test(life, moncontrol_pauses_both)
{
	monstartup(0x10000, 0x20000);
	moncontrol(0);
	cr_assert(!tp.clock_on);
	gmon_mcount(0x10010, 0x10020, 0);
	moncontrol(1);
	cr_assert(tp.clock_on);
	gmon_mcount(0x10010, 0x10020, 0);
	cr_assert_eq(tp_arc_total(0x10010, 0x10020), 1);
}

Test(life, bad_arguments)
{
	static WORD buf[8];

	errno = 0;
	cr_assert_eq(monitor((void *)0x2000, (void *)0x1000, buf, 8, 0), -1);
	cr_assert_eq(errno, EINVAL, "lowpc >= highpc");
	cr_assert_eq(monitor((void *)0x1000, (void *)0x1000, buf, 8, 0), -1);
	cr_assert_eq(monitor((void *)0x1000, (void *)0x2000,
			     (WORD *)((char *)buf + 1), 4, 0), -1);
	cr_assert_eq(errno, EINVAL, "misaligned buffer");
	cr_assert_eq(monitor(0), 0, "nothing to stop: no-op");
	cr_assert_eq(tp.closes, 0);
	/* the struct prof form with no array: it read through NULL */
	cr_assert_eq(monitor((void *)0x1000, (void *)0x2000, NULL,
			     (size_t)-1, 0), -1);
	cr_assert_eq(errno, EINVAL, "no struct prof array");
}

/*
 * monitor() while a profile is under way (a gmon-cc program's start file
 * began it) still checks its arguments, which it returned 0 for, and
 * otherwise leaves that profile as it is, struct prof form included.
 */
Test(life, monitor_while_profiling_checks_then_keeps)
{
	static WORD buf[8], space[32];
	struct prof p[2] = {
		{ (void *)0x10000, (void *)0x10100, space, 64, 0x8000 },
		{ NULL, NULL, NULL, 0, 0 },
	};
	const struct gmon_range *r;

	monstartup(0x10000, 0x20000);
	errno = 0;
	cr_assert_eq(monitor((void *)0x2000, (void *)0x1000, buf, 8, 0), -1);
	cr_assert_eq(errno, EINVAL, "lowpc >= highpc");
	cr_assert_eq(monitor((void *)0x1000, (void *)0x2000,
			     (WORD *)((char *)buf + 1), 4, 0), -1);
	cr_assert_eq(errno, EINVAL, "misaligned buffer");
	cr_assert_eq(monitor((void *)0x10000, (void *)0x10100, (WORD *)p,
			     (size_t)-1, 0), 0);
	cr_assert_eq(gmon_profile_ranges(&r), 1);
	cr_assert_eq(r[0].low, 0x10000);
	cr_assert_eq(r[0].nbins, 0x10000 / 4, "monstartup's histogram stays");
	gmon_sample(0x10010, 1);
	cr_assert_eq(space[8], 0, "no sample in the struct prof buffer");
}

/*
 * profil() with a buffer of the program's, then off: gmon.out holds the
 * profile's own histogram, with the samples taken before profil(), and
 * nothing of the program's buffer, which the program may free.
 */
Test(life, profil_buffer_is_not_the_profile)
{
	static unsigned short mine[64];
	struct gmon_file f;
	char err[128];

	monstartup(0x10000, 0x20000);
	gmon_sample(0x10010, 3);
	cr_assert_eq(profil(mine, sizeof mine, 0x10000, 0x8000), 0);
	gmon_sample(0x10010, 5);
	cr_assert_eq(mine[4], 5);
	cr_assert_eq(profil(NULL, 0, 0, 0), 0);
	cr_assert(!tp.clock_on, "profil() off stops the clock");
	memset(mine, 0xff, sizeof mine);	/* the program's again */
	_mcleanup();
	cr_assert_eq(gmon_read(tp.out, tp.out_len, 0, -1, &f, err, sizeof err),
		     0, "%s", err);
	cr_assert_eq(f.nhist, 1);
	cr_assert_eq(f.hist[0].low, 0x10000);
	cr_assert_eq(f.hist[0].nbins, 0x10000 / 4);
	cr_assert_eq(f.hist[0].bins[4], 3, "only what came before profil()");
	gmon_file_free(&f);
}

/* Hundredths as "12.34", written back from the end of the buffer. */
Test(life, centis_format)
{
	char buf[24];

	cr_expect_str_eq(gmon_centis(0, buf + sizeof buf), "0.00");
	cr_expect_str_eq(gmon_centis(5, buf + sizeof buf), "0.05");
	cr_expect_str_eq(gmon_centis(100, buf + sizeof buf), "1.00");
	cr_expect_str_eq(gmon_centis(12345, buf + sizeof buf), "123.45");
	cr_expect_str_eq(gmon_centis(UINT64_MAX, buf + sizeof buf),
			 "184467440737095516.15");
	cr_expect_str_eq(gmon_utoa(UINT64_MAX, buf + sizeof buf),
			 "18446744073709551615");
}

/*
 * A line too long for the message buffer (a deep GMON_OUT_PREFIX) loses
 * the middle of its longest part, not its end: it was cut at 255 bytes,
 * and the reason and the pid were lost.
 */
Test(life, long_message_keeps_its_reason)
{
	static const char reason[] = "dp.123: No such file or directory\n";
	char path[1200], *line, *end;

	memset(path, 'd', sizeof path - 1);
	path[0] = '/';
	path[sizeof path - 1] = '\0';
	memcpy(path + sizeof path - 6, "p.123", 5);

	tp.messages[0] = '\0';
	GMON_SAY("cannot write ", path, ": No such file or directory");
	line = tp.messages;
	end = line + strlen(line);
	cr_expect(end - line <= 512, "%zd bytes", end - line);
	cr_expect(!strncmp(line, "libgmon: cannot write /ddd", 26), "%s", line);
	cr_expect(!strcmp(end - (sizeof reason - 1), reason), "%s", line);
	cr_expect(strstr(line, "d...d"), "%s", line);
}

Test(life, out_of_memory_disables_profiling)
{
	tp.allocs_left = 0;
	monstartup(0x10000, 0x20000);
	cr_assert_eq(errno, ENOMEM);
	cr_assert(strstr(tp.message, "out of memory"), "%s", tp.message);
	cr_assert(!tp.clock_on);
	gmon_mcount(0x10010, 0x10020, 0);
	_mcleanup();
	cr_assert_eq(tp.closes, 0, "no file");
}

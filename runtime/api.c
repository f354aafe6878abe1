/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The public profiling functions: profil(), monitor(), monstartup(),
 * moncontrol(), _mcleanup() and gmon_dump().  They check their arguments,
 * translate to the core's calls and report errors through errno.
 *
 * The names a program may use for functions of its own are weak
 * aliases (see gmon_core.h): `cc -pg' links a program that has a
 * monitor() or a profil(), and so must gmon-cc.  monitor() itself is in
 * sysv_monitor.c.
 */
#include "gmon_core.h"
#include "../include/mon.h"
#include "../include/sys/gmon.h"


static int fail(int err)
{
	gmon_port_set_errno(err);
	return -1;
}

/*
 * A range whose bins reach past its p_high keeps only the bins that
 * start below it.  gprof spreads a record's bins evenly over its [low,
 * high), so the record must end where its last bin does (else every
 * sample lands at the wrong address), and it must not reach the next
 * range (gprof refuses overlapping records): the last, partial bin goes
 * too if it would.  One bin may end anywhere.
 */
static int fit_range(struct gmon_range *r, uintptr_t bytes, uintptr_t next)
{
	size_t nbins;

	if (r->limit <= bytes)
		return 0;
	nbins = gmon_bin_index(r, r->low + bytes - 1) + 1;
	if (gmon_range_init(r, r->low, r->bins, nbins, r->scale) != 0)
		return -1;
	if (next - r->low < r->limit && nbins > 1 &&
	    gmon_range_init(r, r->low, r->bins, --nbins, r->scale) != 0)
		return -1;
	if (nbins == 1 && r->limit > bytes)
		r->limit = bytes;
	return 0;
}

/*
 * The AIX form: an array of struct prof, ascending, ended by p_high == 0.
 * Each range ends by its p_high (fit_range()), so that ranges never
 * overlap whatever their scales.  From monitor() they are the profile's
 * histogram; from profil() only where samples go.
 */
static int profil_ranges(const struct prof *p, int profile)
{
	struct gmon_range r[GMON_MAX_RANGES];
	unsigned n;

	for (n = 0; p[n].p_high != NULL; n++) {
		uintptr_t lo = (uintptr_t)p[n].p_low, hi = (uintptr_t)p[n].p_high;
		size_t nbins = p[n].p_bufsize > 0 ? (size_t)p[n].p_bufsize / 2 : 0;
		uint32_t scale = p[n].p_scale;

		if (n == GMON_MAX_RANGES || hi <= lo ||
		    ((uintptr_t)p[n].p_buff & 1))
			return fail(GMON_EINVAL);
		if (scale == PROF_SCALE_AUTO)
			scale = gmon_scale_for(nbins, hi - lo);
		if (gmon_range_init(&r[n], lo, p[n].p_buff, nbins, scale) != 0 ||
		    fit_range(&r[n], hi - lo, p[n + 1].p_high != NULL
				? (uintptr_t)p[n + 1].p_low : UINTPTR_MAX) != 0)
			return fail(GMON_EINVAL);
	}
	if ((profile ? gmon_profile_set_ranges(r, n) : gmon_hist_set(r, n)) != 0)
		return fail(GMON_EINVAL);
	if (n > 0 && gmon_clock_on() == 0)
		return fail(GMON_EOPNOTSUPP);
	return 0;
}

int gmon_profil(unsigned short *buf, size_t bufsiz, size_t offset,
		unsigned int scale)
{
	struct gmon_range r;

	if (bufsiz == (size_t)-1) {
		if (buf == NULL)
			return fail(GMON_EINVAL);
		return profil_ranges((const struct prof *)(void *)buf, 0);
	}
	if (buf == NULL || bufsiz < 2 || scale <= 1) {
		gmon_profil_off();
		return 0;
	}
	if ((uintptr_t)buf & 1)
		return fail(GMON_EINVAL);
	if (gmon_range_init(&r, offset, buf, bufsiz / 2, scale) != 0 ||
	    gmon_hist_set(&r, 1) != 0)
		return fail(GMON_EINVAL);
	if (gmon_clock_on() == 0)
		return fail(GMON_EOPNOTSUPP);
	return 0;
}

int gmon_monitor(void *lowpc, void *highpc, WORD *buffer, size_t bufsize,
		 size_t nfunc)
{
	int err;

	if (lowpc == NULL) {
		err = gmon_finish(1);
		return err ? fail(err) : 0;
	}
	if (bufsize == (size_t)-1) {	/* AIX: buffer is a struct prof array */
		int was_on = gmon_profiling();

		if (buffer == NULL)
			return fail(GMON_EINVAL);
		err = gmon_start((uintptr_t)lowpc, (uintptr_t)highpc,
				 (uint16_t *)buffer, 0, nfunc);
		if (err)
			return fail(err);
		if (was_on)
			return 0;	/* the profile under way keeps its own */
		return profil_ranges((const struct prof *)(void *)buffer, 1);
	}
	/* a buffer of size 0: call counts only, no histogram */
	err = gmon_start((uintptr_t)lowpc, (uintptr_t)highpc, buffer,
			 bufsize, nfunc);
	return err ? fail(err) : 0;
}

void __monstartup(unsigned long lowpc, unsigned long highpc)
{
	int err = gmon_start(lowpc, highpc, NULL, 0, 0);

	if (err)
		gmon_port_set_errno(err);
}

void gmon_moncontrol(int mode)
{
	gmon_control(mode != 0);
}

#define WEAK_ALIAS(name) __attribute__((weak, alias(name)))

int profil(unsigned short *buf, size_t bufsiz, size_t offset,
	   unsigned int scale) WEAK_ALIAS("gmon_profil");
void monstartup(unsigned long lowpc, unsigned long highpc)
	WEAK_ALIAS("__monstartup");
void moncontrol(int mode) WEAK_ALIAS("gmon_moncontrol");

void _mcleanup(void)
{
	gmon_finish(1);
}

int gmon_dump_now(void)
{
	int err = gmon_snapshot(1);

	return err ? fail(err) : 0;
}

int gmon_dump(void) WEAK_ALIAS("gmon_dump_now");

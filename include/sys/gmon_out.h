/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * libgmon: layout of the files the profiling runtime writes; the formats
 * are described in full in docs/FORMAT.md.
 *
 * GNU format (what GNU gprof reads first): a 20-byte header, then any
 * number of tagged records until the end of the file.  Every integer is
 * in the byte order of the profiled program and every address has its
 * pointer size; nothing is padded.  The structures below use char arrays
 * so that their sizes are the on-disk sizes on every host.  Addresses
 * are link-time addresses (the runtime subtracts a PIE's load bias).
 */
#ifndef _LIBGMON_SYS_GMON_OUT_H
#define _LIBGMON_SYS_GMON_OUT_H

/*
 * As <sys/gmon.h>: the C library's header where it has one (glibc's
 * GMON_Record_Tag, GMON_SHOBJ_VERSION), and then only what libgmon adds
 * (the 4.4BSD layout); libgmon's own sources take these definitions.
 */
#if !defined(_LIBGMON_SOURCE) && defined(__has_include_next)
#if __has_include_next(<sys/gmon_out.h>)
#include_next <sys/gmon_out.h>
#define _LIBGMON_LIBC_SYS_GMON_OUT_H 1
#endif
#endif

#ifndef _LIBGMON_LIBC_SYS_GMON_OUT_H

#define GMON_MAGIC "gmon"		/* 4 bytes, no NUL */
#define GMON_VERSION 1

/* Record tags. */
#define GMON_TAG_TIME_HIST 0	/* pc histogram */
#define GMON_TAG_CG_ARC 1	/* one call-graph arc */
#define GMON_TAG_BB_COUNT 2	/* basic-block counts: never written */

struct gmon_hdr {
	char cookie[4];		/* GMON_MAGIC */
	char version[4];	/* GMON_VERSION */
	char spare[3 * 4];	/* zero; readers ignore it */
};

/*
 * Body of a GMON_TAG_TIME_HIST record, followed by hist_size 16-bit
 * counts.  gprof does not learn the sampling scale: it makes each bin
 * h = floor((high_pc - low_pc) / 2) / hist_size 2-byte units wide, bin i
 * starting at unit low_pc / 2 + trunc(i * h).  Where libgmon picks the
 * scale, bins are 2^k bytes wide (4 for its own histograms), so h is
 * exact and gprof's bins are the runtime's.  Records with an identical range are added up:
 * counts past 65535 are carried into extra records of the same range.
 */
struct gmon_hist_hdr {
	char low_pc[sizeof(char *)];	/* first address covered */
	char high_pc[sizeof(char *)];	/* one past the last */
	char hist_size[4];		/* number of bins (not bytes) */
	char prof_rate[4];		/* samples per second */
	char dimen[15];			/* "seconds", NUL-padded */
	char dimen_abbrev;		/* 's' */
};

/* Body of a GMON_TAG_CG_ARC record; larger counts take several records. */
struct gmon_cg_arc_record {
	char from_pc[sizeof(char *)];	/* inside the caller: return address - 1 */
	char self_pc[sizeof(char *)];	/* inside the callee */
	char count[4];
};

/*
 * A GMON_TAG_BB_COUNT record is a 4-byte count n and n pairs of
 * address-sized words (block address, execution count).  The runtime
 * never writes one; readers accept it.
 */

#endif /* !_LIBGMON_LIBC_SYS_GMON_OUT_H */

/*
 * 4.4BSD format (GMON_FORMAT=bsd): one header, the 16-bit bins of one
 * range (saturated at 65535), then raw arcs {from, self, count} of three
 * address-sized words each.  ncnt is the byte size of header plus bins.
 */
#define GMON_BSD_VERSION 0x00051879

struct gmon_bsd_hdr {
	char lpc[sizeof(char *)];
	char hpc[sizeof(char *)];
	char ncnt[4];
	char version[4];	/* GMON_BSD_VERSION */
	char profrate[4];
	char spare[3 * 4];
};

/* Its size for a program whose addresses are ptr_size bytes (4 or 8). */
#define GMON_BSD_HDR_SIZE(ptr_size) (2 * (ptr_size) + 6 * 4)

#endif

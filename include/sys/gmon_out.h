/*
 * libgmon: layout of the files the profiling runtime writes.
 *
 * GNU format (what GNU gprof reads first): a 20-byte header, then any
 * number of tagged records until the end of the file.  Every integer is
 * in the byte order of the profiled program and every address has its
 * pointer size; nothing is padded.  The structures below use char arrays
 * so that their sizes are the on-disk sizes on every host.
 */
#ifndef _LIBGMON_SYS_GMON_OUT_H
#define _LIBGMON_SYS_GMON_OUT_H

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
 * counts.  Bin i covers [low + i*w, low + (i+1)*w) with
 * w = (high_pc - low_pc) / hist_size bytes.
 */
struct gmon_hist_hdr {
	char low_pc[sizeof(char *)];	/* first address covered */
	char high_pc[sizeof(char *)];	/* one past the last */
	char hist_size[4];		/* number of bins (not bytes) */
	char prof_rate[4];		/* samples per second */
	char dimen[15];			/* "seconds", NUL-padded */
	char dimen_abbrev;		/* 's' */
};

/* Body of a GMON_TAG_CG_ARC record. */
struct gmon_cg_arc_record {
	char from_pc[sizeof(char *)];	/* inside the caller */
	char self_pc[sizeof(char *)];	/* inside the callee */
	char count[4];
};

/*
 * 4.4BSD format (GMON_FORMAT=bsd): one header, the 16-bit bins, then
 * raw arcs {from, self, count} of three address-sized words each.
 * ncnt is the byte size of header plus bins.
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

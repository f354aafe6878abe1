/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
#ifndef GMON_TESTPORT_H
#define GMON_TESTPORT_H

#include "gmon_core.h"

struct testport {
	long allocs_left;	/* -1: unlimited */
	int clock_on;
	unsigned clock_hz, hz;
	enum gmon_format format;
	int inits, closes, clock_reports, refreshes;
	int on_signal_stack;	/* what gmon_port_on_signal_stack() says */
	unsigned long attaches;	/* calls of gmon_port_thread_attach() */
	unsigned long alive_checks; /* calls of gmon_port_thread_alive() */
	unsigned long allocs;	/* successful gmon_port_alloc() calls */
	unsigned long alloc_bytes; /* what they asked for */
	void (*on_alloc)(size_t size); /* called at each, if set */
	unsigned long wait_turns; /* calls of gmon_port_wait_turn() */
	void (*on_wait_turn)(void); /* called at each, if set */
	uintptr_t bias;
	char message[256];	/* the last line */
	char messages[8192];	/* every line, each ended by '\n' */
	enum gmon_objects objects_mode;
	size_t out_len;
	unsigned char out[1 << 22];	/* the main profile */
	/* objects the port reports when profiling starts */
	const struct gmon_object_desc *objects;
	unsigned nobjects;
	/* the other profiles, in the order written */
	struct tp_file {
		char name[64];
		unsigned nth;
		size_t len;
		unsigned char data[1 << 16];
	} files[8];
	unsigned nfiles;
	struct tp_file *writing;	/* NULL: the main profile */
};

extern struct testport tp;

/* Calls counted for the arc from -> self, in every thread's table. */
uint64_t tp_arc_total(uintptr_t from, uintptr_t self);

#endif

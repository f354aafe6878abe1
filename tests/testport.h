#ifndef GMON_TESTPORT_H
#define GMON_TESTPORT_H

#include "gmon_core.h"

struct testport {
	long allocs_left;	/* -1: unlimited */
	int clock_on;
	unsigned clock_hz, hz;
	enum gmon_format format;
	int inits, closes;
	int on_signal_stack;	/* what gmon_port_on_signal_stack() says */
	unsigned long attaches;	/* calls of gmon_port_thread_attach() */
	unsigned long alive_checks; /* calls of gmon_port_thread_alive() */
	unsigned long allocs;	/* successful gmon_port_alloc() calls */
	uintptr_t bias;
	char message[256];
	size_t out_len;
	unsigned char out[1 << 22];
};

extern struct testport tp;

#endif

/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A port for the unit tests: memory from calloc with an optional failure
 * after N allocations, a clock that only records what it was asked, and
 * an output sink in memory.  It shows that the core needs nothing else.
 */
#include "testport.h"

#include <errno.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

struct testport tp;

void gmon_port_init(struct gmon_config *cfg)
{
	tp.inits++;
	cfg->format = tp.format;
	cfg->hz = tp.hz;
	cfg->objects = tp.objects_mode;
	cfg->stacks = 0;	/* the core's tests read gmon.out alone */
}

unsigned gmon_port_clock_start(unsigned hz)
{
	tp.clock_on = 1;
	tp.clock_hz = hz;
	return hz;
}

void gmon_port_clock_stop(void) { tp.clock_on = 0; }

void gmon_port_clock_report(void) { tp.clock_reports++; }

void *gmon_port_alloc(size_t size)
{
	if (tp.allocs_left == 0)
		return NULL;
	if (tp.allocs_left > 0)
		tp.allocs_left--;
	if (tp.on_alloc)
		tp.on_alloc(size);
	__atomic_fetch_add(&tp.allocs, 1, __ATOMIC_RELAXED);
	__atomic_fetch_add(&tp.alloc_bytes, size, __ATOMIC_RELAXED);
	return calloc(1, size);
}

void gmon_port_free(void *p, size_t size) { (void)size; free(p); }

/* Threads as the Linux port sees them. */
uintptr_t gmon_port_thread_attach(void)
{
	__atomic_fetch_add(&tp.attaches, 1, __ATOMIC_RELAXED);
	return (uintptr_t)syscall(SYS_gettid);
}

int gmon_port_thread_alive(uintptr_t id)
{
	__atomic_fetch_add(&tp.alive_checks, 1, __ATOMIC_RELAXED);
	return syscall(SYS_tgkill, (long)getpid(), (long)id, 0) == 0 ||
	       errno != ESRCH;
}

int gmon_port_on_signal_stack(void) { return tp.on_signal_stack; }

/* Handlers stay on: the unit tests interrupt copies on purpose. */
uint64_t gmon_port_handlers_off(void) { return 0; }
void gmon_port_handlers_restore(uint64_t state) { (void)state; }

void gmon_port_objects_watch(void)
{
	if (tp.nobjects)
		gmon_objects_loaded(tp.objects, tp.nobjects);
}

void gmon_port_final_refresh(void)
{
	tp.refreshes++;
}

unsigned gmon_port_stub_ranges(uintptr_t *low, uintptr_t *high,
			       unsigned max)
{
	(void)low;
	(void)high;
	(void)max;
	return 0;
}

int gmon_port_out_open_stacks(void)
{
	return EOPNOTSUPP;
}

int gmon_port_out_open(const char *object, unsigned nth)
{
	struct tp_file *f;

	tp.writing = NULL;
	if (object == NULL) {
		tp.out_len = 0;
		return 0;
	}
	if (tp.nfiles == sizeof tp.files / sizeof tp.files[0])
		return ENOSPC;
	f = tp.writing = &tp.files[tp.nfiles++];
	strncpy(f->name, object, sizeof f->name - 1);
	f->nth = nth;
	f->len = 0;
	return 0;
}

int gmon_port_out_write(const void *buf, size_t len)
{
	struct tp_file *f = tp.writing;
	unsigned char *dst = f ? f->data : tp.out;
	size_t *fill = f ? &f->len : &tp.out_len;
	size_t room = f ? sizeof f->data : sizeof tp.out;

	if (*fill + len > room)
		return ENOSPC;
	memcpy(dst + *fill, buf, len);
	*fill += len;
	return 0;
}

int gmon_port_out_close(int error)
{
	tp.closes++;
	return error;
}

uintptr_t gmon_port_load_bias(void) { return tp.bias; }

void gmon_port_message(const char *msg)
{
	size_t n = strlen(tp.messages);

	strncpy(tp.message, msg, sizeof tp.message - 1);
	snprintf(tp.messages + n, sizeof tp.messages - n, "%s\n", msg);
}

void gmon_port_set_errno(int err) { errno = err; }
int gmon_port_cancel_off(void) { return 0; }
void gmon_port_cancel_restore(int state) { (void)state; }
/* A moment a turn, as Linux's waits take (the core bounds some in turns). */
void gmon_port_wait_turn(unsigned turns)
{
	struct timespec moment = { 0, 100000 };

	(void)turns;
	tp.wait_turns++;
	if (tp.on_wait_turn)
		tp.on_wait_turn();
	nanosleep(&moment, NULL);
}

uint64_t tp_arc_total(uintptr_t from, uintptr_t self)
{
	struct gmon_arc_cursor c = { 0 };
	struct gmon_arc a;
	uint64_t n = 0;

	while (gmon_arcs_next(&c, &a))
		if (a.from == from && a.self == self)
			n += a.count;
	return n;
}

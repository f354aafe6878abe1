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
#include <string.h>

struct testport tp;

void gmon_port_init(struct gmon_config *cfg)
{
	tp.inits++;
	cfg->format = tp.format;
	cfg->hz = tp.hz;
}

unsigned gmon_port_clock_start(unsigned hz)
{
	tp.clock_on = 1;
	tp.clock_hz = hz;
	return hz;
}

void gmon_port_clock_stop(void) { tp.clock_on = 0; }

void *gmon_port_alloc(size_t size)
{
	if (tp.allocs_left == 0)
		return NULL;
	if (tp.allocs_left > 0)
		tp.allocs_left--;
	__atomic_fetch_add(&tp.allocs, 1, __ATOMIC_RELAXED);
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

int gmon_port_out_open(void)
{
	tp.out_len = 0;
	return 0;
}

int gmon_port_out_write(const void *buf, size_t len)
{
	if (tp.out_len + len > sizeof tp.out)
		return ENOSPC;
	memcpy(tp.out + tp.out_len, buf, len);
	tp.out_len += len;
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
	strncpy(tp.message, msg, sizeof tp.message - 1);
}

void gmon_port_set_errno(int err) { errno = err; }

/*
 * The port functions mcount's C path calls, doing nothing: enough to
 * link the arc tables and a stub into a shared object and check how
 * they link (tests/cross_test.c, shared_stub cases).
 */
#include "gmon_core.h"

void *gmon_port_alloc(size_t size)
{
	(void)size;
	return NULL;
}

uintptr_t gmon_port_thread_attach(void)
{
	return 1;
}

int gmon_port_thread_alive(uintptr_t id)
{
	(void)id;
	return 1;
}

int gmon_port_on_signal_stack(void)
{
	return 1;
}

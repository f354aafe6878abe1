/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Program start-up and the host-independent rest of the port interface
 * for bare metal, one CPU and no errno (image.c and one_thread.c have
 * the functions of one image and one thread).
 *
 * port_main() does what gcrt0 does on Unix: start profiling over the
 * whole text before main, write the profile after it, and exit (here:
 * tell qemu to exit with main's status).  The histogram comes from
 * gmon_port_alloc(), or with -DPORT_HIST_WORDS=n from a static buffer
 * handed to monitor().
 */
#include "gmon_core.h"
#include "../../include/mon.h"
#include "../../include/sys/gmon.h"
#include "board.h"
#include "semihost.h"

extern char __text_start[], __text_end[];	/* from link.ld */
extern char __bss_start[], __bss_end[];

int main(void);

static int last_error;

#ifdef PORT_HIST_WORDS
/* make HIST_WORDS=n: the System V way, the caller gives the histogram. */
static unsigned short hist[PORT_HIST_WORDS];

/*
 * monitor() spreads [low, high) evenly over the bins.  gprof rebuilds
 * each bin's edges from the file, rounded to 2-byte units, so they fall
 * where the runtime put them only if a bin is a power of two of bytes
 * wide: stretch the range past the text to make it so.
 */
static char *hist_high(void)
{
	uintptr_t low = (uintptr_t)__text_start, width = 4;

	while (low + width * PORT_HIST_WORDS < (uintptr_t)__text_end)
		width *= 2;
	return (char *)(low + width * PORT_HIST_WORDS);
}
#endif

void gmon_port_init(struct gmon_config *cfg)
{
	cfg->hz = PORT_HZ;
	cfg->verbose = 1;	/* report samples outside the text */
	cfg->stacks = 0;	/* no_stacks.c: the board handlers hand
				   over the pc alone */
}

/* No errno on bare metal; keep the code where a debugger can see it. */
void gmon_port_set_errno(int err)
{
	last_error = err;
}

static char *format_hex(uintptr_t v, char *end)
{
	*--end = '\0';
	do
		*--end = "0123456789abcdef"[v & 15];
	while (v >>= 4);
	*--end = 'x';
	*--end = '0';
	return end;
}

/* An unexpected trap: say where, and end the run with status 3. */
_Noreturn void port_fault(const char *what, uintptr_t cause, uintptr_t pc)
{
	char a[24], b[24];

	semihost_puts("port: fault: ");
	semihost_puts(what);
	semihost_puts(" cause ");
	semihost_puts(format_hex(cause, a + sizeof a));
	semihost_puts(" pc ");
	semihost_puts(format_hex(pc, b + sizeof b));
	semihost_puts("\n");
	semihost_exit(3);
}

_Noreturn void port_main(void)
{
	char *p;
	int status;

	for (p = __bss_start; p < __bss_end; p++)
		*p = 0;
#ifdef PORT_HIST_WORDS
	gmon_monitor(__text_start, hist_high(), hist, PORT_HIST_WORDS, 0);
#else
	__monstartup((unsigned long)__text_start, (unsigned long)__text_end);
#endif
	if (last_error)
		semihost_puts("port: profiling did not start\n");
	status = main();
	_mcleanup();	/* the same as monitor(0) */
	semihost_exit(status);
}

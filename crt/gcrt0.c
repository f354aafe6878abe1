/*
 * The profiling part of the start file.  gmon-cc links gcrt1.o, made of
 * the C library's ordinary start file and this object, in place of the
 * C library's profiling start file: so `cc -pg' start-up works unchanged
 * and profiling starts from libgmon instead.
 *
 * Start-up runs from .preinit_array, which the C library calls before
 * any shared library's or the program's own constructors, in static and
 * dynamic programs alike and on every architecture, so constructors are
 * profiled too.  The profiled text runs from the ELF header to the end
 * of .text, which covers .text.startup (main) and .init.
 */
#include <stdlib.h>
#include <sys/gmon.h>

extern char __executable_start[];
extern char etext[];

static void gmon_crt_start(int argc, char **argv, char **envp)
{
	static int started;

	(void)argc; (void)argv; (void)envp;
	if (started)
		return;
	started = 1;
	monstartup((unsigned long)__executable_start, (unsigned long)etext);
	atexit(_mcleanup);
}

__attribute__((used, section(".preinit_array")))
static void (*const gmon_crt_preinit)(int, char **, char **) = gmon_crt_start;

/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * gshared.o: what gmon-cc links into every -shared link.  Its constructor
 * tells the profiling runtime of the process that this object is loaded,
 * and its destructor that it is going, however it was loaded or
 * unloaded: a dlopen or dlclose that bypasses libgmon's hook (the
 * program's own, a static sanitizer runtime's) would otherwise leave the
 * object out of the profile until the next hooked dlopen, or for good,
 * or take what is loaded at its place later for it.
 *
 * It runs before the object's other constructors (the first priority a
 * program may use, and the first object of the link), so that the calls
 * they make count in the object's file.  The runtime is found through a
 * weak reference: in a program without libgmon (built with cc -pg, or
 * not at all) nothing is called.  Before the program's runtime starts
 * (an object linked at start-up) the runtime ignores the call.
 */
void gmon_linux_object_loaded(void) __attribute__((weak));
void gmon_linux_object_leaving(const void *inside) __attribute__((weak));

__attribute__((constructor(101)))
static void say_loaded(void)
{
	if (gmon_linux_object_loaded)
		gmon_linux_object_loaded();
}

/*
 * The last of the object's destructors (destructors run in the reverse
 * order of priorities), which run only when it is really unloaded (or
 * at exit): it is going, so that what is loaded in its place later is
 * not taken for it, however it was unloaded.
 */
__attribute__((destructor(101)))
static void say_leaving(void)
{
	if (gmon_linux_object_leaving)
		gmon_linux_object_leaving((const void *)say_leaving);
}

#ifdef GSHARED_IDLE_MCOUNT
/*
 * A C library without gprof support (musl) has no mcount: the object's
 * -pg calls would be undefined in a program without libgmon (a plain
 * one would not load it) and in links that allow nothing undefined (-z
 * defs, Meson's default).  Weak idle ones stand in; a program's libgmon,
 * earlier in the lookup, wins.  Each is a bare return that touches no
 * register (built without -pg); 32-bit ARM's must also pop the word its
 * caller pushed, its caller's lr.
 */
__attribute__((weak)) void mcount(void);
__attribute__((weak)) void _mcount(void);
__attribute__((weak)) void __fentry__(void);

void mcount(void)
{
}

void _mcount(void)
{
}

void __fentry__(void)
{
}

#ifdef __arm__
__asm__(".syntax unified\n"
	".text\n"
	".weak __gnu_mcount_nc\n"
	".type __gnu_mcount_nc, %function\n"
	"__gnu_mcount_nc:\n"
	"	mov ip, lr\n"
	"	pop {lr}\n"
	"	bx ip\n"
	".size __gnu_mcount_nc, .-__gnu_mcount_nc\n");
#endif
#endif

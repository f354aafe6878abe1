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

/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The loaded-objects test program.  It burns CPU time in the executable,
 * in three libraries (libpg: linked, built with -pg; libplain: linked,
 * built without; libdl: built with -pg and dlopen'ed) and in the C
 * library (memset), a fifth of SECONDS each, makes known numbers of
 * calls in each library, and prints the CPU time each part used, for
 * the test to compare with gprof's:
 *
 *   prog SECONDS LIBDL                  the above
 *   prog cycles N LIBDL BLOCKER         dlopen LIBDL, call dl_calls(10),
 *                                       dlclose: N times; every other
 *                                       time BLOCKER holds the old place
 *   prog cycles N LIBDL BLOCKER T       the same in T threads at once
 *   prog many LIB...                    dlopen each LIB, call its
 *                                       many_calls(3), keep it open
 *   prog unhooked LIB N                 dlopen LIB with the C library's
 *                                       dlopen, past libgmon's hook, call
 *                                       its many_calls(N), keep it open
 *   prog swap LIBA LIBP                 past libgmon's hook: dlopen LIBA,
 *                                       call its many_calls(3), dlclose
 *                                       it, dlopen LIBP (which loads at
 *                                       LIBA's place) and call its
 *                                       plain_burn(0.3); prints "same
 *                                       place" if it did
 *   prog reload LIBA CMD LIBB           dlopen LIBA, call its
 *                                       many_calls(3), dlclose it, run
 *                                       CMD (sh -c), dlopen LIBB, call
 *                                       its many_calls(5), dlclose it;
 *                                       prints "same place" if LIBB
 *                                       loaded where LIBA was
 *   prog dlmopen SECONDS LIBDL          dlmopen LIBDL into the base
 *                                       namespace, call dl_calls(500) and
 *                                       dl_burn(SECONDS) (status 3 where
 *                                       the C library has no dlmopen)
 *   prog threads N                      4 threads each call pg_calls(N)
 *   prog fork SECONDS                   burn SECONDS, then fork and exec
 *                                       itself as `prog child SECONDS'
 *   prog child SECONDS                  burn SECONDS
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cputime.h"

#define NOINLINE __attribute__((noinline))

double pg_burn(double);
long pg_calls(int);
double plain_burn(double);
long plain_calls(int);

volatile unsigned long main_sink;

NOINLINE int main_leaf(int x)
{
	return x + 1;
}

NOINLINE long main_calls(int n)
{
	long s = 0;

	for (int i = 0; i < n; i++)
		s += main_leaf(i);
	return s;
}

NOINLINE double main_burn(double seconds)
{
	double used;

	BURN_CPU(seconds, used, 200000, main_sink += i);
	return used;
}

/* CPU time in the C library: memset of a megabyte between clock reads. */
NOINLINE double libc_burn(double seconds)
{
	static char big[1 << 20];
	double used;

	BURN_CPU(seconds, used, 1, memset(big, (int)i, sizeof big));
	return used + big[7] * 0.0;
}

static void *open_or_die(const char *path)
{
	void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);

	if (h == NULL) {
		fprintf(stderr, "dlopen %s: %s\n", path, dlerror());
		exit(2);
	}
	return h;
}

static void *sym_or_die(void *h, const char *name)
{
	void *p = dlsym(h, name);

	if (p == NULL) {
		fprintf(stderr, "dlsym %s: %s\n", name, dlerror());
		exit(2);
	}
	return p;
}

/* dlopen and dlclose LIBDL n times; how many places did it load at? */
static int cycles(int n, const char *lib, const char *blocker)
{
	void *seen[2] = { NULL, NULL };
	int places = 0;

	for (int i = 0; i < n; i++) {
		void *block = NULL, *h;
		long (*calls)(int);

		if (i % 2)
			block = open_or_die(blocker);
		h = open_or_die(lib);
		calls = (long (*)(int))sym_or_die(h, "dl_calls");
		calls(10);
		if ((void *)calls != seen[0] && (void *)calls != seen[1]) {
			seen[places % 2] = (void *)calls;
			places++;
		}
		dlclose(h);
		if (block)
			dlclose(block);
	}
	return places;
}

struct cycling {
	int n;
	const char *lib, *blocker;
};

static void *cycles_thread(void *arg)
{
	const struct cycling *c = arg;

	cycles(c->n, c->lib, c->blocker);
	return NULL;
}

/*
 * cycles() in t threads at once: the library is unloaded whenever the
 * last of them closes it, with counts in every thread's table.
 */
static int threaded_cycles(int t, const struct cycling *c)
{
	pthread_t id[16];

	if (t < 1 || t > 16)
		return 2;
	for (int i = 0; i < t; i++)
		if (pthread_create(&id[i], NULL, cycles_thread, (void *)c) != 0)
			return 2;
	for (int i = 0; i < t; i++)
		pthread_join(id[i], NULL);
	return 0;
}

static int many(int n, char **libs)
{
	for (int i = 0; i < n; i++) {
		void *h = open_or_die(libs[i]);
		long (*calls)(int) = (long (*)(int))sym_or_die(h, "many_calls");

		calls(3);
	}
	printf("opened %d\n", n);
	return 0;
}

/*
 * As a static sanitizer runtime's dlopen does: the next definition after
 * the program's, which is libgmon's hook.
 */
static int unhooked(const char *lib, int n)
{
	void *(*c_dlopen)(const char *, int) =
		(void *(*)(const char *, int))dlsym(RTLD_NEXT, "dlopen");
	void *h = c_dlopen ? c_dlopen(lib, RTLD_NOW | RTLD_LOCAL) : NULL;

	if (h == NULL) {
		fprintf(stderr, "dlopen %s: %s\n", lib, dlerror());
		return 2;
	}
	((long (*)(int))sym_or_die(h, "many_calls"))(n);
	return 0;
}

static void *c_library(const char *name)
{
	return dlsym(RTLD_NEXT, name);
}

static void *base_of(void *fn)
{
	Dl_info info;

	return dladdr(fn, &info) ? info.dli_fbase : NULL;
}

/* LIBA unloaded past the hook, and LIBP loaded at its place. */
static int swap(const char *liba, const char *libp)
{
	void *(*c_dlopen)(const char *, int) =
		(void *(*)(const char *, int))c_library("dlopen");
	int (*c_dlclose)(void *) = (int (*)(void *))c_library("dlclose");
	void *h = c_dlopen(liba, RTLD_NOW | RTLD_LOCAL), *a;
	long (*calls)(int);
	double (*burn)(double);

	if (h == NULL)
		return 2;
	calls = (long (*)(int))sym_or_die(h, "many_calls");
	calls(3);
	a = base_of((void *)calls);
	c_dlclose(h);
	if ((h = c_dlopen(libp, RTLD_NOW | RTLD_LOCAL)) == NULL)
		return 2;
	burn = (double (*)(double))sym_or_die(h, "plain_burn");
	if (base_of((void *)burn) == a)
		printf("same place\n");
	printf("plain_burn %.3f\n", burn(0.3));
	return 0;
}

/* LIBA's calls, CMD (which may replace LIBA's file), LIBB's calls. */
static int reload(const char *liba, const char *cmd, const char *libb)
{
	void *h = open_or_die(liba), *a, *b;
	long (*calls)(int) = (long (*)(int))sym_or_die(h, "many_calls");

	calls(3);
	a = base_of((void *)calls);
	dlclose(h);
	if (system(cmd) != 0)
		return 2;
	h = open_or_die(libb);
	calls = (long (*)(int))sym_or_die(h, "many_calls");
	calls(5);
	b = base_of((void *)calls);
	dlclose(h);
	if (a == b)
		printf("same place\n");
	return 0;
}

/*
 * dlmopen(LM_ID_BASE, ...), which glibc documents as dlopen: its calls
 * and its time must be in its file all the same.
 */
static int base_namespace(double seconds, const char *lib)
{
#ifdef LM_ID_BASE
	void *h = dlmopen(LM_ID_BASE, lib, RTLD_NOW | RTLD_LOCAL);

	if (h == NULL) {
		fprintf(stderr, "dlmopen %s: %s\n", lib, dlerror());
		return 2;
	}
	main_sink += ((long (*)(int))sym_or_die(h, "dl_calls"))(500);
	printf("dl_burn %.3f\n",
	       ((double (*)(double))sym_or_die(h, "dl_burn"))(seconds));
	return 0;
#else
	(void)seconds;
	fprintf(stderr, "no dlmopen for %s\n", lib);
	return 3;
#endif
}

static void *thread_calls(void *n)
{
	return (void *)pg_calls((int)(long)n);
}

/* A -pg library's arcs from 4 threads at once: every call counted. */
static int threads(long n)
{
	pthread_t t[4];

	for (int i = 0; i < 4; i++)
		if (pthread_create(&t[i], NULL, thread_calls, (void *)n) != 0)
			return 2;
	for (int i = 0; i < 4; i++)
		pthread_join(t[i], NULL);
	return 0;
}

int main(int argc, char **argv)
{
	double s, m, p, q, d, c;
	void *h;

	if (argc == 5 && !strcmp(argv[1], "cycles")) {
		printf("places %d\n", cycles(atoi(argv[2]), argv[3], argv[4]));
		return 0;
	}
	if (argc == 6 && !strcmp(argv[1], "cycles")) {
		struct cycling c = { atoi(argv[2]), argv[3], argv[4] };

		return threaded_cycles(atoi(argv[5]), &c);
	}
	if (argc == 3 && !strcmp(argv[1], "threads"))
		return threads(atol(argv[2]));
	if (argc == 4 && !strcmp(argv[1], "swap"))
		return swap(argv[2], argv[3]);
	if (argc == 5 && !strcmp(argv[1], "reload"))
		return reload(argv[2], argv[3], argv[4]);
	if (argc == 4 && !strcmp(argv[1], "dlmopen"))
		return base_namespace(atof(argv[2]), argv[3]);
	if (argc == 4 && !strcmp(argv[1], "unhooked"))
		return unhooked(argv[2], atoi(argv[3]));
	if (argc >= 2 && !strcmp(argv[1], "many"))
		return many(argc - 2, argv + 2);
	if (argc == 3 && !strcmp(argv[1], "child")) {
		printf("child %d burnt %.3f\n", (int)getpid(),
		       main_burn(atof(argv[2])));
		return 0;
	}
	if (argc == 3 && !strcmp(argv[1], "fork")) {
		int st;

		printf("parent %d burnt %.3f\n", (int)getpid(),
		       main_burn(atof(argv[2])));
		fflush(stdout);
		if (fork() == 0) {
			execl("/proc/self/exe", argv[0], "child", argv[2],
			      (char *)NULL);
			_exit(127);
		}
		wait(&st);
		return WIFEXITED(st) ? WEXITSTATUS(st) : 1;
	}
	if (argc != 3) {
		fprintf(stderr, "usage: prog SECONDS LIBDL\n");
		return 2;
	}
	s = atof(argv[1]) / 5;
	h = open_or_die(argv[2]);
	/* the results are used: a pure function's call is not left out */
	main_sink += main_calls(200);
	main_sink += pg_calls(300);
	main_sink += plain_calls(400);
	main_sink += ((long (*)(int))sym_or_die(h, "dl_calls"))(500);
	m = main_burn(s);
	p = pg_burn(s);
	q = plain_burn(s);
	d = ((double (*)(double))sym_or_die(h, "dl_burn"))(s);
	c = libc_burn(s);
	printf("main_burn %.3f pg_burn %.3f plain_burn %.3f dl_burn %.3f "
	       "libc %.3f\n", m, p, q, d, c);
	return 0;
}

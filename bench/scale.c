/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * What profiling costs at scale, for bench/run.sh (i):
 *   scale threads N   N threads alive at once, each calls work() 100 times
 *   scale plugins N   dlopen the N plugins PROG.plugins/libpI.so, call
 *                     each one's entry, then dlclose them all
 *   scale moving N    N rounds of dlopen, call and dlclose of plugin 0,
 *                     with a page mapped where it was, so that each round
 *                     loads it somewhere else
 * PROG is this program's path: each variant has plugins built its way.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define NOINLINE __attribute__((noinline))

volatile long sink;
static pthread_barrier_t all_here;

NOINLINE void work(int i) { sink += i; }

static void *caller(void *arg)
{
	(void)arg;
	pthread_barrier_wait(&all_here);
	for (int i = 0; i < 100; i++)
		work(i);
	return NULL;
}

static int threads(int n)
{
	pthread_t *t = calloc((size_t)n, sizeof *t);
	pthread_attr_t attr;

	pthread_attr_init(&attr);
	pthread_attr_setstacksize(&attr, 64 * 1024);
	pthread_barrier_init(&all_here, NULL, (unsigned)n + 1);
	for (int i = 0; i < n; i++)
		if (pthread_create(&t[i], &attr, caller, NULL) != 0) {
			perror("pthread_create");
			return 2;
		}
	pthread_barrier_wait(&all_here);
	for (int i = 0; i < n; i++)
		pthread_join(t[i], NULL);
	free(t);
	return 0;
}

static void *open_plugin(const char *prog, int i)
{
	char path[4096];
	void *h;
	void (*entry)(int);

	snprintf(path, sizeof path, "%s.plugins/libp%d.so", prog, i);
	if ((h = dlopen(path, RTLD_NOW | RTLD_LOCAL)) == NULL ||
	    (entry = (void (*)(int))dlsym(h, "plugin_entry")) == NULL) {
		fprintf(stderr, "%s: %s\n", path, dlerror());
		exit(2);
	}
	entry(5);
	return h;
}

static int plugins(const char *prog, int n)
{
	void **h = calloc((size_t)n, sizeof *h);

	for (int i = 0; i < n; i++)
		h[i] = open_plugin(prog, i);
	for (int i = 0; i < n; i++)
		dlclose(h[i]);
	free(h);
	return 0;
}

static int moving(const char *prog, int n)
{
	for (int i = 0; i < n; i++) {
		void *h = open_plugin(prog, 0);
		Dl_info info;
		void *at = dladdr(dlsym(h, "plugin_entry"), &info) ?
			   info.dli_fbase : NULL;

		dlclose(h);
		/* hold the place, so that the next round loads elsewhere */
		if (at != NULL)
			mmap(at, 4096, PROT_NONE,
			     MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0);
	}
	return 0;
}

int main(int argc, char **argv)
{
	int n = argc > 2 ? atoi(argv[2]) : 0;

	if (argc == 3 && !strcmp(argv[1], "threads"))
		return threads(n);
	if (argc == 3 && !strcmp(argv[1], "plugins"))
		return plugins(argv[0], n);
	if (argc == 3 && !strcmp(argv[1], "moving"))
		return moving(argv[0], n);
	fprintf(stderr, "usage: scale threads|plugins|moving N\n");
	return 2;
}

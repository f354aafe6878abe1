/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * How much stack one dlopen() takes: a thread on a painted stack of its
 * own opens a library, and the program prints how many bytes of that
 * stack were ever used, and what dlopen gave.  Threads made with
 * PTHREAD_STACK_MIN have 16 KiB, so whatever stands between a program
 * and the C library's dlopen must take little of its own.  Built three
 * ways:
 *
 *   -DPLUG   libplug.so: plug_value()
 *   -DLIB    lib/libcaller.so, run path $ORIGIN/plugins: caller_open()
 *            opens the name it is given
 *   (none)   prog, linked with lib/libcaller.so:
 *            prog lib NAME    the library opens NAME
 *            prog main NAME   the program itself opens NAME
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>

#if defined(PLUG)
int plug_value(void)
{
	return 42;
}
#elif defined(LIB)
void *caller_open(const char *name)
{
	return dlopen(name, RTLD_NOW);
}
#else
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#define STACK_SIZE (256 * 1024)
#define PAINT 0xa5

void *caller_open(const char *name);

static const char *name;
static int from_main;
static void *handle;

/* (nothing more on this stack: printf takes more than a dlopen) */
static void *opener(void *arg)
{
	(void)arg;
	handle = from_main ? dlopen(name, RTLD_NOW) : caller_open(name);
	return NULL;
}

int main(int argc, char **argv)
{
	unsigned char *stack = malloc(STACK_SIZE);
	pthread_attr_t attr;
	pthread_t t;
	size_t untouched = 0;

	if (argc != 3 || stack == NULL)
		return 2;
	from_main = strcmp(argv[1], "main") == 0;
	name = argv[2];
	memset(stack, PAINT, STACK_SIZE);
	pthread_attr_init(&attr);
	if (pthread_attr_setstack(&attr, stack, STACK_SIZE) != 0 ||
	    pthread_create(&t, &attr, opener, NULL) != 0)
		return 2;
	pthread_join(t, NULL);
	if (handle == NULL)
		printf("not loaded: %s\n", dlerror());
	else
		printf("loaded\n");
	while (untouched < STACK_SIZE && stack[untouched] == PAINT)
		untouched++;
	printf("%zu\n", (size_t)STACK_SIZE - untouched);
	free(stack);
	return 0;
}
#endif

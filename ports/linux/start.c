/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The top of the Linux port: start-up (gmon_port_init), a fork's child,
 * the refresh before the final write, and where the program was loaded.
 * It calls the files below it in turn; none of them calls it.
 */
#define _GNU_SOURCE
#include "linux.h"

#include <link.h>
#include <pthread.h>

#ifdef GMON_SHARED
/*
 * libgmon.so is preloaded into every program a profiled program starts,
 * whatever C library that one runs on (a musl program started by a glibc
 * one, say).  A loader there that lacks a function we name refuses to
 * start the program, so the functions of one C library only are weak
 * references.  glibc links pthread_atfork statically, from
 * libc_nonshared.a, as a call to its own exported __register_atfork,
 * which musl does not have; a weak reference pulls in no archive member.
 * So libgmon.so calls glibc's __register_atfork itself where there is
 * one, else the C library's exported pthread_atfork (musl's; glibc
 * exports a compatibility one on x86 only).
 */
#pragma weak pthread_atfork
#pragma weak __register_atfork
int __register_atfork(void (*)(void), void (*)(void), void (*)(void), void *);
extern void *__dso_handle;
#endif

/* ---- a fork's child ---- */

/* A fork child has no timers: forget the parent's before re-arming. */
static void fork_child(void)
{
	int own_files;

	gmon_linux_read_out_prefix();
	/* with GMON_OUT_PREFIX each process has files of its own */
	own_files = gmon_linux_settings.out_prefix[0] != '\0';
	gmon_linux_output_after_fork();
	gmon_linux_signals_after_fork(own_files);
	gmon_linux_messages_after_fork();
	gmon_linux_clock_forget(own_files);
	gmon_linux_objects_after_fork();
	gmon_after_fork_child(own_files);
}

static void watch_forks(void)
{
#ifdef GMON_SHARED
	/* weak in libgmon.so: see the top of this file */
	int (*atfork)(void (*)(void), void (*)(void), void (*)(void)) =
		pthread_atfork;
	int (*glibc_atfork)(void (*)(void), void (*)(void), void (*)(void),
			    void *) = __register_atfork;

	if (glibc_atfork != NULL)
		glibc_atfork(NULL, NULL, fork_child, __dso_handle);
	else if (atfork != NULL)
		atfork(NULL, NULL, fork_child);
#else
	pthread_atfork(NULL, NULL, fork_child);
#endif
}

/* ---- where the program was loaded ---- */

static uintptr_t load_bias;

static int first_object(struct dl_phdr_info *info, size_t size, void *data)
{
	(void)size;
	*(uintptr_t *)data = (uintptr_t)info->dlpi_addr;
	return 1;	/* the main program comes first */
}

uintptr_t gmon_port_load_bias(void)
{
	return load_bias;
}

/* ---- start-up and exit ---- */

void gmon_port_init(struct gmon_config *cfg)
{
	gmon_linux_messages_start();
	gmon_linux_settings_read(cfg);
	if (cfg->off) {
		gmon_linux_settings_done();
		return;
	}
	if (cfg->verbose)
		gmon_linux_messages_keep_stderr();
	gmon_linux_signals_init();
	dl_iterate_phdr(first_object, &load_bias);
	watch_forks();
	gmon_linux_settings_done();
}

void gmon_port_final_refresh(void)
{
	gmon_linux_read_out_prefix();
	gmon_linux_objects_at_exit();
}

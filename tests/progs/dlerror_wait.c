/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A failed dlopen(), then the program's first call of a wait that
 * libgmon stands in for (setting up its event loop, say), then
 * dlerror() to say why the dlopen failed:
 *   prog signalfd|sigtimedwait|sigwaitinfo|sigwait
 * prints "WAIT: MESSAGE", or "WAIT: no message".
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/signalfd.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	const char *wait = argc > 1 ? argv[1] : "signalfd", *err;
	struct timespec none = { 0, 0 };
	sigset_t usr1;
	int sig;

	sigemptyset(&usr1);
	sigaddset(&usr1, SIGUSR1);
	sigprocmask(SIG_BLOCK, &usr1, NULL);
	if (dlopen("libno-such-plugin.so", RTLD_NOW) != NULL)
		return 2;
	if (strcmp(wait, "signalfd") == 0) {
		close(signalfd(-1, &usr1, SFD_CLOEXEC));
	} else if (strcmp(wait, "sigtimedwait") == 0) {
		sigtimedwait(&usr1, NULL, &none);	/* none pending */
	} else {
		raise(SIGUSR1);
		if (strcmp(wait, "sigwaitinfo") == 0)
			sigwaitinfo(&usr1, NULL);
		else
			sigwait(&usr1, &sig);
	}
	err = dlerror();
	printf("%s: %s\n", wait, err ? err : "no message");
	return 0;
}

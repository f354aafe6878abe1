/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Fails if a dlerror() message is waiting when main starts, or after
 * lookups that all succeed.  glibc clears the message at every dl call
 * but keeps one nobody has read until then; musl keeps it until
 * dlerror() reads it, across successful calls.
 */
#include <dlfcn.h>
#include <stdio.h>

int main(void)
{
	const char *err = dlerror();
	void *self, *sym;

	if (err != NULL) {
		printf("waiting at start: %s\n", err);
		return 1;
	}
	self = dlopen(NULL, RTLD_NOW);
	sym = self ? dlsym(self, "printf") : NULL;
	err = dlerror();
	if (sym == NULL || err != NULL) {
		printf("after lookups that succeeded: %s\n", err ? err : "(none)");
		return 1;
	}
	puts("clear");
	return 0;
}

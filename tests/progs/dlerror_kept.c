/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A message a library's constructor leaves in dlerror() is the
 * program's to read in main: built with -DLIB, the library, whose
 * constructor fails to open a plugin; without, the program, which fails
 * if the message is not waiting for it.
 */
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

#ifdef LIB
__attribute__((constructor))
static void load_plugin(void)
{
	if (dlopen("./no-such-plugin.so", RTLD_NOW) != NULL)
		puts("a plugin that should not be there");
}

int kept_lib(void)
{
	return 0;
}
#else
int kept_lib(void);

int main(void)
{
	const char *err = dlerror();

	if (err == NULL || strstr(err, "no-such-plugin") == NULL) {
		printf("the constructor's message is gone: %s\n", err ? err : "(none)");
		return 1;
	}
	puts("kept");
	return kept_lib();
}
#endif

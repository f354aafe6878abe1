/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* Finding a separate debug file with libdwfl; see debuginfo.h. */
#include "debuginfo.h"

#include <dlfcn.h>
#include <elfutils/libdwfl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char *search_path;

/* libdebuginfod's lookup (elfutils/debuginfod.h), which libdw loads. */
typedef int find_debuginfo_fn(debuginfod_client *client, const unsigned char *id,
			      int id_len, char **path);

void debuginfo_set_path(const char *path)
{
	search_path = (char *)path;
}

/*
 * libdwfl fetches a debug file from debuginfod through the client it
 * made from DEBUGINFOD_URLS, into the client's cache, and does not say
 * where: the same lookup in the library libdw loaded names the file,
 * from the cache now.
 */
static char *fetched(Dwfl *dwfl, Dwfl_Module *mod)
{
	debuginfod_client *client = dwfl_get_debuginfod_client(dwfl);
	find_debuginfo_fn *find = NULL;
	const unsigned char *id;
	char *path = NULL;
	void *lib = NULL;
	GElf_Addr vaddr;
	int len, fd;

	if (client != NULL)	/* none without DEBUGINFOD_URLS */
		lib = dlopen("libdebuginfod.so.1", RTLD_LAZY | RTLD_NOLOAD);
	if (lib != NULL)
		find = (find_debuginfo_fn *)dlsym(lib, "debuginfod_find_debuginfo");
	if (find != NULL && (len = dwfl_module_build_id(mod, &id, &vaddr)) > 0 &&
	    (fd = find(client, id, len, &path)) >= 0)
		close(fd);
	else
		path = NULL;
	if (lib != NULL)
		dlclose(lib);
	return path;
}

/*
 * libdwfl looks for the debug file when a module's symbol table is
 * asked for and its own file has none (.dynsym aside): the file it then
 * found is the module's debug file.
 */
char *debuginfo_find(const char *path)
{
	const Dwfl_Callbacks callbacks = {
		.find_elf = dwfl_build_id_find_elf,
		.find_debuginfo = dwfl_standard_find_debuginfo,
		.section_address = dwfl_offline_section_address,
		.debuginfo_path = &search_path,
	};
	const char *mainfile = NULL, *debugfile = NULL;
	Dwfl *dwfl = dwfl_begin(&callbacks);
	Dwfl_Module *mod;
	char *found = NULL;

	if (dwfl == NULL)
		return NULL;
	mod = dwfl_report_offline(dwfl, path, path, -1);
	if (mod != NULL && dwfl_report_end(dwfl, NULL, NULL) == 0 &&
	    dwfl_module_getsymtab(mod) >= 0) {
		dwfl_module_info(mod, NULL, NULL, NULL, NULL, NULL, &mainfile,
				 &debugfile);
		if (debugfile != NULL && (mainfile == NULL ||
					  strcmp(debugfile, mainfile) != 0))
			found = strdup(debugfile);
		else if (debugfile == NULL)
			found = fetched(dwfl, mod);
	}
	dwfl_end(dwfl);
	return found;
}

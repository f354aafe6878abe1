/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* Source lines through libdw; see srcline.h. */
#include "srcline.h"

#include <elfutils/libdw.h>
#include <stdlib.h>

struct srcline {
	Dwarf *dwarf;
};

struct srcline *srcline_open(const struct elf_image *img)
{
	struct srcline *s;
	Dwarf *dw = dwarf_begin_elf(img->elf, DWARF_C_READ, NULL);

	/* a stripped file's lines are in its debug file (elf_image.h) */
	if (dw == NULL && img->debug != NULL)
		dw = dwarf_begin_elf(img->debug->elf, DWARF_C_READ, NULL);

	if (dw == NULL)
		return NULL;
	s = malloc(sizeof *s);
	if (s == NULL) {
		dwarf_end(dw);
		return NULL;
	}
	s->dwarf = dw;
	return s;
}

int srcline_find(struct srcline *s, uint64_t addr, const char **file,
		 int *line)
{
	Dwarf_Die cu;
	Dwarf_Line *l;
	const char *name;

	if (s == NULL || dwarf_addrdie(s->dwarf, addr, &cu) == NULL)
		return -1;
	l = dwarf_getsrc_die(&cu, addr);
	if (l == NULL || (name = dwarf_linesrc(l, NULL, NULL)) == NULL ||
	    dwarf_lineno(l, line) != 0)
		return -1;
	*file = name;
	return 0;
}

void srcline_close(struct srcline *s)
{
	if (s == NULL)
		return;
	dwarf_end(s->dwarf);
	free(s);
}

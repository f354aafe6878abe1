/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* gmon-dump --folded's lines, for the suites.  See stacks_folded.h. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "stacks_folded.h"

long folded_sum(const char *text, const char *part)
{
	const char *l;
	long sum = 0;

	for (l = text; *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : l + strlen(l)) {
		const char *eol = strchr(l, '\n'), *end = eol ? eol : l + strlen(l);
		const char *sp = end;
		char *hit;

		while (sp > l && *sp != ' ')
			sp--;
		cr_assert(*sp == ' ', "not a folded line: %.80s", l);
		hit = memmem(l, (size_t)(sp - l), part, strlen(part));
		if (*part == '\0' || hit)
			sum += atol(sp + 1);
	}
	return sum;
}

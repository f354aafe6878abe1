/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * libFuzzer target for the gmon.out reader (host/gmon_read.c): every
 * input is parsed as each address size and byte order gmon-dump can be
 * told to use.  Built and run for a minute by `make check' with
 * AddressSanitizer and UndefinedBehaviorSanitizer (tests/dump_test.c);
 * the seed corpus is tests/fuzz/corpus/.
 */
#include "gmon_read.h"

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const unsigned sizes[] = { 4, 8 };
	struct gmon_file f;
	char err[256];
	int big;
	size_t i;

	for (i = 0; i < 2; i++)
		for (big = 0; big < 2; big++)
			if (gmon_read(data, size, sizes[i], big, &f, err, sizeof err) == 0)
				gmon_file_free(&f);
	return 0;
}

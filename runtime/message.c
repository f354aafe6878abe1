/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Numbers as text and lines of diagnostics: the bottom layer of the
 * core, which every other file and the port may call.  No buffer is
 * allocated: numbers are written backwards from the end of the caller's,
 * and a message is built in one line on the stack, so that both work in
 * a signal handler.
 */
#include "gmon_core.h"

/* The line a message is built in, its '\0' included. */
#define LINE_MAX_BYTES 512

/* v in decimal, ending at end[-1] with a '\0'; returns its first digit. */
char *gmon_utoa(uint64_t v, char *end)
{
	*--end = '\0';
	do
		*--end = (char)('0' + v % 10);
	while (v /= 10);
	return end;
}

/* "12.34": a count of hundredths, written as gmon_utoa() writes. */
char *gmon_centis(uint64_t hundredths, char *end)
{
	char *dot = end - 4;

	dot[1] = (char)('0' + hundredths / 10 % 10);
	dot[2] = (char)('0' + hundredths % 10);
	dot[3] = '\0';
	end = gmon_utoa(hundredths / 100, dot + 1);	/* its '\0' at dot */
	*dot = '.';
	return end;
}

static size_t string_length(const char *s)
{
	size_t n = 0;

	while (s[n])
		n++;
	return n;
}

/* Up to n bytes of s onto line[*len], leaving room for the '\0'. */
static void line_append(char *line, size_t *len, const char *s, size_t n)
{
	while (n-- > 0 && *s && *len < LINE_MAX_BYTES - 1)
		line[(*len)++] = *s++;
}

/*
 * Join the parts into one line for the port ("libgmon: " prefix added).
 * A line that would not fit loses the middle of its longest part (a
 * path, as a rule) to "...", so that what follows it, the reason, stays.
 */
void gmon_message(const char *parts[], unsigned n)
{
	static const char head[] = "libgmon: ", dots[] = "...";
	char line[LINE_MAX_BYTES];
	size_t len = 0, total = sizeof head - 1, most = 0, cut = 0, keep = 0;
	unsigned i, longest = 0;

	for (i = 0; i < n; i++) {
		size_t plen = string_length(parts[i]);

		total += plen;
		if (plen > most)
			most = plen, longest = i;
	}
	if (total > LINE_MAX_BYTES - 1) {
		cut = total - (LINE_MAX_BYTES - 1) + sizeof dots - 1;
		if (cut > most)
			cut = most;
		keep = (most - cut) / 3;   /* the head; the tail names more */
	}
	line_append(line, &len, head, sizeof head);
	for (i = 0; i < n; i++) {
		if (i == longest && cut) {
			line_append(line, &len, parts[i], keep);
			line_append(line, &len, dots, sizeof dots);
			line_append(line, &len, parts[i] + keep + cut, most);
		} else {
			line_append(line, &len, parts[i], (size_t)-1);
		}
	}
	line[len] = '\0';
	gmon_port_message(line);
}

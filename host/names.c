/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* Names as the exports write them; see names.h. */
#include "config.h"
#include "names.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * The length of the valid UTF-8 sequence at s (1 to 4), or 0: a stray
 * continuation byte, a truncated sequence, an overlong form, a
 * surrogate or a code point past U+10FFFF.
 */
static size_t utf8_length(const unsigned char *s)
{
	unsigned long cp;
	size_t n, i;

	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		n = 2, cp = s[0] & 0x1f;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		n = 3, cp = s[0] & 0x0f;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		n = 4, cp = s[0] & 0x07;
	else
		return 0;
	for (i = 1; i < n; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;	/* also stops at the terminating NUL */
		cp = cp << 6 | (s[i] & 0x3f);
	}
	if ((n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000) ||
	    (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff)
		return 0;
	return n;
}

char *name_encode(const char *name)
{
	const unsigned char *s = (const unsigned char *)name;
	char *out = malloc(4 * strlen(name) + 1), *o = out;
	size_t n;

	if (out == NULL)
		return NULL;
	while (*s) {
		n = utf8_length(s);
		if (n > 1) {
			memcpy(o, s, n);
			o += n;
			s += n;
			continue;
		}
		if (*s == '\\') {
			*o++ = '\\';
			*o++ = '\\';
		} else if (*s == '\n') {
			*o++ = '\\';
			*o++ = 'n';
		} else if (*s == '\t') {
			*o++ = '\\';
			*o++ = 't';
		} else if (n == 0 || *s < 0x20 || *s == 0x7f) {
			o += sprintf(o, "\\x%02x", *s);
		} else {
			*o++ = (char)*s;
		}
		s++;
	}
	*o = '\0';
	return out;
}

int name_put(FILE *out, const char *name)
{
	char *e = name_encode(name);

	if (e == NULL)
		return -1;
	fputs(e, out);
	free(e);
	return 0;
}

#ifdef HAVE_CXA_DEMANGLE
/* The C++ ABI's demangler (<cxxabi.h> declares it for C++ only). */
extern char *__cxa_demangle(const char *mangled, char *buf, size_t *len,
			    int *status);

/* Is it a name the Itanium C++ ABI mangled?  __cxa_demangle also reads
 * a bare type ("i" is int), which a C symbol must not become. */
static int is_mangled(const char *s)
{
	if (strncmp(s, "_Z", 2) == 0)
		return 1;
	return strncmp(s, "_GLOBAL_", 8) == 0 && s[8] != '\0' &&
	       strchr("._$", s[8]) != NULL && (s[9] == 'D' || s[9] == 'I') &&
	       s[10] == '_';
}
#endif

char *name_demangle(const char *symbol)
{
#ifdef HAVE_CXA_DEMANGLE
	int status = 0;
	char *d;

	if (!is_mangled(symbol))
		return NULL;
	d = __cxa_demangle(symbol, NULL, NULL, &status);
	if (status != 0) {
		free(d);
		return NULL;
	}
	return d;
#else
	(void)symbol;
	return NULL;
#endif
}

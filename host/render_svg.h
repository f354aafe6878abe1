/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* Rendering a DOT graph to SVG with Graphviz's dot(1). */
#ifndef GMON_RENDER_SVG_H
#define GMON_RENDER_SVG_H

#include <stddef.h>

/*
 * Run `dot -Tsvg' with `dot_text' as its input and standard output as
 * its output.  Returns 0; RENDER_READER_GONE when dot was killed by
 * SIGPIPE (whatever read standard output went away: nothing to say);
 * or -1 with one line in err (dot missing or failing).
 */
#define RENDER_READER_GONE 1
int render_svg(const char *dot_text, size_t len, char *err, size_t errlen);

#endif

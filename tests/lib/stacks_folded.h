/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* gmon-dump --folded's lines ("main;parse;lex 42"), for the suites. */
#ifndef TEST_STACKS_FOLDED_H
#define TEST_STACKS_FOLDED_H

/* The sum of the counts of the folded lines holding `part' (all: ""). */
long folded_sum(const char *text, const char *part);

#endif

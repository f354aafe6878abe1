/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The unit suites, one file a suite, linked into one binary
 * (tests/unit_test) with the core (libgmoncore.a) and the test port
 * (testport.c): profil's bin arithmetic, the encoder byte for byte, the
 * arc tables and their spill, monitor's life cycle, loaded objects and
 * the mcount stub.
 *
 * What the suites share, beyond testport.h:
 */
#ifndef GMON_TEST_UNIT_H
#define GMON_TEST_UNIT_H

/* Every suite's .init: the test port as new (no allocation limit, 100 Hz). */
void unit_setup(void);

#endif

# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# The core's C files, for Makefile.am and the bare-metal ports'
# ports/bare/port.mk alike, in the order of its layers: each file calls
# only files listed before it (and the port, runtime/port.h).
# tests/layers.sh checks that order and that every runtime/*.c is here.
#
# What libgmon.so holds: not monitor(), which it would export to the
# libraries of a program linked without it (runtime/sysv_monitor.c).
GMON_CORE_SHARED_SOURCES = \
	runtime/thread_mark.c \
	runtime/message.c \
	runtime/hist.c \
	runtime/spill.c \
	runtime/arcs.c \
	runtime/arcs_read.c \
	runtime/arcmap.c \
	runtime/objects.c \
	runtime/stacks.c \
	runtime/encode.c \
	runtime/stacks_encode.c \
	runtime/report.c \
	runtime/monitor.c \
	runtime/api.c
GMON_CORE_SOURCES = $(GMON_CORE_SHARED_SOURCES) \
	runtime/sysv_monitor.c

# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# The core's sources, for the ports built by Makefiles of their own
# (ports/bare/port.mk, ports/xv6/xv6.mk): every C file of runtime/,
# which holds the core and nothing else, whatever files it is split
# into.  Set GMON_TOP, the libgmon source tree, first.
GMON_CORE_SOURCES = $(sort $(notdir $(wildcard $(GMON_TOP)/runtime/*.c)))

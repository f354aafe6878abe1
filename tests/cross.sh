#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# The cross-architecture suite under make check: tests/cross.mk makes
# tests/cross_test and the libgmon builds it links (cross-builds) first.
: "${abs_top_builddir:?}"
exec "$abs_top_builddir/tests/cross_test" "$@"

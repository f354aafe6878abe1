# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# The musl configuration (`make check-musl', run by `./build.sh check'
# after `make check'): libgmon configured with CC=musl-gcc (deps/musl.txt)
# in a build tree of its own, tests/work-musl/build, and its `make
# check': the unit, end-to-end and robustness suites against musl, with
# glibc's `cc -pg' as the reference.  The cross and bare-metal suites
# run in the glibc build only.  It configures a copy of the source (make
# distdir, as the cross suite does): this tree may be configured in the
# source directory, which autoconf will not build out of.  The tree is
# kept between runs; only what changed is rebuilt.
MUSL_CC = musl-gcc
MUSL_DIR = $(abs_top_builddir)/tests/work-musl

if LIBC_GLIBC
check-musl: all
	@command -v $(MUSL_CC) >/dev/null || { echo "check-musl: $(MUSL_CC)" \
		"is missing: install the packages in deps/musl.txt" \
		"(./build.sh check does)" >&2; exit 1; }
	@$(MKDIR_P) '$(MUSL_DIR)/build/tests'
	$(MAKE) $(AM_MAKEFLAGS) distdir distdir='$(MUSL_DIR)/src'
	@# one download of gzip's source for both builds' suites
	@$(MKDIR_P) tests/work-cache
	@test -e '$(MUSL_DIR)/build/tests/work-cache' || \
		ln -s '$(abs_top_builddir)/tests/work-cache' '$(MUSL_DIR)/build/tests/work-cache'
	cd '$(MUSL_DIR)/build' && \
		{ test -f Makefile || ../src/configure CC='$(MUSL_CC)' --enable-werror; } && \
		$(MAKE) $(AM_MAKEFLAGS) && $(MAKE) $(AM_MAKEFLAGS) check
else
check-musl: check
endif
.PHONY: check-musl

# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# The Debian packages (debian/): `make check-deb' (run by `./build.sh
# check') builds them from a release tree made by `make distdir', in
# tests/work-deb/src, with the nocheck option (`make check' has run the
# suite), runs lintian, installs them, runs the installed-package test
# (debian/tests/installed) and removes them (tests/check-deb.sh).  The
# packages and the logs stay in tests/work-deb.
DEB_DIR = $(abs_top_builddir)/tests/work-deb

check-deb:
	rm -rf '$(DEB_DIR)'
	@$(MKDIR_P) '$(DEB_DIR)'
	$(MAKE) $(AM_MAKEFLAGS) distdir distdir='$(DEB_DIR)/src'
	$(SHELL) $(srcdir)/tests/check-deb.sh '$(DEB_DIR)'
.PHONY: check-deb

EXTRA_DIST += tests/deb.mk tests/check-deb.sh \
	debian/changelog debian/control debian/copyright debian/rules \
	debian/source/format debian/tests/control debian/tests/installed \
	debian/libgmon-dev.install debian/libgmon-dev.docs \
	debian/libgmon.install debian/gmon-tools.install debian/gmon-tools.docs \
	debian/libgmon-dev.lintian-overrides debian/libgmon.lintian-overrides \
	debian/gmon-tools.lintian-overrides debian/source/lintian-overrides

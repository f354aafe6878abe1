# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# libgmon's port to xv6-riscv (ports/xv6/).
#
# tools/xv6fs takes files out of an xv6 disk image (host/xv6fs.c), and
# make check tests it on images of its own, hostile ones too
# (tests/xv6fs_test.c).  make check-xv6 XV6_SRC=DIR builds xv6 (DIR: an
# xv6-riscv tree or a tarball of one) with the port and runs it under
# qemu (tests/xv6_test.c; the tools are in deps/xv6.txt);
# ./build.sh check runs it with the tarball in ../shared/third-party/
# when that is there.

# tools/xv6fs and tests/xv6_test are built by make check-xv6 only (plain
# rules: automake's program lists cannot grow here in every condition).
XV6FS_C = $(srcdir)/host/xv6fs.c $(srcdir)/host/host_fail.c
XV6FS_H = $(srcdir)/host/xv6fs.h $(srcdir)/host/host_fail.h
tools/xv6fs: $(srcdir)/tools/xv6fs.c $(XV6FS_C) $(XV6FS_H)
	@$(MKDIR_P) tools
	$(AM_V_CCLD)$(CC) $(AM_CPPFLAGS) $(CPPFLAGS) -I$(srcdir)/host \
		$(AM_CFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ \
		$(srcdir)/tools/xv6fs.c $(XV6FS_C)

XV6_TEST_C = $(srcdir)/tests/xv6_test.c $(srcdir)/tests/xv6_console.c \
	$(srcdir)/tests/lib/harness.c $(srcdir)/tests/lib/gprof.c
tests/xv6_test: $(XV6_TEST_C) $(srcdir)/tests/xv6_console.h \
		$(srcdir)/tests/lib/harness.h
	@$(MKDIR_P) tests
	$(AM_V_CCLD)$(CC) $(TEST_CPPFLAGS) $(CPPFLAGS) $(TEST_CFLAGS) $(CFLAGS) \
		$(LDFLAGS) -o $@ $(XV6_TEST_C) $(CRITERION_LIBS)
CLEANFILES += tools/xv6fs tests/xv6_test

if HAVE_CRITERION
check_PROGRAMS += tests/xv6fs_test
endif
tests_xv6fs_test_SOURCES = tests/xv6fs_test.c host/xv6fs.c host/xv6fs.h \
	host/host_fail.c host/host_fail.h
tests_xv6fs_test_CPPFLAGS = $(TEST_CPPFLAGS)
tests_xv6fs_test_CFLAGS = $(TEST_CFLAGS)
tests_xv6fs_test_LDADD = $(CRITERION_LIBS)
# built by the C library Criterion has (tests/Makefile.inc's TEST_CC)
tests_xv6fs_test_LINK = $(TEST_LINK)
$(tests_xv6fs_test_OBJECTS): CC = $(TEST_CC)

check-xv6: tools/xv6fs tests/xv6_test
	@test -n "$(XV6_SRC)" || { echo "make check-xv6 XV6_SRC=DIR: DIR is an" \
		"xv6-riscv tree or a tarball of one (README.md, \"xv6\")" >&2; exit 2; }
	@src='$(XV6_SRC)'; case $$src in /*) ;; *) src=`pwd`/$$src;; esac; \
	start=`date +%s`; \
	XV6_SRC=$$src abs_top_srcdir='$(abs_top_srcdir)' \
	abs_top_builddir='$(abs_top_builddir)' tests/xv6_test; rc=$$?; \
	echo "check-xv6: `expr \`date +%s\` - $$start` s"; exit $$rc
.PHONY: check-xv6

EXTRA_DIST += deps/xv6.txt tools/xv6fs.c host/xv6fs.h host/xv6fs.c \
	tests/xv6_test.c tests/xv6_console.c tests/xv6_console.h ports/bare/image.c \
	ports/bare/one_thread.c ports/bare/lasting.c \
	ports/xv6/xv6.mk ports/xv6/xv6.patch ports/xv6/gmon_xv6.h \
	ports/xv6/kernel/kgmon.h ports/xv6/kernel/hart.c \
	ports/xv6/kernel/profil.c ports/xv6/kernel/kgmon.c \
	ports/xv6/mcount.S ports/xv6/kernel/tls.ld \
	ports/xv6/user/gcrt0.c ports/xv6/user/port.c ports/xv6/user/kgmon.c \
	tests/xv6/profiltest.c tests/xv6/fill.c tests/xv6/kwork.c \
	tests/xv6/pgfork.c

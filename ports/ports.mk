# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# The checks of the ports (included from the top Makefile.am, after
# tests/Makefile.inc).
#
# The Linux port's files call one way (ports/linux/linux.h):
# tests/port_layers.sh reads each file's object and fails on a call to a
# file that comes after it.
if HAVE_CRITERION
if PORT_LINUX
TESTS += tests/port_layers.sh
endif
endif
EXTRA_DIST += tests/port_layers.sh

# The bare-metal reference ports (ports/): `make check' builds libgmon's
# core with the cross compilers and runs each port's demo under
# qemu-system (tests/ports_test.c).  The tools are in deps/baremetal.txt; a
# missing one fails the test, naming it.
#
# The ports have plain Makefiles of their own; the test runs them from
# the source tree with every output under tests/work/ports in the build
# tree, so a read-only source tree (distcheck) works.

# Only in the glibc build: the bare-metal ports have no C library, and a
# musl build (make check-musl) would run the same builds again.
if HAVE_CRITERION
if LIBC_GLIBC
check_PROGRAMS += tests/ports_test
endif
endif
tests_ports_test_SOURCES = tests/ports_test.c $(HARNESS)
tests_ports_test_CPPFLAGS = $(TEST_CPPFLAGS)
tests_ports_test_CFLAGS = $(AM_CFLAGS) $(CRITERION_CFLAGS)
tests_ports_test_LDADD = $(CRITERION_LIBS)

EXTRA_DIST += \
	ports/.gitignore \
	ports/bare/arena.c ports/bare/board.h ports/bare/port.c \
	ports/bare/demo.c ports/bare/memfuncs.c ports/bare/semihost.c \
	ports/bare/semihost.h ports/bare/no_stacks.c ports/bare/port.mk \
	ports/riscv64-virt/Makefile ports/riscv64-virt/clock.c \
	ports/riscv64-virt/link.ld ports/riscv64-virt/start.S \
	ports/cortex-m3-mps2/Makefile ports/cortex-m3-mps2/clock.c \
	ports/cortex-m3-mps2/link.ld ports/cortex-m3-mps2/start.S \
	ports/aarch64-virt/Makefile ports/aarch64-virt/clock.c \
	ports/aarch64-virt/link.ld ports/aarch64-virt/start.S

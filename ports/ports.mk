# The bare-metal reference ports (ports/): `make check' builds libgmon's
# core with the cross compilers and runs each port's demo under
# qemu-system (tests/ports.c).  The tools are in deps/baremetal.txt; a
# missing one fails the test, naming it.
#
# The ports have plain Makefiles of their own; they are run from the
# source tree with every output under tests/work/ports in the build tree,
# so a read-only source tree (distcheck) works.  Hooked in through
# check-local/clean-local prerequisites so that other fragments can hook
# theirs the same way.

PORTS_DIST = \
	ports/.gitignore \
	ports/common/arena.c ports/common/board.h ports/common/crt.c \
	ports/common/demo.c ports/common/mem.c ports/common/semihost.c \
	ports/common/semihost.h \
	ports/riscv64-virt/Makefile ports/riscv64-virt/clock.c \
	ports/riscv64-virt/link.ld ports/riscv64-virt/start.S \
	ports/cortex-m3-mps2/Makefile ports/cortex-m3-mps2/clock.c \
	ports/cortex-m3-mps2/link.ld ports/cortex-m3-mps2/start.S \
	ports/aarch64-virt/Makefile ports/aarch64-virt/clock.c \
	ports/aarch64-virt/link.ld ports/aarch64-virt/start.S \
	tests/ports.c
EXTRA_DIST += $(PORTS_DIST)

check-local: ports-check
clean-local: ports-clean

if HAVE_CRITERION
tests/ports_test: $(srcdir)/tests/ports.c
	@$(MKDIR_P) tests
	$(AM_V_CC)$(CC) $(AM_CFLAGS) $(CFLAGS) $(CRITERION_CFLAGS) \
		$(LDFLAGS) -o $@ $(srcdir)/tests/ports.c $(CRITERION_LIBS)
else
tests/ports_test:
	@echo "ports: Criterion (libcriterion-dev) is needed for the port tests" >&2
	@exit 1
endif

ports-check: tests/ports_test
	GMON_SRCDIR='$(abs_top_srcdir)' \
	GMON_PORTS_OUT='$(abs_top_builddir)/tests/work/ports' \
	GMON_MAKE='$(MAKE)' ./tests/ports_test

ports-clean:
	rm -rf tests/work/ports tests/ports_test

.PHONY: ports-check ports-clean

# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# What every reference port's Makefile shares: it sets CROSS, QEMU,
# QEMU_ARGS (the machine), ARCH (target flags), STUB (the mcount stub in
# runtime/arch/) and optionally EXTRA_CFLAGS/EXTRA_LDFLAGS, then includes
# this file.
#
#   make run     build demo.elf, run it under qemu, leave gmon.out
#   make gprof   read gmon.out with the cross gprof
#   make core    the core alone, as one relocatable object (core.o)
#   make clean
#
# O=dir puts every output there (default: the port's directory); TOP is
# the libgmon source tree.  HZ (sample rate), LOOPS (demo length), ICOUNT
# (qemu's -icount option; empty for host time) and HIST_WORDS (see below)
# may be set on the command line.

TOP ?= $(HERE)/../..
O ?= $(HERE)

CC = $(CROSS)gcc
LD = $(CROSS)ld
GPROF = $(CROSS)gprof
TIMEOUT ?= 120
HZ ?= 1000
LOOPS ?= 1000000
# a fixed shift makes the histogram the same on every run
ICOUNT ?= -icount shift=2,sleep=off

CFLAGS = $(ARCH) -std=c11 -O2 -g -ffreestanding -fno-builtin \
	-fno-stack-protector -fno-tree-loop-distribute-patterns \
	$(EXTRA_CFLAGS) -Wall -Wextra -Werror
CPPFLAGS = -D_LIBGMON_SOURCE -DGMON_NO_TLS -DPORT_HZ=$(HZ) -DLOOPS=$(LOOPS) \
	-I$(TOP)/runtime -I$(HERE)/../bare
# HIST_WORDS=n: profile with monitor() and a static n-bin histogram
CPPFLAGS += $(if $(HIST_WORDS),-DPORT_HIST_WORDS=$(HIST_WORDS))
# -pg for the profiled code only; no sibling calls, which would hide arcs
PGFLAGS = -pg -fno-optimize-sibling-calls
LDFLAGS = $(ARCH) -nostdlib -static $(EXTRA_LDFLAGS) -T $(HERE)/link.ld \
	-Wl,--no-warn-rwx-segments -Wl,-z,noexecstack
LDLIBS = -lgcc

include $(TOP)/runtime/sources.mk
CORE = $(patsubst runtime/%.c,$(O)/%.o,$(GMON_CORE_SOURCES)) $(O)/$(STUB).o
PORT = $(addprefix $(O)/,start.o clock.o port.o image.o one_thread.o lasting.o \
	semihost.o arena.o memfuncs.o no_stacks.o)

vpath %.c $(TOP)/runtime $(HERE) $(HERE)/../bare
vpath %.S $(TOP)/runtime/arch $(HERE)

all: $(O)/demo.elf

$(O)/demo.elf: $(PORT) $(CORE) $(O)/demo.o $(HERE)/link.ld
	$(CC) $(LDFLAGS) -o $@ $(PORT) $(CORE) $(O)/demo.o $(LDLIBS)

$(O)/demo.o: demo.c $(O)/flags | $(O)
	$(CC) $(CPPFLAGS) $(CFLAGS) $(PGFLAGS) -c -o $@ $<

$(O)/%.o: %.c $(TOP)/runtime/gmon_core.h $(TOP)/runtime/port.h $(O)/flags | $(O)
	$(CC) $(CPPFLAGS) $(CFLAGS) -c -o $@ $<

$(O)/%.o: %.S $(O)/flags | $(O)
	$(CC) $(CPPFLAGS) $(ARCH) -c -o $@ $<

core: $(O)/core.o
$(O)/core.o: $(CORE)
	$(LD) -r -z noexecstack -o $@ $(CORE)

$(O):
	mkdir -p $@

# Everything is rebuilt when the flags change: make run HZ=10000 just works.
FLAGS = $(CC) $(CPPFLAGS) $(CFLAGS) $(PGFLAGS) $(LDFLAGS)
$(O)/flags: FORCE | $(O)
	@echo '$(FLAGS)' | cmp -s - $@ || echo '$(FLAGS)' > $@
FORCE:

# the compiler's runtime for these flags (tests/ports_test.c checks the core
# needs nothing else besides the port interface)
libgcc:
	@$(CC) $(ARCH) -print-libgcc-file-name

run: $(O)/demo.elf
	cd $(O) && rm -f gmon.out && timeout $(TIMEOUT) $(QEMU) $(QEMU_ARGS) \
		-kernel demo.elf -semihosting-config enable=on,target=native \
		$(ICOUNT) </dev/null

gprof:
	cd $(O) && $(GPROF) -b demo.elf gmon.out

clean:
	rm -f $(O)/*.o $(O)/flags $(O)/demo.elf $(O)/gmon.out

.PHONY: all core libgcc run gprof clean

# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# libgmon's port to xv6-riscv, included at the end of xv6's Makefile
# (the line ports/xv6/xv6.patch adds there):
#
#   make GMON=/path/to/libgmon qemu
#
# builds a kernel compiled with -pg that profiles itself (kgmon), with
# profil(2), and a file system with the kgmon program.  Set
#
#   GMON_PG=wc grep       xv6's own programs to build with -pg, under
#                         their own names (user/_wc stays the program
#                         gprof reads: riscv64-linux-gnu-gprof user/_wc);
#                         not forktest, which xv6 links by a rule of its
#                         own
#   GMON_PG_SRCS=/d/x.c   programs from elsewhere built with -pg, and
#   GMON_SRCS=/d/y.c      without; each named after its file (x, y)
#   KGMON_ARENA_KB=2048   memory for the kernel's profile
#
# libgmon's core (runtime/) is compiled here unmodified, twice: for the
# kernel with thread-local storage (a copy per hart: kernel/hart.c) and
# for user programs without (-DGMON_NO_TLS: one thread a process).
# Everything is built without -pg but the kernel files below and the
# programs asked for.

GMON_XV6 := $(patsubst %/,%,$(dir $(lastword $(MAKEFILE_LIST))))
GMON_TOP := $(abspath $(GMON_XV6)/../..)
include $(GMON_TOP)/runtime/sources.mk
GMON_CORE_OBJS = $(patsubst runtime/%.c,%.o,$(GMON_CORE_SOURCES))

GMON_OBJ = gmon
KGMON_ARENA_KB ?= 2048
# -pg for the profiled code, and no sibling calls, which hide arcs
GMON_PGFLAGS = -pg -fno-optimize-sibling-calls
# the core and the port: xv6's flags, no -pg, no loops made into memset,
# and no debug information, which would triple a program's size on
# xv6's small disk
GMON_CFLAGS = -g0 -fno-tree-loop-distribute-patterns -D_LIBGMON_SOURCE \
	-I$(GMON_TOP)/runtime -I$(GMON_TOP)/include
# xv6's own files find kgmon.h (from kernel/defs.h) and gmon_xv6.h.
# Every function starts on 4 bytes, the histogram's bin: one starting in
# the middle of a bin (RISC-V's compressed code lets them start on any 2
# bytes) would share its samples with the function before it.
CFLAGS += -I$(GMON_XV6) -I$(GMON_XV6)/kernel -falign-functions=4
GMON_LIBGCC := $(shell $(CC) -print-libgcc-file-name)

# ---- the kernel ----
# Not compiled with -pg: entry.S, swtch.S, trampoline.S, kernelvec.S
# (assembly: trap entry, context switch, the machine-mode timer);
# start.c (machine mode, before paging and before any hart's thread
# pointer is set up); main.c (runs kgmon_hart_start(), which sets it
# up: until then mcount cannot find the hart's table); string.c
# (memset and memmove, which the core calls, from mcount too).  The
# core and the port are never compiled with -pg.
KGMON_NOPG = $K/entry.o $K/start.o $K/main.o $K/string.o $K/swtch.o \
	$K/trampoline.o $K/kernelvec.o
KGMON_PG := $(filter-out $(KGMON_NOPG),$(OBJS))
$(KGMON_PG): CFLAGS += $(GMON_PGFLAGS)

KGMON_OBJS = $(addprefix $(GMON_OBJ)/kernel/,$(GMON_CORE_OBJS) \
	mcount.o hart.o profil.o kgmon.o arena.o image.o lasting.o \
	no_stacks.o)
OBJS += $(KGMON_OBJS) $(GMON_LIBGCC)
$K/kernel: $(KGMON_OBJS) $(GMON_XV6)/kernel/tls.ld
$K/kernel: private LDFLAGS += -T $(GMON_XV6)/kernel/tls.ld

$(GMON_OBJ)/kernel/%.o: $(GMON_TOP)/runtime/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(GMON_CFLAGS) -c -o $@ $<
$(GMON_OBJ)/kernel/%.o: $(GMON_XV6)/kernel/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(GMON_CFLAGS) -c -o $@ $<
$(GMON_OBJ)/kernel/%.o: $(GMON_TOP)/ports/bare/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(GMON_CFLAGS) \
		-DPORT_ARENA_BYTES='($(KGMON_ARENA_KB) * 1024)' -c -o $@ $<
$(GMON_OBJ)/kernel/mcount.o: $(GMON_XV6)/mcount.S
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -g0 -I$(GMON_TOP)/runtime/arch -c -o $@ $<

# ---- user programs ----
GMON_UOBJS = $(addprefix $(GMON_OBJ)/user/,$(GMON_CORE_OBJS) \
	mcount.o gcrt0.o port.o image.o one_thread.o lasting.o no_stacks.o)
GMON_ULDFLAGS = -e gmon_xv6_start --wrap=exit \
	'--defsym=__gmon_etext=ADDR(.text)+SIZEOF(.text)'

$(GMON_OBJ)/user/%.o: $(GMON_TOP)/runtime/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(GMON_CFLAGS) -DGMON_NO_TLS -c -o $@ $<
$(GMON_OBJ)/user/%.o: $(GMON_XV6)/user/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(GMON_CFLAGS) -DGMON_NO_TLS -c -o $@ $<
$(GMON_OBJ)/user/%.o: $(GMON_TOP)/ports/bare/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(GMON_CFLAGS) -DGMON_NO_TLS -c -o $@ $<
$(GMON_OBJ)/user/mcount.o: $(GMON_XV6)/mcount.S
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -g0 -DGMON_NO_TLS -I$(GMON_TOP)/runtime/arch -c -o $@ $<

# A program built with -pg: its object with GMON_PGFLAGS, its link with
# the core, the port and the start file.
define gmon_pg_program
$$U/$(1).o: CFLAGS += $$(GMON_PGFLAGS)
$$U/_$(1): $$(GMON_UOBJS) $$(GMON_LIBGCC)
$$U/_$(1): private LDFLAGS += $$(GMON_ULDFLAGS)
endef
# A program from elsewhere: compiled into user/, named after its file.
define gmon_program
$$U/$(basename $(notdir $(1))).o: $(1)
	$$(CC) $$(CFLAGS) -c -o $$@ $$<
GMON_UPROGS += $$U/_$(basename $(notdir $(1)))
endef

GMON_UPROGS =
$(foreach s,$(GMON_XV6)/user/kgmon.c $(GMON_SRCS) $(GMON_PG_SRCS),\
	$(eval $(call gmon_program,$(s))))
$(foreach p,$(GMON_PG) $(basename $(notdir $(GMON_PG_SRCS))),\
	$(eval $(call gmon_pg_program,$(p))))
UPROGS += $(GMON_UPROGS)
fs.img: $(GMON_UPROGS)

clean: gmon-clean
gmon-clean:
	rm -rf $(GMON_OBJ) $(GMON_UPROGS)
.PHONY: gmon-clean

-include $(GMON_OBJ)/*/*.d

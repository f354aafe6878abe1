#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# helper-during-build.sh BUILDDIR: a project whose build compiles a
# helper (gen) with $(CC) and runs it to generate a header, as many do,
# built by make with CC BUILDDIR's gmon-cc and GMON_PROFILE=off: the
# helper leaves no gmon.out; the program, run later, writes its
# profile.  Ends by printing gprof's call graph: main calls get 5 times.
set -eu
builddir=$1
printf 'table.h: gen\n\t./gen > table.h\ngen: gen.c\n\t$(CC) -o gen gen.c\nprog: prog.c table.h\n\t$(CC) -o prog prog.c\n' > Makefile
cat > gen.c <<'EOT'
#include <stdio.h>
static int sq(int i){return i*i;}
int main(void){printf("#define TABLE");for(int i=0;i<5;i++)printf(" %d,",sq(i));printf("\n");return 0;}
EOT
cat > prog.c <<'EOT'
#include "table.h"
static int t[]={TABLE};
__attribute__((noinline)) int get(int i){return t[i];}
int main(void){int s=0;for(int i=0;i<5;i++)s+=get(i);return s!=30;}
EOT
GMON_PROFILE=off make prog CC="$builddir/tools/gmon-cc" >make.log 2>&1
test ! -e gmon.out
./prog
test -f gmon.out
gprof -b -q ./prog gmon.out

#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# cmake-fortran.sh BUILDDIR: a CMake project whose shared library mixes
# Fortran and C, with CC and FC BUILDDIR's gmon-cc (FC with
# --cc=gfortran), as the README says; built and run.  Ends by printing
# gprof's call graph of the library: fsub calls fone 5 times.
set -eu
builddir=$1
mkdir src
cat > src/CMakeLists.txt <<'EOT'
cmake_minimum_required(VERSION 3.13)
project(mixed C Fortran)
add_library(mix SHARED f.f90 c.c)
add_executable(prog main.c)
target_link_libraries(prog mix)
EOT
cat > src/f.f90 <<'EOT'
integer function fone(k)
  integer, intent(in) :: k
  fone = k
end function
subroutine fsub(r) bind(c, name="fsub")
  use iso_c_binding
  integer(c_int) :: r
  integer :: i, fone
  r = 0
  do i = 1, 5
    r = r + fone(i)
  end do
end subroutine
EOT
cat > src/c.c <<'EOT'
int c_two(int x) { return x + 2; }
EOT
cat > src/main.c <<'EOT'
#include <stdio.h>
void fsub(int *);
int main(void) { int r; fsub(&r); printf("%d\n", r); return r != 15; }
EOT
if ! { CC="$builddir/tools/gmon-cc" FC="$builddir/tools/gmon-cc --cc=gfortran" \
	cmake -S src -B build >cmake.log 2>&1 &&
	cmake --build build >>cmake.log 2>&1; }; then
	cat cmake.log
	exit 1
fi
cd build
./prog
gprof -b -q libmix.so gmon.libmix.so.out

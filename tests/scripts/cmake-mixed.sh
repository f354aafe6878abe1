#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# cmake-mixed.sh BUILDDIR [CMAKE-OPTION...]: a CMake project of C and
# C++ (a static library and a program) with CMAKE_C_COMPILER and
# CMAKE_CXX_COMPILER set to BUILDDIR's gmon-cc and gmon-c++, built and
# run.  Ends by printing gprof's call graph, names mangled: main calls
# step<3> 4 times, which calls c_leaf each time.
set -eu
builddir=$1
shift
mkdir src
cat > src/CMakeLists.txt <<'EOT'
cmake_minimum_required(VERSION 3.13)
project(mixed C CXX)
add_library(leaf STATIC leaf.c)
add_executable(prog main.cpp)
target_link_libraries(prog leaf)
EOT
cat > src/leaf.c <<'EOT'
__attribute__((noinline)) int c_leaf(int x){return x+2;}
EOT
cat > src/main.cpp <<'EOT'
extern "C" int c_leaf(int);
template<int N> __attribute__((noinline)) int step(int x){return c_leaf(x)*N;}
int main(){int s=0;for(int i=0;i<4;i++)s+=step<3>(i);return s!=42;}
EOT
if ! { cmake -S src -B build -DCMAKE_BUILD_TYPE=Release "$@" \
	-DCMAKE_C_COMPILER="$builddir/tools/gmon-cc" \
	-DCMAKE_CXX_COMPILER="$builddir/tools/gmon-c++" >cmake.log 2>&1 &&
	cmake --build build >>cmake.log 2>&1; }; then
	cat cmake.log
	exit 1
fi
cd build
./prog
gprof -b -q --no-demangle ./prog gmon.out

#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# gzip-profile.sh SOURCE GMON_CC LDFLAGS: GNU gzip's source tree SOURCE
# (tests/fetch-source.sh) copied to ./src, configured with CC=GMON_CC
# and LDFLAGS, built, and profiled compressing a file.  Its output must
# be the system's gzip's, byte for byte.  Ends by printing gprof's
# report.
set -eu
source=$1
cc=$2
ldflags=$3
cp -a "$source" src
cd src
CC=$cc LDFLAGS=$ldflags ./configure --quiet --disable-dependency-tracking \
	>../configure.log 2>&1
make -j2 >../make.log 2>&1
seq 1 200000 > ../input
./gzip -9 -n -c ../input > ../input.gz
gzip -9 -n -c ../input | cmp - ../input.gz
./gzip -d -c ../input.gz | cmp - ../input
./gzip -9 -c ../input > /dev/null
gprof -b ./gzip gmon.out

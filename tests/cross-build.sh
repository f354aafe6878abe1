#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# cross-build.sh WORK HOST_ARCH NAME:TRIPLET...: the libgmon builds the
# cross suite (tests/cross/) links, configured with --enable-werror
# from the release tree WORK/src (make distdir) and made under WORK:
#   WORK/NAME         --host=TRIPLET, with the cross GCC (none for
#                     HOST_ARCH: its build is the build tree itself);
#   WORK/NAME-clang   by clang for TRIPLET (the host's with plain clang).
# Each build writes WORK/<build>.log, and WORK/<build>.stamp, "ok" or
# "failed": a failed build fails its architecture's tests, not the
# others'.  Two builds run at a time; a build tree is kept between runs,
# and only what changed is made again.  (Called with --one, the script
# makes one build: WORK HOST_ARCH NAME TRIPLET CLANG.)
set -u

# clang for a Debian cross target: the target's headers and the cross
# GCC's start files and libgcc named outright, since clang may settle on
# another GCC installation for the same CPU (riscv64-unknown-elf).
clang_for() {	# TRIPLET: sets cc and ldflags
	gcc_dir=$(dirname "$("$1-gcc" -print-libgcc-file-name)") || return 1
	cc="clang --target=$1 -isystem /usr/$1/include -B$gcc_dir -B/usr/$1/lib"
	ldflags="-L$gcc_dir -L/usr/$1/lib"
}

build_one() {	# WORK HOST_ARCH NAME TRIPLET CLANG
	work=$1 host=$2 name=$3 triplet=$4 clang=$5
	dir=$work/$name
	test "$clang" = yes && dir=$dir-clang
	rm -f "$dir.stamp"
	mkdir -p "$dir" && : > "$dir.log" || return 1
	set -- --enable-werror
	test "$name" = "$host" || set -- "$@" --host="$triplet"
	if test "$clang" = yes; then
		if test "$name" = "$host"; then
			set -- "$@" CC=clang
		else
			clang_for "$triplet" >"$dir.log" 2>&1 || {
				echo failed > "$dir.stamp"
				return 0
			}
			set -- "$@" CC="$cc" LDFLAGS="$ldflags"
		fi
	fi
	if (cd "$dir" && { test -f Makefile || "$work/src/configure" "$@"; } &&
		make -j2) >>"$dir.log" 2>&1; then
		echo ok > "$dir.stamp"
	else
		echo failed > "$dir.stamp"
	fi
}

unset MAKEFLAGS MFLAGS MAKELEVEL
if test "${1-}" = --one; then
	shift
	build_one "$@"
	exit 0
fi
work=$1 host=$2
shift 2
for arch in "$@"; do
	name=${arch%%:*} triplet=${arch#*:}
	test "$name" = "$host" || echo "$name $triplet no"
	echo "$name $triplet yes"
done | xargs -n 3 -P 2 sh "$0" --one "$work" "$host"

#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# The version is configure's (AC_INIT in configure.ac) everywhere: the
# --version line of every program `make install' installs, the installed
# libgmon.pc, the .TH line of every installed manual page, the newest
# entry of NEWS and of debian/changelog (whose upstream part it is).
set -u
: "${abs_top_srcdir:?}" "${abs_top_builddir:?}"

version=$("$abs_top_srcdir/configure" --version | sed -n '1s/^libgmon configure //p')
test -n "$version" || { echo "version: configure --version names no version"; exit 1; }
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
unset MAKEFLAGS MFLAGS MAKELEVEL
make -s -C "$abs_top_builddir" install DESTDIR="$tmp/root" >"$tmp/install.log" 2>&1 ||
	{ cat "$tmp/install.log"; echo "version: make install failed"; exit 1; }

failed=0
fail() {
	echo "version: $*"
	failed=1
}

# The musl build has no C++ compiler of its own (configure says so):
# gmon-c++ shows its version line over the system's.
libc=$(sed -n 's/^GMON_LIBC = //p' "$abs_top_builddir/Makefile")
programs=0
for prog in $(find "$tmp/root" -path '*/bin/*' ! -type d | sort); do
	name=${prog##*/}
	opts=
	test "$name" = gmon-c++ && test "$libc" = musl && opts=--cxx=g++
	out=$("$prog" $opts --version 2>&1) || fail "$name --version failed: $out"
	last=$(printf '%s\n' "$out" | tail -n 1)
	test "$last" = "$name (libgmon) $version" ||
		fail "$name --version ends in '$last', not '$name (libgmon) $version'"
	programs=$((programs + 1))
done
test "$programs" -ge 10 || fail "only $programs programs installed"

pc=$(find "$tmp/root" -name libgmon.pc)
test -n "$pc" || fail "no libgmon.pc installed"
pcv=$(PKG_CONFIG_PATH=${pc%/*} PKG_CONFIG_LIBDIR=${pc%/*} pkg-config --modversion libgmon 2>&1)
test "$pcv" = "$version" || fail "libgmon.pc says '$pcv'"

pages=0
for page in $(find "$tmp/root" -path '*/man/man[0-9]/*' -type f | sort); do
	th=$(grep -m 1 '^\.TH ' "$page")
	if test -z "$th"; then
		grep -q '^\.so ' "$page" || fail "${page##*/} has neither .TH nor .so"
		continue
	fi
	case $th in
	*"\"libgmon $version\""*) pages=$((pages + 1)) ;;
	*) fail "${page##*/}: $th" ;;
	esac
done
test "$pages" -ge 7 || fail "only $pages manual pages with a .TH line installed"

news=$(sed -n 's/^\* Noteworthy changes in release \([^ ]*\) .*/\1/p' "$abs_top_srcdir/NEWS" | sed 1q)
test "$news" = "$version" || fail "NEWS begins with release '$news'"
deb=$(sed -n '1s/^libgmon (\([^)-]*\)-[^)]*).*/\1/p' "$abs_top_srcdir/debian/changelog")
test "$deb" = "$version" ||
	fail "debian/changelog begins with '$deb' (add an entry: dch -v $version-1)"

test "$failed" = 0 || exit 1
echo "version: $version in $programs programs, libgmon.pc, $pages manual pages, NEWS and debian/changelog"

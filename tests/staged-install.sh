#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# `make install DESTDIR=STAGE' installs what a distribution's package
# takes (a Debian .deb, an APKBUILD's package() for the musl build):
#  - every file under STAGE/PREFIX, the configured prefix, none elsewhere;
#  - no file names the build tree, but in its DWARF (the path of the
#    sources the compiler records, which -ffile-prefix-map changes);
#  - the staged gmon-cc, run from where it lies, builds the demo,
#    dynamic and -static, with the staged start files and libgmon.a,
#    and gprof reads the profile (exact call counts).
set -u
: "${abs_top_srcdir:?}" "${abs_top_builddir:?}"

tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
stage=$tmp/stage
unset MAKEFLAGS MFLAGS MAKELEVEL GMON_CC_LIBDIR GMON_CC_CRTDIR GMON_CC_INCDIR
prefix=$(sed -n 's/^prefix = //p' "$abs_top_builddir/Makefile")
test -n "$prefix" || { echo "staged-install: no prefix in the Makefile"; exit 1; }
make -s -C "$abs_top_builddir" install DESTDIR="$stage" >"$tmp/install.log" 2>&1 ||
	{ cat "$tmp/install.log"; echo "staged-install: make install failed"; exit 1; }

failed=0
fail() {
	echo "staged-install: $*"
	failed=1
}

outside=$(cd "$stage" && find . ! -type d | sed 's|^\.||' | grep -v "^$prefix/" || true)
test -z "$outside" || fail "installed outside $prefix: $outside"
files=$(find "$stage$prefix" ! -type d | wc -l)
test "$files" -ge 20 || fail "only $files files installed"

for f in $(grep -rlF "$abs_top_builddir" "$stage" || true); do
	case $(head -c 4 "$f" | od -An -c | tr -d ' ') in
	177ELF|"!<ar") ;;
	*) fail "${f#"$stage"} names the build tree"; continue ;;
	esac
	objcopy --strip-debug "$f" "$tmp/stripped" 2>/dev/null ||
		{ fail "objcopy --strip-debug ${f#"$stage"} failed"; continue; }
	! grep -qF "$abs_top_builddir" "$tmp/stripped" ||
		fail "${f#"$stage"} names the build tree outside its DWARF"
done

# examples/demo.c: count_slow calls is_prime_slow 40000 times
mkdir "$tmp/run" && cd "$tmp/run" || exit 99
for link in "" -static; do
	rm -f gmon.out
	if ! "$stage$prefix/bin/gmon-cc" -O2 $link "$abs_top_srcdir/examples/demo.c" \
		-o demo >cc.log 2>&1; then
		fail "staged gmon-cc $link: $(cat cc.log)"
		continue
	fi
	./demo >/dev/null && test -s gmon.out || { fail "demo ($link) wrote no gmon.out"; continue; }
	gprof -b -q demo gmon.out >gprof.txt 2>&1 || { fail "gprof: $(cat gprof.txt)"; continue; }
	grep -Eq '^ +[0-9.]+ +[0-9.]+ +40000/40000 +count_slow \[' gprof.txt ||
		fail "gprof shows no 40000 calls from count_slow ($link): $(cat gprof.txt)"
done

test "$failed" = 0 || exit 1
echo "staged-install: $files files under $stage$prefix; the staged gmon-cc profiles the demo"

#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# installed-help.sh BUILDDIR VERSION: every program `make install' of
# BUILDDIR installs (into ./p) answers --help (a usage line, on stdout,
# exit 0) and --version (a line "NAME (libgmon) VERSION"), and has a
# manual page.  Prints one line for each that does not, and nothing
# else.
set -u
builddir=$1
version=$2
make -C "$builddir" install prefix="$PWD/p" >install.log 2>&1 || {
	cat install.log
	exit 1
}
n=0
for p in p/bin/*; do
	name=${p##*/}
	n=$((n + 1))
	"$p" --help > help.out 2>help.err || { echo "$name --help fails"; continue; }
	grep -q "^Usage: $name" help.out ||
		echo "$name --help: no usage line on stdout"
	"$p" --version > version.out 2>&1 || { echo "$name --version fails"; continue; }
	grep -qx "$name (libgmon) $version" version.out ||
		echo "$name --version: no '$name (libgmon) $version' line"
	test -f "p/share/man/man1/$name.1" || echo "$name: no manual page"
done
test $n -ge 3 || echo "only $n programs installed"

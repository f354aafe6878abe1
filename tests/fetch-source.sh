#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# fetch-source.sh PACKAGE DESTDIR
#
# Fetch the upstream source tarball of a Debian source package (from the
# archive this machine's apt is configured with, whatever its mirror or
# proxy) and unpack it into DESTDIR/PACKAGE.
# apt runs with a private state directory so the system's apt lists are
# left alone.  A cached tarball under DESTDIR is reused.
set -eu
pkg=$1
dest=$2
mkdir -p "$dest"
dest=$(cd "$dest" && pwd)
test -d "$dest/$pkg/src" -o -f "$dest/$pkg/configure" && exit 0

state=$dest/.apt-state
mkdir -p "$state/lists/partial" "$state/cache/archives/partial" "$state/parts"
# The machine's own apt sources (its mirror; its proxy is in apt.conf,
# which stays in effect), each also as a deb-src source.
etc=$(apt-config shell e Dir::Etc/d | sed "s/^e='\(.*\)'$/\1/")
etc=${etc:-/etc/apt/}
: > "$state/parts/src.list"
for f in "${etc}sources.list" "${etc}sources.list.d"/*.list; do
	test -f "$f" || continue
	sed -n 's/^[[:space:]]*deb[[:space:]]/deb-src /p' "$f" >> "$state/parts/src.list"
done
for f in "${etc}sources.list.d"/*.sources; do
	test -f "$f" || continue
	sed 's/^Types:.*/Types: deb-src/' "$f" > "$state/parts/$(basename "$f")"
done
apt_opts="-o Dir::Etc::SourceList=/dev/null -o Dir::Etc::SourceParts=$state/parts \
 -o Dir::State::Lists=$state/lists -o Dir::Cache=$state/cache -o APT::Sandbox::User=root -qq"
tarball=$(ls "$state"/${pkg}_*.orig.tar.* 2>/dev/null | grep -v '\.asc$' | head -n 1 || true)
# Only the upstream tarball is needed: apt keeps a file it downloaded
# only if its checksum is the signed .dsc's, so a failure to fetch the
# rest (Debian's own changes, a mirror that lacks them) is said and
# passed over.
if test -z "$tarball"; then
	apt-get $apt_opts update >/dev/null
	(cd "$state" && apt-get $apt_opts source --download-only "$pkg" >/dev/null) ||
		echo "fetch-source.sh: apt-get source $pkg failed; using its upstream tarball if it came" >&2
	tarball=$(ls "$state"/${pkg}_*.orig.tar.* 2>/dev/null | grep -v '\.asc$' | head -n 1 || true)
	test -n "$tarball" || { echo "fetch-source.sh: no upstream tarball of $pkg" >&2; exit 1; }
fi
rm -rf "$dest/$pkg.tmp"
mkdir -p "$dest/$pkg.tmp"
tar -xf "$tarball" -C "$dest/$pkg.tmp"
mv "$dest/$pkg.tmp"/* "$dest/$pkg"
rmdir "$dest/$pkg.tmp"

#!/bin/sh
# fetch-source.sh PACKAGE DESTDIR
#
# Fetch the upstream source tarball of a Debian source package (from the
# Debian archive apt already uses) and unpack it into DESTDIR/PACKAGE.
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
suite=$(. /etc/os-release && echo "${VERSION_CODENAME:-bookworm}")
cat > "$state/parts/src.sources" <<EOT
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: $suite
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOT
apt_opts="-o Dir::Etc::SourceList=/dev/null -o Dir::Etc::SourceParts=$state/parts \
 -o Dir::State::Lists=$state/lists -o Dir::Cache=$state/cache -o APT::Sandbox::User=root -qq"
tarball=$(ls "$state"/${pkg}_*.orig.tar.* 2>/dev/null | grep -v '\.asc$' | head -n 1 || true)
if test -z "$tarball"; then
	apt-get $apt_opts update >/dev/null
	(cd "$state" && apt-get $apt_opts source --download-only "$pkg" >/dev/null)
	tarball=$(ls "$state"/${pkg}_*.orig.tar.* | grep -v '\.asc$' | head -n 1)
fi
rm -rf "$dest/$pkg.tmp"
mkdir -p "$dest/$pkg.tmp"
tar -xf "$tarball" -C "$dest/$pkg.tmp"
mv "$dest/$pkg.tmp"/* "$dest/$pkg"
rmdir "$dest/$pkg.tmp"

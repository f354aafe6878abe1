#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# check-deb.sh DIR: the Debian packages from a release tree, DIR/src
# (`make check-deb' makes it with `make distdir', so the packages are
# built from what the tarball holds), leaving the machine as it found it:
#
#  1. dpkg-buildpackage -us -uc -b, with the nocheck option and profile
#     (the test suite already ran in the source tree);
#  2. lintian on the result, failing on any error or warning (it prints
#     the informational tags too, with -I);
#  3. apt-get install of the packages; refused if they are installed
#     already, or if apt would install anything else with them;
#  4. the installed-package test (debian/tests/installed, autopkgtest's),
#     and, with gmon-tools-dbgsym installed too, gmon-dump reading the
#     stripped /usr/bin/gmon-dump's symbols from it (the -dbgsym package
#     is all that takes);
#  5. dpkg -r of the packages, then a check that none of their files is
#     left.  On a failure after 3, the packages are removed all the same.
#
# Runs as root, or with sudo for the package manager.  Each step's output
# is in DIR/*.log; the time of each step is printed.
set -eu
dir=$(cd "$1" && pwd)
src=$dir/src
packages="libgmon-dev libgmon gmon-tools gmon-tools-dbgsym"
sudo=
test "$(id -u)" = 0 || sudo=sudo
started=$(date +%s)
step_started=$started

say() {
	echo "check-deb: $*"
}
fail() {
	say "FAIL: $*" >&2
	exit 1
}
step() {
	now=$(date +%s)
	say "($((now - step_started)) s) done"
	step_started=$now
	say "$*"
}

cd "$src"
arch=$(dpkg --print-architecture)
version=$(dpkg-parsechangelog -S Version)

say "dpkg-buildpackage -us -uc -b (nocheck): $dir/build.log"
DEB_BUILD_OPTIONS="nocheck parallel=$(nproc 2>/dev/null || echo 2)" \
DEB_BUILD_PROFILES=nocheck dpkg-buildpackage -us -uc -b >"$dir/build.log" 2>&1 ||
	{ tail -n 40 "$dir/build.log"; fail "dpkg-buildpackage failed (see $dir/build.log)"; }
changes=$dir/libgmon_${version}_$arch.changes
test -f "$changes" || fail "no $changes"
debs=
for p in $packages; do
	deb=$(ls "$dir/${p}_${version}"_*.deb)
	debs="$debs $deb"
	dpkg-deb -c "$deb" > "$dir/$p.contents"
done

step "lintian -I --fail-on error,warning: $dir/lintian.log"
lintian -I --fail-on error,warning "$changes" >"$dir/lintian.log" 2>&1 ||
	{ cat "$dir/lintian.log"; fail "lintian reports errors or warnings"; }
cat "$dir/lintian.log"
! grep -q '^[EW]: ' "$dir/lintian.log" || fail "lintian reports errors or warnings"

step "apt-get install$debs"
for p in $packages; do
	if dpkg-query -W -f '${db:Status-Status}\n' "$p" 2>/dev/null | grep -qx installed; then
		fail "$p is installed already: remove it first (dpkg -r $packages)"
	fi
done
# apt refuses nothing it could fetch: what it would install is ours only.
extra=$(apt-get -s install --no-install-recommends $debs 2>&1 |
	sed -n 's/^Inst \([^ :]*\).*/\1/p' | grep -vx "$(echo $packages | tr ' ' '\n')" || true)
test -z "$extra" || fail "the packages need these too, install them first: $extra"
installed=
remove() {
	test -n "$installed" || return 0
	installed=
	# dpkg waits for no lock: try again while apt (another user's) holds it.
	for i in $(seq 60); do
		$sudo dpkg -r $packages >"$dir/remove.log" 2>&1 && return 0
		grep -q 'lock' "$dir/remove.log" || break
		say "waiting for the package database lock to remove the packages"
		sleep 10
	done
	cat "$dir/remove.log"
	return 1
}
trap 'remove || say "could not remove $packages: run dpkg -r $packages"' EXIT
installed=yes
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get install -y -q --no-install-recommends -o DPkg::Lock::Timeout=600 \
	$debs </dev/null >"$dir/install.log" 2>&1 ||
	{ cat "$dir/install.log"; fail "apt-get install failed"; }
dpkg -L $packages | grep -vx "/\." | sort -u > "$dir/files"

step "debian/tests/installed: $dir/installed.log"
tmp=$(mktemp -d)
AUTOPKGTEST_TMP=$tmp sh debian/tests/installed >"$dir/installed.log" 2>&1 ||
	{ cat "$dir/installed.log"; rm -rf "$tmp"; fail "the installed packages failed their test"; }
grep '^==\|all passed' "$dir/installed.log"
say "gmon-dump --flat /usr/bin/gmon-dump: its symbols from gmon-tools-dbgsym"
id=$(readelf -n /usr/bin/gmon-dump | sed -n 's/^ *Build ID: //p')
(cd "$tmp" && gmon-run gmon-dump --version >/dev/null &&
	gmon-dump --flat /usr/bin/gmon-dump gmon.out) >"$dir/dbgsym.log" 2>&1 || true
rm -rf "$tmp"
cat "$dir/dbgsym.log"
grep -q "^# symbols from .symtab of /usr/lib/debug/.build-id/$(echo "$id" | cut -c1-2)/$(echo "$id" | cut -c3-).debug;" \
	"$dir/dbgsym.log" || fail "gmon-dump did not read /usr/bin/gmon-dump's symbols from gmon-tools-dbgsym"

step "dpkg -r $packages"
remove || fail "dpkg -r failed"
trap - EXIT
for p in $packages; do
	status=$(dpkg-query -W -f '${db:Status-Abbrev}' "$p" 2>/dev/null || true)
	case $status in
	""|un*) ;;
	*) fail "$p is still known to dpkg after dpkg -r: $status" ;;
	esac
done
left=
while read -r f; do
	if test -d "$f" && ! test -L "$f"; then
		# a directory of ours only (none other owns it) must be gone
		dpkg -S "$f" >/dev/null 2>&1 || left="$left $f"
	elif test -e "$f" || test -L "$f"; then
		left="$left $f"
	fi
done < "$dir/files"
test -z "$left" || fail "left behind after dpkg -r:$left"

now=$(date +%s)
say "($((now - step_started)) s) done"
say "passed in $((now - started)) s: packages in $dir"

#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# One-command set-up for libgmon on Debian 12.
#
#   ./build.sh demo    build everything and profile the bundled demo
#   ./build.sh check   build everything and run the whole test suite,
#                      then the same suites against musl (make check-musl),
#                      then build, lint, install, test and remove the
#                      Debian packages (make check-deb)
#
# Each installs the Debian packages it needs (deps/*.txt) when they are
# missing, and is safe to run again.
set -eu
cd "$(dirname "$0")"

mode=${1:-}
case $mode in
demo) lists="deps/core.txt" ;;
check) lists=$(ls deps/*.txt | grep -v bench) ;;
bench) lists=$(ls deps/*.txt) ;;
*) echo "usage: $0 demo|check|bench" >&2; exit 2 ;;
esac

# The process holding apt's or dpkg's lock, if any (from /proc/locks).
lock_holder() {
	for f in /var/lib/dpkg/lock-frontend /var/lib/dpkg/lock /var/lib/apt/lists/lock; do
		test -e "$f" || continue
		pid=$(awk -v ino="$(stat -c %i "$f")" '{ sub(/-> /, ""); n = split($6, d, ":") }
			d[n] == ino { print $5; exit }' /proc/locks 2>/dev/null)
		test -n "$pid" || continue
		echo "process $pid ($(cat "/proc/$pid/comm" 2>/dev/null))"
		return
	done
}

install_packages() {
	missing=
	for p in $(cat "$@" | sed 's/#.*//'); do
		dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" ||
			missing="$missing $p"
	done
	test -z "$missing" && return 0
	echo "build.sh: installing$missing"
	sudo=
	test "$(id -u)" = 0 || sudo=sudo
	export DEBIAN_FRONTEND=noninteractive
	# Another apt or dpkg (unattended-upgrades, a second build.sh) may
	# hold the package database: wait for it, up to 10 minutes, and say so.
	lock="-o DPkg::Lock::Timeout=600"
	holder=$(lock_holder)
	test -z "$holder" ||
		echo "build.sh: waiting for the package database lock, held by $holder"
	$sudo apt-get $lock update -qq
	$sudo apt-get $lock install -y -qq --no-install-recommends $missing </dev/null
}

install_packages $lists
test -x configure || autoreconf -fi
test -f Makefile || ./configure --enable-werror
jobs=$(nproc 2>/dev/null || echo 2)

# After a failed check, each failed assertion of this run in one short
# block at the end, where the tail of a CI log shows it.
started=$(mktemp)
trap 'rm -f "$started"' EXIT
failures() {
	for log in test-suite.log tests/work-musl/build/test-suite.log; do
		test "$log" -nt "$started" || continue
		grep -A4 '^FAIL:\|^ERROR:\|^\[FAIL\]\|Assertion Failed\|CRASH' "$log" |
			cut -c1-240 | head -80 | sed "s|^|$log: |"
	done
	return 1
}
# The xv6 port (ports/xv6/) against the pinned xv6-riscv tree, where the
# shared folder beside the project has it; elsewhere make check-xv6
# XV6_SRC=DIR runs it (README.md, "xv6").
xv6=../shared/third-party/xv6-riscv-f5b93ef.tar.gz
check_xv6() {
	if test -d ../shared/third-party; then
		make check-xv6 XV6_SRC="$xv6"
	else
		echo "build.sh: no ../shared/third-party: make check-xv6 not run"
	fi
}
make -j"$jobs"
case $mode in
demo) make demo ;;
check) { make -j"$jobs" check && make -j"$jobs" check-musl && check_xv6 &&
	make check-deb; } || failures ;;
bench) make bench ;;
esac

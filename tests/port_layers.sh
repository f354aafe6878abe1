#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# The Linux port's files call one way: each calls (or reads) only files
# before it in ORDER (ports/linux/linux.h, PORTING.md).  From nm of each
# file's object in the build tree: a name a file leaves undefined that a
# file after it defines is a call upwards, and fails the check; so does
# an object of the port that ORDER does not place.  Every build of the
# port is checked: libgmon.a's, libgmon.so's (-DGMON_SHARED, with the
# hooks) and, once made, the fault-injection build's (tests/fault/).
# A call of a C library function that a hook defines in the same build
# (sigaction in libgmon.so) is a call to the C library, not upwards.
set -u
: "${abs_top_builddir:?}"
cd "$abs_top_builddir" || exit 99
NM=${NM:-nm}

ORDER='process messages settings dynsym next cputimer owntime timers stackwalk clock temps output signals
objects start dlhook sigwait exithook preload gcrt0'

# check BUILD: the objects ports/linux/BUILD-*.o and crt/BUILD-*.o.
# Prints each upward reference and how many references between files
# it followed; fails if there is one upwards, or none at all.
check() {
	objs=$(ls ports/linux/"$1"-*.o ports/linux/crt/"$1"-*.o 2>/dev/null)
	if test -z "$objs"; then
		echo "$1: no object of the Linux port in $abs_top_builddir/ports/linux (make check builds them)"
		return 1
	fi
	for o in $objs; do
		f=${o##*/}
		f=${f#"$1"-}
		echo "file ${f%.o}"
		"$NM" --defined-only "$o" | awk 'NF == 3 && $2 ~ /^[A-Z]$/ { print "def", $3 }'
		"$NM" -u "$o" | awk '{ print "use", $NF }'
	done | awk -v order="$ORDER" -v build="$1" '
		BEGIN { n = split(order, o, /[ \n]+/); for (i = 1; i <= n; i++) rank[o[i]] = i }
		$1 == "file" {
			file = $2
			if (!(file in rank)) {
				printf "%s: %s.o is not placed in the order of tests/port_layers.sh\n", build, file
				bad = 1
			}
			next
		}
		$1 == "def" { owner[$2] = file; next }
		$1 == "use" { nuse++; user[nuse] = file; sym[nuse] = $2 }
		END {
			for (i = 1; i <= nuse; i++) {
				if (!(sym[i] in owner))
					continue
				from = user[i]; to = owner[sym[i]]
				if (from == to)
					continue
				# a C library function a hook stands in for
				# (gmon_linux_sigaction calls sigaction)
				if (to ~ /^(dlhook|sigwait|exithook)$/ &&
				    sym[i] !~ /gmon/)
					continue
				between++
				if (rank[to] > rank[from]) {
					printf "%s: %s.c uses %s of %s.c, which comes after it\n", build, from, sym[i], to
					bad = 1
				}
			}
			if (between == 0) {
				printf "%s: no reference between the port files at all?\n", build
				bad = 1
			}
			if (!bad)
				printf "%s: %d references between the port files, all downwards\n", build, between
			exit bad
		}'
}

status=0
for build in libgmon_a libgmon_so tests_fault_libgmon_a; do
	check "$build" || status=1
done
exit "$status"

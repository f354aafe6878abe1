#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# The core's files call one way: runtime/sources.mk lists them bottom
# layer first, and a file may use only symbols that files before it (or
# the port) define.  Read from the symbols of the built core
# (libgmoncore.a): each member's undefined symbols are looked up among
# the other members' definitions.  Fails naming the file, the symbol and
# the file above it that defines it; also when a runtime/*.c is missing
# from the list, or when nothing was checked at all.
set -u
: "${abs_top_srcdir:?}" "${abs_top_builddir:?}"
nm=${NM:-nm}
list=$abs_top_srcdir/runtime/sources.mk
core=$abs_top_builddir/libgmoncore.a

command -v "$nm" >/dev/null || { echo "layers: $nm (binutils) is missing"; exit 1; }
test -r "$list" || { echo "layers: cannot read $list"; exit 1; }
test -r "$core" || { echo "layers: $core is not built"; exit 1; }

# The layers, bottom first: the base names of the listed files.
order=$(grep -o 'runtime/[A-Za-z0-9_]*\.c' "$list" | sed 's|^runtime/||; s|\.c$||')
test -n "$order" || { echo "layers: no runtime/*.c in $list"; exit 1; }

status=0
for f in "$abs_top_srcdir"/runtime/*.c; do
	name=$(basename "$f" .c)
	printf '%s\n' "$order" | grep -qx "$name" || {
		echo "layers: runtime/$name.c is not in runtime/sources.mk"
		status=1
	}
done

# "member type symbol" for every global symbol of every member, then the
# verdict.  A member is named libgmoncore_a-FILE.o by automake.
syms=$("$nm" -A -g "$core") || { echo "layers: $nm $core failed"; exit 1; }
printf '%s\n' "$syms" | awk -v order="$order" '
	BEGIN {
		n = split(order, name, "\n")
		for (i = 1; i <= n; i++)
			rank[name[i]] = i
	}
	{
		split($0, part, ":")
		file = part[2]
		sub(/\.o$/, "", file)
		sub(/^.*-/, "", file)
		if (!(file in rank)) {
			print "layers: " part[2] " in the core comes from no listed file"
			bad = 1
			next
		}
		type = $(NF - 1)
		sym = $NF
		if (type == "U" || type == "w")
			uses[++nuses] = file " " sym
		else
			defined[sym] = file
	}
	END {
		for (i = 1; i <= nuses; i++) {
			split(uses[i], u, " ")
			if (!(u[2] in defined))
				continue	# the port, the compiler runtime
			to = defined[u[2]]
			if (rank[to] >= rank[u[1]]) {
				printf "layers: runtime/%s.c uses %s from runtime/%s.c, " \
				       "which is not below it\n", u[1], u[2], to
				bad = 1
			} else {
				down++
			}
		}
		if (down < 10) {
			printf "layers: only %d calls between the core files found; " \
			       "is it the core?\n", down
			bad = 1
		}
		if (!bad)
			printf "layers: %d files, %d uses between them, all downward\n",
			       n, down
		exit bad
	}' || status=1
exit $status

#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# reserve-names.sh NM OBJCOPY FILE [KEEP...]
#
# Puts the runtime's own names, in FILE (an object or an archive of the
# runtime that programs link), where no program's can be: under __gmon_,
# which C reserves to the implementation, as glibc's runtime keeps to
# reserved names.  The sources keep the short names.
#
# - Every name gmon_NAME becomes __gmon_NAME, defined or referenced,
#   global or local, except PUBLIC below.  A program may define
#   gmon_start (Netscape's gmon.c does): with the runtime's gmon_start in
#   the link it failed to link ("multiple definition"), or the runtime's
#   calls went to the program's.  The rule is by name alone, so every
#   object and archive it is run on agrees with the others.
# - Every local function NAME becomes __gmon_NAME: gprof lists local
#   functions with the program's, and a program with a `find' of its own
#   showed two, and libgmon's time read as the program's.  A name that
#   is also global, or referenced, anywhere in FILE stays as it is, so
#   that no reference changes meaning, and so does one whose new name is
#   taken.
#
# Every name of the KEEP files (the C library's start file, which
# gcrt1.o holds) stays as it is.
nm=$1 objcopy=$2 file=$3
shift 3
map=$file.names.tmp

# What objects built apart from FILE call by name, which must keep it:
# gmon_dump is public (<sys/gmon.h>, monstartup(3)), and the gshared.o
# of -pg shared libraries, built before or after the program, calls the
# two gmon_linux_object_ functions that the program (or libgmon.so)
# exports, and version scripts list them (README).
PUBLIC='gmon_dump gmon_linux_object_loaded gmon_linux_object_leaving'

{ $nm "$file" && for keep in "$@"; do $nm "$keep" | sed 's/^/keep /'; done; } |
awk -v public="$PUBLIC" '
	BEGIN { split(public, p, " "); for (i in p) keep[p[i]] = 1 }
	$1 == "keep" { keep[$NF] = 1; next }
	NF >= 2 { seen[$NF] = 1 }
	NF == 3 && $2 == "t" && $3 !~ /^(gmon_|libgmon_)/ && $3 !~ /[.$]/ { local[$3] = 1 }
	NF == 3 && $2 ~ /^[A-Z]$/ { other[$3] = 1 }
	NF == 2 { other[$2] = 1 }
	END {
		for (n in seen)
			if (n ~ /^gmon_/ && !(n in keep))
				print n, "__" n
		for (n in local)
			if (!(n in other) && !(n in keep) &&
			    !(("gmon_" n) in seen) && !(("__gmon_" n) in seen))
				print n, "__gmon_" n
	}
' > "$map" || { rm -f "$map"; exit 1; }
if test -s "$map" && ! $objcopy --redefine-syms="$map" "$file"; then
	rm -f "$map"
	exit 1
fi
rm -f "$map"

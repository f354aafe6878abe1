#!/bin/sh
# prefix-locals.sh NM OBJCOPY FILE [KEEP...]
#
# The runtime's local functions (static in its sources: take, find,
# report...) get names that start with gmon_, in FILE, an object or an
# archive of the runtime.  gprof lists local functions with the
# program's: a program with a `find' of its own showed two, and libgmon's
# time read as the program's.  The sources keep the short names.  A name
# that is also global, or referenced, anywhere in FILE stays as it is,
# so that no reference changes meaning, and so does every name of the
# KEEP files (the C library's start file, which gcrt1.o holds).
nm=$1 objcopy=$2 file=$3
shift 3
map=$file.names.tmp

{ $nm "$file" && for keep in "$@"; do $nm "$keep" | sed 's/^/keep /'; done; } |
awk '
	$1 == "keep" { other[$NF] = 1; next }
	NF == 3 && $2 == "t" && $3 !~ /^(gmon_|libgmon_)/ && $3 !~ /[.$]/ { local[$3] = 1 }
	NF == 3 && $2 ~ /^[A-Z]$/ { other[$3] = 1 }
	NF == 2 { other[$2] = 1 }
	END { for (n in local) if (!(n in other)) print n, "gmon_" n }
' > "$map" || { rm -f "$map"; exit 1; }
if test -s "$map" && ! $objcopy --redefine-syms="$map" "$file"; then
	rm -f "$map"
	exit 1
fi
rm -f "$map"

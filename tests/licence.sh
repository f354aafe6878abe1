#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# Every file the project wrote names its licence: an SPDX line among its
# first five lines.  The files are git's tracked ones in a checkout, and
# in a release tree every file but what autotools and the build make:
# a build tree inside it (distcheck's _build/sub, a user's build/) is
# left out whole, and in a tree configured in place the files
# config.status made from their templates.
set -u
: "${abs_top_srcdir:?}"
cd "$abs_top_srcdir" || exit 99

# The kinds of file that carry the line: sources, scripts, headers,
# assembly, build files and manual pages.
wanted='\.(c|h|S|ld|cpp|sh|in|am|ac|mk|inc|m4|py|sql|[13])$|(^|/)(Makefile|run)$'

tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
builds=$tmp/builds
made=$tmp/made
# what config.status made here, in a tree configured in place
sed -n 's/^config_\(files\|headers\)=" *\(.*\)"$/\2/p' config.status 2>/dev/null |
	tr ' ' '\n' | sed '/^$/d' > "$made"

list_files() {
	if test -e .git && command -v git >/dev/null; then
		git ls-files
	else
		find . -mindepth 2 -name config.status -type f |
			sed 's|^\./\(.*\)/config\.status$|\1|' > "$builds"
		find . -type f ! -path './autom4te.cache/*' ! -path './build-aux/*' \
			! -path './tests/work*' ! -path './debian/*' |
			sed 's|^\./||' | grep -vFxf "$made" |
			awk -v builds="$builds" 'BEGIN { while ((getline d < builds) > 0) skip[d] = 1 }
				{ for (d in skip) if (index($0, d "/") == 1) next; print }' |
			grep -Ev '^(configure|aclocal\.m4|config\.h\.in|Makefile\.in|.*/Makefile\.in|m4/(libtool|lt.*)\.m4)$'
	fi
}

missing=$(list_files | grep -E "$wanted" | while read -r f; do
	head -5 "$f" | grep -q 'SPDX-License-Identifier: BSD-2-Clause' ||
		echo "$f"
done)
count=$(list_files | grep -Ec "$wanted")
if test -n "$missing"; then
	echo "files without 'SPDX-License-Identifier: BSD-2-Clause' in their first five lines:"
	echo "$missing"
	exit 1
fi
test "$count" -gt 100 || { echo "licence: only $count files found in $abs_top_srcdir"; exit 1; }
echo "licence: $count files name BSD-2-Clause"

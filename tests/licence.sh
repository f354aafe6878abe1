#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# Every file the project wrote names its licence: an SPDX line among its
# first five lines.  The files are git's tracked ones in a checkout, and
# in a release tree every file but what autotools and the build make.
set -u
: "${abs_top_srcdir:?}"
cd "$abs_top_srcdir" || exit 99

# The kinds of file that carry the line: sources, scripts, headers,
# assembly, build files and manual pages.
wanted='\.(c|h|S|ld|cpp|sh|in|am|ac|mk|inc|m4|py|sql|[13])$|(^|/)(Makefile|run)$'

list_files() {
	if test -e .git && command -v git >/dev/null; then
		git ls-files
	else
		find . -type f ! -path './autom4te.cache/*' ! -path './build-aux/*' \
			! -path './tests/work*' ! -path './debian/*' |
			sed 's|^\./||' |
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

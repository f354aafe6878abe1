# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# Shell helpers bench/run.sh and bench/cross.sh share (sourced; $runs
# must be set).

# alternate PREFIX "LABELS" RUN ARGS...: `RUN LABEL ARGS...' for each
# label in turn, once as a warm-up whose results (the files PREFIX.LABEL)
# are dropped, then $runs rounds, so that slow drift of the machine hits
# every label alike.
alternate() {
	prefix=$1 labels=$2 fn=$3
	shift 3
	for l in $labels; do "$fn" "$l" "$@"; done
	for l in $labels; do rm -f "$prefix.$l"; done
	i=0
	while test "$i" -lt "$runs"; do
		for l in $labels; do "$fn" "$l" "$@"; done
		i=$((i + 1))
	done
}

# stat FILE COLUMN: "median min max" of a column of runt's lines.
stat() {
	awk -v c="$2" '{ print $c }' "$1" | sort -g | awk '
		{ v[NR] = $1 }
		END {
			m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
			printf "%s %s %s\n", m, v[1], v[NR]
		}'
}
med() { stat "$1" "$2" | awk '{ print $1 }'; }

# Field N of the first line of FILE (the call counts printed by calls.c).
field() { awk -v n="$2" 'NR == 1 { print $n }' "$1"; }

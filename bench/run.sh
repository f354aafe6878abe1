#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# bench/run.sh TOP_BUILDDIR SRCDIR: libgmon against glibc's gprof runtime.
#
# Every workload is built four ways:
#   plain   cc -O2                  no profiling
#   glibc   cc -O2 -pg              the C library's gcrt1.o and mcount
#   libgmon gmon-cc -O2             libgmon's gcrt1.o and mcount
#   floor   -pg code, mcount = ret  the call itself and the forced frame
# and the variants run alternately (A B C D A B C D ...) after one
# warm-up round, so slow drift of the machine hits all of them alike.
# Medians and min-max are printed as a Markdown table (bench/RESULTS.md
# shows one).  Timings are reported here only: nothing passes or fails
# on them.
#
# Environment: CC (default cc), BENCH_RUNS (default 11), BENCH_QUICK=1 (3
# runs and smaller inputs, a smoke run of a minute or two), BENCH_ONLY
# (space-separated list of sections to run: micro ir threads gzip sqlite
# tick text dump cross perf scale stacks ranks hpcc arcmem), BENCH_CACHE
# (where the gzip, SQLite and HPC Challenge sources are kept; default
# under the build tree).
set -eu

top=$(cd "${1:-.}" && pwd)
src=$(cd "${2:-.}" && pwd)
cc=${CC:-cc}
quick=${BENCH_QUICK:-0}
if test "$quick" = 1; then runs=${BENCH_RUNS:-3}; else runs=${BENCH_RUNS:-11}; fi
only=${BENCH_ONLY:-micro ir threads gzip sqlite tick text dump cross perf scale stacks ranks hpcc arcmem}
work=$top/bench/work
cache=${BENCH_CACHE:-$work/cache}
bin=$work/bin
res=$work/res
rm -rf "$res" "$work/run"
mkdir -p "$bin" "$res" "$work/run" "$cache" "$work/floor"

say() { printf '%s\n' "$*" >&2; }
has() { case " $only " in *" $1 "*) return 0 ;; esac; return 1; }

# ---- tools and the three compilers -------------------------------------

$cc -O2 -o "$bin/runt" "$src/bench/runt.c"

# The floor is driven by gmon-cc itself, pointed at a library holding only
# the empty entry points and at the C library's plain start files.
# (The library is replaced only when it changes: gzip and SQLite are
# rebuilt when the library they link is newer than they are, see stale.)
$cc -O2 -fno-pie -c -o "$work/floor/null-mcount.new.o" "$src/bench/null-mcount.c"
if ! cmp -s "$work/floor/null-mcount.new.o" "$work/floor/null-mcount.o"; then
	mv "$work/floor/null-mcount.new.o" "$work/floor/null-mcount.o"
	rm -f "$work/floor/libgmon.a"
	ar rc "$work/floor/libgmon.a" "$work/floor/null-mcount.o"
fi
rm -f "$work/floor/null-mcount.new.o"
cp "$($cc -print-file-name=Scrt1.o)" "$work/floor/gcrt1.o"
r=$($cc -print-file-name=rcrt1.o)
test -f "$r" && cp "$r" "$work/floor/grcrt1.o"

cat > "$bin/cc-libgmon" <<EOF
#!/bin/sh
GMON_CC_LIBDIR='$top' GMON_CC_CRTDIR='$top/crt' GMON_CC_INCDIR='$src/include' \
GMON_CC='$cc' exec '$top/tools/gmon-cc' "\$@"
EOF
cat > "$bin/cc-floor" <<EOF
#!/bin/sh
GMON_CC_LIBDIR='$work/floor' GMON_CC_CRTDIR='$work/floor' \
GMON_CC_INCDIR='$src/include' GMON_CC='$cc' exec '$top/tools/gmon-cc' "\$@"
EOF
cat > "$bin/cc-glibc" <<EOF
#!/bin/sh
exec $cc -pg "\$@"
EOF
cat > "$bin/cc-plain" <<EOF
#!/bin/sh
exec $cc "\$@"
EOF
chmod +x "$bin"/cc-*

# build NAME VARIANTS FLAGS-AND-SOURCES...: bin/NAME.VARIANT for each
build() {
	name=$1 variants=$2
	shift 2
	for v in $variants; do
		"$bin/cc-$v" -O2 -o "$bin/$name.$v" "$@"
	done
}

# bare NAME: bin/NAME.bare, a copy of bin/NAME.libgmon whose profiling
# entry points return at once (x86: a `ret' written over their first
# byte).  Same file, same addresses, same start-up, sampling and exit
# write as libgmon: only the counting is gone.  So libgmon - bare is what
# mcount's work costs, free of the code-layout effects that come with
# any other link (the floor links other start files and another library,
# which moves every function of the program).
bare() {
	f=$bin/$1.libgmon
	cp "$f" "$bin/$1.bare"
	for sym in mcount __fentry__; do
		a=$(nm "$f" | awk -v s=$sym '$3 == s { print $1; exit }')
		test -n "$a" || continue
		off=$(objdump -d -F --start-address=0x$a \
			--stop-address=$(printf '0x%x' $((0x$a + 1))) "$f" |
			sed -n 's/.*(File Offset: \(0x[0-9a-f]*\)).*/\1/p' | head -n 1)
		test -n "$off" || { say "bench: no file offset for $sym in $f"; exit 1; }
		printf '\303' | dd of="$bin/$1.bare" bs=1 seek=$((off)) conv=notrunc \
			status=none
	done
}

# stale NAME VARIANT: whether bin/NAME.VARIANT (a program that takes long
# to build, kept between runs) must be built again: it is missing, or
# older than the runtime it links.
stale() {
	test -x "$bin/$1.$2" || return 0
	case $2 in
	libgmon) test "$top/libgmon.a" -nt "$bin/$1.$2" ;;
	floor) test "$work/floor/libgmon.a" -nt "$bin/$1.$2" ;;
	*) return 1 ;;
	esac
}

# ---- running ------------------------------------------------------------

. "$src/bench/lib.sh"

# One run of LABEL (VARIANT, VARIANT@HZ or VARIANT%SECONDS, the last with
# GMON_DUMP_INTERVAL=SECONDS) of program NAME, appended to
# res/ROW.LABEL.  Each variant runs in a directory of its own, where its
# last gmon.out stays for the arc check.
run1() {
	label=$1 row=$2 name=$3
	shift 3
	v=${label%@*}
	d=$work/run/$row.$label
	mkdir -p "$d"
	rm -f "$d/gmon.out" "$d/gmon.stacks"
	case $label in
	*@*s) hz=${label#*@}
	     (cd "$d" && GMON_STACKS=1 GMON_HZ=${hz%s} "$bin/runt" "$res/$row.$label" "$bin/$name.$v" "$@") ;;
	*@*n) hz=${label#*@}
	     (cd "$d" && GMON_STACKS=0 GMON_HZ=${hz%n} "$bin/runt" "$res/$row.$label" "$bin/$name.$v" "$@") ;;
	*@*) (cd "$d" && GMON_HZ=${label#*@} "$bin/runt" "$res/$row.$label" "$bin/$name.$v" "$@") ;;
	*%*) v=${label%\%*}
	     (cd "$d" && GMON_DUMP_INTERVAL=${label#*%} "$bin/runt" "$res/$row.$label" "$bin/$name.$v" "$@") ;;
	*) (cd "$d" && "$bin/runt" "$res/$row.$label" "$bin/$name.$v" "$@") ;;
	esac
}

# measure ROW NAME "LABELS" ARGS...: warm-up, then $runs rounds.
measure() {
	row=$1 name=$2 labels=$3
	shift 3
	say "bench: $row ($runs rounds of: $labels)"
	alternate "$res/$row" "$labels" run1 "$row" "$name" "$@"
}

# Arc total of the last profile of ROW.LABEL ("-" where there is none).
arcsum() {
	f=$work/run/$1.$2/gmon.out
	if test -f "$f"; then
		"$top/gmon-dump" -s "$f" | awk '/^total:/ { print $(NF - 1) }'
	else
		echo -
	fi
}
samples() {
	"$top/gmon-dump" -s "$work/run/$1.$2/gmon.out" |
		awk '/^total:/ { print $5 }'
}

fmt_range() { awk '{ printf "%.3f (%.3f-%.3f)", $1, $2, $3 }'; }

# table ROW CALLS "LABELS": one Markdown row per label; overheads are the
# median minus the plain median, per exact call where CALLS > 0.
table() {
	row=$1 calls=$2 labels=$3
	pw=$(med "$res/$row.plain" 1)
	pc=$(med "$res/$row.plain" 2)
	for l in $labels; do
		f=$res/$row.$l
		w=$(med "$f" 1) c=$(med "$f" 2)
		case $l in bare) a=- ;; *) a=$(arcsum "$row" "$l") ;; esac
		printf '| %s | %s | %s | %s | ' "$row" "$l" \
			"$(stat "$f" 1 | fmt_range)" "$(stat "$f" 2 | fmt_range)"
		awk -v w="$w" -v c="$c" -v pw="$pw" -v pc="$pc" -v n="$calls" \
		    -v a="$a" -v l="$l" 'BEGIN {
			if (l == "plain") { printf "- | - | %s |\n", n; exit }
			if (n > 0)
				printf "%.2f | %.2f | ", (w - pw) * 1e9 / n, (c - pc) * 1e9 / n
			else
				printf "%.3f s | %.3f s | ", w - pw, c - pc
			if (a == "-") printf "- |\n"
			else if (a == n) printf "%s (exact) |\n", a
			else printf "%s (%+.3f%%) |\n", a, (a - n) * 100 / n
		}'
	done
}

# ratio ROW CALLS: the overhead ratios libgmon/glibc (and libgmon/floor,
# (libgmon - bare)/glibc where measured), from CPU time, and
# floor/glibc: the least libgmon/glibc that any mcount could show on
# this machine, since every mcount pays for the call, the return and the
# frame -pg forces.
ratio() {
	row=$1
	pc=$(med "$res/$row.plain" 2)
	gc=$(med "$res/$row.glibc" 2)
	lc=$(med "$res/$row.libgmon" 2)
	if test -f "$res/$row.floor"; then fc=$(med "$res/$row.floor" 2); else fc=; fi
	if test -f "$res/$row.bare"; then bc=$(med "$res/$row.bare" 2); else bc=; fi
	awk -v p="$pc" -v g="$gc" -v l="$lc" -v f="$fc" -v b="$bc" -v r="$row" 'BEGIN {
		printf "%s: libgmon/glibc overhead %.2f", r, (l - p) / (g - p)
		if (f != "")
			printf ", libgmon/floor overhead %.2f, floor/glibc overhead %.2f",
				(l - p) / (f - p), (f - p) / (g - p)
		if (b != "")
			printf ", (libgmon - bare)/glibc overhead %.2f", (l - b) / (g - p)
		printf "\n"
	}'
}

header() {
	printf '\n| workload | variant | wall s, median (min-max) | CPU s, median (min-max) | overhead ns/call, wall | overhead ns/call, CPU | arcs recorded (vs exact calls) |\n'
	printf '|---|---|---|---|---|---|---|\n'
}

out=$work/table.md
: > "$out"
emit() { tee -a "$out"; }

{
	printf '# libgmon benchmark\n\n'
	printf 'machine: %s, %s CPUs, %s\n' \
		"$(sed -n 's/^model name[^:]*: //p' /proc/cpuinfo | head -n 1)" \
		"$(nproc)" "$(uname -sr)"
	printf 'compiler: %s; C library: %s\n' "$($cc --version | head -n 1)" \
		"$(ldd --version 2>&1 | head -n 1)"
	printf 'runs: %s per variant, alternating, after one warm-up round%s\n' \
		"$runs" "$(test "$quick" = 1 && echo ' (BENCH_QUICK)')"
} | emit

all4="plain glibc libgmon floor"
cflags_calls="-fno-optimize-sibling-calls -pthread $src/bench/calls.c"

# ---- (a) micro: per-call cost in one thread ---------------------------

if test "$quick" = 1; then fibn=30 loopn=10000000; else fibn=34 loopn=40000000; fi
if has micro || has threads || has ir || has tick || has dump || has stacks; then
	build calls "$all4" $cflags_calls
fi

# On x86 the libgmon programs are also measured `bare' (see bare()); on
# x86-64 fib also through __fentry__ (-mfentry: the call comes before the
# prologue, and -pg then forces no frame pointer); plain is plain.
fentry=0 measured=$all4
case $($cc -dumpmachine) in
x86_64-*) fentry=1 measured="$all4 bare" ;;
i?86-*) measured="$all4 bare" ;;
esac
has_bare() { test "$measured" != "$all4"; }

if has micro; then
	has_bare && bare calls
	measure fib calls "$measured" fib $fibn 1
	measure loop calls "$measured" loop $loopn 1
	if test $fentry = 1; then
		build calls-fentry "glibc libgmon floor" -mfentry $cflags_calls
		cp "$bin/calls.plain" "$bin/calls-fentry.plain"
		bare calls-fentry
		measure fib-fentry calls-fentry "$measured" fib $fibn 1
	fi
	{
		printf '\n## (a) call-heavy micro benchmark, one thread\n'
		printf '\nfib = recursive fib(%s); loop = %s rounds of two noinline leaf calls' $fibn $loopn
		test $fentry = 1 && printf ';\nfib-fentry = fib built with -mfentry by every variant'
		printf '.\n'
		has_bare && printf 'bare = the libgmon program with mcount and __fentry__ patched to return at once.\n'
		header
		table fib "$(field "$res/fib.plain" 5)" "$measured"
		table loop "$(field "$res/loop.plain" 5)" "$measured"
		test $fentry = 1 &&
			table fib-fentry "$(field "$res/fib-fentry.plain" 5)" "$measured"
		printf '\n'
		ratio fib
		ratio loop
		test $fentry = 1 && ratio fib-fentry
	} | emit
fi

# ---- instructions per call (valgrind), which machine noise cannot move --

# Ir of one run under callgrind.
# (glibc's programs may die of a SIGPROF that valgrind delivers after
# _mcleanup; the shell's note of it is dropped: the count is in.)
irs() {
	d=${IRDIR:-$work/run/ir}
	mkdir -p "$d"
	( (cd "$d" && valgrind --tool=callgrind --callgrind-out-file=/dev/null \
		"$@" 2>&1 >/dev/null) | awk '/Collected :/ { print $NF }' ) 2>/dev/null
}

if has ir && command -v valgrind >/dev/null 2>&1; then
	say "bench: instructions per call under callgrind"
	{
		printf '\n## (a) instructions per profiled call (callgrind)\n'
		printf '\nIr(n2) - Ir(n1) over the calls between, minus the same for plain:\n'
		printf 'start-up and exit write cancel out.\n\n'
		printf '| workload | variant | Ir/call added | vs floor | vs glibc |\n|---|---|---|---|---|\n'
		for w in "fib 22 24" "loop 200000 400000"; do
			set -- $w
			k=$1 n1=$2 n2=$3
			c1=$(cd "$work/run" && "$bin/calls.plain" $k $n1 | awk '{ print $2 }')
			c2=$(cd "$work/run" && "$bin/calls.plain" $k $n2 | awk '{ print $2 }')
			for v in $all4; do
				eval "ir_$v=\$(( \$(irs \"\$bin/calls.$v\" $k $n2) - \$(irs \"\$bin/calls.$v\" $k $n1) ))"
			done
			for v in glibc libgmon floor; do
				eval "x=\$ir_$v"
				awk -v k="$k" -v v="$v" -v x="$x" -v p="$ir_plain" \
				    -v f="$ir_floor" -v g="$ir_glibc" -v n="$((c2 - c1))" 'BEGIN {
					d = (x - p) / n
					printf "| %s | %s | %.1f | %.2fx | %.2fx |\n", k, v, d,
						d / ((f - p) / n), d / ((g - p) / n)
				}'
			done
		done
	} | emit
fi

# ir_rows LABEL NAME "ARGS1" "ARGS2": Markdown rows of instructions per
# call added by each variant of program NAME under callgrind: the run on
# ARGS2 less the run on ARGS1 (split into words), over the calls between
# (the difference of libgmon's arc totals), less the same for plain.  As
# for the micro benchmarks, start-up and the exit write cancel out.
ir_rows() {
	row=$1 name=$2 small=$3 big=$4
	for v in $all4; do
		eval "ir1_$v=\$(IRDIR=\$work/run/ir1-$name.\$v irs \"\$bin/$name.\$v\" $small)"
		eval "ir2_$v=\$(IRDIR=\$work/run/ir2-$name.\$v irs \"\$bin/$name.\$v\" $big)"
		eval "ir_$v=\$((ir2_$v - ir1_$v))"
	done
	calls=$(( $(arcsum "ir2-$name" libgmon) - $(arcsum "ir1-$name" libgmon) ))
	for v in glibc libgmon floor; do
		eval "x=\$ir_$v"
		awk -v r="$row" -v v="$v" -v x="$x" -v p="$ir_plain" -v f="$ir_floor" \
		    -v g="$ir_glibc" -v n="$calls" 'BEGIN {
			d = (x - p) / n
			printf "| %s | %s | %.1f | %.2fx | %.2fx |\n", r, v, d,
				d / ((f - p) / n), d / ((g - p) / n)
		}'
	done
}

# ---- (c) threads: per-call cost as threads grow ------------------------

if has threads; then
	if test "$quick" = 1; then tn=5000000; else tn=20000000; fi
	for t in 1 2 4; do
		measure "loop-${t}t" calls "$all4" loop $tn $t
	done
	{
		printf '\n## (c) threads: loop of %s rounds in each of 1, 2, 4 threads (%s CPUs)\n' $tn "$(nproc)"
		printf '\nCPU overhead per call is the cost the threads pay together; wall time\n'
		printf 'grows past %s threads because the machine has %s CPUs.\n' "$(nproc)" "$(nproc)"
		header
		for t in 1 2 4; do
			table "loop-${t}t" "$(field "$res/loop-${t}t.plain" 5)" "$all4"
		done
		printf '\n'
		for t in 1 2 4; do ratio "loop-${t}t"; done
		awk -v a="$(med "$res/loop-4t.libgmon" 2)" -v ap="$(med "$res/loop-4t.plain" 2)" \
		    -v b="$(med "$res/loop-1t.libgmon" 2)" -v bp="$(med "$res/loop-1t.plain" 2)" 'BEGIN {
			printf "libgmon per-call CPU overhead, 4 threads / 1 thread: %.2f\n", ((a - ap) / 4) / (b - bp)
		}'
	} | emit
fi

# ---- (b) a real program: GNU gzip -------------------------------------

if has gzip; then
	say "bench: gzip (fetch, configure, build four ways)"
	gz=$cache/gzip
	sh "$src/tests/fetch-source.sh" gzip "$cache" >&2
	input=$work/gzip-input.tar
	if ! test -f "$input"; then
		tarball=$(ls "$cache"/.apt-state/gzip_*.orig.tar.* | grep -v '\.asc$' | head -n 1)
		case $tarball in
		*.xz) xz -dc "$tarball" ;;
		*.gz) gzip -dc "$tarball" ;;
		*) cat "$tarball" ;;
		esac > "$input"
		if test "$quick" = 1; then
			head -c 2000000 "$input" > "$input.tmp" && mv "$input.tmp" "$input"
		fi
	fi
	conf=$work/gzip-conf
	if ! test -f "$conf/config.status"; then
		rm -rf "$conf"
		cp -pR "$gz" "$conf"
		(cd "$conf" && ./configure -q CC="$cc" CFLAGS=-O2 >/dev/null)
	fi
	for v in $all4; do
		if stale gzip $v; then
			rm -rf "$work/gzip-$v"
			cp -pR "$conf" "$work/gzip-$v"
			(cd "$work/gzip-$v" && make -s -j2 CC="$bin/cc-$v" CFLAGS=-O2 \
				>/dev/null 2>&1) || { say "bench: gzip.$v failed to build"; exit 1; }
			cp "$work/gzip-$v/gzip" "$bin/gzip.$v"
		fi
	done
	has_bare && bare gzip
	measure gzip-9 gzip "$measured" -9 -c "$input"
	measure gzip-1 gzip "$measured" -1 -c "$input"
	{
		printf '\n## (b) GNU gzip %s, built from its Debian source package\n' \
			"$("$bin/gzip.plain" --version | head -n 1 | awk '{ print $NF }')"
		printf '\ngzip-9 = `gzip -9 -c` of the upstream gzip tarball, uncompressed (%s bytes);\n' \
			"$(wc -c < "$input")"
		printf 'gzip-1 = `gzip -1 -c` of the same.  Calls = the arc total of the last\n'
		printf "libgmon profile (exact by design; glibc's must match it in one thread).\n"
		printf '(Decompression is left out: gzip -d makes a few hundred calls in all.)\n'
		has_bare && printf 'bare: the libgmon gzip with its mcount patched to return, as in (a).\n'
		header
		for r in gzip-9 gzip-1; do
			table $r "$(arcsum $r libgmon)" "$measured"
		done
		printf '\n'
		ratio gzip-9
		ratio gzip-1
	} | emit
	if has ir && command -v valgrind >/dev/null 2>&1; then
		say "bench: gzip instructions per call under callgrind"
		head -c 750000 "$input" > "$work/gzip-ir1.tar"
		head -c 1500000 "$input" > "$work/gzip-ir2.tar"
		{
			printf '\nInstructions per call, `gzip -9` under callgrind: the first\n'
			printf '1,500,000 bytes less the first 750,000, over the calls between, so\n'
			printf 'that start-up and the exit write cancel out:\n\n'
			printf '| workload | variant | Ir/call added | vs floor | vs glibc |\n|---|---|---|---|---|\n'
			ir_rows gzip-9 gzip "-9 -c $work/gzip-ir1.tar" "-9 -c $work/gzip-ir2.tar"
		} | emit
	fi
fi

# ---- (b) a second real program: the SQLite shell ----------------------

if has sqlite; then
	say "bench: sqlite (fetch, make the amalgamation, build four ways)"
	sq=$cache/sqlite3
	sh "$src/tests/fetch-source.sh" sqlite3 "$cache" >&2
	amal=$work/sqlite-amal
	if ! test -f "$amal/sqlite3.c" || ! test -f "$amal/shell.c"; then
		rm -rf "$amal"
		mkdir -p "$amal"
		(cd "$amal" && "$sq/configure" -q CC="$cc" >/dev/null &&
		 make -s sqlite3.c shell.c >/dev/null 2>&1) ||
			{ say "bench: the SQLite amalgamation failed (tclsh?)"; exit 1; }
	fi
	for v in $all4; do
		stale sqlite $v || continue
		"$bin/cc-$v" -O2 -DSQLITE_THREADSAFE=0 -DSQLITE_OMIT_LOAD_EXTENSION \
			-o "$bin/sqlite.$v" "$amal/shell.c" "$amal/sqlite3.c" -lm ||
			{ say "bench: sqlite.$v failed to build"; exit 1; }
	done
	if test "$quick" = 1; then rows=50000; else rows=200000; fi
	sed "s/ROWS/$rows/" "$src/bench/sqlite.sql" > "$work/sqlite.sql"
	sed "s/ROWS/25000/" "$src/bench/sqlite.sql" > "$work/sqlite-ir1.sql"
	sed "s/ROWS/50000/" "$src/bench/sqlite.sql" > "$work/sqlite-ir2.sql"
	has_bare && bare sqlite
	measure sqlite sqlite "$measured" -batch -init "$work/sqlite.sql" :memory: .quit
	{
		printf '\n## (b) the SQLite %s shell, built from its Debian source package\n' \
			"$("$bin/sqlite.plain" -version | awk '{ print $1 }')"
		printf '\nThe amalgamation (sqlite3.c, shell.c) compiled four ways, running\n'
		printf 'bench/sqlite.sql on a %s-row table in memory: inserts, an index,\n' "$rows"
		printf 'aggregates, a join, sorts, an update, a LIKE scan.  Calls = the arc\n'
		printf "total of the last libgmon profile.\n"
		has_bare && printf 'bare: the libgmon shell with its mcount patched to return, as in (a).\n'
		header
		table sqlite "$(arcsum sqlite libgmon)" "$measured"
		printf '\n'
		ratio sqlite
	} | emit
	if has ir && command -v valgrind >/dev/null 2>&1; then
		say "bench: sqlite instructions per call under callgrind"
		{
			printf '\nInstructions per call under callgrind: the same on 50000 rows less\n'
			printf 'on 25000, over the calls between:\n\n'
			printf '| workload | variant | Ir/call added | vs floor | vs glibc |\n|---|---|---|---|---|\n'
			ir_rows sqlite sqlite "-batch -init $work/sqlite-ir1.sql :memory: .quit" \
				"-batch -init $work/sqlite-ir2.sql :memory: .quit"
		} | emit
	fi
fi

# ---- (d) sampling cost per tick ---------------------------------------

# The sampled call stacks (on by default; label suffix `s': GMON_STACKS=1,
# `n': GMON_STACKS=0): the CPU they add at 100 and 1000 Hz against the
# same rate without them (every other section runs the default), the stacks
# file's size and the stack tables' memory (GMON_VERBOSE's line).
stacks_row() {
	row=$1
	for hz in 100 1000; do
		a=$(med "$res/$row.libgmon@${hz}n" 2) b=$(med "$res/$row.libgmon@${hz}s" 2)
		f=$work/run/$row.libgmon@${hz}s/gmon.stacks
		size=$(wc -c < "$f" 2>/dev/null || echo -)
		mem=$(cd "$work/run/$row.libgmon@${hz}s" && shift 0 &&
			eval "GMON_STACKS=1 GMON_VERBOSE=1 GMON_HZ=$hz \"\$bin/$2\" $3" 2>&1 >/dev/null |
			sed -n 's/.*call stacks: \([0-9]*\) distinct.*, \([0-9]*\) KiB.*/\1 stacks, \2 KiB/p')
		printf '| %s | %s Hz | %s | %s | %s | %+.2f %% | %s | %s |\n' "$row" $hz \
			"$(stat "$res/$row.plain" 2 | fmt_range)" \
			"$(stat "$res/$row.libgmon@${hz}n" 2 | fmt_range)" \
			"$(stat "$res/$row.libgmon@${hz}s" 2 | fmt_range)" \
			"$(awk -v a="$a" -v b="$b" 'BEGIN { print (a > 0 ? 100 * (b - a) / a : 0) }')" \
			"$size" "${mem:-under 1 MiB}"
	done
}

if has stacks; then
	# runs of a second or so: a stacks cost of 1 % is 10 ms
	if test "$quick" = 1; then sfib=36 sdeep=40000000; else sfib=40 sdeep=200000000; fi
	labels="plain libgmon@100n libgmon@100s libgmon@1000n libgmon@1000s"
	measure stacks-fib calls "$labels" fib $sfib 1
	measure stacks-deep calls "$labels" deep $sdeep 1
	sq=
	if test -x "$bin/sqlite.libgmon" && test -f "$work/sqlite.sql"; then
		cp "$bin/sqlite.plain" "$bin/sqlite-s.plain"
		cp "$bin/sqlite.libgmon" "$bin/sqlite-s.libgmon"
		# rows for about $ssecs s of the profiled shell's CPU, from a
		# run on (b)'s rows: a cost of 1 % must stand out of the noise
		if test "$quick" = 1; then ssecs=1; else ssecs=3; fi
		run1 libgmon stacks-sqlite-size sqlite-s -batch -init "$work/sqlite.sql" :memory: .quit
		srows=$(awk -v c="$(med "$res/stacks-sqlite-size.libgmon" 2)" \
			-v r="$(sed -n 's/.* i < \([0-9]*\)).*/\1/p' "$work/sqlite.sql")" \
			-v s="$ssecs" 'BEGIN { n = c > 0 ? int(r * s / c) : r;
				print (n > r ? n : r) }')
		sed "s/ROWS/$srows/" "$src/bench/sqlite.sql" > "$work/sqlite-stacks.sql"
		measure stacks-sqlite sqlite-s "$labels" -batch -init "$work/sqlite-stacks.sql" :memory: .quit
		sq=1
	fi
	{
		printf '\n## (s) sampled call stacks: on (the default) against GMON_STACKS=0 at the same rate\n'
		printf '\nstacks-fib = calls fib %s; stacks-deep = calls deep %s (the loop at the\n' $sfib $sdeep
		printf 'bottom of a 1000-deep recursion: every sample walks 128 frames, the\n'
		printf 'depth limit, and is marked truncated); stacks-sqlite = the SQLite shell\n'
		printf 'of (b), when that section has built it, on %s rows (about %s s of the\n' "${srows:--}" "${ssecs:--}"
		printf 'profiled shell'"'"'s CPU, sized from (b)).  CPU s, median (min-max).\n\n'
		printf '| workload | rate | plain | libgmon, GMON_STACKS=0 | libgmon, stacks | stacks cost | stacks file, bytes | stack tables |\n'
		printf '|---|---|---|---|---|---|---|---|\n'
		stacks_row stacks-fib calls.libgmon "fib $sfib 1"
		stacks_row stacks-deep calls.libgmon "deep $sdeep 1"
		test -n "$sq" && stacks_row stacks-sqlite sqlite-s.libgmon \
			"-batch -init '$work/sqlite-stacks.sql' :memory: .quit"
	} | emit
fi

if has tick; then
	if test "$quick" = 1; then sn=300000000; else sn=1000000000; fi
	labels="plain glibc libgmon@100 libgmon@1000 libgmon@10000"
	measure spin calls "$labels" spin $sn 1
	{
		printf '\n## (d) sampling: a loop with no calls, %s rounds\n' $sn
		printf "\nglibc samples at its fixed rate (profil at 100 Hz); libgmon at GMON_HZ.\n"
		printf 'A CPU-time timer is checked at the kernel tick, so at high rates ticks\n'
		printf 'arrive merged; libgmon counts the merged ones (si_overrun), so samples\n'
		printf 'can exceed the signals that were delivered.  The overhead of a few\n'
		printf 'hundred samples is below the run-to-run noise (see min-max).\n\n'
		printf '| workload | variant | CPU s, median (min-max) | CPU overhead | samples in profile | us per sample |\n|---|---|---|---|---|---|\n'
		pc=$(med "$res/spin.plain" 2)
		for l in $labels; do
			c=$(med "$res/spin.$l" 2)
			if test "$l" = plain; then s=0; else s=$(samples spin "$l"); fi
			printf '| spin | %s | %s | ' "$l" "$(stat "$res/spin.$l" 2 | fmt_range)"
			awk -v c="$c" -v p="$pc" -v s="$s" 'BEGIN {
				per = "-"
				if (s >= 1000)
					per = sprintf("%.2f", (c - p) * 1e6 / s)
				else if (s > 0)
					per = "(too few to tell)"
				printf "%.2f%% | %s | %s |\n", (c - p) * 100 / p, s, per
			}'
		done
	} | emit
fi

# ---- (e) start-up, exit write and memory for big text -------------------

if has text; then
	for mb in 1 10; do
		nf=$((mb * 1000))
		sh "$src/bench/gen-text.sh" $nf $((mb * 1000000)) > "$work/text$mb.c"
		build "text$mb" "plain glibc libgmon" "$work/text$mb.c"
		measure "text${mb}mb" "text$mb" "plain glibc libgmon"
	done
	{
		printf '\n## (e) start-up and exit write for big text\n'
		printf "\nGenerated programs (bench/gen-text.sh): N functions of about 1 KB each,\n"
		printf "each called once and calling one helper (2N arcs); a run is start-up,\nthe calls and the exit write.\n\n"
		printf '| workload | variant | text bytes | wall s, median (min-max) | start+exit over plain, ms | peak RSS KiB, median | RSS over plain, KiB | gmon.out bytes |\n|---|---|---|---|---|---|---|---|\n'
		for mb in 1 10; do
			r=text${mb}mb
			pw=$(med "$res/$r.plain" 1)
			pr=$(med "$res/$r.plain" 3)
			for l in plain glibc libgmon; do
				f=$res/$r.$l
				t=$(size -A "$bin/text$mb.$l" | awk '$1 == ".text" { print $2 }')
				o=$work/run/$r.$l/gmon.out
				ob=-; test -f "$o" && ob=$(wc -c < "$o")
				printf '| %s | %s | %s | %s | ' "$r" "$l" "$t" "$(stat "$f" 1 | fmt_range)"
				awk -v w="$(med "$f" 1)" -v pw="$pw" -v r="$(med "$f" 3)" \
				    -v pr="$pr" -v ob="$ob" 'BEGIN {
					printf "%.2f | %d | %d | %s |\n", (w - pw) * 1e3, r, r - pr, ob
				}'
			done
		done
	} | emit
fi

# ---- (f) periodic snapshots: what GMON_DUMP_INTERVAL costs ------------

if has dump; then
	if test "$quick" = 1; then dn=1500000000; else dn=6000000000; fi
	dlabels="plain libgmon libgmon%1"
	measure dump calls "$dlabels" spin $dn 1
	for mb in 1 10; do
		test -x "$bin/text$mb.libgmon" || {
			sh "$src/bench/gen-text.sh" $((mb * 1000)) $((mb * 1000000)) > "$work/text$mb.c"
			build "text$mb" "libgmon" "$work/text$mb.c"
		}
		measure "snap${mb}mb" "text$mb" "libgmon"
	done
	{
		printf '\n## (f) periodic snapshots (GMON_DUMP_INTERVAL)\n'
		printf '\nspin = the loop of (d), %s rounds, with no snapshots and with one a\n' $dn
		printf 'second (libgmon%%1).  A snapshot costs what the exit write costs, so\n'
		printf 'for a big program the start+exit figure of (e) bounds it (snap rows:\n'
		printf 'start-up and the exit write of the generated programs).\n\n'
		printf '| workload | variant | wall s, median (min-max) | CPU s, median (min-max) | CPU over libgmon |\n|---|---|---|---|---|\n'
		base=$(med "$res/dump.libgmon" 2)
		for l in $dlabels; do
			printf '| spin | %s | %s | %s | ' "$l" "$(stat "$res/dump.$l" 1 | fmt_range)" \
				"$(stat "$res/dump.$l" 2 | fmt_range)"
			awk -v c="$(med "$res/dump.$l" 2)" -v b="$base" -v l="$l" 'BEGIN {
				if (l == "plain") print "- |"
				else printf "%+.2f%% |\n", (c - b) * 100 / b
			}'
		done
		for mb in 1 10; do
			o=$work/run/snap${mb}mb.libgmon/gmon.out
			printf '| snap%smb (start + one write of %s bytes) | libgmon | %s | %s | - |\n' \
				"$mb" "$(wc -c < "$o")" "$(stat "$res/snap${mb}mb.libgmon" 1 | fmt_range)" \
				"$(stat "$res/snap${mb}mb.libgmon" 2 | fmt_range)"
		done
	} | emit
fi

# ---- (g) every architecture under qemu-user ---------------------------

if has cross; then
	# not piped: a failure of cross.sh must stop the run (set -e)
	CC=$cc BENCH_QUICK=$quick BENCH_WORK=$work \
		sh "$src/bench/cross.sh" "$top" "$src" > "$work/cross.md"
	emit < "$work/cross.md"
fi

# ---- (h) a clock without signals: perf events evaluated ---------------

if has perf; then
	$cc -O2 -pthread -o "$bin/perf-eval" "$src/bench/perf-eval.c"
	if test "$quick" = 1; then pr=30000; else pr=100000; fi
	# perf1 LABEL THREADS ROUNDS: one run of bench/perf-eval, its line kept
	perf1() { "$bin/perf-eval" "$1" "$2" "$3" >> "$res/perf$2.$1"; }
	for pt in 4 1000; do
		if test "$pt" = 4; then n=$pr; else n=$((pr / 500)); fi
		say "bench: perf$pt ($runs rounds of: none timer perf)"
		alternate "$res/perf$pt" "none timer perf" perf1 "$pt" "$n"
	done
	{
		printf '
## (h) sampling threads that block signals: perf events against a timer
'
		printf '
bench/perf-eval: THREADS workers that block every signal and the main
'
		printf 'thread run a fixed loop; sampled at 1 kHz by a process CPU-time timer
'
		printf '(signals) or by a task-clock perf event per thread (ring buffers).
'
		printf 'Coverage = samples x 1 ms / CPU time.

'
		printf '| threads | clock | CPU s, median (min-max) | CPU over none | coverage %%, median |
|---|---|---|---|---|
'
		for pt in 4 1000; do
			base=$(med "$res/perf$pt.none" 3)
			for l in none timer perf; do
				printf '| %s | %s | %s | ' "$pt" "$l" "$(stat "$res/perf$pt.$l" 3 | fmt_range)"
				awk -v c="$(med "$res/perf$pt.$l" 3)" -v b="$base" -v l="$l" \
					-v cov="$(med "$res/perf$pt.$l" 5)" 'BEGIN {
					if (l == "none") printf "- | - |\n"
					else printf "%+.2f%% | %s |\n", (c - b) * 100 / b, cov
				}'
			done
		done
	} | emit
fi

# ---- (i) scale: threads alive at once, many plugins, a moving plugin ---

if has scale; then
	if test "$quick" = 1; then sn=5000 pn=100 mn=300; else sn=20000 pn=300 mn=1500; fi
	slabels="plain glibc libgmon"
	build scale "$slabels" -pthread "$src/bench/scale.c" -ldl
	# each variant's plugins, built its way, next to its program
	for v in $slabels; do
		d=$bin/scale.$v.plugins
		rm -rf "$d"
		mkdir -p "$d"
		i=0
		while test $i -lt $pn; do
			"$bin/cc-$v" -O2 -fPIC -shared -DPAD="\"$i\"" \
				-o "$d/libp$i.so" "$src/bench/plugin.c"
			i=$((i + 1))
		done
	done
	measure scale-threads scale "$slabels" threads $sn
	measure scale-plugins scale "$slabels" plugins $pn
	measure scale-moving scale "$slabels" moving $mn
	{
		printf '\n## (i) scale: threads alive at once, plugins, a plugin that moves\n'
		printf '\nbench/scale.c: threads = %s threads alive at once, each making 100\n' $sn
		printf 'calls; plugins = %s -pg plugins (bench/plugin.c, each of its own size)\n' $pn
		printf 'opened, called and closed; moving = %s rounds of opening, calling and\n' $mn
		printf 'closing one plugin, with a page held where it was, so that it loads\n'
		printf 'somewhere else each round.  glibc profiles no plugin at all.\n\n'
		printf '| workload | variant | wall s, median (min-max) | CPU s, median (min-max) | wall over plain, s |\n|---|---|---|---|---|\n'
		for r in scale-threads scale-plugins scale-moving; do
			pw=$(med "$res/$r.plain" 1)
			for l in $slabels; do
				f=$res/$r.$l
				printf '| %s | %s | %s | %s | ' "$r" "$l" \
					"$(stat "$f" 1 | fmt_range)" "$(stat "$f" 2 | fmt_range)"
				awk -v w="$(med "$f" 1)" -v pw="$pw" -v l="$l" 'BEGIN {
					if (l == "plain") print "- |"
					else printf "%.3f |\n", w - pw
				}'
			done
		done
		printf '\n'
		for r in scale-threads scale-plugins scale-moving; do
			awk -v r="$r" -v p="$(med "$res/$r.plain" 1)" \
			    -v g="$(med "$res/$r.glibc" 1)" -v l="$(med "$res/$r.libgmon" 1)" 'BEGIN {
				printf "%s: libgmon/glibc wall time %.2f\n", r, l / g
			}'
		done
	} | emit
fi

# ---- (j) ranks: an MPI job's per-rank files, summed and tabled --------

if has ranks && command -v mpirun >/dev/null; then
	d=$work/run/ranks
	rm -rf "$d"
	mkdir -p "$d"
	OMPI_CC="$bin/cc-libgmon" mpicc -O1 -fopenmp -o "$d/prog" \
		"$src/tests/progs/mpi_ranks.c"
	if test "$quick" = 1; then sizes="4 16"; else sizes="8 16 32 64"; fi
	for n in $sizes; do
		mkdir -p "$d/$n"
		(cd "$d/$n" && OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 \
			mpirun --oversubscribe -np "$n" ../prog 0.5 >/dev/null)
	done
	{
		printf '\n## (j) ranks: gmon-dump over an MPI job'"'"'s per-rank files\n'
		printf '\ntests/progs/mpi_ranks.c under mpirun --oversubscribe -np N (2 CPUs),\n'
		printf 'one gmon.rankR.out per rank; gmon-dump --sum and --ranks over all N\n'
		printf 'files (/usr/bin/time: wall seconds, maximum resident set).\n\n'
		printf '| ranks | files, KiB | --sum wall s | --sum max RSS, KiB | --ranks wall s | --ranks max RSS, KiB |\n|---|---|---|---|---|---|\n'
		for n in $sizes; do
			cd "$d/$n"
			kib=$(du -ck gmon.rank*.out | tail -1 | cut -f1)
			s=$( { /usr/bin/time -f '%e %M' "$top/gmon-dump" --sum -o sum.out gmon.rank*.out; } 2>&1 | tail -1)
			r=$( { /usr/bin/time -f '%e %M' "$top/gmon-dump" --ranks ../prog gmon.rank*.out >/dev/null; } 2>&1 | tail -1)
			printf '| %s | %s | %s | %s | %s | %s |\n' "$n" "$kib" \
				${s% *} ${s#* } ${r% *} ${r#* }
			cd "$top"
		done
	} | emit
fi

# ---- (k) hpcc: HPC Challenge's CPU time, three builds through mpicc ----

if has hpcc; then
	. "$src/bench/hpcc.sh"
fi

# ---- (l) arcmem: the memory of a million distinct arcs ---------------

if has arcmem; then
	d=$work/run/arcmem
	rm -rf "$d"
	mkdir -p "$d"
	for size in "1000 1000" "200 200"; do
		n=$(echo $size | tr ' ' x)
		sh "$src/tests/progs/distinct_arcs.sh" $size > "$d/arcs$n.c"
		"$bin/cc-plain" -O1 -o "$d/plain$n" "$d/arcs$n.c"
		"$bin/cc-libgmon" -O1 -o "$d/libgmon$n" "$d/arcs$n.c"
	done
	if test "$quick" = 1; then secs="0 2"; else secs="0 2 8"; fi
	# row SIZE SECS: one line of the table
	row() {
		p=$(cd "$d" && "./plain$1" "$2")
		l=$(cd "$d" && "./libgmon$1" "$2")
		echo "$p $l" | awk -v n="$1" -v s="$2" '{
			split(n, k, "x"); arcs = k[1] * k[2] + k[1] + 1
			printf "| %s | %d | %s | %s | %s | %s | %.0f | %.1f | %.1f |\n",
				n, arcs, s, $8, $4, $10, ($10 - $4) * 1024 / arcs,
				$6, $12 - $6
		}'
	}
	{
		printf '\n## (l) arcmem: a million distinct arcs in one thread\n'
		printf '\ntests/progs/distinct_arcs.sh 1000 1000: 1000 callers each calling\n'
		printf '1000 callees through pointers, 1,001,001 distinct arcs, in rounds\n'
		printf 'of every call for at least the CPU seconds given (two rounds at\n'
		printf 'least).  Peak resident memory (VmHWM, read by the program itself)\n'
		printf 'of the libgmon build over the plain one, per arc (glibc'"'"'s\n'
		printf 'runtime overflows its arc table here and writes no profile), and\n'
		printf 'the CPU time per call of the rounds after the first: the plain\n'
		printf 'program'"'"'s, and what libgmon adds.  A table'"'"'s array holds 65,536\n'
		printf 'arcs; the others (93 %% here) are counted in C, in its spill.  200 x\n'
		printf '200 (40,201 arcs, all in the array) for the cost of a call there.\n\n'
		printf '| callers x callees | arcs | CPU s asked | rounds | plain KiB | libgmon KiB | bytes per arc | plain ns/call | libgmon adds ns/call |\n'
		printf '|---|---|---|---|---|---|---|---|---|\n'
		for s in $secs; do
			row 1000x1000 "$s"
		done
		row 200x200 2
	} | emit
fi

say "bench: table in $out"

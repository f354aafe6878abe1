/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * MPI jobs as users build them: Open MPI's wrappers running libgmon's
 * drivers (OMPI_CC=gmon-cc mpicc, OMPI_FC=gmon-fortran mpifort) and
 * gmon-cc running the wrapper (GMON_CC=mpicc), four ranks under
 * `mpirun --oversubscribe', and the same with MPICH's wrappers
 * (MPICH_CC, MPICH_FC, GMON_CC=mpicc.mpich) under its mpirun.mpich: one
 * profile per rank, named by its rank, with exact counts; gmon-dump
 * --ranks shows the known imbalance and --sum equals gprof -s.  The
 * ranks burn CPU time one after the other, so the imbalance is known
 * whatever the machine's load.  Last, a job whose ranks talk all the
 * time, fork and take snapshots: MPI's machinery leaves the profile
 * alone.
 */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

#define RANKS 4
#define UNIT_MS 150

/* Open MPI's mpirun for a test: root allowed, more ranks than cores
 * allowed. */
#define OMPI_RUN "OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 " \
	"OMPI_MCA_rmaps_base_oversubscribe=1 mpirun --oversubscribe -np 4"
/* MPICH's (Hydra): runs as root and oversubscribes as it is. */
#define MPICH_RUN "mpirun.mpich -np 4"

/* The rank's profile, as gprof reads it. */
static char *rank_report(const char *dir, int r)
{
	char *file = xasprintf("gmon.rank%d.out", r);
	char *rep;

	cr_assert(file_exists(xasprintf("%s/%s", dir, file)),
		  "no %s in %s", file, dir);
	rep = gprof_report(dir, "prog", file);
	free(file);
	return rep;
}

/* `function,lost,min,mean,max,imbalance,slowest,...' of fn in a CSV. */
static void csv_row(const char *csv, const char *fn, double *mean,
		    double *max, double *imbalance, char *slowest, size_t len)
{
	char *key = xasprintf("\"%s\",", fn);
	const char *row = strstr(csv, key);
	double lost, min;
	char s[64];

	cr_assert_not_null(row, "no %s in:\n%s", fn, csv);
	cr_assert_eq(sscanf(row + strlen(key), "%lf,%lf,%lf,%lf,%lf,\"%63[^\"]\"",
			    &lost, &min, mean, max, imbalance, s), 6, "%s", row);
	snprintf(slowest, len, "%s", s);
	free(key);
}

/*
 * The job's files: one per rank, exact `leaf' calls in each, burn's
 * time in proportion to r + 1 (--ranks), and --sum equal to gprof -s.
 */
static void check_job(const char *dir, const char *leaf, const char *burn,
		      unsigned long per, unsigned long burn_calls)
{
	char *csv, *sum_ours, *sum_gprof, slowest[64];
	double mean, max, imb;
	unsigned long total = 0;
	int r;

	cr_expect(!file_exists(xasprintf("%s/gmon.out", dir)),
		  "a rank wrote gmon.out");
	for (r = 0; r < RANKS; r++) {
		char *rep = rank_report(dir, r);
		unsigned long want = per * (r + 1) + r;

		cr_expect_eq(gprof_calls(rep, leaf), want,
			     "rank %d: %s calls, want %lu:\n%s", r, leaf, want, rep);
		cr_expect_eq(gprof_calls(rep, burn), burn_calls,
			     "rank %d: burn calls:\n%s", r, rep);
		total += want;
		free(rep);
	}
	csv = run_ok(dir, "%s --ranks --format=csv prog gmon.rank[0-3].out",
		     gmon_dump_cmd());
	csv_row(csv, burn, &mean, &max, &imb, slowest, sizeof slowest);
	/* burn's seconds are 1:2:3:4 by the ranks: max/mean = 4/2.5 */
	cr_expect(imb > 1.6 * 0.85 && imb < 1.6 * 1.15,
		  "imbalance %g, want 1.6:\n%s", imb, csv);
	cr_expect_str_eq(slowest, "3", "%s", csv);
	free(csv);
	run_ok(dir, "%s --sum -o sum.out gmon.rank[0-3].out && "
	       "gprof -s prog gmon.rank[0-3].out", gmon_dump_cmd());
	sum_ours = gprof_report(dir, "prog", "sum.out");
	sum_gprof = gprof_report(dir, "prog", "gmon.sum");
	cr_expect_str_eq(sum_ours, sum_gprof, "--sum and gprof -s differ");
	cr_expect_eq(gprof_calls(sum_ours, leaf), total, "%s", sum_ours);
	free(sum_ours);
	free(sum_gprof);
}

/*
 * A job in a fresh directory: `build' (a shell command making ./prog,
 * run after gmon_cc_exports() with $T the build tree's tools/ and $P
 * tests/progs/), then 4 ranks of it by `launch'.  Returns the directory.
 */
static char *run_job(const char *name, const char *tool, const char *build,
		     const char *launch)
{
	char *dir = work_dir("mpi", name);

	need_tool(tool, "deps/core.txt");
	free(run_ok(dir, "%s T='%s/tools' P='%s/tests/progs'; %s && %s ./prog %d",
		    gmon_cc_exports(), builddir_path(), srcdir_path(), build,
		    launch, UNIT_MS));
	return dir;
}

Test(mpi, c_openmp_ranks_with_ompi_cc, .timeout = 600)
{
	char *dir = run_job("ompi_cc", "mpicc", "OMPI_CC=\"$T/gmon-cc\" mpicc "
			    "-O1 -fopenmp \"$P/mpi_ranks.c\" -o prog", OMPI_RUN);

	/* the parallel loop's calls, both team threads' */
	check_job(dir, "leaf", "burn", 1000, 2);
	free(dir);
}

Test(mpi, c_with_gmon_cc_running_mpicc, .timeout = 600)
{
	char *dir = run_job("gmon_cc", "mpicc", "GMON_CC=mpicc \"$T/gmon-cc\" "
			    "-O1 -fopenmp \"$P/mpi_ranks.c\" -o prog", OMPI_RUN);

	check_job(dir, "leaf", "burn", 1000, 2);
	free(dir);
}

Test(mpi, fortran_ranks_with_ompi_fc, .timeout = 600)
{
	char *dir = run_job("ompi_fc", "mpifort", "OMPI_FC=\"$T/gmon-fortran\" "
			    "mpifort -O0 \"$P/mpi_ranks.f90\" -o prog", OMPI_RUN);

	check_job(dir, "__work_MOD_leaf", "__work_MOD_burn", 100, 1);
	free(dir);
}

/* MPICH beside Open MPI: its own wrappers and Hydra's mpirun, whose
 * ranks are told by PMI_RANK. */
Test(mpi, c_openmp_ranks_with_mpich_cc, .timeout = 600)
{
	char *dir = run_job("mpich_cc", "mpicc.mpich", "MPICH_CC=\"$T/gmon-cc\" "
			    "mpicc.mpich -O1 -fopenmp \"$P/mpi_ranks.c\" -o prog",
			    MPICH_RUN);

	check_job(dir, "leaf", "burn", 1000, 2);
	free(dir);
}

Test(mpi, c_with_gmon_cc_running_mpicc_mpich, .timeout = 600)
{
	char *dir = run_job("gmon_cc_mpich", "mpicc.mpich",
			    "GMON_CC=mpicc.mpich \"$T/gmon-cc\" -O1 -fopenmp "
			    "\"$P/mpi_ranks.c\" -o prog", MPICH_RUN);

	check_job(dir, "leaf", "burn", 1000, 2);
	free(dir);
}

Test(mpi, fortran_ranks_with_mpich_fc, .timeout = 600)
{
	char *dir = run_job("mpich_fc", "mpifort.mpich", "MPICH_FC="
			    "\"$T/gmon-fortran\" mpifort.mpich -O0 "
			    "\"$P/mpi_ranks.f90\" -o prog", MPICH_RUN);

	check_job(dir, "__work_MOD_leaf", "__work_MOD_burn", 100, 1);
	free(dir);
}

/* The launchers' variables, in the documented order, name the files;
 * GMON_OUT_PREFIX's form and a spawned job's names too. */
Test(mpi, rank_variables_name_the_files, .timeout = 300)
{
	char *dir = work_dir("mpi", "variables");

	build_program(dir, NULL, "-O1", "calls.c");
	run_ok(dir, "env OMPI_COMM_WORLD_RANK=5 PMIX_RANK=6 ./prog >/dev/null && "
	       "env PMIX_RANK=6 PMI_RANK=7 SLURM_PROCID=8 ./prog >/dev/null && "
	       "env PMI_RANK=7 SLURM_PROCID=8 ./prog >/dev/null && "
	       "env SLURM_PROCID=8 ./prog >/dev/null && "
	       "env PMI_RANK=x ./prog >/dev/null && "
	       "env SLURM_PROCID=9 GMON_OUT_PREFIX=p ./prog >/dev/null && "
	       "test -f gmon.rank5.out && test -f gmon.rank6.out && "
	       "test -f gmon.rank7.out && test -f gmon.rank8.out && "
	       "test -f gmon.out && ls p.rank9.[0-9]*");
	/* a spawned job's ranks: the PID too, where the name has none */
	run_ok(dir, "rm -f gmon*.out p.* && "
	       "env PMI_RANK=2 PMI_SPAWNED=1 ./prog >/dev/null && "
	       "env OMPI_COMM_WORLD_RANK=3 OMPI_PARENT_PORT=1.0:2 ./prog >/dev/null && "
	       "env OMPI_COMM_WORLD_RANK=3 OMPI_PARENT_PORT=1.0:2 "
	       "GMON_OUT_PREFIX=p ./prog >/dev/null && "
	       "env PMI_RANK=4 PMI_SPAWNED=0 ./prog >/dev/null && "
	       "env OMPI_PARENT_PORT=1.0:2 ./prog >/dev/null && "
	       "ls gmon.rank2.spawn[0-9]*.out gmon.rank3.spawn[0-9]*.out "
	       "p.rank3.[0-9]* gmon.rank4.out gmon.out && "
	       "test $(ls | grep -c 'spawn.*out$') = 2 && "
	       "ls gmon.rank2.spawn[0-9]*.stacks && test $(ls p.* | wc -l) = 1");
	free(dir);
}

/* --sum refuses another program's files; --ranks with one file; a
 * missing rank is said. */
Test(mpi, sum_and_ranks_edges, .timeout = 300)
{
	char *dir = work_dir("mpi", "edges"), *out;
	int st;

	build_program(dir, NULL, "-O1", "calls.c");
	run_ok(dir, "mv prog calls && "
	       "for r in 0 1 3; do SLURM_PROCID=$r ./calls >/dev/null; done");
	build_program(dir, NULL, "-O1", "dotted_first.c");
	run_ok(dir, "./prog >/dev/null");
	st = run(&out, dir, "%s --sum -o s.out gmon.rank0.out gmon.out",
		 gmon_dump_cmd());
	cr_expect_eq(st, 1, "%s", out);
	cr_expect(strstr(out, "not the same program") && count_lines(out) == 1,
		  "%s", out);
	free(out);
	out = run_ok(dir, "%s --ranks calls gmon.rank0.out", gmon_dump_cmd());
	cr_expect(strstr(out, " leaf\n") != NULL, "%s", out);
	free(out);
	st = run(&out, dir, "%s --ranks calls gmon.rank[0-3].out", gmon_dump_cmd());
	cr_expect_eq(st, 0, "%s", out);
	cr_expect(strstr(out, "no profile of rank 2") != NULL, "%s", out);
	free(out);
	free(dir);
}

/*
 * MPI's own machinery leaves the profile alone: ranks that pass 256 KiB
 * around a ring (the shared-memory transport's single-copy path) and
 * join an allreduce every round, with the library's progress threads
 * and signal handlers in place, a fork child that counts and ends with
 * _exit() (rank 1), system() (rank 2), and GMON_DUMP_INTERVAL snapshots
 * written during the traffic.  Every rank's file has exactly its own
 * calls and samples of its own work; nothing else is written.  With
 * `spawn', the job spawns a job of one process first (MPI_Comm_spawn),
 * whose rank 0 writes gmon.rank0.spawnPID.out beside the first rank 0's
 * file.
 */
static void traffic_job(const char *name, const char *build,
			const char *launch, int spawn)
{
	char *dir = work_dir("mpi", name), *out, *files;
	int r, n, rounds[RANKS] = { 0 }, seen[RANKS] = { 0 };
	const char *p;

	free(run_ok(dir, "%s T='%s/tools' P='%s/tests/progs'; %s",
		    gmon_cc_exports(), builddir_path(), srcdir_path(), build));
	out = run_ok(dir, "GMON_DUMP_INTERVAL=1 %s ./prog 0.2 gmon.rank%%s.out %s",
		     launch, spawn ? "spawn" : "");
	for (p = out; (p = strstr(p, "rank ")) != NULL; p++) {
		int rr, nn, ss;

		if (sscanf(p, "rank %d rounds %d snapshot %d", &rr, &nn, &ss) == 3 &&
		    rr >= 0 && rr < RANKS) {
			rounds[rr] = nn;
			seen[rr] = ss;
		}
	}
	files = run_ok(dir, "ls -A | grep -v '^gmon.rank0.spawn[0-9]*.out$' | "
		       "grep -v '^gmon.rank0.spawn[0-9]*.stacks$' | tr '\\n' ' '");
	cr_expect_str_eq(files, "gmon.rank0.out gmon.rank0.stacks gmon.rank1.out "
			 "gmon.rank1.stacks gmon.rank2.out gmon.rank2.stacks "
			 "gmon.rank3.out gmon.rank3.stacks prog ",
			 "files written: %s", files);
	n = rounds[0];
	for (r = 0; r < RANKS; r++) {
		char *rep;

		cr_assert(rounds[r] > 0 && rounds[r] == n,
			  "rank %d's rounds in:\n%s", r, out);
		cr_expect_eq(seen[r], 1, "rank %d saw no snapshot:\n%s", r, out);
		rep = rank_report(dir, r);
		cr_expect_eq(gprof_calls(rep, "counted"), (unsigned long)n * (r + 1),
			     "rank %d, %d rounds:\n%s", r, n, rep);
		cr_expect_eq(gprof_calls(rep, "work"), (unsigned long)n + 1,
			     "rank %d, %d rounds:\n%s", r, n, rep);
		cr_expect(flat_self(rep, "work") > 0, "rank %d: no samples "
			  "in work():\n%s", r, rep);
		free(rep);
	}
	free(files);
	files = run_ok(dir, "ls gmon.rank0.spawn[0-9]*.out 2>/dev/null || :");
	cr_expect_eq(count_lines(files), spawn ? 1u : 0u,
		     "spawned job's files: %s", files);
	if (spawn && count_lines(files) == 1) {
		char *rep;

		files[strcspn(files, "\n")] = '\0';
		rep = gprof_report(dir, "prog", files);
		cr_expect_eq(gprof_calls(rep, "counted"), 5, "%s", rep);
		free(rep);
	}
	free(files);
	free(out);
	free(dir);
}

Test(mpi, open_mpi_machinery_leaves_the_profile_alone, .timeout = 600)
{
	need_tool("mpicc", "deps/core.txt");
	traffic_job("traffic_ompi", "OMPI_CC=\"$T/gmon-cc\" mpicc -O1 "
		    "\"$P/mpi_traffic.c\" -o prog", OMPI_RUN, 1);
}

Test(mpi, mpich_machinery_leaves_the_profile_alone, .timeout = 600)
{
	need_tool("mpicc.mpich", "deps/core.txt");
	traffic_job("traffic_mpich", "MPICH_CC=\"$T/gmon-cc\" mpicc.mpich -O1 "
		    "\"$P/mpi_traffic.c\" -o prog", MPICH_RUN, 0);
}

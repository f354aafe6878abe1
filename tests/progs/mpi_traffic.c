/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * An MPI job whose ranks talk all the time while profiled functions
 * count calls, for the test that MPI's own machinery (its progress
 * threads, signal handlers, shared-memory transport and the processes a
 * rank forks) leaves the profile alone.
 *
 * Each round every rank passes a 256 KiB buffer around the ring (large
 * enough for the single-copy shared-memory path), joins an allreduce,
 * calls counted() rank + 1 times and burns two milliseconds of CPU in
 * work().  Before the first round each rank burns 0.1 s in work() alone:
 * on a machine loaded beyond its CPUs the clock's ticks come late and
 * land where the rank runs when they come, most often in the MPI
 * library's busy waits, so the rounds' own work may go unsampled.  Rank 1 forks a child in round 3 that counts and ends with
 * _exit(); rank 2 runs system() in round 5.  The ranks go on until every
 * one has used `argv[1]' seconds of CPU in work() and has seen its own
 * profile written by a GMON_DUMP_INTERVAL snapshot (the file named
 * after `argv[2]' with the rank put in), or for a minute of wall-clock
 * time at most.  Each rank prints `rank R rounds N snapshot S'.
 *
 * With `spawn' as argv[3], the job first spawns one more process of
 * this program (MPI_Comm_spawn): a job of its own, whose rank 0 calls
 * counted() 5 times and ends.
 */
#define _GNU_SOURCE
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cputime.h"

#define RING_INTS (64 * 1024)

static volatile unsigned sink;
static int ring_out[RING_INTS], ring_in[RING_INTS];

__attribute__((noinline)) void counted(int round)
{
	sink += (unsigned)round;
}

/* About `secs' of this thread's CPU time; returns what it used. */
__attribute__((noinline)) double work(double secs)
{
	unsigned x = 1;
	double used;

	BURN_CPU(secs, used, 2000, x = x * 1103515245u + 12345u);
	sink += x;
	return used;
}

/* A forked child counts too, and ends as a child that does not exec
 * must: with _exit(). */
static void fork_child(int round)
{
	pid_t pid = fork();

	if (pid == 0) {
		for (int i = 0; i < 7; i++)
			counted(round);
		_exit(0);
	}
	if (pid > 0)
		waitpid(pid, NULL, 0);
}

/* Whether this rank's snapshot is on disk: `pattern' with %s for the
 * rank. */
static int snapshot_seen(const char *pattern, int rank)
{
	char name[256], r[16];
	struct stat st;

	snprintf(r, sizeof r, "%d", rank);
	snprintf(name, sizeof name, pattern, r);
	return stat(name, &st) == 0 && st.st_size > 0;
}

/* One round: the ring, the allreduce of `not_done', the calls, work;
 * adds work's CPU time to `*used'. */
static int round_trip(int rank, int size, int round, int not_done,
		      double *used)
{
	int any;

	ring_out[round % RING_INTS] = round;
	MPI_Sendrecv(ring_out, RING_INTS, MPI_INT, (rank + 1) % size, 0,
		     ring_in, RING_INTS, MPI_INT, (rank + size - 1) % size, 0,
		     MPI_COMM_WORLD, MPI_STATUS_IGNORE);
	MPI_Allreduce(&not_done, &any, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
	for (int i = 0; i <= rank; i++)
		counted(round);
	*used += work(0.002);
	if (rank == 1 && round == 3)
		fork_child(round);
	if (rank == 2 && round == 5 && system("true") != 0)
		fprintf(stderr, "rank 2: system() failed\n");
	return any;
}

/* The spawned job's part; the spawning job's is spawn(). */
static void spawned(MPI_Comm parent)
{
	for (int i = 0; i < 5; i++)
		counted(i);
	MPI_Barrier(parent);
	MPI_Comm_disconnect(&parent);
}

static void spawn(const char *prog)
{
	MPI_Comm child;

	MPI_Comm_spawn(prog, MPI_ARGV_NULL, 1, MPI_INFO_NULL, 0,
		       MPI_COMM_WORLD, &child, MPI_ERRCODES_IGNORE);
	MPI_Barrier(child);
	MPI_Comm_disconnect(&child);
}

int main(int argc, char **argv)
{
	int provided, rank, size, round = 0, seen = 0;
	MPI_Comm parent;
	double cpu = argc > 1 ? atof(argv[1]) : 0.5;
	const char *pattern = argc > 2 ? argv[2] : "gmon.rank%s.out";
	double start, used;

	MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
	MPI_Comm_rank(MPI_COMM_WORLD, &rank);
	MPI_Comm_size(MPI_COMM_WORLD, &size);
	MPI_Comm_get_parent(&parent);
	if (parent != MPI_COMM_NULL) {
		spawned(parent);
		MPI_Finalize();
		return 0;
	}
	if (argc > 3 && strcmp(argv[3], "spawn") == 0)
		spawn(argv[0]);
	used = work(0.1);
	MPI_Barrier(MPI_COMM_WORLD);
	start = MPI_Wtime();
	for (;;) {
		int not_done;

		seen = seen || snapshot_seen(pattern, rank);
		not_done = !seen || used < cpu;
		if (MPI_Wtime() - start > 60)
			not_done = 0;
		if (!round_trip(rank, size, round++, not_done, &used))
			break;
	}
	printf("rank %d rounds %d snapshot %d\n", rank, round, seen);
	fflush(stdout);
	MPI_Finalize();
	return 0;
}

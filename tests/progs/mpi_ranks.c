/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * An MPI job with OpenMP threads in each rank, for the per-rank
 * profiles: rank r calls leaf() 1000 * (r + 1) + r times, shared by a
 * team of two threads, and each thread of rank r burns (r + 1) * UNIT
 * of its own CPU time in burn().  The ranks burn one after the other
 * (a token passed along the ranks) and wait asleep, never spinning in
 * MPI, so that each has the cores it asks for whatever the number of
 * ranks.  UNIT is argv[1] in milliseconds.
 */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "cputime.h"

static volatile unsigned sink;

__attribute__((noinline)) unsigned leaf(unsigned x)
{
	return x * 2654435761u >> 7;
}

/* Spins until this thread has used `secs' more seconds of CPU time. */
__attribute__((noinline)) void burn(double secs)
{
	unsigned x = 1;
	double used;

	BURN_CPU(secs, used, 20000, x = x * 1103515245u + 12345u);
	sink = x + (unsigned)used;
}

__attribute__((noinline)) unsigned calls(int rank)
{
	unsigned s = 0;
	int n = 1000 * (rank + 1) + rank;

#pragma omp parallel for num_threads(2) reduction(+:s)
	for (int i = 0; i < n; i++)
		s += leaf((unsigned)i);
	return s;
}

/* Until `req' completes, asleep between looks (MPI's own waits spin). */
static void wait_asleep(MPI_Request *req)
{
	struct timespec ms = { 0, 1000000 };
	int done = 0;

	for (;;) {
		MPI_Test(req, &done, MPI_STATUS_IGNORE);
		if (done)
			return;
		nanosleep(&ms, NULL);
	}
}

int main(int argc, char **argv)
{
	int provided, rank, size, token = 0;
	double unit = (argc > 1 ? atof(argv[1]) : 100) / 1000;
	unsigned s;
	MPI_Request req;

	MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
	MPI_Comm_rank(MPI_COMM_WORLD, &rank);
	MPI_Comm_size(MPI_COMM_WORLD, &size);
	s = calls(rank);
	if (rank > 0) {
		MPI_Irecv(&token, 1, MPI_INT, rank - 1, 0, MPI_COMM_WORLD, &req);
		wait_asleep(&req);
	}
#pragma omp parallel num_threads(2)
	burn(unit * (rank + 1));
	if (rank + 1 < size)
		MPI_Send(&token, 1, MPI_INT, rank + 1, 0, MPI_COMM_WORLD);
	MPI_Ibarrier(MPI_COMM_WORLD, &req);
	wait_asleep(&req);
	MPI_Reduce(rank == 0 ? MPI_IN_PLACE : &s, &s, 1, MPI_UNSIGNED, MPI_SUM,
		   0, MPI_COMM_WORLD);
	if (rank == 0)
		printf("%u\n", s);
	MPI_Finalize();
	return 0;
}

! SPDX-License-Identifier: BSD-2-Clause
! Copyright (c) 2026 The libgmon authors
! The Fortran form of mpi_ranks.c: rank r calls leaf() 100 * (r + 1) + r
! times and burns (r + 1) * UNIT seconds of CPU time in burn(), the
! ranks one after the other (a token passed along), waiting asleep.
! UNIT is the first argument, in milliseconds.
module work
  use iso_c_binding
  implicit none
  interface
    integer(c_int) function usleep(us) bind(c, name='usleep')
      import :: c_int
      integer(c_int), value :: us
    end function
  end interface
contains
  integer function leaf(i)
    integer, intent(in) :: i
    leaf = mod(i * 7, 13)
  end function

  subroutine burn(secs)
    real(8), intent(in) :: secs
    real(8) :: t0, t
    integer :: x, k
    x = 1
    call cpu_time(t0)
    do
      do k = 1, 10000
        x = ieor(x * 1103, k)
      end do
      call cpu_time(t)
      if (t - t0 >= secs) exit
    end do
    if (x == 42) print *, x
  end subroutine

  ! Until req completes, asleep between looks (MPI's own waits spin).
  subroutine wait_asleep(req)
    use mpi
    integer, intent(inout) :: req
    logical :: done
    integer :: ierr, rc
    do
      call mpi_test(req, done, MPI_STATUS_IGNORE, ierr)
      if (done) exit
      rc = usleep(1000)
    end do
  end subroutine
end module

program ranks
  use mpi
  use work
  implicit none
  integer :: rank, nranks, ierr, i, s, total, token, req
  character(len=32) :: arg
  real(8) :: unit
  call mpi_init(ierr)
  call mpi_comm_rank(MPI_COMM_WORLD, rank, ierr)
  call mpi_comm_size(MPI_COMM_WORLD, nranks, ierr)
  unit = 0.1d0
  if (command_argument_count() > 0) then
    call get_command_argument(1, arg)
    read (arg, *) unit
    unit = unit / 1000
  end if
  s = 0
  do i = 1, 100 * (rank + 1) + rank
    s = s + leaf(i)
  end do
  token = 0
  if (rank > 0) then
    call mpi_irecv(token, 1, MPI_INTEGER, rank - 1, 0, MPI_COMM_WORLD, req, ierr)
    call wait_asleep(req)
  end if
  call burn(unit * (rank + 1))
  if (rank + 1 < nranks) call mpi_send(token, 1, MPI_INTEGER, rank + 1, 0, &
       MPI_COMM_WORLD, ierr)
  call mpi_ibarrier(MPI_COMM_WORLD, req, ierr)
  call wait_asleep(req)
  call mpi_reduce(s, total, 1, MPI_INTEGER, MPI_SUM, 0, MPI_COMM_WORLD, ierr)
  if (rank == 0) print *, total
  call mpi_finalize(ierr)
end program

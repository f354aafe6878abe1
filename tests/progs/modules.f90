! SPDX-License-Identifier: BSD-2-Clause
! Copyright (c) 2026 The libgmon authors
!
! A Fortran call graph with known counts: module procedures, a generic
! interface that resolves to two of them, a procedure pointer through
! an abstract interface, recursion, and calls from Fortran into C and
! back (fcalls.c).  Built with gmon-fortran and with gfortran -pg, the
! two profiles must agree arc for arc.
module shapes
  use iso_c_binding, only: c_int
  implicit none
  interface area
    module procedure area_circle, area_square
  end interface area
  abstract interface
    integer function step_fn(k)
      integer, intent(in) :: k
    end function step_fn
  end interface
  interface
    integer(c_int) function c_twice(x) bind(c, name='c_twice')
      import :: c_int
      integer(c_int), value :: x
    end function c_twice
  end interface
contains
  real(8) function area_circle(r)
    real(8), intent(in) :: r
    area_circle = 3.0d0 * r * r
  end function area_circle

  integer function area_square(n)
    integer, intent(in) :: n
    area_square = n * n
  end function area_square

  recursive integer function fact(n) result(f)
    integer, intent(in) :: n
    if (n <= 1) then
      f = 1
    else
      f = n * fact(n - 1)
    end if
  end function fact

  integer function next_step(k)
    integer, intent(in) :: k
    next_step = k + 3
  end function next_step

  integer function apply(fn, k)
    procedure(step_fn) :: fn
    integer, intent(in) :: k
    apply = fn(k)
  end function apply

  subroutine tally(k, total)
    integer, intent(in) :: k
    integer, intent(inout) :: total
    total = total + c_twice(k) + apply(next_step, k)
  end subroutine tally

  ! Called from C.
  integer(c_int) function f_square(x) bind(c, name='f_square')
    integer(c_int), value :: x
    f_square = area_square(int(x))
  end function f_square
end module shapes

program modules
  use shapes
  use iso_c_binding, only: c_int
  implicit none
  interface
    integer(c_int) function c_calls_back(n) bind(c, name='c_calls_back')
      import :: c_int
      integer(c_int), value :: n
    end function c_calls_back
  end interface
  integer :: i, total
  real(8) :: s
  total = 0
  s = 0
  do i = 1, 7
    s = s + area(real(i, 8))
    total = total + area(i)
    call tally(i, total)
  end do
  total = total + fact(10) + c_calls_back(5)
  print '(i0, 1x, f0.1)', total, s
end program modules

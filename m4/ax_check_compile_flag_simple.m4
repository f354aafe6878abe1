# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# AX_CHECK_COMPILE_FLAG_SIMPLE(FLAG, [ACTION-IF-OK], [ACTION-IF-NOT])
# Run ACTION-IF-OK when the C compiler accepts FLAG without a warning.
AC_DEFUN([AX_CHECK_COMPILE_FLAG_SIMPLE], [
  AC_MSG_CHECKING([whether $CC accepts $1])
  gmon_save_CFLAGS=$CFLAGS
  CFLAGS="$CFLAGS $1 -Werror"
  AC_COMPILE_IFELSE([AC_LANG_PROGRAM([], [])],
    [AC_MSG_RESULT([yes]); $2], [AC_MSG_RESULT([no]); $3])
  CFLAGS=$gmon_save_CFLAGS
])

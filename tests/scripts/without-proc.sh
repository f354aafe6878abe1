#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
# Copyright (c) 2026 The libgmon authors
# without-proc.sh COMMAND [ARG...]: run COMMAND where /proc is empty (an
# empty tmpfs over it, in a mount namespace of its own), as in a chroot
# or container that has none.  Needs root (CAP_SYS_ADMIN).
set -eu
exec unshare --mount --propagation private sh -c \
	'mount -t tmpfs none /proc && exec "$@"' sh "$@"

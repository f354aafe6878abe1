/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* Local functions named as the runtime's own local functions are. */
static int find(int x) { return x + 1; }
static int take(int x) { return x * 2; }

int main(void) { return find(1) + take(1) != 4; }

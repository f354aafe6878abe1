/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* A plugin for bench/scale.c; -DPAD=N gives each a layout of its own. */
__asm__(".text\n.skip " PAD " * 48 + 1, 0x90\n");

volatile long plugin_sink;

__attribute__((noinline)) void plugin_work(int i) { plugin_sink += i; }

void plugin_entry(int n)
{
	for (int i = 0; i < n; i++)
		plugin_work(i);
}

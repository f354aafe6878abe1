/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The interrupted call stack, found through the frame records, for the
 * tick handler (clock.c): the pc, then each return address.
 *
 * No read may fault.  A frame is read only inside a region of the
 * stack known to be mapped from the interrupted stack pointer up:
 *   - the main thread's stack, up to the end of the mapping that held
 *     it at start-up (read once from /proc/self/maps);
 *   - another thread's, up to its thread descriptor (pthread_self()),
 *     which both glibc and musl place at the top of the thread's stack
 *     mapping, right above the stack;
 *   - the thread's alternate signal stack, as sigaltstack() says.
 * A stack pointer in none of them (a coroutine's own stack) gets its pc
 * and no more.  Frames must lie ever higher in their region (no loop),
 * word-aligned, and the walk keeps at most GMON_STACK_DEPTH frames.
 *
 * A handler's frame (its return address is the signal restorer) sits
 * on the kernel's signal frame: where arch/ describes it, the walk goes
 * on from the context saved there (its pc written + 1, as a return
 * address is), in that context's own stack region.
 */
#define _GNU_SOURCE
#include "linux.h"

#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stddef.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <ucontext.h>

#include GMON_ARCH_CONTEXT_H

#define P sizeof(uintptr_t)
/* The most a thread's stack spans below its descriptor. */
#define THREAD_SPAN ((uintptr_t)64 << 20)
/* The most the main stack may grow to when its limit is unlimited. */
#define MAIN_SPAN_MAX ((uintptr_t)1 << 30)

static uintptr_t main_top;	/* the end of the main stack's mapping */
static uintptr_t main_span;	/* how far below it the stack may grow:
				   its limit, below which the kernel maps
				   nothing else */

struct region {
	uintptr_t lo, hi;	/* [lo, hi) is mapped and readable */
};

/* "lo-hi ..." of one maps line: the range, or 0 if not one. */
static int parse_range(const char *s, uintptr_t *lo, uintptr_t *hi)
{
	uintptr_t v[2] = { 0, 0 };
	int i, digits;

	for (i = 0; i < 2; i++, s++) {
		for (digits = 0;; s++, digits++) {
			unsigned d;

			if (*s >= '0' && *s <= '9')
				d = (unsigned)(*s - '0');
			else if (*s >= 'a' && *s <= 'f')
				d = (unsigned)(*s - 'a' + 10);
			else
				break;
			v[i] = v[i] << 4 | d;
		}
		if (digits == 0 || *s != (i == 0 ? '-' : ' '))
			return 0;
	}
	*lo = v[0];
	*hi = v[1];
	return 1;
}

/*
 * The end of the mapping that holds `addr', from /proc/self/maps; 0 if
 * it cannot be read.  Line by line through a small buffer: no
 * allocation.
 */
static uintptr_t mapping_end(uintptr_t addr)
{
	char buf[1024], line[128];
	size_t used = 0;
	ssize_t got;
	uintptr_t lo, hi, found = 0;
	int fd = sys_open("/proc/self/maps", O_RDONLY | O_CLOEXEC, 0);

	if (fd < 0)
		return 0;
	while (!found && (got = sys_read(fd, buf, sizeof buf)) > 0) {
		ssize_t i;

		for (i = 0; i < got; i++) {
			if (buf[i] != '\n') {
				if (used < sizeof line - 1)
					line[used++] = buf[i];
				continue;
			}
			line[used] = '\0';
			used = 0;
			if (parse_range(line, &lo, &hi) && addr - lo < hi - lo) {
				found = hi;
				break;
			}
		}
	}
	sys_close(fd);
	return found;
}

/* Start-up, in the main thread: where its stack ends. */
void gmon_linux_stacks_init(void)
{
	char here;
	struct rlimit rl;

	if (main_top != 0)
		return;
	main_span = MAIN_SPAN_MAX;
	if (getrlimit(RLIMIT_STACK, &rl) == 0 && rl.rlim_cur < MAIN_SPAN_MAX)
		main_span = (uintptr_t)rl.rlim_cur;
	main_top = mapping_end((uintptr_t)&here);
}

#ifdef CALL_BEFORE
/*
 * The loaded objects' code, from their last listing (objects.c), each
 * said to keep frame records or not: the executable and the objects
 * that call mcount keep them (-pg), the others (the C library, the
 * loader, the vdso) need not.  Two lists in turn; a handler that reads
 * one while a listing rewrites it may take a wrong range, which costs
 * at most a frame (every word read is checked, below).
 */
#define CODE_MAX 256

struct code {
	uintptr_t low, high;
	int frames;
};

static struct code code[2][CODE_MAX];
static unsigned code_n[2];
static uintptr_t frames_low[2], frames_high[2];	/* the hull of those
						   that keep records */
static unsigned code_turn;	/* atomic: the list handlers read */
static unsigned code_filling;	/* the listing's, under its lock */

void gmon_linux_stacks_code_begin(void)
{
	unsigned t = __atomic_load_n(&code_turn, __ATOMIC_RELAXED) ^ 1;

	code_filling = 0;
	frames_low[t] = UINTPTR_MAX;
	frames_high[t] = 0;
}

/*
 * Code without frame records is listed only under GMON_OBJECTS=all,
 * where the C library's time is asked for: only there does the walk
 * scan a stack for the -pg caller of such code.  The scan reads words
 * the program never wrote (valgrind's memcheck reports them) and reads
 * code through process_vm_readv (which a seccomp sandbox may forbid).
 */
void gmon_linux_stacks_code_add(uintptr_t low, uintptr_t high, int frames)
{
	unsigned t = __atomic_load_n(&code_turn, __ATOMIC_RELAXED) ^ 1;

	if (code_filling == CODE_MAX ||
	    (!frames && !gmon_linux_settings.all_objects))
		return;
	code[t][code_filling++] = (struct code){ low, high, frames };
	if (frames && low < frames_low[t])
		frames_low[t] = low;
	if (frames && high > frames_high[t])
		frames_high[t] = high;
}

void gmon_linux_stacks_code_end(void)
{
	unsigned t = __atomic_load_n(&code_turn, __ATOMIC_RELAXED) ^ 1;

	code_n[t] = code_filling;
	__atomic_store_n(&code_turn, t, __ATOMIC_RELEASE);
}

/* The listed code that holds a: 1 with frame records, 0 without, -1 if
 * none holds it. */
static int code_kind(uintptr_t a)
{
	unsigned t = __atomic_load_n(&code_turn, __ATOMIC_ACQUIRE);
	unsigned i, n = code_n[t];

	for (i = 0; i < n && i < CODE_MAX; i++)
		if (a - code[t][i].low < code[t][i].high - code[t][i].low)
			return code[t][i].frames;
	return -1;
}

/* Whether a lies in code that keeps frame records, as listed. */
static int in_frames_code(uintptr_t a)
{
	unsigned t = __atomic_load_n(&code_turn, __ATOMIC_ACQUIRE);

	/* most words on a stack are not code: the hull says so at once */
	return a >= frames_low[t] && a < frames_high[t] && code_kind(a) == 1;
}

/* The code reads a walk may still make: a stack full of words that
 * look like return addresses costs a bounded number of system calls. */
#define CODE_READS_MAX 64
static GMON_THREAD_LOCAL unsigned code_reads;

/*
 * Whether a is a return address: a call instruction ends right before
 * it.  The code is read through the kernel (process_vm_readv on
 * ourselves), which fails rather than faults where nothing is mapped.
 */
static int after_call(uintptr_t a)
{
	unsigned char b[CALL_BEFORE];
	struct iovec local = { b, sizeof b };
	struct iovec remote = { (void *)(a - sizeof b), sizeof b };

	if (a < sizeof b || code_kind(a) < 0 || code_reads == 0)
		return 0;
	code_reads--;
	if (sys_raw(SYS_process_vm_readv, sys_getpid(), (long)&local, 1,
		    (long)&remote, 1) != (long)sizeof b)
		return 0;
	return CALL_ENDS_AT(b);
}
#else
void gmon_linux_stacks_code_begin(void)
{
}

void gmon_linux_stacks_code_add(uintptr_t low, uintptr_t high, int frames)
{
	(void)low;
	(void)high;
	(void)frames;
}

void gmon_linux_stacks_code_end(void)
{
}
#endif

#ifdef CONTEXT_FP
/* The region of stack pointer sp: 1, or 0 if it is in none known. */
static int region_of(uintptr_t sp, struct region *r)
{
	uintptr_t self = (uintptr_t)pthread_self();
	stack_t ss;

	r->lo = sp;
	if (sp < self && self - sp <= THREAD_SPAN) {
		r->hi = self;
		return 1;
	}
	if (main_top && sp < main_top && main_top - sp <= main_span) {
		r->hi = main_top;
		return 1;
	}
	if (sys_raw(SYS_sigaltstack, 0, (long)&ss, 0, 0, 0) == 0 &&
	    !(ss.ss_flags & SS_DISABLE) &&
	    sp - (uintptr_t)ss.ss_sp < ss.ss_size) {
		r->hi = (uintptr_t)ss.ss_sp + ss.ss_size;
		return 1;
	}
	return 0;
}

/* Whether [a, a + size) lies in r. */
static int inside(const struct region *r, uintptr_t a, size_t size)
{
	return a >= r->lo && a < r->hi && r->hi - a >= size;
}

/* A word of a stack the program owns: not its objects, so not checked
 * by AddressSanitizer where libgmon is built with it (tests/sanitize). */
__attribute__((no_sanitize_address))
static uintptr_t word_at(uintptr_t a)
{
	return *(const volatile uintptr_t *)a;
}

/*
 * The frame record at fp: the caller's record and the return address,
 * read only if they lie in r.  0 if they do not.
 */
static int frame_at(const struct region *r, uintptr_t fp, uintptr_t *next,
		    uintptr_t *ret)
{
	uintptr_t rec = fp + (uintptr_t)FRAME_RECORD_OFFSET;

	if (fp % P != 0 || !inside(r, rec, 2 * P))
		return 0;
	*next = word_at(rec + FRAME_NEXT);
	*ret = word_at(rec + FRAME_RET);
	return 1;
}

#ifdef CALL_BEFORE
/* The frame record at fp looks whole: it lies above `above', the
 * caller's record above it, and its return address follows a call. */
static int record_plausible(const struct region *r, uintptr_t fp,
			    uintptr_t above)
{
	uintptr_t next, ret;

	return fp > above && frame_at(r, fp, &next, &ret) && next > fp &&
	       after_call(ret);
}

/*
 * Code without frame records (the C library's) on the stack from r->lo
 * up: the interrupted pc's (r->lo the stack pointer), or a return
 * address's (r->lo right above the record that held it).  The frame
 * pointer *fp is still that code's -pg caller's (code that does not use
 * the register leaves it alone), or that code saved it on the stack to
 * use the register for something else.  The caller's return address
 * lies between r->lo and the caller's record: the first word from r->lo
 * up, within SCAN_WORDS, that returns into code with frame records right
 * after a call.  Then the walk goes on from the caller's record: *fp if
 * it looks whole, else the nearest saved word below that return address
 * that does.  The return address into frames[n]; the new count, *fp the
 * record to go on from (0: none).
 */
#define SCAN_WORDS 512

static unsigned past_plain_code(struct region *r, uintptr_t *fp,
				uintptr_t *frames, unsigned n)
{
	uintptr_t a, end = r->lo + SCAN_WORDS * P, ret = 0, s;

	if (end > r->hi || end < r->lo)
		end = r->hi;
	if (*fp > r->lo && *fp < end)
		end = *fp;	/* the caller's record: its return lies below */
	for (a = r->lo; a + P <= end; a += P) {
		ret = word_at(a);
		if (in_frames_code(ret) && after_call(ret))
			break;
	}
	if (a + P > end)
		return n;
	frames[n++] = ret;
	if (!record_plausible(r, *fp, a)) {
		for (s = a; s > r->lo; s -= P)
			if (record_plausible(r, word_at(s - P), a))
				break;
		*fp = s > r->lo ? word_at(s - P) : 0;
	}
	r->lo = a + P;
	return n;
}
#endif

#ifdef NESTED_UCONTEXT
/*
 * A handler's record whose return address is the restorer: the
 * interrupted context is the kernel's, right above it.  Goes on from it:
 * its pc into *pc, its frame pointer into *next_fp, its region into r.
 */
static int through_signal_frame(struct region *r, uintptr_t fp,
				uintptr_t *pc, uintptr_t *next_fp)
{
	uintptr_t uc = NESTED_UCONTEXT(fp + (uintptr_t)FRAME_RECORD_OFFSET + P);
	const ucontext_t *u = (const ucontext_t *)uc;

	if (!inside(r, uc, sizeof(ucontext_t)))
		return 0;
	*pc = CONTEXT_PC(u);
	*next_fp = CONTEXT_FP(u);
	return region_of(CONTEXT_SP(u), r);
}
#endif
#endif

#ifdef STUB_HOT_PATHS
struct stub_path {
	const char *low, *high;	/* [low, high): nothing pushed yet */
	unsigned words;		/* return addresses at the stack pointer */
};

static const struct stub_path stub_paths[] = STUB_HOT_PATHS;

unsigned gmon_port_stub_ranges(uintptr_t *low, uintptr_t *high,
			       unsigned max)
{
	unsigned i;

	for (i = 0; i < max && i < GMON_COUNTOF(stub_paths); i++) {
		low[i] = (uintptr_t)stub_paths[i].low;
		high[i] = (uintptr_t)stub_paths[i].high;
	}
	return i;
}

/*
 * A sample in a stub's hot path: the return addresses it was called
 * with, from the stack pointer, into frames[n...]; the new count.
 */
static unsigned stub_frames(const struct region *r, uintptr_t pc,
			    uintptr_t *frames, unsigned n, unsigned max)
{
	unsigned i, k;

	for (i = 0; i < GMON_COUNTOF(stub_paths); i++) {
		const struct stub_path *s = &stub_paths[i];

		if (pc - (uintptr_t)s->low >= (uintptr_t)(s->high - s->low))
			continue;
		for (k = 0; k < s->words && n < max &&
			    inside(r, r->lo + k * P, P); k++)
			frames[n++] = word_at(r->lo + k * P);
		break;
	}
	return n;
}
#else
unsigned gmon_port_stub_ranges(uintptr_t *low, uintptr_t *high,
			       unsigned max)
{
	(void)low;
	(void)high;
	(void)max;
	return 0;
}
#endif

/*
 * [signal] The stack of the interrupted context uc into frames[0..max),
 * innermost first, frames[0] = pc; returns how many, *flags
 * GMON_STACK_TRUNCATED if more were there.  restorer: the signal
 * restorer (the tick handler's return address).
 */
unsigned gmon_linux_stack_walk(const ucontext_t *uc, uintptr_t pc,
			       uintptr_t restorer, uintptr_t *frames,
			       unsigned max, unsigned *flags)
{
	unsigned n = 0;

	*flags = 0;
	frames[n++] = pc;
#ifdef CONTEXT_FP
	struct region r;
	uintptr_t fp = CONTEXT_FP(uc), next, ret;

	if (!region_of(CONTEXT_SP(uc), &r))
		return n;
#ifdef STUB_HOT_PATHS
	if (pc == CONTEXT_PC(uc))	/* not a pc from a nested frame */
		n = stub_frames(&r, pc, frames, n, max);
#endif
#ifdef CALL_BEFORE
	code_reads = CODE_READS_MAX;
	if (n == 1 && max > 1 && pc == CONTEXT_PC(uc) && code_kind(pc) == 0)
		n = past_plain_code(&r, &fp, frames, n);
#endif
	while (frame_at(&r, fp, &next, &ret) && ret != 0) {
		if (n == max) {
			*flags = GMON_STACK_TRUNCATED;
			break;
		}
#ifdef NESTED_UCONTEXT
		if (ret == restorer) {
			if (!through_signal_frame(&r, fp, &ret, &fp))
				break;
			frames[n++] = ret + 1;
			continue;
		}
#else
		(void)restorer;
#endif
		frames[n++] = ret;
		/* the chain climbs: the next record lies above this one */
		r.lo = fp + (uintptr_t)FRAME_RECORD_OFFSET + 2 * P;
		fp = next;
#ifdef CALL_BEFORE
		if (n < max && code_kind(ret) == 0)
			n = past_plain_code(&r, &fp, frames, n);
#endif
	}
#else
	(void)uc;
	(void)restorer;
	(void)max;
#endif
	return n;
}

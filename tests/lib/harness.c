/* Helpers for the end-to-end tests; see harness.h. */
#define _GNU_SOURCE
#include "harness.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static const char *env_or_die(const char *name)
{
	const char *v = getenv(name);

	if (v == NULL || *v == '\0') {
		fprintf(stderr, "harness: %s is not set (run through make check)\n",
			name);
		exit(99);
	}
	return v;
}

const char *srcdir_path(void) { return env_or_die("abs_top_srcdir"); }
const char *builddir_path(void) { return env_or_die("abs_top_builddir"); }

int run(char **out, const char *dir, const char *fmt, ...)
{
	char *cmd, *full, buf[4096];
	size_t len = 0, cap = 0;
	char *text = NULL;
	va_list ap;
	FILE *p;
	int st;

	va_start(ap, fmt);
	if (vasprintf(&cmd, fmt, ap) < 0)
		abort();
	va_end(ap);
	/* Criterion sets GMON_OUT_PREFIX for its own sandbox: not ours */
	if (asprintf(&full, "cd '%s' && unset GMON_OUT_PREFIX && { %s\n} 2>&1",
		     dir, cmd) < 0)
		abort();
	p = popen(full, "r");
	if (p == NULL)
		abort();
	while (fgets(buf, sizeof buf, p)) {
		size_t n = strlen(buf);

		if (len + n + 1 > cap) {
			cap = (len + n + 1) * 2;
			text = realloc(text, cap);
		}
		memcpy(text + len, buf, n + 1);
		len += n;
	}
	st = pclose(p);
	if (text == NULL)
		text = strdup("");
	if (getenv("HARNESS_VERBOSE"))
		fprintf(stderr, "$ %s\n%s", cmd, text);
	if (out)
		*out = text;
	else
		free(text);
	free(cmd);
	free(full);
	if (WIFEXITED(st))
		return WEXITSTATUS(st);
	return 128 + WTERMSIG(st);
}

const char *gmon_cc_exports(void)
{
	static char cmd[8192];

	snprintf(cmd, sizeof cmd,
		 "export GMON_CC_LIBDIR='%s' GMON_CC_CRTDIR='%s/crt' "
		 "GMON_CC_INCDIR='%s/include';",
		 builddir_path(), builddir_path(), srcdir_path());
	return cmd;
}

static const char *gmon_cc_libdir(char *cmd, size_t size, const char *libdir)
{
	snprintf(cmd, size,
		 "GMON_CC_LIBDIR='%s' GMON_CC_CRTDIR='%s/crt' "
		 "GMON_CC_INCDIR='%s/include' '%s/tools/gmon-cc'",
		 libdir, builddir_path(), srcdir_path(), builddir_path());
	return cmd;
}

const char *gmon_cc(void)
{
	static char cmd[8192];

	return gmon_cc_libdir(cmd, sizeof cmd, builddir_path());
}

const char *gmon_cc_fault(void)
{
	static char cmd[8192], dir[4096];

	snprintf(dir, sizeof dir, "%s/tests/fault", builddir_path());
	return gmon_cc_libdir(cmd, sizeof cmd, dir);
}

/* "name [12]" or "name <cycle 1> [12]" -> "name" */
static void clean_name(const char *s, char *out, size_t len)
{
	size_t n = 0;

	while (*s == ' ')
		s++;
	while (*s && *s != '[' && !(s[0] == ' ' && s[1] == '<') && n + 1 < len)
		out[n++] = *s++;
	while (n > 0 && out[n - 1] == ' ')
		n--;
	out[n] = '\0';
}

static void add_arc(struct graph *g, const char *caller, const char *callee,
		    unsigned long count)
{
	size_t i;

	for (i = 0; i < g->n; i++)
		if (!strcmp(g->arcs[i].caller, caller) &&
		    !strcmp(g->arcs[i].callee, callee)) {
			g->arcs[i].count += count;
			return;
		}
	g->arcs = realloc(g->arcs, (g->n + 1) * sizeof *g->arcs);
	snprintf(g->arcs[g->n].caller, sizeof g->arcs[g->n].caller, "%s", caller);
	snprintf(g->arcs[g->n].callee, sizeof g->arcs[g->n].callee, "%s", callee);
	g->arcs[g->n].count = count;
	g->n++;
}

/*
 * Skip the leading numeric columns of a call-graph line; *last gets the
 * last of them (the "called" column: "n", "n/m" or "n+m").  Returns the
 * rest of the line (the name), or NULL if there was no number.
 */
static const char *skip_numbers(const char *p, unsigned long *last)
{
	char tok[128];
	int k, any = 0;

	while (sscanf(p, " %127s%n", tok, &k) == 1 &&
	       (tok[0] >= '0' && tok[0] <= '9')) {
		*last = strtoul(tok, NULL, 10);
		any = 1;
		p += k;
	}
	return any ? p : NULL;
}

/*
 * In each entry of gprof's call graph the lines above the primary line
 * ("[N] ...") are its callers, each "self children count/total name [i]"
 * ("count name [i]" inside a cycle or for self-recursion).
 */
void parse_graph(const char *text, struct graph *g)
{
	static char callers[1024][512];
	size_t ncallers = 0, i;
	const char *line = strstr(text, "Call graph");

	memset(g, 0, sizeof *g);
	if (line == NULL)
		return;
	while ((line = strchr(line, '\n')) != NULL) {
		char buf[512], primary[128], name[128];
		const char *end, *rest;
		unsigned long n;
		size_t len;

		line++;
		end = strchr(line, '\n');
		len = end ? (size_t)(end - line) : strlen(line);
		if (len >= sizeof buf)
			len = sizeof buf - 1;
		memcpy(buf, line, len);
		buf[len] = '\0';
		if (strncmp(buf, "Index by function name", 22) == 0)
			break;
		if (buf[0] == '[') {
			/* "[i] %time self children [called] name [i]" */
			rest = strchr(buf, ']');
			rest = rest ? skip_numbers(rest + 1, &n) : NULL;
			if (rest == NULL)
				continue;
			clean_name(rest, primary, sizeof primary);
			for (i = 0; i < ncallers &&
			     strncmp(primary, "<cycle", 6) != 0; i++) {
				rest = skip_numbers(callers[i], &n);
				if (rest == NULL || strstr(rest, "<spontaneous>"))
					continue;
				clean_name(rest, name, sizeof name);
				add_arc(g, name, primary, n);
			}
			ncallers = 0;
		} else if (buf[0] == '-') {
			ncallers = 0;
		} else if (buf[0] == ' ' && ncallers < 1024) {
			snprintf(callers[ncallers++], sizeof callers[0], "%s", buf);
		}
	}
}

unsigned long arc_count(const struct graph *g, const char *caller,
			const char *callee)
{
	size_t i;

	for (i = 0; i < g->n; i++)
		if (!strcmp(g->arcs[i].caller, caller) &&
		    !strcmp(g->arcs[i].callee, callee))
			return g->arcs[i].count;
	return 0;
}

int same_graph(const struct graph *a, const struct graph *b, char *why,
	       size_t len)
{
	size_t i;

	for (i = 0; i < a->n; i++)
		if (arc_count(b, a->arcs[i].caller, a->arcs[i].callee) !=
		    a->arcs[i].count) {
			snprintf(why, len, "%s -> %s: %lu vs %lu",
				 a->arcs[i].caller, a->arcs[i].callee,
				 a->arcs[i].count,
				 arc_count(b, a->arcs[i].caller, a->arcs[i].callee));
			return 0;
		}
	for (i = 0; i < b->n; i++)
		if (arc_count(a, b->arcs[i].caller, b->arcs[i].callee) == 0) {
			snprintf(why, len, "%s -> %s: missing vs %lu",
				 b->arcs[i].caller, b->arcs[i].callee,
				 b->arcs[i].count);
			return 0;
		}
	return 1;
}

void free_graph(struct graph *g)
{
	free(g->arcs);
	memset(g, 0, sizeof *g);
}

/* The flat profile line of fn: "%time cumulative self [calls ...] name". */
static const char *flat_line(const char *text, const char *fn, char *buf,
			     size_t len)
{
	const char *p = strstr(text, "Flat profile");
	const char *stop = p ? strstr(p, "Call graph") : NULL;

	while (p && (p = strchr(p, '\n')) != NULL && (!stop || p < stop)) {
		const char *end;
		size_t n, fl = strlen(fn);

		p++;
		end = strchr(p, '\n');
		n = end ? (size_t)(end - p) : strlen(p);
		if (n > fl && !strncmp(p + n - fl, fn, fl) && p[n - fl - 1] == ' ') {
			if (n >= len)
				n = len - 1;
			memcpy(buf, p, n);
			buf[n] = '\0';
			return buf;
		}
	}
	return NULL;
}

double flat_self(const char *text, const char *fn)
{
	char buf[512];
	double pct, cum, self;

	if (!flat_line(text, fn, buf, sizeof buf) ||
	    sscanf(buf, "%lf %lf %lf", &pct, &cum, &self) != 3)
		return 0;
	return self;
}

unsigned long flat_calls(const char *text, const char *fn)
{
	char buf[512];
	double pct, cum, self;
	unsigned long calls;

	if (!flat_line(text, fn, buf, sizeof buf) ||
	    sscanf(buf, "%lf %lf %lf %lu", &pct, &cum, &self, &calls) != 4)
		return 0;
	return calls;
}

long slurp(const char *path, unsigned char **data)
{
	FILE *f = fopen(path, "rb");
	long n;

	if (f == NULL)
		return -1;
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	fseek(f, 0, SEEK_SET);
	*data = malloc(n ? (size_t)n : 1);
	if (fread(*data, 1, (size_t)n, f) != (size_t)n)
		n = -1;
	fclose(f);
	return n;
}

int file_exists(const char *path)
{
	struct stat st;

	return lstat(path, &st) == 0;
}

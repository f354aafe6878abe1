/*
 * gmon-dump: print the records of a gmon.out file (GNU or 4.4BSD).
 *
 *   gmon-dump [-4|-8] [-b|-l] [-s] FILE...
 *
 * -4/-8 set the address size and -b/-l the byte order of the profiled
 * program (default: this host's); -s prints totals only.
 */
#include "gmon_read.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void usage(void)
{
	fprintf(stderr, "usage: gmon-dump [-4|-8] [-b|-l] [-s] FILE...\n");
	exit(2);
}

static void dump(const char *path, const struct gmon_file *f, int summary)
{
	uint64_t samples = 0, calls = 0;
	size_t i, j;

	printf("%s: %s format, version %#x, %u-byte addresses\n", path,
	       f->bsd ? "4.4BSD" : "GNU", f->version, f->ptr_size);
	for (i = 0; i < f->nhist; i++) {
		const struct gmon_read_hist *h = &f->hist[i];
		uint64_t sum = 0;

		for (j = 0; j < h->nbins; j++)
			sum += h->bins[j];
		samples += sum;
		printf("histogram %#llx-%#llx bins %u rate %u %s samples %llu\n",
		       (unsigned long long)h->low, (unsigned long long)h->high,
		       h->nbins, h->rate, h->dimen, (unsigned long long)sum);
		if (summary)
			continue;
		for (j = 0; j < h->nbins; j++)
			if (h->bins[j])
				printf("  bin %zu pc %#llx: %u\n", j,
				       (unsigned long long)(h->low + (h->high - h->low) * j / h->nbins),
				       h->bins[j]);
	}
	for (i = 0; i < f->narcs; i++) {
		calls += f->arcs[i].count;
		if (!summary)
			printf("arc %#llx -> %#llx: %llu\n",
			       (unsigned long long)f->arcs[i].from,
			       (unsigned long long)f->arcs[i].self,
			       (unsigned long long)f->arcs[i].count);
	}
	printf("total: %zu histogram records, %llu samples, %zu arcs, %llu calls\n",
	       f->nhist, (unsigned long long)samples, f->narcs,
	       (unsigned long long)calls);
}

int main(int argc, char **argv)
{
	unsigned ptr_size = 0;
	int big = -1, summary = 0, opt, status = 0;

	while ((opt = getopt(argc, argv, "48bls")) != -1) {
		switch (opt) {
		case '4': ptr_size = 4; break;
		case '8': ptr_size = 8; break;
		case 'b': big = 1; break;
		case 'l': big = 0; break;
		case 's': summary = 1; break;
		default: usage();
		}
	}
	if (optind >= argc)
		usage();
	for (; optind < argc; optind++) {
		struct gmon_file f;
		char err[256];

		if (gmon_read_path(argv[optind], ptr_size, big, &f, err,
				   sizeof err) != 0) {
			fprintf(stderr, "gmon-dump: %s: %s\n", argv[optind], err);
			status = 1;
			continue;
		}
		dump(argv[optind], &f, summary);
		gmon_file_free(&f);
	}
	return status;
}

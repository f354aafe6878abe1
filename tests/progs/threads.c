/*
 * Threaded workloads whose call counts are known exactly.
 *   hot N T       T threads each call work() N times
 *   many T N      T short-lived threads (50 at a time) each call work() N times
 *   running       two threads call spin() until main exits under them
 *   exit-thread   a second thread calls exit() after work() 123 times
 *   burn T        T threads burn CPU in burn() (samples from every thread)
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define NOINLINE __attribute__((noinline))

volatile unsigned long sink;
static unsigned long per_thread;

NOINLINE void work(void) { sink++; }
NOINLINE void spin(void) { sink++; }
NOINLINE void burn(void) { for (unsigned long i = 0; i < 200000000; i++) sink += i; }

static void *worker(void *arg)
{
	(void)arg;
	for (unsigned long i = 0; i < per_thread; i++)
		work();
	return NULL;
}

static void *spinner(void *arg)
{
	(void)arg;
	for (;;)
		spin();
	return NULL;
}

static void *exiter(void *arg)
{
	(void)arg;
	for (int i = 0; i < 123; i++)
		work();
	exit(0);
}

static void *burner(void *arg)
{
	(void)arg;
	burn();
	return NULL;
}

static void run_threads(unsigned long n, void *(*fn)(void *))
{
	pthread_t *t = calloc(n, sizeof *t);

	for (unsigned long i = 0; i < n; i++)
		if (pthread_create(&t[i], NULL, fn, NULL) != 0)
			abort();
	for (unsigned long i = 0; i < n; i++)
		pthread_join(t[i], NULL);
	free(t);
}

int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "hot";

	if (!strcmp(mode, "hot")) {
		per_thread = strtoul(argv[2], NULL, 10);
		run_threads(strtoul(argv[3], NULL, 10), worker);
	} else if (!strcmp(mode, "many")) {
		unsigned long total = strtoul(argv[2], NULL, 10);

		per_thread = strtoul(argv[3], NULL, 10);
		for (unsigned long done = 0; done < total; done += 50)
			run_threads(total - done < 50 ? total - done : 50, worker);
	} else if (!strcmp(mode, "running")) {
		pthread_t t;

		for (int i = 0; i < 2; i++)
			pthread_create(&t, NULL, spinner, NULL);
		usleep(200000);
		for (int i = 0; i < 10; i++)
			work();
		exit(0);
	} else if (!strcmp(mode, "exit-thread")) {
		pthread_t t;

		pthread_create(&t, NULL, exiter, NULL);
		pthread_join(t, NULL);
		return 1;	/* not reached: the thread exits the process */
	} else if (!strcmp(mode, "burn")) {
		run_threads(strtoul(argv[2], NULL, 10), burner);
	}
	return 0;
}

/*
 * A SA_NODEFER handler, compiled with -pg, under a storm of signals from
 * a child process, while the thread's arc table grows: once the storm
 * has begun, main calls each of 10,000 functions once a round (argv[1]
 * rounds), so its first round meets 10,000 new arcs, and each handler
 * meets 50 new ones, with the next signal nesting on top of it.  Prints
 * the peak RSS in kB and how many handlers ran.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#define NOINLINE __attribute__((noinline))
#define F(n) NOINLINE int f##n(int x) { return x * 1##n + 1; }
#define P(n) f##n,
#define D1(M, p) M(p##0) M(p##1) M(p##2) M(p##3) M(p##4) \
		 M(p##5) M(p##6) M(p##7) M(p##8) M(p##9)
#define D2(M, p) D1(M, p##0) D1(M, p##1) D1(M, p##2) D1(M, p##3) D1(M, p##4) \
		 D1(M, p##5) D1(M, p##6) D1(M, p##7) D1(M, p##8) D1(M, p##9)
#define D3(M, p) D2(M, p##0) D2(M, p##1) D2(M, p##2) D2(M, p##3) D2(M, p##4) \
		 D2(M, p##5) D2(M, p##6) D2(M, p##7) D2(M, p##8) D2(M, p##9)
#define D4(M) D3(M, 0) D3(M, 1) D3(M, 2) D3(M, 3) D3(M, 4) \
	      D3(M, 5) D3(M, 6) D3(M, 7) D3(M, 8) D3(M, 9)
#define NF 10000

D4(F)
static int (*const tab[NF])(int) = { D4(P) };
static volatile int sink;
static volatile sig_atomic_t handled;

/* 50 functions it has not called yet (until every one has been). */
NOINLINE void in_handler(void)
{
	static unsigned next;

	for (int i = 0; i < 50; i++)
		sink += tab[next++ % NF](i);
}

static void on_usr1(int sig)
{
	(void)sig;
	handled++;
	in_handler();
}

int main(int argc, char **argv)
{
	int rounds = argc > 1 ? atoi(argv[1]) : 3;
	struct sigaction sa = { .sa_handler = on_usr1, .sa_flags = SA_NODEFER };
	pid_t parent = getpid(), kid;
	char line[256];
	FILE *f;

	sigaction(SIGUSR1, &sa, NULL);
	kid = fork();
	if (kid == 0) {
		prctl(PR_SET_PDEATHSIG, SIGKILL);
		while (getppid() == parent) {
			kill(parent, SIGUSR1);
			usleep(20);
		}
		_exit(0);
	}
	while (handled < 10)	/* the storm has begun */
		;
	for (int r = 0; r < rounds; r++)
		for (int i = 0; i < NF; i++)
			sink += tab[i](i);
	kill(kid, SIGKILL);
	waitpid(kid, NULL, 0);
	f = fopen("/proc/self/status", "r");
	while (f && fgets(line, sizeof line, f))
		if (!strncmp(line, "VmHWM:", 6))
			printf("peak %ld kB\n", strtol(line + 6, NULL, 10));
	printf("handled %d\n", (int)handled);
	return 0;
}

/*
 * The floor: profiling entry points that return at once.  Linked in
 * place of libgmon.a (with the C library's plain start file in place of
 * gcrt1.o), a -pg program then pays only for the call itself and the
 * frame pointer -pg forces, which no mcount can avoid.  Built without
 * -pg, each is a bare return that touches no register.
 *
 * 32-bit ARM's __gnu_mcount_nc must also pop the word its caller pushed
 * (the caller's lr) and return with lr holding it, which C cannot say.
 */
void mcount(void);
void _mcount(void);
void __fentry__(void);

void mcount(void)
{
}

void _mcount(void)
{
}

void __fentry__(void)
{
}

#ifdef __arm__
__asm__(".syntax unified\n"
	".globl __gnu_mcount_nc\n"
	".type __gnu_mcount_nc, %function\n"
	"__gnu_mcount_nc:\n"
	"	mov ip, lr\n"
	"	pop {lr}\n"
	"	bx ip\n"
	".size __gnu_mcount_nc, .-__gnu_mcount_nc\n");
#endif

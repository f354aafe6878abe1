/*
 * The floor: profiling entry points that return at once.  Linked in
 * place of libgmon.a (with the C library's plain start file in place of
 * gcrt1.o), a -pg program then pays only for the call itself and the
 * frame pointer -pg forces, which no mcount can avoid.  Built without
 * -pg, each is a bare return that touches no register.
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

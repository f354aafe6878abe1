/*
 * What the shared bare-metal code needs from each board (ports/<port>/):
 * the semihosting trap (semihost.h) and nothing else.  The board's
 * start-up code sets up a stack and calls port_main(); its timer code
 * implements gmon_port_clock_start/stop and calls gmon_sample() from the
 * tick interrupt; its fault handler calls port_fault().
 */
#ifndef PORT_BOARD_H
#define PORT_BOARD_H

#include <stdint.h>

/* The default sample rate; make HZ=... overrides it. */
#ifndef PORT_HZ
#define PORT_HZ 1000
#endif

_Noreturn void port_main(void);
_Noreturn void port_fault(const char *what, uintptr_t cause, uintptr_t pc);

#endif

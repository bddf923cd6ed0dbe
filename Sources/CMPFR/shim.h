/*
 * CMPFR: GNU MPFR, the correctly rounded binary floating point under Tagless's precise and
 * exact elementary functions and constants.
 *
 * mpfr.h defines some of what Tagless uses as macros (mpfr_sgn, mpfr_zero_p, mpfr_get_prec),
 * which Swift does not import, and takes its rounding mode as an enum whose import differs
 * between platforms. Each operation is wrapped here in a static inline function with a
 * tagless_ prefix; a direction is an int: negative rounds down (toward minus infinity),
 * positive up, zero to nearest. Every function returns MPFR's ternary value: zero when the
 * result is exact, negative when it is below the exact value, positive when above.
 */
#ifndef TAGLESS_CMPFR_SHIM_H
#define TAGLESS_CMPFR_SHIM_H

#include <gmp.h>
#include <mpfr.h>

static inline mpfr_rnd_t tagless_mpfr_direction(int direction) {
  return direction < 0 ? MPFR_RNDD : (direction > 0 ? MPFR_RNDU : MPFR_RNDN);
}

/* ---- life ---- */

static inline void tagless_mpfr_init2(mpfr_ptr x, long precision) {
  mpfr_init2(x, (mpfr_prec_t)precision);
}
static inline void tagless_mpfr_clear(mpfr_ptr x) { mpfr_clear(x); }
/* The fewest bits a value may have. */
static inline long tagless_mpfr_precision_minimum(void) { return MPFR_PREC_MIN; }
/* The most bits a value may have. */
static inline long tagless_mpfr_precision_maximum(void) { return MPFR_PREC_MAX; }

/* ---- conversion ---- */

/* x = z · 2^e, rounded in `direction` to x's precision. */
static inline int tagless_mpfr_set_z_2exp(mpfr_ptr x, mpz_srcptr z, long e, int direction) {
  return mpfr_set_z_2exp(x, z, (mpfr_exp_t)e, tagless_mpfr_direction(direction));
}
/* Writes z and returns e with x = z · 2^e exactly (x finite). */
static inline long tagless_mpfr_get_z_2exp(mpz_ptr z, mpfr_srcptr x) {
  return (long)mpfr_get_z_2exp(z, x);
}
/* 1 when x is a finite non-zero number, 0 for zero, -1 for NaN or an infinity. */
static inline int tagless_mpfr_kind(mpfr_srcptr x) {
  if (mpfr_zero_p(x)) return 0;
  return mpfr_number_p(x) ? 1 : -1;
}
static inline int tagless_mpfr_cmp(mpfr_srcptr a, mpfr_srcptr b) { return mpfr_cmp(a, b); }

/* ---- functions ---- */

/* The functions of one argument Tagless asks MPFR for. */
#define TAGLESS_MPFR_EXP 0
#define TAGLESS_MPFR_LOG 1
#define TAGLESS_MPFR_LOG1P 2
#define TAGLESS_MPFR_SIN 3
#define TAGLESS_MPFR_COS 4
#define TAGLESS_MPFR_TAN 5
#define TAGLESS_MPFR_ATAN 6

/* r = f(x) rounded in `direction` to r's precision. */
static inline int tagless_mpfr_apply(int function, mpfr_ptr r, mpfr_srcptr x, int direction) {
  mpfr_rnd_t rnd = tagless_mpfr_direction(direction);
  switch (function) {
  case TAGLESS_MPFR_EXP: return mpfr_exp(r, x, rnd);
  case TAGLESS_MPFR_LOG: return mpfr_log(r, x, rnd);
  case TAGLESS_MPFR_LOG1P: return mpfr_log1p(r, x, rnd);
  case TAGLESS_MPFR_SIN: return mpfr_sin(r, x, rnd);
  case TAGLESS_MPFR_COS: return mpfr_cos(r, x, rnd);
  case TAGLESS_MPFR_TAN: return mpfr_tan(r, x, rnd);
  default: return mpfr_atan(r, x, rnd);
  }
}

/* The constants Tagless asks MPFR for. */
#define TAGLESS_MPFR_PI 0
#define TAGLESS_MPFR_LN2 1
#define TAGLESS_MPFR_LN10 2
#define TAGLESS_MPFR_E 3

/* r = the constant rounded in `direction` to r's precision. */
static inline int tagless_mpfr_constant(int constant, mpfr_ptr r, int direction) {
  mpfr_rnd_t rnd = tagless_mpfr_direction(direction);
  switch (constant) {
  case TAGLESS_MPFR_PI: return mpfr_const_pi(r, rnd);
  case TAGLESS_MPFR_LN2: return mpfr_const_log2(r, rnd);
  case TAGLESS_MPFR_LN10: return mpfr_log_ui(r, 10, rnd);
  default: {
    mpfr_t one;
    mpfr_init2(one, 2);
    mpfr_set_ui(one, 1, MPFR_RNDN);
    int ternary = mpfr_exp(r, one, rnd);
    mpfr_clear(one);
    return ternary;
  }
  }
}

#endif /* TAGLESS_CMPFR_SHIM_H */

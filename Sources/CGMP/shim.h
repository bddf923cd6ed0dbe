/*
 * CGMP: the GNU multiple precision integers (mpz) for Tagless's exact and precise arithmetic.
 *
 * gmp.h names every function through a macro (mpz_add is __gmpz_add) and defines a few
 * operations as macros outright (mpz_sgn, mpz_odd_p); Swift imports neither. Each operation
 * Tagless uses is wrapped here in a static inline function of the documented name with a
 * tagless_ prefix, which compiles to the direct call.
 */
#ifndef TAGLESS_CGMP_SHIM_H
#define TAGLESS_CGMP_SHIM_H

#include <gmp.h>
#include <stddef.h>

/* ---- life ---- */

static inline void tagless_mpz_init(mpz_ptr r) { mpz_init(r); }
static inline void tagless_mpz_clear(mpz_ptr r) { mpz_clear(r); }
/* A read-only integer of one word held in *limb, with no allocation: the value of a small
   BigInt handed to GMP. Never passed as a result. */
static inline void tagless_mpz_roinit_si(mpz_ptr r, mp_limb_t *limb, long v) {
  *limb = v < 0 ? -(unsigned long)v : (unsigned long)v;
  (void)mpz_roinit_n(r, limb, v < 0 ? -1 : (v == 0 ? 0 : 1));
}

/* ---- conversion ---- */

static inline void tagless_mpz_set_si(mpz_ptr r, long v) { mpz_set_si(r, v); }
static inline void tagless_mpz_set_ui(mpz_ptr r, unsigned long v) { mpz_set_ui(r, v); }
static inline void tagless_mpz_set(mpz_ptr r, mpz_srcptr a) { mpz_set(r, a); }
/* 0 when `text` is a number in `base` (a sign and digits; GMP also skips white space),
   -1 otherwise. */
static inline int tagless_mpz_set_str(mpz_ptr r, const char *text, int base) {
  return mpz_set_str(r, text, base);
}
static inline long tagless_mpz_get_si(mpz_srcptr a) { return mpz_get_si(a); }
static inline unsigned long tagless_mpz_get_ui(mpz_srcptr a) { return mpz_get_ui(a); }
static inline int tagless_mpz_fits_slong_p(mpz_srcptr a) { return mpz_fits_slong_p(a); }
static inline double tagless_mpz_get_d_2exp(long *exponent, mpz_srcptr a) {
  return mpz_get_d_2exp(exponent, a);
}
/* Writes the digits in `base` (with a leading '-') into `buffer`, which must hold
   mpz_sizeinbase(a, base) + 2 bytes. */
static inline char *tagless_mpz_get_str(char *buffer, int base, mpz_srcptr a) {
  return mpz_get_str(buffer, base, a);
}
/* The words of |a| from the lowest (`count` of them; the value's sign is not written). */
static inline void tagless_mpz_import_words(mpz_ptr r, size_t count, const unsigned long *words) {
  mpz_import(r, count, -1, sizeof(unsigned long), 0, 0, words);
}

/* ---- size and sign ---- */

static inline int tagless_mpz_sgn(mpz_srcptr a) { return mpz_sgn(a); }
static inline size_t tagless_mpz_sizeinbase(mpz_srcptr a, int base) {
  return mpz_sizeinbase(a, base);
}
static inline size_t tagless_mpz_size(mpz_srcptr a) { return mpz_size(a); }
static inline mp_limb_t tagless_mpz_getlimbn(mpz_srcptr a, mp_size_t n) {
  return mpz_getlimbn(a, n);
}
static inline int tagless_mpz_odd_p(mpz_srcptr a) { return mpz_odd_p(a); }
static inline mp_bitcnt_t tagless_mpz_scan1(mpz_srcptr a, mp_bitcnt_t start) {
  return mpz_scan1(a, start);
}

/* ---- comparison ---- */

static inline int tagless_mpz_cmp(mpz_srcptr a, mpz_srcptr b) { return mpz_cmp(a, b); }
static inline int tagless_mpz_cmpabs(mpz_srcptr a, mpz_srcptr b) { return mpz_cmpabs(a, b); }
static inline int tagless_mpz_cmp_si(mpz_srcptr a, long b) { return mpz_cmp_si(a, b); }

/* ---- arithmetic ---- */

static inline void tagless_mpz_add(mpz_ptr r, mpz_srcptr a, mpz_srcptr b) { mpz_add(r, a, b); }
static inline void tagless_mpz_sub(mpz_ptr r, mpz_srcptr a, mpz_srcptr b) { mpz_sub(r, a, b); }
static inline void tagless_mpz_mul(mpz_ptr r, mpz_srcptr a, mpz_srcptr b) { mpz_mul(r, a, b); }
static inline void tagless_mpz_mul_si(mpz_ptr r, mpz_srcptr a, long b) { mpz_mul_si(r, a, b); }
static inline void tagless_mpz_neg(mpz_ptr r, mpz_srcptr a) { mpz_neg(r, a); }
static inline void tagless_mpz_abs(mpz_ptr r, mpz_srcptr a) { mpz_abs(r, a); }
static inline void tagless_mpz_mul_2exp(mpz_ptr r, mpz_srcptr a, mp_bitcnt_t n) {
  mpz_mul_2exp(r, a, n);
}
/* Truncating division (the quotient toward zero, the remainder with the dividend's sign). */
static inline void tagless_mpz_tdiv_qr(mpz_ptr q, mpz_ptr r, mpz_srcptr a, mpz_srcptr b) {
  mpz_tdiv_qr(q, r, a, b);
}
static inline void tagless_mpz_tdiv_q(mpz_ptr q, mpz_srcptr a, mpz_srcptr b) {
  mpz_tdiv_q(q, a, b);
}
static inline void tagless_mpz_tdiv_r(mpz_ptr r, mpz_srcptr a, mpz_srcptr b) {
  mpz_tdiv_r(r, a, b);
}
/* The remainder of |a| / d as returned value; the quotient toward zero in q. */
static inline unsigned long tagless_mpz_tdiv_q_ui(mpz_ptr q, mpz_srcptr a, unsigned long d) {
  return mpz_tdiv_q_ui(q, a, d);
}
/* The remainder of a / d for the quotient rounded toward minus infinity: in 0..<d. */
static inline unsigned long tagless_mpz_fdiv_ui(mpz_srcptr a, unsigned long d) {
  return mpz_fdiv_ui(a, d);
}
static inline void tagless_mpz_tdiv_q_2exp(mpz_ptr r, mpz_srcptr a, mp_bitcnt_t n) {
  mpz_tdiv_q_2exp(r, a, n);
}
static inline void tagless_mpz_divexact(mpz_ptr r, mpz_srcptr a, mpz_srcptr b) {
  mpz_divexact(r, a, b);
}
static inline int tagless_mpz_divisible_p(mpz_srcptr a, mpz_srcptr b) {
  return mpz_divisible_p(a, b);
}
static inline int tagless_mpz_divisible_ui_p(mpz_srcptr a, unsigned long d) {
  return mpz_divisible_ui_p(a, d);
}
/* a with every factor d (at least 2) divided out, in r; returns how many there were. GMP divides
   by d squared again and again, so n factors cost about log n divisions, not n. */
static inline unsigned long tagless_mpz_remove_ui(mpz_ptr r, mpz_srcptr a, unsigned long d) {
  mpz_t factor;
  mpz_init_set_ui(factor, d);
  mp_bitcnt_t count = mpz_remove(r, a, factor);
  mpz_clear(factor);
  return (unsigned long)count;
}
static inline void tagless_mpz_pow_ui(mpz_ptr r, mpz_srcptr a, unsigned long n) {
  mpz_pow_ui(r, a, n);
}
static inline void tagless_mpz_ui_pow_ui(mpz_ptr r, unsigned long a, unsigned long n) {
  mpz_ui_pow_ui(r, a, n);
}
static inline void tagless_mpz_powm(mpz_ptr r, mpz_srcptr a, mpz_srcptr n, mpz_srcptr m) {
  mpz_powm(r, a, n, m);
}
static inline void tagless_mpz_gcd(mpz_ptr r, mpz_srcptr a, mpz_srcptr b) { mpz_gcd(r, a, b); }
/* The truncated integer root; returns non-zero when it is exact. */
static inline int tagless_mpz_root(mpz_ptr r, mpz_srcptr a, unsigned long n) {
  return mpz_root(r, a, n);
}
/* The integer square root and the remainder a - r². */
static inline void tagless_mpz_sqrtrem(mpz_ptr r, mpz_ptr rest, mpz_srcptr a) {
  mpz_sqrtrem(r, rest, a);
}
/* The truncated root and the remainder a - r^n. */
static inline void tagless_mpz_rootrem(mpz_ptr r, mpz_ptr rest, mpz_srcptr a, unsigned long n) {
  mpz_rootrem(r, rest, a, n);
}

#endif /* TAGLESS_CGMP_SHIM_H */

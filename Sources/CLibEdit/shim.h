/*
 * CLibEdit: the parts of libedit's native <histedit.h> API that Swift cannot call directly.
 *
 * el_set, el_get and history() are C variadic functions, which Swift does not import. Each call
 * Tagless needs is wrapped here in a fixed-argument static inline function. The stdio globals
 * stdin/stdout/stderr are mutable C globals that Swift 6 rejects, so they get accessors too.
 * Everything returns libedit's own status (0 / -1 for el_set, >= 0 / -1 for history()).
 */
#ifndef TAGLESS_CLIBEDIT_SHIM_H
#define TAGLESS_CLIBEDIT_SHIM_H

#include <histedit.h>
#include <stddef.h>
#include <stdio.h>
#include <unistd.h>
#include <wchar.h>

/* ---- stdio globals ---- */

static inline FILE *tagless_stdin(void) { return stdin; }
static inline FILE *tagless_stdout(void) { return stdout; }
static inline FILE *tagless_stderr(void) { return stderr; }

/* An empty, writable C string, for a prompt callback that has nothing better to return. */
static inline char *tagless_empty_prompt(void) {
  static char empty[1] = "";
  return empty;
}

/* Columns a character takes on the terminal (XSI wcwidth, which glibc's headers only declare
   under _XOPEN_SOURCE); 0 for combining marks, -1 for non-printable characters. Depends on
   LC_CTYPE, like libedit itself. */
int wcwidth(wchar_t);
static inline int tagless_wcwidth(unsigned int c) { return wcwidth((wchar_t)c); }

/* A nameless temporary file opened for writing and reading back ("w+"), or NULL: memory-backed
   on Linux (memfd_create), tmpfile(3) elsewhere. libedit's H_SAVE_FP needs a stream with a file
   descriptor (it calls fchmod), which open_memstream's streams lack. */
#if defined(__linux__)
int memfd_create(const char *name, unsigned int flags);
static inline FILE *tagless_anonymous_file(void) {
  int fd = memfd_create("tagless-history", 1u /* MFD_CLOEXEC */);
  if (fd < 0) return tmpfile();
  FILE *file = fdopen(fd, "w+");
  if (file == NULL) close(fd);
  return file;
}
#else
static inline FILE *tagless_anonymous_file(void) { return tmpfile(); }
#endif

/* ---- el_set / el_get ---- */

/* Prompt callback type (el_pfunc_t in the man page). */
typedef char *(*tagless_prompt_fn)(EditLine *);

/* Editor function callback type (el_func_t in the man page); returns a CC_* code. */
typedef unsigned char (*tagless_editor_fn)(EditLine *, int);

/* EL_EDITOR: "emacs" or "vi". */
static inline int tagless_el_set_editor(EditLine *el, const char *mode) {
  return el_set(el, EL_EDITOR, mode);
}

/* EL_SIGNAL: when on, libedit restores the terminal around SIGINT, SIGTSTP, SIGWINCH, ... */
static inline int tagless_el_set_signal(EditLine *el, int on) {
  return el_set(el, EL_SIGNAL, on);
}

/* EL_PROMPT_ESC: text between two `marker` characters is printed but takes no columns. */
static inline int tagless_el_set_prompt_esc(EditLine *el, tagless_prompt_fn fn, char marker) {
  return el_set(el, EL_PROMPT_ESC, fn, marker);
}

/* EL_HIST: use `h` for history navigation (up/down, incremental search). */
static inline int tagless_el_set_history(EditLine *el, History *h) {
  return el_set(el, EL_HIST, history, h);
}

/* EL_BIND: bind one key sequence (e.g. "^R", "^I") to a named editor command. */
static inline int tagless_el_bind(EditLine *el, const char *key, const char *command) {
  return el_set(el, EL_BIND, key, command, (const char *)NULL);
}

/* EL_ADDFN: register a user editor command under `name`, to be bound with tagless_el_bind. */
static inline int tagless_el_add_function(
    EditLine *el, const char *name, const char *help, tagless_editor_fn fn) {
  return el_set(el, EL_ADDFN, name, help, fn);
}

/* EL_CLIENTDATA: an opaque pointer the callbacks can fetch back. */
static inline int tagless_el_set_client_data(EditLine *el, void *data) {
  return el_set(el, EL_CLIENTDATA, data);
}

static inline void *tagless_el_get_client_data(EditLine *el) {
  void *data = NULL;
  if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
  return data;
}

/* Terminal width in columns (termcap "co"), or `fallback` when unknown. */
static inline int tagless_el_get_columns(EditLine *el, int fallback) {
  int columns = 0;
  if (el_get(el, EL_GETTC, "co", &columns, (void *)NULL) != 0 || columns <= 0) return fallback;
  return columns;
}

/* ---- history() ---- */

static inline int tagless_history_set_size(History *h, HistEvent *ev, int size) {
  return history(h, ev, H_SETSIZE, size);
}

/* H_SETUNIQUE: when on, a line equal to the previous entry is not entered again. */
static inline int tagless_history_set_unique(History *h, HistEvent *ev, int on) {
  return history(h, ev, H_SETUNIQUE, on);
}

static inline int tagless_history_enter(History *h, HistEvent *ev, const char *line) {
  return history(h, ev, H_ENTER, line);
}

/* H_GETSIZE: number of entries (in ev->num); returns -1 on error. */
static inline int tagless_history_count(History *h, HistEvent *ev) {
  if (history(h, ev, H_GETSIZE) != 0) return -1;
  return ev->num;
}

/* H_FIRST: the newest entry's text, or NULL when there is none; valid until the history changes. */
static inline const char *tagless_history_newest(History *h, HistEvent *ev) {
  if (history(h, ev, H_FIRST) != 0) return NULL;
  return ev->str;
}

/* H_LOAD: number of lines read, or -1 (file missing, unreadable or not in _HiStOrY_V2_ form). */
static inline int tagless_history_load(History *h, HistEvent *ev, const char *path) {
  return history(h, ev, H_LOAD, path);
}

/* H_SAVE: number of lines written, or -1. libedit creates the file with mode 0600. */
static inline int tagless_history_save(History *h, HistEvent *ev, const char *path) {
  return history(h, ev, H_SAVE, path);
}

/* H_SAVE_FP: writes to an open stream; number of lines written, or -1. libedit does not check
   its writes, so the caller checks the stream (fflush, ferror) to learn of a full disk. */
static inline int tagless_history_save_fp(History *h, HistEvent *ev, FILE *file) {
  return history(h, ev, H_SAVE_FP, file);
}

#endif /* TAGLESS_CLIBEDIT_SHIM_H */

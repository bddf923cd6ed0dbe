/*
 * CFuzzDriver: libFuzzer's driver entry point, which Swift cannot declare itself.
 *
 * SwiftPM links an executable's `main` to its module's top-level code, so the fuzz target
 * calls libFuzzer's driver from there instead of using libFuzzer's own `main`.
 */
#ifndef TAGLESS_FUZZ_DRIVER_H
#define TAGLESS_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/* Runs libFuzzer with the command-line arguments, calling `callback` for each input. */
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif

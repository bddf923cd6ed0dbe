/* Declarations only: libFuzzer's runtime defines LLVMFuzzerRunDriver. */
#include "fuzz_driver.h"

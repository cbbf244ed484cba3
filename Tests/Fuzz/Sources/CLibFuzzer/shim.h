// libFuzzer's driver (compiler-rt, linked by `-sanitize=fuzzer`): the fuzz targets call it from
// their own `main`, because SwiftPM gives every executable a `main` of its own on Linux (which
// would hide the one libFuzzer supplies).
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*UserCb)(const uint8_t *Data, size_t Size));

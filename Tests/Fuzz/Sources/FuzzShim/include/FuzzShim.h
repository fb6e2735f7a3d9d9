#include <stddef.h>
#include <stdint.h>

// libFuzzer's driver (compiler-rt, FuzzerInterface.h): runs the fuzzing loop over `callback`
// with the command line's options, as libFuzzer's own main does.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#include <stddef.h>
#include <stdint.h>

// libFuzzer's driver (compiler-rt, FuzzerInterface.h): runs the fuzzing loop over `callback`
// with the command line's options, as libFuzzer's own main does.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

// libFuzzer's own mutation of `data` (its first `size` bytes, in a buffer of `max_size`): the
// new size. For a target's LLVMFuzzerCustomMutator (FuzzLSP re-frames what it returns).
size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max_size);

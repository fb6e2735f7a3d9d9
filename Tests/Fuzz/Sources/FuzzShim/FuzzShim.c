// Only a header: the symbol comes from libFuzzer, linked by -sanitize=fuzzer.
#include "FuzzShim.h"

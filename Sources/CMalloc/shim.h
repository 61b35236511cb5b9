// glibc's allocator settings (mallopt); the C library itself is always linked, so there is nothing to link here.
#if defined(__linux__)
#include <malloc.h>
#endif

#ifndef HINDEX_CFILESYSTEM_SHIM_H
#define HINDEX_CFILESYSTEM_SHIM_H
#include <errno.h>
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>

/// Atomically exchanges the paths `from` and `to` (both must exist):
/// renameat2(AT_FDCWD, from, AT_FDCWD, to, RENAME_EXCHANGE). Glibc's Swift module does not
/// export renameat2, and syscall(2) is variadic, so Swift calls it through this function.
/// Returns 0, or -1 with errno set (EINVAL or ENOSYS where the file system or kernel has
/// no exchange; ENOSYS off Linux).
static inline int hindex_rename_exchange(const char *from, const char *to) {
#if defined(__linux__) && defined(SYS_renameat2)
    return (int)syscall(SYS_renameat2, AT_FDCWD, from, AT_FDCWD, to, 2u /* RENAME_EXCHANGE */);
#else
    (void)from;
    (void)to;
    errno = ENOSYS;
    return -1;
#endif
}
#endif

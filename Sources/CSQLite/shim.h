#include <sqlite3.h>

// SQLITE_TRANSIENT is a cast of -1 to a function pointer, which Swift cannot import: these
// wrappers ask SQLite to copy text and blobs before the Swift buffer goes away.
static inline int csqlite_bind_text(sqlite3_stmt *statement, int index, const char *text,
                                    sqlite3_uint64 count) {
  return sqlite3_bind_text64(statement, index, text, count, SQLITE_TRANSIENT, SQLITE_UTF8);
}

static inline int csqlite_bind_blob(sqlite3_stmt *statement, int index, const void *bytes,
                                    sqlite3_uint64 count) {
  return sqlite3_bind_blob64(statement, index, bytes, count, SQLITE_TRANSIENT);
}

// sqlite3_config is variadic, which Swift cannot call. Turning off SQLite's memory statistics
// removes the global mutex every allocation would take: the store opens its connections with
// SQLITE_OPEN_NOMUTEX and gives each to one thread, and reads no statistics. Must run before
// the first open.
static inline int csqlite_disable_memory_statistics(void) {
  return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

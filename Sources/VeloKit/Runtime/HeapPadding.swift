#if canImport(Glibc)
  import CMalloc
#endif

/// How much free memory glibc's allocator keeps at the top of its heaps instead of handing it back to the kernel.
///
/// By default glibc grows a heap by what a request needs plus 128 KB and, when as much is free at the top again,
/// returns it; the next growth then faults the same pages in anew. A run of `history` frees and regrows its arrays
/// of records and rows many times, and with the default it took some 1,180 page faults where one megabyte of
/// padding leaves about 1,010, and 3–5 % of its CPU time (docs/architecture.md §12, *Heap padding*). The memory kept
/// is at most one megabyte a heap, and the process is short-lived.
public enum HeapPadding {
  /// The padding set at start-up: one megabyte.
  public static let bytes: Int32 = 1 << 20

  /// Sets the padding; true where the allocator took it (glibc), false elsewhere (macOS's allocator has no such
  /// knob, and there the call does nothing).
  @discardableResult
  public static func apply() -> Bool {
    #if canImport(Glibc)
      return mallopt(M_TOP_PAD, bytes) == 1
    #else
      return false
    #endif
  }
}

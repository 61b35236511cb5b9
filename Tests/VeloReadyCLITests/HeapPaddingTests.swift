import Testing

@testable import VeloKit

/// The allocator takes the heap padding `veloready` sets at start-up (docs/architecture.md §12, *Heap padding*).
@Suite struct HeapPaddingTests {
  @Test func glibcTakesTheOneMegabytePadding() {
    #expect(HeapPadding.bytes == 1_048_576)
    #if canImport(Glibc)
      // mallopt answers 1 only for a parameter it knows and a value it accepts.
      #expect(HeapPadding.apply())
      #expect(HeapPadding.apply(), "setting it twice is harmless")
    #else
      #expect(!HeapPadding.apply())
    #endif
  }
}

/// The memory of one definition: its layout, its fields and a table from field number to field.
final class FITDefinitionStorage {
  /// Initialised by `FITDefinition.read` once the fields are known.
  let layout: UnsafeMutablePointer<FITLayout>
  let fields: UnsafeMutablePointer<FITFieldLayout>
  /// `slots[n]` is 1 + the index in `fields` of field number `n`, or 0 when absent.
  let slots: UnsafeMutablePointer<UInt8>
  private let fieldCount: Int

  init(fieldCount: Int) {
    self.fieldCount = fieldCount
    layout = .allocate(capacity: 1)
    fields = .allocate(capacity: max(fieldCount, 1))
    slots = .allocate(capacity: 256)
    slots.initialize(repeating: 0, count: 256)
  }

  deinit {
    layout.deinitialize(count: 1)
    layout.deallocate()
    fields.deinitialize(count: fieldCount)
    fields.deallocate()
    slots.deallocate()
  }
}

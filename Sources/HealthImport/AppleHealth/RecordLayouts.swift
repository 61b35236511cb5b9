/// The layouts of the last few tag shapes a document saw, by shape stamp.
struct RecordLayouts {
  /// As many as `TagTemplate` keeps shapes, whose stamps run in turn through its slots.
  private var slots = [RecordLayout](repeating: RecordLayout(), count: TagTemplate.shapes)

  /// The layout of `tag`, from memory when its shape was seen before.
  @inline(__always)
  mutating func layout(of tag: XMLTag) -> RecordLayout {
    guard tag.shape != 0 else { return RecordLayout(of: tag) }
    let slot = tag.shape % slots.count
    if slots[slot].shape == tag.shape { return slots[slot] }
    let layout = RecordLayout(of: tag)
    slots[slot] = layout
    return layout
  }
}

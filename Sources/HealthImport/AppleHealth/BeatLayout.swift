/// Where a beat's `bpm` and `time` sit among the attributes of its tag, remembered for the last
/// beat shape (`XMLTag.shape`), as `RecordLayout` does for a record.
///
/// A beat list is 110 tags of one shape in a watch-worn export, the bulk of its tags; with the
/// shape remembered, a beat is known by its stamp instead of its 27-byte name, and its two
/// values are read by index without comparing an attribute name. A name that occurs twice counts
/// at its last place, as when the names are compared for each tag.
struct BeatLayout {
  /// The shape this layout was found for; 0 for none.
  private(set) var shape = 0
  private(set) var bpm = -1
  private(set) var time = -1

  /// An empty layout, for no shape.
  init() {}

  /// The layout of a beat's tag.
  init(of tag: XMLTag) {
    shape = tag.shape
    for (index, attribute) in tag.attributes.enumerated() {
      if attribute.name.equals("bpm") {
        bpm = index
      } else if attribute.name.equals("time") {
        time = index
      }
    }
  }

  /// Whether `tag` is a beat of the remembered shape (so its name need not be compared).
  @inline(__always)
  func matches(_ tag: XMLTag) -> Bool { shape != 0 && tag.shape == shape }

  /// A beat's `bpm`: one to three ASCII digits (every beat a watch writes) as the whole number
  /// they spell, anything else by `XMLText.number`, which gives the same for those digits.
  @inline(__always)
  static func bpm(_ text: UnsafeRawBufferPointer) -> Double? {
    let count = text.count
    guard count >= 1, count <= 3 else { return XMLText.number(text) }
    var value = 0
    for index in 0..<count {
      let digit = text[index] &- 0x30
      guard digit < 10 else { return XMLText.number(text) }
      value = value * 10 + Int(digit)
    }
    return Double(value)
  }
}

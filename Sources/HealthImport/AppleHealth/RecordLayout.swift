/// Where the attributes a `<Record>` is read by sit among its tag's attributes.
///
/// Found by the names of the attributes of one tag, and remembered per tag shape
/// (`XMLTag.shape`), since every tag of a shape has the same names in the same order: most
/// records are then read without comparing a single name. A name that occurs twice counts at
/// its last place, as when the names are compared for each tag.
struct RecordLayout {
  /// The `XMLTag.shape` this layout was found for; 0 for none.
  var shape = 0
  var type = -1
  var unit = -1
  var value = -1
  var sourceName = -1
  /// iOS 8 exports name the source `source`; later ones `sourceName`.
  var source = -1
  var startDate = -1
  var endDate = -1

  /// The layout of `tag`'s attributes.
  init(of tag: XMLTag) {
    shape = tag.shape
    for (index, attribute) in tag.attributes.enumerated() {
      let name = attribute.name
      switch name.count {
      case 4:
        if name.equals("type") {
          type = index
        } else if name.equals("unit") {
          unit = index
        }
      case 5 where name.equals("value"): value = index
      case 6 where name.equals("source"): source = index
      case 7 where name.equals("endDate"): endDate = index
      case 9 where name.equals("startDate"): startDate = index
      case 10 where name.equals("sourceName"): sourceName = index
      default: break
      }
    }
  }

  /// An empty layout, for no shape.
  init() {}

  /// The value of attribute `index` of `tag`, or `nil` for -1.
  @inline(__always)
  static func value(_ index: Int, of tag: XMLTag) -> UnsafeRawBufferPointer? {
    index < 0 ? nil : tag.attributes[index].value
  }
}

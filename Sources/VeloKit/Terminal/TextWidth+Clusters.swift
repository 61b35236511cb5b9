extension TextWidth {
  /// Reads text a scalar at a time and says what each adds to its width: the cluster rules of
  /// `TextWidth` as a small state machine, so that measuring needs no grapheme breaking (the
  /// standard library's is several times slower, and every drawn line is measured).
  struct Clusters {
    /// Whether the last scalar was part of an escape sequence.
    private(set) var inEscape = false
    /// Whether the last scalar began a cluster (a base, a control, or a mark with nothing to
    /// join), rather than joining the one before or being part of an escape sequence.
    private(set) var startedCluster = false
    /// The base of the cluster being read; `nil` after a control or an escape sequence.
    private var base: Unicode.Scalar?
    /// The columns the cluster has so far.
    private var baseColumns = 0
    /// The last scalar of the cluster that is not a mark: what a joiner joins to.
    private var last: Unicode.Scalar = " "
    /// Only marks have joined the base so far: a variation selector applies to it.
    private var alone = true
    /// The previous scalar was a zero-width joiner after a pictograph.
    private var joinsNext = false
    /// The cluster is one regional indicator, waiting for the second of a flag.
    private var unpairedIndicator = false

    /// The columns `scalar` adds to the text read so far.
    mutating func add(_ scalar: Unicode.Scalar) -> Int {
      startedCluster = false
      let value = scalar.value
      if inEscape {
        if (0x40...0x7E).contains(value), scalar != "[" { inEscape = false }
        return 0
      }
      if scalar == "\u{1B}" {
        inEscape = true
        base = nil
        return 0
      }
      if value < 0x300 {
        // Latin text: every scalar is a cluster of its own (no mark lies below U+0300).
        return start(value < 0x20 ? nil : scalar, columns: value < 0x20 ? 0 : 1)
      }
      if base != nil, let joined = join(scalar) { return joined }
      let columns = TextWidth.columns(of: scalar)
      let indicator = (0x1F1E6...0x1F1FF).contains(value)
      let added = start(base == nil && columns == 0 ? nil : scalar, columns: columns)
      unpairedIndicator = indicator
      return added
    }

    /// What `scalar` adds when it joins the cluster being read; `nil` when it starts a new one.
    private mutating func join(_ scalar: Unicode.Scalar) -> Int? {
      let value = scalar.value
      defer { if value != 0x200D { joinsNext = false } }
      switch value {
      case 0x200D:
        joinsNext = Self.isPictograph(last)
        alone = false
        return 0
      case 0xFE0F:
        // Emoji presentation: the picture takes two columns.
        defer { alone = false }
        guard alone, baseColumns == 1, let base, base.properties.isEmoji else { return 0 }
        baseColumns = 2
        return 1
      case 0xFE0E:
        // Text presentation: terminals differ; a wide emoji is still counted two.
        alone = false
        return 0
      case 0x1F3FB...0x1F3FF where Self.isPictograph(last):
        alone = false
        return 0
      case 0x1F1E6...0x1F1FF where unpairedIndicator:
        unpairedIndicator = false
        alone = false
        return 1
      default:
        if joinsNext, Self.isPictograph(scalar) {
          last = scalar
          alone = false
          return 0
        }
        // A mark joins the cluster; anything else starts one.
        return TextWidth.columns(of: scalar) == 0 ? 0 : nil
      }
    }

    /// Begins a cluster on `scalar` (`nil`: one that nothing joins, such as a control).
    private mutating func start(_ scalar: Unicode.Scalar?, columns: Int) -> Int {
      startedCluster = true
      base = scalar
      baseColumns = columns
      last = scalar ?? " "
      alone = true
      joinsNext = false
      unpairedIndicator = false
      return columns
    }

    /// Whether a zero-width joiner after `scalar` joins the next pictograph to it: the emoji
    /// that are pictures, not the digits, `#` and `*` of keycaps or the regional indicators.
    static func isPictograph(_ scalar: Unicode.Scalar) -> Bool {
      scalar.value >= 0xA9 && !(0x1F1E6...0x1F1FF).contains(scalar.value)
        && scalar.properties.isEmoji
    }
  }
}

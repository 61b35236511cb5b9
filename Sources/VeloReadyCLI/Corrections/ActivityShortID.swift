import ScoreEngine
import VeloStore

/// The short id `veloready activities` shows for an activity (docs/formats.md §5.7): six
/// characters of a hash of the recording whose load counts, or the id the rider's corrections of
/// it were made under. Every recording's own short id names its activity too, so an id once shown
/// keeps working when a new copy of the ride becomes the one that counts.
enum ActivityShortID {
  /// Base 32 without the letters read as digits (i, l, o, u).
  private static let alphabet = Array("0123456789abcdefghjkmnpqrstvwxyz")
  /// Characters in an id: 30 bits, so that two of a rider's ten thousand rides share one for
  /// about one rider in twenty; such an id is refused with both dates (`ActivityCorrecting.find`).
  static let length = 6

  /// The short id of one recording: FNV-1a (64 bits) of its provider, source and id joined by
  /// 0x1F, mixed by MurmurHash3's finalizer; its low 30 bits, five a character, lowest first.
  static func of(_ member: ActivityMember) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in [member.provider.rawValue, member.source, member.id].joined(separator: "\u{1F}")
      .utf8
    {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    // FNV-1a alone carries a change of the last bytes into few bits (ids such as "i-123" and
    // "i-124" would share most characters); MurmurHash3's 64-bit finalizer spreads it to all.
    hash ^= hash >> 33
    hash = hash &* 0xff51_afd7_ed55_8ccd
    hash ^= hash >> 33
    hash = hash &* 0xc4ce_b9fe_1a85_ec53
    hash ^= hash >> 33
    var text = ""
    for _ in 0..<length {
      text.append(alphabet[Int(hash & 31)])
      hash >>= 5
    }
    return text
  }

  /// The corrections that apply to `activity`: those naming one of its recordings.
  static func corrections(of activity: MergedActivity, in stored: [StoredCorrection])
    -> [StoredCorrection]
  {
    let members = Set(activity.members)
    return stored.filter { $0.correction.members.contains(where: members.contains) }
  }

  /// The id shown for `activity`: its corrections' when it has any, else its counted recording's.
  static func shown(_ activity: MergedActivity, corrections: [StoredCorrection]) -> String {
    if let first = self.corrections(of: activity, in: corrections).first { return first.activity }
    let counted =
      activity.members.first { $0.id == activity.id } ?? activity.members.first
      ?? ActivityMember(provider: .native, source: "", id: activity.id)
    return of(counted)
  }

  /// Every id that names `activity`: the shown one and each recording's.
  static func all(_ activity: MergedActivity, corrections: [StoredCorrection]) -> Set<String> {
    Set(activity.members.map(of(_:))).union([shown(activity, corrections: corrections)])
  }
}

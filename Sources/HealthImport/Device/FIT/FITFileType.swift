/// The type of a FIT file, from `file_id.type`: only activity files hold activities.
public struct FITFileType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The `file` enumeration value (4 = activity).
  public var rawValue: UInt8

  /// Wraps a `file` enumeration value.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// A recorded workout.
  public static let activity = FITFileType(rawValue: 4)

  /// The type's name as a rider would say it, e.g. `monitoring`; `type 58` when unknown.
  public var name: String {
    Self.names[rawValue] ?? "type \(rawValue)"
  }

  /// `a FIT monitoring file`.
  public var description: String {
    let article = name.first.map { "aeio".contains($0) } == true ? "an" : "a"
    return "\(article) FIT \(name) file"
  }

  private static let names: [UInt8: String] = [
    1: "device", 2: "settings", 3: "sport settings", 4: "activity", 5: "workout", 6: "course",
    7: "schedules", 9: "weight", 10: "totals", 11: "goals", 14: "blood pressure",
    15: "monitoring", 20: "activity summary", 28: "daily monitoring", 32: "monitoring",
    34: "segment", 35: "segment list", 40: "data-field configuration",
  ]
}

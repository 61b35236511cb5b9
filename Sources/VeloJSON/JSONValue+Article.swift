extension JSONValue {
  /// The JSON type name with its article, for messages: `an object`, `an array`, `a string`.
  public var typeNameWithArticle: String {
    switch self {
    case .null: return "null"
    case .array, .object: return "an \(typeName)"
    default: return "a \(typeName)"
    }
  }
}

extension ImportError {
  /// The reason in plain English, whatever the case: what follows `cannot import 'PATH': `.
  public var reason: String {
    switch self {
    case .unrecognised(let reason), .malformed(let reason), .unreadable(let reason): return reason
    }
  }
}

/// A cursor over the bytes of a POSIX TZ string.
struct TZStringScanner {
  let bytes: [UInt8]
  var position = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  var atEnd: Bool { position == bytes.count }

  func peek(_ character: Unicode.Scalar) -> Bool {
    position < bytes.count && bytes[position] == UInt8(ascii: character)
  }

  mutating func take(_ character: Unicode.Scalar) -> Bool {
    guard peek(character) else { return false }
    position += 1
    return true
  }

  /// A zone abbreviation: three or more letters, or `<` three or more of `A-Za-z0-9+-` `>`.
  mutating func name() -> Bool {
    let start = position
    if take("<") {
      while position < bytes.count, Self.isQuotedNameByte(bytes[position]) { position += 1 }
      return position - start - 1 >= 3 && take(">")
    }
    while position < bytes.count, Self.isLetter(bytes[position]) { position += 1 }
    return position - start >= 3
  }

  /// `[+-]hh[:mm[:ss]]` in seconds, hours at most `maxHours`; `nil` when malformed.
  mutating func duration(maxHours: Int) -> Int? {
    let negative = take("-")
    if !negative { _ = take("+") }
    guard let hours = number(maxDigits: 3), hours <= maxHours else { return nil }
    var seconds = hours * 3600
    if take(":") {
      guard let minutes = number(exactDigits: 2), minutes < 60 else { return nil }
      seconds += minutes * 60
      if take(":") {
        guard let extra = number(exactDigits: 2), extra < 60 else { return nil }
        seconds += extra
      }
    }
    return negative ? -seconds : seconds
  }

  /// `Jn`, `n` or `Mm.w.d`, then an optional `/time`.
  mutating func transition() -> TransitionRule? {
    let day: TransitionRule.Day
    if take("J") {
      guard let number = number(maxDigits: 3), (1...365).contains(number) else { return nil }
      day = .julian(number)
    } else if take("M") {
      guard let month = number(maxDigits: 2), (1...12).contains(month), take("."),
        let week = number(maxDigits: 1), (1...5).contains(week), take("."),
        let weekday = number(maxDigits: 1), weekday <= 6
      else { return nil }
      day = .monthWeekDay(month: month, week: week, weekday: weekday)
    } else {
      guard let number = number(maxDigits: 3), number <= 365 else { return nil }
      day = .zeroBased(number)
    }
    guard take("/") else { return TransitionRule(day: day) }
    guard let time = duration(maxHours: 167) else { return nil }
    return TransitionRule(day: day, secondsIntoDay: time)
  }

  private mutating func number(maxDigits: Int) -> Int? {
    let start = position
    var value = 0
    while position < bytes.count, position - start < maxDigits, Self.isDigit(bytes[position]) {
      value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
      position += 1
    }
    return position > start ? value : nil
  }

  private mutating func number(exactDigits: Int) -> Int? {
    let start = position
    guard let value = number(maxDigits: exactDigits), position - start == exactDigits else {
      return nil
    }
    return value
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  private static func isQuotedNameByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
  }
}

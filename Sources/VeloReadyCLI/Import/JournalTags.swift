import HealthImport
import VeloStore

/// WHOOP's journal answers as tags (docs/formats.md §5.7): every question answered yes tags the
/// day its cycle began, under a name of the rider's own vocabulary where one fits.
enum JournalTags {
  /// WHOOP's questions (as its exports write them) whose answer is a suggested tag name; any
  /// other question becomes a name of its own words.
  static let known: [String: String] = [
    "have any alcoholic drinks?": "alcohol",
    "have any caffeine?": "caffeine",
    "feeling sick or ill?": "illness",
  ]

  /// The tags of the yes answers, one a day and name.
  static func tags(_ entries: [JournalEntry]) -> [DayTag] {
    var seen = Set<String>()
    var tags: [DayTag] = []
    for entry in entries where entry.answeredYes {
      let name = name(entry.question)
      guard TagName.isValid(name), seen.insert("\(entry.cycleDay) \(name)").inserted else {
        continue
      }
      tags.append(DayTag(date: entry.cycleDay, name: name, value: nil, origin: "whoop"))
    }
    return tags
  }

  /// The tag name of a question: a known one, else its words in lower case joined by hyphens
  /// (at most 40 characters, cut at a word).
  static func name(_ question: String) -> String {
    let trimmed = question.trimmingCharacters(in: .whitespaces).lowercased()
    if let known = known[trimmed] { return known }
    var name = ""
    let words = trimmed.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    for word in words {
      let next = name.isEmpty ? String(word) : name + "-" + word
      if next.count > TagName.maximumLength { break }
      name = next
    }
    return name
  }
}

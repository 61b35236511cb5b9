/// The store's log of imported files: content fingerprint → when and what.
///
/// Importing a file whose content is already logged is reported as such and changes nothing.
struct ImportLog {
  /// One imported file.
  struct Entry: Equatable {
    var fingerprint: String
    var name: String
    var format: String
    var importedAt: String
    var added: Int
    var replaced: Int
    var rejected: Int
  }

  var entries: [Entry] = []

  /// The latest import of a file with this fingerprint.
  func entry(for fingerprint: String) -> Entry? {
    entries.last { $0.fingerprint == fingerprint }
  }
}

/// The store's log of imported files: content fingerprint → when and what.
///
/// Importing a file whose content is already logged is reported as such and changes nothing.
package struct ImportLog {
  /// One imported file.
  package struct Entry: Equatable {
    /// The file's content fingerprint, `xxh64:SIZE-HASH`.
    package var fingerprint: String
    /// The file name as given.
    package var name: String
    /// The format it was read as.
    package var format: String
    /// When, as ISO 8601 text.
    package var importedAt: String
    /// Records added.
    package var added: Int
    /// Records replaced.
    package var replaced: Int
    /// Records rejected.
    package var rejected: Int

    /// Creates one from its fields.
    package init(
      fingerprint: String, name: String, format: String, importedAt: String, added: Int,
      replaced: Int, rejected: Int
    ) {
      self.fingerprint = fingerprint
      self.name = name
      self.format = format
      self.importedAt = importedAt
      self.added = added
      self.replaced = replaced
      self.rejected = rejected
    }
  }

  /// Every import, oldest first.
  package var entries: [Entry] = []

  /// The latest import of a file with this fingerprint.
  package func entry(for fingerprint: String) -> Entry? {
    entries.last { $0.fingerprint == fingerprint }
  }
}

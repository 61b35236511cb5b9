/// Damage inside a FIT file's messages: what is wrong, for the note that reports it.
struct FITDamage: Error {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}

/// An absent component as an error value, for `Result`-returning component builders.
struct AbsentReasonError: Error, Hashable {
  let name: String
  let reason: String

  var component: AbsentComponent { AbsentComponent(name: name, reason: reason) }
}

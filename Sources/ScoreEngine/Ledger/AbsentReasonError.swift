/// An absent component as an error value, for `Result`-returning component builders.
struct AbsentReasonError: Error, Hashable {
  let name: ComponentName
  let reason: AbsentReason

  var component: AbsentComponent { AbsentComponent(name: name, reason: reason) }
}

/// A colour or emphasis in the output.
package enum Tone: Sendable {
  case green, yellow, amber, red, grey, bold, dim
}

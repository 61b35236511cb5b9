/// Where the store lives: `--data DIR` > `VELOREADY_HOME` > `$XDG_DATA_HOME/veloready` >
/// `~/.local/share/veloready` (docs/architecture.md §6).
package struct StoreLocation: Equatable {
  /// The directory.
  package let path: String
  /// Whether the user named it with `--data` (a missing one is then an error, not the demo).
  package let explicit: Bool

  /// The location `--data` (`dataOption`) and the environment name.
  package static func resolve(dataOption: String?, environment: [String: String]) -> StoreLocation {
    if let dataOption { return StoreLocation(path: dataOption, explicit: true) }
    if let home = environment["VELOREADY_HOME"], !home.isEmpty {
      return StoreLocation(path: home, explicit: false)
    }
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      return StoreLocation(path: xdg + "/veloready", explicit: false)
    }
    let home = environment["HOME"] ?? "/"
    return StoreLocation(path: home + "/.local/share/veloready", explicit: false)
  }
}

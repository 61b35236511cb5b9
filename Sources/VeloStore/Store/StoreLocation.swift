/// Where the store lives: `--data DIR` > `VELOREADY_HOME` > `$XDG_DATA_HOME/veloready` >
/// `~/.local/share/veloready` (docs/architecture.md §6).
struct StoreLocation: Equatable {
  /// The directory.
  let path: String
  /// Whether the user named it with `--data` (a missing one is then an error, not the demo).
  let explicit: Bool

  static func resolve(dataOption: String?, environment: [String: String]) -> StoreLocation {
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

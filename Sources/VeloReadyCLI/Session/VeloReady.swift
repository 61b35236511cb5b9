/// The version of the command-line tool.
public enum VeloReady {
  /// `veloready --version` prints this.
  public static let version = "0.1.0"
}

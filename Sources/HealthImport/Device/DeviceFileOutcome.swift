/// What a device file (FIT, TCX, GPX, possibly gzipped) held.
public enum DeviceFileOutcome: Sendable {
  /// Activities, with an account of what was rejected, dropped or repaired.
  case activities(ImportReport)
  /// A sound file that holds no workout (a FIT monitoring or settings file, a GPX route, a TCX
  /// course): nothing to import, and no damage either.
  case notAnActivity(DeviceFileKind)
}

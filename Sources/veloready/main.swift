import VeloReadyCLI

print("veloready \(VeloReady.version)")

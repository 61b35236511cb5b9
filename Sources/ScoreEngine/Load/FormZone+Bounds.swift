extension FormZone {
  /// The zones from the highest TSB down, each with its lowest displayed TSB in tenths (`nil`
  /// for the open-ended bottom zone); a boundary belongs to the zone nearer zero.
  public static let lowerBounds: [(zone: FormZone, lowestTenths: Int?)] = [
    (.transition, 251), (.fresh, 51), (.grey, -100), (.optimal, -300), (.highRisk, nil),
  ]
}

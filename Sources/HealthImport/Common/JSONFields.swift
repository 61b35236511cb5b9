/// Typed access to the fields of one JSON object, absent and `null` alike reading as "not
/// measured": the intervals.icu parsers named it first, the Oura and Garmin export parsers read
/// their objects with it too.
typealias JSONFields = IntervalsObject

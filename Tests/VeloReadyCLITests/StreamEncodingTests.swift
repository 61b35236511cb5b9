import Foundation
import ScoreEngine
import Testing

@testable import VeloReadyCLI
@testable import VeloStore

/// `StreamEncoding`: the streams encoded on another thread are those encoded on the calling one.
@Suite struct StreamEncodingTests {
  @Test func theStreamsEncodedOnAnotherThreadAreThoseOfTheCallingOne() {
    let rides = DatabaseHeartRateStreamsTests.rides
    let here = HeartRateStreams(encoding: rides)
    let encoding = StreamEncoding(rides)
    let there = encoding.streams
    #expect(there.count == here.count)
    for ride in rides {
      #expect(there.blob(of: ride) == here.blob(of: ride))
    }
    // Asked again, the same streams, with no second wait.
    #expect(encoding.streams.count == here.count)
  }

  @Test func noActivitiesGiveNoStreamsAtOnce() {
    #expect(StreamEncoding([]).streams.isEmpty)
  }
}

import Dispatch
import Testing

@testable import HealthImport

/// `Beside`: the work runs on another thread, at the same time as the caller's, and its value
/// comes back whole.
@Suite struct BesideTests {
  @Test func theWorkRunsWhileTheCallerGoesOn() {
    let callerWent = DispatchSemaphore(value: 0)
    // Run on the calling thread, the work would wait for a signal the caller has not sent yet.
    let beside = Beside { callerWent.wait(timeout: .now() + 10) == .success }
    callerWent.signal()
    #expect(beside.value())
  }

  @Test func theValueIsTheWorksResult() {
    let numbers = Array((0..<10_000).reversed())
    let beside = Beside { numbers.sorted() }
    #expect(beside.value() == Array(0..<10_000))
  }

  @Test func theValueCanBeAskedForAgain() {
    let beside = Beside { [3, 1, 2].sorted() }
    #expect(beside.value() == [1, 2, 3])
    #expect(beside.value() == [1, 2, 3])
  }

  @Test func aValueAtHandIsReturnedAsItIs() {
    let ready = Beside.ready([7, 8])
    #expect(ready.value() == [7, 8])
    #expect(ready.value() == [7, 8])
  }
}

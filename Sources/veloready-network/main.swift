// The network helper of veloready: one HTTP request from stdin, its response to stdout.
// veloready starts it only to sync, so that the dashboard never loads libcurl (see NetworkWire).
import Foundation
import NetworkWire

#if canImport(Glibc)
  import Glibc
#endif

// Tied to the veloready that started it (`--parent=PID`): when that process is gone (killed
// with -9 mid-sync), the helper's answer has no reader, so it stops at once instead of living
// on until its own timeout. Only when that process is its parent: a helper started through a
// wrapper (`VELOREADY_NETWORK_HELPER`, a tracing tool) has another, and one whose veloready
// died before it started reads no request from the closed pipe and ends by itself.
if let argument = CommandLine.arguments.dropFirst().first(where: { $0.hasPrefix("--parent=") }),
  let parent = pid_t(argument.dropFirst("--parent=".count)), getppid() == parent
{
  Thread.detachNewThread {
    while getppid() == parent { usleep(100_000) }
    _exit(1)
  }
}

let input = FileHandle.standardInput.readDataToEndOfFile()
let result: Result<HTTPResponse, TransportError>
if let request = NetworkWire.decodeRequest(Array(input)) {
  do {
    result = .success(try await URLSessionTransport().send(request))
  } catch {
    result = .failure(error)
  }
} else {
  result = .failure(.other("the request could not be read"))
}
FileHandle.standardOutput.write(Data(NetworkWire.encode(result)))

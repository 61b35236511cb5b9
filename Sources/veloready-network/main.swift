// The network helper of veloready: one HTTP request from stdin, its response to stdout.
// veloready starts it only to sync, so that the dashboard never loads libcurl (see NetworkWire).
import Foundation
import NetworkWire

#if canImport(Glibc)
  import Glibc
#endif

// Tied to the veloready that started it (`--parent=PID`): when that process is gone (killed
// with -9 mid-sync), the helper's answer has no reader, so it stops at once instead of living
// on until its own timeout. Gone is: no longer this helper's parent, when it was at the start;
// else (started through a wrapper, or after veloready had already died) no process of that id.
if let argument = CommandLine.arguments.dropFirst().first(where: { $0.hasPrefix("--parent=") }),
  let parent = pid_t(argument.dropFirst("--parent=".count))
{
  let direct = getppid() == parent
  Thread.detachNewThread {
    while !(direct && getppid() != parent) && !(kill(parent, 0) != 0 && errno == ESRCH) {
      usleep(100_000)
    }
    _exit(1)
  }
}

let input = FileHandle.standardInput.readDataToEndOfFile()
var result: Result<ReceivedResponse, TransportError>
if let request = NetworkWire.decodeRequest(Array(input)) {
  do {
    result = .success(try await URLSessionTransport().send(request))
  } catch {
    result = .failure(error)
  }
} else {
  result = .failure(.other("the request could not be read"))
}
/// Writes all of `bytes` to standard output (a pipe takes them in pieces).
func writeOut<Bytes: DataProtocol & ContiguousBytes>(_ bytes: Bytes) {
  bytes.withUnsafeBytes { buffer in
    var offset = 0
    while offset < buffer.count {
      let written = write(1, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return }
      offset += written
    }
  }
}
switch result {
case .success(var response):
  // The head, then the body piece by piece, each let go once written: the body is never held
  // twice (joined, or copied behind the head).
  writeOut(
    NetworkWire.encodeHead(
      status: response.status, headers: response.headers, bodyLength: response.bodyLength))
  // (`result` lets go of its copy first, or the pieces would stay referenced from it.)
  result = .failure(.cancelled)
  response.pieces.reverse()
  while let piece = response.pieces.popLast() { writeOut(piece) }
case .failure(let error):
  writeOut(NetworkWire.encodeHead(.failure(error)))
}

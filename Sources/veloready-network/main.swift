// The network helper of veloready: one HTTP request from stdin, its response to stdout.
// veloready starts it only to sync, so that the dashboard never loads libcurl (see NetworkWire).
import Foundation
import NetworkWire

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

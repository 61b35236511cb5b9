import Foundation
import NetworkWire

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The session's delegate: refuses every redirect, so credentials never follow one, and hands
/// each data task's response, body pieces and completion to its `BoundedExchange`.
///
/// `@unchecked Sendable`: URLSession calls it on its own queue; the table is behind a lock.
final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private let lock = NSLock()
  private var exchanges: [Int: BoundedExchange] = [:]

  func register(_ exchange: BoundedExchange, for task: URLSessionTask) {
    lock.withLock { exchanges[task.taskIdentifier] = exchange }
  }

  func forget(_ task: URLSessionTask) {
    _ = lock.withLock { exchanges.removeValue(forKey: task.taskIdentifier) }
  }

  private func exchange(of task: URLSessionTask) -> BoundedExchange? {
    lock.withLock { exchanges[task.taskIdentifier] }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    let accepted = exchange(of: dataTask)?.receive(response) ?? true
    completionHandler(accepted ? .allow : .cancel)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    if exchange(of: dataTask)?.append(data) == false { dataTask.cancel() }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    exchange(of: task)?.complete(error)
  }
}

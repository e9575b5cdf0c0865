import Foundation
import Synchronization

/// The process's standard output and error, written with `write(2)` so that a closed, full or
/// vanished stream is an outcome to report rather than a trap.
///
/// - A reader that goes away (`EPIPE`, as when piping into `head`) is a quiet stop: the rest of
///   that stream's text is dropped and the run keeps its own exit status. `SIGPIPE` must be
///   ignored for `write(2)` to return `EPIPE` instead of killing the process
///   (``LegibleCommand/main()`` does so).
/// - Any other failure (`ENOSPC` on `/dev/full`, `EBADF` on a closed descriptor, `EIO`) drops
///   the rest of that stream's text and is remembered in ``failure``, which makes the run exit 2.
final class StandardStreams: Sendable {
  /// Why a write failed.
  struct Failure: Sendable, Equatable {
    /// `"standard output"` or `"standard error"`.
    var stream: String
    /// The `errno` of the failed write.
    var code: Int32

    /// A one-line description, such as `cannot write to standard output: No space left on device`.
    var description: String { "cannot write to \(stream): \(String(cString: strerror(code)))" }
  }

  private struct State {
    var outputStopped = false
    var errorStopped = false
    var failure: Failure?
  }

  private let state = Mutex(State())

  /// The first write failure other than a vanished reader, if any.
  var failure: Failure? { state.withLock { $0.failure } }

  /// A console writing to these streams.
  var console: Console {
    Console(
      output: { self.write($0, to: STDOUT_FILENO) },
      error: { self.write($0, to: STDERR_FILENO) },
      outputIsTerminal: isatty(STDOUT_FILENO) == 1, errorIsTerminal: isatty(STDERR_FILENO) == 1,
      environment: ProcessInfo.processInfo.environment)
  }

  /// Writes all of `text` to `descriptor`, retrying short writes and interruptions; stops that
  /// stream for good on the first error.
  func write(_ text: String, to descriptor: Int32) {
    let isOutput = descriptor == STDOUT_FILENO
    state.withLock { state in
      if isOutput ? state.outputStopped : state.errorStopped { return }
      // The string's own UTF-8 storage is written, not a copy of it: a report can be hundreds
      // of megabytes.
      var text = text
      let count = text.utf8.count
      var offset = 0
      while offset < count {
        let written = text.withUTF8 { buffer in
          Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        }
        if written >= 0 {
          offset += written
          continue
        }
        let code = errno
        if code == EINTR { continue }
        if code == EAGAIN {
          // A non-blocking descriptor that is full: wait until it takes more.
          var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
          if poll(&request, 1, -1) >= 0 || errno == EINTR { continue }
        }
        if isOutput { state.outputStopped = true } else { state.errorStopped = true }
        if code != EPIPE, state.failure == nil {
          state.failure = Failure(
            stream: isOutput ? "standard output" : "standard error", code: code)
        }
        return
      }
    }
  }
}

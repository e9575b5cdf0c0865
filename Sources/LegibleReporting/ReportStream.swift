/// Report text on its way to its destination, passed on in blocks as it is written, so that a
/// report of hundreds of thousands of findings is never held whole.
///
/// ```swift
/// var stream = ReportStream { block in print(block, terminator: "") }
/// try SARIFReporter().write(report, to: &stream)
/// stream.flush()
/// ```
public final class ReportStream: TextOutputStream {
  /// Text is gathered up to this many UTF-8 bytes before it is passed on: a block costs one
  /// system call, and at 1 MiB those calls are nothing next to making the text, while the block
  /// is nothing next to a report's size.
  public static let blockSize = 1 << 20

  private let destination: (String) -> Void
  private var pending = ""

  /// Creates a stream that hands its text to `destination` in blocks, in order.
  public init(_ destination: @escaping (String) -> Void) {
    self.destination = destination
    pending.reserveCapacity(Self.blockSize + (Self.blockSize >> 4))
  }

  /// Appends text, passing the gathered block on once it is large enough.
  public func write(_ text: String) {
    pending += text
    if pending.utf8.count >= Self.blockSize { flush() }
  }

  /// Appends UTF-8 bytes (valid UTF-8 written by the caller).
  public func write(utf8 bytes: some Collection<UInt8>) {
    write(String(decoding: bytes, as: UTF8.self))
  }

  /// Passes on whatever is gathered.
  public func flush() {
    guard !pending.isEmpty else { return }
    destination(pending)
    pending.removeAll(keepingCapacity: true)
  }
}

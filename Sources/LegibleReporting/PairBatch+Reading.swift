import Foundation

extension PairBatch {
  /// Why a batch input could not be read; the message names it (`<stdin>` for `-`).
  public struct ReadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, starting with the input's name.
    public var message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
  }

  /// The text of a batch file, or of standard input for `-`, without its byte order mark.
  ///
  /// - Parameter limit: the most bytes read (``maximumBytes`` by default); more is an error.
  /// - Throws: ``ReadError`` for a missing file, a folder, a read failure, more than `limit`
  ///   bytes or text that is not UTF-8.
  public static func read(_ path: String, limit: Int = maximumBytes) throws(ReadError) -> String {
    let name = displayName(path)
    let descriptor: Int32
    if path == "-" {
      descriptor = STDIN_FILENO
    } else {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw ReadError("\(path): no such batch file")
      }
      guard !isDirectory.boolValue else {
        throw ReadError("\(path): is a folder; --batch takes a file with one pair per line")
      }
      descriptor = open(path, O_RDONLY)
      guard descriptor >= 0 else {
        throw ReadError(
          "\(path): cannot read the batch file: \(String(cString: strerror(errno)))")
      }
    }
    defer { if descriptor != STDIN_FILENO { close(descriptor) } }
    let bytes = try readAll(descriptor, name: name, limit: limit)
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
    guard let text = String(data: Data(body), encoding: .utf8) else {
      throw ReadError("\(name): not UTF-8 text")
    }
    return text
  }

  /// Every byte up to end of file, refusing more than `limit`.
  private static func readAll(_ descriptor: Int32, name: String, limit: Int) throws(ReadError)
    -> [UInt8]
  {
    var bytes: [UInt8] = []
    let chunk = 1 << 16
    while true {
      let start = bytes.count
      bytes.append(contentsOf: repeatElement(0, count: chunk))
      let count = bytes.withUnsafeMutableBytes { buffer in
        Foundation.read(descriptor, buffer.baseAddress! + start, chunk)
      }
      if count < 0 {
        let code = errno
        bytes.removeLast(chunk)
        if code == EINTR { continue }
        throw ReadError(
          "\(name): cannot read the batch input: \(String(cString: strerror(code)))")
      }
      bytes.removeLast(chunk - count)
      if count == 0 { return bytes }
      if bytes.count > limit {
        throw ReadError(
          "\(name): the batch input is larger than \(limit >> 20) MiB; "
            + "split it into several batches")
      }
    }
  }
}

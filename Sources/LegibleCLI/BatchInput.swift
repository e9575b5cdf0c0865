import Foundation
import LegibleReporting

/// Reading a `check --batch` input: bounded bytes, UTF-8 with an optional byte order mark, LF or
/// CRLF lines, and the comment syntax.
///
/// The syntax, line by line: a line is blank, a comment, or two colours (`FG BG`, separated by
/// whitespace or a comma outside parentheses) optionally followed by a comment. A comment starts
/// at a `#` that begins the line (after blanks) or follows whitespace, and that is followed by a
/// space, a tab or the end of the line: `# pairs`, `#`, `#777 white  # grey`. Any other `#`
/// starts a colour, so `#77777 white` is a colour that cannot be read, reported with its line
/// number, never skipped. A control character other than tab (NUL, ESC, a lone CR) makes the
/// line an error.
enum BatchInput {
  /// The most bytes read from a batch file or standard input: 64 MiB, several million pairs,
  /// so that an endless stream ends in a clear error instead of exhausting memory.
  static let maximumBytes = 64 << 20

  /// The name used for the input in messages: the path, or `<stdin>` for `-`.
  static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

  /// The text of a batch file, or of standard input for `-`, without its byte order mark.
  static func read(_ path: String, limit: Int = maximumBytes) throws(CLIError) -> String {
    let name = displayName(path)
    let descriptor: Int32
    if path == "-" {
      descriptor = STDIN_FILENO
    } else {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw .input("\(path): no such batch file")
      }
      guard !isDirectory.boolValue else {
        throw .input(
          "\(path): is a folder; --batch takes a file with one pair per line")
      }
      descriptor = open(path, O_RDONLY)
      guard descriptor >= 0 else {
        throw .input(
          "\(path): cannot read the batch file: \(String(cString: strerror(errno)))")
      }
    }
    defer { if descriptor != STDIN_FILENO { close(descriptor) } }
    let bytes = try readAll(descriptor, name: name, limit: limit)
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
    guard let text = String(data: Data(body), encoding: .utf8) else {
      throw .input("\(name): not UTF-8 text")
    }
    return text
  }

  /// Every byte up to end of file, refusing more than `limit`.
  private static func readAll(_ descriptor: Int32, name: String, limit: Int) throws(CLIError)
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
        throw .input(
          "\(name): cannot read the batch input: \(String(cString: strerror(code)))")
      }
      bytes.removeLast(chunk - count)
      if count == 0 { return bytes }
      if bytes.count > limit {
        throw .input(
          "\(name): the batch input is larger than \(limit >> 20) MiB; "
            + "split it into several batches")
      }
    }
  }

  /// The lines of `text`, split at LF or CRLF (a Swift `Character` holds CRLF as one), so CRLF
  /// files read as LF ones; a lone CR stays in its line, where it is a control character.
  static func lines(_ text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
  }

  /// Why a line cannot be read before its colours are looked at, if anything: a control
  /// character other than tab.
  static func controlCharacterProblem(_ line: Substring) -> String? {
    guard let scalar = line.unicodeScalars.first(where: { Escaping.isControl($0) && $0 != "\t" })
    else { return nil }
    return "the line holds the control character "
      + "U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4))"
  }

  /// The line without its comment (see ``BatchInput`` for where a comment starts).
  static func stripComment(_ line: Substring) -> Substring {
    var index = line.startIndex
    while let hash = line[index...].firstIndex(of: "#") {
      let before = hash == line.startIndex ? nil : line[line.index(before: hash)]
      let after = line.index(after: hash)
      let startsComment =
        (before.map(\.isWhitespace) ?? true)
        && (after == line.endIndex || line[after] == " " || line[after] == "\t")
      if startsComment { return line[..<hash] }
      index = after
    }
    return line
  }
}

extension String {
  /// The string with `0`s in front up to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}

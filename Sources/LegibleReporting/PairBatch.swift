import Foundation
import LegibleColor

/// What `legible check --batch` does, as a library call: read a file of colour pairs (bounded
/// bytes, UTF-8 with an optional byte order mark, LF or CRLF lines) and check each pair.
///
/// ```swift
/// let outcome = PairBatch.check("#777 white\n#000 #fff  # black on white\n")
/// // outcome.results.map(\.line) == [1, 2]; outcome.results[0].status == .fail
/// let report = outcome.report(policies: ["wcag2-aa", "apca-bronze"])
/// ```
///
/// The syntax, line by line: a line is blank, a comment, or two colours (`FG BG`, separated by
/// whitespace or a comma outside parentheses) optionally followed by a comment. A comment starts
/// at a `#` that begins the line (after blanks) or follows whitespace, and that is followed by a
/// space, a tab or the end of the line: `# pairs`, `#`, `#777 white  # grey`. Any other `#`
/// starts a colour, so `#77777 white` is a colour that cannot be read, reported with its line
/// number, never skipped. A control character other than tab (NUL, ESC, a lone CR) makes the
/// line an error.
public enum PairBatch {
  /// The most bytes read from a batch file or standard input: 64 MiB, several million pairs,
  /// so that an endless stream ends in a clear error instead of exhausting memory.
  public static let maximumBytes = 64 << 20

  /// The longest line read, in bytes: a pair of the longest colour notations is under 200
  /// bytes, so 4 KiB leaves room for comments.
  public static let maximumLineBytes = 4096

  /// The most pairs one batch may hold unless the caller allows more: as many as one palette's
  /// declarations may expand to (`PaletteLimits.maxPairs`). Each pair's result, finding and
  /// report row take about 2 KB together, so a million-pair batch would need gigabytes; a
  /// larger set is better split over several runs (or allowed with `--max-pairs`).
  public static let defaultMaximumPairs = 100_000

  /// How many lines of `text` hold a pair (or what should be one): lines that are not blank
  /// or a comment. Counted before any is measured, so an oversized batch is refused first.
  public static func pairLineCount(_ text: String) -> Int {
    var count = 0
    for line in lines(text) where !stripComment(line).allSatisfy(\.isWhitespace) { count += 1 }
    return count
  }

  /// The name used for an input in messages: the path, or `<stdin>` for `-`.
  public static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

  /// The pairs checked and the lines that could not be, in input order.
  public struct Outcome: Sendable {
    /// One result per pair, its ``CheckReport/Result/line`` set.
    public var results: [CheckReport.Result]
    /// The lines that could not be checked.
    public var errors: [LineError]

    /// The `check` report: every result, and each unreadable line with `describe`'s message
    /// (by default the error's own).
    public func report(
      policies: [String], describing describe: (LineError.Reason) -> String = { "\($0)" }
    ) -> CheckReport {
      CheckReport(
        policies: policies, results: results,
        errors: errors.map { CheckReport.InputError(line: $0.line, message: describe($0.reason)) })
    }
  }

  /// A line that could not be checked.
  public struct LineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong with a line.
    public enum Reason: Error, Sendable, Equatable, CustomStringConvertible {
      /// The line is longer than ``PairBatch/maximumLineBytes``; `start` is its first 40
      /// characters.
      case tooLong(bytes: Int, start: String)
      /// The line holds a control character other than tab.
      case controlCharacter(Unicode.Scalar)
      /// The line holds another number of colours than two.
      case fieldCount(Int)
      /// The pair could not be measured.
      case pair(PairCheckError)

      public var description: String {
        switch self {
        case .tooLong(let bytes, let start):
          "the line is \(bytes) bytes, more than the limit of \(PairBatch.maximumLineBytes) "
            + "(it starts \"\(start)\")"
        case .controlCharacter(let scalar):
          "the line holds the control character "
            + "U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4))"
        case .fieldCount(let count): "expected two colours, found \(count)"
        case .pair(let error): "\(error)"
        }
      }
    }

    /// The 1-based line number.
    public var line: Int
    /// What is wrong.
    public var reason: Reason

    /// Creates a line error.
    public init(line: Int, reason: Reason) {
      self.line = line
      self.reason = reason
    }

    public var description: String { "line \(line): \(reason)" }
  }

  /// Checks every pair of `text` (see ``PairBatch`` for the syntax), each under every policy
  /// (``PairCheck/measure(_:_:backdrop:style:policies:gamut:)``); a line that cannot be checked
  /// is an error and the lines after it are still checked. Linear in the text's length.
  ///
  /// - Parameter backdrop: the opaque colour beneath translucent backgrounds.
  public static func check(
    _ text: String, backdrop: SRGB? = nil, style: TextStyle = TextStyle(),
    policies: [Policy] = Policy.defaults, gamut: Gamut = .wide
  ) -> Outcome {
    var outcome = Outcome(results: [], errors: [])
    for (index, line) in lines(text).enumerated() {
      do throws(LineError.Reason) {
        guard let (foreground, background) = try pair(in: line) else { continue }
        do {
          var result = try PairCheck.measure(
            foreground, background, backdrop: backdrop, style: style, policies: policies,
            gamut: gamut)
          result.line = index + 1
          outcome.results.append(result)
        } catch {
          throw .pair(error)
        }
      } catch {
        outcome.errors.append(LineError(line: index + 1, reason: error))
      }
    }
    return outcome
  }

  /// The two colours of a line, or `nil` for a blank or comment line.
  public static func pair(in line: Substring) throws(LineError.Reason) -> (String, String)? {
    // A line longer than any pair could need is refused unread (a runaway or binary file).
    guard line.utf8.count <= maximumLineBytes else {
      throw .tooLong(bytes: line.utf8.count, start: String(line.prefix(40)))
    }
    let content = stripComment(line)
    if content.allSatisfy(\.isWhitespace) { return nil }
    if let scalar = content.unicodeScalars.first(where: { Escaping.isControl($0) && $0 != "\t" }) {
      throw .controlCharacter(scalar)
    }
    let fields = fields(content)
    guard fields.count == 2 else { throw .fieldCount(fields.count) }
    return (fields[0], fields[1])
  }

  /// The lines of `text`, split at LF or CRLF (a Swift `Character` holds CRLF as one), so CRLF
  /// files read as LF ones; a lone CR stays in its line, where it is a control character.
  public static func lines(_ text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
  }

  /// The line without its comment (see ``PairBatch`` for where a comment starts).
  public static func stripComment(_ line: Substring) -> Substring {
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

  /// Splits a line into colour fields at whitespace or commas outside parentheses, so
  /// `rgb(0, 0, 0), white` is two fields.
  public static func fields(_ line: Substring) -> [String] {
    var fields: [String] = []
    var current = ""
    var depth = 0
    for character in line {
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      if depth == 0 && (character.isWhitespace || character == ",") {
        if !current.isEmpty { fields.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { fields.append(current) }
    return fields
  }
}

extension String {
  /// The string with `0`s in front up to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}

import Foundation

/// Finds the column of palette findings: where the declaring line's text starts, so
/// `path:line:column` lands on the value. Each file is read once.
public struct SourceColumns {
  private var fileLines: [String: [Substring]] = [:]

  /// Creates an empty cache.
  public init() {}

  /// The 1-based column of the first character on `line` of `file` that is not a space or a
  /// tab; 1 when the file or line cannot be read.
  public mutating func column(ofLine line: Int, in file: String) -> Int {
    if fileLines[file] == nil {
      let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
      fileLines[file] = text.split(separator: "\n", omittingEmptySubsequences: false)
    }
    guard let lines = fileLines[file], line >= 1, line <= lines.count else { return 1 }
    return lines[line - 1].prefix { $0 == " " || $0 == "\t" }.count + 1
  }

  /// `report` with a column on every finding that has a file and line but no column.
  ///
  /// The report is taken, not copied: its findings are filled in place.
  public mutating func filling(_ report: consuming FindingReport) -> FindingReport {
    var report = consume report
    for index in report.inputs.indices {
      fill(&report.inputs[index].findings)
      fill(&report.inputs[index].suppressed)
    }
    return report
  }

  private mutating func fill(_ findings: inout [Finding]) {
    for index in findings.indices where findings[index].location.column == nil {
      guard let path = findings[index].location.path, let line = findings[index].location.line
      else { continue }
      findings[index].location.column = column(ofLine: line, in: path)
    }
  }
}

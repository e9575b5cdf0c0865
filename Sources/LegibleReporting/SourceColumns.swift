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
  /// The report is taken, not copied: its findings are filled in place. Findings made as they
  /// are read (``FindingList``) are left as they are: they are made with their columns.
  public mutating func filling(_ report: consuming FindingReport) -> FindingReport {
    var report = consume report
    for index in report.inputs.indices {
      report.inputs[index].findings.updateStored { fill(&$0) }
      for position in report.inputs[index].suppressed.indices {
        fill(&report.inputs[index].suppressed[position])
      }
    }
    return report
  }

  /// The column table of `files`: for each file, the column of every line, as
  /// ``column(ofLine:in:)`` gives it, to look up without a cache that changes.
  public mutating func table(for files: Set<String>) -> Table {
    var columns: [String: [Int]] = [:]
    for file in files {
      _ = column(ofLine: 1, in: file)
      columns[file] = (fileLines[file] ?? []).map { line in
        line.prefix { $0 == " " || $0 == "\t" }.count + 1
      }
    }
    return Table(columns: columns)
  }

  /// Columns of lines of known files, read without changing anything.
  public struct Table: Sendable {
    fileprivate var columns: [String: [Int]]

    /// `finding` with the column of its line, when it has a file and line but no column.
    public func filling(_ finding: Finding) -> Finding {
      guard finding.location.column == nil, let path = finding.location.path,
        let line = finding.location.line
      else { return finding }
      var finding = finding
      let lines = columns[path] ?? []
      finding.location.column = line >= 1 && line <= lines.count ? lines[line - 1] : 1
      return finding
    }
  }

  private mutating func fill(_ finding: inout Finding) {
    guard finding.location.column == nil, let path = finding.location.path,
      let line = finding.location.line
    else { return }
    finding.location.column = column(ofLine: line, in: path)
  }
}

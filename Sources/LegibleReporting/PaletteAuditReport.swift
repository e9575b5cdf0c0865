import LegibleColor
import LegiblePalettes

/// The outcome of auditing palettes, kept as the auditor's results: the JSON report is written
/// from them one row at a time and the findings every other format reads are made from them,
/// so that a large audit (hundreds of thousands of results) is held once.
///
/// ```swift
/// var report = PaletteAuditReport(policies: ["wcag2-aa"], includesPasses: false)
/// report.palettes.append(.init(path: palette.path, name: palette.name, results: results))
/// let exit = ExitCode.of(report.summary, failOn: .fail)
/// let json = try report.jsonText()
/// ```
public struct PaletteAuditReport: Sendable {
  /// One palette's results, or the error that stopped it from being read.
  public struct Palette: Sendable {
    /// The file or folder as given.
    public var path: String
    /// The palette's name.
    public var name: String
    /// Every result, in audit order.
    public var results: [PaletteAuditResult]
    /// Why the palette could not be audited (fully), else `nil`.
    public var error: String?
    /// How many distinctness groups were checked (0: the check did not run).
    public var distinctGroups: Int
    /// What collides under a colour vision deficiency (rule `cvd-distinct`).
    public var distinct: [DistinctnessFinding]

    /// Creates a palette's outcome.
    public init(
      path: String, name: String, results: [PaletteAuditResult], error: String? = nil,
      distinctGroups: Int = 0, distinct: [DistinctnessFinding] = []
    ) {
      self.path = path
      self.name = name
      self.results = results
      self.error = error
      self.distinctGroups = distinctGroups
      self.distinct = distinct
    }

    /// Notes summarising the distinctness check for the text report: how many groups and
    /// collisions, then which colours collide by appearance and deficiency.
    public var distinctNotes: [String] {
      guard distinctGroups > 0 else { return [] }
      var notes = ["\(distinctGroups) distinct group(s), \(distinct.count) collision(s)"]
      for variant in LegiblePalettes.Palette.Variant.allCases {
        for deficiency in ColorVisionDeficiency.allCases {
          let pairs = distinct.filter { $0.variant == variant && $0.deficiency == deficiency }
          guard !pairs.isEmpty else { continue }
          notes.append(
            "\(variant.rawValue) \(deficiency.rawValue) (\(pairs.count)): "
              + pairs.map { "\($0.first) ~ \($0.second)" }.joined(separator: ", "))
        }
      }
      return notes
    }

    /// The findings of the results and collisions, in one array allocated once.
    public var findings: [Finding] {
      var findings: [Finding] = []
      findings.reserveCapacity(results.count + distinct.count)
      for result in results { findings.append(Finding(result)) }
      for collision in distinct { findings.append(Finding(collision, path: path)) }
      return findings
    }

    /// Leaves out the results and collisions whose findings are in `suppressed` (one for each
    /// suppressed finding, matched by fingerprint, in order).
    mutating func remove(_ suppressed: [Finding]) {
      guard !suppressed.isEmpty else { return }
      var remaining: [String: Int] = [:]
      for finding in suppressed { remaining[finding.fingerprint, default: 0] += 1 }
      results.removeAll { result in
        guard result.status != .pass else { return false }
        let fingerprint = Finding(result).fingerprint
        guard let count = remaining[fingerprint], count > 0 else { return false }
        remaining[fingerprint] = count - 1
        return true
      }
      let fingerprints = Set(suppressed.map(\.fingerprint))
      distinct.removeAll { fingerprints.contains(Finding($0, path: path).fingerprint) }
    }
  }

  /// Ids of the policies applied.
  public var policies: [String]
  /// Palettes in the order audited.
  public var palettes: [Palette]
  /// Whether the JSON report lists passing results too (`--all`).
  public var includesPasses: Bool

  /// Creates a report.
  public init(policies: [String], palettes: [Palette] = [], includesPasses: Bool) {
    self.policies = policies
    self.palettes = palettes
    self.includesPasses = includesPasses
  }

  /// Counts over every result and collision (listed or not), and the palettes with errors.
  public var summary: Summary {
    var summary = Summary()
    for palette in palettes {
      if palette.error != nil { summary.errors += 1 }
      for result in palette.results { summary.count(Finding.Status(result.status)) }
      if palette.distinctGroups > 0 { summary.failures += palette.distinct.count }
    }
    return summary
  }

  /// The findings of every palette, their columns filled from the source files: made from the
  /// results as they are read (``FindingList``), not held.
  public func findingReport(columns: inout SourceColumns) -> FindingReport {
    var files = Set<String>()
    var collisions: [[Finding]] = []
    for palette in palettes {
      var last: String?
      for result in palette.results where result.location.file != last {
        last = result.location.file
        files.insert(result.location.file)
      }
      let found = palette.distinct.map { Finding($0, path: palette.path) }
      for finding in found { if let path = finding.location.path { files.insert(path) } }
      collisions.append(found)
    }
    let table = columns.table(for: files)
    return FindingReport(
      command: .audit, policies: policies,
      inputs: zip(palettes, collisions).map { palette, collisions in
        let results = palette.results
        let count = results.count
        return FindingReport.Input(
          path: palette.path, error: palette.error,
          findingList: FindingList(
            count: count + collisions.count,
            finding: {
              table.filling(0..<count ~= $0 ? Finding(results[$0]) : collisions[$0 - count])
            },
            status: {
              0..<count ~= $0 ? Finding.Status(results[$0].status) : collisions[$0 - count].status
            },
            policy: { 0..<count ~= $0 ? results[$0].policy : collisions[$0 - count].policy }),
          notes: palette.distinctNotes)
      })
  }

  /// Leaves out what a baseline suppressed (``FindingReport/Input/suppressed`` of `findings`,
  /// made by ``findingReport(columns:)`` and a baseline), so that the JSON report lists only
  /// what is new.
  public mutating func removeSuppressed(_ findings: FindingReport) {
    for index in palettes.indices where index < findings.inputs.count {
      palettes[index].remove(findings.inputs[index].suppressed)
    }
  }

  /// The JSON report (the contract in `Schemas/report.schema.json`) as one string.
  public func jsonText() throws -> String {
    var text = ""
    let stream = ReportStream { text += $0 }
    try writeJSON(to: stream)
    stream.flush()
    return text
  }

  /// Writes the JSON report to `stream` one result at a time, byte for byte the document
  /// ``Report`` encodes: failures first, then warnings, then (with ``includesPasses``) passes,
  /// each in audit order.
  public func writeJSON(to stream: ReportStream) throws {
    guard palettes.allSatisfy({ $0.distinctGroups == 0 }) else {
      // Collisions are few and their records are encoded as `Report` encodes them.
      stream.write(try JSONOutput.string(report))
      return
    }
    var writer = JSONTextWriter(flushingTo: stream)
    let summary = summary
    let metrics = Dictionary(
      Policy.all.map { ($0.id, $0.metric.rawValue) }, uniquingKeysWith: { first, _ in first })
    writer.object(indent: 0) { w, indent in
      w.member("palettes", indent: indent) { w in
        w.array(palettes, indent: indent + 1) { w, entry, indent in
          w.object(indent: indent) { w, indent in
            w.member("error", indent: indent) { w in w.optionalString(entry.error) }
            w.member("name", indent: indent) { w in w.string(entry.name) }
            w.member("path", indent: indent) { w in w.string(entry.path) }
            w.member("results", indent: indent) { w in
              let listed: [PaletteAuditResult.Status] =
                includesPasses ? [.fail, .warning, .pass] : [.fail, .warning]
              // Positions, not copies of the results, are what is filtered.
              let results = entry.results
              let rows = listed.flatMap { status in
                results.indices.filter { results[$0].status == status }
              }
              let rowIndent = indent + 1
              w.concurrentArray(count: rows.count, indent: rowIndent) { w, position in
                w.auditResult(results[rows[position]], metrics: metrics, indent: rowIndent)
              }
            }
          }
        }
      }
      w.member("policies", indent: indent) { w in w.stringArray(policies, indent: indent + 1) }
      w.summary(summary, indent: indent)
      w.tool(ToolInfo.current, indent: indent)
    }
    writer.raw("\n")
    writer.flush()
  }

  /// The report as a ``Report`` value, every listed row made at once.
  public var report: Report {
    var report = Report(
      policies: policies,
      palettes: palettes.map { ($0.path, $0.name, $0.results, $0.error) },
      includesPasses: includesPasses)
    for (index, palette) in palettes.enumerated() where palette.distinctGroups > 0 {
      report.palettes?[index].distinct = palette.distinct.map(DistinctResult.init)
      report.summary.failures += palette.distinct.count
    }
    return report
  }
}

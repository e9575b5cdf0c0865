import Foundation
import LegibleImaging

/// Writes findings as SARIF 2.1.0 (OASIS), the format GitHub code scanning uploads.
///
/// One `run` with every ``FindingRule`` as a rule (help text and a help URI into the README);
/// one result per finding that is not a pass, levels `error` (fail), `warning` (warning) and
/// `note` (review); baselined findings carry an external suppression. Palette findings are
/// located by file, line and column; a screenshot finding by its image file, with the box as
/// an attachment rectangle (SARIF 2.1.0 §3.20.4 `rectangles`), since a `region` needs text or
/// byte coordinates (§3.30, its schema requires `startLine`, `charOffset` or `byteOffset`).
/// `partialFingerprints` hold the finding's stable fingerprint.
public struct SARIFReporter: FindingReporter {
  /// The schema URI written in `$schema` (OASIS, errata 01).
  public static let schemaURI =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

  /// Creates a reporter.
  public init() {}

  public func write(_ report: FindingReport, to output: inout some TextOutputStream) throws {
    let rules = FindingRule.all
    let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
    var extraRules: [FindingRule] = []
    func index(of id: String) -> Int {
      if let known = ruleIndex[id] { return known }
      if let extra = extraRules.firstIndex(where: { $0.id == id }) { return rules.count + extra }
      extraRules.append(FindingRule.named(id))
      return rules.count + extraRules.count - 1
    }
    // Every rule a finding names is registered before the document around the results is
    // written, so that its rule list is complete.
    var count = 0
    for input in report.inputs {
      let findings = input.findings
      for position in findings.indices where findings.status(at: position) != .pass {
        _ = index(of: findings[position].ruleID)
        count += 1
      }
      for finding in input.suppressed {
        _ = index(of: finding.ruleID)
        count += 1
      }
    }
    let log = Log(
      schema: Self.schemaURI, version: "2.1.0",
      runs: [
        Run(
          tool: Tool(
            driver: Driver(
              name: "legible", semanticVersion: report.tool.version,
              informationUri: FindingRule.documentationURI,
              rules: (rules + extraRules).map(Rule.init))),
          automationDetails: AutomationDetails(id: "legible/\(report.command.rawValue)/"),
          columnKind: "unicodeCodePoints",
          results: Results(isPlaceholder: count > 0))
      ])
    let outline = try JSONOutput.string(log)
    guard count > 0 else {
      output.write(outline)
      return
    }
    // The document is written around a placeholder, then each result is encoded on its own and
    // put in its place, indented as the encoder nests it: a large audit has hundreds of
    // thousands of results, and an encoder tree of them all, its bytes and their text would
    // each be held at once. (Pretty-printed JSON has no raw newline inside a string, so every
    // newline of a result starts one of its lines.) Byte for byte the document the encoder
    // writes for the whole log.
    guard let slot = outline.range(of: "\"\(Results.marker)\"") else {
      preconditionFailure("the outline holds the results placeholder")
    }
    let encoder = JSONOutput.encoder
    let indent = Array(repeating: UInt8(ascii: " "), count: 8)  // runs[0].results[i]: 4 levels
    output.write(String(outline[..<slot.lowerBound]))
    var line: [UInt8] = []
    var isFirst = true
    func append(_ finding: Finding, suppressed: Bool) throws {
      let data = try encoder.encode(
        result(finding, ruleIndex: index(of: finding.ruleID), suppressed: suppressed))
      line.removeAll(keepingCapacity: true)
      line.append(contentsOf: (isFirst ? "[\n" : ",\n").utf8)
      isFirst = false
      // Every line but an empty one (the encoder's empty array) is indented.
      var startsLine = true
      for byte in data {
        if startsLine && byte != 0x0A { line.append(contentsOf: indent) }
        line.append(byte)
        startsLine = byte == 0x0A
      }
      output.write(String(decoding: line, as: UTF8.self))
    }
    for input in report.inputs {
      let findings = input.findings
      for position in findings.indices where findings.status(at: position) != .pass {
        try append(findings[position], suppressed: false)
      }
      for finding in input.suppressed { try append(finding, suppressed: true) }
    }
    output.write("\n" + String(repeating: " ", count: 6) + "]")
    output.write(String(outline[slot.upperBound...]))
  }

  /// The results of the run in the outline of the document: a marker string in their place,
  /// or an empty list when there are none.
  struct Results: Encodable {
    static let marker = "legible-sarif-results-placeholder"
    var isPlaceholder: Bool
    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      if isPlaceholder {
        try container.encode(Self.marker)
      } else {
        try container.encode([Result]())
      }
    }
  }

  private func result(_ finding: Finding, ruleIndex: Int, suppressed: Bool) -> Result {
    var location: Location?
    var attachments: [Attachment]?
    if let path = finding.location.path {
      let artifact = ArtifactLocation(uri: Self.uri(path))
      var region: Region?
      if let line = finding.location.line {
        region = Region(startLine: line, startColumn: finding.location.column)
      }
      location = Location(
        physicalLocation: PhysicalLocation(artifactLocation: artifact, region: region))
      if let box = finding.location.region {
        attachments = [
          Attachment(
            description: Message(
              text:
                "\(finding.subject.role ?? "region") at \(box.x),\(box.y) \(box.width)×\(box.height) px"
            ),
            artifactLocation: artifact,
            rectangles: [
              Rectangle(
                top: Double(box.y), left: Double(box.x), bottom: Double(box.maxY),
                right: Double(box.maxX))
            ])
        ]
      }
    }
    let level =
      switch finding.status {
      case .fail: "error"
      case .warning: "warning"
      case .review, .pass: "note"
      }
    return Result(
      ruleId: finding.ruleID, ruleIndex: ruleIndex, level: level,
      message: Message(text: finding.message),
      locations: location.map { [$0] } ?? [],
      attachments: attachments,
      // `primaryLocationLineHash` is what GitHub de-duplicates alerts by; given here so the
      // upload action does not derive it from the lines of a PNG or a moved palette line.
      partialFingerprints: [
        "legibleFingerprint/v1": finding.fingerprint,
        "primaryLocationLineHash": finding.fingerprint,
      ],
      suppressions: suppressed
        ? [Suppression(kind: "external", justification: "listed in the baseline")] : nil,
      properties: Properties(finding))
  }

  /// A relative reference for a path: relative to the working directory when inside it,
  /// percent-encoded; absolute paths outside it become `file://` URIs.
  static func uri(_ path: String) -> String {
    var relative = path
    let cwd = FileManager.default.currentDirectoryPath
    if path.hasPrefix(cwd + "/") { relative = String(path.dropFirst(cwd.count + 1)) }
    if relative.hasPrefix("./") { relative.removeFirst(2) }
    let encoded = relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? relative
    return relative.hasPrefix("/") ? "file://" + encoded : encoded
  }

  // MARK: - The SARIF objects written (SARIF 2.1.0 §3)

  struct Log: Encodable {
    var schema: String
    var version: String
    var runs: [Run]
    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }
  }
  struct Run: Encodable {
    var tool: Tool
    var automationDetails: AutomationDetails
    var columnKind: String
    var results: Results
  }
  struct Tool: Encodable { var driver: Driver }
  struct Driver: Encodable {
    var name: String
    var semanticVersion: String
    var informationUri: String
    var rules: [Rule]
  }
  struct AutomationDetails: Encodable { var id: String }
  struct Message: Encodable { var text: String }
  struct MultiformatMessage: Encodable {
    var text: String
    var markdown: String?
  }
  struct Rule: Encodable {
    var id: String
    var name: String
    var shortDescription: Message
    var fullDescription: Message
    var help: MultiformatMessage
    var helpUri: String
    var defaultConfiguration: Configuration
    var properties: RuleProperties

    init(_ rule: FindingRule) {
      id = rule.id
      name = rule.name
      shortDescription = Message(text: rule.summary)
      fullDescription = Message(text: rule.details)
      help = MultiformatMessage(
        text: rule.help, markdown: "\(rule.help) [Documentation](\(rule.helpURI))")
      helpUri = rule.helpURI
      // `target-size` and `thin-text` only ever warn; everything else can fail.
      let warnsOnly = [FindingRule.targetSize.id, FindingRule.thinText.id].contains(rule.id)
      defaultConfiguration = Configuration(level: warnsOnly ? "warning" : "error")
      let sizeRules = [FindingRule.textSize.id, FindingRule.thinText.id, FindingRule.targetSize.id]
      properties = RuleProperties(
        tags: ["accessibility", sizeRules.contains(rule.id) ? "size" : "contrast"])
    }
  }
  struct Configuration: Encodable { var level: String }
  struct RuleProperties: Encodable { var tags: [String] }
  struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int
    var level: String
    var message: Message
    var locations: [Location]
    var attachments: [Attachment]?
    var partialFingerprints: [String: String]
    var suppressions: [Suppression]?
    var properties: Properties
  }
  struct Location: Encodable { var physicalLocation: PhysicalLocation }
  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region?
  }
  struct ArtifactLocation: Encodable { var uri: String }
  struct Region: Encodable {
    var startLine: Int
    var startColumn: Int?
  }
  struct Attachment: Encodable {
    var description: Message
    var artifactLocation: ArtifactLocation
    var rectangles: [Rectangle]
  }
  struct Rectangle: Encodable {
    var top: Double
    var left: Double
    var bottom: Double
    var right: Double
  }
  struct Suppression: Encodable {
    var kind: String
    var justification: String
  }
  /// The finding's own fields, in the result's property bag.
  struct Properties: Encodable {
    var status: Finding.Status
    var policy: String?
    var metric: Finding.Metric?
    var subject: Finding.Subject
    var measurements: Finding.Measurements
    var flags: [String]
    var suggestion: String?

    init(_ finding: Finding) {
      status = finding.status
      policy = finding.policy
      metric = finding.metric
      subject = finding.subject
      measurements = finding.measurements
      flags = finding.flags
      suggestion = finding.suggestion
    }
  }
}

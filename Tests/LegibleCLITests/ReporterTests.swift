import Foundation
import LegibleCLI
import LegibleImaging
import LegibleReporting
import Testing
import _LegibleTestSupport

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The CI reporters: SARIF valid against the official 2.1.0 schema, JUnit parsed with the
/// expected counts, GitHub workflow commands escaped, Markdown tables; each against a golden file
/// in `Fixtures/Expected/` (compared decoded; `LEGIBLE_RECORD_GOLDEN=1` re-records them).
@Suite struct ReporterTests {
  static let palette = Fixtures.url("Palettes/baseline/palette.json").path
  static let batch = Fixtures.url("Batch/pairs-2000.txt").path

  /// Output with the repository's location taken out, so golden files hold relative paths.
  static func run(_ arguments: [String]) -> (
    status: LegibleCLI.ExitStatus, output: String, error: String
  ) {
    let run = RecordingConsole.run(arguments)
    let root = Fixtures.repositoryRoot.path + "/"
    return (run.status, run.output.replacingOccurrences(of: root, with: ""), run.error)
  }

  static func auditOutput(_ format: String) -> String {
    run(["audit", palette, "--policy", "wcag2-aa,apple-hig", "--format", format]).output
  }

  // MARK: - Golden files

  /// Compares `text` with `Fixtures/Expected/<name>` through `decode`, or records it when
  /// `LEGIBLE_RECORD_GOLDEN=1`.
  static func expectGolden<T: Equatable>(
    _ text: String, _ name: String, decode: (String) throws -> T,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = Fixtures.url("Expected/\(name)")
    if ProcessInfo.processInfo.environment["LEGIBLE_RECORD_GOLDEN"] == "1" {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(try decode(text) == decode(expected), "\(name) differs", sourceLocation: sourceLocation)
  }

  static func jsonObject(_ text: String) throws -> NSDictionary {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary)
  }

  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func sarifGolden() throws {
    try Self.expectGolden(Self.auditOutput("sarif"), "audit.sarif", decode: Self.jsonObject)
  }

  @Test func junitGolden() throws {
    try Self.expectGolden(
      Self.auditOutput("junit"), "audit.junit.xml", decode: { try JUnitDocument($0) })
  }

  @Test func githubGolden() throws {
    try Self.expectGolden(Self.auditOutput("github"), "audit.github.txt", decode: Self.lines)
  }

  @Test func markdownGolden() throws {
    try Self.expectGolden(Self.auditOutput("markdown"), "audit.md", decode: Self.lines)
  }

  // MARK: - SARIF

  static func validateSARIF(_ text: String) throws -> [String] {
    let schema = try #require(
      try JSONSerialization.jsonObject(
        with: Fixtures.data("Schemas/sarif-2.1.0.json")) as? [String: Any])
    var validator = JSONSchemaValidator(root: schema)
    validator.validate(try JSONSerialization.jsonObject(with: Data(text.utf8)))
    return validator.errors
  }

  @Test func sarifIsValidForEveryCommand() throws {
    #expect(try Self.validateSARIF(Self.auditOutput("sarif")) == [])
    #expect(
      try Self.validateSARIF(Self.run(["check", "#777", "white", "--format", "sarif"]).output) == []
    )
    #expect(
      try Self.validateSARIF(
        Self.run(["check", "--batch", Self.batch, "--format", "sarif"]).output)
        == [])
    let scan = Self.run([
      "scan", Fixtures.url("Screenshots/browser").path, "--format", "sarif", "--policy",
      "wcag2-aa,apca-bronze",
    ])
    #expect(try Self.validateSARIF(scan.output) == [])
  }

  /// The validator is not a rubber stamp: a result without a message and a region without a
  /// start are caught.
  @Test func sarifValidatorCatchesErrors() throws {
    let broken = """
      {"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "legible"}},
        "results": [{"ruleId": "x", "locations": [{"physicalLocation":
          {"artifactLocation": {"uri": "a.json"}, "region": {"startColumn": 3}}}]}]}]}
      """
    let errors = try Self.validateSARIF(broken)
    #expect(errors.contains("$.runs[0].results[0]: missing message"))
    #expect(
      errors.contains(
        "$.runs[0].results[0].locations[0].physicalLocation.region: matches none of anyOf"))
    #expect(
      try Self.validateSARIF(#"{"version": "2.0.0", "runs": []}"#).contains {
        $0.hasPrefix("$.version")
      })
  }

  @Test func sarifLocatesPaletteLinesAndScreenshotBoxes() throws {
    let log = try Self.jsonObject(Self.auditOutput("sarif"))
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    let first = try #require(results.first)
    let location = try #require((first["locations"] as? [[String: Any]])?.first)
    let physical = try #require(location["physicalLocation"] as? [String: Any])
    #expect(
      (physical["artifactLocation"] as? [String: Any])?["uri"] as? String
        == "Fixtures/Palettes/baseline/palette.json")
    #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 6)
    let fingerprints = try #require(first["partialFingerprints"] as? [String: String])
    #expect(fingerprints["legibleFingerprint/v1"]?.count == 16)
    // Fingerprints are stable: a second run gives the same ones.
    let again = try Self.jsonObject(Self.auditOutput("sarif"))
    #expect(again == log)
    let driver = try #require(((run["tool"] as? [String: Any])?["driver"]) as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.allSatisfy { ($0["helpUri"] as? String)?.contains("README.md#") == true })

    let scan = try Self.jsonObject(
      Self.run(["scan", Fixtures.url("Screenshots/browser").path, "--format", "sarif"]).output)
    let scanResults = try #require(
      ((scan["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
    let withBox = try #require(scanResults.first)
    let attachment = try #require((withBox["attachments"] as? [[String: Any]])?.first)
    let rectangle = try #require((attachment["rectangles"] as? [[String: Any]])?.first)
    let left = try #require(rectangle["left"] as? Double)
    let right = try #require(rectangle["right"] as? Double)
    #expect(right > left)
  }

  // MARK: - JUnit

  @Test func junitCountsMatchTheFindings() throws {
    // baseline palette, wcag2-aa + apple-hig: 3 pairs × 4 appearances × 2 policies.
    let document = try JUnitDocument(Self.auditOutput("junit"))
    #expect(document.suites.count == 1)
    let suite = try #require(document.suites.first)
    #expect(suite.attributes["tests"] == "24")
    #expect(suite.cases.count == 24)
    let failures = suite.cases.filter { $0.children.contains("failure") }.count
    #expect(String(failures) == suite.attributes["failures"])
    #expect(failures == 16)
    // classname + name is unique (GitLab drops duplicates).
    let keys = suite.cases.map {
      ($0.attributes["classname"] ?? "") + "|" + ($0.attributes["name"] ?? "")
    }
    #expect(Set(keys).count == keys.count)
  }

  @Test func junitForScanHasOneSuitePerImageAndAnErrorForAnUnreadableFile() throws {
    let folder = Fixtures.url("Screenshots/browser").path
    let json = try Self.jsonObject(Self.run(["scan", folder, "--format", "json", "--all"]).output)
    let images = try #require(json["images"] as? [[String: Any]])
    let document = try JUnitDocument(
      Self.run(["scan", folder, "/nonexistent.png", "--format", "junit"]).output)
    #expect(document.suites.count == images.count + 1)
    for (suite, image) in zip(document.suites, images) {
      // Text and icon findings, then links marked by colour alone (rule `link-distinct`) and
      // what the size rules found.
      let findings =
        try #require(image["findings"] as? [[String: Any]])
        + (image["links"] as? [[String: Any]] ?? [])
        + (image["sizeFindings"] as? [[String: Any]] ?? [])
      #expect(suite.cases.count == findings.count)
      #expect(
        suite.cases.filter { $0.children.contains("failure") }.count
          == findings.filter { $0["status"] as? String == "fail" }.count)
    }
    #expect(document.suites.last?.cases.first?.children == ["error"])
  }

  // MARK: - GitHub and Markdown

  @Test func githubEscapesDataAndProperties() {
    #expect(
      GitHubReporter.command(
        "error", [("file", "a,b:c.json"), ("title", "50% off")], "line1\nline2 100%\r")
        == "::error file=a%2Cb%3Ac.json,title=50%25 off::line1%0Aline2 100%25%0D")
  }

  @Test func githubAnnotatesFailuresWithFileAndLine() {
    let lines = Self.auditOutput("github").split(separator: "\n")
    #expect(lines.count == 16)
    #expect(
      lines.allSatisfy {
        $0.hasPrefix("::error file=Fixtures/Palettes/baseline/palette.json,line=")
      })
  }

  @Test func markdownListsEveryFailure() {
    let text = Self.auditOutput("markdown")
    #expect(text.contains("| 16 | 0 | 0 | 8 | 0 | 0 | 0 |"))
    #expect(text.split(separator: "\n").filter { $0.hasPrefix("| ❌ fail") }.count == 16)
  }

  @Test func severalReportsAtOnce() throws {
    let folder = ScratchFolder.root.appendingPathComponent(
      "legible-reports-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let sarif = folder.appendingPathComponent("out.sarif").path
    let junit = folder.appendingPathComponent("out.xml").path
    let run = Self.run([
      "audit", Self.palette, "--policy", "wcag2-aa", "--report", "sarif=\(sarif)", "--report",
      "junit=\(junit)",
    ])
    #expect(run.status == .findings)
    #expect(run.output.contains("8 failing"))  // text still on stdout
    #expect(try Self.validateSARIF(String(contentsOfFile: sarif, encoding: .utf8)) == [])
    #expect(try JUnitDocument(String(contentsOfFile: junit, encoding: .utf8)).suites.count == 1)
    #expect(Self.run(["audit", Self.palette, "--report", "pdf=x.pdf"]).status == .error)
    #expect(Self.run(["audit", Self.palette, "--report", "sarif"]).status == .error)
  }
}

/// A JUnit document parsed with Foundation's XML parser: suites with their attributes, each
/// with its test cases, their attributes and child element names.
struct JUnitDocument: Equatable {
  struct Element: Equatable {
    var attributes: [String: String]
    var children: [String] = []
    var cases: [Element] = []
  }
  var root: [String: String] = [:]
  var suites: [Element] = []

  init(_ text: String) throws {
    let delegate = Delegate()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = delegate
    guard parser.parse() else {
      throw delegate.error ?? CocoaError(.coderReadCorrupt)
    }
    root = delegate.root
    suites = delegate.suites
  }

  private final class Delegate: NSObject, XMLParserDelegate {
    var root: [String: String] = [:]
    var suites: [Element] = []
    var depth = 0
    var error: (any Error)?

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      depth += 1
      switch (depth, name) {
      case (1, "testsuites"): root = attributes
      case (2, "testsuite"): suites.append(Element(attributes: attributes))
      case (3, "testcase"): suites[suites.count - 1].cases.append(Element(attributes: attributes))
      case (4, _):
        let s = suites.count - 1
        suites[s].cases[suites[s].cases.count - 1].children.append(name)
      default: break
      }
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      depth -= 1
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
      error = parseError
    }
  }
}

import Foundation
import LegibleCLI
import LegibleColor
import LegibleReporting
import Testing
import _LegibleTestSupport

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The HTML report: a golden file (compared parsed), nothing fetched from elsewhere, everything
/// from the inputs escaped, screenshots embedded with a box linked to each finding, and the
/// page's own colours the ones `Fixtures/Palettes/html-report-theme.json` checks.
@Suite struct HTMLReportTests {
  static let palette = ReporterTests.palette
  static let screenshot = Fixtures.url("Screenshots/synthetic/buttons-2x.png").path

  static func auditHTML() -> String {
    ReporterTests.auditOutput("html")
  }

  @Test func htmlGolden() throws {
    try ReporterTests.expectGolden(Self.auditHTML(), "audit.html", decode: { try HTMLNode($0) })
  }

  /// The page parses, and nothing in it points outside the file: `src` only as `data:`, links
  /// only to fragments, and no `http:`, `https:` or `//` anywhere once `data:` URIs are removed.
  @Test(arguments: ["audit", "check", "scan"])
  func noExternalReferences(command: String) throws {
    let arguments: [String] =
      switch command {
      case "audit": ["audit", Self.palette, "--format", "html"]
      case "check": ["check", "#777", "white", "--format", "html"]
      default: ["scan", Self.screenshot, "--format", "html"]
      }
    let html = ReporterTests.run(arguments).output
    let root = try HTMLNode(html)
    var sources = 0
    root.visit { node in
      for (name, value) in node.attributes {
        if name == "src" {
          sources += 1
          #expect(value.hasPrefix("data:image/png;base64,"), "\(value.prefix(40))")
        }
        if name == "href" { #expect(value.hasPrefix("#"), "\(value)") }
        #expect(!["action", "formaction", "poster", "srcset", "xlink:href"].contains(name))
      }
      #expect(!["script", "link", "iframe", "object", "embed", "base"].contains(node.name))
    }
    #expect(sources == (command == "scan" ? 1 : 0))
    let withoutData = html.replacing(/data:image\/png;base64,[A-Za-z0-9+\/=]*/, with: "")
    for needle in ["http:", "https:", "//", "url(", "@import"] {
      #expect(!withoutData.contains(needle), "\(command): \(needle)")
    }
  }

  /// A colour named `<script>` is shown as text: the markup holds no `<script` and the parsed
  /// text holds the name as written.
  @Test func escapesNamesFromTheInput() throws {
    let folder = ScratchFolder.root.appendingPathComponent(
      "legible-html-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let name = "<script>alert(\"x\")</script>&amp;"
    let json: [String: Any] = [
      "name": "Escaping",
      "colors": [name: "#aaaaaa", "bg": "#ffffff"],
      "pairs": [["foreground": name, "background": "bg", "role": "text"]],
    ]
    let file = folder.appendingPathComponent("<b>palette.json")
    try JSONSerialization.data(withJSONObject: json).write(to: file)
    let run = ReporterTests.run(["audit", file.path, "--format", "html"])
    #expect(run.status == .findings, "\(run.error)")
    #expect(!run.output.lowercased().contains("<script"))
    #expect(!run.output.contains("<b>"))
    #expect(run.output.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;amp;"))
    let text = try HTMLNode(run.output).allText
    #expect(text.contains("\(name) on bg"))
    #expect(text.contains("<b>palette.json"))
  }

  /// Each finding of a screenshot has a row; each box links to its row; the embedded image is
  /// the file's own bytes.
  @Test func screenshotBoxesLinkToTheirRows() throws {
    let json = try ReporterTests.jsonObject(
      ReporterTests.run(["scan", Self.screenshot, "--format", "json", "--all"]).output)
    let images = try #require(json["images"] as? [[String: Any]])
    let findings = try #require(images.first?["findings"] as? [[String: Any]])
    #expect(findings.count > 5)
    let root = try HTMLNode(
      ReporterTests.run(["scan", Self.screenshot, "--format", "html"]).output)
    let rows = root.all { $0.name == "tr" && $0.attributes["data-status"] != nil }
    #expect(rows.count == findings.count)
    let boxes = root.all { $0.name == "a" && $0.attributes["class"]?.hasPrefix("box") == true }
    #expect(boxes.count == findings.count)
    let rowIDs = Set(rows.compactMap { $0.attributes["id"] })
    for box in boxes {
      let target = try #require(box.attributes["href"]).dropFirst()
      #expect(rowIDs.contains(String(target)))
      #expect(box.children.contains { $0.name == "rect" })
      #expect(box.attributes["aria-label"]?.contains(":1") == true)
    }
    // Statuses agree with the JSON, in order.
    #expect(
      rows.map { $0.attributes["data-status"] ?? "" }
        == findings.map { $0["status"] as? String ?? "" })
    let image = try #require(root.first { $0.name == "img" })
    #expect(image.attributes["alt"]?.contains("buttons-2x.png") == true)
    let source = try #require(image.attributes["src"])
    let data = try #require(
      Data(base64Encoded: String(source.dropFirst("data:image/png;base64,".count))))
    #expect(data == (try Data(contentsOf: URL(fileURLWithPath: Self.screenshot))))
    // --report html=PATH writes the same page.
    let folder = ScratchFolder.root.appendingPathComponent(
      "legible-html-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("report.html").path
    _ = ReporterTests.run(["scan", Self.screenshot, "--report", "html=\(path)"])
    let written = try HTMLNode(String(contentsOfFile: path, encoding: .utf8))
    #expect(
      written.all { $0.name == "a" && $0.attributes["href"]?.hasPrefix("#input-1-f") == true }.count
        == boxes.count)
  }

  /// The palette grid has a column per appearance and a row per pair, table headers with scope,
  /// and a swatch drawn in the pair's colours with the suggestion beside failures.
  @Test func paletteGridDrawsPairsInTheirColours() throws {
    let root = try HTMLNode(Self.auditHTML())
    let grid = try #require(root.first { $0.name == "table" && $0.attributes["class"] == "grid" })
    let headers = grid.all { $0.name == "th" && $0.attributes["scope"] == "col" }.map(\.allText)
    #expect(
      headers == ["Pair", "Light", "Dark", "Light, Increase Contrast", "Dark, Increase Contrast"])
    let rows = grid.all { $0.name == "th" && $0.attributes["scope"] == "row" }.map(\.allText)
    #expect(rows.map { $0.hasPrefix("secondary on background") }.contains(true))
    #expect(rows.count == 3)
    let swatches = grid.all { $0.attributes["class"] == "swatch" }
    #expect(swatches.count == 12)
    #expect(
      swatches.contains {
        $0.attributes["style"]?.hasPrefix("color:#999999;background-color:#ffffff;font-size:16px")
          == true
      })
    let chips = grid.all { $0.attributes["class"] == "chip" }
    #expect(chips.contains { $0.attributes["style"] == "color:#767676;background-color:#ffffff" })
    // Ratios and Lc rounded as the text report rounds them.
    #expect(grid.allText.contains("2.85:1 · Lc 54.6"))
    // Every status has a filter choice the style sheet reads.
    let html = Self.auditHTML()
    for status in Finding.Status.allCases {
      #expect(root.first { $0.attributes["id"] == "show-\(status.rawValue)" } != nil)
      #expect(html.contains("#show-\(status.rawValue):checked"))
    }
  }

  /// The page's colours in light and dark are the theme palette's, and that palette passes
  /// WCAG 2.x AA in both appearances.
  @Test func pageColoursPassAA() throws {
    let html = Self.auditHTML()
    let style = try #require(
      html.firstRange(of: "<style>").flatMap { start in
        html.firstRange(of: "</style>").map { String(html[start.upperBound..<$0.lowerBound]) }
      })
    let media = try #require(style.firstRange(of: "@media (prefers-color-scheme: dark)"))
    func variables(_ text: Substring) -> [String: String] {
      var found: [String: String] = [:]
      for match in text.matches(of: /--([a-z]+): (#[0-9a-f]{6})/) {
        if found[String(match.1)] == nil { found[String(match.1)] = String(match.2) }
      }
      return found
    }
    let light = variables(style[..<media.lowerBound])
    let dark = variables(style[media.upperBound...])
    let themeURL = Fixtures.url("Palettes/html-report-theme.json")
    let theme = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: themeURL)) as? [String: Any])
    let colors = try #require(theme["colors"] as? [String: [String: String]])
    #expect(light.count == 10 && dark.count == 10)
    #expect(Set(light.keys) == Set(colors.keys))
    for (name, values) in colors {
      #expect(light[name] == values["light"], "\(name) light")
      #expect(dark[name] == values["dark"], "\(name) dark")
    }
    let audit = ReporterTests.run(["audit", themeURL.path, "--policy", "wcag2-aa"])
    #expect(audit.status == .clean, "\(audit.output)")
  }
}

/// An HTML page parsed as XML (the report is written to be both): elements with attributes,
/// their own text (whitespace collapsed) and children. Equal pages parse equal.
struct HTMLNode: Equatable {
  var name: String
  var attributes: [String: String]
  var text: String
  var children: [HTMLNode]

  init(name: String, attributes: [String: String]) {
    self.name = name
    self.attributes = attributes
    self.text = ""
    self.children = []
  }

  init(_ html: String) throws {
    let delegate = Delegate()
    let parser = XMLParser(data: Data(html.utf8))
    parser.delegate = delegate
    guard parser.parse(), let root = delegate.stack.first?.children.first else {
      throw delegate.error ?? CocoaError(.coderReadCorrupt)
    }
    self = root
  }

  /// This node's text and its descendants', in document order.
  var allText: String {
    ([text] + children.map(\.allText)).filter { !$0.isEmpty }.joined(separator: " ")
  }

  func visit(_ body: (HTMLNode) -> Void) {
    body(self)
    for child in children { child.visit(body) }
  }

  func all(_ predicate: (HTMLNode) -> Bool) -> [HTMLNode] {
    var found: [HTMLNode] = []
    visit { if predicate($0) { found.append($0) } }
    return found
  }

  func first(_ predicate: (HTMLNode) -> Bool) -> HTMLNode? { all(predicate).first }

  private final class Delegate: NSObject, XMLParserDelegate {
    var stack = [HTMLNode(name: "#document", attributes: [:])]
    var error: (any Error)?

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      stack.append(HTMLNode(name: name, attributes: attributes))
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      var node = stack.removeLast()
      node.text = node.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      stack[stack.count - 1].children.append(node)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
      error = parseError
    }
  }
}

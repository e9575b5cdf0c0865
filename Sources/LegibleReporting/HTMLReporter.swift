import LegibleImaging

/// Writes one self-contained HTML page a designer can open offline or download from a CI run:
/// a summary (counts by status and policy, inputs, policies), a grid per palette (pairs ×
/// appearances, drawn in their real colours), and per screenshot the image with a box per
/// finding linked to its row. No scripts, no network: the CSS is inline, images are `data:`
/// URIs and the status filter is radio buttons read by CSS.
///
/// Everything taken from the findings is escaped (``HTMLText``). The page is also well-formed
/// XML, so tools (and the tests) can parse it without an HTML parser.
public struct HTMLReporter: FindingReporter {
  /// Screenshots to embed, by the path their findings name.
  public var screenshots: [String: Screenshot]

  /// Creates a reporter; screenshots without an entry are listed without their image.
  public init(screenshots: [String: Screenshot] = [:]) {
    self.screenshots = screenshots
  }

  public func render(_ report: FindingReport) -> String {
    var text = ""
    write(report, to: &text)
    return text
  }

  public func write(_ report: FindingReport, to output: inout some TextOutputStream) {
    var page = Page()
    let title = "Legible \(report.command.rawValue) report"
    page.raw(
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
        + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
        + "<meta name=\"color-scheme\" content=\"light dark\"/>\n")
    page.element("title", title)
    page.raw("\n<style>\n" + Self.styleSheet + "</style>\n</head>\n<body>\n")
    page.raw("<header>\n")
    page.element("h1", title)
    page.element(
      "p",
      "\(report.tool.name) \(report.tool.version) · policies: "
        + (report.policies.isEmpty ? "none" : report.policies.joined(separator: ", ")),
      ["class": "meta"])
    page.raw("</header>\n<main>\n")
    summary(report, into: &page)
    filter(into: &page)
    for (index, input) in report.inputs.enumerated() {
      let id = "input-\(index + 1)"
      page.raw("<section class=\"input\" id=\"\(id)\" aria-labelledby=\"\(id)-title\">\n")
      page.element("h2", input.path, ["id": "\(id)-title"])
      if let error = input.error {
        page.element("p", "Could not be checked fully: \(error)", ["class": "error"])
      }
      let isScreenshot =
        report.command == .scan || input.findings.contains { $0.location.region != nil }
      if isScreenshot {
        screenshot(input, id: id, into: &page)
      } else {
        grid(input, id: id, into: &page, output: &output)
      }
      if !input.suppressed.isEmpty {
        page.element(
          "p",
          "\(input.suppressed.count) known finding\(input.suppressed.count == 1 ? "" : "s") "
            + "suppressed by the baseline (not shown).", ["class": "meta"])
      }
      page.raw("</section>\n")
      page.flush(to: &output)
    }
    page.raw("</main>\n</body>\n</html>\n")
    page.flush(to: &output)
  }

  // MARK: - Summary

  private func summary(_ report: FindingReport, into page: inout Page) {
    page.raw("<section aria-labelledby=\"summary\">\n")
    page.element("h2", "Summary", ["id": "summary"])
    let statuses = Finding.Status.allCases
    var policies = report.policies
    // Counted in one pass, by policy and status; "" holds the count over all policies.
    var counts: [String: [Finding.Status: Int]] = [:]
    for input in report.inputs {
      let findings = input.findings
      for index in findings.indices {
        let policy = findings.policy(at: index) ?? "(no policy)"
        let status = findings.status(at: index)
        if counts[policy] == nil && !policies.contains(policy) { policies.append(policy) }
        counts[policy, default: [:]][status, default: 0] += 1
        counts["", default: [:]][status, default: 0] += 1
      }
    }
    page.raw("<table class=\"counts\">\n")
    page.element("caption", "Findings by status and policy")
    page.raw("<thead><tr><th scope=\"col\">Policy</th>")
    for status in statuses {
      page.element("th", Self.statusName(status), ["scope": "col"])
    }
    page.raw("</tr></thead>\n<tbody>\n")
    var rows = policies.map { policy in (policy, counts[policy] ?? [:]) }
    rows.append(("All policies", counts[""] ?? [:]))
    for (policy, byStatus) in rows {
      page.raw(policy == "All policies" ? "<tr class=\"total\">" : "<tr>")
      page.element("th", policy, ["scope": "row"])
      for status in statuses {
        let count = byStatus[status] ?? 0
        page.element("td", "\(count)", count > 0 ? ["class": "st-\(status.rawValue)"] : [:])
      }
      page.raw("</tr>\n")
    }
    page.raw("</tbody>\n</table>\n")
    let summary = report.summary
    var notes = ["\(summary.errors) input\(summary.errors == 1 ? "" : "s") with errors"]
    notes.append("\(report.suppressedCount) suppressed by the baseline")
    notes.append(
      "\(report.stale.count) stale baseline entr\(report.stale.count == 1 ? "y" : "ies")")
    page.element("p", notes.joined(separator: " · "), ["class": "meta"])
    let failed = report.failedPolicies
    page.element("h3", "Policies")
    page.raw("<ul>\n")
    for policy in report.policies {
      page.element(
        "li", policy + (failed.contains(policy) ? " — has failures" : " — no failures"))
    }
    page.raw("</ul>\n")
    page.element("h3", "Inputs")
    page.raw("<ul>\n")
    for (index, input) in report.inputs.enumerated() {
      page.raw("<li>")
      page.element("a", input.path, ["href": "#input-\(index + 1)"])
      let counts = statuses.compactMap { status -> String? in
        let count = input.findings.indices.count { input.findings.status(at: $0) == status }
        return count == 0 ? nil : "\(count) \(Self.statusName(status).lowercased())"
      }
      var text = counts.isEmpty ? ": no findings" : ": " + counts.joined(separator: ", ")
      if input.error != nil { text += "; could not be checked fully" }
      page.text(text)
      page.raw("</li>\n")
    }
    page.raw("</ul>\n")
    if !report.stale.isEmpty {
      page.element("h3", "Stale baseline entries")
      page.raw("<ul>\n")
      for entry in report.stale {
        var parts = [entry.rule]
        if let policy = entry.policy { parts.append(policy) }
        if let path = entry.path { parts.append(path) }
        if let variant = entry.variant { parts.append(variant) }
        if let fg = entry.foreground ?? entry.foregroundColor {
          parts.append("\(fg) on \(entry.background ?? entry.backgroundColor ?? "?")")
        }
        page.element("li", parts.joined(separator: " "))
      }
      page.raw("</ul>\n")
    }
    page.raw("</section>\n")
  }

  /// The status filter: radio buttons the style sheet reads with `:has()`, so no script runs.
  private func filter(into page: inout Page) {
    page.raw("<fieldset class=\"filter\">\n<legend>Show findings</legend>\n")
    let choices =
      [("all", "All")]
      + Finding.Status.allCases.map {
        ($0.rawValue, Self.statusName($0))
      }
    for (value, label) in choices {
      page.raw(
        "<label><input type=\"radio\" name=\"show\" id=\"show-\(value)\" value=\"\(value)\""
          + (value == "all" ? " checked=\"checked\"" : "") + "/> ")
      page.text(label)
      page.raw("</label>\n")
    }
    page.raw("</fieldset>\n")
  }

  static func statusName(_ status: Finding.Status) -> String {
    switch status {
    case .fail: "Fail"
    case .warning: "Warning"
    case .review: "Review"
    case .pass: "Pass"
    }
  }

  /// A status in words with a symbol, so it never rests on colour alone.
  static func statusBadge(_ status: Finding.Status, into page: inout Page) {
    let symbol =
      switch status {
      case .fail: "✗"
      case .warning: "!"
      case .review: "?"
      case .pass: "✓"
      }
    page.raw("<span class=\"badge st-\(status.rawValue)\">")
    page.raw("<span aria-hidden=\"true\">\(symbol) </span>")
    page.text(statusName(status).lowercased())
    page.raw("</span>")
  }

  // MARK: - Palettes

  /// Appearances in the order a designer reads them; others follow in the order found.
  static let variantOrder = ["light", "dark", "lightIncreasedContrast", "darkIncreasedContrast"]

  static func variantName(_ variant: String?) -> String {
    switch variant {
    case "light": "Light"
    case "dark": "Dark"
    case "lightIncreasedContrast": "Light, Increase Contrast"
    case "darkIncreasedContrast": "Dark, Increase Contrast"
    case let other?: other
    case nil: "Result"
    }
  }

  private struct PairKey: Hashable {
    var foreground: String?
    var background: String?
    var backdrop: String?
    var role: String?
    /// For pairs known only by colour (`check`): the colours and batch line.
    var colors: String?
  }

  private func grid(
    _ input: FindingReport.Input, id: String, into page: inout Page,
    output: inout some TextOutputStream
  ) {
    let findings = input.findings
    guard !findings.isEmpty else {
      page.element("p", "No findings.", ["class": "meta"])
      return
    }
    // Cells hold the positions of their findings, not copies of them.
    var keys: [PairKey] = []
    var cells: [PairKey: [String?: [Int]]] = [:]
    var variants: [String?] = []
    for (index, finding) in findings.enumerated() {
      let subject = finding.subject
      let key = PairKey(
        foreground: subject.foreground, background: subject.background,
        backdrop: subject.backdrop, role: subject.role,
        colors: subject.foreground == nil
          ? "\(subject.foregroundColor ?? "?") \(subject.backgroundColor ?? "?") "
            + "\(finding.location.line.map(String.init) ?? "")" : nil)
      if cells[key] == nil {
        keys.append(key)
        cells[key] = [:]
      }
      cells[key]![subject.variant, default: []].append(index)
      if !variants.contains(subject.variant) { variants.append(subject.variant) }
    }
    variants.sort { a, b in
      let ia = a.flatMap { Self.variantOrder.firstIndex(of: $0) } ?? Self.variantOrder.count
      let ib = b.flatMap { Self.variantOrder.firstIndex(of: $0) } ?? Self.variantOrder.count
      return ia < ib
    }
    page.raw(
      "<div class=\"scroll\" role=\"region\" tabindex=\"0\" aria-labelledby=\"\(id)-caption\">\n")
    page.raw("<table class=\"grid\">\n")
    page.element(
      "caption",
      "Pairs by appearance: each cell shows the pair in its colours, the WCAG ratio, APCA Lc "
        + "and each policy's verdict", ["id": "\(id)-caption"])
    page.raw("<thead><tr><th scope=\"col\">Pair</th>")
    for variant in variants {
      page.element("th", Self.variantName(variant), ["scope": "col"])
    }
    page.raw("</tr></thead>\n<tbody>\n")
    for key in keys {
      let byVariant = (cells.removeValue(forKey: key) ?? [:]).mapValues { $0.map { findings[$0] } }
      let all = byVariant.values.flatMap { $0 }
      let statuses = Finding.Status.allCases.filter { status in
        all.contains { $0.status == status }
      }
      page.raw(
        "<tr data-status=\"\(statuses.map(\.rawValue).joined(separator: " "))\">")
      page.raw("<th scope=\"row\">")
      let first = all[0]
      page.text(first.subject.title)
      page.raw("<span class=\"sub\">")
      var details: [String] = []
      if let role = first.subject.role { details.append(role) }
      if let size = first.subject.size { details.append(NumberFormatting.trimmed(size) + " px") }
      if let weight = first.subject.weight, weight != 400 { details.append("weight \(weight)") }
      page.text(details.joined(separator: ", "))
      page.raw("</span></th>")
      for variant in variants {
        guard let findings = byVariant[variant], let finding = findings.first else {
          page.raw("<td class=\"none\">not checked</td>")
          continue
        }
        let worst = findings.map(\.status).min() ?? .pass
        page.raw("<td class=\"cell st-border-\(worst.rawValue)\">")
        cell(findings, sample: finding, into: &page)
        page.raw("</td>")
      }
      page.raw("</tr>\n")
      if page.size >= ReportStream.blockSize { page.flush(to: &output) }
    }
    page.raw("</tbody>\n</table>\n</div>\n")
  }

  /// One pair in one appearance: the swatch, the numbers, and each policy's verdict.
  private func cell(_ findings: [Finding], sample finding: Finding, into page: inout Page) {
    let subject = finding.subject
    Self.swatch(
      foreground: subject.foregroundColor, background: subject.backgroundColor,
      role: subject.role, size: subject.size, weight: subject.weight, into: &page)
    page.raw("<p class=\"colors\">")
    page.element("code", subject.foregroundColor ?? "not measured")
    page.text(" on ")
    page.element("code", subject.backgroundColor ?? "not measured")
    if let line = finding.location.line {
      page.text(" · line \(line)")
    }
    page.raw("</p>\n<p class=\"nums\">")
    page.text(Self.numbers(finding))
    page.raw("</p>\n<ul class=\"verdicts\">")
    for finding in findings {
      page.raw("<li>")
      Self.statusBadge(finding.status, into: &page)
      page.text(" " + (finding.policy ?? "no policy"))
      if let required = finding.measurements.required, let metric = finding.metric {
        page.text(" needs " + NumberFormatting.requirement(required, metric))
      }
      page.text(" · rule ")
      page.element("code", finding.ruleID)
      page.element("span", Self.shortMessage(finding), ["class": "msg"])
      if let suggestion = finding.suggestion {
        page.raw("<span class=\"suggest\">Suggested foreground ")
        Self.chip(suggestion, background: subject.backgroundColor, into: &page)
        page.text(" ")
        page.element("code", suggestion)
        page.raw("</span>")
      }
      page.raw("</li>")
    }
    page.raw("</ul>\n")
  }

  /// The message without its leading `fg on bg (variant): `, which the grid's row and column
  /// already say.
  static func shortMessage(_ finding: Finding) -> String {
    let prefix =
      finding.subject.title + (finding.subject.variant.map { " (\($0))" } ?? "") + ": "
    return finding.message.hasPrefix(prefix)
      ? String(finding.message.dropFirst(prefix.count)) : finding.message
  }

  /// The ratio and Lc, rounded as the text report rounds them.
  static func numbers(_ finding: Finding) -> String {
    let m = finding.measurements
    var parts: [String] = []
    if let ratio = m.wcagRatio {
      let threshold = finding.metric == .wcagRatio ? m.required : nil
      var text = (m.isLowerBound ? "≥ " : "") + NumberFormatting.ratio(ratio, threshold: threshold)
      if let range = m.wcagRatioRange {
        text +=
          " (range \(NumberFormatting.ratio(range.lowerBound)) to "
          + "\(NumberFormatting.ratio(range.upperBound)))"
      }
      parts.append(text)
    }
    if let lc = m.apcaLc { parts.append(NumberFormatting.lc(lc)) }
    return parts.isEmpty ? "not measured" : parts.joined(separator: " · ")
  }

  /// Sample text (or, for UI roles, glyph shapes) in the foreground colour on the background
  /// colour, at the pair's size. Decorative; the colours are printed beside it.
  static func swatch(
    foreground: String?, background: String?, role: String?, size: Double?, weight: Int?,
    into page: inout Page
  ) {
    guard let fg = HTMLText.cssColor(foreground), let bg = HTMLText.cssColor(background) else {
      page.raw("<div class=\"swatch missing\" aria-hidden=\"true\">?</div>\n")
      return
    }
    // Sizes by role where none is declared: 16 px body text; 24 px, WCAG 2.x's large-text
    // threshold (Understanding SC 1.4.3: 18 pt = 24 CSS px); 24 px UI glyphs.
    let px = size ?? (role == "large-text" || role == "ui" || role == "nonText" ? 24 : 16)
    let clamped = min(max(px, 8), 72)
    var style =
      "color:\(fg);background-color:\(bg);font-size:\(NumberFormatting.trimmed(clamped))px"
    if let weight, (1...1000).contains(weight) { style += ";font-weight:\(weight)" }
    let sample: String
    switch role {
    case "ui", "nonText": sample = "◆ ● ▲ ✓"
    case "decorative": sample = "── ◇ ──"
    default: sample = "Aa Sample text"
    }
    page.raw("<div class=\"swatch\" aria-hidden=\"true\" style=\"\(style)\">")
    page.text(sample)
    page.raw("</div>\n")
  }

  /// A small square of `color` with "Aa" in it on `background`.
  static func chip(_ color: String, background: String?, into page: inout Page) {
    guard let fg = HTMLText.cssColor(color) else { return }
    let bg = HTMLText.cssColor(background) ?? "transparent"
    page.raw(
      "<span class=\"chip\" aria-hidden=\"true\" style=\"color:\(fg);background-color:\(bg)\">"
        + "Aa</span>")
  }

  /// A colour square with its value.
  static func colorSample(_ color: String?, into page: inout Page) {
    if let css = HTMLText.cssColor(color) {
      page.raw("<span class=\"dot\" aria-hidden=\"true\" style=\"background-color:\(css)\"></span>")
    }
    page.element("code", color ?? "not measured")
  }

  // MARK: - Screenshots

  private func screenshot(_ input: FindingReport.Input, id: String, into page: inout Page) {
    let findings = input.findings
    if let image = screenshots[input.path], image.width > 0, image.height > 0 {
      // Shown at its size in points, but at least 720 CSS px wide (or its pixel width, when
      // smaller) so small text and its boxes stay readable; never wider than the page.
      let scale = image.scale.map { max(1, $0) } ?? 1
      let pointWidth = Int((Double(image.width) / scale).rounded())
      let shownWidth = max(pointWidth, min(image.width, 720))
      // Image pixels per CSS px as shown: box edges and numbers are sized in CSS px.
      let pixelsPerCSSPixel = Double(image.width) / Double(shownWidth)
      page.raw(
        "<figure class=\"shot\" style=\"max-width:\(shownWidth)px\">\n<div class=\"canvas\">")
      let boxes = findings.count { $0.location.region != nil }
      page.raw(
        "<img src=\"data:image/png;base64,\(HTMLText.base64(image.pngData))\" width=\"\(image.width)\" "
          + "height=\"\(image.height)\" alt=\""
          + HTMLText.escaped(
            "Screenshot \(input.path) with \(boxes) finding box\(boxes == 1 ? "" : "es"); "
              + "each is listed in the table below")
          + "\"/>")
      page.raw(
        "<svg viewBox=\"0 0 \(image.width) \(image.height)\" preserveAspectRatio=\"none\" "
          + "role=\"group\" aria-label=\"Finding boxes\">\n")
      // Box numbers about 13 CSS px high as shown; boxes drawn 2 CSS px outside the finding so
      // their edges do not cover the text.
      let fontSize = max(8, Int((13 * pixelsPerCSSPixel).rounded()))
      let inset = max(1, Int((2 * pixelsPerCSSPixel).rounded()))
      let numbered = findings.enumerated().compactMap { number, finding in
        finding.location.region.map { region in
          (
            number: number + 1, finding: finding,
            box: PixelRect(
              x: region.x - inset, y: region.y - inset, width: region.width + 2 * inset,
              height: region.height + 2 * inset)
          )
        }
      }
      let places = Self.numberPlaces(
        for: numbered.map { ($0.number, $0.finding.status, $0.box) },
        bounds: PixelRect(x: 0, y: 0, width: image.width, height: image.height),
        fontSize: fontSize)
      for (index, item) in numbered.enumerated() {
        let (number, finding, box) = item
        guard let region = finding.location.region else { continue }
        let rowID = "\(id)-f\(number)"
        let label =
          "Finding \(number): \(finding.status.rawValue), "
          + Self.numbers(finding)
          + ", at \(region.x),\(region.y) \(region.width)×\(region.height)"
        page.raw(
          "<a href=\"#\(rowID)\" class=\"box st-\(finding.status.rawValue)\" "
            + "data-status=\"\(finding.status.rawValue)\" aria-label=\"\(HTMLText.escaped(label))\">"
        )
        page.element("title", label)
        page.raw(
          "<rect class=\"halo\" x=\"\(box.x)\" y=\"\(box.y)\" width=\"\(box.width)\" "
            + "height=\"\(box.height)\"/><rect class=\"edge\" x=\"\(box.x)\" y=\"\(box.y)\" "
            + "width=\"\(box.width)\" height=\"\(box.height)\"/>")
        if let place = places[index] {
          if place.needsLeader {
            let (x1, y1, x2, y2) = Self.leader(from: place.rect, to: box)
            page.raw("<line x1=\"\(x1)\" y1=\"\(y1)\" x2=\"\(x2)\" y2=\"\(y2)\"/>")
          }
          // Digits sit on a baseline about 0.8 em below the label's top.
          let baseline = place.rect.y + (place.rect.height + fontSize * 7 / 10) / 2
          page.raw(
            "<text x=\"\(place.rect.x + fontSize / 8)\" y=\"\(baseline)\" font-size=\"\(fontSize)\" "
              + "aria-hidden=\"true\">\(number)</text>")
        }
        page.raw("</a>\n")
      }
      page.raw("</svg></div>\n")
      page.element(
        "figcaption",
        "\(image.width)×\(image.height) px"
          + (image.scale.map { " at @\(NumberFormatting.trimmed($0))x" } ?? "")
          + ". Select a box to go to its finding.")
      page.raw("</figure>\n")
    } else if !findings.isEmpty {
      page.element("p", "The image is not embedded in this report.", ["class": "meta"])
    }
    guard !findings.isEmpty else {
      page.element("p", "No findings.", ["class": "meta"])
      return
    }
    page.raw(
      "<div class=\"scroll\" role=\"region\" tabindex=\"0\" aria-labelledby=\"\(id)-caption\">\n")
    page.raw("<table class=\"findings\">\n")
    page.element("caption", "Findings in \(input.path)", ["id": "\(id)-caption"])
    page.raw("<thead><tr>")
    for header in [
      "#", "Status", "Box (x, y, w×h)", "Kind", "Text", "Background", "Contrast", "Policy",
      "Suggested", "Reason",
    ] {
      page.element("th", header, ["scope": "col"])
    }
    page.raw("</tr></thead>\n<tbody>\n")
    for (number, finding) in findings.enumerated() {
      page.raw(
        "<tr id=\"\(id)-f\(number + 1)\" data-status=\"\(finding.status.rawValue)\">")
      page.element("th", "\(number + 1)", ["scope": "row"])
      page.raw("<td>")
      Self.statusBadge(finding.status, into: &page)
      page.raw("</td>")
      let box = finding.location.region
      page.element(
        "td", box.map { "\($0.x), \($0.y), \($0.width)×\($0.height)" } ?? "–")
      page.element("td", finding.subject.role ?? "–")
      page.raw("<td>")
      Self.colorSample(finding.subject.foregroundColor, into: &page)
      page.raw("</td><td>")
      Self.colorSample(finding.subject.backgroundColor, into: &page)
      page.raw("</td>")
      page.element("td", Self.numbers(finding))
      var policy = finding.policy ?? "–"
      if let required = finding.measurements.required, let metric = finding.metric {
        policy += " needs " + NumberFormatting.requirement(required, metric)
      }
      page.element("td", policy)
      page.raw("<td>")
      if let suggestion = finding.suggestion {
        Self.chip(suggestion, background: finding.subject.backgroundColor, into: &page)
        page.text(" ")
        page.element("code", suggestion)
      } else {
        page.text("–")
      }
      page.raw("</td><td>")
      page.text(finding.message)
      if !finding.flags.isEmpty {
        page.element("span", "flags: " + finding.flags.joined(separator: ", "), ["class": "sub"])
      }
      page.raw("</td></tr>\n")
    }
    page.raw("</tbody>\n</table>\n</div>\n")
  }

  // MARK: - Page

  /// The page being written: raw markup from this file, escaped text from the findings.
  struct Page {
    private(set) var text = ""

    /// The UTF-8 bytes gathered.
    var size: Int { text.utf8.count }

    /// Passes what is gathered to `output`.
    mutating func flush(to output: inout some TextOutputStream) {
      output.write(text)
      text.removeAll(keepingCapacity: true)
    }

    /// Markup written by this file (never input).
    mutating func raw(_ markup: String) { text += markup }

    /// Input text, escaped.
    mutating func text(_ content: String) { text += HTMLText.escaped(content) }

    /// `<name attributes>content</name>` with the content and attribute values escaped;
    /// attributes in name order, so output is deterministic.
    mutating func element(_ name: String, _ content: String, _ attributes: [String: String] = [:]) {
      text += "<" + name
      for (key, value) in attributes.sorted(by: { $0.key < $1.key }) {
        text += " \(key)=\"\(HTMLText.escaped(value))\""
      }
      text += ">" + HTMLText.escaped(content) + "</" + name + ">"
    }
  }

  // MARK: - Style

  /// The page's own colours, light and dark, each checked for WCAG 2.x AA by
  /// `Fixtures/Palettes/html-report-theme.json` (a test keeps the two in step).
  static let styleSheet = """
    :root { color-scheme: light dark; --bg: #ffffff; --fg: #1a1a1a; --muted: #4d4d4d;
      --panel: #f3f3f3; --rule: #8c8c8c; --link: #0b57d0; --fail: #b3261e; --warning: #8a5300;
      --review: #6a3fb5; --pass: #1e7a34; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #121212; --fg: #e8e8e8; --muted: #b0b0b0; --panel: #1e1e1e; --rule: #6e6e6e;
        --link: #8ab4f8; --fail: #ff8a80; --warning: #ffcc66; --review: #c9b3ff; --pass: #7ddc8f; }
    }
    * { box-sizing: border-box; }
    body { margin: 0; padding: 1rem 1.5rem 3rem; background: var(--bg); color: var(--fg);
      font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
    a { color: var(--link); }
    h1 { font-size: 1.6rem; margin: 0.2rem 0; }
    h2 { font-size: 1.25rem; margin: 2rem 0 0.6rem; overflow-wrap: anywhere; }
    h3 { font-size: 1.05rem; margin: 1rem 0 0.3rem; }
    code { font: 0.9em ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
    .meta, .sub, .msg { color: var(--muted); }
    .sub, .msg { display: block; font-size: 0.85rem; font-weight: normal; }
    table { border-collapse: collapse; margin: 0.5rem 0; }
    caption { text-align: left; font-weight: 600; padding: 0.3rem 0; }
    th, td { border: 1px solid var(--rule); padding: 0.4rem 0.5rem; vertical-align: top;
      text-align: left; }
    thead th { background: var(--panel); }
    .counts td { text-align: right; min-width: 4.5rem; }
    .counts .total th, .counts .total td { font-weight: 700; }
    .scroll { overflow-x: auto; max-width: 100%; }
    .grid td.cell { min-width: 15rem; max-width: 22rem; }
    .grid td.none { color: var(--muted); }
    .st-border-fail { box-shadow: inset 4px 0 0 var(--fail); }
    .st-border-warning { box-shadow: inset 4px 0 0 var(--warning); }
    .st-border-review { box-shadow: inset 4px 0 0 var(--review); }
    .st-border-pass { box-shadow: inset 4px 0 0 var(--pass); }
    .swatch { padding: 0.35rem 0.6rem; border: 1px solid var(--rule); border-radius: 4px;
      line-height: 1.25; white-space: nowrap; overflow: hidden; }
    .swatch.missing { color: var(--muted); }
    .colors, .nums { margin: 0.3rem 0 0; }
    .nums { font-weight: 600; }
    .verdicts { list-style: none; margin: 0.3rem 0 0; padding: 0; }
    .verdicts li { margin-top: 0.35rem; }
    .badge { font-weight: 700; }
    .st-fail { color: var(--fail); }
    .st-warning { color: var(--warning); }
    .st-review { color: var(--review); }
    .st-pass { color: var(--pass); }
    .suggest { display: block; font-size: 0.9rem; }
    .chip { display: inline-block; padding: 0 0.3rem; border: 1px solid var(--rule);
      border-radius: 3px; font-weight: 600; }
    .dot { display: inline-block; width: 0.9em; height: 0.9em; margin-right: 0.3em;
      border: 1px solid var(--rule); vertical-align: -0.1em; }
    .error { color: var(--fail); font-weight: 600; }
    .filter { border: 1px solid var(--rule); margin: 1.5rem 0 0; padding: 0.4rem 0.8rem; }
    .filter label { margin-right: 1.2rem; white-space: nowrap; }
    .shot { margin: 0.5rem 0; }
    .shot .canvas { position: relative; }
    .shot img { display: block; width: 100%; height: auto; border: 1px solid var(--rule); }
    .shot svg { position: absolute; left: 0; top: 0; width: 100%; height: 100%; overflow: visible; }
    .shot figcaption { color: var(--muted); font-size: 0.9rem; }
    .box rect { fill: transparent; pointer-events: all; vector-effect: non-scaling-stroke; }
    .box .halo { stroke: #ffffff; stroke-width: 4px; }
    .box .edge { stroke-width: 2.5px; }
    .box line { stroke-width: 1.5px; vector-effect: non-scaling-stroke; }
    .box.st-fail .edge, .box.st-fail line { stroke: #d0021b; }
    .box.st-warning .edge, .box.st-review .edge, .box.st-warning line, .box.st-review line {
      stroke: #b35c00; }
    .box.st-pass .edge, .box.st-pass line { stroke: #1e7a34; }
    .box text { fill: #ffffff; stroke: #000000; stroke-width: 3px; paint-order: stroke;
      font-weight: 700; font-family: system-ui, sans-serif; }
    .box:focus .edge, .box:hover .edge { stroke-width: 4px; }
    tr:target { outline: 3px solid var(--link); outline-offset: -3px; }
    body:has(#show-fail:checked) [data-status]:not([data-status~="fail"]),
    body:has(#show-warning:checked) [data-status]:not([data-status~="warning"]),
    body:has(#show-review:checked) [data-status]:not([data-status~="review"]),
    body:has(#show-pass:checked) [data-status]:not([data-status~="pass"]) { display: none; }

    """
}

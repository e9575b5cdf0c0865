import Foundation
import LegibleImaging
import LegiblePalettes

extension Report {
  /// Reads a JSON report written by `legible audit` or `legible scan --format json`.
  ///
  /// - Throws: ``ReportReadError`` naming the file when it cannot be read or is not a report.
  public static func load(path: String) throws(ReportReadError) -> Report {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw ReportReadError(path: path, reason: "cannot read the file")
    }
    let report: Report
    do {
      report = try JSONDecoder().decode(Report.self, from: data)
    } catch DecodingError.keyNotFound(let key, let context) {
      throw ReportReadError(
        path: path,
        reason: "not a legible audit or scan JSON report: \"\(key.stringValue)\" is missing"
          + Self.place(context.codingPath))
    } catch DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context)
    {
      throw ReportReadError(
        path: path,
        reason: "not a legible audit or scan JSON report: wrong type"
          + Self.place(context.codingPath))
    } catch {
      throw ReportReadError(path: path, reason: "not valid JSON")
    }
    guard report.images != nil || report.palettes != nil else {
      throw ReportReadError(
        path: path,
        reason: "not a legible audit or scan JSON report: it has no \"images\" or \"palettes\"")
    }
    // Boxes are used in arithmetic (right and bottom edges): keep them within what a PNG can
    // hold, 2^31 - 1 pixels a side (PNG specification, IHDR).
    let limit = Int(Int32.max)
    for (index, image) in (report.images ?? []).enumerated() {
      for box in image.findings.map(\.bbox)
      where box.x < 0 || box.y < 0 || box.width < 0 || box.height < 0 || box.x > limit
        || box.y > limit || box.width > limit - box.x || box.height > limit - box.y
      {
        throw ReportReadError(
          path: path,
          reason: "images.\(index): the box \(box.x),\(box.y) \(box.width)×\(box.height) lies "
            + "outside any image")
      }
    }
    return report
  }

  private static func place(_ path: [any CodingKey]) -> String {
    path.isEmpty
      ? ""
      : " at "
        + path.map { $0.intValue.map(String.init) ?? $0.stringValue }
        .joined(separator: ".")
  }

  /// The reports combined into one, as one run over all their inputs would have written it:
  /// policies in first-seen order, images sorted by path, palettes in the order given, the
  /// summaries added up.
  public static func merging(_ reports: [Report]) -> Report {
    var policies: [String] = []
    var images: [ImageReport] = []
    var palettes: [PaletteReport] = []
    var summary = Summary()
    var hasImages = false
    var hasPalettes = false
    for report in reports {
      for policy in report.policies where !policies.contains(policy) { policies.append(policy) }
      if let more = report.images {
        hasImages = true
        images += more
      }
      if let more = report.palettes {
        hasPalettes = true
        palettes += more
      }
      summary.failures += report.summary.failures
      summary.warnings += report.summary.warnings
      summary.reviews += report.summary.reviews
      summary.passes += report.summary.passes
      summary.errors += report.summary.errors
    }
    // Shards of one scan hold disjoint files; sorted by path they read as one run.
    let sorted = images.enumerated().sorted {
      ($0.element.path, $0.offset) < ($1.element.path, $1.offset)
    }.map(\.element)
    return Report(
      policies: policies, images: hasImages ? sorted : nil, palettes: hasPalettes ? palettes : nil,
      summary: summary)
  }
}

/// Why a JSON report could not be read.
public struct ReportReadError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file.
  public var path: String
  /// What is wrong.
  public var reason: String

  /// Creates an error.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String { "\(path): \(reason)" }
}

extension FindingReport {
  /// The findings a JSON report lists, so any format can be rendered from it: one input per
  /// image and palette, each finding rebuilt from its record (rule, policy, metric, location,
  /// colours, numbers, flags, message, suggestion), with the fingerprint a direct run gives.
  public init(_ report: Report) {
    var inputs: [Input] = []
    for image in report.images ?? [] {
      inputs.append(
        Input(
          path: image.path, error: image.error,
          findings: image.findings.map { Finding($0, path: image.path) }
            + (image.links ?? []).map { Finding($0, path: image.path) }
            + image.sizeFindings.map { Finding($0, path: image.path) }))
    }
    for palette in report.palettes ?? [] {
      inputs.append(
        Input(
          path: palette.path, error: palette.error,
          findings: palette.results.map { Finding($0, palettePath: palette.path) }))
    }
    let command: Command = report.images != nil && report.palettes == nil ? .scan : .audit
    self.init(command: command, policies: report.policies, inputs: inputs)
  }
}

extension Finding {
  /// The finding of a link record (rule `link-distinct`), as `init(_:path:)` for a
  /// `LinkFinding` makes it.
  public init(_ link: ImageLink, path: String) {
    self.init(
      ruleID: link.rule, policy: nil, metric: .wcagRatio, status: link.status,
      location: Location(path: path, region: link.bbox),
      subject: Subject(
        foregroundColor: link.foreground, backgroundColor: link.bodyColor, role: "link"),
      measurements: Measurements(
        wcagRatio: link.wcagRatio, apcaLc: nil, value: link.wcagRatio, required: link.required),
      flags: link.underlined ? ["underlined"] : [], message: link.reason, suggestion: nil)
  }

  /// The finding of a screenshot record in a JSON report.
  public init(_ record: ImageFinding, path: String) {
    let metric = record.metric.flatMap(Metric.init(rawValue:)) ?? .wcagRatio
    let value = metric == .apcaLc ? abs(record.apcaLc) : record.wcagRatio
    self.init(
      ruleID: record.rule
        ?? (record.kind == "text"
          ? FindingRule.screenshotText.id : FindingRule.screenshotNonText.id),
      policy: record.policy, metric: metric, status: record.status,
      location: Location(path: path, region: record.bbox),
      subject: Subject(
        foregroundColor: record.foreground, backgroundColor: record.background, role: record.kind),
      measurements: Measurements(
        wcagRatio: record.wcagRatio, apcaLc: record.apcaLc, value: value,
        required: record.required,
        wcagRatioRange: record.wcagRatioRange.flatMap {
          $0.count == 2 && $0[0] <= $0[1] ? $0[0]...$0[1] : nil
        },
        isLowerBound: record.isLowerBound,
        confidence: record.confidence),
      flags: record.flags, message: record.reason,
      suggestion: record.status == .pass ? nil : record.suggestion)
  }

  /// The finding of a size record in a JSON report, as a direct run makes it from the
  /// ``SizeFinding``.
  public init(_ record: ImageSizeFinding, path: String) {
    self.init(
      ruleID: record.rule, policy: nil, metric: record.unit == "px" ? .cssPixels : .points,
      status: record.status, location: Location(path: path, region: record.bbox),
      subject: Subject(foregroundColor: nil, backgroundColor: nil, role: record.subject),
      measurements: Measurements(
        wcagRatio: nil, apcaLc: nil, value: record.measured, required: record.required),
      flags: record.scaleSource == "inferred" ? ["scaleInferred"] : [], message: record.message)
  }

  /// The finding of a palette record in a JSON report; its location is the record's `source`
  /// (`file:line`), else the palette.
  public init(_ record: PaletteResult, palettePath: String) {
    let ruleID =
      [
        PaletteAuditResult.appleIncreasedContrastRule,
        PaletteAuditResult.appleIncreasedContrastLowerRule,
        PaletteAuditResult.systemReferenceRule,
      ].contains(record.rule) ? record.rule : FindingRule.pairContrast.id
    let metric = record.metric.flatMap(Metric.init(rawValue:))
    let measured = record.policy != nil && !record.foregroundColor.isEmpty
    var value: Double?
    if let metric, measured {
      value = metric == .wcagRatio ? record.wcagRatio : abs(record.apcaLc)
    }
    var location = Location(path: palettePath)
    if let source = record.source, let colon = source.lastIndex(of: ":"),
      let line = Int(source[source.index(after: colon)...])
    {
      location = Location(path: String(source[..<colon]), line: line)
    } else if let source = record.source {
      location = Location(path: source)
    }
    self.init(
      ruleID: ruleID, policy: record.policy, metric: metric, status: record.status,
      location: location,
      subject: Subject(
        foreground: record.foreground, background: record.background, backdrop: record.backdrop,
        foregroundColor: measured ? record.foregroundColor : nil,
        backgroundColor: measured ? record.backgroundColor : nil, variant: record.variant,
        role: record.role),
      measurements: Measurements(
        wcagRatio: measured ? record.wcagRatio : nil, apcaLc: measured ? record.apcaLc : nil,
        value: value, required: record.required),
      flags: record.fallbackUsed.isEmpty ? [] : ["fallbackUsed"],
      message: "\(record.foreground) on \(record.background) (\(record.variant)): "
        + record.message,
      suggestion: record.status == .pass ? nil : record.suggestion)
  }
}

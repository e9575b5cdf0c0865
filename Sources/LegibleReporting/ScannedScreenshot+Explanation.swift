import Foundation
import LegibleFiles
import LegibleImaging

extension ScannedScreenshot {
  /// What the rules decided about the candidates at `point`, grouped by candidate box in the
  /// order they were first met: the text `legible scan --explain X,Y` prints, a heading line,
  /// then per candidate `candidate W×H at (X, Y)` (or `tile W×H at (X, Y)` for the picture tile
  /// under the point) and one line per decision (rule id, outcome, why).
  ///
  /// The decisions are recorded only when the scan's options name the point
  /// (``LegibleImaging/ScanOptions/explainPoint``).
  public func explanation(at point: (x: Int, y: Int)) -> String {
    var lines = ["explain (\(point.x), \(point.y)) in \(report.path):"]
    if decisions.isEmpty {
      lines.append("  no candidate there: the pixel lies on a background, or the file was not read")
    }
    var boxes: [PixelRect] = []
    for d in decisions where !boxes.contains(d.box) { boxes.append(d.box) }
    let width = max(12, decisions.map(\.rule.count).max() ?? 0)
    for box in boxes {
      // The tile rule `picture-tile` decides about the tile under the point, not a candidate.
      let isTile = decisions.allSatisfy { $0.box != box || $0.rule == "picture-tile" }
      let noun = isTile ? "tile" : "candidate"
      lines.append("  \(noun) \(box.width)×\(box.height) at (\(box.x), \(box.y))")
      for d in decisions where d.box == box {
        let rule = d.rule.padding(toLength: width, withPad: " ", startingAt: 0)
        let outcome = d.outcome.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
        lines.append("    \(rule)  \(outcome)  \(d.why)")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The PNG bytes of each image that was scanned, by path, for the HTML report to embed; a
  /// file that can no longer be read is left out.
  public static func embeddedScreenshots(_ scanned: [ScannedScreenshot]) -> [String:
    HTMLReporter.Screenshot]
  {
    var screenshots: [String: HTMLReporter.Screenshot] = [:]
    for image in scanned where image.report.width > 0 && image.report.height > 0 {
      guard let bytes = try? InputFile.contents(atPath: image.report.path) else { continue }
      screenshots[image.report.path] = HTMLReporter.Screenshot(
        width: image.report.width, height: image.report.height, pngData: bytes,
        scale: image.report.scale)
    }
    return screenshots
  }
}

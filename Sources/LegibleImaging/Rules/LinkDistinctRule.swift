import LegibleColor

/// Rule `link-distinct`: a link inside running text that only its colour marks (WCAG 2.x SC
/// 1.4.1, Use of Color) needs 3:1 against the text around it; an underlined one passes.
///
/// In order:
/// 1. Rows: text findings side by side on one background, overlapping vertically by half the
///    smaller height, of comparable height (``TextLines/maximumHeightRatio``: "or" against
///    "ask a question" with its descenders and underline) and no further apart than ``maximumGap`` heights (a word space), are one line of
///    running text (a short word read as text or icon, such as "or", counts). Findings over images or gradients, and thin strokes whose colour is a lower
///    bound, take no part: their colours are too uncertain to compare.
/// 2. Underline: a row in the lower half of the run or just below it (down to half its height)
///    where the run's ink covers at least ``underlineCoverage`` of the run's width. Letters'
///    bottoms cover far less (gaps between letters and words); an underline broken around
///    descenders (CSS `text-decoration-skip-ink`) still covers most of it.
/// 3. Body: in a line of two or more runs, among the colours of runs without an underline (an
///    underlined run is a link), the one with the most runs, then the widest, is the body text
///    ("Read the *privacy policy* or *ask*": the words around the links); a run whose ink
///    differs from it by more than ``inkDifference`` levels in a channel is a link candidate
///    (two runs of one colour, measured, agree within a few levels).
/// 4. Verdict: underlined, pass; otherwise the WCAG 2.x ratio between the link's ink and the
///    body's must be at least ``minimumRatio``.
enum LinkDistinctRule {
  /// The rule's id, as reports and tests name it.
  static let id = "link-distinct"

  /// The contrast a link needs against the surrounding text when colour alone marks it: WCAG 2
  /// technique G183 ("Using a contrast ratio of 3:1 with surrounding text and providing
  /// additional visual cues on hover for links or controls where color alone is used").
  static let minimumRatio = 3.0
  /// Largest gap between runs of one line, in run heights: a word space is about 0.25–0.35 em
  /// and a run's box about 0.9–1.2 em tall, so half a height spans a space with room for
  /// kerning (empirical); table columns and label–value rows sit much further apart.
  static let maximumGap = 0.6
  /// Smallest per-channel difference between two inks that count as different colours: above
  /// ``TextLines/inkTolerance`` (20), within which measured inks of one colour agree.
  static let inkDifference = 24
  /// Share of the run's width an underline row covers (empirical: letter bottoms cover under
  /// half; skip-ink underlines lose a descender's width or two).
  static let underlineCoverage = 0.75

  /// A link candidate and its verdict.
  struct Decision: Sendable, Hashable {
    /// The index of the link run among the findings given.
    var link: Int
    /// The body text colour around it.
    var body: SRGB
    /// The WCAG 2.x ratio between the link's ink and the body's.
    var ratio: Double
    var isUnderlined: Bool
    var passes: Bool
    /// Why, in words.
    var why: String
  }

  /// The link candidates among `findings` (text lines found in `image`), in the order of the
  /// findings.
  static func decide(_ findings: [ScanFinding], image: ScanImage) -> [Decision] {
    let usable = findings.indices.filter { i in
      let f = findings[i]
      // Text, or a short word read as text or icon ("or" whose letters touch).
      let couldBeText = f.kind == .text || f.flags.contains(.shortText)
      return couldBeText && !f.isLowerBound && f.bbox.width > f.bbox.height
        && f.flags.isDisjoint(with: [.imageBackground, .gradientBackground, .halo])
    }
    var sets = UnionFind(count: findings.count)
    let order = usable.sorted { findings[$0].bbox.x < findings[$1].bbox.x }
    for (n, i) in order.enumerated() {
      for j in order[(n + 1)...] where sameLine(findings[i], findings[j]) { sets.union(i, j) }
    }
    var lines: [Int: [Int]] = [:]
    for i in order { lines[sets.find(i), default: []].append(i) }
    var decisions: [Decision] = []
    for line in lines.values where line.count >= 2 {
      let underlined = line.map { isUnderlined(findings[$0], image: image) }
      // The body: among colours of runs with no underline (an underlined run is a link), the
      // one with the most runs, then the widest.
      var colours: [(color: SRGB, runs: Int, width: Int)] = []
      for (n, i) in line.enumerated() where !underlined[n] {
        let f = findings[i]
        if let k = colours.firstIndex(where: { !differ($0.color, f.foreground) }) {
          colours[k].runs += 1
          colours[k].width += f.bbox.width
        } else {
          colours.append((f.foreground, 1, f.bbox.width))
        }
      }
      guard let body = colours.max(by: { ($0.runs, $0.width) < ($1.runs, $1.width) })?.color
      else { continue }
      for (n, i) in line.enumerated() where differ(findings[i].foreground, body) {
        let f = findings[i]
        let ratio = WCAG2.contrastRatio(between: f.foreground, and: body)
        let passes = underlined[n] || ratio >= minimumRatio
        let measured = "\(ScanJudgement.format(ratio)):1 against the text around it"
        let why =
          underlined[n]
          ? "a link, underlined (\(measured))"
          : passes
            ? "a link marked by colour alone, \(measured) ≥ 3:1"
            : "a link marked by colour alone: \(measured) < 3:1 and no underline (WCAG 1.4.1)"
        decisions.append(
          Decision(
            link: i, body: body, ratio: ratio, isUnderlined: underlined[n], passes: passes,
            why: why))
      }
    }
    return decisions.sorted { $0.link < $1.link }
  }

  /// Whether `a` and `b` are neighbouring runs of one line of text on one surface.
  static func sameLine(_ a: ScanFinding, _ b: ScanFinding) -> Bool {
    let ha = Double(a.bbox.height)
    let hb = Double(b.bbox.height)
    guard max(ha, hb) <= TextLines.maximumHeightRatio * min(ha, hb) else { return false }
    let overlap = Double(min(a.bbox.maxY, b.bbox.maxY) - max(a.bbox.y, b.bbox.y))
    guard overlap >= 0.5 * min(ha, hb) else { return false }
    let gap = Double(max(a.bbox.x, b.bbox.x) - min(a.bbox.maxX, b.bbox.maxX))
    guard gap <= maximumGap * max(ha, hb) else { return false }
    return PackedColor.distance(pack(a.background), pack(b.background))
      <= FlatRegions.sameSurfaceTolerance
  }

  /// Whether two inks are different colours (see ``inkDifference``).
  static func differ(_ a: SRGB, _ b: SRGB) -> Bool {
    PackedColor.distance(pack(a), pack(b)) > inkDifference
  }

  /// Whether a row in the lower half of the run, or below it by up to half its height, is
  /// covered by the run's ink across ``underlineCoverage`` of its width. A pixel counts by how
  /// far it lies from the background toward the ink (its coverage, 0…1); an underline
  /// anti-aliased over two rows counts as the sum of the two.
  static func isUnderlined(_ run: ScanFinding, image: ScanImage) -> Bool {
    let box = run.bbox
    let ink = rgb(run.foreground)
    let background = rgb(run.background)
    let axis = ink - background
    let length = (axis * axis).sum()
    guard length > 0, box.width > 0 else { return false }
    let x0 = max(0, box.x)
    let x1 = min(image.width, box.maxX)
    let y0 = max(0, box.y + box.height / 2)
    let y1 = min(image.height, box.maxY + box.height / 2)
    guard x1 > x0, y1 > y0 else { return false }
    func coverage(_ x: Int, _ y: Int) -> Double {
      let c = image.rgb(x, y)
      let p = SIMD3(
        Double(PackedColor.red(c)), Double(PackedColor.green(c)), Double(PackedColor.blue(c)))
      return min(1, max(0, ((p - background) * axis).sum() / length))
    }
    var previous = [Double](repeating: 0, count: x1 - x0)
    for y in y0..<y1 {
      var covered = 0
      for x in x0..<x1 {
        let here = coverage(x, y)
        if here >= 0.6 || here + previous[x - x0] >= 0.9 { covered += 1 }
        previous[x - x0] = here
      }
      if Double(covered) >= underlineCoverage * Double(x1 - x0) { return true }
    }
    return false
  }

  private static func rgb(_ color: SRGB) -> SIMD3<Double> {
    let c = color.rgba8
    return SIMD3(Double(c.red), Double(c.green), Double(c.blue))
  }

  private static func pack(_ color: SRGB) -> UInt32 {
    let c = color.rgba8
    return PackedColor.pack(r: Int(c.red), g: Int(c.green), b: Int(c.blue))
  }
}

extension LinkDistinctRule {
  /// The link findings among `findings` (text found in `image`), top to bottom, then left to
  /// right: every candidate, or only failures when `includesPasses` is false.
  static func links(in findings: [ScanFinding], image: ScanImage, includesPasses: Bool)
    -> [LinkFinding]
  {
    decide(findings, image: image).compactMap { d in
      guard includesPasses || !d.passes else { return nil }
      let run = findings[d.link]
      return LinkFinding(
        status: d.passes ? .pass : .fail, bbox: run.bbox, foreground: run.foreground,
        bodyColor: d.body, background: run.background, ratio: d.ratio, required: minimumRatio,
        isUnderlined: d.isUnderlined, reason: d.why)
    }.sorted { ($0.bbox.y, $0.bbox.x) < ($1.bbox.y, $1.bbox.x) }
  }
}

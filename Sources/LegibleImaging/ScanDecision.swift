/// One decision a scanner rule made about a candidate near a point, as `legible scan --explain`
/// prints it: which rule, what it did to the candidate, and why.
///
/// Decisions are recorded only when ``ScanOptions/explainPoint`` is set, and only for the
/// candidates whose box holds that point; otherwise nothing is recorded and nothing is spent.
public struct ScanDecision: Sendable, Hashable {
  /// What a rule did to a candidate.
  public enum Outcome: String, Sendable, Hashable, Codable {
    /// The candidate went on to the next step.
    case kept
    /// The candidate was dropped: no finding comes from it.
    case dropped
    /// The rule set the candidate's verdict or kind.
    case decided
  }

  /// The candidate's box in image pixels.
  public var box: PixelRect
  /// The rule's id (such as `glyph-kind` or `control-boundary`).
  public var rule: String
  /// What the rule did.
  public var outcome: Outcome
  /// The rule's reason, in words.
  public var why: String

  /// Creates a decision.
  public init(box: PixelRect, rule: String, outcome: Outcome, why: String) {
    self.box = box
    self.rule = rule
    self.outcome = outcome
    self.why = why
  }
}

/// The decisions recorded while scanning, for the candidates at one point; a no-op without one.
struct ScanTrace {
  /// The point asked about, or `nil` when nothing is recorded.
  let point: (x: Int, y: Int)?
  private(set) var decisions: [ScanDecision] = []

  init(point: (x: Int, y: Int)?) { self.point = point }

  /// Whether a candidate with this box is traced (its box, widened by 2 pixels, holds the point).
  func traces(_ box: PixelRect) -> Bool {
    guard let point else { return false }
    return point.x >= box.x - 2 && point.x < box.maxX + 2 && point.y >= box.y - 2
      && point.y < box.maxY + 2
  }

  /// Records a decision about a candidate with `box`, when it is traced.
  mutating func note(
    _ box: PixelRect, _ rule: String, _ outcome: ScanDecision.Outcome,
    _ why: @autoclosure () -> String
  ) {
    guard traces(box) else { return }
    decisions.append(ScanDecision(box: box, rule: rule, outcome: outcome, why: why()))
  }
}

/// A contrast standard and level, with the thresholds it sets for each kind of content.
///
/// Policies are values with a stable ``id`` used in output and configuration files.
public struct Policy: Sendable, Hashable, Identifiable, CustomStringConvertible {
  /// Which number a policy compares.
  public enum Metric: String, Sendable, Hashable {
    /// The WCAG 2.x contrast ratio.
    case wcagRatio
    /// The magnitude of the APCA Lc value.
    case apcaLc
  }

  /// The stable identifier, such as `wcag2-aa`.
  public let id: String
  /// A human-readable name, such as `WCAG 2.x AA`.
  public let name: String
  /// The number this policy compares.
  public let metric: Metric
  private let rule: @Sendable (TextStyle) -> Requirement?

  /// Creates a policy from a rule that gives the requirement for a style (`nil`: exempt).
  public init(
    id: String, name: String, metric: Metric,
    rule: @escaping @Sendable (TextStyle) -> Requirement?
  ) {
    self.id = id
    self.name = name
    self.metric = metric
    self.rule = rule
  }

  /// The minimum this policy requires for content of `style`, or `nil` when it is exempt.
  public func requirement(for style: TextStyle) -> Requirement? { rule(style) }

  /// The number this policy compares, taken from a measurement (|Lc| for APCA).
  public func value(of measurement: ContrastMeasurement) -> Double {
    switch metric {
    case .wcagRatio: measurement.wcagRatio
    case .apcaLc: abs(measurement.apcaLc)
    }
  }

  /// Judges a measurement for content of `style`.
  public func evaluate(_ measurement: ContrastMeasurement, for style: TextStyle) -> Verdict {
    let value = value(of: measurement)
    guard let requirement = requirement(for: style) else {
      return Verdict(policy: id, metric: metric, value: value, requirement: nil, status: .exempt)
    }
    // Never rounded before comparing: 4.499 fails 4.5 (Understanding WCAG 1.4.3).
    let status: Verdict.Status = value >= requirement.minimum ? .pass : .fail
    return Verdict(
      policy: id, metric: metric, value: value, requirement: requirement, status: status)
  }

  public var description: String { id }

  public static func == (lhs: Policy, rhs: Policy) -> Bool { lhs.id == rhs.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// A threshold a policy sets, and why it applies.
public struct Requirement: Sendable, Hashable {
  /// The smallest passing value (ratio, or |Lc|).
  public var minimum: Double
  /// The rule that set it, such as `large text` or `non-text (1.4.11)`.
  public var reason: String

  /// Creates a requirement.
  public init(minimum: Double, reason: String) {
    self.minimum = minimum
    self.reason = reason
  }
}

/// One policy's judgement of one measurement.
public struct Verdict: Sendable, Hashable {
  /// Pass, fail, or exempt from the policy.
  public enum Status: String, Sendable, Hashable, Comparable {
    /// Meets the requirement.
    case pass
    /// Below the requirement.
    case fail
    /// The policy sets no requirement for this content (decoration).
    case exempt

    public static func < (lhs: Status, rhs: Status) -> Bool { lhs.rank < rhs.rank }
    private var rank: Int {
      switch self {
      case .fail: 0
      case .pass: 1
      case .exempt: 2
      }
    }
  }

  /// The id of the policy that judged.
  public var policy: String
  /// What was compared.
  public var metric: Policy.Metric
  /// The measured value (ratio or |Lc|).
  public var value: Double
  /// What was required, or `nil` when exempt.
  public var requirement: Requirement?
  /// The outcome.
  public var status: Verdict.Status
}

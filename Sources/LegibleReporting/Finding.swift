import LegibleColor

/// One judged result, whatever produced it (a `check` pair, a palette pair in one appearance
/// under one policy, a region of a screenshot): the single model every reporter reads.
///
/// A finding says which rule and policy decided (``ruleID``, ``policy``, ``metric``), the outcome
/// (``status``), where it is (``location``), what was compared (``subject``), the numbers
/// (``measurements``), qualifying ``flags``, a ``message`` in words, a ``suggestion`` and a
/// ``fingerprint`` that stays the same across runs while the finding does.
public struct Finding: Sendable, Hashable, Codable {
  /// How a finding is judged, from worst to best.
  public enum Status: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
    /// Below a requirement.
    case fail
    /// Passes only conditionally (under `apple-hig`, a default appearance that needs Increase
    /// Contrast), or could not be measured.
    case warning
    /// The measurement is too uncertain to judge (screenshots).
    case review
    /// Meets every requirement.
    case pass

    public static func < (lhs: Status, rhs: Status) -> Bool { lhs.rank < rhs.rank }
    private var rank: Int {
      switch self {
      case .fail: 0
      case .warning: 1
      case .review: 2
      case .pass: 3
      }
    }
  }

  /// The number a policy judges.
  public enum Metric: String, Sendable, Hashable, Codable {
    /// The WCAG 2.x contrast ratio (`4.5` means 4.5:1).
    case wcagRatio
    /// The magnitude of the APCA Lc value.
    case apcaLc

    /// The metric of a policy.
    public init(_ metric: Policy.Metric) {
      switch metric {
      case .wcagRatio: self = .wcagRatio
      case .apcaLc: self = .apcaLc
      }
    }
  }

  /// The id of the check that decided (see ``FindingRule``), such as `pair-contrast`.
  public var ruleID: String
  /// The id of the policy whose verdict this is, or `nil` when none applied.
  public var policy: String?
  /// The number ``policy`` judges, or `nil` when nothing was measured.
  public var metric: Metric?
  /// The outcome.
  public var status: Status
  /// Where the finding is.
  public var location: Location
  /// What was compared.
  public var subject: Subject
  /// The measured numbers.
  public var measurements: Measurements
  /// Conditions that qualify the measurement (`fallbackUsed`, `thinStroke`, `scaleUnknown`, …),
  /// sorted.
  public var flags: [String]
  /// One line saying what was found, in the deciding policy's terms.
  public var message: String
  /// A nearby colour that passes (`#rrggbb`), for failures, where one is known.
  public var suggestion: String?
  /// A stable identity: the same finding in another run (lines moved, numbers changed) has the
  /// same fingerprint. See ``identity``.
  public var fingerprint: String

  /// Creates a finding; its fingerprint is computed from the identifying fields.
  public init(
    ruleID: String, policy: String?, metric: Metric?, status: Status, location: Location,
    subject: Subject, measurements: Measurements, flags: [String] = [], message: String,
    suggestion: String? = nil
  ) {
    self.ruleID = ruleID
    self.policy = policy
    self.metric = metric
    self.status = status
    self.location = location
    self.subject = subject
    self.measurements = measurements
    self.flags = flags.sorted()
    self.message = message
    self.suggestion = suggestion
    self.fingerprint = ""
    self.fingerprint = Fingerprint.hex(of: identity)
  }
}

/// Counts of findings by outcome, and of inputs that could not be read.
public struct Summary: Sendable, Hashable, Codable {
  /// Findings that fail.
  public var failures: Int
  /// Findings that pass only conditionally (palette warnings).
  public var warnings: Int
  /// Findings that need a person's review (screenshots).
  public var reviews: Int
  /// Findings that pass.
  public var passes: Int
  /// Inputs (files, lines) that could not be read or understood.
  public var errors: Int

  /// Creates a summary.
  public init(
    failures: Int = 0, warnings: Int = 0, reviews: Int = 0, passes: Int = 0, errors: Int = 0
  ) {
    self.failures = failures
    self.warnings = warnings
    self.reviews = reviews
    self.passes = passes
    self.errors = errors
  }

  /// Counts one finding of `status`.
  public mutating func count(_ status: Finding.Status) {
    switch status {
    case .fail: failures += 1
    case .warning: warnings += 1
    case .review: reviews += 1
    case .pass: passes += 1
    }
  }
}

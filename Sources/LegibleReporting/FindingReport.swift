/// A run's findings grouped by input, with what a baseline suppressed and left stale: what
/// every reporter (SARIF, JUnit, GitHub, Markdown) reads.
public struct FindingReport: Sendable, Hashable, Codable {
  /// The command that made the findings.
  public enum Command: String, Sendable, Hashable, Codable {
    /// `legible check`.
    case check
    /// `legible audit`.
    case audit
    /// `legible scan`.
    case scan
  }

  /// One input (a palette, a screenshot, a batch file or the command line) and its findings.
  public struct Input: Sendable, Hashable, Codable {
    /// The path as given, or `<arguments>` for a pair given on the command line.
    public var path: String
    /// Why the input could not be checked (fully or in part), else `nil`.
    public var error: String?
    /// Every finding not suppressed by the baseline, passes included, in the input's order.
    public var findings: FindingList
    /// Findings the baseline already knows.
    public var suppressed: [Finding]
    /// Remarks about the input as a whole, such as a screenshot's size, colour space and the
    /// scale its text was read at.
    public var notes: [String]

    /// Creates an input's record.
    public init(
      path: String, error: String? = nil, findings: [Finding], suppressed: [Finding] = [],
      notes: [String] = []
    ) {
      self.init(
        path: path, error: error, findingList: FindingList(findings), suppressed: suppressed,
        notes: notes)
    }

    /// Creates an input's record whose findings may be made as they are read.
    public init(
      path: String, error: String? = nil, findingList: FindingList, suppressed: [Finding] = [],
      notes: [String] = []
    ) {
      self.path = path
      self.error = error
      self.findings = findingList
      self.suppressed = suppressed
      self.notes = notes
    }
  }

  /// The tool that made the report.
  public var tool = ToolInfo.current
  /// The command.
  public var command: Command
  /// Ids of the policies applied.
  public var policies: [String]
  /// Inputs in the order checked.
  public var inputs: [Input]
  /// Baseline entries that matched nothing in this run (fixed, or gone).
  public var stale: [Baseline.Entry]

  /// Creates a report.
  public init(
    command: Command, policies: [String], inputs: [Input], stale: [Baseline.Entry] = []
  ) {
    self.command = command
    self.policies = policies
    self.inputs = inputs
    self.stale = stale
  }

  /// Every finding not suppressed, in input order.
  ///
  /// With one input this is that input's array itself, shared rather than copied: an audit of
  /// a large palette has hundreds of thousands of findings.
  public var findings: [Finding] {
    inputs.count == 1 ? inputs[0].findings.array : inputs.flatMap(\.findings)
  }

  /// Every suppressed finding, in input order (shared, not copied, with one input).
  public var suppressed: [Finding] {
    inputs.count == 1 ? inputs[0].suppressed : inputs.flatMap(\.suppressed)
  }

  /// How many findings the baseline suppressed, counted without collecting them.
  public var suppressedCount: Int { inputs.reduce(0) { $0 + $1.suppressed.count } }

  /// Counts over the findings not suppressed, and the inputs with errors.
  public var summary: Summary {
    var summary = Summary()
    for input in inputs {
      if input.error != nil { summary.errors += 1 }
      for index in input.findings.indices { summary.count(input.findings.status(at: index)) }
    }
    return summary
  }

  /// The policies with at least one failing finding, in the order applied.
  public var failedPolicies: [String] {
    var failed: Set<String> = []
    for input in inputs {
      for index in input.findings.indices where input.findings.status(at: index) == .fail {
        if let policy = input.findings.policy(at: index) { failed.insert(policy) }
      }
    }
    return policies.filter(failed.contains) + failed.subtracting(policies).sorted()
  }
}

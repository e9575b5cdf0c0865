/// An input's findings: held in an array, or made one at a time from what they describe (a
/// palette's audit results), so that hundreds of thousands of them are never held at once.
///
/// A made list makes a finding each time it is read; its ``status(at:)`` and ``policy(at:)``
/// are read without making the finding, so counts and summaries cost nothing extra.
public struct FindingList: RandomAccessCollection, Sendable, Hashable, Codable,
  ExpressibleByArrayLiteral
{
  private enum Storage: Sendable {
    case stored([Finding])
    case made(
      count: Int, finding: @Sendable (Int) -> Finding, status: @Sendable (Int) -> Finding.Status,
      policy: @Sendable (Int) -> String?)
  }

  private var storage: Storage

  /// A list of the findings given.
  public init(_ findings: [Finding]) {
    storage = .stored(findings)
  }

  public init(arrayLiteral findings: Finding...) {
    storage = .stored(findings)
  }

  /// A list of `count` findings made by `finding` when read; `status` and `policy` give the
  /// status and policy id of the finding at a position without making it.
  public init(
    count: Int, finding: @escaping @Sendable (Int) -> Finding,
    status: @escaping @Sendable (Int) -> Finding.Status,
    policy: @escaping @Sendable (Int) -> String?
  ) {
    storage = .made(count: count, finding: finding, status: status, policy: policy)
  }

  /// The findings in an array (made, when the list makes them).
  public var array: [Finding] {
    switch storage {
    case .stored(let findings): findings
    case .made: Array(self)
    }
  }

  public var startIndex: Int { 0 }

  public var endIndex: Int {
    switch storage {
    case .stored(let findings): findings.count
    case .made(let count, _, _, _): count
    }
  }

  public subscript(position: Int) -> Finding {
    switch storage {
    case .stored(let findings): findings[position]
    case .made(_, let finding, _, _): finding(position)
    }
  }

  /// The status of the finding at `position`.
  public func status(at position: Int) -> Finding.Status {
    switch storage {
    case .stored(let findings): findings[position].status
    case .made(_, _, let status, _): status(position)
    }
  }

  /// The policy id of the finding at `position`.
  public func policy(at position: Int) -> String? {
    switch storage {
    case .stored(let findings): findings[position].policy
    case .made(_, _, _, let policy): policy(position)
    }
  }

  /// Applies `change` to every stored finding; a made list is left as it is (its findings are
  /// complete when made).
  mutating func updateStored(_ change: (inout Finding) -> Void) {
    guard case .stored(var findings) = storage else { return }
    storage = .stored([])
    for index in findings.indices { change(&findings[index]) }
    storage = .stored(findings)
  }

  public static func == (lhs: FindingList, rhs: FindingList) -> Bool {
    lhs.elementsEqual(rhs)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for finding in self { hasher.combine(finding) }
  }

  public init(from decoder: any Decoder) throws {
    storage = .stored(try [Finding](from: decoder))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for finding in self { try container.encode(finding) }
  }
}

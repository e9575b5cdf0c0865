import Foundation

/// Known findings a team has accepted for now: a run with a baseline reports them as suppressed
/// and fails only on new ones; entries that match nothing are stale.
///
/// The file is JSON, entries sorted and pretty-printed so it diffs well:
/// `{"version": 1, "entries": [Entry…]}`.
public struct Baseline: Sendable, Hashable, Codable {
  /// The file format's version.
  public static let formatVersion = 1

  /// The format version of this baseline.
  public var version: Int
  /// Known findings, sorted.
  public var entries: [Entry]

  /// A baseline of `entries`, sorted.
  public init(entries: [Entry]) {
    version = Self.formatVersion
    self.entries = entries.sorted()
  }

  /// A baseline holding every finding of `report` that is not a pass (suppressed ones
  /// included), sorted; duplicates (the same key twice) are kept, one entry each.
  public init(_ report: FindingReport) {
    var entries: [Entry] = []
    for input in report.inputs {
      for finding in input.findings where finding.status != .pass { entries.append(Entry(finding)) }
    }
    for input in report.inputs {
      for finding in input.suppressed where finding.status != .pass {
        entries.append(Entry(finding))
      }
    }
    self.init(entries: entries)
  }

  /// Reads a baseline file.
  /// - Throws: ``BaselineError`` naming the file when it cannot be read or understood.
  public static func load(path: String) throws(BaselineError) -> Baseline {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .unreadable(path: path, reason: error.localizedDescription)
    }
    do {
      let baseline = try JSONDecoder().decode(Baseline.self, from: data)
      guard baseline.version == formatVersion else {
        throw BaselineError.unsupportedVersion(path: path, version: baseline.version)
      }
      return baseline
    } catch let error as BaselineError {
      throw error
    } catch {
      throw .invalid(path: path, reason: Self.describe(error))
    }
  }

  /// The baseline as JSON text: pretty-printed, keys sorted, entries sorted, newline at the end.
  public func jsonText() throws -> String {
    try JSONOutput.string(self)
  }

  private static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, let context):
      return "missing key '\(key.stringValue)' at \(path(context))"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      return "wrong type at \(path(context)): \(context.debugDescription)"
    case DecodingError.dataCorrupted(let context):
      return "not valid JSON: \(context.debugDescription)"
    default:
      return "\(error)"
    }
  }

  private static func path(_ context: DecodingError.Context) -> String {
    let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
    return "$" + keys.joined()
  }
}

/// Why a baseline file cannot be used.
public enum BaselineError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file cannot be read.
  case unreadable(path: String, reason: String)
  /// The file is not a baseline.
  case invalid(path: String, reason: String)
  /// The file was written by a newer format.
  case unsupportedVersion(path: String, version: Int)

  public var description: String {
    switch self {
    case .unreadable(let path, let reason): "\(path): cannot read the baseline: \(reason)"
    case .invalid(let path, let reason): "\(path): not a Legible baseline: \(reason)"
    case .unsupportedVersion(let path, let version):
      "\(path): baseline version \(version) is not supported (expected \(Baseline.formatVersion))"
    }
  }
}

import LegibleColor
import LegibleImaging

extension Baseline {
  /// The least share of the smaller box that two screenshot boxes must share to be the same
  /// finding: half, so a shift of a few pixels (re-rendered screenshots, a moved status bar)
  /// still matches while a neighbouring line does not (lines overlap little or not at all).
  static let minimumOverlap = 0.5
  /// The largest difference in any 8-bit channel between a recorded and a measured colour that
  /// still counts as the same colour: screenshot colour estimates move by a step or two when
  /// anti-aliasing shifts (empirical), far less than any design change.
  static let colorTolerance = 6

  /// Splits `report`'s findings into new and known (suppressed), and lists the entries that
  /// matched nothing as stale. Passing findings are never suppressed; each entry suppresses at
  /// most one finding.
  public func apply(to report: FindingReport) -> FindingReport {
    var byKey: [String: [Int]] = [:]
    for (index, entry) in entries.enumerated() { byKey[entry.key, default: []].append(index) }
    var used = Set<Int>()
    var result = report
    for inputIndex in result.inputs.indices {
      var kept: [Finding] = []
      var suppressed = result.inputs[inputIndex].suppressed
      for finding in result.inputs[inputIndex].findings {
        guard finding.status != .pass else {
          kept.append(finding)
          continue
        }
        let probe = Entry(finding)
        let match = byKey[probe.key]?.first { index in
          !used.contains(index) && Self.matches(entries[index], probe)
        }
        if let match {
          used.insert(match)
          suppressed.append(finding)
        } else {
          kept.append(finding)
        }
      }
      result.inputs[inputIndex].findings = FindingList(kept)
      result.inputs[inputIndex].suppressed = suppressed
    }
    result.stale = entries.indices.filter { !used.contains($0) }.map { entries[$0] }
    return result
  }

  /// Whether a recorded entry and a finding's entry with the same key are the same finding:
  /// screenshot boxes must overlap and colours be close; other kinds match on the key alone.
  static func matches(_ recorded: Entry, _ found: Entry) -> Bool {
    guard let a = recorded.region, let b = found.region else {
      return recorded.region == nil && found.region == nil
    }
    let shared = a.intersection(b).area
    let smaller = min(a.area, b.area)
    guard smaller > 0, Double(shared) >= minimumOverlap * Double(smaller) else { return false }
    return isClose(recorded.foregroundColor, found.foregroundColor)
      && isClose(recorded.backgroundColor, found.backgroundColor)
  }

  static func isClose(_ a: String?, _ b: String?) -> Bool {
    guard let a, let b else { return a == b }
    guard let x = SRGB(hex: a)?.rgba8, let y = SRGB(hex: b)?.rgba8 else { return a == b }
    return abs(Int(x.red) - Int(y.red)) <= colorTolerance
      && abs(Int(x.green) - Int(y.green)) <= colorTolerance
      && abs(Int(x.blue) - Int(y.blue)) <= colorTolerance
  }
}

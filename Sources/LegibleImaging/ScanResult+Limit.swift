extension ScanResult {
  /// The result with at most `maximum` contrast findings and `maximum` size findings, keeping
  /// the most severe (failures, then reviews or warnings, then passes; within a status the
  /// lowest contrast first) in their top-to-bottom order, and how many were left out.
  ///
  /// A screen that produces thousands of findings is a screen the scanner misreads (a texture,
  /// a picture it did not recognise); the limit keeps its report readable and its memory
  /// bounded, while the count says that findings were left out and failures are never the ones
  /// dropped while reviews or passes remain. O(n log n) in the findings.
  public func limited(to maximum: Int) -> (result: ScanResult, omitted: Int) {
    let maximum = max(0, maximum)
    var result = self
    var omitted = 0
    if findings.count > maximum {
      let keep = findings.indices.sorted {
        (findings[$0].status, findings[$0].wcagRatio, $0)
          < (findings[$1].status, findings[$1].wcagRatio, $1)
      }.prefix(maximum).sorted()
      result.findings = keep.map { findings[$0] }
      omitted += findings.count - maximum
    }
    if sizeFindings.count > maximum {
      let keep = sizeFindings.indices.sorted {
        (sizeFindings[$0].status == .fail ? 0 : 1, $0)
          < (sizeFindings[$1].status == .fail ? 0 : 1, $1)
      }.prefix(maximum).sorted()
      result.sizeFindings = keep.map { sizeFindings[$0] }
      omitted += sizeFindings.count - maximum
    }
    return (result, omitted)
  }
}

/// What a scan of one screenshot found, and the scale it was judged at.
public struct ScanResult: Sendable, Hashable {
  /// The findings, top to bottom, then left to right.
  public var findings: [ScanFinding]
  /// Image pixels per point (CSS px) the text sizes were read at, or `nil` when unknown.
  public var scale: Double?
  /// Where ``scale`` came from.
  public var scaleSource: ScaleSource

  /// Creates a result.
  public init(findings: [ScanFinding], scale: Double?, scaleSource: ScaleSource) {
    self.findings = findings
    self.scale = scale
    self.scaleSource = scaleSource
  }
}

import LegibleColor
import LegiblePalettes

/// Two colours of a distinctness group that look alike in one appearance under one colour
/// vision deficiency (rule `cvd-distinct`): a record of a palette's `distinct` array in the JSON
/// report.
public struct DistinctResult: Sendable, Codable {
  /// The group's colour names.
  public var group: [String]
  /// The first colour's name.
  public var first: String
  /// The second colour's name.
  public var second: String
  /// Their values in this appearance, before simulation, `#rrggbb`.
  public var firstColor: String
  /// The second colour's value, `#rrggbb`.
  public var secondColor: String
  /// `light`, `dark`, `lightIncreasedContrast` or `darkIncreasedContrast`.
  public var variant: String
  /// `protanopia`, `deuteranopia`, `tritanopia` or `achromatopsia`.
  public var deficiency: String
  /// Their Oklab distance after simulation, unrounded.
  public var deltaE: Double
  /// The distance required.
  public var threshold: Double
  /// Their Oklab lightness difference after simulation.
  public var lightnessDifference: Double
  /// Always `fail`.
  public var status: Finding.Status
  /// The rule's id, `cvd-distinct`.
  public var rule: String
  /// What to change, in words.
  public var suggestion: String

  /// The record of a distinctness finding.
  public init(_ finding: DistinctnessFinding) {
    group = finding.groupMembers
    first = finding.first
    second = finding.second
    firstColor = finding.firstColor.opaqueHexString
    secondColor = finding.secondColor.opaqueHexString
    variant = finding.variant.rawValue
    deficiency = finding.deficiency.rawValue
    deltaE = finding.deltaE
    threshold = finding.threshold
    lightnessDifference = finding.lightnessDifference
    status = .fail
    rule = FindingRule.cvdDistinct.id
    suggestion = finding.suggestion
  }
}

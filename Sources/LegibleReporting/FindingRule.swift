/// A check Legible makes, with the words reports show for it: SARIF rules, JUnit classes,
/// annotation titles.
public struct FindingRule: Sendable, Hashable, Codable {
  /// The stable id findings carry in ``Finding/ruleID``.
  public var id: String
  /// A short name in words.
  public var name: String
  /// One sentence saying what the rule finds.
  public var summary: String
  /// What the rule checks, in full.
  public var details: String
  /// How to fix what it finds.
  public var help: String
  /// The README section that documents it.
  public var helpURI: String

  /// The documentation the help URIs point into.
  public static let documentationURI =
    "https://github.com/legible-contrast/legible/blob/main/README.md"

  /// A declared or given pair below its policy's minimum.
  public static let pairContrast = FindingRule(
    id: "pair-contrast", name: "Pair contrast",
    summary: "A colour pair is below the contrast its policy requires.",
    details:
      "The foreground drawn on the background, in this appearance, measures below the minimum "
      + "the policy sets for its role (text, large text, UI; decorative content is exempt).",
    help: "Raise the contrast of the pair (the suggestion is the nearest passing foreground), "
      + "or declare the role the colour really draws.",
    helpURI: documentationURI + "#policies")

  /// Apple's rule that a default appearance below the minimum must pass with Increase Contrast.
  public static let appleIncreasedContrast = FindingRule(
    id: "apple-increased-contrast", name: "Increase Contrast must pass",
    summary: "A default appearance below Apple's minimum, judged with its Increase Contrast value.",
    details:
      "Apple HIG (Accessibility): where the default appearance cannot meet the minimum, the "
      + "increased-contrast appearance must. Under apple-hig a pair that passes only with Increase "
      + "Contrast is a warning; one that fails even then is a failure.",
    help:
      "Give the colour an increased-contrast value that passes, or raise the default's contrast.",
    helpURI: documentationURI + "#legible-audit-path")

  /// Apple's rule that Increase Contrast must not lower contrast.
  public static let appleIncreasedContrastLower = FindingRule(
    id: "apple-increased-contrast-lower", name: "Increase Contrast lowers contrast",
    summary: "An increased-contrast value has less contrast than its base appearance.",
    details:
      "Apple HIG: the increased-contrast appearance must never reduce contrast. This fails under "
      + "every policy.",
    help: "Make the increased-contrast value at least as far from the background as the base one.",
    helpURI: documentationURI + "#legible-audit-path")

  /// A colour whose value the file does not give.
  public static let systemReference = FindingRule(
    id: "system-reference", name: "Unmeasured system colour",
    summary: "A pair uses a system colour reference whose value is not in the file.",
    details:
      "The colour refers to a platform colour by name, so its value cannot be measured here.",
    help: "Declare the system colour's values in a palette (Palettes/apple-system.json), or ignore "
      + "the pair with a reason.",
    helpURI: documentationURI + "#legible-audit-path")

  /// Text in a screenshot below the minimum.
  public static let screenshotText = FindingRule(
    id: "screenshot-text-contrast", name: "Screenshot text contrast",
    summary: "Text in a screenshot is below the contrast its policy requires.",
    details:
      "A line of text found in the screenshot's pixels, its colours estimated from fully covered "
      + "stroke pixels, measures below the minimum for its estimated size and weight. Review "
      + "findings are too uncertain to call (gradients, photos, thin strokes, size near a boundary).",
    help: "Raise the text's contrast against what it is drawn on (the suggestion is the nearest "
      + "passing text colour).",
    helpURI: documentationURI + "#legible-scan-pngdir")

  /// An icon or glyph in a screenshot below the non-text minimum.
  public static let screenshotNonText = FindingRule(
    id: "screenshot-non-text-contrast", name: "Screenshot non-text contrast",
    summary: "An icon or UI glyph in a screenshot is below the non-text contrast minimum.",
    details: "WCAG 2.x SC 1.4.11 asks 3:1 for graphics needed to understand the interface.",
    help: "Raise the glyph's contrast against its background.",
    helpURI: documentationURI + "#legible-scan-pngdir")

  /// A link that colour alone marks, too close to the text around it (WCAG 2.x SC 1.4.1).
  public static let linkDistinct = FindingRule(
    id: "link-distinct", name: "Link marked by colour alone",
    summary: "A link differs from the text around it only by colour, by less than 3:1.",
    details:
      "WCAG 2.x SC 1.4.1 (Use of Color), technique G183: a link inside running text that has no "
      + "underline or other cue needs a contrast of at least 3:1 against the surrounding text. "
      + "In a screenshot, a run of a line drawn in another colour than the rest, with no "
      + "underline beneath it; in a palette, a pair with role \"link\" and its \"body\" colour.",
    help: "Underline the link, or change its colour (or the body text's) to 3:1 between them; "
      + "the link must still meet its contrast against the background.",
    helpURI: documentationURI + "#not-by-colour-alone")

  /// Colours of a distinctness group that collide under a colour vision deficiency.
  public static let cvdDistinct = FindingRule(
    id: "cvd-distinct", name: "Colours collide under a colour vision deficiency",
    summary: "Two colours that must stay apart look alike to people with a colour vision "
      + "deficiency.",
    details:
      "Each pair of a `distinct` group (declared in legible.json or inferred by "
      + "--infer-distinct) is simulated (Machado, Oliveira and Fernandes 2009 at severity 1; "
      + "achromatopsia as luminance) in every appearance; their Oklab distance must stay at or "
      + "above the threshold (0.1 by default).",
    help: "Separate the colours in lightness first (it survives every deficiency), or add a "
      + "shape, icon or label so colour is not the only cue.",
    helpURI: documentationURI + "#not-by-colour-alone")

  /// Every rule, in a stable order.
  public static let all: [FindingRule] = [
    pairContrast, appleIncreasedContrast, appleIncreasedContrastLower, systemReference,
    screenshotText, screenshotNonText, linkDistinct, cvdDistinct,
  ]

  /// The rule with this id; unknown ids get a rule of their own with generic words.
  public static func named(_ id: String) -> FindingRule {
    all.first { $0.id == id }
      ?? FindingRule(
        id: id, name: id, summary: id, details: id, help: "See the README.",
        helpURI: documentationURI)
  }
}

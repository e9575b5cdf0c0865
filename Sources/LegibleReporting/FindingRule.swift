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

  /// Text in a screenshot smaller than its platform allows.
  public static let textSize = FindingRule(
    id: "text-size", name: "Text size",
    summary: "Text in a screenshot is smaller than its platform's minimum text size.",
    details:
      "The line's font size, read from its cap height at the image's scale, is below the "
      + "platform's minimum (Apple HIG, Typography: iOS and iPadOS 11 pt, macOS 10 pt, tvOS 23 pt, "
      + "visionOS and watchOS 12 pt) even at the largest size the pixels allow. With "
      + "--strict-sizes, text below the platform's default size (iOS 17 pt) is a warning.",
    help: "Use the platform's text styles at their default sizes, and at least its minimum size.",
    helpURI: documentationURI + "#size-rules")

  /// Thin strokes at a small size.
  public static let thinText = FindingRule(
    id: "thin-text", name: "Thin text",
    summary: "Text in a screenshot is drawn in a thin weight below its platform's default size.",
    details:
      "The line's strokes are under 6 % of its font size (regular type is 8–10 %) and its size is "
      + "below the platform's default. Apple HIG, Typography: with a thin weight, aim for larger "
      + "than the recommended sizes.",
    help: "Use a regular or heavier weight, or a larger size.",
    helpURI: documentationURI + "#size-rules")

  /// A small icon button or control.
  public static let targetSize = FindingRule(
    id: "target-size", name: "Target size",
    summary: "An icon button or control in a screenshot is smaller than its platform recommends.",
    details:
      "A lone icon in a bar, or a filled or bordered button shape, measures under the platform's "
      + "recommended control size (Apple HIG, Accessibility: iOS 44×44 pt, macOS 28×28 pt, visionOS "
      + "60×60 pt; WCAG 2.2 SC 2.5.8 on the web: 24×24 CSS px) with the clear space around it "
      + "counted. Pixels cannot show what is tappable, so this is a warning.",
    help: "Make the control or its hit area larger, or leave more space around it.",
    helpURI: documentationURI + "#size-rules")

  /// The outline of a text field, a focus ring or a switch track in a screenshot below the
  /// non-text minimum.
  public static let controlBoundary = FindingRule(
    id: "control-boundary", name: "Control boundary contrast",
    summary:
      "A text-field outline, focus ring or switch track in a screenshot is below the non-text "
      + "contrast minimum.",
    details:
      "WCAG 2.x SC 1.4.11 asks 3:1 against the adjacent colours for the visual information needed "
      + "to identify a control and its state. The control was recognised from its shape (an "
      + "outline of field proportions, a ring around a control, a capsule with a knob); "
      + "dividers, card borders and outlined buttons identified by their label are not required.",
    help:
      "Darken (or, on a dark surface, lighten) the outline or track until it reaches 3:1 "
      + "against the surface beside it, or give the field a fill that does.",
    helpURI: documentationURI + "#legible-scan-pngdir")

  /// Every rule, in a stable order.
  public static let all: [FindingRule] = [
    pairContrast, appleIncreasedContrast, appleIncreasedContrastLower, systemReference,
    screenshotText, screenshotNonText, linkDistinct, cvdDistinct, textSize, thinText, targetSize,
    controlBoundary,
  ]

  /// The rule with this id; unknown ids get a rule of their own with generic words.
  public static func named(_ id: String) -> FindingRule {
    all.first { $0.id == id }
      ?? FindingRule(
        id: id, name: id, summary: id, details: id, help: "See the README.",
        helpURI: documentationURI)
  }
}

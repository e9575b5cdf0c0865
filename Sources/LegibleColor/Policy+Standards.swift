extension Policy {
  /// WCAG 2.x level AA: 4.5:1 text, 3:1 large text (SC 1.4.3), 3:1 non-text (SC 1.4.11).
  public static let wcag2AA = Policy(id: "wcag2-aa", name: "WCAG 2.x AA", metric: .wcagRatio) {
    wcagRequirement($0, normal: 4.5, large: 3)
  }

  /// WCAG 2.x level AAA: 7:1 text, 4.5:1 large text (SC 1.4.6), 3:1 non-text (SC 1.4.11).
  public static let wcag2AAA = Policy(id: "wcag2-aaa", name: "WCAG 2.x AAA", metric: .wcagRatio) {
    wcagRequirement($0, normal: 7, large: 4.5)
  }

  /// APCA Bronze simple mode (ARC, 2023): Lc 75 body text, 60 other content text, 45 large text,
  /// 15 non-text; decorative content is exempt; judged on |Lc|.
  ///
  /// Sizes pick the level as APCA in a Nutshell's size table does: text under 24 px (under 16 px
  /// when bold) is body text (Lc 75); 24 px and up, or 16 px bold and up, is other content text
  /// (Lc 60); over 36 px, or 24 px bold and up, is large (Lc 45). Text of unknown size is judged
  /// as content text (Lc 60): Bronze reserves Lc 75 for body copy, which a colour pair alone does
  /// not show; give a size to apply the body-text level.
  public static let apcaBronze = Policy(id: "apca-bronze", name: "APCA Bronze", metric: .apcaLc) {
    style in
    switch style.role {
    // Decorative content is exempt from every policy, as WCAG exempts it (SC 1.4.3 "incidental"
    // text, SC 1.4.11 "not required for understanding"), so the role means the same under
    // each; Bronze's Lc 30 spot-text level is not applied to it.
    case .decorative: return nil
    case .ui: return Requirement(minimum: 15, reason: "non-text")
    case .largeText: return Requirement(minimum: 45, reason: "large text")
    case .text:
      guard let size = style.size else { return Requirement(minimum: 60, reason: "content text") }
      // "Large fluent content": fonts larger than 36 px; APCA in a Nutshell also gives 24 px bold.
      if size > 36 || (size >= 24 && style.isBold) {
        return Requirement(minimum: 45, reason: "large text")
      }
      // "Other content text" (Lc 60): 24 px regular or 16 px bold and up (APCA in a Nutshell).
      if size >= 24 || (size >= 16 && style.isBold) {
        return Requirement(minimum: 60, reason: "content text")
      }
      return Requirement(minimum: 75, reason: "body text")
    }
  }

  /// Apple's minimums (HIG, Accessibility): 4.5:1 up to 17 pt, 3:1 from 18 pt or bold; 3:1 non-text.
  ///
  /// Apple's points are UI points, equal to CSS px here. Sizes between 17 and 18 pt get 4.5:1.
  public static let appleHIG = Policy(id: "apple-hig", name: "Apple HIG", metric: .wcagRatio) {
    style in
    switch style.role {
    case .decorative: return nil
    case .ui: return Requirement(minimum: 3, reason: "non-text")
    case .largeText: return Requirement(minimum: 3, reason: "18 pt and up")
    case .text:
      if style.isBold { return Requirement(minimum: 3, reason: "bold text") }
      if let size = style.size, size >= 18 {
        return Requirement(minimum: 3, reason: "18 pt and up")
      }
      return Requirement(minimum: 4.5, reason: "up to 17 pt")
    }
  }

  /// Every policy Legible knows, in a stable order.
  public static let all: [Policy] = [wcag2AA, wcag2AAA, apcaBronze, appleHIG]

  /// The policies used when none are asked for.
  public static let defaults: [Policy] = [wcag2AA, apcaBronze]

  /// The policy with this id, or `nil`.
  public static func named(_ id: String) -> Policy? {
    all.first { $0.id == id.lowercased() }
  }

  /// Large-scale text per WCAG 2.2: at least 18 pt (24 CSS px), or 14 pt bold. 14 pt is
  /// 18.67 CSS px; 18.66 is used so that text authored as 18.66 px counts.
  static func isWCAGLargeText(_ style: TextStyle) -> Bool {
    if style.role == .largeText { return true }
    guard let size = style.size else { return false }
    return size >= 24 || (size >= 18.66 && style.isBold)
  }

  private static func wcagRequirement(_ style: TextStyle, normal: Double, large: Double)
    -> Requirement?
  {
    switch style.role {
    case .decorative: return nil
    case .ui: return Requirement(minimum: 3, reason: "non-text (1.4.11)")
    case .text, .largeText:
      return isWCAGLargeText(style)
        ? Requirement(minimum: large, reason: "large text")
        : Requirement(minimum: normal, reason: "text")
    }
  }
}

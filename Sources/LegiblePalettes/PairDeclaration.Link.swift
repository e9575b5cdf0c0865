extension PairDeclaration {
  /// The running text a link colour sits in (`"role": "link"`), for WCAG 2.x SC 1.4.1: a link
  /// that colour alone marks needs 3:1 against that text (technique G183), unless underlined.
  public struct Link: Sendable, Hashable {
    /// Names or patterns of the body text colours around the link.
    public var body: [String]
    /// Whether the link is underlined (or otherwise marked beyond colour), which exempts it.
    public var isUnderlined: Bool

    /// Creates a link context.
    public init(body: [String], isUnderlined: Bool = false) {
      self.body = body
      self.isUnderlined = isUnderlined
    }
  }
}

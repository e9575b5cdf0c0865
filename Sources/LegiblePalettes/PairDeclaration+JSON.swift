import LegibleColor

extension JSONFile {
  /// Reads a `pairs` array: `{"foreground", "background", "role", "backdrop", "size", "weight"}`,
  /// and for `"role": "link"` the `"body"` text colour(s) around the link and `"underline"`.
  func pairDeclarations(_ node: JSONNode) throws(PaletteError) -> [PairDeclaration] {
    var pairs: [PairDeclaration] = []
    for element in try array(node, "\"pairs\"") {
      let members = try object(element, "a pair")
      try checkKeys(
        members,
        allowed: [
          "foreground", "background", "role", "backdrop", "size", "weight", "body", "underline",
        ], in: "a pair")
      guard let foreground = element["foreground"] else {
        throw .invalidValue(at: location(element), message: "pair has no \"foreground\"")
      }
      guard let background = element["background"] else {
        throw .invalidValue(at: location(element), message: "pair has no \"background\"")
      }
      var style = TextStyle()
      var isLink = false
      if let roleNode = element["role"] {
        let text = try string(roleNode, "\"role\"")
        // A link is text against its background, and also against the body text around it.
        isLink = text == "link"
        guard let role = isLink ? .text : TextStyle.Role(rawValue: text) else {
          throw .invalidValue(
            at: location(roleNode),
            message:
              "unknown role \"\(text)\"; expected text, large-text, ui, decorative or link")
        }
        style.role = role
      }
      let link = try linkContext(element, isLink: isLink)
      if let sizeNode = element["size"] {
        let size = try number(sizeNode, "\"size\"")
        // 10 000 px, the bound of `--size`: far beyond any text, and small enough to print.
        guard size > 0, size < 10_000 else {
          throw .invalidValue(
            at: location(sizeNode),
            message: "\"size\" must be a CSS px size above 0 and below 10000, not \(size)")
        }
        style.size = size
      }
      if let weightNode = element["weight"] {
        let weight = try number(weightNode, "\"weight\"")
        guard (1...1000).contains(weight), weight == weight.rounded() else {
          throw .invalidValue(
            at: location(weightNode), message: "\"weight\" must be a whole number from 1 to 1000")
        }
        style.weight = Int(weight)
      }
      var backdrop: String? = nil
      if let backdropNode = element["backdrop"], !backdropNode.isNull {
        backdrop = try string(backdropNode, "\"backdrop\"")
      }
      pairs.append(
        PairDeclaration(
          foreground: try strings(foreground, "\"foreground\""),
          background: try strings(background, "\"background\""), style: style,
          backdrop: backdrop, location: location(element), link: link))
    }
    return pairs
  }

  /// The `"body"` and `"underline"` of a pair: required and optional for `"role": "link"`,
  /// refused for any other role.
  private func linkContext(_ element: JSONNode, isLink: Bool) throws(PaletteError)
    -> PairDeclaration.Link?
  {
    guard isLink else {
      for key in ["body", "underline"] {
        if let node = element[key] {
          throw .invalidValue(
            at: location(node), message: "\"\(key)\" belongs to a pair with \"role\": \"link\"")
        }
      }
      return nil
    }
    guard let bodyNode = element["body"] else {
      throw .invalidValue(
        at: location(element),
        message: "a link pair needs \"body\": the text colour the link sits in")
    }
    var isUnderlined = false
    if let node = element["underline"] {
      guard let value = node.bool else {
        throw .invalidValue(at: location(node), message: "\"underline\" must be true or false")
      }
      isUnderlined = value
    }
    return PairDeclaration.Link(body: try strings(bodyNode, "\"body\""), isUnderlined: isUnderlined)
  }

  /// Reads an `ignore` array: `{"foreground", "background", "reason"}`; the reason is required.
  func ignoreDeclarations(_ node: JSONNode) throws(PaletteError) -> [IgnoreDeclaration] {
    var ignores: [IgnoreDeclaration] = []
    for element in try array(node, "\"ignore\"") {
      let members = try object(element, "an ignore entry")
      try checkKeys(
        members, allowed: ["foreground", "background", "reason"], in: "an ignore entry")
      guard let reasonNode = element["reason"] else {
        throw .ignoreWithoutReason(at: location(element))
      }
      let reason = try string(reasonNode, "\"reason\"")
      guard !reason.trimmingWhitespace.isEmpty else {
        throw .ignoreWithoutReason(at: location(element))
      }
      ignores.append(
        IgnoreDeclaration(
          foreground: try element["foreground"].map { node throws(PaletteError) in
            try strings(node, "\"foreground\"")
          } ?? ["*"],
          background: try element["background"].map { node throws(PaletteError) in
            try strings(node, "\"background\"")
          } ?? ["*"],
          reason: reason, location: location(element)))
    }
    return ignores
  }
}

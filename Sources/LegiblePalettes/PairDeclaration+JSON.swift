import LegibleColor

extension JSONFile {
  /// Reads a `pairs` array: `{"foreground", "background", "role", "backdrop", "size", "weight"}`.
  func pairDeclarations(_ node: JSONNode) throws(PaletteError) -> [PairDeclaration] {
    var pairs: [PairDeclaration] = []
    for element in try array(node, "\"pairs\"") {
      let members = try object(element, "a pair")
      try checkKeys(
        members, allowed: ["foreground", "background", "role", "backdrop", "size", "weight"],
        in: "a pair")
      guard let foreground = element["foreground"] else {
        throw .invalidValue(at: location(element), message: "pair has no \"foreground\"")
      }
      guard let background = element["background"] else {
        throw .invalidValue(at: location(element), message: "pair has no \"background\"")
      }
      var style = TextStyle()
      if let roleNode = element["role"] {
        let text = try string(roleNode, "\"role\"")
        guard let role = TextStyle.Role(rawValue: text) else {
          throw .invalidValue(
            at: location(roleNode),
            message: "unknown role \"\(text)\"; expected text, large-text, ui or decorative")
        }
        style.role = role
      }
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
          backdrop: backdrop, location: location(element)))
    }
    return pairs
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

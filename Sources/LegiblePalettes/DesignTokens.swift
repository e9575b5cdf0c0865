import Foundation
import LegibleColor

/// A flattened set of design tokens (W3C DTCG 2025.10 and drafts, Style Dictionary and Tokens
/// Studio `value`/`type` files): token paths to values, later sources overriding earlier ones.
struct DesignTokens {
  /// One token before alias resolution.
  struct Token {
    /// The dotted path (the token's id).
    var path: String
    /// The `$value` (or `value`) node.
    var value: JSONNode
    /// The `$type` (or `type`), own or inherited from the enclosing groups.
    var type: String?
    /// The file it was read from.
    var file: JSONFile
  }

  /// The tokens by path.
  private(set) var tokens: [String: Token] = [:]
  /// Paths in first-seen order.
  private(set) var order: [String] = []

  /// Adds every token of a document (or of an inline source), replacing tokens already present.
  mutating func merge(_ node: JSONNode, from file: JSONFile) throws(PaletteError) {
    // A token document or source is an object; anything else would merge as nothing and let
    // another appearance's values stand in for this one.
    guard node.members != nil else {
      throw .invalidValue(
        at: file.location(node),
        message: "a token file or source must be a JSON object, not \(node.kindName)")
    }
    let dollar = Self.usesDollarKeys(node)
    extensions = []
    try walk(node, path: [], inheritedType: nil, file: file, dollar: dollar, isRoot: true)
    try applyExtensions(file: file)
  }

  /// Groups that `$extends` another group (DTCG 2025.10), found while walking one document.
  private var extensions: [(group: String, target: String, node: JSONNode)] = []

  /// Copies the tokens of each extended group under the extending group, where the extending
  /// group does not declare them itself; chains are followed, cycles are errors.
  ///
  /// Each extension is applied once, after the one its target depends on (an iterative
  /// depth-first walk, so a chain thousands long neither recurses nor repeats), and the tokens
  /// under a group come from an index of group → token paths rather than a scan of every
  /// token: O(E + (T + C)·d) for E extensions, T tokens, C tokens copied, d path segments.
  private mutating func applyExtensions(file: JSONFile) throws(PaletteError) {
    guard !extensions.isEmpty else { return }
    // The token paths under each group, in order.
    var members: [String: [String]] = [:]
    func index(_ path: String) {
      var prefix = Substring(path)
      while let dot = prefix.lastIndex(of: ".") {
        prefix = prefix[..<dot]
        members[String(prefix), default: []].append(path)
      }
    }
    for path in order { index(path) }
    var extending: [String: Int] = [:]
    for (position, item) in extensions.enumerated() where extending[item.group] == nil {
      extending[item.group] = position
    }
    // 0 not yet applied, 1 waiting for its target, 2 applied.
    var state = [UInt8](repeating: 0, count: extensions.count)
    for first in extensions.indices where state[first] == 0 {
      var stack = [first]
      while let top = stack.last {
        let item = extensions[top]
        if state[top] == 0 {
          state[top] = 1
          if let next = extending[item.target], next != top, state[next] != 2 {
            guard state[next] == 0 else {
              let start = stack.firstIndex(of: next) ?? 0
              throw .aliasCycle(
                token: extensions[next].group, chain: stack[start...].map { extensions[$0].group },
                at: file.location(extensions[next].node))
            }
            stack.append(next)
            continue
          }
        }
        let inherited = members[item.target] ?? []
        guard !inherited.isEmpty || tokens[item.target] != nil else {
          throw .aliasTargetMissing(
            token: item.group, target: item.target, at: file.location(item.node))
        }
        let prefixCount = item.target.count + 1
        for path in inherited {
          let name = item.group + "." + path.dropFirst(prefixCount)
          guard tokens[name] == nil, var token = tokens[path] else { continue }
          token.path = name
          order.append(name)
          tokens[name] = token
          index(name)
        }
        state[top] = 2
        stack.removeLast()
      }
    }
  }

  /// Whether a document uses DTCG `$value` keys (otherwise `value` marks tokens).
  static func usesDollarKeys(_ node: JSONNode) -> Bool {
    guard let members = node.members else { return false }
    for member in members {
      if member.key == "$value" { return true }
      if member.value.members != nil, usesDollarKeys(member.value) { return true }
    }
    return false
  }

  /// Whether a document holds at least one token.
  static func containsTokens(_ node: JSONNode) -> Bool {
    guard let members = node.members else { return false }
    for member in members {
      if member.key == "$value" || (member.key == "value" && member.value.members == nil) {
        return true
      }
      if member.value.members != nil, containsTokens(member.value) { return true }
    }
    return false
  }

  private mutating func walk(
    _ node: JSONNode, path: [String], inheritedType: String?, file: JSONFile, dollar: Bool,
    isRoot: Bool
  ) throws(PaletteError) {
    guard let members = node.members else { return }
    let valueKey = dollar ? "$value" : "value"
    let typeKey = dollar ? "$type" : "type"
    var type = inheritedType
    if let typeNode = node[typeKey] { type = try file.string(typeNode, "\"\(typeKey)\"") }
    if let value = node[valueKey], !path.isEmpty {
      let name = path.joined(separator: ".")
      if tokens[name] == nil { order.append(name) }
      tokens[name] = Token(path: name, value: value, type: type, file: file)
      return
    }
    if dollar, node["$ref"] != nil, !path.isEmpty {
      // A DTCG 2025.10 token whose whole value is a JSON Pointer reference.
      let name = path.joined(separator: ".")
      if tokens[name] == nil { order.append(name) }
      tokens[name] = Token(path: name, value: node, type: type, file: file)
      return
    }
    if dollar, let extends = node["$extends"], !path.isEmpty {
      let text = try file.string(extends, "\"$extends\"").trimmingWhitespace
      let target: String
      if text.hasPrefix("{") && text.hasSuffix("}") {
        target = String(text.dropFirst().dropLast())
      } else if text.hasPrefix("#/") {
        target = text.dropFirst(2).split(separator: "/").joined(separator: ".")
      } else {
        throw .invalidValue(
          at: file.location(extends),
          message: "\"$extends\" must be a reference such as \"{group.name}\", not \"\(text)\"")
      }
      extensions.append((path.joined(separator: "."), target, extends))
    }
    for member in members where member.value.members != nil {
      if member.key.hasPrefix("$") && member.key != "$root" { continue }  // $extensions, $themes…
      if !dollar
        && ["type", "description", "comment", "attributes", "extensions"].contains(member.key)
      {
        continue
      }
      try walk(
        member.value, path: path + [member.key], inheritedType: type, file: file, dollar: dollar,
        isRoot: false)
    }
  }

  /// Resolves every colour token to a value, following aliases.
  ///
  /// Tokens typed `color` (own or inherited `$type`) are colours; untyped tokens are colours
  /// when their value is a colour object or colour string, or an alias of a colour.
  func colors() throws(PaletteError) -> [(name: String, value: DeclaredValue)] {
    var resolver = Resolver(tokens: self)
    var result: [(String, DeclaredValue)] = []
    for name in order {
      guard let token = tokens[name] else { continue }
      guard try resolver.isColor(token, chain: []) else { continue }
      result.append((name, try resolver.value(of: name, chain: [])))
    }
    return result
  }

  /// Follows aliases with memoisation and cycle detection.
  ///
  /// Each token is classified and resolved once (memoised), and Tokens Studio's set-less
  /// references are looked up in an index built once: O(T·d) for T tokens in chains of at most
  /// d links, where a scan of every token per alias made 20 000 aliases take seconds.
  private struct Resolver {
    let tokens: DesignTokens
    var resolved: [String: DeclaredValue] = [:]
    var colorness: [String: Bool] = [:]
    /// Token paths by the path without their first segment (the set name).
    let bySetlessPath: [String: [String]]

    init(tokens: DesignTokens) {
      self.tokens = tokens
      var index: [String: [String]] = [:]
      for path in tokens.order {
        guard let dot = path.firstIndex(of: ".") else { continue }
        index[String(path[path.index(after: dot)...]), default: []].append(path)
      }
      bySetlessPath = index
    }

    /// The alias target a value names: `"{a.b.c}"` or `{"$ref": "#/a/b/c"}`.
    func aliasTarget(_ token: Token) throws(PaletteError) -> String? {
      if let text = token.value.string {
        let trimmed = text.trimmingWhitespace
        guard trimmed.hasPrefix("{"), trimmed.hasSuffix("}") else { return nil }
        let inner = trimmed.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(inner)
      }
      if let reference = token.value["$ref"], token.value.members?.count == 1 {
        let pointer = try token.file.string(reference, "\"$ref\"")
        guard pointer.hasPrefix("#/") else {
          throw .invalidValue(
            at: token.file.location(reference),
            message: "token \"\(token.path)\": only same-document references (#/…) are supported")
        }
        var parts = pointer.dropFirst(2).split(separator: "/").map {
          $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
        if parts.last == "$value" { parts.removeLast() }
        return parts.joined(separator: ".")
      }
      return nil
    }

    func target(of token: Token, _ alias: String) throws(PaletteError) -> Token {
      if let target = tokens.tokens[alias] { return target }
      // Style Dictionary v3 writes `{color.base.red.value}`.
      if alias.hasSuffix(".value"), let target = tokens.tokens[String(alias.dropLast(6))] {
        return target
      }
      // Tokens Studio single-file exports nest every set under its name but refer to tokens
      // without it: look in the referring token's set first, then in any one set.
      if let set = token.path.split(separator: ".").first {
        if let target = tokens.tokens["\(set).\(alias)"] { return target }
        let matches = bySetlessPath[alias] ?? []
        if matches.count == 1, let target = tokens.tokens[matches[0]] { return target }
      }
      throw .aliasTargetMissing(
        token: token.path, target: alias, at: token.file.location(token.value))
    }

    /// The longest alias chain followed (``PaletteLimits/maxReferenceDepth``); longer chains
    /// are refused rather than recursed.
    static let maximumChain = PaletteLimits.standard.maxReferenceDepth

    mutating func isColor(_ token: Token, chain: [String]) throws(PaletteError) -> Bool {
      if let type = token.type { return type.lowercased() == "color" }
      if let known = colorness[token.path] { return known }
      let result = try classify(token, chain: chain)
      colorness[token.path] = result
      return result
    }

    private mutating func classify(_ token: Token, chain: [String]) throws(PaletteError) -> Bool {
      guard chain.count < Self.maximumChain else {
        throw .invalidValue(
          at: token.file.location(token.value),
          message: "alias chain from \"\(chain[0])\" is longer than \(Self.maximumChain)")
      }
      if let alias = try aliasTarget(token) {
        if chain.contains(token.path) {
          throw .aliasCycle(
            token: chain[0], chain: chain, at: token.file.location(token.value))
        }
        return try isColor(target(of: token, alias), chain: chain + [token.path])
      }
      if token.value["colorSpace"] != nil { return true }
      if let text = token.value.string {
        return (try? ColorText.parse(text, at: token.file.location(token.value))) != nil
      }
      return false
    }

    mutating func value(of name: String, chain: [String]) throws(PaletteError) -> DeclaredValue {
      if let done = resolved[name] { return done }
      guard let token = tokens.tokens[name] else {
        preconditionFailure("callers look names up first")
      }
      guard chain.count < Self.maximumChain else {
        throw .invalidValue(
          at: token.file.location(token.value),
          message: "alias chain from \"\(chain[0])\" is longer than \(Self.maximumChain)")
      }
      if chain.contains(name) {
        throw .aliasCycle(
          token: chain[0], chain: Array(chain[chain.firstIndex(of: name)!...]),
          at: token.file.location(token.value))
      }
      let result: DeclaredValue
      if let alias = try aliasTarget(token) {
        let target = try target(of: token, alias)
        let value = try self.value(of: target.path, chain: chain + [name])
        // The value is the target's; the location is the alias's, where a fix would go.
        result = DeclaredValue(value.value, at: token.file.location(token.value))
      } else {
        result = DeclaredValue(
          .srgb(try Self.color(token)), at: token.file.location(token.value),
          site: Self.site(token))
      }
      resolved[name] = result
      return result
    }

    /// Where a literal colour value can be rewritten.
    static func site(_ token: Token) -> ValueSite? {
      let node = token.value
      if node.string != nil { return token.file.stringSite(node) }
      guard let components = node["components"]?.elements, components.count == 3,
        let space = node["colorSpace"], let spaceName = space.string
      else { return nil }
      let hex = node["hex"]
      let hexText = hex?.string ?? ""
      return .tokenObject(
        file: token.file.path, fingerprint: token.file.fingerprint,
        components: components.map(\.range), colorSpace: space.range,
        isSRGB: spaceName.lowercased() == "srgb", hex: hex?.range,
        hexUppercase: hexText != hexText.lowercased())
    }

    /// A colour value: a DTCG 2025.10 object or a colour string.
    static func color(_ token: Token) throws(PaletteError) -> SRGB {
      let file = token.file
      let node = token.value
      let location = file.location(node)
      if let text = node.string {
        if text.contains("{") {
          throw .invalidValue(
            at: location,
            message: "token \"\(token.path)\": references inside a value (\"\(text)\") are not "
              + "supported; alias the whole token or write the colour")
        }
        return try ColorText.parse(text, at: location)
      }
      guard node.members != nil else {
        throw .invalidValue(
          at: location,
          message: "token \"\(token.path)\" is typed color but its value is \(node.kindName)")
      }
      guard let spaceNode = node["colorSpace"] else {
        throw .invalidValue(
          at: location, message: "colour token \"\(token.path)\" has no \"colorSpace\"")
      }
      let spaceName = try file.string(spaceNode, "\"colorSpace\"")
      var alpha = 1.0
      if let alphaNode = node["alpha"] {
        alpha = try file.number(alphaNode, "\"alpha\" of \"\(token.path)\"")
        guard (0...1).contains(alpha) else {
          throw .invalidValue(
            at: file.location(alphaNode),
            message: "alpha \(alpha) of token \"\(token.path)\" is outside 0…1")
        }
      }
      guard let space = ColorSpace(name: spaceName) else {
        if let hexNode = node["hex"], let hex = hexNode.string, let color = SRGB(hex: hex) {
          return color.withAlpha(alpha)  // the spec's fallback for unsupported spaces
        }
        throw .invalidValue(
          at: file.location(spaceNode),
          message: "token \"\(token.path)\": unknown colorSpace \"\(spaceName)\"; expected one of "
            + ColorSpace.allCases.map(\.rawValue).joined(separator: ", "))
      }
      guard let componentsNode = node["components"] else {
        throw .invalidValue(
          at: location, message: "colour token \"\(token.path)\" has no \"components\"")
      }
      let elements = try file.array(componentsNode, "\"components\" of \"\(token.path)\"")
      guard elements.count == 3 else {
        throw .invalidValue(
          at: file.location(componentsNode),
          message: "token \"\(token.path)\" has \(elements.count) components; \(spaceName) needs 3")
      }
      var components: [Double] = []
      for (index, element) in elements.enumerated() {
        if let number = element.number {
          components.append(
            try file.component(
              number, of: element, "component \(index + 1) of token \"\(token.path)\""))
        } else if element.string == "none" {
          components.append(0)  // DTCG/CSS: a missing component behaves as zero
        } else {
          throw .invalidValue(
            at: file.location(element),
            message: "component \(index + 1) of token \"\(token.path)\" is "
              + (element.string.map { "\"\($0)\"" } ?? element.kindName)
              + "; expected a number or \"none\"")
        }
      }
      return SRGB(
        components: (components[0], components[1], components[2]), in: space, alpha: alpha)
    }
  }
}

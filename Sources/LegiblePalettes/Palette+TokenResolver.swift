import LegibleColor

extension Palette {
  /// Reads a DTCG 2025.10 resolver document (`*.resolver.json`): one resolution per context of
  /// the appearance modifier, each context mapped to an appearance.
  ///
  /// The modifier is `configuration.modifier`, else `theme`, else the only modifier. Context
  /// names map through `configuration.contexts`, then the common spellings (`light`, `dark`,
  /// `lightHighContrast`, `darkHighContrast`, `light-hc`, `dark_ax`, …); an unmapped context is
  /// an error. Other modifiers take their context from `configuration.input` or their `default`.
  public static func loadTokenResolver(
    path: String, configuration: PaletteConfiguration = PaletteConfiguration()
  ) throws(PaletteError) -> Palette {
    let file = try JSONFile(path: path)
    var loader = ResolverDocument(file: file, configuration: configuration)
    return try loader.palette()
  }
}

/// The resolver document and the composition it describes.
private struct ResolverDocument {
  let file: JSONFile
  let configuration: PaletteConfiguration
  var cache: [String: JSONFile] = [:]

  init(file: JSONFile, configuration: PaletteConfiguration) {
    self.file = file
    self.configuration = configuration
  }

  /// A resolution-order item: a set's sources, or a modifier's contexts.
  enum Item {
    case set([JSONNode])
    case modifier(
      name: String, contexts: [(name: String, sources: [JSONNode])], defaultContext: String?,
      node: JSONNode)
  }

  mutating func palette() throws(PaletteError) -> Palette {
    let root = file.root
    _ = try file.object(root, "a resolver document")
    guard let orderNode = root["resolutionOrder"] else {
      throw .invalidValue(at: file.location(root), message: "resolver has no \"resolutionOrder\"")
    }
    var items: [Item] = []
    for element in try file.array(orderNode, "\"resolutionOrder\"") {
      items.append(try item(element))
    }
    let modifiers = items.compactMap {
      item -> (String, [(name: String, sources: [JSONNode])], String?, JSONNode)? in
      if case .modifier(let name, let contexts, let defaultContext, let node) = item {
        return (name, contexts, defaultContext, node)
      }
      return nil
    }
    let appearanceModifier: String
    if let chosen = configuration.modifier {
      guard modifiers.contains(where: { $0.0 == chosen }) else {
        throw .invalidValue(
          at: file.location(orderNode),
          message: "no modifier \"\(chosen)\" in the resolution order; modifiers: "
            + modifiers.map(\.0).joined(separator: ", "))
      }
      appearanceModifier = chosen
    } else if modifiers.contains(where: { $0.0 == "theme" }) {
      appearanceModifier = "theme"
    } else if modifiers.count == 1 {
      appearanceModifier = modifiers[0].0
    } else if modifiers.isEmpty {
      appearanceModifier = ""
    } else {
      throw .invalidValue(
        at: file.location(orderNode),
        message: "several modifiers (" + modifiers.map(\.0).joined(separator: ", ")
          + "); name the one for appearances with \"modifier\" in legible.json")
    }

    // Which context of each modifier is used, per appearance.
    var contextByVariant: [Palette.Variant: String] = [:]
    if let modifier = modifiers.first(where: { $0.0 == appearanceModifier }) {
      for context in modifier.1 {
        guard
          let variant = configuration.contexts[context.name]
            ?? Palette.Variant(rawValue: context.name)
            ?? Palette.Variant(commonName: context.name)
        else {
          throw .invalidValue(
            at: file.location(modifier.3),
            message: "context \"\(context.name)\" of modifier \"\(appearanceModifier)\" is not an "
              + "appearance; map it in legible.json, e.g. \"contexts\": {\"\(context.name)\": "
              + "\"lightIncreasedContrast\"}")
        }
        if let existing = contextByVariant[variant] {
          throw .invalidValue(
            at: file.location(modifier.3),
            message: "contexts \"\(existing)\" and \"\(context.name)\" both map to \(variant)")
        }
        contextByVariant[variant] = context.name
      }
    } else {
      contextByVariant[.light] = ""
    }

    var sets: [Palette.Variant: DesignTokens] = [:]
    for (variant, contextName) in contextByVariant {
      var tokens = DesignTokens()
      for item in items {
        switch item {
        case .set(let sources):
          try merge(sources, into: &tokens)
        case .modifier(let name, let contexts, let defaultContext, let node):
          let selected: String
          if name == appearanceModifier {
            selected = contextName
          } else if let input = configuration.input[name] ?? defaultContext {
            selected = input
          } else {
            throw .invalidValue(
              at: file.location(node),
              message: "modifier \"\(name)\" has no default; choose a context with \"input\": "
                + "{\"\(name)\": \"…\"} in legible.json")
          }
          guard let context = contexts.first(where: { $0.name == selected }) else {
            throw .invalidValue(
              at: file.location(node),
              message: "modifier \"\(name)\" has no context \"\(selected)\"")
          }
          try merge(context.sources, into: &tokens)
        }
      }
      sets[variant] = tokens
    }
    let name = root["name"]?.string ?? FileAccess.fileName(of: file.path)
    return try Palette.palette(from: sets, name: name, path: file.path)
  }

  /// The sets being merged, innermost last, so that a set reaching itself is an error.
  private var setChain: [String] = []

  private mutating func merge(_ sources: [JSONNode], into tokens: inout DesignTokens)
    throws(PaletteError)
  {
    for source in sources {
      if let reference = source["$ref"], source.members?.count == 1 {
        let target = try file.string(reference, "\"$ref\"")
        if target.hasPrefix("#/sets/") {
          let name = String(target.dropFirst("#/sets/".count))
          guard let set = file.root["sets"]?[name] else {
            throw .invalidValue(at: file.location(reference), message: "no set \"\(name)\"")
          }
          if setChain.contains(name) {
            throw .invalidValue(
              at: file.location(reference),
              message: "set reference cycle: "
                + (setChain + [name]).map { "#/sets/\($0)" }.joined(separator: " → "))
          }
          setChain.append(name)
          try merge(try setSources(set), into: &tokens)
          setChain.removeLast()
        } else if target.hasPrefix("#") {
          throw .invalidValue(
            at: file.location(reference),
            message: "reference \"\(target)\" must point to a set (#/sets/…) or a token file")
        } else {
          let (pathPart, fragment) = splitFragment(target)
          let path = FileAccess.join(FileAccess.directory(of: file.path), pathPart)
          // Inside the resolver's folder, or the folder of the configuration that applies.
          var roots = [FileAccess.directory(of: file.path)]
          if configuration.path != nil { roots.append(configuration.directory) }
          try FileAccess.requireContained(
            path, reference: target, within: roots, at: file.location(reference))
          let json = try Palette.cachedFile(path, &cache)
          // A resolver (this one included) is not a token file: merging it would add nothing
          // and leave the appearance with another appearance's values.
          if json.root["resolutionOrder"] != nil {
            throw .invalidValue(
              at: file.location(reference),
              message: "\"\(target)\" is a resolver document, not a token file"
                + (FileAccess.fileName(of: path) == FileAccess.fileName(of: file.path)
                  ? " (the resolver refers to itself)" : ""))
          }
          var node = json.root
          if let fragment {
            for key in fragment.split(separator: "/") {
              guard let child = node[String(key)] else {
                throw .invalidValue(
                  at: file.location(reference), message: "\"\(target)\": no \"\(key)\" in \(path)")
              }
              node = child
            }
          }
          try tokens.merge(node, from: json)
        }
      } else {
        _ = try file.object(source, "a token source")
        try tokens.merge(source, from: file)
      }
    }
  }

  private func splitFragment(_ reference: String) -> (String, String?) {
    guard let hash = reference.firstIndex(of: "#") else { return (reference, nil) }
    var fragment = String(reference[reference.index(after: hash)...])
    if fragment.hasPrefix("/") { fragment.removeFirst() }
    return (String(reference[..<hash]), fragment)
  }

  private func setSources(_ node: JSONNode) throws(PaletteError) -> [JSONNode] {
    guard let sources = node["sources"] else {
      throw .invalidValue(at: file.location(node), message: "set has no \"sources\"")
    }
    return try file.array(sources, "\"sources\"")
  }

  private func modifierContexts(_ node: JSONNode, name: String) throws(PaletteError)
    -> Item
  {
    guard let contextsNode = node["contexts"] else {
      throw .invalidValue(
        at: file.location(node), message: "modifier \"\(name)\" has no \"contexts\"")
    }
    var contexts: [(name: String, sources: [JSONNode])] = []
    for member in try file.object(contextsNode, "\"contexts\"") {
      contexts.append((member.key, try file.array(member.value, "context \"\(member.key)\"")))
    }
    guard !contexts.isEmpty else {
      throw .invalidValue(
        at: file.location(contextsNode), message: "modifier \"\(name)\" has no contexts")
    }
    let defaultContext = node["default"]?.string
    if let defaultContext, !contexts.contains(where: { $0.name == defaultContext }) {
      throw .invalidValue(
        at: file.location(node),
        message: "default \"\(defaultContext)\" of modifier \"\(name)\" is not one of its contexts")
    }
    return .modifier(name: name, contexts: contexts, defaultContext: defaultContext, node: node)
  }

  private func item(_ element: JSONNode) throws(PaletteError) -> Item {
    if let reference = element["$ref"] {
      let target = try file.string(reference, "\"$ref\"")
      if target.hasPrefix("#/sets/") {
        let name = String(target.dropFirst("#/sets/".count))
        guard let set = file.root["sets"]?[name] else {
          throw .invalidValue(at: file.location(reference), message: "no set \"\(name)\"")
        }
        return .set(try setSources(set))
      }
      if target.hasPrefix("#/modifiers/") {
        let name = String(target.dropFirst("#/modifiers/".count))
        guard let modifier = file.root["modifiers"]?[name] else {
          throw .invalidValue(at: file.location(reference), message: "no modifier \"\(name)\"")
        }
        return try modifierContexts(modifier, name: name)
      }
      // A file reference directly in the order acts as a set with that one source.
      return .set([element])
    }
    guard let type = element["type"]?.string, let name = element["name"]?.string else {
      throw .invalidValue(
        at: file.location(element),
        message: "inline resolution-order items need \"type\" (set or modifier) and \"name\"")
    }
    switch type {
    case "set": return .set(try setSources(element))
    case "modifier": return try modifierContexts(element, name: name)
    default:
      throw .invalidValue(
        at: file.location(element),
        message: "unknown item type \"\(type)\"; expected set or modifier")
    }
  }
}

import LegibleFiles

/// Finds and reads palettes of every supported format from paths, choosing the loader by file
/// type and content, and finds the `legible.json` that applies.
public enum PaletteLoader {
  /// The formats Legible reads.
  public enum Format: String, Sendable, Hashable {
    /// Legible's own palette JSON.
    case legible
    /// An Xcode asset catalog folder.
    case assetCatalog
    /// Design-token JSON (DTCG, Style Dictionary, Tokens Studio).
    case designTokens
    /// A DTCG 2025.10 resolver document.
    case tokenResolver
    /// CSS custom properties.
    case css
    /// A `legible.json` configuration.
    case configuration
  }

  /// The configuration that applies to `path`: `legible.json` inside it (a folder), the file
  /// itself (a configuration), or `legible.json` beside it; `nil` when there is none.
  public static func configuration(for path: String) throws(PaletteError) -> PaletteConfiguration? {
    if FileAccess.isDirectory(path) && !path.hasSuffix(".xcassets") {
      let candidate = FileAccess.join(path, PaletteConfiguration.fileName)
      return FileAccess.exists(candidate) ? try PaletteConfiguration.load(path: candidate) : nil
    }
    if try format(of: path) == .configuration { return try PaletteConfiguration.load(path: path) }
    let beside = FileAccess.join(
      FileAccess.directory(of: trimmed(path)), PaletteConfiguration.fileName)
    return FileAccess.exists(beside) ? try PaletteConfiguration.load(path: beside) : nil
  }

  /// The format of a file or folder, from its name and, for JSON, its content.
  public static func format(of path: String) throws(PaletteError) -> Format {
    let path = trimmed(path)
    if FileAccess.isDirectory(path) {
      if path.hasSuffix(".xcassets") { return .assetCatalog }
      throw .unsupportedFormat(path: path, reason: "a folder")
    }
    guard FileAccess.exists(path) else { throw .fileNotFound(path: path) }
    let name = FileAccess.fileName(of: path).lowercased()
    if name.hasSuffix(".css") { return .css }
    if name == PaletteConfiguration.fileName { return .configuration }
    guard name.hasSuffix(".json") || name.hasSuffix(".tokens") || name.hasSuffix(".json5") else {
      throw .unsupportedFormat(path: path, reason: "unknown file type")
    }
    return try format(of: JSONFile(path: path))
  }

  static func format(of file: JSONFile) throws(PaletteError) -> Format {
    let root = file.root
    guard root.members != nil else {
      throw .unsupportedFormat(path: file.path, reason: "the JSON is not an object")
    }
    if root["resolutionOrder"] != nil { return .tokenResolver }
    if let colors = root["colors"]?.members, isLegibleColors(colors) { return .legible }
    if DesignTokens.containsTokens(root) { return .designTokens }
    if root["pairs"] != nil || root["palettes"] != nil || root["variants"] != nil {
      return .configuration
    }
    throw .unsupportedFormat(path: file.path, reason: "no colours or tokens found")
  }

  /// Whether a `colors` object holds Legible colours: strings, or objects of appearances.
  private static func isLegibleColors(_ members: [JSONNode.Member]) -> Bool {
    members.allSatisfy { member in
      if member.value.string != nil { return true }
      guard let inner = member.value.members else { return false }
      return inner.allSatisfy { Palette.variantKeys[$0.key] != nil }
    }
  }

  /// Reads the palettes a path names, applying `configuration` (token files per appearance,
  /// resolver contexts, CSS selectors).
  ///
  /// A folder that is not an asset catalog means the configuration's `palettes`, or its token
  /// `variants`, or else every palette found inside it (asset catalogs, CSS, resolvers, token
  /// and Legible JSON files; files a resolver or the configuration uses are not read twice).
  /// The first source that cannot be read is thrown; ``loadResults(path:configuration:)``
  /// reports each source on its own.
  public static func load(
    path: String, configuration: PaletteConfiguration? = nil
  ) throws(PaletteError) -> [Palette] {
    var palettes: [Palette] = []
    for (_, outcome) in loadResults(path: path, configuration: configuration) {
      palettes.append(try outcome.get())
    }
    return palettes
  }

  /// Like ``load(path:configuration:)``, with each source's palette or error and its path, so
  /// that one unreadable file in a folder is reported while the others are still read.
  public static func loadResults(
    path: String, configuration: PaletteConfiguration? = nil
  ) -> [(path: String, outcome: Result<Palette, PaletteError>)] {
    let path = trimmed(path)
    let configuration = configuration ?? PaletteConfiguration()
    func one(_ source: String, _ body: () throws(PaletteError) -> Palette)
      -> (path: String, outcome: Result<Palette, PaletteError>)
    {
      do {
        return (source, .success(try body()))
      } catch {
        return (source, .failure(error))
      }
    }
    do throws(PaletteError) {
      if FileAccess.isDirectory(path) && !path.hasSuffix(".xcassets") {
        if !configuration.palettes.isEmpty {
          return configuration.palettes.flatMap {
            loadResults(path: $0, configuration: configuration)
          }
        }
        if !configuration.tokenFiles.isEmpty {
          return [
            one(path) { () throws(PaletteError) in try tokenPalette(configuration, path: path) }
          ]
        }
        let sources = try discover(in: path)
        if sources.isEmpty {
          throw .unsupportedFormat(path: path, reason: "no palettes found in the folder")
        }
        return sources.map { source in
          one(source) { () throws(PaletteError) in
            try loadOne(source, configuration: configuration)
          }
        }
      }
      if try format(of: path) == .configuration {
        let own = try PaletteConfiguration.load(path: path)
        return loadResults(path: FileAccess.directory(of: path), configuration: own)
      }
      if !configuration.tokenFiles.isEmpty,
        configuration.tokenFiles.values.contains(where: {
          $0.contains(where: { samePath($0, path) })
        })
      {
        return [(path, .success(try tokenPalette(configuration, path: path)))]
      }
      return [(path, .success(try loadOne(path, configuration: configuration)))]
    } catch {
      return [(path, .failure(error))]
    }
  }

  /// Reads one palette file or catalog.
  public static func loadOne(
    _ path: String, configuration: PaletteConfiguration = PaletteConfiguration()
  ) throws(PaletteError) -> Palette {
    switch try format(of: path) {
    case .assetCatalog: return try Palette.loadXcodeAssetCatalog(path: path)
    case .css: return try Palette.loadCSS(path: path, selectors: configuration.selectors)
    case .legible: return try Palette.loadLegibleJSON(path: path)
    case .designTokens: return try Palette.loadDesignTokens(path: path)
    case .tokenResolver:
      return try Palette.loadTokenResolver(path: path, configuration: configuration)
    case .configuration:
      throw .unsupportedFormat(path: path, reason: "a configuration, not a palette")
    }
  }

  private static func tokenPalette(_ configuration: PaletteConfiguration, path: String)
    throws(PaletteError) -> Palette
  {
    let name = FileAccess.fileName(of: configuration.path.map(FileAccess.directory(of:)) ?? path)
    return try Palette.loadDesignTokens(
      files: configuration.tokenFiles, name: name, path: configuration.path ?? path)
  }

  /// Palette sources inside a folder, sorted; catalogs are not entered, and token files that a
  /// resolver in the folder uses are left to the resolver.
  static func discover(in directory: String) throws(PaletteError) -> [String] {
    try discover(in: directory, stoppingAtConfigurations: false).sources
  }

  /// Palette sources inside a folder, and (when `stoppingAtConfigurations`) the subfolders
  /// that have a `legible.json` of their own, which are not entered.
  static func discover(in directory: String, stoppingAtConfigurations: Bool) throws(PaletteError)
    -> (sources: [String], configuredFolders: [String])
  {
    var found: [String] = []
    var configured: [String] = []
    var resolverSources = Set<String>()
    var resolvers = Set<String>()
    // Folders already entered, by device and inode: a symbolic link back to a parent (a loop)
    // or a second link to one folder is not entered again.
    var entered = Set<FileIdentity>()
    func visit(_ folder: String, depth: Int) throws(PaletteError) {
      guard depth < 16, let identity = FileIdentity(path: folder), entered.insert(identity).inserted
      else { return }
      for entry in try FileAccess.contents(of: folder) where !entry.hasPrefix(".") {
        let path = FileAccess.join(folder, entry)
        if FileAccess.isDirectory(path) {
          if entry.hasSuffix(".xcassets") {
            found.append(path)
          } else if stoppingAtConfigurations
            && FileAccess.exists(FileAccess.join(path, PaletteConfiguration.fileName))
          {
            configured.append(path)
          } else if entry != "node_modules" && entry != ".build" {
            try visit(path, depth: depth + 1)
          }
          continue
        }
        let lower = entry.lowercased()
        if lower.hasSuffix(".css") {
          found.append(path)
        } else if lower.hasSuffix(".json") || lower.hasSuffix(".tokens") {
          if lower == PaletteConfiguration.fileName || lower.hasSuffix(".schema.json")
            || lower == "package.json" || lower == "contents.json"
          {
            continue
          }
          // A file that is not JSON at all (a trailing comma, a truncated write) may well be
          // a palette: it is listed, so that loading it reports where it is broken, rather
          // than skipped in silence. JSON that is neither a palette nor tokens is skipped.
          let file: JSONFile
          do {
            file = try JSONFile(path: path)
          } catch {
            found.append(path)
            continue
          }
          guard let format = try? format(of: file), format != .configuration else { continue }
          if format == .tokenResolver {
            resolverSources.formUnion(fileReferences(in: file))
            resolvers.insert(path)
          }
          found.append(path)
        }
      }
    }
    try visit(directory, depth: 0)
    // A resolver that names itself stays a source, so that loading it reports the mistake.
    return (
      found.filter { !resolverSources.contains(normalized($0)) || resolvers.contains($0) },
      configured
    )
  }

  /// The palettes a path names, each with the configuration that applies to it: `explicit`
  /// for everything when given; otherwise the `legible.json` of the folder (or beside the
  /// file), and in a folder without one, each subfolder's own `legible.json` for the palettes
  /// inside it. The first source that cannot be read is thrown;
  /// ``configuredPaletteResults(at:configuration:)`` reports each source on its own.
  public static func configuredPalettes(
    at path: String, configuration explicit: PaletteConfiguration? = nil
  ) throws(PaletteError) -> [(palette: Palette, configuration: PaletteConfiguration)] {
    var result: [(palette: Palette, configuration: PaletteConfiguration)] = []
    for entry in configuredPaletteResults(at: path, configuration: explicit) {
      result.append(try entry.outcome.get())
    }
    return result
  }

  /// Like ``configuredPalettes(at:configuration:)``, with each source's palette and
  /// configuration, or its error, and its path: one unreadable palette in a folder is reported
  /// while the others are still read.
  public static func configuredPaletteResults(
    at path: String, configuration explicit: PaletteConfiguration? = nil
  ) -> [(
    path: String,
    outcome: Result<(palette: Palette, configuration: PaletteConfiguration), PaletteError>
  )] {
    typealias Entry = (
      path: String,
      outcome: Result<(palette: Palette, configuration: PaletteConfiguration), PaletteError>
    )
    let path = trimmed(path)
    func configured(
      _ entries: [(path: String, outcome: Result<Palette, PaletteError>)],
      _ configuration: PaletteConfiguration
    ) -> [Entry] {
      entries.map { entry in (entry.path, entry.outcome.map { ($0, configuration) }) }
    }
    do throws(PaletteError) {
      if let explicit {
        return configured(loadResults(path: path, configuration: explicit), explicit)
      }
      let isFolder = FileAccess.isDirectory(path) && !path.hasSuffix(".xcassets")
      if let own = try configuration(for: path) {
        if !isFolder, try format(of: path) == .configuration {
          return configured(loadResults(path: path), own)
        }
        return configured(loadResults(path: path, configuration: own), own)
      }
      guard isFolder else { return configured(loadResults(path: path), PaletteConfiguration()) }
      let (sources, folders) = try discover(in: path, stoppingAtConfigurations: true)
      var result: [Entry] = []
      for source in sources {
        do {
          result.append((source, .success((try loadOne(source), PaletteConfiguration()))))
        } catch {
          result.append((source, .failure(error)))
        }
      }
      for folder in folders {
        result += configuredPaletteResults(at: folder)
      }
      if result.isEmpty {
        throw .unsupportedFormat(path: path, reason: "no palettes found in the folder")
      }
      return result
    } catch {
      return [(path, .failure(error))]
    }
  }

  private static func fileReferences(in file: JSONFile) -> Set<String> {
    var references = Set<String>()
    func walk(_ node: JSONNode) {
      if let members = node.members {
        for member in members {
          if member.key == "$ref", let target = member.value.string, !target.hasPrefix("#") {
            let pathPart =
              target.split(separator: "#", maxSplits: 1).first.map(String.init) ?? target
            references.insert(
              normalized(FileAccess.join(FileAccess.directory(of: file.path), pathPart)))
          }
          walk(member.value)
        }
      } else if let elements = node.elements {
        elements.forEach(walk)
      }
    }
    walk(file.root)
    return references
  }

  private static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
        continue
      }
      parts.append(part)
    }
    return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
  }

  private static func samePath(_ a: String, _ b: String) -> Bool { normalized(a) == normalized(b) }

  private static func trimmed(_ path: String) -> String {
    var path = path
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    return path
  }
}

import Foundation
import LegibleColor
import LegibleFiles

/// A JSON file read with positions, and helpers that turn shape mistakes into located errors.
struct JSONFile: Sendable {
  /// The path as given.
  let path: String
  /// The file's bytes.
  let bytes: [UInt8]
  /// The fingerprint of `bytes`, recorded in the sites of values so a rewrite can tell whether
  /// the file changed since.
  let fingerprint: FileFingerprint
  /// The parsed document.
  let root: JSONNode

  /// Reads and parses `path`.
  init(path: String) throws(PaletteError) {
    let bytes = try FileAccess.read(path)
    try self.init(path: path, bytes: bytes)
  }

  /// Parses bytes already read from `path`.
  init(path: String, bytes: [UInt8]) throws(PaletteError) {
    self.path = path
    self.bytes = bytes
    fingerprint = FileFingerprint(bytes)
    do {
      root = try JSONReader.parse(bytes)
    } catch {
      throw .invalidJSON(file: path, line: error.line, column: error.column, message: error.message)
    }
  }

  /// The location of a node.
  func location(_ node: JSONNode) -> SourceLocation { SourceLocation(file: path, line: node.line) }

  /// The site of a string value, keeping the case of its hex digits.
  func stringSite(_ node: JSONNode) -> ValueSite? {
    guard let text = node.string else { return nil }
    let letters = text.filter { "abcdefABCDEF".contains($0) }
    return .jsonString(
      file: path, fingerprint: fingerprint, range: node.range,
      uppercase: !letters.isEmpty && letters == letters.uppercased() && text.hasPrefix("#"))
  }

  /// The location of a line.
  func location(line: Int) -> SourceLocation { SourceLocation(file: path, line: line) }

  /// The members of an object node, or an error naming what was expected.
  func object(_ node: JSONNode, _ what: String) throws(PaletteError) -> [JSONNode.Member] {
    guard let members = node.members else {
      throw .invalidValue(
        at: location(node), message: "\(what) must be an object, not \(node.kindName)")
    }
    return members
  }

  /// The elements of an array node, or an error.
  func array(_ node: JSONNode, _ what: String) throws(PaletteError) -> [JSONNode] {
    guard let elements = node.elements else {
      throw .invalidValue(
        at: location(node), message: "\(what) must be an array, not \(node.kindName)")
    }
    return elements
  }

  /// The string of a string node, or an error.
  func string(_ node: JSONNode, _ what: String) throws(PaletteError) -> String {
    guard let text = node.string else {
      throw .invalidValue(
        at: location(node), message: "\(what) must be a string, not \(node.kindName)")
    }
    return text
  }

  /// The number of a number node, or an error.
  func number(_ node: JSONNode, _ what: String) throws(PaletteError) -> Double {
    guard let value = node.number else {
      throw .invalidValue(
        at: location(node), message: "\(what) must be a number, not \(node.kindName)")
    }
    return value
  }

  /// `value`, read from `node`, if it is a usable colour component: finite and within
  /// ±``ColorParser/maximumMagnitude``, so that conversions cannot overflow into infinities
  /// or NaN (which would measure as black, or trap when printed).
  func component(_ value: Double, of node: JSONNode, _ what: String) throws(PaletteError)
    -> Double
  {
    guard value.isFinite, abs(value) <= ColorParser.maximumMagnitude else {
      throw .invalidValue(
        at: location(node),
        message: "\(what) is \(value), outside the range a colour component can have "
          + "(-1000000 to 1000000)")
    }
    return value
  }

  /// A string or an array of strings, as a list.
  func strings(_ node: JSONNode, _ what: String) throws(PaletteError) -> [String] {
    if let text = node.string { return [text] }
    guard let elements = node.elements else {
      throw .invalidValue(
        at: location(node),
        message: "\(what) must be a string or an array of strings, not \(node.kindName)")
    }
    var result: [String] = []
    for element in elements { result.append(try string(element, what)) }
    return result
  }

  /// Refuses keys outside `allowed` (a typo would otherwise be silently ignored).
  func checkKeys(_ members: [JSONNode.Member], allowed: Set<String>, in what: String)
    throws(PaletteError)
  {
    for member in members where !allowed.contains(member.key) && !member.key.hasPrefix("$") {
      throw .invalidValue(
        at: location(line: member.line),
        message: "unknown key \"\(member.key)\" in \(what); expected one of "
          + allowed.sorted().map { "\"\($0)\"" }.joined(separator: ", "))
    }
  }
}

/// Reading files and listing folders, with errors that name the path.
enum FileAccess {
  /// The bytes of a regular file, within ``InputPolicy/current``'s size limit; FIFOs, devices
  /// and folders are refused before they are opened.
  static func read(_ path: String) throws(PaletteError) -> [UInt8] {
    do {
      return try InputFile.contents(atPath: path)
    } catch {
      if error.isMissing { throw .fileNotFound(path: path) }
      throw .unreadable(path: path, reason: error.reason)
    }
  }

  /// Whether `path` is an existing directory.
  static func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// Whether `path` exists.
  static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

  /// The entries of a directory, sorted by name so results are deterministic.
  static func contents(of directory: String) throws(PaletteError) -> [String] {
    do {
      return try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    } catch {
      throw .unreadable(path: directory, reason: "cannot list the directory")
    }
  }

  /// `name` inside `directory`.
  static func join(_ directory: String, _ name: String) -> String {
    if name.hasPrefix("/") { return name }
    if directory.isEmpty || directory == "." { return name }
    return directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  /// The directory holding `path`.
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let directory = String(path[..<slash])
    return directory.isEmpty ? "/" : directory
  }

  /// The last path component.
  static func fileName(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.hasSuffix("/") && trimmed.count > 1 { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
    return String(trimmed[trimmed.index(after: slash)...])
  }
}

/// Why a file could not be read or written, naming the path.
public struct FileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The path as the user gave it.
  public var path: String
  /// What is wrong, and where it helps, what to do.
  public var reason: String
  /// Whether the path does not exist (so callers can say "no such file" in their own words).
  public var isMissing: Bool

  /// Creates an error.
  public init(path: String, reason: String, isMissing: Bool = false) {
    self.path = path
    self.reason = reason
    self.isMissing = isMissing
  }

  public var description: String { "\(path): \(reason)" }

  /// The C library's message for the current `errno`.
  static func systemMessage() -> String {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      String(cString: strerror(errno))
    #else
      "error \(errno)"
    #endif
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

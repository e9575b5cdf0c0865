#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A destination every file Legible writes goes through: reports (`--output`), annotated
/// screenshots, palettes rewritten by `fix --write`.
///
/// - A regular file is replaced atomically: the bytes go to a temporary file in the target's
///   folder, are flushed to disk (`fsync`), and the temporary file is renamed over the target
///   only when complete. The target keeps its permissions (and, for root, its owner).
/// - A symbolic link is written through: its target is replaced as above and the link stays.
/// - A character device or a named pipe (`/dev/null`, `/dev/tty`, a FIFO) is written to
///   directly, never replaced; `/dev/stdout`, `/dev/stderr` and `/dev/fd/N` write to that
///   descriptor.
/// - Refused with an error naming the path: a folder, a block device, a socket, a file that is
///   an input of the same run, a read-only file, and a file with more than one hard link (a
///   rename would split it from its other names).
public struct OutputFile: Sendable {
  /// How the bytes reach the destination.
  enum Method: Sendable, Hashable {
    /// Replace the regular file at `target` (absent: create it) through a rename.
    case replace(target: String, existing: FileStatus?)
    /// Write straight to the device or pipe at `path`.
    case stream(path: String)
    /// Write to an open descriptor of this process.
    case descriptor(Int32)
  }

  /// The path as given.
  public let path: String
  /// Files this write must never replace (the inputs of the run).
  public let protectedFiles: Set<FileIdentity>
  /// Whether a file already at ``path`` may be replaced; when `false` the write only ever
  /// creates a new file (`legible init` never replaces a configuration).
  public let replacesExisting: Bool

  /// Checks that `path` can be written without harm and records it; the same checks run again
  /// when ``write(_:)`` is called, since the file system may change in between.
  ///
  /// - Parameter replacesExisting: `false` to refuse any file already at `path`, even one
  ///   created between this check and the write.
  public init(
    path: String, protecting inputs: Set<FileIdentity> = [], replacesExisting: Bool = true
  ) throws(FileError) {
    self.path = path
    protectedFiles = inputs
    self.replacesExisting = replacesExisting
    _ = try method()
  }

  /// The descriptor a `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` or `/proc/self/fd/N` path names.
  public static func descriptorNumber(of path: String) -> Int32? {
    switch path {
    case "/dev/stdin": return 0
    case "/dev/stdout": return 1
    case "/dev/stderr": return 2
    default:
      for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
        return Int32(path.dropFirst(prefix.count))
      }
      return nil
    }
  }

  func method() throws(FileError) -> Method {
    if let number = Self.descriptorNumber(of: path) {
      guard number != 0 else { throw FileError(path: path, reason: "is standard input") }
      return .descriptor(number)
    }
    guard let link = FileStatus(path: path, followingLinks: false) else {
      return try newFile(at: path)
    }
    if !replacesExisting {
      throw FileError(path: path, reason: "already exists; refusing to replace it")
    }
    var target = path
    var status = link
    if link.kind == .symbolicLink {
      guard let resolved = Self.resolvedPath(path) else {
        throw FileError(
          path: path, reason: "is a symbolic link whose target is missing; refusing to write")
      }
      target = resolved
      guard let targetStatus = FileStatus(path: resolved) else { return try newFile(at: resolved) }
      status = targetStatus
    }
    switch status.kind {
    case .regular:
      break
    case .characterDevice, .fifo:
      return .stream(path: target)
    case .directory:
      throw FileError(path: path, reason: "is a folder; give a file name")
    default:
      throw FileError(path: path, reason: "is \(status.kind.rawValue); refusing to write to it")
    }
    if protectedFiles.contains(status.identity) {
      throw FileError(
        path: path, reason: "is an input of this run; refusing to write over it")
    }
    if status.linkCount > 1 {
      throw FileError(
        path: path,
        reason: "has \(status.linkCount) hard links; replacing it would split them, so it is "
          + "left as it is (copy it to a file of its own to write it)")
    }
    if status.permissions & 0o222 == 0 || access(target, W_OK) != 0 {
      throw FileError(path: path, reason: "is read-only; refusing to replace it")
    }
    return .replace(target: target, existing: status)
  }

  private func newFile(at target: String) throws(FileError) -> Method {
    let folder = Self.directory(of: target)
    guard let status = FileStatus(path: folder), status.kind == .directory else {
      throw FileError(path: path, reason: "the folder \(folder) does not exist")
    }
    return .replace(target: target, existing: nil)
  }

  /// Writes `bytes` to the destination, whole or not at all for a regular file.
  public func write(_ bytes: [UInt8]) throws(FileError) {
    do {
      try write { writer in writer.write(bytes) }
    } catch let error as FileError {
      throw error
    } catch {
      preconditionFailure("writing bytes throws only FileError")
    }
  }

  /// Writes what `produce` hands its ``Writer``, piece by piece, so that a large report is never
  /// held whole. A regular file is still replaced whole or not at all: the pieces go to the
  /// temporary file, which is renamed into place only when `produce` returns and every piece
  /// was written. A device, pipe or descriptor receives the pieces as they come.
  ///
  /// - Throws: ``FileError`` when the destination cannot be written, or what `produce` throws
  ///   (the temporary file is then removed and the target left as it was).
  public func write(_ produce: (Writer) throws -> Void) throws {
    switch try method() {
    case .descriptor(let number):
      try Self.stream(to: number, path: path, produce)
    case .stream(let target):
      let descriptor = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
      guard descriptor >= 0 else {
        throw FileError(path: path, reason: FileError.systemMessage())
      }
      defer { close(descriptor) }
      // Recheck the opened file: a regular file swapped in must not be overwritten in place.
      guard let opened = FileStatus(descriptor: descriptor),
        opened.kind == .characterDevice || opened.kind == .fifo
      else {
        throw FileError(path: path, reason: "changed while being opened; refusing to write")
      }
      try Self.stream(to: descriptor, path: path, produce)
    case .replace(let target, let existing):
      try replace(target, existing: existing, with: produce)
    }
  }

  /// Passes the pieces of a write to the destination as they come; the caller gathers small
  /// pieces into blocks.
  public final class Writer {
    private let descriptor: Int32
    private let path: String
    /// The first failure; later pieces are dropped once a write has failed.
    fileprivate var failure: FileError?

    fileprivate init(descriptor: Int32, path: String) {
      self.descriptor = descriptor
      self.path = path
    }

    /// Writes bytes.
    public func write(_ bytes: [UInt8]) {
      bytes.withUnsafeBytes { write($0) }
    }

    /// Writes a string's UTF-8, from the string's own storage.
    public func write(_ text: String) {
      var text = text
      text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    private func write(_ bytes: UnsafeRawBufferPointer) {
      guard failure == nil else { return }
      do {
        try OutputFile.writeAll(bytes, to: descriptor, path: path)
      } catch {
        failure = error
      }
    }
  }

  /// Runs `produce` over a writer to `descriptor`; the first failed write is thrown.
  private static func stream(
    to descriptor: Int32, path: String, _ produce: (Writer) throws -> Void
  ) throws {
    let writer = Writer(descriptor: descriptor, path: path)
    try produce(writer)
    if let failure = writer.failure { throw failure }
  }

  private func replace(
    _ target: String, existing: FileStatus?, with produce: (Writer) throws -> Void
  ) throws {
    let folder = Self.directory(of: target)
    var temporary = ""
    var descriptor: Int32 = -1
    // A name no one else uses; O_EXCL makes the creation fail rather than reuse a file.
    for _ in 0..<100 {
      let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
      temporary = Self.join(folder, ".\(Self.fileName(of: target)).legible-\(suffix).tmp")
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o666)
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else {
      throw FileError(
        path: path,
        reason: "cannot create a temporary file in \(folder): \(FileError.systemMessage())")
    }
    var failure: String?
    if let existing {
      if fchmod(descriptor, mode_t(existing.permissions)) != 0 {
        failure = FileError.systemMessage()
      }
      // Only root can give a file away; elsewhere the new file is the writer's, as any editor's.
      if geteuid() == 0 { _ = fchown(descriptor, existing.owner, existing.group) }
    }
    var produced: (any Error)?
    if failure == nil {
      do {
        try Self.stream(to: descriptor, path: path, produce)
      } catch let error as FileError {
        failure = error.reason
      } catch {
        produced = error
        failure = "the report could not be made"
      }
    }
    if failure == nil && fsync(descriptor) != 0 { failure = FileError.systemMessage() }
    if close(descriptor) != 0 && failure == nil { failure = FileError.systemMessage() }
    // The target must still be the file checked (or still absent): a device or folder put in its
    // place meanwhile must not be replaced by the rename.
    if failure == nil {
      let now = FileStatus(path: target, followingLinks: false)
      if now?.identity != existing?.identity || (now != nil && now?.kind != .regular) {
        failure = "it changed while being written; refusing to replace it"
      }
    }
    if failure == nil && !replacesExisting {
      // `link` fails with EEXIST when a file appeared meanwhile: creation without replacement.
      if link(temporary, target) != 0 {
        failure =
          errno == EEXIST
          ? "already exists; refusing to replace it" : FileError.systemMessage()
      } else {
        unlink(temporary)
      }
    } else if failure == nil && rename(temporary, target) != 0 {
      failure = FileError.systemMessage()
    }
    if let failure {
      unlink(temporary)
      if let produced { throw produced }
      throw FileError(path: path, reason: failure)
    }
    // Make the rename itself durable; a failure here loses nothing already written.
    let folderDescriptor = open(folder, O_RDONLY | O_CLOEXEC)
    if folderDescriptor >= 0 {
      _ = fsync(folderDescriptor)
      close(folderDescriptor)
    }
  }

  fileprivate static func writeAll(
    _ bytes: UnsafeRawBufferPointer, to descriptor: Int32, path: String
  ) throws(FileError) {
    guard let base = bytes.baseAddress else { return }
    var written = 0
    while written < bytes.count {
      let result = systemWrite(descriptor, base + written, bytes.count - written)
      if result < 0 {
        if errno == EINTR { continue }
        throw FileError(path: path, reason: FileError.systemMessage())
      }
      written += result
    }
  }

  /// The absolute path a symbolic link finally names, or `nil` if its target is missing.
  static func resolvedPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let directory = String(path[..<slash])
    return directory.isEmpty ? "/" : directory
  }

  static func fileName(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  static func join(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }
}

/// The C library's `write`, which `OutputFile.write(_:)` hides inside the type.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}

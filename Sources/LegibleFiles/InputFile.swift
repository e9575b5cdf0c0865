#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading input files: regular files only, checked by type before they are opened (a FIFO or a
/// device never blocks or streams forever), and bounded in size.
public enum InputFile {
  /// The bytes of the regular file at `path`, at most `limit` bytes (else an error).
  public static func contents(
    atPath path: String, limit: Int = InputPolicy.current.maximumFileBytes
  ) throws(FileError) -> [UInt8] {
    let descriptor = try openForReading(path)
    defer { close(descriptor) }
    if let size = FileStatus(descriptor: descriptor)?.size, size > limit {
      throw tooLarge(path, limit: limit)
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileError(path: path, reason: FileError.systemMessage())
      }
      if count == 0 { return bytes }
      // The size can grow after fstat (a file being appended to); the bound holds regardless.
      guard bytes.count + count <= limit else { throw tooLarge(path, limit: limit) }
      bytes.append(contentsOf: chunk[..<count])
    }
  }

  /// A read-only descriptor of the regular file at `path`; the caller closes it.
  ///
  /// The type is checked with `stat` before opening, and again with `fstat` on the descriptor
  /// (opened non-blocking, so a FIFO swapped in between cannot block the open).
  public static func openForReading(_ path: String) throws(FileError) -> Int32 {
    guard let status = FileStatus(path: path) else {
      let code = errno
      let message = FileError.systemMessage()
      if code == ELOOP { throw FileError(path: path, reason: "is a loop of symbolic links") }
      if code == ENOENT, FileStatus(path: path, followingLinks: false) != nil {
        throw FileError(path: path, reason: "is a symbolic link to a missing file")
      }
      throw FileError(path: path, reason: message, isMissing: code == ENOENT || code == ENOTDIR)
    }
    try requireRegular(status, path)
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw FileError(path: path, reason: FileError.systemMessage())
    }
    guard let opened = FileStatus(descriptor: descriptor) else {
      close(descriptor)
      throw FileError(path: path, reason: FileError.systemMessage())
    }
    do {
      try requireRegular(opened, path)
    } catch {
      close(descriptor)
      throw error
    }
    // Regular files ignore O_NONBLOCK; clear it anyway so reads are ordinary.
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    return descriptor
  }

  private static func requireRegular(_ status: FileStatus, _ path: String) throws(FileError) {
    switch status.kind {
    case .regular: return
    case .directory: throw FileError(path: path, reason: "is a folder, not a file")
    default:
      throw FileError(
        path: path, reason: "is \(status.kind.rawValue), not a regular file; only files are read")
    }
  }

  private static func tooLarge(_ path: String, limit: Int) -> FileError {
    FileError(path: path, reason: "is larger than the limit of \(limit) bytes for one input file")
  }
}

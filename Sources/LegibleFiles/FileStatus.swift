#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `stat` or `lstat` says of a path: its type, identity, size, permissions and links.
public struct FileStatus: Sendable, Hashable {
  /// The type of a file-system entry.
  public enum Kind: String, Sendable, Hashable {
    /// A regular file.
    case regular = "a regular file"
    /// A folder.
    case directory = "a folder"
    /// A symbolic link (only from ``init(path:followingLinks:)`` with `followingLinks: false`).
    case symbolicLink = "a symbolic link"
    /// A named pipe.
    case fifo = "a named pipe (FIFO)"
    /// A character device such as `/dev/null` or a terminal.
    case characterDevice = "a character device"
    /// A block device such as a disk.
    case blockDevice = "a block device"
    /// A Unix-domain socket.
    case socket = "a socket"
    /// Anything else.
    case other = "not a regular file"
  }

  /// The entry's type.
  public var kind: Kind
  /// The device and inode that identify the file.
  public var identity: FileIdentity
  /// The size in bytes (meaningful for regular files).
  public var size: Int
  /// The permission bits (`st_mode & 0o7777`).
  public var permissions: UInt32
  /// The number of hard links to the file.
  public var linkCount: Int
  /// The owner's user id.
  public var owner: UInt32
  /// The owning group's id.
  public var group: UInt32

  /// The status of `path`, following a symbolic link unless `followingLinks` is false; `nil`
  /// when nothing is there (or the path cannot be examined).
  public init?(path: String, followingLinks: Bool = true) {
    var info = stat()
    let result = followingLinks ? stat(path, &info) : lstat(path, &info)
    guard result == 0 else { return nil }
    self.init(info)
  }

  /// The status of an open descriptor; `nil` if `fstat` fails.
  public init?(descriptor: Int32) {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return nil }
    self.init(info)
  }

  private init(_ info: stat) {
    let type = UInt32(info.st_mode) & UInt32(S_IFMT)
    kind =
      switch type {
      case UInt32(S_IFREG): .regular
      case UInt32(S_IFDIR): .directory
      case UInt32(S_IFLNK): .symbolicLink
      case UInt32(S_IFIFO): .fifo
      case UInt32(S_IFCHR): .characterDevice
      case UInt32(S_IFBLK): .blockDevice
      case UInt32(S_IFSOCK): .socket
      default: .other
      }
    identity = FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    size = Int(info.st_size)
    permissions = UInt32(info.st_mode) & 0o7777
    linkCount = Int(info.st_nlink)
    owner = UInt32(info.st_uid)
    group = UInt32(info.st_gid)
  }
}

/// The device and inode of a file: the same file under any name, link or path spelling.
public struct FileIdentity: Sendable, Hashable {
  /// `st_dev`.
  public var device: UInt64
  /// `st_ino`.
  public var inode: UInt64

  /// Creates an identity from its numbers.
  public init(device: UInt64, inode: UInt64) {
    self.device = device
    self.inode = inode
  }

  /// The identity of the file at `path` (following symbolic links), or `nil` if there is none.
  public init?(path: String) {
    guard let status = FileStatus(path: path) else { return nil }
    self = status.identity
  }
}

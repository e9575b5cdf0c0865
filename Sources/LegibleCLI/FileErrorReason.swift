import Foundation

/// Why writing a file failed, in the operating system's words rather than Foundation's wrapping
/// ("The operation could not be completed. (NSCocoaErrorDomain error 512.)").
enum FileErrorReason {
  /// A short reason for `error`, raised while writing `path`.
  static func describe(_ error: any Error, writing path: String) -> String {
    let files = FileManager.default
    var isDirectory: ObjCBool = false
    if files.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      return "it is a folder"
    }
    let folder = (path as NSString).deletingLastPathComponent
    if !folder.isEmpty, !files.fileExists(atPath: folder, isDirectory: &isDirectory) {
      return "there is no folder \(folder)"
    }
    if !folder.isEmpty, !isDirectory.boolValue { return "\(folder) is not a folder" }
    let nsError = error as NSError
    // POSIX codes, own or underlying, are errno values: strerror words them.
    for candidate in [nsError, nsError.userInfo[NSUnderlyingErrorKey] as? NSError] {
      if let candidate, candidate.domain == NSPOSIXErrorDomain {
        return String(cString: strerror(Int32(candidate.code))).lowercased()
      }
    }
    switch CocoaError.Code(rawValue: nsError.code) {
    case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied"
    case .fileWriteOutOfSpace: return "no space left on the device"
    case .fileWriteVolumeReadOnly: return "the file system is read-only"
    case .fileNoSuchFile, .fileReadNoSuchFile: return "it cannot be created there"
    default: return "it cannot be written there"
    }
  }
}

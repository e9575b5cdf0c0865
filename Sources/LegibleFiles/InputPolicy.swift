/// The rules every read of an input file follows in one run: how large one file may be, and
/// whether palette references may name files outside the folder of the file that names them.
///
/// Commands set it for the extent of a run with `InputPolicy.$current.withValue(_:operation:)`;
/// the loaders read ``current``. A task-local value keeps the many loader entry points free of a
/// parameter that only the outermost caller chooses.
public struct InputPolicy: Sendable, Hashable {
  /// 64 MiB: far above any palette, token file or configuration seen in practice (the largest
  /// design-token exports we know of are a few megabytes), and small enough that a mistaken
  /// input cannot exhaust memory.
  public static let defaultMaximumFileBytes = 64 << 20

  /// The largest input file read, in bytes.
  public var maximumFileBytes: Int
  /// Whether `$ref`, `palettes` and `variants` may name files outside the folder of the file
  /// that names them (or of the configuration that applies).
  public var allowsOutsideReferences: Bool

  /// The default policy: 64 MiB per file, references kept inside the project.
  public init(
    maximumFileBytes: Int = InputPolicy.defaultMaximumFileBytes,
    allowsOutsideReferences: Bool = false
  ) {
    self.maximumFileBytes = maximumFileBytes
    self.allowsOutsideReferences = allowsOutsideReferences
  }

  /// The policy in force for the current task.
  @TaskLocal public static var current = InputPolicy()
}

/// libFuzzer's driver, called from each target's entry point.
///
/// SwiftPM links an executable's `main` to `<Module>_main`, which a module parsed as a library
/// does not emit; each target defines that symbol and hands control to libFuzzer here
/// (`LLVMFuzzerRunDriver`, declared in libFuzzer's `FuzzerInterface.h`).
public enum FuzzDriver {
  /// The signature of `LLVMFuzzerTestOneInput`.
  public typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

  /// Runs libFuzzer with the process's arguments and `test` as the target.
  public static func run(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ test: TestOneInput
  ) -> CInt {
    var count = argc
    var arguments = argv
    return llvmFuzzerRunDriver(&count, &arguments, test)
  }
}

@_silgen_name("LLVMFuzzerRunDriver")
private func llvmFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ test: FuzzDriver.TestOneInput
) -> CInt

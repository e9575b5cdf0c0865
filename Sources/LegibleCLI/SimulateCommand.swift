import Foundation
import LegibleColor
import LegibleImaging

/// `legible simulate PNG… --cvd TYPE[,TYPE] --output DIR`: screenshots as people with colour
/// vision deficiencies see them, and a side-by-side sheet.
enum SimulateCommand {
  static let usage = """
    usage: legible simulate PNG… --output DIR [--cvd TYPE[,TYPE…]] [--severity S]

    Writes, for each screenshot, a simulated copy per colour vision deficiency
    (NAME-TYPE.png) and a side-by-side sheet of the original and every type
    (NAME-sheet.png) into DIR. Simulation: Machado, Oliveira and Fernandes (2009) in linear
    sRGB; achromatopsia keeps luminance only.

    options:
      --output DIR     folder for the images (created if missing; inputs are never overwritten)
      --cvd TYPES      protanopia, deuteranopia, tritanopia, achromatopsia (default: all four;
                       protan, deutan, tritan, achromat also accepted)
      --severity S     0…1 (default 1: full dichromacy; below 1, the anomalous trichromacy)
      --max-pixels N   refuse images larger than N pixels (default 100000000)

    exit status: 0 written, 2 usage error or an unreadable/unwritable file (the others are
    still written)
    """

  static func run(_ rawArguments: [String], console: Console) throws(CLIError) -> ExitStatus {
    let arguments = try Arguments(
      rawArguments,
      accepting: [
        .value("--output"), .value("--cvd"), .value("--severity"), .value("--max-pixels"),
      ])
    guard !arguments.positionals.isEmpty else {
      throw .usage("simulate needs at least one PNG file")
    }
    guard let directory = arguments.value("--output") else {
      throw .usage("simulate needs --output DIR, the folder to write the images to")
    }
    guard PNGEncoder.isAvailable else {
      throw .usage("simulate needs PNG support; this build has none (install libpng-dev)")
    }
    let deficiencies = try parseDeficiencies(arguments.value("--cvd"))
    var severity = 1.0
    if let text = arguments.value("--severity") {
      guard let value = Double(text), value.isFinite, (0...1).contains(value) else {
        throw .usage("--severity takes a number from 0 to 1, not '\(text)'")
      }
      severity = value
    }
    let maxPixels = try ScanCommand.positiveInteger(
      arguments.value("--max-pixels"), option: "--max-pixels", default: PNGDecoder.defaultMaxPixels)
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw .input("cannot create the output folder \(directory): \(error.localizedDescription)")
    }
    let inputs = Set(arguments.positionals.map(canonicalPath))
    var failed = false
    for path in arguments.positionals {
      do {
        let written = try simulate(
          path, deficiencies: deficiencies, severity: severity, directory: directory,
          inputs: inputs, maxPixels: maxPixels)
        for file in written { console.output("wrote \(file)\n") }
      } catch {
        failed = true
        console.reportError(ScanCommand.message(error.description, path: path))
      }
    }
    return failed ? .error : .clean
  }

  /// Why one screenshot could not be simulated.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static func simulate(
    _ path: String, deficiencies: [ColorVisionDeficiency], severity: Double, directory: String,
    inputs: Set<String>, maxPixels: Int
  ) throws(Failure) -> [String] {
    let decoded: DecodedImage
    do {
      decoded = try PNGDecoder.decode(contentsOf: path, maxPixels: maxPixels)
    } catch {
      throw Failure(description: "\(error)")
    }
    let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    var panels: [(label: String, image: RGBAImage)] = [("original", decoded.image)]
    var outputs: [(String, RGBAImage)] = []
    for deficiency in deficiencies {
      let simulated = decoded.image.simulating(
        ColorVisionSimulation(deficiency, severity: severity))
      let label =
        severity < 1
        ? "\(deficiency.rawValue) \(Int((severity * 100).rounded()))%"
        : deficiency.rawValue
      panels.append((label, simulated))
      outputs.append((destination(directory, "\(stem)-\(deficiency.rawValue).png"), simulated))
    }
    outputs.append(
      (destination(directory, "\(stem)-sheet.png"), SimulationSheet.compose(panels)))
    var written: [String] = []
    for (file, image) in outputs {
      guard !inputs.contains(canonicalPath(file)) else {
        throw Failure(description: "\(file) is one of the inputs; choose another --output folder")
      }
      do {
        try PNGEncoder.write(image, to: file)
      } catch {
        throw Failure(description: "cannot write \(file): \(error)")
      }
      written.append(file)
    }
    return written
  }

  static func destination(_ directory: String, _ name: String) -> String {
    URL(fileURLWithPath: directory).appendingPathComponent(name).path
  }

  /// The path with symbolic links and `.`/`..` resolved, to tell whether two paths name one file.
  static func canonicalPath(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }

  static func parseDeficiencies(_ text: String?) throws(CLIError) -> [ColorVisionDeficiency] {
    guard let text else { return ColorVisionDeficiency.allCases }
    var result: [ColorVisionDeficiency] = []
    for name in text.split(separator: ",") {
      let trimmed = name.trimmingCharacters(in: .whitespaces)
      guard let deficiency = ColorVisionDeficiency(name: trimmed) else {
        throw .usage(
          "--cvd takes protanopia, deuteranopia, tritanopia or achromatopsia, not '\(trimmed)'")
      }
      if !result.contains(deficiency) { result.append(deficiency) }
    }
    guard !result.isEmpty else { throw .usage("--cvd needs at least one type") }
    return result
  }
}

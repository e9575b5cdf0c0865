import Foundation
import LegibleFiles
import Testing
import _LegibleTestSupport

/// A fresh folder for one test.
func temporaryFolder() throws -> String {
  let url = ScratchFolder.root
    .appendingPathComponent("legible-files-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url.path
}

/// The bytes of a file as text.
func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

@Suite struct OutputFileTests {
  @Test func regularFileIsReplacedKeepingItsModeAndNoTemporaryFileIsLeft() throws {
    let folder = try temporaryFolder()
    let path = folder + "/report.txt"
    try "old".write(toFile: path, atomically: false, encoding: .utf8)
    chmod(path, 0o640)
    try OutputFile(path: path).write(Array("new".utf8))
    #expect(try text(path) == "new")
    #expect(FileStatus(path: path)?.permissions == 0o640)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["report.txt"])
  }

  @Test func newFileIsCreated() throws {
    let folder = try temporaryFolder()
    try OutputFile(path: folder + "/new.txt").write(Array("x".utf8))
    #expect(try text(folder + "/new.txt") == "x")
  }

  /// `replacesExisting: false` creates a file and never replaces one, even one that appears
  /// between the check and the write; no temporary file is left either way.
  @Test func creationOnlyNeverReplaces() throws {
    let folder = try temporaryFolder()
    let path = folder + "/legible.json"
    let output = try OutputFile(path: path, replacesExisting: false)
    try "{}".write(toFile: path, atomically: false, encoding: .utf8)
    #expect(throws: FileError.self) { try output.write(Array("new".utf8)) }
    #expect(try text(path) == "{}")
    #expect(throws: FileError.self) { try OutputFile(path: path, replacesExisting: false) }
    try OutputFile(path: folder + "/fresh.json", replacesExisting: false).write(Array("x".utf8))
    #expect(try text(folder + "/fresh.json") == "x")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
        "fresh.json", "legible.json",
      ])
  }

  @Test func missingFolderIsAnError() throws {
    let folder = try temporaryFolder()
    #expect(throws: FileError.self) { try OutputFile(path: folder + "/no/such/x.txt") }
  }

  @Test func symbolicLinkIsWrittenThroughAndStaysALink() throws {
    let folder = try temporaryFolder()
    let target = folder + "/target.json"
    try "old".write(toFile: target, atomically: false, encoding: .utf8)
    chmod(target, 0o604)
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/link.json", withDestinationPath: target)
    try OutputFile(path: folder + "/link.json").write(Array("new".utf8))
    #expect(FileStatus(path: folder + "/link.json", followingLinks: false)?.kind == .symbolicLink)
    #expect(try text(target) == "new")
    #expect(FileStatus(path: target)?.permissions == 0o604)
  }

  @Test func devNullIsWrittenToAndStaysADevice() throws {
    try OutputFile(path: "/dev/null").write(Array("discarded".utf8))
    #expect(FileStatus(path: "/dev/null")?.kind == .characterDevice)
  }

  @Test func namedPipeIsWrittenToAndStaysAPipe() throws {
    let folder = try temporaryFolder()
    let pipe = folder + "/pipe"
    #expect(mkfifo(pipe, 0o644) == 0)
    // A reader opened non-blocking lets the writer open without waiting.
    let reader = open(pipe, O_RDONLY | O_NONBLOCK)
    defer { close(reader) }
    try OutputFile(path: pipe).write(Array("through".utf8))
    var buffer = [UInt8](repeating: 0, count: 16)
    let count = read(reader, &buffer, 16)
    #expect(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self) == "through")
    #expect(FileStatus(path: pipe, followingLinks: false)?.kind == .fifo)
  }

  @Test func folderIsRefused() throws {
    let folder = try temporaryFolder()
    #expect(throws: FileError.self) { try OutputFile(path: folder) }
  }

  @Test func inputOfTheRunIsRefusedAndUntouched() throws {
    let folder = try temporaryFolder()
    let path = folder + "/input.png"
    try "original".write(toFile: path, atomically: false, encoding: .utf8)
    let identity = try #require(FileIdentity(path: path))
    let error = #expect(throws: FileError.self) {
      try OutputFile(path: path, protecting: [identity])
    }
    #expect(error?.description.hasPrefix(path) == true)
    #expect(try text(path) == "original")
  }

  @Test func readOnlyFileIsRefusedAndUntouched() throws {
    let folder = try temporaryFolder()
    let path = folder + "/locked.json"
    try "original".write(toFile: path, atomically: false, encoding: .utf8)
    chmod(path, 0o444)
    #expect(throws: FileError.self) { try OutputFile(path: path).write(Array("x".utf8)) }
    #expect(try text(path) == "original")
    #expect(FileStatus(path: path)?.permissions == 0o444)
  }

  @Test func hardLinkedFileIsRefusedAndTheLinksStayJoined() throws {
    let folder = try temporaryFolder()
    let path = folder + "/a.json"
    try "original".write(toFile: path, atomically: false, encoding: .utf8)
    #expect(link(path, folder + "/b.json") == 0)
    #expect(throws: FileError.self) { try OutputFile(path: path).write(Array("x".utf8)) }
    #expect(FileIdentity(path: path) == FileIdentity(path: folder + "/b.json"))
    #expect(try text(folder + "/b.json") == "original")
  }

  @Test func descriptorPathsNameTheirDescriptor() {
    #expect(OutputFile.descriptorNumber(of: "/dev/stdout") == 1)
    #expect(OutputFile.descriptorNumber(of: "/dev/fd/7") == 7)
    #expect(OutputFile.descriptorNumber(of: "/proc/self/fd/2") == 2)
    #expect(OutputFile.descriptorNumber(of: "/tmp/stdout") == nil)
  }
}

@Suite struct InputFileTests {
  @Test func namedPipeIsRefusedWithoutBlocking() throws {
    let folder = try temporaryFolder()
    let pipe = folder + "/shot.png"
    #expect(mkfifo(pipe, 0o644) == 0)
    let error = #expect(throws: FileError.self) { try InputFile.contents(atPath: pipe) }
    #expect(error?.description.contains("named pipe") == true)
  }

  @Test func devicesAndFoldersAreRefused() throws {
    #expect(throws: FileError.self) { try InputFile.contents(atPath: "/dev/zero") }
    #expect(throws: FileError.self) { try InputFile.contents(atPath: try temporaryFolder()) }
  }

  @Test func fileOverTheLimitIsRefused() throws {
    let folder = try temporaryFolder()
    let path = folder + "/big.json"
    try String(repeating: " ", count: 1000).write(toFile: path, atomically: false, encoding: .utf8)
    #expect(try InputFile.contents(atPath: path, limit: 1000).count == 1000)
    let error = #expect(throws: FileError.self) { try InputFile.contents(atPath: path, limit: 999) }
    #expect(error?.description.contains("999") == true)
  }

  @Test func policyLimitApplies() throws {
    let folder = try temporaryFolder()
    let path = folder + "/small.json"
    try "12345".write(toFile: path, atomically: false, encoding: .utf8)
    InputPolicy.$current.withValue(InputPolicy(maximumFileBytes: 4)) {
      #expect(throws: FileError.self) { try InputFile.contents(atPath: path) }
    }
  }

  @Test func missingFileSaysSo() throws {
    let error = #expect(throws: FileError.self) {
      try InputFile.contents(atPath: "/no/such/file.json")
    }
    #expect(error?.isMissing == true)
  }

  @Test func fingerprintChangesWithTheBytes() {
    #expect(FileFingerprint(Array("abc".utf8)) == FileFingerprint(Array("abc".utf8)))
    #expect(FileFingerprint(Array("abc".utf8)) != FileFingerprint(Array("abd".utf8)))
  }
}

@Suite struct OutputFileStreamingTests {
  @Test func piecesArriveWholeAndInOrder() throws {
    let folder = try temporaryFolder()
    let path = folder + "/report.txt"
    try "old".write(toFile: path, atomically: false, encoding: .utf8)
    try OutputFile(path: path).write { writer in
      for index in 0..<1000 { writer.write("line \(index)\n") }
    }
    #expect(try text(path) == (0..<1000).map { "line \($0)\n" }.joined())
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["report.txt"])
  }

  struct MakingFailed: Error {}

  /// A report that fails halfway leaves the file as it was and no temporary file behind.
  @Test func failureWhileMakingLeavesTheFileAsItWas() throws {
    let folder = try temporaryFolder()
    let path = folder + "/report.txt"
    try "old".write(toFile: path, atomically: false, encoding: .utf8)
    #expect(throws: MakingFailed.self) {
      try OutputFile(path: path).write { writer in
        writer.write("half a report")
        throw MakingFailed()
      }
    }
    #expect(try text(path) == "old")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["report.txt"])
  }
}

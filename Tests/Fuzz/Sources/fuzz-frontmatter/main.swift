import CLibFuzzer
import Foundation
import HIndexCore

// The content readers are internal to HIndexSite; debug builds are compiled with
// `-enable-testing`, which is how scripts/fuzz builds this target.
@testable import HIndexSite

/// An empty content folder: the `bibtex:`/saved-page paths of fuzzed files resolve against it.
let contentFolder: ContentFolder = {
    let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("hindex-fuzz-content-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    return ContentFolder(root: root)
}()

/// The fuzz target of the front matter of content files: the input is split into
/// YAML and body (``FrontMatter/parse(_:path:)``) and its keys are read as a scientist's,
/// a department's and the site's file, as `check` and `build` do.
func fuzzFrontMatter(_ data: Data) {
    let text = String(decoding: data, as: UTF8.self)
    guard case .success(let document) = FrontMatter.parse(text, path: "scientists/fuzz.md")
    else { return }
    var reader = FrontMatterReader(path: "scientists/fuzz.md", lineOffset: document.lineOffset)
    _ = ScientistFrontMatter.entry(
        from: document, slug: "fuzz", path: "scientists/fuzz.md", folder: contentFolder,
        currentYear: 2026, reader: &reader)
    var departmentReader = FrontMatterReader(
        path: "departments/fuzz.md", lineOffset: document.lineOffset)
    _ = DepartmentFrontMatter.department(from: document, slug: "fuzz", reader: &departmentReader)
    var siteReader = FrontMatterReader(path: "site.md", lineOffset: document.lineOffset)
    _ = SiteFrontMatter.settings(from: document, reader: &siteReader)
    _ = reader.findings.sorted()
}

/// libFuzzer's entry point, called with each input.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    fuzzFrontMatter(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
}

// SwiftPM links its own `main` into every executable, which hides libFuzzer's: run the driver
// from here.
var arguments = CommandLine.argc
var argumentValues: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&arguments, &argumentValues, testOneInput))

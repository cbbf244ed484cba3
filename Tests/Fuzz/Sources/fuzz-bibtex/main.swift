import CLibFuzzer
import Foundation
import HIndexSources

/// The fuzz target of the BibTeX reader (`bibtex:` files): any bytes must give
/// entries or a ``SourceError``, never a crash, a hang or unbounded memory.
func fuzzBibTeX(_ data: Data) {
    if let file = try? BibTeXParser.parse(data, origin: "fuzz.bib") {
        // Touch what the pipeline reads from every entry.
        for entry in file.entries {
            _ = entry.title.count + entry.authors.count + (entry.year ?? 0).signum()
        }
    }
}

/// libFuzzer's entry point, called with each input.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    fuzzBibTeX(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
}

// SwiftPM links its own `main` into every executable, which hides libFuzzer's: run the driver
// from here.
var arguments = CommandLine.argc
var argumentValues: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&arguments, &argumentValues, testOneInput))

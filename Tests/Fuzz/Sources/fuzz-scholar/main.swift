import CLibFuzzer
import Foundation
import HIndexCore
import HIndexSources

/// The fuzz target of the Google Scholar page parsers: the same bytes are read as a
/// profile page and as an author-search page (one HTML parse), and the metrics are computed
/// from the rows read, as a build does.
func fuzzScholar(_ data: Data) {
    let origin = "fuzz.html"
    guard let document = try? HTMLDocument(data: data, origin: origin) else {
        // Bytes libxml2 refuses still go through the parser's own checks.
        _ = try? ScholarProfileParser.parse(data, origin: origin)
        return
    }
    if let result = try? ScholarProfileParser.parse(document, origin: origin) {
        let metrics = Metrics(publications: result.publications)
        _ = HCoreClassifier.roles(forCitationCounts: result.publications.compactMap(\.citations))
        _ = metrics.hIndex
    }
    _ = try? ScholarSearchParser.parse(document, origin: origin)
}

/// libFuzzer's entry point, called with each input.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    fuzzScholar(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
}

// SwiftPM links its own `main` into every executable, which hides libFuzzer's: run the driver
// from here.
var arguments = CommandLine.argc
var argumentValues: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&arguments, &argumentValues, testOneInput))

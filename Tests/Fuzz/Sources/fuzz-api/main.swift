import CLibFuzzer
import Foundation
import HIndexCore
import HIndexSources

/// The fuzz target of the parsers of API answers and saved dumps: every input is
/// given to each JSON parser (OpenAlex works and author, Semantic Scholar papers, ORCID
/// works, Crossref work and DOI-keyed works, scholarly and SerpApi dumps) and to the DBLP
/// XML parser, and metrics are computed from whatever publications they read.
func fuzzAPI(_ data: Data) {
    let origin = "fuzz.json"
    var publications: [[Publication]] = []
    if let page = try? OpenAlexWorksParser.parse(data, origin: origin) {
        publications.append(page.publications)
        _ = page.totalCitationsByYear
    }
    _ = try? OpenAlexAuthorParser.parse(data, origin: origin)
    if let page = try? SemanticScholarPapersParser.parse(data, origin: origin) {
        publications.append(page.publications)
    }
    _ = try? ORCIDWorksParser.parse(data, origin: origin)
    _ = try? CrossrefWorkParser.parse(data, origin: origin)
    _ = try? CrossrefWorkParser.parseKeyedByDOI(data, origin: origin)
    if let result = try? ScholarlyAuthorParser.parse(data, origin: origin) {
        publications.append(result.publications)
    }
    if let result = try? SerpApiAuthorParser.parse(data, origin: origin) {
        publications.append(result.publications)
    }
    _ = try? DBLPPersonParser.parse(data, origin: "fuzz.xml")
    for list in publications {
        _ = Metrics(publications: list).hIndex
    }
}

/// libFuzzer's entry point, called with each input.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    fuzzAPI(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
}

// SwiftPM links its own `main` into every executable, which hides libFuzzer's: run the driver
// from here.
var arguments = CommandLine.argc
var argumentValues: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&arguments, &argumentValues, testOneInput))

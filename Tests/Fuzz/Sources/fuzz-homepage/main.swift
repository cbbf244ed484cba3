import CLibFuzzer
import Foundation
import HIndexSources

/// The fuzz target of the homepage publication-list extractor.
///
/// The extractor needs titles the citation source knows. They are taken from the input
/// itself, so that any page (a real one from the seed corpus or a mutated one) has known
/// titles on it: every text run between markup characters and line breaks with at least
/// four words is a candidate, and every other candidate (up to 40) is "known", the rest
/// are left for the extractor to find. An input starting with `#`, `-`, `*` or `1` is read
/// as Markdown (`.md`), any other as HTML.
func fuzzHomepage(_ data: Data) {
    let markdown = data.first.map { "#-*1".utf8.contains($0) } ?? false
    let origin = markdown ? "fuzz.md" : "fuzz.html"
    _ = try? HomepageExtractor.extract(data, origin: origin, knownTitles: knownTitles(in: data))
}

/// Every other text run of four or more words (at most 40), see ``fuzzHomepage(_:_:)``.
func knownTitles(in data: Data) -> [String] {
    let separators: Set<UInt8> = Set("<>\n\"[]*".utf8)
    var titles: [String] = []
    var candidates = 0
    for run in data.split(whereSeparator: separators.contains) {
        let text = String(decoding: run, as: UTF8.self).trimmingCharacters(in: .whitespaces)
        guard text.count <= 300, text.split(separator: " ").count >= 4 else { continue }
        candidates += 1
        if candidates % 2 == 1 { titles.append(text) }
        if titles.count == 40 { break }
    }
    return titles
}

/// libFuzzer's entry point, called with each input.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    fuzzHomepage(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
}

// SwiftPM links its own `main` into every executable, which hides libFuzzer's: run the driver
// from here.
var arguments = CommandLine.argc
var argumentValues: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&arguments, &argumentValues, testOneInput))

import ExtractionCorpus
import Foundation
import HIndexSources

/// `hindex-bench extraction [real-page-directory …]`: extracts every page of the corpus (pages
/// generated in each citation style and layout, and the real pages with hand-checked titles
/// in the given directories), prints each page's figures, recall and precision per style, the
/// time to extract a 1000-entry page, and as its last line
/// `extraction: R% recall, P% precision over N pages`.
func extractionBenchmark(realDirectories: [URL]) throws {
    var pages = ExtractionCorpus.generated()
    for directory in realDirectories {
        let real = try ExtractionCorpus.real(directory: directory)
        if real.isEmpty { print("(no real pages in \(directory.path))") }
        pages += real
    }
    let results = pages.map { ExtractionCorpus.run($0) }
    print("page                                      style       titles  found  recall  precision")
    for result in results {
        let score = result.score
        print(
            result.page.id.padding(toLength: 42, withPad: " ", startingAt: 0)
                + result.page.style.padding(toLength: 10, withPad: " ", startingAt: 0)
                + String(
                    format: "%8d %6d %6.1f%% %8.1f%%", score.truth, score.extracted,
                    score.recall * 100, score.precision * 100)
                + (result.error.map { "  not understood: \($0.prefix(120))" } ?? ""))
    }
    print("\nper style (generated + real)               pages  recall  precision")
    let styles = Array(Set(results.map(\.page.style))).sorted()
    for style in styles {
        let members = results.filter { $0.page.style == style }
        let total = members.map(\.score).reduce(
            ExtractionScore(correct: 0, truth: 0, extracted: 0), +)
        let real = members.filter(\.page.isReal).count
        print(
            "\(style)".padding(toLength: 42, withPad: " ", startingAt: 0)
                + String(
                    format: "%6d %6.1f%% %8.1f%%", members.count, total.recall * 100,
                    total.precision * 100) + (real > 0 ? "  (\(real) real)" : ""))
    }
    for (label, isReal) in [("generated", false), ("real", true)] {
        let members = results.filter { $0.page.isReal == isReal }
        guard !members.isEmpty else { continue }
        let total = members.map(\.score).reduce(
            ExtractionScore(correct: 0, truth: 0, extracted: 0), +)
        print(
            String(
                format: "%@ pages: %d, recall %.1f%%, precision %.1f%%", label, members.count,
                total.recall * 100, total.precision * 100))
    }

    try largePageBenchmark()

    let total = results.map(\.score).reduce(ExtractionScore(correct: 0, truth: 0, extracted: 0), +)
    print(
        String(
            format: "extraction: %.1f%% recall, %.1f%% precision over %d pages",
            total.recall * 100, total.precision * 100, results.count))
}

/// `hindex-bench extraction --write-generated DIR`: writes the generated pages with their
/// `.titles.txt` and `.seeds.txt`, to look at a page the benchmark scores low
/// (`hindex-site inspect homepage DIR/apa-ol-1.html --known-titles DIR/apa-ol-1.seeds.txt`).
func writeGeneratedPages(to directory: URL) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let pages = ExtractionCorpus.generated()
    for page in pages {
        try page.data.write(to: directory.appendingPathComponent(page.origin))
        try Data((page.titles.joined(separator: "\n") + "\n").utf8).write(
            to: directory.appendingPathComponent("\(page.id).titles.txt"))
        try Data((page.knownTitles.joined(separator: "\n") + "\n").utf8).write(
            to: directory.appendingPathComponent("\(page.id).seeds.txt"))
    }
    print("wrote \(pages.count) pages to \(directory.path)")
}

/// The 1000-entry page of ``largePageBenchmark()`` (APA, every fifth title known).
func largePage() -> (text: String, known: [String]) {
    let works = SyntheticWorks.works(count: 1000, seed: 77)
    let page = StyledPage(works: works, style: .apa, layout: .orderedList, seed: 77)
    return (page.text, stride(from: 0, to: page.titles.count, by: 5).map { page.titles[$0] })
}

/// `hindex-bench extraction --large`: extracts a 1000-entry page five times and prints the
/// median (also the part of the full benchmark to profile on its own).
func largePageBenchmark() throws {
    let page = largePage()
    var times: [Double] = []
    var entries = 0
    for _ in 0..<5 {
        let start = Date()
        let extraction = try HomepageExtractor.extract(
            Data(page.text.utf8), origin: "apa-1000.html", knownTitles: page.known)
        times.append(Date().timeIntervalSince(start))
        entries = extraction.entries.count
    }
    times.sort()
    print(
        String(
            format: "1000-entry page: %d entries extracted, median %.0f ms (min %.0f, max %.0f)",
            entries, times[2] * 1000, times[0] * 1000, times[4] * 1000))
}

import ExtractionCorpus
import Foundation
import HIndexSources

/// `hindex-bench extraction [real-page-directory …]`: extracts every page of the corpus (pages
/// generated in each citation style and layout, and the real pages with hand-checked titles
/// in the given directories) and scores each part of the split (`SPLIT.md` in the
/// directories: real pages split once by person into development and held-out; generated
/// pages are development). Prints each development page's figures (held-out pages are scored
/// but never shown one by one), recall and precision per style over the development pages,
/// recall, precision and the share of pages read well (≥ 95% recall, spurious entries ≤ 5% of
/// the titles) for each part, the time to extract a 1000-entry page, and as its last line
/// `extraction: R% recall, P% precision over N pages` (every page).
func extractionBenchmark(realDirectories: [URL]) throws {
    var pages = ExtractionCorpus.generated()
    var split = CorpusSplit()
    for directory in realDirectories {
        let real = try ExtractionCorpus.real(directory: directory)
        if real.isEmpty { print("(no real pages in \(directory.path))") }
        pages += real
        let listed = try CorpusSplit(directory: directory)
        split.parts.merge(listed.parts) { first, _ in first }
        split.persons.merge(listed.persons) { first, _ in first }
    }
    let unlisted = pages.filter { $0.isReal && split.parts[$0.id] == nil }
    if !unlisted.isEmpty {
        print(
            "(\(unlisted.count) real pages not in SPLIT.md, counted as development: "
                + unlisted.map(\.id).joined(separator: ", ") + ")")
    }
    let results = pages.map { ExtractionCorpus.run($0) }
    let development = results.filter { split.part(of: $0.page) == .development }
    print("development pages                          style       titles  found  recall  precision")
    for result in development {
        let score = result.score
        print(
            result.page.id.padding(toLength: 42, withPad: " ", startingAt: 0)
                + result.page.style.padding(toLength: 10, withPad: " ", startingAt: 0)
                + String(
                    format: "%8d %6d %6.1f%% %8.1f%%", score.truth, score.extracted,
                    score.recall * 100, score.precision * 100)
                + (result.error.map { "  not understood: \($0.prefix(120))" } ?? ""))
    }
    print("\nper style (development: generated + real)  pages  recall  precision")
    let styles = Array(Set(development.map(\.page.style))).sorted()
    for style in styles {
        let members = development.filter { $0.page.style == style }
        let total = members.map(\.score).reduce(
            ExtractionScore(correct: 0, truth: 0, extracted: 0), +)
        let real = members.filter(\.page.isReal).count
        print(
            "\(style)".padding(toLength: 42, withPad: " ", startingAt: 0)
                + String(
                    format: "%6d %6.1f%% %8.1f%%", members.count, total.recall * 100,
                    total.precision * 100) + (real > 0 ? "  (\(real) real)" : ""))
    }
    print("")
    for (label, isReal) in [("development generated", false), ("development real", true)] {
        let members = development.filter { $0.page.isReal == isReal }
        guard !members.isEmpty else { continue }
        print(partSummary(label, members))
    }
    for part in CorpusPart.allCases {
        let members = results.filter { split.part(of: $0.page) == part }
        guard !members.isEmpty else { continue }
        let persons = Set(
            members.filter(\.page.isReal).map { split.persons[$0.page.id] ?? $0.page.id })
        print(partSummary(part.rawValue, members) + ", \(persons.count) persons")
    }

    try largePageBenchmark()

    let total = results.map(\.score).reduce(ExtractionScore(correct: 0, truth: 0, extracted: 0), +)
    print(
        String(
            format: "extraction: %.1f%% recall, %.1f%% precision over %d pages",
            total.recall * 100, total.precision * 100, results.count))
}

/// One part's line: pages, recall, precision and the share of pages read well.
func partSummary(_ label: String, _ members: [CorpusResult]) -> String {
    let total = members.map(\.score).reduce(
        ExtractionScore(correct: 0, truth: 0, extracted: 0), +)
    let good = members.filter(\.score.isGood).count
    return String(
        format:
            "%@: %d pages, recall %.1f%%, precision %.1f%%, %d of %d pages (%.1f%%) at ≥95%% recall with ≤5%% spurious",
        label, members.count, total.recall * 100, total.precision * 100, good, members.count,
        Double(good) / Double(members.count) * 100)
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

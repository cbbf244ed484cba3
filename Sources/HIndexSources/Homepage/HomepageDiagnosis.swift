import Foundation
import HIndexCore

/// Why a publication page was not understood, as `inspect homepage` explains it: the closest
/// reading the extractor tried (its rules and figures) and, for each known title, where it
/// stands on the page and what that reading made of it.
public struct HomepageDiagnosis: Sendable, Hashable {
    /// One known title: where it was found, and what the closest reading extracted there.
    public struct KnownTitle: Sendable, Hashable {
        /// The title as the citation source gives it.
        public var title: String
        /// Where it stands: the XPath of the smallest element holding it (HTML) or the line of
        /// the block holding it (Markdown); `nil` when it is not on the page.
        public var place: String?
        /// Whether that element's text is the title (a title element) rather than a longer
        /// text holding it (a citation).
        public var isWhole: Bool
        /// How many places hold it.
        public var places: Int
        /// The entry title the closest reading gave it, when it recovered it.
        public var recoveredAs: String?
        /// Otherwise the entry title of that reading closest to it, with its similarity.
        public var closest: Closest?

        /// Creates the findings about one known title.
        public init(
            title: String, place: String?, isWhole: Bool = false, places: Int = 0,
            recoveredAs: String? = nil, closest: Closest? = nil
        ) {
            self.title = title
            self.place = place
            self.isWhole = isWhole
            self.places = places
            self.recoveredAs = recoveredAs
            self.closest = closest
        }
    }

    /// An entry title and its similarity to a known title.
    public struct Closest: Sendable, Hashable {
        /// The entry's title.
        public var title: String
        /// Its similarity to the known title (0…1).
        public var similarity: Double

        /// Creates the pair.
        public init(title: String, similarity: Double) {
            self.title = title
            self.similarity = similarity
        }
    }

    /// The closest reading tried: its first rule, or its title XPath; `nil` when no reading
    /// found any entry.
    public var reading: String?
    /// Its rules, most used first.
    public var rules: [String]
    /// How many entries it found.
    public var entries: Int
    /// Its self-check.
    public var check: HomepageSelfCheck
    /// The known titles, in the order given.
    public var knownTitles: [KnownTitle]

    /// Creates a diagnosis.
    public init(
        reading: String?, rules: [String], entries: Int, check: HomepageSelfCheck,
        knownTitles: [KnownTitle]
    ) {
        self.reading = reading
        self.rules = rules
        self.entries = entries
        self.check = check
        self.knownTitles = knownTitles
    }

    /// The diagnosis in lines for a terminal.
    public var summary: String {
        var lines = ["Why the list was not understood:"]
        if let reading {
            lines.append("  closest reading: \(reading), \(entries) entries")
            lines += rules.dropFirst().map { "    also: \($0)" }
        } else {
            lines.append("  no reading found any entry")
        }
        lines.append("  check: \(check.summary); \(check.knownTitles) known titles given")
        for known in knownTitles {
            lines.append("  known title: \(known.title)")
            guard let place = known.place else {
                lines.append("    not on the page")
                continue
            }
            let kind = known.isWhole ? "a title element" : "inside a longer text"
            let more = known.places > 1 ? " (and \(known.places - 1) more places)" : ""
            lines.append("    found at \(place), \(kind)\(more)")
            if let recovered = known.recoveredAs {
                lines.append("    recovered as: \(recovered)")
            } else if let closest = known.closest {
                lines.append(
                    "    not recovered; closest entry title ("
                        + String(format: "%.2f", closest.similarity) + "): \(closest.title)")
            } else {
                lines.append("    not recovered")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The diagnosis as a JSON object with sorted keys (`inspect homepage --json`).
    public var json: JSONValue {
        .object([
            "verdict": .string("not understood"),
            "closest_reading": .text(reading),
            "rules": .array(rules.map(JSONValue.string)),
            "entries": .number(entries),
            "self_check": HomepageExtractor.selfCheckJSON(check),
            "known_titles": .array(
                knownTitles.map { known in
                    .object([
                        "title": .string(known.title),
                        "place": .text(known.place),
                        "whole_element": .bool(known.isWhole),
                        "places": .number(known.places),
                        "recovered_as": .text(known.recoveredAs),
                        "closest": known.closest.map { closest in
                            JSONValue.object([
                                "title": .string(closest.title),
                                "similarity": .decimal(closest.similarity, places: 3),
                            ])
                        } ?? .null,
                    ])
                }),
        ])
    }
}

extension HomepageExtractor {
    /// Explains a page that ``extract(_:origin:knownTitles:titleThreshold:)`` does not
    /// understand: the reading that came closest, and where each known title stands and what
    /// that reading made of it. Runs the same steps as the extraction (for the `inspect`
    /// command; the build reports the error's figures only).
    public static func diagnose(
        _ data: Data, origin: String, knownTitles: [String], titleThreshold: Double = 0.8
    ) -> HomepageDiagnosis {
        let titles = HomepageAnchors.prepare(knownTitles)
        var places: [Int: (place: String, isWhole: Bool, count: Int)] = [:]
        var best: (extraction: HomepageExtraction, check: HomepageSelfCheck)?
        var onPage: [[Int]] = []
        if isMarkdown(origin) {
            let text = markdownText(data)
            let blocks = HomepageMarkdown.blocks(text).map {
                ($0.position, TitleNormalizer.normalize(HomepageMarkdown.plainText($0.source)))
            }
            for (index, title) in titles.enumerated() {
                let holding = blocks.filter { $0.1.contains(title.normalized) }
                if let first = holding.first {
                    places[index] = (
                        "line \(first.0 + 1)", first.1 == title.normalized, holding.count
                    )
                }
            }
            if let (readings, found) = try? HomepageMarkdown.readings(
                text, origin: origin, titles: titles, threshold: titleThreshold)
            {
                onPage = found.sorted().map { [$0] }
                best =
                    bestReading(
                        readings, titles: titles, onPage: onPage, threshold: titleThreshold
                    ).best
            }
        } else if let attempt = try? readHTML(
            data, origin: origin, titles: titles, threshold: titleThreshold)
        {
            for anchor in attempt.anchors {
                if let known = places[anchor.title] {
                    places[anchor.title] = (known.place, known.isWhole, known.count + 1)
                } else {
                    places[anchor.title] = (
                        attempt.page.node(anchor.element).absoluteXPath, anchor.isWhole, 1
                    )
                }
            }
            onPage = self.places(of: attempt.anchors)
            best =
                bestReading(
                    attempt.readings, titles: titles, onPage: onPage, threshold: titleThreshold
                ).best
        }
        let extracted = best?.extraction.entries.map(\.title) ?? []
        let normalized = extracted.map(TitleNormalizer.normalize)
        let known = titles.enumerated().map { index, title -> HomepageDiagnosis.KnownTitle in
            var result = HomepageDiagnosis.KnownTitle(
                title: title.text, place: places[index]?.place,
                isWhole: places[index]?.isWhole ?? false, places: places[index]?.count ?? 0)
            let scores = normalized.map {
                TitleSimilarity.normalizedSimilarity($0, title.normalized)
            }
            if let top = scores.indices.max(by: { scores[$0] < scores[$1] }) {
                if scores[top] >= titleThreshold {
                    result.recoveredAs = extracted[top]
                } else {
                    result.closest = .init(title: extracted[top], similarity: scores[top])
                }
            }
            return result
        }
        let check =
            best?.check
            ?? HomepageSelfCheck(knownTitles: titles.count, onPage: onPage.count, recovered: 0)
        return HomepageDiagnosis(
            reading: best.map { $0.extraction.rules.first ?? $0.extraction.titleXPath },
            rules: best?.extraction.rules ?? [], entries: extracted.count, check: check,
            knownTitles: known)
    }
}

import Foundation
import HIndexCore
import HIndexSources

/// `hindex-site inspect`: what one saved page or response holds, as the build would read it —
/// the text the command prints, so the executable only reads arguments and prints.
public enum Inspection {
    /// The kinds of input `inspect` understands: the saved form of every citation source of
    /// the registry (its ``CitationSourceDescriptor/inspectKind``: `scholar-profile`,
    /// `openalex-works`, `s2-papers`, `serpapi`, …), then the inputs that are not a citation
    /// source's saved form (a Scholar search page, a homepage, an OpenAlex author record,
    /// ORCID works, DBLP, Crossref, BibTeX).
    public struct Kind: RawRepresentable, Hashable, Sendable, CaseIterable {
        /// The name on the command line (`scholar-profile`, `scopus`).
        public let rawValue: String

        /// A kind by name; `nil` for one `inspect` does not understand.
        public init?(rawValue: String) {
            guard Self.names.contains(rawValue) else { return nil }
            self.rawValue = rawValue
        }

        private init(known: String) { rawValue = known }

        /// A saved Google Scholar search-result page.
        public static let scholarSearch = Kind(known: "scholar-search")
        /// A saved publication list (HTML or Markdown).
        public static let homepage = Kind(known: "homepage")
        /// A saved OpenAlex author record.
        public static let openalexAuthor = Kind(known: "openalex-author")
        /// A saved ORCID works response.
        public static let orcidWorks = Kind(known: "orcid-works")
        /// A saved DBLP person XML.
        public static let dblp = Kind(known: "dblp")
        /// A saved Crossref response.
        public static let crossref = Kind(known: "crossref")
        /// A BibTeX file.
        public static let bibtex = Kind(known: "bibtex")

        /// The kinds that are no citation source's saved form.
        static let others: [Kind] = [
            .scholarSearch, .homepage, .openalexAuthor, .orcidWorks, .dblp, .crossref, .bibtex,
        ]

        /// Every kind: the registry's, then the others.
        public static var allCases: [Kind] {
            CitationSources.all.compactMap(\.inspectKind).map(Kind.init(known:)) + others
        }

        private static let names = Set(allCases.map(\.rawValue))

        /// Kinds whose output is always the JSON of ``SourceInspection`` (a summary would
        /// hide the fields being debugged).
        public var isStructuredResponse: Bool { SourceInspection.kinds.contains(rawValue) }
    }

    /// Parses `data` (from `origin`) as `kind` and returns what to print: a summary, or with
    /// `json` one JSON object. For a homepage, `knownTitles` and `threshold` are the inputs
    /// of the extraction.
    ///
    /// - Throws: the parser's ``SourceError`` (blocked, not understood, unreadable, …).
    public static func report(
        kind: Kind, data: Data, origin: String, json: Bool, knownTitles: [String] = [],
        threshold: Double = SimilarityThresholds.standard.title
    ) throws(SourceError) -> String {
        if kind.isStructuredResponse {
            return try SourceInspection.inspectJSON(kind: kind.rawValue, data: data, origin: origin)
        }
        switch kind {
        case .scholarSearch:
            let page = try ScholarSearchParser.parse(data, origin: origin)
            if json { return ScholarSearchParser.inspectJSON(page) }
            let result = CitationSourceResult(
                sourceName: ScholarSearchParser.sourceName, origin: origin, profile: nil,
                publications: page.results, isComplete: !page.hasNextPage)
            return summary(result)
                + (page.hasNextPage ? "\n  (the page links to a next page of results)" : "")
        case .homepage:
            let extraction = try HomepageExtractor.extract(
                data, origin: origin, knownTitles: knownTitles, titleThreshold: threshold)
            return json ? HomepageExtractor.inspectJSON(extraction) : summary(extraction, origin)
        default:
            // A citation source's saved form, read by its descriptor as the build reads it.
            guard
                let parse = CitationSources.descriptor(inspectKind: kind.rawValue)?.parseSaved
            else {
                throw .unreadable(origin: origin, reason: "no reader for \(kind.rawValue)")
            }
            let result = try parse(data, origin)
            return json ? ScholarProfileParser.inspectJSON(result) : summary(result)
        }
    }

    /// Why a homepage was not understood (`error` is ``SourceError/notUnderstood(source:origin:reason:check:)``):
    /// the closest reading the extractor tried and, for each known title, where it stands on
    /// the page and what that reading made of it — lines for a terminal, or with `json` one
    /// JSON object. `nil` for other kinds and other errors.
    public static func diagnosis(
        of error: SourceError, kind: Kind, data: Data, origin: String, json: Bool,
        knownTitles: [String], threshold: Double = SimilarityThresholds.standard.title
    ) -> String? {
        guard kind == .homepage, case .notUnderstood = error else { return nil }
        let diagnosis = HomepageExtractor.diagnose(
            data, origin: origin, knownTitles: knownTitles, titleThreshold: threshold)
        return json ? diagnosis.json.prettyPrinted : diagnosis.summary
    }

    /// A citation source's publications with the metrics computed from them and, for a
    /// profile, the profile's own figures beside them.
    static func summary(_ result: CitationSourceResult) -> String {
        var lines: [String] = []
        let metrics = Metrics(citationCounts: result.publications.map(\.citationCount))
        let profile = result.profile
        lines.append("\(result.sourceName)" + (profile.map { ": \($0.name ?? "(no name)")" } ?? ""))
        if let affiliation = profile?.affiliation { lines.append("  \(affiliation)") }
        lines.append(
            "  \(result.publications.count) publications, list "
                + (result.isComplete ? "complete" : "TRUNCATED (metrics are lower bounds)"))
        lines.append(
            "  computed: citations \(metrics.citations), h \(metrics.hIndex), "
                + "i10 \(metrics.i10Index), g \(metrics.gIndex)")
        if let profile {
            let show = { (value: Int?) in value.map(String.init) ?? "?" }
            lines.append(
                "  profile:  citations \(show(profile.citations)), h \(show(profile.hIndex)), "
                    + "i10 \(show(profile.i10Index))"
                    + (profile.sinceYear.map { " (since \($0): h \(show(profile.hIndexSince)))" }
                        ?? ""))
        }
        for (index, publication) in result.publications.enumerated() {
            let year = publication.year.map(String.init) ?? "----"
            let cites = publication.citations.map(String.init) ?? "-"
            lines.append(
                "  \(leftPad(String(index + 1), 3)) \(year) \(leftPad(cites, 6))  \(publication.title)"
            )
        }
        return lines.joined(separator: "\n")
    }

    /// An extraction's layout, rules, self-check, notes and entries.
    static func summary(_ extraction: HomepageExtraction, _ origin: String) -> String {
        var lines = [
            "Homepage \(origin): \(extraction.entries.count) entries",
            "  titles:  \(extraction.titleXPath)",
            "  authors: \(extraction.authorsXPath ?? "(none)")",
        ]
        lines += extraction.rules.map { "  rule:    \($0)" }
        if let check = extraction.selfCheck {
            lines.append("  check:   \(check.summary); \(check.knownTitles) known titles given")
        }
        lines += extraction.notes.map { "  note: \($0)" }
        for (index, entry) in extraction.entries.enumerated() {
            let year = entry.year.map(String.init) ?? "----"
            lines.append("  \(leftPad(String(index + 1), 3)) \(year)  \(entry.title)")
            if !entry.authors.isEmpty { lines.append("           \(entry.authors)") }
        }
        return lines.joined(separator: "\n")
    }

    /// `text` right-aligned in `width` columns.
    static func leftPad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
}

/// A publication with its role in the h-index.
public struct ClassifiedPublication: Sendable, Hashable, Codable {
    /// The publication as the source reported it.
    public var publication: Publication
    /// Its role (core, boundary, outside, excluded).
    public var role: HCoreRole
    /// Why it is excluded, when `role == .excluded`.
    public var reason: ExclusionReason?

    /// Creates a classified publication.
    public init(publication: Publication, role: HCoreRole, reason: ExclusionReason? = nil) {
        self.publication = publication
        self.role = role
        self.reason = reason
    }
}

/// Everything the site shows about one scientist: the input to the page and JSON templates.
public struct ScientistReport: Sendable, Hashable, Codable {
    /// The content entry.
    public var entry: ScientistEntry
    /// The bio rendered to HTML by cmark (raw HTML in the Markdown is dropped, so it is safe).
    public var bioHTML: String
    /// The citation source the metrics come from, if any loaded.
    public var source: CitationSourceResult?
    /// The publications in display order (citations descending, then year, then title).
    public var publications: [ClassifiedPublication]
    /// Metrics over the counted (non-excluded) publications.
    public var metrics: Metrics
    /// Problems that did not stop the build (shown on the page and printed).
    public var notices: [String]

    /// Creates a report.
    public init(
        entry: ScientistEntry, bioHTML: String, source: CitationSourceResult?,
        publications: [ClassifiedPublication], metrics: Metrics, notices: [String]
    ) {
        self.entry = entry
        self.bioHTML = bioHTML
        self.source = source
        self.publications = publications
        self.metrics = metrics
        self.notices = notices
    }

    /// True when the source list is truncated, so the computed metrics are lower bounds.
    public var metricsAreLowerBounds: Bool { source.map { !$0.isComplete } ?? false }

    /// Builds a report: applies manual exclusions, computes metrics and roles, and orders the
    /// publications for display.
    ///
    /// `exclude` entries match a publication by exact title, case-insensitively after
    /// collapsing whitespace; the reconciliation step will widen this to normalized titles
    /// and identifiers.
    public static func classify(
        entry: ScientistEntry, bioHTML: String, source: CitationSourceResult?,
        notices: [String] = []
    ) -> ScientistReport {
        let publications = source?.publications ?? []
        let excludedKeys = Set(entry.exclude.map(Self.titleKey))
        let isExcluded = publications.map { excludedKeys.contains(Self.titleKey($0.title)) }
        let counted = publications.indices.filter { !isExcluded[$0] }
        let roles = HCoreClassifier.roles(
            forCitationCounts: counted.map { publications[$0].citationCount })
        var classified = publications.map {
            ClassifiedPublication(publication: $0, role: .excluded, reason: .manual)
        }
        for (position, index) in counted.enumerated() {
            classified[index].role = roles[position]
            classified[index].reason = nil
        }
        let metrics = Metrics(citationCounts: counted.map { publications[$0].citationCount })
        let ordered = classified.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element.publication, rhs.element.publication)
            if a.citationCount != b.citationCount { return a.citationCount > b.citationCount }
            if (a.year ?? 0) != (b.year ?? 0) { return (a.year ?? 0) > (b.year ?? 0) }
            if a.title != b.title { return a.title < b.title }
            return lhs.offset < rhs.offset
        }.map(\.element)
        return ScientistReport(
            entry: entry, bioHTML: bioHTML, source: source, publications: ordered,
            metrics: metrics, notices: notices)
    }

    /// A title comparison key: lowercased, whitespace collapsed.
    public static func titleKey(_ title: String) -> String {
        title.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

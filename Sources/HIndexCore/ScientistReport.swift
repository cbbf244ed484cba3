/// A publication with its role in the h-index.
public struct ClassifiedPublication: Sendable, Hashable, Codable {
    /// The publication as the source reported it (a kept duplicate carries the larger count).
    public var publication: Publication
    /// Its role (core, boundary, outside, excluded).
    public var role: HCoreRole
    /// Why it is excluded, when `role == .excluded`.
    public var reason: ExclusionReason?
    /// How it matched the reference list, when there is one and it matched.
    public var rule: MatchRule?
    /// The match score (1 for identifier and exact-title matches).
    public var score: Double?
    /// Index of the matched entry in the reference list (`ReferenceListResult.matches`).
    public var referenceIndex: Int?
    /// How it is tied to the scientist, when a reference list was applied.
    public var attribution: PaperAttribution?

    /// Creates a classified publication.
    public init(
        publication: Publication, role: HCoreRole, reason: ExclusionReason? = nil,
        rule: MatchRule? = nil, score: Double? = nil, referenceIndex: Int? = nil,
        attribution: PaperAttribution? = nil
    ) {
        self.attribution = attribution
        self.publication = publication
        self.role = role
        self.reason = reason
        self.rule = rule
        self.score = score
        self.referenceIndex = referenceIndex
    }
}

/// A scientist's authoritative publication list and how each entry matched.
public struct ReferenceListResult: Sendable, Hashable, Codable {
    /// Where the list comes from, e.g. "Homepage".
    public var sourceName: String
    /// The saved file or URL.
    public var origin: String
    /// The XPath learned for titles, when the list was extracted from an HTML page.
    public var titleXPath: String?
    /// Every entry with its match in the citation source.
    public var matches: [ReferenceMatch]
    /// The lists merged into this one and what each gave (empty for a list that was not
    /// merged).
    public var parts: [ReferenceListPart]
    /// How many entries had a missing year, venue or authors filled from Crossref.
    public var filledFromCrossref: Int

    /// Creates a reference-list result.
    public init(
        sourceName: String, origin: String, titleXPath: String?, matches: [ReferenceMatch],
        parts: [ReferenceListPart] = [], filledFromCrossref: Int = 0
    ) {
        self.sourceName = sourceName
        self.origin = origin
        self.titleXPath = titleXPath
        self.matches = matches
        self.parts = parts
        self.filledFromCrossref = filledFromCrossref
    }
}

/// One list's share of a merged reference list.
public struct ReferenceListPart: Sendable, Hashable, Codable {
    /// The list's name, e.g. "DBLP".
    public var sourceName: String
    /// The saved file or URL.
    public var origin: String
    /// How many entries the list holds.
    public var entryCount: Int
    /// How many of them were new to the merged list (not already given by an earlier list).
    public var addedCount: Int

    /// Creates a part.
    public init(sourceName: String, origin: String, entryCount: Int, addedCount: Int) {
        self.sourceName = sourceName
        self.origin = origin
        self.entryCount = entryCount
        self.addedCount = addedCount
    }
}

/// A scientist's reference list before matching: what the parse step hands to `classify`.
public struct ReferenceList: Sendable, Hashable, Codable {
    /// Where the list comes from, e.g. "Homepage".
    public var sourceName: String
    /// The saved file or URL.
    public var origin: String
    /// The XPath learned for titles, for HTML pages.
    public var titleXPath: String?
    /// The entries in page order.
    public var entries: [ReferenceEntry]
    /// The lists merged into this one (empty for a single list); see
    /// ``merged(_:)``.
    public var parts: [ReferenceListPart]
    /// How many entries had a missing year, venue or authors filled from Crossref.
    public var filledFromCrossref: Int
    /// The list's own words that call it a selection ("Selected publications"), when it has
    /// them (``PublicationListKind/auto`` reads them).
    public var selectionPhrase: String?

    /// Creates a reference list.
    public init(
        sourceName: String, origin: String, titleXPath: String? = nil, entries: [ReferenceEntry],
        parts: [ReferenceListPart] = [], filledFromCrossref: Int = 0
    ) {
        self.sourceName = sourceName
        self.origin = origin
        self.titleXPath = titleXPath
        self.entries = entries
        self.parts = parts
        self.filledFromCrossref = filledFromCrossref
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
    /// The reference list with its matches, when one was loaded.
    public var referenceList: ReferenceListResult?
    /// Matching counts, when a reference list was loaded.
    public var matching: MatchingSummary?
    /// How the source's papers were attributed, when a reference list was applied.
    public var attribution: AttributionSummary?
    /// Problems that did not stop the build (shown on the page; printed by their kind).
    public var notices: [Notice]
    /// The publication lists that could not be read (they decide nothing).
    public var referenceFailures: [ReferenceListFailure] = []
    /// The citation sources side by side, when two or more loaded (the primary one first).
    public var comparison: SourceComparison?
    /// How many rows the citation source listed, when the report is a summary
    /// (``summarized()``, whose ``publications`` are left out); `nil` in a full report.
    public var summarizedRowCount: Int?

    /// Creates a report.
    public init(
        entry: ScientistEntry, bioHTML: String, source: CitationSourceResult?,
        publications: [ClassifiedPublication], metrics: Metrics,
        referenceList: ReferenceListResult? = nil, matching: MatchingSummary? = nil,
        notices: [Notice], comparison: SourceComparison? = nil
    ) {
        self.entry = entry
        self.bioHTML = bioHTML
        self.source = source
        self.publications = publications
        self.metrics = metrics
        self.referenceList = referenceList
        self.matching = matching
        self.notices = notices
        self.comparison = comparison
    }

    /// How many rows the citation source listed (``publications`` of a full report).
    public var rowCount: Int { summarizedRowCount ?? publications.count }

    /// Whether this is a summary (``summarized()``) rather than the full report.
    public var isSummary: Bool { summarizedRowCount != nil }

    /// The report without what only the scientist's own page and exports show — the
    /// publications (of the report and of its source), the profile's citations per year, the
    /// matched reference list, the comparison of sources and the bio — keeping what the leaderboards, the metrics
    /// history and the build's messages use: the entry, the metrics, whether data loaded and
    /// from which source (complete or not), the row count (``rowCount``), the matching
    /// counts, the notices and the lists not read. A few hundred bytes instead of tens of
    /// kilobytes: what an incremental build stores for a scientist whose page is kept.
    public func summarized() -> ScientistReport {
        var summary = self
        summary.summarizedRowCount = rowCount
        summary.publications = []
        summary.source?.publications = []
        summary.source?.profile?.citationsPerYear = nil
        summary.referenceList = nil
        summary.comparison = nil
        summary.bioHTML = ""
        return summary
    }

    /// True when the source list is truncated, so the computed metrics are lower bounds.
    public var metricsAreLowerBounds: Bool { source.map { !$0.isComplete } ?? false }

    /// Builds a report: reconciles the source with the reference list (when given) and the
    /// manual `include`/`exclude`/`merge`, then computes metrics and roles.
    ///
    /// - Parameter parameters: the data's year and the recent window; the entry's `since`
    ///   overrides `parameters.since`.
    public static func classify(
        entry: ScientistEntry, bioHTML: String, source: CitationSourceResult?,
        referenceList: ReferenceList? = nil, notices: [Notice] = [],
        parameters: MetricsParameters = MetricsParameters()
    ) -> ScientistReport {
        let reconciliation = Reconciler.reconcile(
            source: source?.publications ?? [], reference: referenceList?.entries, entry: entry,
            sourceIsSearch: source?.leftOutBySurnameFilter != nil,
            selectionPhrase: referenceList?.selectionPhrase)
        return build(
            entry: entry, bioHTML: bioHTML, source: source, referenceList: referenceList,
            reconciliation: reconciliation, notices: notices, parameters: parameters)
    }

    /// Builds a report from a finished reconciliation: metrics and roles over the counted
    /// papers, publications ordered for display (citations descending, then year, then title).
    ///
    /// - Parameter parameters: the data's year and the recent window; the entry's `since`
    ///   overrides `parameters.since`.
    public static func build(
        entry: ScientistEntry, bioHTML: String, source: CitationSourceResult?,
        referenceList: ReferenceList?, reconciliation: Reconciliation, notices: [Notice],
        parameters: MetricsParameters = MetricsParameters()
    ) -> ScientistReport {
        let rows = reconciliation.publications
        let counted = rows.indices.filter { rows[$0].counted }
        let roles = HCoreClassifier.roles(
            forCitationCounts: counted.map { rows[$0].publication.citationCount })
        var classified = rows.map { row in
            ClassifiedPublication(
                publication: row.publication, role: .excluded, reason: row.exclusion ?? .manual,
                rule: row.rule, score: row.score, referenceIndex: row.referenceIndex,
                attribution: row.attribution)
        }
        for (position, index) in counted.enumerated() {
            classified[index].role = roles[position]
            classified[index].reason = nil
        }
        // Sorting positions, not the (large) publications themselves.
        let keys = classified.map { ($0.publication.citationCount, $0.publication.year ?? 0) }
        let ordered = classified.indices.sorted { lhs, rhs in
            let (a, b) = (keys[lhs], keys[rhs])
            if a.0 != b.0 { return a.0 > b.0 }
            if a.1 != b.1 { return a.1 > b.1 }
            let (x, y) = (classified[lhs].publication.title, classified[rhs].publication.title)
            if x != y { return x < y }
            return lhs < rhs
        }.map { classified[$0] }
        var metricsParameters = parameters
        if let since = entry.since { metricsParameters.since = since }
        let metrics = Metrics(
            publications: ordered.filter { $0.role != .excluded }.map(\.publication),
            parameters: metricsParameters)
        var referenceResult: ReferenceListResult?
        if let referenceList, let matches = reconciliation.reference {
            referenceResult = ReferenceListResult(
                sourceName: referenceList.sourceName, origin: referenceList.origin,
                titleXPath: referenceList.titleXPath, matches: matches,
                parts: referenceList.parts, filledFromCrossref: referenceList.filledFromCrossref)
        }
        var report = ScientistReport(
            entry: entry, bioHTML: bioHTML, source: source, publications: ordered,
            metrics: metrics, referenceList: referenceResult,
            matching: referenceResult == nil ? nil : reconciliation.summary,
            notices: notices
                + (source == nil ? [] : reconciliation.notices.map { Notice(.matching, $0) }))
        report.attribution = referenceResult == nil ? nil : reconciliation.attribution
        return report
    }
}

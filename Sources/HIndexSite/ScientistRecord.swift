import Foundation
import HIndexCore
import HIndexSources

/// One citation source of a scientist on its way through the steps: what was planned, what
/// the `fetch` step got and what the `parse` step made of it, kept together so that no step
/// has to line up separate lists.
public struct SourceRun: Sendable {
    /// How to get the source (`plan` step).
    public let plan: CitationSourcePlan
    /// What the `fetch` step got; `nil` before it ran and for a source that this version
    /// does not read (``CitationSourcePlan/unavailable(source:reason:)``).
    public var fetched: FetchedSource?
    /// The records, or why there are none (`parse` step); `nil` when nothing was parsed (the
    /// source was not fetched, or the scientist is unchanged since the last build).
    public var parsed: Result<CitationSourceResult, SourceError>?

    /// Creates the run of a planned source, not fetched yet.
    public init(plan: CitationSourcePlan) {
        self.plan = plan
    }
}

/// One reference list (publication list) of a scientist on its way through the steps: what
/// was planned, what the `fetch` step got and what the `parse` step made of it.
public struct ReferenceRun: Sendable {
    /// How to get the list (`plan` step).
    public let plan: ReferenceListPlan
    /// What the `fetch` step got; `nil` before it ran and for a list that this version does
    /// not read (``ReferenceListPlan/unavailable(source:reason:)``).
    public var fetched: FetchedSource?
    /// The list, or why it could not be read (`parse` step); `nil` when nothing was parsed
    /// (the list was not fetched, the citation source did not parse, or the scientist is
    /// unchanged since the last build).
    public var parsed: Result<ReferenceList, SourceError>?

    /// Creates the run of a planned list, not fetched yet.
    public init(plan: ReferenceListPlan) {
        self.plan = plan
    }
}

/// Everything the build knows about one scientist, filled in step by step: the plan (`plan`),
/// each source's fetched and parsed data (`fetch`, `parse`), Crossref's fill (`enrich`) and
/// the reconciliation (`reconcile`). A value: a step can work on one record at a time.
public struct ScientistRecord: Sendable {
    /// The work planned for the scientist (`plan` step); the runs below follow it.
    public let plan: ScientistPlan
    /// The primary citation source, or `nil` when the content names none.
    public var citation: SourceRun?
    /// The other citation sources, one per ``ScientistPlan/otherCitationSources`` entry.
    public var others: [SourceRun]
    /// The reference lists, one per ``ScientistPlan/referenceLists`` entry.
    public var references: [ReferenceRun]
    /// Whether the scientist's content, inputs and tool are unchanged since the last build
    /// into the same output folder: neither parsed nor rendered again (`parse` step; the
    /// `render` step clears it when a previous output file cannot be reused).
    public var unchanged = false
    /// Crossref's fill of the merged reference list (`enrich` step); `nil` when no entry
    /// needed it or the scientist is unchanged.
    var crossref: CrossrefFill?
    /// The primary citation source matched against the reference list (`reconcile` step);
    /// `nil` when the citation source did not parse.
    public var reconciliation: Reconciliation?
    /// The metrics, paper roles and notices of the page (`metrics` step); an unchanged
    /// scientist keeps the previous build's.
    public var report: ScientistReport?
    /// The report's metrics as the history stores them (``CacheStore/metricsJSON(_:)``),
    /// encoded in the scientist's task by `metrics`; kept after ``release()`` for the
    /// leaderboards' fingerprint.
    var metricsJSON: Result<String, any Error>?
    /// The scientist's files as the `render` step wrote them, until the step records them in
    /// the site being written.
    var stored: StoredFiles?

    /// Creates the record of a plan, with one run per planned source, none fetched yet.
    public init(plan: ScientistPlan) {
        self.plan = plan
        citation = plan.citationSource.map(SourceRun.init(plan:))
        others = plan.otherCitationSources.map(SourceRun.init(plan:))
        references = plan.referenceLists.map(ReferenceRun.init(plan:))
    }

    /// The scientist's slug.
    public var slug: String { plan.entry.slug }

    /// Replaces the bytes of every fetched page with an empty page (after the `parse` step):
    /// what was fetched, from where, when and whether it failed is kept.
    mutating func releasePages() {
        let release = Self.withoutPage
        if let fetched = citation?.fetched { citation?.fetched = release(fetched) }
        for index in others.indices {
            if let fetched = others[index].fetched { others[index].fetched = release(fetched) }
        }
        for index in references.indices {
            if let fetched = references[index].fetched {
                references[index].fetched = release(fetched)
            }
        }
    }

    /// Reduces the record to what the site-wide pages and the build record need, once the
    /// scientist's files are written: the report's summary (``ScientistReport/summarized()``),
    /// the plan, what was fetched from where and when (without pages or records), and the
    /// DOIs looked up in Crossref. The parsed sources and the reconciliation are dropped.
    mutating func release() {
        releasePages()
        if let report, !report.isSummary { self.report = report.summarized() }
        reconciliation = nil
        crossref?.works = [:]
        crossref?.notices = []
        citation?.parsed = nil
        if let fetched = citation?.fetched { citation?.fetched = Self.withoutRecords(fetched) }
        for index in others.indices {
            others[index].parsed = nil
            if let fetched = others[index].fetched {
                others[index].fetched = Self.withoutRecords(fetched)
            }
        }
        for index in references.indices { references[index].parsed = nil }
    }

    /// `fetched` with its parsed records' publications left out.
    private static func withoutRecords(_ fetched: FetchedSource) -> FetchedSource {
        guard case .success(.records(var result)) = fetched.body, !result.publications.isEmpty
        else { return fetched }
        result.publications = []
        var released = fetched
        released.body = .success(.records(result))
        return released
    }

    /// `fetched` with an empty page in place of its page's bytes.
    private static func withoutPage(_ fetched: FetchedSource) -> FetchedSource {
        guard case .success(.page(let data)) = fetched.body, !data.isEmpty else { return fetched }
        var released = fetched
        released.body = .success(.page(Data()))
        return released
    }

    /// Every source that the `fetch` step got, in plan order: the citation source first,
    /// then the other citation sources, then the reference lists.
    public var fetchedSources: [FetchedSource] {
        ([citation?.fetched] + others.map(\.fetched) + references.map(\.fetched))
            .compactMap { $0 }
    }

    /// The freshness of each fetched source, in the order of ``fetchedSources``.
    var freshness: [DataFreshness] {
        fetchedSources.compactMap(\.freshness)
    }

    /// The reference lists that parsed, merged into one (entries deduplicated by DOI or
    /// normalized title) with the missing years, venues and authors that Crossref filled;
    /// `nil` when none parsed.
    var referenceList: ReferenceList? {
        let list = mergedReferenceList
        guard let works = crossref?.works else { return list }
        return list?.filled(fromCrossref: works)
    }

    /// The reference lists that parsed, merged into one (entries deduplicated by DOI or
    /// normalized title), before Crossref's fill; `nil` when none parsed.
    var mergedReferenceList: ReferenceList? {
        ReferenceList.merged(references.compactMap { try? $0.parsed?.get() })
    }
}

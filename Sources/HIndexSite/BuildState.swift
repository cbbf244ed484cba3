import Foundation
import HIndexCore
import HIndexSources
import HIndexStore

/// What a scientist's citation source is and how to get it: the same three cases for every
/// source of the registry (``CitationSources``).
public enum CitationSourcePlan: Sendable, Hashable {
    /// A page or API response saved under the content folder, read by the
    /// ``CitationSourceDescriptor/parseSaved`` of the source with front-matter key `source`.
    case savedFile(path: String, source: String)
    /// An identifier fetched by the ``CitationSourceDescriptor/network`` pager of the source
    /// with front-matter key `source` (all pages), through the cache.
    case fetched(source: String, id: String)
    /// A source that this version cannot read yet; the reason is shown on the page.
    case unavailable(source: String, reason: Message)

    /// Whether getting the source needs the network (or the cache).
    var needsNetwork: Bool {
        if case .fetched = self { return true }
        return false
    }

    /// The front-matter key of the source, when it is read.
    var sourceKey: String? {
        switch self {
        case .savedFile(_, let source), .fetched(let source, _): source
        case .unavailable: nil
        }
    }
}

/// What a scientist's reference list (their own publication list) is and how to get it.
public enum ReferenceListPlan: Sendable, Hashable {
    /// A publications page (HTML or Markdown) saved under the content folder.
    case homepageFile(path: String)
    /// A publications page fetched from its URL, through the cache.
    case homepageURL(url: String)
    /// An ORCID public works response (API v3 `/works`) saved under the content folder.
    case orcidFile(path: String)
    /// An ORCID record's public works fetched by iD (`/v3.0/<iD>/works`), through the cache.
    case orcidWorks(iD: String)
    /// A DBLP person record (XML) saved under the content folder.
    case dblpFile(path: String)
    /// A DBLP person record fetched by pid (`/pid/<pid>.xml`), through the cache.
    case dblpPerson(pid: String)
    /// A BibTeX file under the content folder (never fetched).
    case bibtexFile(path: String)
    /// A list that this version cannot read yet; the reason is shown on the page.
    case unavailable(source: String, reason: Message)
}

/// The work planned for one scientist.
public struct ScientistPlan: Sendable, Hashable {
    /// The scientist.
    public var entry: ScientistEntry
    /// Where the citation counts come from, or `nil` when the content names no source.
    public var citationSource: CitationSourcePlan?
    /// The other citation sources of the front matter, in the order of
    /// ``CitationSources/all``: fetched and parsed like the primary one, shown in the
    /// comparison of sources, never used for the headline metrics.
    public var otherCitationSources: [CitationSourcePlan] = []
    /// The scientist's own publication lists (merged into one), empty when the content
    /// names none.
    public var referenceLists: [ReferenceListPlan]

    /// Whether getting this scientist's sources needs the network (or the cache).
    var needsNetwork: Bool {
        if citationSource?.needsNetwork == true { return true }
        if otherCitationSources.contains(where: \.needsNetwork) { return true }
        return referenceLists.contains { list in
            switch list {
            case .homepageURL, .orcidWorks, .dblpPerson: true
            case .homepageFile, .orcidFile, .dblpFile, .bibtexFile, .unavailable: false
            }
        }
    }
}

/// What the fetch step got for one source: bytes for the parse step, or records that were
/// parsed while fetching (a Scholar profile is parsed page by page to find its end).
public enum FetchedContent: Sendable {
    /// A page or response to parse.
    case page(Data)
    /// A file saved under the content folder, read when it is parsed (so that a build does
    /// not hold every saved page between the steps); the `fetch` step checked that it is a
    /// file there, within the size limit.
    case savedFile(URL)
    /// Publications already parsed (fetched now, or from the cache).
    case records(CitationSourceResult)
}

/// One scientist's source as the fetch step got it, or why it could not.
public struct FetchedSource: Sendable {
    /// The file path (relative to the content folder) or URL.
    public var origin: String
    /// The content, or the error that prevented getting it.
    public var body: Result<FetchedContent, SourceError>
    /// When the data was fetched and whether its last refresh failed (`nil` for saved files).
    public var freshness: DataFreshness?
    /// A hash of everything the body was made from (file bytes, cached records, the error),
    /// so an unchanged source can be recognised without parsing it.
    public var inputHash: String
    /// When the data was fetched (the saved file's modification time for saved files); the
    /// `metrics` step replaces it with the data's date (``DataDate``: `saved:`, the page's own
    /// evidence, then the modification time) for the metrics and their history.
    public var dataDate: Date?
    /// A short description for the progress line, e.g. `3 pages fetched`.
    public var summary: String
    /// Whether an `--offline` build found nothing in the cache for this source.
    public var isMissingFromCache = false
    /// Whether the cache holds no copy of this network source (offline, or every fetch
    /// failed).
    public var hasNoCachedCopy = false
}

/// What an online build that found no network did instead: the hosts it tried, the cached
/// copies' days, and the sources the cache does not hold.
public struct NoNetwork: Sendable, Hashable, Codable {
    /// The hosts checked, each with why it cannot be reached.
    public var hosts: [String]
    /// The resolver's reason for the first host.
    public var reason: String
    /// The oldest and newest day of the cached copies used (`YYYY-MM-DD`), when any.
    public var cachedFrom: String?
    /// The newest day of the cached copies used.
    public var cachedTo: String?
    /// Sources the cache does not hold, as `slug: what` lines.
    public var missing: [String]

    /// The console's line: what happened, what was used, and how to skip the check.
    public var message: String {
        let shown = hosts.prefix(3).joined(separator: ", ") + (hosts.count > 3 ? ", …" : "")
        var text = "no network (\(shown): \(reason)): "
        if let cachedFrom, let cachedTo {
            text +=
                "built from the cache, fetched "
                + (cachedFrom == cachedTo
                    ? "on \(cachedFrom)" : "from \(cachedFrom) to \(cachedTo)")
        } else {
            text += "nothing was fetched"
        }
        if !missing.isEmpty {
            var seen: Set<Substring> = []
            let slugs = missing.compactMap { $0.split(separator: ":").first }
                .filter { seen.insert($0).inserted }
            text +=
                "; \(missing.count) source\(missing.count == 1 ? "" : "s") of \(slugs.count) "
                + "scientist\(slugs.count == 1 ? " is" : "s are") not cached yet ("
                + slugs.prefix(5).joined(separator: ", ") + (slugs.count > 5 ? ", …" : "") + ")"
        }
        return text + "; pass --offline to skip this check"
    }
}

/// The data flowing through the pipeline; each step reads what earlier steps produced.
public struct BuildState: Sendable {
    /// The options of this build.
    public let options: BuildOptions
    /// Loaded content (`content` step).
    public var content: Content?
    /// Warnings from the content step (errors stop the build).
    public var findings: [Finding] = []
    /// One record per scientist, in slug order (`plan` step); the later steps fill in their
    /// parts of each record but never add, remove or reorder records.
    public internal(set) var records: [ScientistRecord] = []
    /// The position of each scientist's record in ``records``, by slug (`plan` step).
    private(set) var recordPositions: [String: Int] = [:]
    /// The cache, when it could be opened (`fetch` step).
    public var cache: CacheStore?
    /// Network sources that an `--offline` build found missing from the cache, as
    /// `slug: what` lines (`fetch` step).
    public var missingOffline: [String] = []
    /// Lines of ``missingOffline`` moved here because their scientist kept the previous
    /// build's page and figures (`--offline` after a cache lost them, issue 31 case 13): the
    /// site is whole, so they are warnings, not an error.
    public var keptOffline: [String] = []
    /// Set when an online build found no network: none of the hosts it needed resolves
    /// (`fetch` step); the build then used the cache alone, as offline.
    public var noNetwork: NoNetwork?
    /// The hosts found unreachable while fetching (`fetch` step; `nil` offline).
    public var reachability: HostReachability?
    /// How many HTTP requests the build made, and how many pages came from the cache.
    public var requestCount = 0
    /// Pages served from the cache instead of the network.
    public var cachedPageCount = 0
    /// One report per scientist, in slug order (``ScientistRecord/report``, `metrics` step).
    public var reports: [ScientistReport] { records.compactMap(\.report) }
    /// Output files rendered by this build and not written yet (the site-wide pages), by
    /// path relative to the output folder (`render` step; the `write` step writes them).
    public var files: [String: Data] = [:]
    /// The site being written: the `render` step writes each scientist's files into it as
    /// they are rendered, the `write` step adds ``files`` and finishes it.
    var output: SiteWriteSession?
    /// Files of the previous output that this build keeps as they are (unchanged parts), by
    /// path relative to the output folder (`render` step).
    public var keptFiles: Set<String> = []
    /// Every path of the site this build writes: rendered and kept.
    public var outputPaths: Set<String> {
        keptFiles.union(files.keys).union(output?.hashes.keys ?? [:].keys)
    }
    /// The output paths rendered by this build, sorted (`render` step).
    public var rendered: [String] = []
    /// Problems that did not stop the build, as printed lines (`slug: message`).
    public var problems: [String] = []
    /// For a build that found its content, saved pages, cache, options and tool as the
    /// last build into the same output left them, and that output untouched
    /// (``BuildManifest``): what that build told. The build then ran no step.
    public internal(set) var keptSite: BuildSummary?

    /// What the build tells its user at the end.
    public var summary: BuildSummary { keptSite?.kept ?? BuildSummary(state: self) }

    /// What the incremental build knows (fingerprints, previous outputs).
    var incremental = IncrementalState()
    /// What the batched steps carry from one batch of scientists to the next.
    var batches = BatchedStepsState()

    /// Creates the initial state.
    public init(options: BuildOptions) {
        self.options = options
    }

    /// Starts one record per plan, in the order given (slug order), replacing any earlier
    /// records (`plan` step).
    mutating func startRecords(_ plans: [ScientistPlan]) {
        records = plans.map(ScientistRecord.init(plan:))
        recordPositions = Dictionary(
            records.indices.map { (records[$0].slug, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The record of the scientist with `slug`, or `nil` when there is none.
    func record(_ slug: String) -> ScientistRecord? {
        recordPositions[slug].map { records[$0] }
    }

    /// The scientists whose content, inputs and tool are unchanged since the last build into
    /// the same output folder (``ScientistRecord/unchanged``), by slug.
    public var unchanged: Set<String> {
        Set(records.lazy.filter(\.unchanged).map(\.slug))
    }

    /// Whether the build got no citation data at all although scientists have citation
    /// sources: every source failed, was blocked or is missing from the cache. The site is
    /// still written (each page says why), but the build fails. `false` when no scientist
    /// names a citation source this version reads (nothing was expected).
    public var noScientistHasData: Bool {
        let expected = records.contains { record in
            switch record.plan.citationSource {
            case nil, .unavailable?: false
            default: true
            }
        }
        return expected && reports.allSatisfy { $0.source == nil }
    }

    /// The loaded content, or an error naming the step that needed it.
    func requireContent(step: String) throws -> Content {
        guard let content else {
            throw BuildError(step: step, reason: "content was not loaded before this step")
        }
        return content
    }
}

/// What the steps done scientist by scientist (``BuildStep/batch``) carry from one batch to
/// the next: site-wide facts and the small per-scientist data of the site-wide pages.
struct BatchedStepsState: Sendable {
    /// Crossref, once a batch needed it (`enrich`).
    var crossrefLookup: CrossrefLookup?
    /// Crossref's requests and cache reads (`enrich`).
    let crossrefTally = FetchTally()
    /// What each DOI looked up in this build gave (`enrich`; emptied by its `finish`).
    var crossrefOutcomes: [String: CrossrefOutcome] = [:]
    /// The recent window of the metrics (`metrics`).
    var recentYears = MetricsParameters.defaultRecentYears
    /// The number of this build's rows in the metrics history; `nil` without a cache or
    /// once appending failed (`metrics`).
    var buildNumber: Int?
    /// The renderer of scientists' files, without reports (`render`).
    var renderer: SiteRenderer?
    /// The renderer of the batch's scientists' files, with their freshness and histories
    /// (`render`, from its batch work to its collect work).
    var batchRenderer: SiteRenderer?
    /// The slugs of the batch's scientists whose files are rendered (`render`).
    var toRender: Set<String> = []
    /// Whether the histories could be read (`render`).
    var historyReadable = true
    /// Files of the previous output kept as they are (`render`).
    var kept: Set<String> = []
    /// The paths rendered so far (`render`).
    var rendered: [String] = []
}

import Foundation
import HIndexCore
import HIndexSources

/// A citation source fetched page by page through the cache: a Google Scholar profile by
/// id, a Scholar author search (`scholar_search:`), an OpenAlex author (record and works) or
/// a Semantic Scholar author's papers. All share the fetch, cache, freshness and stale-copy
/// code of ``SourceLoader``; this type says only what differs.
enum CitationFetch: Sendable, Hashable, CustomStringConvertible {
    /// `scholar: <id>`.
    case profile(id: String)
    /// `scholar_search: First Last`.
    case search(query: String)
    /// `openalex: A…`: the author record and the author's works, following
    /// `meta.next_cursor`.
    case openAlexWorks(id: String)
    /// `semantic_scholar: <id>`: the author's papers, following `next`.
    case semanticScholarPapers(id: String)
    /// A source of the registry fetched by identifier with its own pager (`serpapi: <id>`).
    case registered(source: String, id: String)

    /// The `source` of the parsed record in the cache (and of the refresh status key).
    var recordSource: String {
        switch self {
        case .profile: "scholar_profile"
        case .search: "scholar_search"
        case .openAlexWorks: "openalex_works"
        case .semanticScholarPapers: "semantic_scholar_papers"
        case .registered(let source, _):
            CitationSources.descriptor(source)?.network?.recordSource ?? source
        }
    }

    /// The parsed record's key: the profile or author id, or the searched name as requested.
    var key: String {
        switch self {
        case .profile(let id): id
        case .search(let query): ScholarSearchRequests.authorName(from: query)
        case .openAlexWorks(let id): id
        case .semanticScholarPapers(let id): id
        case .registered(_, let id): id
        }
    }

    /// The `sources.<key>` entry of `site.md` that sets how long the source stays fresh.
    var periodKey: String {
        switch self {
        case .profile, .search: "scholar"
        case .openAlexWorks: "openalex"
        case .semanticScholarPapers: "semantic_scholar"
        case .registered(let source, _): source
        }
    }

    /// The source's name on pages and in progress lines.
    var label: String {
        switch self {
        case .profile: ScholarProfileParser.sourceName
        case .search: ScholarSearchParser.sourceName
        case .openAlexWorks: OpenAlexWorksFetcher.sourceName
        case .semanticScholarPapers: SemanticScholarPapersFetcher.sourceName
        case .registered(let source, _): CitationSources.descriptor(source)?.label ?? source
        }
    }

    /// The source in messages: `Google Scholar profile ID`, `Google Scholar search
    /// author:"First Last"`, `OpenAlex works of A…`, `Semantic Scholar papers of 123`.
    var description: String {
        switch self {
        case .profile(let id): "\(label) \(id)"
        case .search: "\(label) author:\"\(key)\""
        case .openAlexWorks(let id): "\(label) author \(id)"
        case .semanticScholarPapers(let id): "\(label) papers of author \(id)"
        case .registered(_, let id): "\(label) author \(id)"
        }
    }

    /// What one fetch got: the result, the responses, and notes for the progress line.
    struct Outcome: Sendable {
        var result: CitationSourceResult
        var responses: [FetchResponse]
        var notes: [String]
    }

    /// Fetches every page over `network`.
    func fetch(from network: NetworkSources) async throws(CitationFetchError) -> Outcome {
        switch self {
        case .profile(let id):
            let fetch = try await network.profiles.fetchProfile(user: id)
            return Outcome(
                result: fetch.result, responses: fetch.responses,
                notes: fetch.reachedPageCap ? ["stopped at the page cap"] : [])
        case .search(let query):
            let fetch = try await network.searches.fetchSearch(query: query)
            var notes = ["\(fetch.result.publications.count) of \(fetch.resultCount) results kept"]
            if fetch.droppedCount > 0 {
                notes[0] +=
                    " (\(fetch.droppedCount) without the surname in the author line dropped)"
            }
            if fetch.reachedPageCap { notes.append("stopped at the page cap") }
            return Outcome(result: fetch.result, responses: fetch.responses, notes: notes)
        case .openAlexWorks(let id):
            let author = try await network.openAlexWorks.fetchAuthor(authorID: id)
            let fetch = try await network.openAlexWorks.fetchWorks(authorID: id)
            var result = fetch.result
            result.profile = Self.profile(
                of: author.author, citationsPerYear: fetch.result.profile?.citationsPerYear)
            return Outcome(
                result: result, responses: [author.response] + fetch.responses,
                notes: fetch.reachedPageCap ? ["stopped at the page cap"] : [])
        case .semanticScholarPapers(let id):
            let fetch = try await network.semanticScholar.fetchPapers(authorID: id)
            return Outcome(
                result: fetch.result, responses: fetch.responses,
                notes: fetch.reachedPageCap ? ["stopped at the page cap"] : [])
        case .registered(let source, let id):
            guard let pager = CitationSources.descriptor(source)?.network else {
                throw .notConfigured(source: source, reason: "no network reader")
            }
            let fetcher = try network.registeredFetcher(source)
            let fetch = try await pager.fetch(fetcher.fetcher, fetcher.base, id)
            return Outcome(result: fetch.result, responses: fetch.responses, notes: fetch.notes)
        }
    }

    /// The profile summary of an OpenAlex author record, with its works count and the
    /// citations per year summed over the works (the record's own `counts_by_year` is by
    /// publication year, so it is not used).
    static func profile(of author: OpenAlexAuthor, citationsPerYear: [Int: Int]?)
        -> ProfileSummary
    {
        var profile = author.profile
        profile.worksCount = author.worksCount
        profile.citationsPerYear = citationsPerYear
        return profile
    }
}

import Foundation
import HIndexCore

extension CitationSourceDescriptor {
    /// `openalex:` — an OpenAlex author's works, by author id (or ORCID iD) or a saved
    /// `/works` response.
    public static let openAlex = CitationSourceDescriptor(
        key: "openalex", label: OpenAlexWorksFetcher.sourceName,
        valueDescription: "an OpenAlex author id (A…) or a saved works response",
        identifier: { SourceIdentifier.openAlex($0) },
        parseSaved: { data, origin throws(SourceError) in
            let page = try OpenAlexWorksParser.parse(data, origin: origin)
            let listed = page.publications.count + page.untitledWorkIDs.count
            let perYear = page.totalCitationsByYear
            return CitationSourceResult(
                sourceName: OpenAlexWorksFetcher.sourceName, origin: origin,
                profile: perYear.isEmpty ? nil : ProfileSummary(citationsPerYear: perYear),
                publications: page.publications,
                isComplete: page.nextCursor == nil && (page.totalCount ?? listed) <= listed)
        },
        network: NetworkCitationSource(
            service: .openalex,
            apiKey: .init(
                environmentVariable: "OPENALEX_API_KEY", name: "api_key", placement: .query,
                required: false),
            recordSource: "openalex_works",
            fetch: { context, id throws(CitationFetchError) in
                let fetcher = OpenAlexWorksFetcher(
                    fetcher: context.fetcher, baseURL: context.base, mailto: context.contact)
                let author = try await fetcher.fetchAuthor(authorID: id)
                let fetch = try await fetcher.fetchWorks(authorID: id)
                var result = fetch.result
                result.profile = OpenAlexWorksFetcher.profile(
                    of: author.author, citationsPerYear: fetch.result.profile?.citationsPerYear)
                return NetworkCitationSource.Fetch(
                    result: result, responses: [author.response] + fetch.responses,
                    notes: fetch.reachedPageCap ? ["stopped at the page cap"] : [])
            }),
        unreadableURL: .noticeOpenAlexNotID, inspectKind: "openalex-works",
        methodologyNote: DataSourceNote(
            id: "openalex", name: .sourceNameOpenAlex, caveats: .sourceCaveatsOpenAlex))
}

extension OpenAlexWorksFetcher {
    /// The profile summary of an OpenAlex author record, with its works count and the
    /// citations per year summed over the works (the record's own `counts_by_year` is by
    /// publication year, so it is not used).
    public static func profile(of author: OpenAlexAuthor, citationsPerYear: [Int: Int]?)
        -> ProfileSummary
    {
        var profile = author.profile
        profile.worksCount = author.worksCount
        profile.citationsPerYear = citationsPerYear
        return profile
    }
}

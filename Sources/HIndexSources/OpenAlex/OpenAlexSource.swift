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
        })
}

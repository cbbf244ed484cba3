import Foundation
import HIndexCore

extension CitationSourceDescriptor {
    /// `serpapi:` — a saved response of SerpApi's Google Scholar Author API.
    public static let serpApi = CitationSourceDescriptor(
        key: "serpapi", label: SerpApiAuthorParser.sourceName,
        valueDescription: "a saved SerpApi google_scholar_author response (.json)",
        identifier: nil,
        parseSaved: { data, origin throws(SourceError) in
            try SerpApiAuthorParser.parse(data, origin: origin)
        })
}

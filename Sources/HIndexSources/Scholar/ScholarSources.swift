import Foundation
import HIndexCore

extension CitationSourceDescriptor {
    /// `scholar:` — a Google Scholar profile, by user id or saved page.
    public static let scholar = CitationSourceDescriptor(
        key: "scholar", label: ScholarProfileParser.sourceName,
        valueDescription: "a Google Scholar user id, a profile URL or a saved profile page",
        identifier: { SourceIdentifier.scholar($0) },
        parseSaved: { data, origin throws(SourceError) in
            try ScholarProfileParser.parse(data, origin: origin)
        })

    /// `scholar_search:` — a Google Scholar author search by name (never saved).
    public static let scholarSearch = CitationSourceDescriptor(
        key: "scholar_search", label: ScholarSearchParser.sourceName,
        valueDescription: "the author's name as Google Scholar writes it (\"First Last\")",
        identifier: { SourceIdentifier.scholarSearch($0) }, parseSaved: nil)
}

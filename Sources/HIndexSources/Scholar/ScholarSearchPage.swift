import Foundation
import HIndexCore

/// One page of Google Scholar search results (`/scholar?q=…`).
public struct ScholarSearchPage: Sendable, Hashable {
    /// The results in page order: title, authors, venue, year, "Cited by N" and cluster id.
    public var results: [Publication]
    /// Whether the page links to a next page of results.
    public var hasNextPage: Bool

    /// Creates a page.
    public init(results: [Publication], hasNextPage: Bool) {
        self.results = results
        self.hasNextPage = hasNextPage
    }
}

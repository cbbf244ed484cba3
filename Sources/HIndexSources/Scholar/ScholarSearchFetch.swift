import Foundation
import HIndexCore

/// All pages of one author search, filtered to the surname, and the raw responses.
public struct ScholarSearchFetch: Sendable, Hashable {
    /// The kept results in page order; `isComplete` is `false` when the page cap was hit.
    public var result: CitationSourceResult
    /// The responses, one per page, in order.
    public var responses: [FetchResponse]
    /// How many results the pages held before filtering.
    public var resultCount: Int
    /// How many results were dropped because their author line lacks the surname.
    public var droppedCount: Int
    /// Whether fetching stopped at the page cap with more pages left.
    public var reachedPageCap: Bool
}

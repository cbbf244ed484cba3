import Foundation
import HIndexCore

/// All pages of one profile, merged in order, and the raw responses for the cache.
public struct ScholarProfileFetch: Sendable, Hashable {
    /// The merged result: the first page's profile summary, every page's rows in order;
    /// `isComplete` when the last page said so.
    public var result: CitationSourceResult
    /// The responses, one per page, in order.
    public var responses: [FetchResponse]
    /// Whether fetching stopped at the page cap with the list still incomplete.
    public var reachedPageCap: Bool
}

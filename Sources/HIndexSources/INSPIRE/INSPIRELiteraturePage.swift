import HIndexCore

/// One page of an INSPIRE literature search (`/api/literature?q=…`): its records as
/// publications, the number of records the search matched and the link to the next page.
public struct INSPIRELiteraturePage: Sendable, Hashable {
    /// The records with a title, in page order.
    public var publications: [Publication]
    /// `hits.total`: how many records the search matched, when the response says.
    public var total: Int?
    /// How many records the page held, with or without a title.
    public var recordCount: Int
    /// Records left out because they have no title (their `control_number` or position).
    public var untitled: [String]
    /// `links.next`, `nil` on the last page.
    public var next: String?

    /// Creates a page.
    public init(
        publications: [Publication], total: Int?, recordCount: Int, untitled: [String] = [],
        next: String? = nil
    ) {
        self.publications = publications
        self.total = total
        self.recordCount = recordCount
        self.untitled = untitled
        self.next = next
    }

    /// Whether the page holds every record the search matched (a saved response of a whole
    /// list): as many records as `hits.total`, or without a total, no next page.
    public var holdsEveryRecord: Bool {
        if let total { return recordCount >= total && next == nil }
        return next == nil
    }
}

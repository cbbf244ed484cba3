import HIndexCore

/// What ``HomepageExtractor`` read from a scientist's own publication list.
public struct HomepageExtraction: Sendable, Hashable {
    /// The publications the page lists, in page order, repeated listings merged.
    public var entries: [ReferenceEntry]
    /// The XPath learned for the titles (for citation strings: the one selecting each
    /// citation, whose text is then split); for Markdown a description of the rule.
    public var titleXPath: String
    /// The XPath learned for the author lines, `nil` when the page shows no authors or they
    /// did not line up with the titles.
    public var authorsXPath: String?
    /// What the extractor decided and why (layout used, items skipped, repeats merged), for
    /// the report and the `inspect` command.
    public var notes: [String]

    /// Creates an extraction result.
    public init(
        entries: [ReferenceEntry], titleXPath: String, authorsXPath: String? = nil,
        notes: [String] = []
    ) {
        self.entries = entries
        self.titleXPath = titleXPath
        self.authorsXPath = authorsXPath
        self.notes = notes
    }
}

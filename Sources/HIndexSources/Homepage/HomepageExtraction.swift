import HIndexCore

/// What ``HomepageExtractor`` read from a scientist's own publication list.
public struct HomepageExtraction: Sendable, Hashable {
    /// The publications the page lists, in page order, repeated listings merged.
    public var entries: [ReferenceEntry]
    /// How each entry's title was found, in the order of ``entries`` (same count).
    public var provenance: [HomepageEntryProvenance]
    /// The XPath learned for the titles (for citation strings: the one selecting each
    /// citation, whose text is then split); for Markdown a description of the rule.
    public var titleXPath: String
    /// The XPath learned for the author lines, `nil` when the page shows no authors or they
    /// did not line up with the titles.
    public var authorsXPath: String?
    /// The rules learned for finding the title inside an entry (`after "). " up to ". "`,
    /// `the <em> mark`, …), most used first; empty when titles are elements of their own.
    public var rules: [String]
    /// The self-check of the reading that was accepted.
    public var selfCheck: HomepageSelfCheck?
    /// What the extractor decided and why (layout used, items skipped, repeats merged), for
    /// the report and the `inspect` command.
    public var notes: [String]
    /// The page's own words calling its list a selection ("Selected publications"), when it
    /// has them (``HomepageSelection``).
    public var selectionPhrase: String?

    /// Creates an extraction result.
    public init(
        entries: [ReferenceEntry], provenance: [HomepageEntryProvenance]? = nil,
        titleXPath: String, authorsXPath: String? = nil, rules: [String] = [],
        selfCheck: HomepageSelfCheck? = nil, notes: [String] = []
    ) {
        self.entries = entries
        self.provenance =
            provenance
            ?? Array(repeating: HomepageEntryProvenance(rule: titleXPath), count: entries.count)
        self.titleXPath = titleXPath
        self.authorsXPath = authorsXPath
        self.rules = rules
        self.selfCheck = selfCheck
        self.notes = notes
    }
}

/// How one entry's title was found on the page.
public struct HomepageEntryProvenance: Sendable, Hashable {
    /// The rule that found it: a learned in-entry rule, the title XPath, or the author-name
    /// grammar.
    public var rule: String
    /// The known title this entry was matched to while learning, if any.
    public var seedTitle: String?
    /// The similarity of the entry's title to ``seedTitle``.
    public var seedSimilarity: Double?

    /// Creates the provenance of one entry.
    public init(rule: String, seedTitle: String? = nil, seedSimilarity: Double? = nil) {
        self.rule = rule
        self.seedTitle = seedTitle
        self.seedSimilarity = seedSimilarity
    }
}

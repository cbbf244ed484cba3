import HIndexCore

/// How well a reading of a publication page recovers the titles the citation source already
/// knows: the extractor's self-check (a reading is accepted only when it passes).
///
/// A known title counts as *on the page* when its words occur there (fuzzily: case,
/// punctuation, diacritics, small edits), and as *recovered* when one of the extracted entries
/// has it as its title (similarity ≥ the title threshold).
public struct HomepageSelfCheck: Sendable, Hashable {
    /// The share of the known titles on the page that a reading must recover.
    public static let requiredShare = 0.8

    /// How many distinct known titles were given.
    public var knownTitles: Int
    /// How many of them occur on the page.
    public var onPage: Int
    /// How many of those the reading recovered as entry titles.
    public var recovered: Int

    /// Creates the figures of one check.
    public init(knownTitles: Int, onPage: Int, recovered: Int) {
        self.knownTitles = knownTitles
        self.onPage = onPage
        self.recovered = recovered
    }

    /// Whether the reading recovers at least ``requiredShare`` of the known titles on the
    /// page (and at least two of them).
    public var passed: Bool {
        recovered >= 2 && Double(recovered) >= Self.requiredShare * Double(onPage)
    }

    /// The figures in words: "4 of the 12 known titles on the page recovered (80% needed)".
    public var summary: String { summaryMessage.english }

    /// The figures as a message the pages show in their language.
    public var summaryMessage: Message {
        Message(
            count: onPage, one: .noticeSelfCheckOne, other: .noticeSelfCheckOther,
            [
                "recovered": .number(recovered),
                "share": .text(String(Int(Self.requiredShare * 100))),
            ])
    }
}

import HIndexTestSupport
import Testing

@testable import HIndexCore

@Suite struct ReconcilerTests {
    /// An entry whose list is declared complete: these tests are about matching, and under
    /// the strict rule a paper counts exactly when it is matched (or included). The evidence
    /// model for papers missing from a list is tested in `AttributionTests`.
    static func entry(
        exclude: [String] = [], include: [String] = [], merge: [[String]] = [],
        similarity: SimilarityThresholds = .standard,
        publicationList: PublicationListKind? = .complete
    ) -> ScientistEntry {
        var entry = ScientistEntry(
            slug: "x", path: "scientists/x.md", name: "X", similarity: similarity,
            exclude: exclude, include: include, merge: merge)
        entry.publicationList = publicationList
        return entry
    }

    static func paper(
        _ title: String, _ citations: Int = 1, year: Int? = nil, authors: String = "",
        doi: String? = nil
    ) -> Publication {
        Publication(title: title, authors: authors, year: year, citations: citations, doi: doi)
    }

    /// One reference entry against one source row: the expected rule, or nil for no match.
    struct PairCase: Sendable, CustomTestStringConvertible {
        let name: String
        let source: Publication
        let reference: ReferenceEntry
        let rule: MatchRule?
        var testDescription: String { name }
    }

    @Test(arguments: [
        PairCase(
            name: "DOI despite different titles",
            source: paper("A completely different title", doi: "10.1000/XYZ"),
            reference: ReferenceEntry(
                title: "Unrelated wording here", doi: "https://doi.org/10.1000/xyz"), rule: .doi),
        PairCase(
            name: "arXiv id",
            source: Publication(title: "Preprint", arxivID: "2104.01234"),
            reference: ReferenceEntry(title: "Something else", arxivID: "arXiv:2104.01234v2"),
            rule: .arxiv),
        PairCase(
            name: "exact after normalization",
            source: paper("Étude des GRAPHES: théorie & pratique"),
            reference: ReferenceEntry(title: "etude des graphes — theorie and pratique"),
            rule: .exactTitle),
        PairCase(
            name: "fuzzy with a typo",
            source: paper("Convolutional networks for biomedical image segmentation"),
            reference: ReferenceEntry(
                title: "Convolutional netwroks for biomedical image segmentation"),
            rule: .fuzzyTitle),
        PairCase(
            name: "subtitle",
            source: paper("Mastering the game of Go without human knowledge"),
            reference: ReferenceEntry(
                title:
                    "Mastering the game of Go without human knowledge: reinforcement learning from self-play"
            ),
            rule: .fuzzyTitle),
        PairCase(
            name: "word order",
            source: paper("Protein folding with attention networks"),
            reference: ReferenceEntry(title: "Attention networks with protein folding"),
            rule: .fuzzyTitle),
        PairCase(
            name: "year one apart",
            source: paper("Scalable inference in topic models", year: 2019),
            reference: ReferenceEntry(title: "Scalable inference for topic models", year: 2020),
            rule: .fuzzyTitle),
        PairCase(
            name: "year three apart",
            source: paper("Scalable inference in topic models", year: 2017),
            reference: ReferenceEntry(title: "Scalable inference for topic models", year: 2020),
            rule: nil),
        PairCase(
            name: "exact title ignores the year",
            source: paper("Scalable inference in topic models", year: 2017),
            reference: ReferenceEntry(title: "Scalable inference in topic models", year: 2020),
            rule: .exactTitle),
        PairCase(
            name: "different paper",
            source: paper("Scalable inference in topic models"),
            reference: ReferenceEntry(title: "Robust control of quadrotors"), rule: nil),
        PairCase(
            name: "Part I is not Part II",
            source: paper("Nonlinear waves in elastic media, Part I"),
            reference: ReferenceEntry(title: "Nonlinear waves in elastic media, Part II"),
            rule: nil),
    ])
    func pair(_ c: PairCase) {
        let result = Reconciler.reconcile(
            source: [c.source], reference: [c.reference], entry: Self.entry())
        let row = result.publications[0]
        #expect(row.rule == c.rule)
        #expect(row.counted == (c.rule != nil))
        #expect(result.reference?[0].sourceIndex == (c.rule == nil ? nil : 0))
        if c.rule == nil {
            #expect(row.exclusion == .notOnReferenceList)
            #expect(result.summary.referenceOnly == 1 && result.summary.sourceOnly == 1)
        } else {
            #expect(row.exclusion == nil && row.referenceIndex == 0)
            #expect(result.summary.matched == 1)
        }
    }

    @Test func authorCheckWhenEnabled() {
        let source = [
            Self.paper("Learning to rank with sparse features", authors: "J Smith, A Doe, ..."),
            Self.paper("Learning to rank with sparse feature", authors: "K Jones"),
        ]
        let reference = [
            ReferenceEntry(title: "Learning to rank with sparse features.", authors: "K. Jones")
        ]
        let off = Reconciler.reconcile(source: source, reference: reference, entry: Self.entry())
        #expect(off.reference?[0].sourceIndex == 0)
        let on = Reconciler.reconcile(
            source: source, reference: reference,
            entry: Self.entry(similarity: SimilarityThresholds(title: 0.8, authors: 0.5)))
        #expect(on.reference?[0].sourceIndex == 1)
        #expect(on.reference?[0].rule == .fuzzyTitle)
    }

    @Test func nearIdenticalReferenceTitlesAreOneToOneAndAmbiguous() {
        let source = [Self.paper("Learning sparse representations for images", 40)]
        let reference = [
            ReferenceEntry(title: "Learning sparse representation for images"),
            ReferenceEntry(title: "Learning sparse representations for image"),
        ]
        let result = Reconciler.reconcile(source: source, reference: reference, entry: Self.entry())
        let matched = result.reference?.compactMap(\.sourceIndex) ?? []
        #expect(matched == [0])
        #expect(result.reference?[0].sourceIndex == 0)
        #expect(result.reference?[1].sourceIndex == nil)
        #expect(result.reference?[1].ambiguousWith == [0])
        #expect(result.reference?[0].contestedBy == [1])
        #expect(result.summary.ambiguous == 2)
        #expect(result.summary.matched == 1 && result.summary.referenceOnly == 1)
        #expect(result.notices.map(\.english).contains { $0.hasPrefix("ambiguous:") })
    }

    @Test func nearIdenticalSourceTitlesAreAmbiguous() {
        // Years too far apart to be merged as duplicates; the entry has no year.
        let source = [
            Self.paper("Learning sparse representation for images", 10, year: 2010),
            Self.paper("Learning sparse representations for image", 30, year: 2014),
        ]
        let reference = [ReferenceEntry(title: "Learning sparse representations for images")]
        let result = Reconciler.reconcile(source: source, reference: reference, entry: Self.entry())
        #expect(result.summary.duplicates == 0)
        #expect(result.reference?[0].sourceIndex == 0)
        #expect(result.reference?[0].ambiguousWith == [1])
        #expect(result.publications.filter(\.counted).count == 1)
    }

    @Test func titleThatIsAPrefixOfAnother() {
        let short = "Neural ordinary differential equations for control"
        let long = "Neural ordinary differential equations for control: theory and practice"
        let both = [Self.paper(short, 5), Self.paper(long, 9)]
        // Each entry takes its own paper, despite the subtitle reading pairing them too.
        let r1 = Reconciler.reconcile(
            source: both,
            reference: [ReferenceEntry(title: long), ReferenceEntry(title: short)],
            entry: Self.entry())
        #expect(r1.reference?.map(\.sourceIndex) == [1, 0])
        #expect(r1.reference?.map(\.rule) == [.exactTitle, .exactTitle])
        #expect(r1.summary.ambiguous == 0)
        // Only the short one listed: the long one is not on the list.
        let r2 = Reconciler.reconcile(
            source: both, reference: [ReferenceEntry(title: short)], entry: Self.entry())
        #expect(r2.publications.map(\.counted) == [true, false])
        #expect(r2.publications[1].exclusion == .notOnReferenceList)
        // Only the long one in the source: the subtitle reading matches it.
        let r3 = Reconciler.reconcile(
            source: [Self.paper(long, 9)], reference: [ReferenceEntry(title: short)],
            entry: Self.entry())
        #expect(r3.publications[0].rule == .fuzzyTitle)
        #expect(abs((r3.publications[0].score ?? 0) - 0.9) < 1e-9)
    }

    @Test func partOneAndPartTwo() {
        let source = [
            Self.paper("Wave propagation in layered media: Part I", 12, year: 2001),
            Self.paper("Wave propagation in layered media: Part II", 8, year: 2001),
        ]
        let withoutList = Reconciler.reconcile(source: source, reference: nil, entry: Self.entry())
        #expect(withoutList.summary.duplicates == 0)
        #expect(withoutList.publications.allSatisfy { $0.counted })
        let listed = Reconciler.reconcile(
            source: source,
            reference: [ReferenceEntry(title: "Wave propagation in layered media, part II")],
            entry: Self.entry())
        #expect(listed.publications.map(\.counted) == [false, true])
        #expect(listed.publications[1].rule == .exactTitle)
    }

    @Test func paperListedTwiceInTheSource() {
        let source = [
            Self.paper("Deep residual learning for image recognition", 20, year: 2016),
            Self.paper("Other work on compilers and things", 3),
            Self.paper("Deep Residual Learning for Image Recognition.", 100, year: 2015),
        ]
        let result = Reconciler.reconcile(source: source, reference: nil, entry: Self.entry())
        #expect(result.publications.count == 3)
        #expect(result.publications[0].exclusion == .duplicate)
        #expect(result.publications[0].duplicateOf == 2)
        #expect(!result.publications[0].counted)
        #expect(result.publications[2].counted)
        #expect(result.publications[2].publication.citations == 100)
        #expect(result.summary.duplicates == 1)
        #expect(result.notices.map(\.english).contains { $0.hasPrefix("duplicate:") })
        // With a reference list the group counts once, on the kept row.
        let listed = Reconciler.reconcile(
            source: source,
            reference: [ReferenceEntry(title: "Deep residual learning for image recognition")],
            entry: Self.entry())
        #expect(listed.reference?[0].sourceIndex == 2)
        #expect(listed.reference?[0].ambiguousWith == [])
        #expect(listed.publications.map(\.counted) == [false, false, true])
        #expect(listed.summary.sourceOnly == 1)
    }

    @Test func notDuplicates() {
        let source = [
            Self.paper("Annual report of the society 2019", 2, year: 2019),
            Self.paper("Annual report of the society 2020", 2, year: 2020),
            Self.paper("Editorial", 1, year: 2020),
            Self.paper("Editorial", 1, year: 2020),
            Self.paper("Sparse coding of natural images", 5, year: 2001),
            Self.paper("Sparse coding of natural images", 7, year: 2009),
        ]
        let result = Reconciler.reconcile(source: source, reference: nil, entry: Self.entry())
        #expect(result.summary.duplicates == 0)
        #expect(result.publications.allSatisfy { $0.counted })
    }

    @Test func sameDOIIsADuplicate() {
        let source = [
            Self.paper("Preprint title", 4, doi: "10.1/abc"),
            Self.paper("Journal title", 9, doi: "10.1/ABC"),
        ]
        let result = Reconciler.reconcile(source: source, reference: nil, entry: Self.entry())
        #expect(result.publications[0].duplicateOf == 1)
    }

    @Test func manualCorrectionsWin() {
        let source = [
            Self.paper("A paper that is not mine", 50, doi: "10.9/notmine"),
            Self.paper("Another paper that is not mine", 40),
            Self.paper("Conference version of the result", 5),
            Self.paper("Journal version, extended", 30),
            Self.paper("A workshop paper missing from the homepage", 7),
            Self.paper("A listed paper", 2),
        ]
        let reference = [
            ReferenceEntry(title: "A paper that is not mine"),
            ReferenceEntry(title: "Another paper that is not mine"),
            ReferenceEntry(title: "Conference version of the result"),
            ReferenceEntry(title: "A listed paper"),
        ]
        let entry = Self.entry(
            exclude: ["doi:10.9/NotMine", "another paper that is NOT mine", "Missing title"],
            include: ["A workshop paper missing from the homepage", "Nowhere to be found"],
            merge: [
                ["Conference version of the result", "Journal version, extended"],
                ["A listed paper"],
            ])
        let result = Reconciler.reconcile(source: source, reference: reference, entry: entry)
        let rows = result.publications
        #expect(rows[0].exclusion == .manual && !rows[0].counted)
        #expect(rows[1].exclusion == .manual && !rows[1].counted)
        #expect(rows[2].exclusion == .duplicate && rows[2].duplicateOf == 3)
        #expect(rows[3].counted && rows[3].publication.citations == 30)
        #expect(rows[3].referenceIndex == 2 && rows[3].rule == .exactTitle)
        #expect(rows[4].counted && rows[4].rule == .include)
        #expect(rows[5].counted)
        #expect(result.reference?[0].sourceIndex == nil)
        #expect(
            result.notices.map(\.english).contains(
                "exclude: 'Missing title' matches no publication"))
        #expect(
            result.notices.map(\.english).contains(
                "include: 'Nowhere to be found' matches no publication"))
        #expect(
            result.notices.map(\.english).contains {
                $0.hasPrefix("merge group ['A listed paper']")
            })
        #expect(result.summary.matched == 2)
        #expect(result.summary.referenceOnly == 2)
    }

    @Test func includeNeverBeatsExclude() {
        let source = [Self.paper("Some disputed paper", 9)]
        let result = Reconciler.reconcile(
            source: source, reference: [],
            entry: Self.entry(exclude: ["Some disputed paper"], include: ["Some disputed paper"]))
        #expect(!result.publications[0].counted && result.publications[0].exclusion == .manual)
        #expect(result.notices.map(\.english).contains { $0.contains("exclude wins") })
    }

    @Test func withoutReferenceListEverythingCounts() {
        let source = [
            Self.paper("One", 3), Self.paper("Two papers on things", 0),
            Publication(title: "No count"),
        ]
        let result = Reconciler.reconcile(source: source, reference: nil, entry: Self.entry())
        #expect(result.publications.allSatisfy { $0.counted && $0.exclusion == nil })
        #expect(result.reference == nil)
        #expect(
            result.summary
                == MatchingSummary(
                    matched: 0, sourceOnly: 0, referenceOnly: 0, ambiguous: 0, duplicates: 0))
    }

    @Test func emptyReferenceListCountsNothing() {
        let result = Reconciler.reconcile(
            source: [Self.paper("One paper", 3)], reference: [], entry: Self.entry())
        #expect(result.publications[0].exclusion == .notOnReferenceList)
        #expect(result.reference == [])
    }

    @Test func largeListsMatchOneToOne() {
        // 600 × 600 synthetic titles, every other one with a typo: all pair up correctly.
        var generator = SeededGenerator(seed: 7)
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let words = (0..<800).map { _ in
            String(
                (0..<Int.random(in: 4...9, using: &generator)).map { _ in
                    letters[Int.random(in: 0..<letters.count, using: &generator)]
                })
        }
        var seen: Set<String> = []
        var titles: [String] = []
        while titles.count < 600 {
            let title = (0..<Int.random(in: 5...10, using: &generator)).map { _ in
                words.randomElement(using: &generator) ?? ""
            }.joined(separator: " ")
            if seen.insert(title).inserted { titles.append(title) }
        }
        let source = titles.enumerated().map { Self.paper($1, $0) }
        let reference = titles.enumerated().map { i, title in
            ReferenceEntry(title: i.isMultiple(of: 2) ? title.uppercased() : title + "s")
        }.reversed()
        let result = Reconciler.reconcile(
            source: source, reference: Array(reference), entry: Self.entry())
        #expect(result.summary.matched == 600)
        for (r, match) in (result.reference ?? []).enumerated() {
            #expect(match.sourceIndex == 599 - r)
        }
    }
}

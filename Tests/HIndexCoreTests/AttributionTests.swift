import HIndexCore
import HIndexTestSupport
import Testing

@testable import HIndexCore

/// The evidence model for papers missing from a scientist's list (SPEC §5.3): author names,
/// the classes, and what counts.
@Suite struct AttributionTests {
    struct NameCase: Sendable, CustomStringConvertible {
        let line: String
        let keys: [String]
        var description: String { line }
    }

    @Test(arguments: [
        NameCase(line: "J Smith, A Doe, ...", keys: ["smith j", "doe a"]),
        NameCase(line: "JB Smith, VCM Leung", keys: ["smith j", "leung v"]),
        NameCase(line: "John B. Smith and Anna Doe", keys: ["smith john", "doe anna"]),
        NameCase(line: "Smith, John B. and Doe, Anna", keys: ["smith john", "doe anna"]),
        NameCase(line: "Smith JB, Doe A", keys: ["smith j", "doe a"]),
        NameCase(line: "Smith, J.", keys: ["smith j"]),
        NameCase(line: "Jason Ernst, Michael Denko", keys: ["ernst jason", "denko michael"]),
        NameCase(line: "R Jia*, D Dao*, B Wang", keys: ["jia r", "dao d", "wang b"]),
        NameCase(
            line: "Laure Berti-Équille, Carlos Denner dos Santos",
            keys: ["berti equille laure", "santos carlos"]),
        NameCase(line: "", keys: []),
        NameCase(line: "..., et al.", keys: []),
    ])
    func authorKeys(_ c: NameCase) {
        #expect(AuthorName.parse(line: c.line).map(\.key) == c.keys)
    }

    @Test func givenNamesTellPeopleApart() throws {
        let jason = try #require(AuthorName.parseOne("Jason B. Ernst"))
        let initials = try #require(AuthorName.parseOne("J Ernst"))
        let otherMiddle = try #require(AuthorName.parseOne("JM Ernst"))
        let jane = try #require(AuthorName.parseOne("Jane Ernst"))
        let other = try #require(AuthorName.parseOne("K Ernst"))
        #expect(initials.isCompatible(with: jason))
        #expect(otherMiddle.conflict(with: jason) == "middle initial")
        #expect(jane.conflict(with: jason) == "given name")
        #expect(other.conflict(with: jason) == "initial")
        #expect(try #require(AuthorName.parseOne("A Doe")).conflict(with: jason) == nil)
    }

    /// A profile: six papers of one circle (A Kim, B Lopez) on wireless networks, two of a
    /// namesake's circle on tax law, one with no authors.
    static let papers: [Publication] = [
        Publication(
            title: "Scheduling in wireless mesh networks", authors: "J Ernst, A Kim",
            venue: "Wireless Networks", year: 2010, citations: 20),
        Publication(
            title: "Fair scheduling with multiple gateways in mesh networks",
            authors: "J Ernst, A Kim, B Lopez", venue: "Ad Hoc Networks", year: 2011, citations: 15),
        Publication(
            title: "Radio resource management in heterogeneous wireless networks",
            authors: "J Ernst, B Lopez", venue: "Wireless Networks", year: 2012, citations: 12),
        Publication(
            title: "Access point selection in IEEE 802.11 wireless networks",
            authors: "J Ernst, B Lopez, C Park", venue: "Computer Communications", year: 2014,
            citations: 9),
        Publication(
            title: "Cross-layer routing for heterogeneous wireless mesh networks",
            authors: "C Park, J Ernst", venue: "Ad Hoc Networks", year: 2015, citations: 7),
        Publication(
            title: "Mobility and data replication in mobile ad hoc networks",
            authors: "J Ernst, D Moreau", venue: "Mobile Computing", year: 2016, citations: 5),
        Publication(
            title: "Transfer pricing and tax treaties in small open economies",
            authors: "J Ernst, X Vogel, Y Ortiz", venue: "Fiscal Studies", year: 2013, citations: 40
        ),
        Publication(
            title: "Corporate tax avoidance through transfer pricing", authors: "Y Ortiz, J Ernst",
            venue: "Journal of Tax Law", year: 2014, citations: 30),
        Publication(title: "Notes", authors: "", year: 2012, citations: 3),
    ]

    static func entry(_ kind: PublicationListKind? = nil) -> ScientistEntry {
        var entry = ScientistEntry(
            slug: "jason-ernst", path: "scientists/jason-ernst.md", name: "Jason Ernst")
        entry.publicationList = kind
        return entry
    }

    /// The list names the first three papers.
    static let list = [
        ReferenceEntry(title: "Scheduling in wireless mesh networks"),
        ReferenceEntry(title: "Fair scheduling with multiple gateways in mesh networks"),
        ReferenceEntry(title: "Radio resource management in heterogeneous wireless networks"),
    ]

    @Test func classesWithTheirEvidence() {
        let result = Reconciler.reconcile(
            source: Self.papers, reference: Self.list, entry: Self.entry(),
            selectionPhrase: "Selected publications")
        let classes = result.publications.map { $0.attribution?.attributionClass }
        #expect(classes[0...2].allSatisfy { $0 == .confirmed })
        // Shares B Lopez with two listed papers.
        #expect(classes[3] == .attributed)
        #expect(result.publications[3].attribution?.evidence?.coauthors == .direct)
        #expect(result.publications[3].attribution?.evidence?.confirmedPapersSharing == 2)
        // C Park links it to the listed papers through paper 3.
        #expect(classes[4] == .attributed)
        #expect(result.publications[4].attribution?.evidence?.coauthors == .cluster)
        // A co-author of its own (D Moreau), but the same field: nothing sets it apart.
        #expect(classes[5] != .possibleNamesake)
        // Their own circle and a distant topic.
        #expect(classes[6] == .possibleNamesake && classes[7] == .possibleNamesake)
        #expect(result.publications[6].exclusion == .possibleNamesake)
        #expect(!result.publications[6].counted)
        let text = result.publications[6].attribution?.evidence?.messages.map(\.english) ?? []
        #expect(text.contains("topic far from the listed papers"))
        // No authors, no words to judge: undecided, counted for a curated source.
        #expect(classes[8] == .undecided && result.publications[8].counted)
        #expect(result.attribution?.kind == .selected)
        #expect(result.attribution?.possibleNamesakes == 2)
        let metrics = Metrics(publications: result.countedPublications)
        #expect(metrics.hIndex == 5)
    }

    @Test func nameSearchesCountOnlyTiedPapers() {
        let result = Reconciler.reconcile(
            source: Self.papers, reference: Self.list, entry: Self.entry(), sourceIsSearch: true)
        #expect(result.publications[3].counted)
        #expect(!result.publications[8].counted)
        #expect(result.publications[8].exclusion == .notOnReferenceList)
        #expect(result.attribution?.undecidedCount == false)
    }

    @Test func completeListKeepsTheStrictRule() {
        let result = Reconciler.reconcile(
            source: Self.papers, reference: Self.list, entry: Self.entry(.complete))
        #expect(
            result.publications.map(\.counted) == [true, true, true]
                + Array(repeating: false, count: 6))
        // The evidence is still shown.
        #expect(result.publications[6].exclusion == .possibleNamesake)
        #expect(result.publications[3].exclusion == .notOnReferenceList)
        #expect(result.publications[3].attribution?.attributionClass == .attributed)
    }

    @Test func conflictingGivenNamesAreANamesake() {
        var papers = Self.papers
        papers.append(
            Publication(
                title: "Wireless mesh networks for rural broadband", authors: "JM Ernst, Q Li",
                venue: "Wireless Networks", year: 2013, citations: 8))
        var entry = Self.entry(.selected)
        entry.name = "Jason B. Ernst"
        let result = Reconciler.reconcile(source: papers, reference: Self.list, entry: entry)
        #expect(result.publications[9].attribution?.attributionClass == .possibleNamesake)
        #expect(result.publications[9].attribution?.evidence?.conflictingName == "JM Ernst")
    }

    /// A paper the scientist wrote alone is set apart only by a list that reads as complete,
    /// and then only when its topic is distant (rule 3); never by a selection, never when its
    /// words are too few to judge.
    @Test func papersWrittenAloneNeedACompleteListAndADistantTopic() {
        var evidence = AttributionEvidence(coauthors: .solo)
        evidence.topic = .distant
        #expect(
            Attributor.classify(evidence, judged: true, listLooksComplete: true)
                == .possibleNamesake)
        #expect(
            Attributor.classify(evidence, judged: true, listLooksComplete: false) == .undecided)
        // Real records hold the scientist's own chapters on neighbouring topics that their
        // list leaves out (Semantic Scholar's record of Jason B. Ernst): middle stays undecided.
        evidence.topic = .middle
        #expect(
            Attributor.classify(evidence, judged: true, listLooksComplete: true) == .undecided)
        evidence.topic = .unknown
        #expect(
            Attributor.classify(evidence, judged: true, listLooksComplete: true) == .undecided)
        // A venue of the listed papers ties it.
        evidence.topic = .distant
        evidence.sharedVenue = "Ad Hoc Networks"
        #expect(
            Attributor.classify(evidence, judged: true, listLooksComplete: true) == .attributed)
    }

    /// A whole circle of co-authors missing from a list that holds most of the source is not
    /// chance: were the list to drop the scientist's papers at the rate it drops the source's,
    /// all of them would be missing with a chance below 1%.
    @Test func aWholeCircleMissingFromACompleteListIsUnlikelyToBeChance() {
        // 80 of 100 listed: 0.2^2 = 4% for two papers, 0.2^3 = 0.8% for three.
        #expect(!Attributor.absenceIsUnlikely(circle: 2, listed: 80, papers: 100))
        #expect(Attributor.absenceIsUnlikely(circle: 3, listed: 80, papers: 100))
        // Half listed (the least a complete-looking list holds): seven papers are needed.
        #expect(!Attributor.absenceIsUnlikely(circle: 6, listed: 50, papers: 100))
        #expect(Attributor.absenceIsUnlikely(circle: 7, listed: 50, papers: 100))
        // One paper alone is never set apart this way; nonsense counts say nothing.
        #expect(!Attributor.absenceIsUnlikely(circle: 1, listed: 99, papers: 100))
        #expect(!Attributor.absenceIsUnlikely(circle: 5, listed: 0, papers: 0))
        #expect(!Attributor.absenceIsUnlikely(circle: 5, listed: 10, papers: 5))

        // A circle of four papers (C Park, D Wu) on a topic close to the listed papers, none
        // of them on a list that holds nine of the source's thirteen.
        var papers = (0..<9).map { index in
            Publication(
                title: "Scheduling in wireless mesh networks, part \(index + 1)",
                authors: "J Ernst, A Kim", venue: "Wireless Networks", year: 2010 + index,
                citations: 10)
        }
        papers += (0..<4).map { index in
            Publication(
                title: "Scheduling for wireless mesh networks with gateways \(index + 1)",
                authors: "J Ernst, C Park, D Wu", venue: "Mesh Letters", year: 2012,
                citations: 30)
        }
        let confirmed = papers.indices.map { $0 < 9 }
        let complete = Attributor.attribute(
            papers, confirmed: confirmed, scientistName: "Jason Ernst", listLooksComplete: true)
        for index in 9..<13 {
            #expect(complete[index].attributionClass == .possibleNamesake)
            #expect(complete[index].evidence?.circleMissingFromList == 4)
            #expect(
                complete[index].evidence?.messages.map(\.english).contains(
                    "none of the 4 papers of its circle of co-authors is on the list, which holds most of the source’s papers"
                ) == true)
        }
        // A selection says nothing by absence: the close topic keeps them undecided.
        let selection = Attributor.attribute(
            papers, confirmed: confirmed, scientistName: "Jason Ernst", listLooksComplete: false)
        for index in 9..<13 {
            #expect(selection[index].attributionClass == .undecided)
            #expect(selection[index].evidence?.circleMissingFromList == nil)
        }
    }

    /// The same papers give the same scores, to the last bit, however the sets of words
    /// happen to be ordered: a build's pages do not change from one run to the next.
    @Test func topicScoresAreTheSameOnEveryRun() throws {
        let papers = (0..<40).map { index in
            Publication(
                title: "wireless mesh network scheduling "
                    + ["gateway", "routing", "fairness", "mobility"][index % 4]
                    + " study \(index) of radio channels and interference",
                authors: "J Ernst", venue: "Ad Hoc Networks \(index % 3)", citations: 1)
        }
        let known = Array(papers.indices.prefix(30))
        let first = TopicModel(Folded(papers, titles: nil), known: known)
        for _ in 0..<20 {
            let again = TopicModel(Folded(papers, titles: nil), known: known)
            #expect(again.typical == first.typical)
            #expect(again.similarityToRest([0, 1, 2, 3]) == first.similarityToRest([0, 1, 2, 3]))
            #expect(
                again.closeness(of: [30, 31, 32], minimumWords: 2).score
                    == first.closeness(of: [30, 31, 32], minimumWords: 2).score)
        }
    }

    @Test func tooFewConfirmedPapersJudgeNothing() {
        let result = Reconciler.reconcile(
            source: Self.papers, reference: [Self.list[0]], entry: Self.entry())
        // One listed paper: only co-author ties (A Kim) attribute; nothing is a namesake.
        #expect(result.attribution?.possibleNamesakes == 0)
        #expect(result.publications.filter(\.counted).count == Self.papers.count)
    }

    @Test func listKinds() {
        #expect(
            Reconciler.resolvedKind(declared: .auto, selectionPhrase: nil, confirmed: 6, papers: 10)
                == .complete)
        #expect(
            Reconciler.resolvedKind(declared: .auto, selectionPhrase: nil, confirmed: 4, papers: 10)
                == .selected)
        #expect(
            Reconciler.resolvedKind(
                declared: .auto, selectionPhrase: "Selected publications", confirmed: 9, papers: 10)
                == .selected)
        #expect(
            Reconciler.resolvedKind(
                declared: .complete, selectionPhrase: "x", confirmed: 1, papers: 10)
                == .complete)
    }

    /// Without a list, each circle of co-authors but the largest is compared with the rest of
    /// the profile: the tax-law circle is flagged and counted, or left out under
    /// `possible_namesakes: leave_out`.
    @Test func withoutAListCirclesAreComparedWithTheRest() {
        let result = Reconciler.reconcile(source: Self.papers, reference: nil, entry: Self.entry())
        #expect(result.attribution == nil)
        #expect(result.publications.allSatisfy { $0.counted })
        let flagged = result.publications.indices.filter {
            result.publications[$0].attribution?.attributionClass == .possibleNamesake
        }
        #expect(flagged == [6, 7])
        let text = result.publications[6].attribution?.evidence?.messages.map(\.english) ?? []
        #expect(text.contains("topic far from the rest of the profile"), "\(text)")
        #expect(result.publications[0...5].allSatisfy { $0.attribution == nil })

        var entry = Self.entry()
        entry.possibleNamesakes = .leaveOut
        let leftOut = Reconciler.reconcile(source: Self.papers, reference: nil, entry: entry)
        #expect(
            leftOut.publications.map(\.counted) == [
                true, true, true, true, true, true, false, false, true,
            ])
        #expect(leftOut.publications[6].exclusion == .possibleNamesake)
    }

    /// Papers with too few words to judge are never flagged by their topic.
    @Test func fewWordsAreNeverFlagged() {
        let papers = (0..<6).map { index in
            Publication(
                title: "Paper \(index) on topic \(index)",
                authors: "J Ernst, X\(index) Person\(index)",
                year: 2010 + index, citations: index)
        }
        let result = Reconciler.reconcile(source: papers, reference: nil, entry: Self.entry())
        #expect(result.publications.allSatisfy { $0.counted && $0.attribution == nil })
    }

    @Test func topicWordsAreStemmed() {
        #expect(TopicWords.stem("networks") == "network")
        #expect(TopicWords.stem("tomographic") == TopicWords.stem("tomography"))
        #expect(
            TopicWords.words(title: "The analysis of networks", venue: "arXiv preprint") == [
                "network"
            ])
    }

    /// The byte path of ``TopicWords/words(title:venue:)`` gives the words of its definition,
    /// on seeded random titles of English words, stop words, numbers, suffixes and non-ASCII
    /// letters.
    @Test func topicWordsOnBytesMatchTheDefinition() {
        var generator = SeededGenerator(seed: 27)
        let pieces = [
            "networks", "studies", "learning", "tomographic", "analysis", "the", "of", "2021",
            "IEEE", "Über", "façade", "東京", "mesh", "process", "basis", "status", "radical",
            "ed", "ing", "ies", "s", "Schrödinger", "x", "MULTI-AGENT", "O'Brien", "&", "<i>",
            "data-driven", "12ab", "réseaux", "κβ",
        ]
        for _ in 0..<2000 {
            let title = (0..<Int.random(in: 0...9, using: &generator)).map { _ in
                pieces.randomElement(using: &generator) ?? ""
            }.joined(separator: Bool.random(using: &generator) ? " " : "-")
            let venue = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                pieces.randomElement(using: &generator) ?? ""
            }.joined(separator: " ")
            #expect(
                TopicWords.words(title: title, venue: venue)
                    == TopicWords.generalWords(title: title, venue: venue), "\(title) | \(venue)")
        }
    }

    @Test func andAsAToken() {
        #expect(AuthorName.hasToken("Smith, J. and Doe, A.", "and"))
        #expect(AuthorName.hasToken("AND Smith", "and"))
        #expect(!AuthorName.hasToken("Anderson, A. Sandy", "and"))
        #expect(AuthorName.splitOnWord("Smith AND Doe", word: "and") == ["Smith", "Doe"])
        #expect(AuthorName.splitOnWord("Grand Canyon", word: "and") == ["Grand Canyon"])
    }
}

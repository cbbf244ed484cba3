import ExtractionCorpus
import Foundation
import HIndexCore
import Testing

@testable import HIndexSources

/// The extraction corpus (bench/Sources/ExtractionCorpus): the styles reproduce the guides'
/// own examples, the generated pages are deterministic, the scorer counts what it says, and
/// the extractor's figures on the corpus are pinned (`bench/run extraction` prints the same
/// figures over more pages).
@Suite struct ExtractionCorpusTests {
    // MARK: - The styles against their guides' examples

    /// Each guide's example reference, written out as a work, comes back character for
    /// character (the month or season some guides print after the volume is not modelled;
    /// IEEE's "ED-11" volume is written 11).
    @Test func stylesReproduceTheGuidesExamples() {
        let apa = StyledWork(
            authors: [
                .init(given: "J. S.", family: "Grady"), .init(given: "M.", family: "Her"),
                .init(given: "G.", family: "Moreno"), .init(given: "C.", family: "Perez"),
                .init(given: "J.", family: "Yelinek"),
            ], year: 2019,
            title: "Emotions in storybooks: A comparison of storybooks that represent ethnic and "
                + "racial groups in the United States",
            venue: "Psychology of Popular Media Culture", volume: 8, issue: 3, pages: 207...217)
        #expect(
            CitationStyle.apa.format(apa)
                == "Grady, J. S., Her, M., Moreno, G., Perez, C., &amp; Yelinek, J. (2019). "
                + "Emotions in storybooks: A comparison of storybooks that represent ethnic and "
                + "racial groups in the United States. <i>Psychology of Popular Media Culture, "
                + "8</i>(3), 207–217.")
        let chicago = StyledWork(
            authors: [
                .init(given: "Shao-Hsun", family: "Keng"), .init(given: "Chun-Hung", family: "Lin"),
                .init(given: "Peter F.", family: "Orazem"),
            ], year: 2017,
            title: "Expanding college access in Taiwan, 1978–2014: Effects on graduate quality "
                + "and income inequality",
            venue: "Journal of Human Capital", volume: 11, issue: 1, pages: 1...34)
        #expect(
            CitationStyle.chicago.format(chicago)
                == "Keng, Shao-Hsun, Chun-Hung Lin, and Peter F. Orazem. 2017. “Expanding College "
                + "Access in Taiwan, 1978–2014: Effects on Graduate Quality and Income "
                + "Inequality.” <i>Journal of Human Capital</i> 11, no. 1: 1–34.")
        let harvard = StyledWork(
            authors: [.init(given: "K.", family: "Mahmood")], year: 2016,
            title: "Do people overestimate their information literacy skills? A systematic "
                + "review of empirical evidence on the Dunning-Kruger effect",
            venue: "Communications in Information Literacy", volume: 10, issue: 2,
            pages: 199...213)
        #expect(
            CitationStyle.harvard.format(harvard)
                == "Mahmood, K. (2016) ‘Do people overestimate their information literacy "
                + "skills? A systematic review of empirical evidence on the Dunning-Kruger "
                + "effect’, <i>Communications in Information Literacy</i>, 10(2), pp. 199–213.")
        let acm = StyledWork(
            authors: [
                .init(given: "Patricia S.", family: "Abril"),
                .init(given: "Robert", family: "Plant"),
            ], year: 2007, title: "The patent holder's dilemma: Buy, sell, or troll?",
            venue: "Commun. ACM", volume: 50, issue: 1, pages: 36...44)
        #expect(
            CitationStyle.acm.format(acm)
                == "Patricia S. Abril and Robert Plant. 2007. The patent holder's dilemma: Buy, "
                + "sell, or troll? <i>Commun. ACM</i> 50, 1 (2007), 36–44.")
        let lncs = StyledWork(
            authors: [
                .init(given: "T. F.", family: "Smith"), .init(given: "M. S.", family: "Waterman"),
            ], year: 1981, title: "Identification of common molecular subsequences",
            venue: "J. Mol. Biol.", volume: 147, pages: 195...197)
        #expect(
            CitationStyle.lncs.format(lncs)
                == "Smith, T.F., Waterman, M.S.: Identification of common molecular "
                + "subsequences. J. Mol. Biol. 147, 195–197 (1981)")
        let nature = StyledWork(
            authors: [
                .init(given: "D. H.", family: "Schott"), .init(given: "R. N.", family: "Collins"),
                .init(given: "A.", family: "Bretscher"),
            ], year: 2002,
            title: "Secretory vesicle transport velocity in living cells depends on the myosin "
                + "V lever arm length",
            venue: "J. Cell Biol.", volume: 156, pages: 35...39)
        #expect(
            CitationStyle.nature.format(nature)
                == "Schott, D. H., Collins, R. N. &amp; Bretscher, A. Secretory vesicle transport "
                + "velocity in living cells depends on the myosin V lever arm length. <i>J. Cell "
                + "Biol.</i> <b>156</b>, 35–39 (2002).")
        let mla = StyledWork(
            authors: [.init(given: "Alaknanda", family: "Bagchi")], year: 1996,
            title: "Conflicting nationalisms: The voice of the subaltern in Mahasweta Devi's "
                + "Bashai Tudu",
            venue: "Tulsa Studies in Women's Literature", volume: 15, issue: 1, pages: 41...50)
        #expect(
            CitationStyle.mla.format(mla)
                == "Bagchi, Alaknanda. “Conflicting Nationalisms: The Voice of the Subaltern in "
                + "Mahasweta Devi's Bashai Tudu.” <i>Tulsa Studies in Women's Literature</i>, vol. "
                + "15, no. 1, 1996, pp. 41-50.")
        let ieee = StyledWork(
            authors: [.init(given: "J. U.", family: "Duncombe")], year: 1959,
            title: "Infrared navigation—Part I: An assessment of feasibility",
            venue: "IEEE Trans. Electron Devices", volume: 11, issue: 1, pages: 34...39)
        #expect(
            CitationStyle.ieee.format(ieee)
                == "J. U. Duncombe, “Infrared navigation—Part I: An assessment of feasibility,” "
                + "<i>IEEE Trans. Electron Devices</i>, vol. 11, no. 1, pp. 34–39, 1959.")
        let vancouver = StyledWork(
            authors: [
                .init(given: "D. B.", family: "Petitti"), .init(given: "V. C.", family: "Crooks"),
                .init(given: "J. G.", family: "Buckwalter"), .init(given: "V.", family: "Chiu"),
            ], year: 2005, title: "Blood pressure levels before dementia", venue: "Arch Neurol",
            volume: 62, issue: 1, pages: 112...116)
        #expect(
            CitationStyle.vancouver.format(vancouver)
                == "Petitti DB, Crooks VC, Buckwalter JG, Chiu V. Blood pressure levels before "
                + "dementia. Arch Neurol. 2005;62(1):112-6.")
    }

    @Test func scholarAuthorStringsGiveInitials() {
        let person = StyledPerson(scholar: "JB Ernst")
        #expect(person.family == "Ernst")
        #expect(person.initials == ["J", "B"])
        #expect(StyledPerson(given: "Jean-Paul", family: "Sartre").initials == ["J", "P"])
    }

    // MARK: - Generation and scoring

    @Test func generatedPagesAreTheSameForTheSameSeed() {
        let first = ExtractionCorpus.generated(seeds: [5], entries: 12)
        let second = ExtractionCorpus.generated(seeds: [5], entries: 12)
        #expect(first.map(\.data) == second.map(\.data))
        #expect(first.map(\.knownTitles) == second.map(\.knownTitles))
        #expect(first.count == CitationStyle.allCases.count * StyledLayout.allCases.count)
        let other = ExtractionCorpus.generated(seeds: [6], entries: 12)
        #expect(first.map(\.data) != other.map(\.data))
    }

    @Test func scoreCountsPairsOnce() {
        let score = ExtractionScore(
            extracted: ["Ocean currents", "Ocean currents", "Smith, J.", "Tides in basins!"],
            truth: ["Ocean Currents", "Tides in basins", "Coral reefs", "Waves"])
        #expect(score.correct == 2)
        #expect(score.recall == 0.5)
        #expect(score.precision == 0.5)
        // A word too many is a miss.
        let longer = ExtractionScore(
            extracted: ["Deep learning for coastal flood prediction Journal"],
            truth: ["Deep learning for coastal flood prediction"])
        #expect(longer.correct == 0)
    }

    // MARK: - Pinned figures

    /// Recall and precision floors per style over the generated pages of seed 1 (9 styles ×
    /// 5 layouts × 40 entries), measured with this extractor and rounded down; a change that
    /// lowers one fails here. The issue's bar is 98% for every style.
    static let generatedFloors: [String: (recall: Double, precision: Double)] = [
        "apa": (0.98, 0.98), "chicago": (0.98, 0.98), "harvard": (0.98, 0.98),
        "acm": (0.98, 0.98), "lncs": (0.98, 0.98), "nature": (0.98, 0.98),
        "mla": (0.98, 0.98), "ieee": (0.98, 0.98), "vancouver": (0.98, 0.98),
    ]

    @Test func generatedPagesInEveryStyle() {
        let results = ExtractionCorpus.generated(seeds: [1]).map { ExtractionCorpus.run($0) }
        for (style, floor) in Self.generatedFloors {
            let scores = results.filter { $0.page.style == style }.map(\.score)
            #expect(scores.count == StyledLayout.allCases.count)
            let total = scores.reduce(ExtractionScore(correct: 0, truth: 0, extracted: 0), +)
            #expect(total.recall >= floor.recall, "\(style): recall \(total.recall)")
            #expect(total.precision >= floor.precision, "\(style): precision \(total.precision)")
        }
        #expect(results.allSatisfy { $0.error == nil }, "\(results.compactMap(\.error))")
    }

    /// `bench/extraction/real`: the real pages saved in this repository.
    static let repositoryPages = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("bench/extraction/real")

    /// Every saved page has its provenance row, its titles occur in its text in page order,
    /// and its seeds are titles of the page.
    @Test func repositoryPagesAreConsistent() throws {
        let pages = try ExtractionCorpus.real(directory: Self.repositoryPages)
        #expect(!pages.isEmpty)
        let provenance = try FileManager.default.contentsOfDirectory(
            atPath: Self.repositoryPages.path
        )
        .filter { $0.hasPrefix("PROVENANCE") }
        .map {
            try String(contentsOf: Self.repositoryPages.appendingPathComponent($0), encoding: .utf8)
        }
        .joined(separator: "\n")
        for page in pages {
            #expect(provenance.contains("| \(page.id) |"), "\(page.id) has no provenance row")
            // Small pages are real too (a group page with four papers); below four, one miss
            // is a quarter of the figure.
            #expect(page.titles.count >= 4, "\(page.id)")
            let text = TitleNormalizer.normalize(String(decoding: page.data, as: UTF8.self))
            var rest = text[...]
            for title in page.titles {
                let key = TitleNormalizer.normalize(title)
                guard let range = rest.range(of: key) else {
                    Issue.record(
                        "\(page.id): '\(title)' is not in the page after the titles before it")
                    break
                }
                rest = rest[range.upperBound...]
            }
            let titles = Set(page.titles.map(TitleNormalizer.normalize))
            for seed in page.knownTitles {
                #expect(
                    titles.contains(TitleNormalizer.normalize(seed)), "\(page.id): seed \(seed)")
            }
        }
    }

    /// The repository's real pages: recall and precision floors per page, as measured.
    @Test func repositoryPagesKeepTheirFigures() throws {
        let floors: [String: (recall: Double, precision: Double)] = [
            "euge_stumm_apa": (1.0, 1.0),
            // The two theses sit in a block of their own, after "Doctoral Dissertation:"
            // labels: 29 of 31.
            "stephen_bauman_physics": (0.93, 1.0),
            "lei_gu_mixed": (1.0, 1.0),
            "david_izydorczyk_apa": (1.0, 1.0),
            "markus_freericks_lncs": (1.0, 1.0),
            "dominic_mulligan_irregular": (1.0, 1.0),
            // `<p><b>Theses</b></p>` opens a section whose two entries start "(2009) Title."
            // without authors: a rule of their own, learned from the one known thesis.
            "dima_damen_harvard": (1.0, 1.0),
            "maciej_kurzynski_chicago": (1.0, 1.0),
            "david_liu_acm": (1.0, 1.0),
            // One standards document puts its comma outside the quote: `"Title", Jan 2019.`
            "sharan_naribole_ieee": (1.0, 1.0),
            // MLA reviews ("Review of X, by Y": the reviewed book's author is read into the
            // title), a title quoted inside a link's text, two titles in one entry.
            "anouk_lang_mla": (0.78, 0.78),
            // A Markdown page whose list is raw HTML: read as HTML.
            "sebastien_combefis_irregular": (0.98, 0.98),
            // Pages the extractor still reads poorly (see the closing notes of issue 10):
            // PDF-glued words, PubMed pastes, a style change half-way, title-first math.
            "cedric_batailler_apa": (0.87, 0.87),
            "leo_celi_vancouver": (0.94, 0.94),
            "lauren_wilner_vancouver": (0.80, 0.84),
            "jane_pratt_mixed": (0.78, 0.78),
            "norihide_tokushige_irregular": (0.78, 0.78),
        ]
        // Only the pages measured before the split (issue 30): pages added since are scored
        // by `bench/run extraction`, and a held-out page's figures are never pinned here.
        for page in try ExtractionCorpus.real(directory: Self.repositoryPages) {
            guard let floor = floors[page.id] else { continue }
            let result = ExtractionCorpus.run(page)
            #expect(result.error == nil, "\(page.id): \(result.error ?? "")")
            #expect(result.score.recall >= floor.recall, "\(page.id): \(result.score)")
            #expect(result.score.precision >= floor.precision, "\(page.id): \(result.score)")
        }
    }

    /// `SPLIT.md` assigns every real page (those of this repository and the four of
    /// `../shared/fixtures/real/homepage_styles`) to development or held-out, by person: no
    /// person has pages on both sides, and held-out is about a third of the persons.
    @Test func splitCoversEveryPageByPerson() throws {
        let split = try CorpusSplit(directory: Self.repositoryPages)
        var ids = try ExtractionCorpus.real(directory: Self.repositoryPages).map(\.id)
        ids += [
            "alper_kumcu_apa", "christian_ronse_lncs", "yuko_okamoto_nature",
            "takashi_unuma_irregular",
        ]
        for id in ids { #expect(split.parts[id] != nil, "\(id) is not in SPLIT.md") }
        var sides: [String: Set<CorpusPart>] = [:]
        for (id, part) in split.parts { sides[split.persons[id] ?? id, default: []].insert(part) }
        for (person, parts) in sides { #expect(parts.count == 1, "\(person) is on both sides") }
        let heldOut = sides.values.filter { $0 == [.heldOut] }.count
        #expect(heldOut * 4 >= sides.count && heldOut * 5 <= sides.count * 2)
        let text = CorpusSplit(
            text: "| a | Ann | held-out |\n| b | Bo | development |\n| x | y | z |")
        #expect(text.parts == ["a": .heldOut, "b": .development])
        #expect(text.persons["a"] == "Ann")
    }

    /// The real pages of `../shared/fixtures/real/homepage_styles` (hand-checked titles):
    /// figures measured with this extractor, pinned per page.
    @Test func realStylePagesKeepTheirFigures() throws {
        let directory = try RealFixtures.url("homepage_styles")
        let pages = try ExtractionCorpus.real(directory: directory)
        #expect(pages.count == 4)
        let floors: [String: (recall: Double, precision: Double)] = [
            "alper_kumcu_apa": (0.88, 1.0), "christian_ronse_lncs": (0.97, 0.99),
            "yuko_okamoto_nature": (1.0, 1.0), "takashi_unuma_irregular": (1.0, 1.0),
        ]
        for page in pages {
            let result = ExtractionCorpus.run(page)
            let floor = try #require(floors[page.id], "no floor for \(page.id)")
            #expect(result.error == nil, "\(page.id): \(result.error ?? "")")
            #expect(result.score.recall >= floor.recall, "\(page.id): \(result.score)")
            #expect(result.score.precision >= floor.precision, "\(page.id): \(result.score)")
        }
    }
}

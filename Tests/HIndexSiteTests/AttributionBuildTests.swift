import Foundation
import HIndexCore
import HIndexSources
import HIndexTestSupport
import Testing

@testable import HIndexSite

/// A scientist's own list confirms papers and never lowers the metrics by being selective
/// (issue 27): the four real pairs of a citation source and the list its scientist published
/// (`../shared/fixtures/real`), and a real namesake mixed into a real record.
@Suite struct AttributionBuildTests {
    /// (slug, name, source key, saved source, list key, saved list)
    static let pairs: [(String, String, String, String, String, String)] = [
        (
            "yi-ren", "Yi Ren", "scholarly", "scholarly_json/yi_ren_gs_data_2025-05-21.json",
            "homepage", "homepage_pubs/yi_ren_pub.md"
        ),
        (
            "jason-arday", "Jason Arday", "openalex",
            "openalex/jason_arday_openalex_works_2026-08-08.json", "orcid",
            "orcid/jason_arday_orcid_works_0000-0002-9822-1068_2026-08-08.json"
        ),
        (
            "yaroslav-zharov", "Yaroslav Zharov", "scholar",
            "scholar_profile/martslaaf_yaroslav_zharov_profile_2025-11.html", "homepage",
            "homepage_pubs/yaroslav_zharov_publications.html"
        ),
        (
            "david-dao", "David Dao", "serpapi",
            "serpapi_json/david_dao_serpapi_scholar_author_2022-05-10.json", "homepage",
            "homepage_pubs/david_dao_index_2022-05-10.html"
        ),
    ]

    /// Semantic Scholar's two real pages of author 1792904 (Jason B. Ernst, with the genomics
    /// namesake's papers), merged into `content/snapshots/s2.json`.
    static func writeErnstS2(to folder: TemporaryFolder) throws {
        var merged: [Any] = []
        for page in [1, 2] {
            let data = try Data(
                contentsOf: Fixtures.real(
                    "semantic_scholar/jason_ernst_s2_author_papers_page\(page).json"))
            let object = try #require(
                try JSONSerialization.jsonObject(with: data) as? [String: Any])
            merged += try #require(object["data"] as? [Any])
        }
        try folder.write(
            "content/snapshots/s2.json",
            String(
                decoding: try JSONSerialization.data(withJSONObject: ["data": merged]),
                as: UTF8.self))
    }

    /// The networking Jason Ernst's own Google Scholar profile (real, saved by him).
    static func ernstScholarProfile() throws -> CitationSourceResult {
        try ScholarProfileParser.parse(
            Data(
                contentsOf: Fixtures.real("scholar_profile/compscidr_jason_ernst_profile_2024.html")
            ),
            origin: "ernst.html")
    }

    @Test("the four real pairs: the list confirms papers, and h and citations equal all papers'")
    func realPairsKeepEveryPaperOfTheScientist() async throws {
        let folder = try TemporaryFolder()
        for (slug, name, sourceKey, source, listKey, list) in Self.pairs {
            let sourceFile =
                "snapshots/\(slug)-source.\(URL(fileURLWithPath: source).pathExtension)"
            let listFile = "snapshots/\(slug)-list.\(URL(fileURLWithPath: list).pathExtension)"
            try folder.copy(Fixtures.real(source), to: "content/" + sourceFile)
            try folder.copy(Fixtures.real(list), to: "content/" + listFile)
            try folder.write(
                "content/scientists/\(slug).md",
                "---\nname: \(name)\n\(sourceKey): \(sourceFile)\n\(listKey): \(listFile)\n---\n")
            try folder.write(
                "content/scientists/\(slug)-all.md",
                "---\nname: \(name)\n\(sourceKey): \(sourceFile)\n---\n")
            try folder.write(
                "content/scientists/\(slug)-strict.md",
                "---\nname: \(name)\n\(sourceKey): \(sourceFile)\n\(listKey): \(listFile)\n"
                    + "publication_list: complete\n---\n")
        }
        let state = try await folder.build(offline: true)
        // Measured on main f3ac9ab (issue 27): the lists lowered these to 31/7,073, 8/495,
        // 3/23 and 9/482; `publication_list: complete` keeps that strict rule.
        let expected: [String: (Int, Int)] = [
            "yi-ren": (35, 7947), "jason-arday": (14, 1131), "yaroslav-zharov": (4, 50),
            "david-dao": (9, 485),
        ]
        for (slug, _, _, _, _, _) in Self.pairs {
            let withList = try folder.metrics(slug)
            let all = try folder.metrics(slug + "-all")
            let strict = try folder.metrics(slug + "-strict")
            #expect(withList["h_index"] as? Int == all["h_index"] as? Int, "\(slug)")
            #expect(withList["citations"] as? Int == all["citations"] as? Int, "\(slug)")
            #expect(withList["h_index"] as? Int == expected[slug]?.0, "\(slug)")
            #expect(withList["citations"] as? Int == expected[slug]?.1, "\(slug)")
            #expect(
                (strict["citations"] as? Int ?? 0) < (all["citations"] as? Int ?? 0),
                "\(slug): the strict rule counts only listed papers")
            let data = try folder.json("site/data/scientists/\(slug).json")
            let attribution = try #require(data["attribution"] as? [String: Any], "\(slug)")
            #expect((attribution["confirmed"] as? Int ?? 0) > 0, "\(slug)")
            let publications = try #require(data["publications"] as? [[String: Any]])
            let classes = publications.compactMap {
                ($0["attribution"] as? [String: Any])?["class"] as? String
            }
            #expect(classes.contains("confirmed") && classes.contains("attributed"), "\(slug)")
        }
        // Both pages that call themselves a selection are read as one, in their own words.
        for slug in ["yaroslav-zharov", "david-dao"] {
            let data = try folder.json("site/data/scientists/\(slug).json")
            let attribution = try #require(data["attribution"] as? [String: Any])
            #expect(attribution["list_kind"] as? String == "selected", "\(slug)")
            #expect(
                (attribution["selection_phrase"] as? String)?.lowercased()
                    == "selected publications", "\(slug)")
        }
        // Jason Arday's ORCID record lists 11 of his 56 works: papers that nothing ties to it
        // decide his h-index (14; 11 without them), which the maintainer is told; the
        // others' h-index does not depend on such papers.
        let untied = state.problems.filter { $0.contains("decide the h-index") }
        #expect(untied.count == 1, "\(untied)")
        #expect(untied.first?.hasPrefix("jason-arday:") == true, "\(untied)")
        #expect(untied.first?.contains("the h-index: 14, 11 without them") == true, "\(untied)")
        let page = try folder.read("site/scientists/yaroslav-zharov/index.html")
        #expect(page.contains("class=\"attribution-summary\""))
        #expect(page.contains("papers are on the scientist’s list"))
    }

    /// Semantic Scholar's record of the networking researcher Jason B. Ernst holds three
    /// genomics papers of another Jason Ernst (PROVENANCE.md §5). His own Google Scholar
    /// profile, as a BibTeX list, confirms his papers; the genomics papers have co-authors
    /// of their own and a distant topic.
    @Test func aRealNamesakeInARealRecordIsLeftOut() async throws {
        let folder = try TemporaryFolder()
        try Self.writeErnstS2(to: folder)
        let scholar = try Self.ernstScholarProfile()
        let bibtex = scholar.publications.enumerated().map { index, paper in
            "@article{p\(index),\n  title = {\(paper.title)},\n  year = {\(paper.year ?? 2000)}\n}\n"
        }.joined(separator: "\n")
        try folder.write("content/refs/ernst.bib", bibtex)
        try folder.write(
            "content/scientists/jason-ernst.md",
            "---\nname: Jason Ernst\nsemantic_scholar: snapshots/s2.json\nbibtex: refs/ernst.bib\n---\n"
        )
        try await folder.build(offline: true)
        let data = try folder.json("site/data/scientists/jason-ernst.json")
        let publications = try #require(data["publications"] as? [[String: Any]])
        let genomics = publications.filter {
            let title = ($0["title"] as? String) ?? ""
            return title.hasPrefix("Identification of Functional Elements and Regulatory Circuits")
                || title.hasPrefix("Integrating multiple evidence sources to predict transcription")
                || title.hasPrefix("A Semi-Supervised Method for Predicting Transcription Factor")
        }
        #expect(genomics.count == 3)
        for paper in genomics {
            #expect(paper["role"] as? String == "excluded", "\(paper["title"] ?? "")")
            #expect(paper["reason"] as? String == "possible-namesake", "\(paper["title"] ?? "")")
        }
        // The networking papers' h-index, as without the namesake (12; 15 with the genomics
        // papers, PROVENANCE.md).
        #expect(try folder.metrics("jason-ernst")["h_index"] as? Int == 12)

        // Without a list, the profile's main circle of co-authors stands in for it: the
        // papers set apart are counted and reported to the maintainer (the console and the
        // JSON, not the public page), or left out under `possible_namesakes: leave_out`.
        try folder.write(
            "content/scientists/jason-ernst.md",
            "---\nname: Jason Ernst\nsemantic_scholar: snapshots/s2.json\n---\n")
        try folder.write(
            "content/scientists/ernst-strict.md",
            "---\nname: Jason Ernst\nsemantic_scholar: snapshots/s2.json\n"
                + "possible_namesakes: leave_out\n---\n")
        let state = try await folder.build(offline: true)
        let warning = try #require(
            state.problems.first { $0.hasPrefix("jason-ernst:") && $0.contains("namesake") },
            "\(state.problems)")
        #expect(warning.contains("possible_namesakes: leave_out"))
        #expect(warning.contains("they are counted") || warning.contains("it is counted"))
        let counted = try folder.metrics("jason-ernst")
        #expect(counted["h_index"] as? Int == 15)
        let page = try folder.read("site/scientists/jason-ernst/index.html")
        #expect(!page.contains("possible_namesakes"))
        let notices =
            try folder.json("site/data/scientists/jason-ernst.json")["notices"] as? [String]
        #expect(notices?.contains { $0.contains("possible_namesakes: leave_out") } == true)
        let strict = try folder.json("site/data/scientists/ernst-strict.json")
        let left = (strict["publications"] as? [[String: Any]] ?? []).filter {
            $0["reason"] as? String == "possible-namesake"
        }.compactMap { $0["title"] as? String }
        #expect(left.contains { $0.hasPrefix("Identification of Functional Elements") }, "\(left)")
    }

    /// With a 12-entry "Selected publications" page instead of the complete list, the
    /// namesake's genomics papers in Semantic Scholar's record of Jason B. Ernst cannot be told
    /// from his own papers missing from the selection (issue 27): they count, and since they
    /// decide the h-index the maintainer is told which papers to confirm or leave out — in
    /// the console and the JSON, never on the public page. Listing them under `exclude:`
    /// settles it.
    @Test func untiedPapersThatDecideTheHIndexAreSaidToTheMaintainer() async throws {
        let folder = try TemporaryFolder()
        try Self.writeErnstS2(to: folder)
        let scholar = try Self.ernstScholarProfile()
        let selected = scholar.publications.sorted { ($0.citations ?? 0) > ($1.citations ?? 0) }
            .prefix(12)
        let items = selected.map { paper in
            let title = paper.title.replacingOccurrences(of: "&", with: "&amp;")
                .replacingOccurrences(of: "<", with: "&lt;")
            return "<li>\(title). \(paper.year ?? 2000).</li>"
        }
        try folder.write(
            "content/snapshots/selected.html",
            "<!DOCTYPE html><html><body><h1>Jason Ernst</h1><h2>Selected publications</h2><ul>\n"
                + items.joined(separator: "\n") + "\n</ul></body></html>\n")
        let front =
            "---\nname: Jason Ernst\nsemantic_scholar: snapshots/s2.json\n"
            + "homepage: snapshots/selected.html\n"
        try folder.write("content/scientists/jason-ernst.md", front + "---\n")
        let state = try await folder.build(offline: true)
        let warning = try #require(
            state.problems.first { $0.hasPrefix("jason-ernst:") && $0.contains("the h-index:") },
            "\(state.problems)")
        #expect(warning.contains("`include:`") && warning.contains("`exclude:`"))
        #expect(warning.contains("scientists/jason-ernst.md"))
        let h = try folder.metrics("jason-ernst")["h_index"] as? Int ?? 0
        #expect(warning.contains("the h-index: \(h), "), "\(warning)")
        let notices =
            try folder.json("site/data/scientists/jason-ernst.json")["notices"] as? [String]
        #expect(notices?.contains { $0.contains("the h-index: \(h), ") } == true)
        let page = try folder.read("site/scientists/jason-ernst/index.html")
        #expect(!page.contains("exclude:") && !page.contains("without them"))

        // The maintainer leaves the genomics papers out: the networking papers' h-index.
        try folder.write(
            "content/scientists/jason-ernst.md",
            front + "exclude:\n"
                + "  - Identification of Functional Elements and Regulatory Circuits by Drosophila modENCODE\n"
                + "  - Integrating multiple evidence sources to predict transcription factor binding in the human genome\n"
                + "  - A Semi-Supervised Method for Predicting Transcription Factor–Gene Interactions in Escherichia coli\n"
                + "---\n")
        try await folder.build(offline: true)
        #expect(try folder.metrics("jason-ernst")["h_index"] as? Int == 12)
    }

    @Test func listKindAndNamesakePolicyAreCheckedWithTheirLine() throws {
        let folder = try TemporaryFolder()
        try folder.write("content/site.md", "---\ntitle: Test site\n---\n")
        try folder.write(
            "content/scientists/a.md",
            "---\nname: A\nscholar: AAAAAAAAAAAA\npublication_list: sometimes\n"
                + "possible_namesakes: maybe\n---\n")
        let findings = ContentLoader.load(
            from: folder.url.appendingPathComponent("content"), currentYear: 2026
        ).findings.map(\.description)
        #expect(
            findings.contains {
                $0.hasPrefix(
                    "scientists/a.md:4: publication_list: expected one of 'auto', "
                        + "'complete', 'selected', got 'sometimes'")
            }, "\(findings)")
        #expect(
            findings.contains {
                $0.hasPrefix(
                    "scientists/a.md:5: possible_namesakes: expected one of 'count', "
                        + "'leave_out', got 'maybe'")
            }, "\(findings)")
    }

    /// Issue 27's mixture, both ways between two real people of neighbouring fields (David
    /// Dao, machine learning for data markets and forests, SerpApi; Carlos Denner dos Santos,
    /// information systems and open-source software, OpenAlex): the owner's papers plus 15 of
    /// the other's, their author lines renamed to the owner's name form, with the owner's
    /// complete list. Declared `complete`, all 15 are left out and the owner's h-index and
    /// citations are exactly those without the mixture. Read by default, no paper of the
    /// owner's is ever left out; Dao's papers in Denner's profile are one circle of co-authors
    /// none of which is on a list holding most of the profile, so all 15 are left out too.
    /// Denner's in Dao's profile are mostly papers he wrote alone, whose words are shared with
    /// Dao's ("data", "value", "software"), so some stay undecided and count — the measured
    /// limit of title words (the note on issue 27 has the figures).
    @Test(arguments: [true, false])
    func aMixtureFromANeighbouringField(daoOwns: Bool) throws {
        let dao = try SerpApiAuthorParser.parse(
            Data(
                contentsOf: Fixtures.real(
                    "serpapi_json/david_dao_serpapi_scholar_author_2022-05-10.json")),
            origin: "dao.json"
        ).publications
        let denner = try OpenAlexWorksParser.parse(
            Data(contentsOf: Fixtures.real("openalex/carlos_denner_openalex_works.json")),
            origin: "denner.json"
        ).publications
        let (own, other) = daoOwns ? (dao, denner) : (denner, dao)
        let (form, surnames, name) =
            daoOwns
            ? ("D Dao", ["santos", "denner"], "David Dao")
            : ("Carlos Denner dos Santos", ["dao"], "Carlos Denner dos Santos")
        // 15 of the other's papers with a title, spread over the profile, renamed.
        let titled = other.filter { !$0.title.isEmpty }
        let step = max(1, titled.count / 15)
        let picked = titled.enumerated().filter { $0.offset % step == 0 }.prefix(15).map(\.element)
        #expect(picked.count == 15)
        let foreign = picked.map { paper -> Publication in
            var renamed = paper
            renamed.authors = paper.authors.split(separator: ",").map { part in
                let name = part.trimmingCharacters(in: .whitespaces)
                return surnames.contains { name.lowercased().contains($0) } ? form : name
            }.joined(separator: ", ")
            return renamed
        }
        // Interleaved, as a profile sorted by citations would mix them.
        var mixed = own
        for (index, paper) in foreign.enumerated() {
            mixed.insert(paper, at: min(mixed.count, index * 3))
        }
        let list = own.map {
            ReferenceEntry(title: $0.title, authors: $0.authors, year: $0.year, venue: $0.venue)
        }
        let foreignTitles = Set(foreign.map(\.title))
        let alone = Metrics(publications: own)
        for kind in [PublicationListKind.complete, .auto] {
            var entry = ScientistEntry(slug: "owner", path: "scientists/owner.md", name: name)
            entry.publicationList = kind
            let result = Reconciler.reconcile(source: mixed, reference: list, entry: entry)
            let ownLeftOut = result.publications.filter {
                !foreignTitles.contains($0.publication.title) && !$0.counted
                    && $0.exclusion != .duplicate
            }
            #expect(ownLeftOut.isEmpty, "\(kind): \(ownLeftOut.map(\.publication.title))")
            let metrics = Metrics(publications: result.countedPublications)
            #expect(metrics.hIndex >= alone.hIndex)
            // Dao's papers in Denner's profile form one circle of co-authors, none of it on a
            // list that holds most of the profile: left out by default too.
            guard kind == .complete || !daoOwns else { continue }
            let leftIn = result.publications.filter {
                foreignTitles.contains($0.publication.title) && $0.counted
            }
            #expect(leftIn.isEmpty, "\(leftIn.map(\.publication.title))")
            #expect(metrics.hIndex == alone.hIndex)
            #expect(metrics.citations == alone.citations)
        }
    }
}

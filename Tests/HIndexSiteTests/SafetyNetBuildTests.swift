import ExtractionCorpus
import Foundation
import HIndexCore
import HIndexSite
import HIndexSources
import HIndexTemplates
import HIndexTestSupport
import Testing

/// The build's safety net for publication lists (issue 10, point 3), on Jason Ernst's real
/// Google Scholar profile (58 rows, two of them duplicates: 56 papers, h 14): a list that
/// cannot be read leaves his metrics, counted papers and leaderboard row exactly as a build
/// without it, and says why on the page, in the JSON and in the build's warnings; a list that
/// was read but keeps fewer than a quarter of his papers is applied, with both counts named.
@Suite(.timeLimit(.minutes(10))) struct SafetyNetBuildTests {
    /// The profile's papers once its two duplicate rows are merged.
    static let papers = 56
    static let source = "Google Scholar profile"

    /// A real page of `Tests/HIndexSiteTests/Fixtures/` (see its PROVENANCE.md).
    static func fixture(_ name: String) throws -> Data {
        try Data(
            contentsOf: Fixtures.packageRoot.appendingPathComponent(
                "Tests/HIndexSiteTests/Fixtures/\(name)"))
    }

    /// One build of the site and what the tests read from it.
    struct Built {
        let folder: TemporaryFolder
        let state: BuildState

        func json(_ slug: String = "jason-ernst") throws -> [String: Any] {
            try folder.json("site/data/scientists/\(slug).json")
        }

        func page(_ slug: String = "jason-ernst") throws -> String {
            try folder.read("site/scientists/\(slug)/index.html")
        }

        /// The publication lists that could not be read, from the JSON.
        func failures(_ slug: String = "jason-ernst") throws -> [[String: Any]] {
            try #require(json(slug)["reference_failures"] as? [[String: Any]])
        }

        /// The scientist's notices that start with "The publication list".
        func listNotices(_ slug: String = "jason-ernst") throws -> [String] {
            (try json(slug)["notices"] as? [String] ?? []).filter {
                $0.hasPrefix("The publication list")
            }
        }
    }

    /// Builds Jason Ernst (and, with `others`, more scientists on the same profile) with
    /// `front` added to each front matter and `files` written under `content/`.
    static func build(
        front: String = "", files: [String: Data] = [:], others: [String: String] = [:],
        server: LocalHTTPServer? = nil
    ) async throws -> Built {
        let folder = try TemporaryFolder()
        try folder.copy(
            Fixtures.real("scholar_profile/compscidr_jason_ernst_profile_2024.html"),
            to: "content/snapshots/ernst.html")
        let scientists = ["jason-ernst": front].merging(others) { first, _ in first }
        for (slug, extra) in scientists {
            try folder.write(
                "content/scientists/\(slug).md",
                "---\nname: Jason Ernst\ndepartment: Computer Science\n"
                    + "scholar: snapshots/ernst.html\n\(extra)---\nNetworking researcher.\n")
        }
        for (path, data) in files {
            let url = folder.url.appendingPathComponent("content/\(path)")
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        let state = try await Pipeline.build(
            options: server.map { ScholarServerFixtures.options(folder, server: $0) }
                ?? BuildOptions(
                    contentDirectory: folder.url.appendingPathComponent("content"),
                    outputDirectory: folder.url.appendingPathComponent("site"),
                    verbosity: .quiet, cacheDirectory: folder.url.appendingPathComponent("cache")))
        return Built(folder: folder, state: state)
    }

    /// Expects `slug` of `built` to have exactly the metrics, papers and leaderboard row of
    /// Ernst built without any publication list, and no list applied.
    static func expectUnchanged(
        _ built: Built, slug: String = "jason-ernst", baseline: Built, _ label: String
    ) throws {
        let with = try built.json(slug)
        let without = try baseline.json()
        let metrics = try #require(with["metrics"] as? [String: Any])
        let expected = try #require(without["metrics"] as? [String: Any])
        #expect(try canonical(metrics) == canonical(expected), "\(label)")
        #expect(metrics["counted_papers"] as? Int == papers, "\(label)")
        #expect(metrics["h_index"] as? Int == 14, "\(label)")
        func counted(_ json: [String: Any]) -> [String] {
            (json["publications"] as? [[String: Any]] ?? []).map {
                "\($0["title"] ?? "") \($0["citations"] ?? "") \($0["role"] ?? "")"
            }
        }
        #expect(counted(with) == counted(without), "\(label)")
        #expect(with["reference_source"] == nil && with["matching"] == nil, "\(label)")
        func row(_ built: Built, _ slug: String) throws -> [String: Any]? {
            let data = try Data(
                contentsOf: built.folder.url.appendingPathComponent("site/data/leaderboard.json"))
            let rows = try JSONSerialization.jsonObject(with: data) as? [[String: Any]]
            return rows?.first { $0["slug"] as? String == slug }
        }
        var expectedRow = try #require(try row(baseline, "jason-ernst"))
        expectedRow["slug"] = slug
        let actualRow = try #require(try row(built, slug))
        #expect(try canonical(actualRow) == canonical(expectedRow), "\(label)")
    }

    /// A JSON object as sorted JSON text, to compare two of them.
    static func canonical(_ object: [String: Any]) throws -> String {
        String(
            decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]),
            as: UTF8.self)
    }

    /// Expects the warning for the list at `origin` on the page, in the JSON notices and in
    /// the build's warnings, with the wording of issue 10; returns the failure's JSON entry.
    @discardableResult
    static func expectWarning(
        _ built: Built, origin: String, slug: String = "jason-ernst",
        consequence: String = "all \(papers) papers of the citation source (\(source)) are counted"
    ) throws -> [String: Any] {
        let failure = try #require(
            try built.failures(slug).first { $0["origin"] as? String == origin },
            "no failure for \(origin)")
        let reason = try #require(failure["reason"] as? String)
        #expect(!reason.isEmpty && !reason.contains(origin), "\(reason)")
        let notice =
            "The publication list at \(origin) could not be read: \(reason); \(consequence)."
        let notices = try built.listNotices(slug)
        #expect(notices.contains(notice), "\(notices)")
        #expect(try built.page(slug).contains(HTML.escape(notice)), "\(origin) not on the page")
        #expect(built.state.problems.contains("\(slug): \(notice)"), "\(built.state.problems)")
        return failure
    }

    /// A page in no form a reading can follow: prose that mentions five of the profile's
    /// titles, each in a sentence of its own.
    static func newsPage() throws -> String {
        let profile = try ScholarProfileParser.parse(
            Data(
                contentsOf: Fixtures.real(
                    "scholar_profile/compscidr_jason_ernst_profile_2024.html")),
            origin: "ernst.html")
        let titles = profile.publications.map(\.title)
        let sentences = [
            "In 2010 our group was glad that %@ found readers at last.",
            "Over three summers we wrote %@ on a train, with a lot of coffee.",
            "People still ask about %@ when we meet them at conferences.",
            "Our student presented %@ and won a prize for the poster.",
            "We keep a copy of %@ on the shelf in the lab.",
        ]
        let paragraphs = sentences.enumerated().map { index, sentence in
            "<p>"
                + sentence.replacingOccurrences(
                    of: "%@", with: HTML.escape(titles[index * 3])) + "</p>"
        }
        return "<html><body><h1>News</h1>\n" + paragraphs.joined(separator: "\n")
            + "\n<p>The lab moved to the new building.</p></body></html>\n"
    }

    /// A page that is no publication list: the file, and what its failure must say.
    struct Case: Sendable, CustomStringConvertible {
        var file: String
        /// Known titles the extractor found on the page; `nil` when the page is rejected
        /// before any title is looked for (a captcha page, an empty file).
        var onPage: Int?
        /// A fragment of the reason.
        var reason: String
        var description: String { file }
    }

    static let cases: [Case] = [
        Case(file: "blog.md", onPage: 1, reason: "only 1 of the 56 known titles occurs"),
        Case(file: "cv.md", onPage: 0, reason: "none of the 56 known titles occurs"),
        Case(file: "404.html", onPage: 0, reason: "none of the 56 known titles occurs"),
        Case(file: "news.html", onPage: 5, reason: "of the 5 known titles on the page"),
        Case(file: "captcha.html", onPage: nil, reason: "block page"),
        Case(file: "empty.html", onPage: nil, reason: "empty"),
    ]

    static func page(_ file: String) throws -> Data {
        switch file {
        case "blog.md": try fixture("ernst_blog_icc2010.md")
        case "cv.md": try fixture("edvinli_cv.md")
        case "404.html": try fixture("greenelab_lab_404.html")
        case "news.html": Data(try newsPage().utf8)
        case "captcha.html":
            try Data(
                contentsOf: Fixtures.real(
                    "scholar_blocked/geomap_scholar_search_results2_captcha.html"))
        default: Data()
        }
    }

    /// A blog post, a CV page without publications, a 404 page, a captcha page, a page whose
    /// titles stand in prose and an empty file: each leaves the metrics, the counted papers
    /// and the leaderboard row exactly as without `homepage:`, with the warning and the
    /// figures on the page, in the JSON and in the build's warnings.
    @Test(arguments: cases)
    func aPageWithoutAListChangesNothing(_ item: Case) async throws {
        let baseline = try await Self.build()
        #expect(try baseline.json()["reference_failures"] == nil)
        let built = try await Self.build(
            front: "homepage: snapshots/\(item.file)\n",
            files: ["snapshots/\(item.file)": try Self.page(item.file)])
        try Self.expectUnchanged(built, baseline: baseline, item.file)
        #expect(try built.failures().count == 1)
        let failure = try Self.expectWarning(built, origin: "snapshots/\(item.file)")
        #expect(failure["name"] as? String == "Homepage")
        let reason = failure["reason"] as? String ?? ""
        #expect(reason.contains(item.reason), "\(item.file): \(reason)")
        if let onPage = item.onPage {
            #expect(failure["known_titles"] as? Int == Self.papers)
            #expect(failure["known_titles_on_page"] as? Int == onPage)
            let recovered = try #require(failure["recovered"] as? Int)
            #expect(Double(recovered) < 0.8 * Double(onPage) || recovered < 2)
        } else {
            #expect(failure["known_titles"] is NSNull && failure["recovered"] is NSNull)
        }
    }

    /// A homepage URL that answers 404 (its error page as the body) and one that answers 200
    /// with the same page (a "soft 404"): neither changes the metrics; the warnings name the
    /// URL, not a phrase about it.
    @Test func aHomepageURLThatIsGoneChangesNothing() async throws {
        let notFound = try String(decoding: Self.fixture("greenelab_lab_404.html"), as: UTF8.self)
        let server = try LocalHTTPServer { request in
            request.path == "/moved/" ? .html(notFound) : .html(notFound, status: 404)
        }
        defer { server.stop() }
        let base = server.baseURL.absoluteString
        let baseline = try await Self.build()
        let built = try await Self.build(
            front: "homepage: \(base)/publications/\n",
            others: ["soft-404": "homepage: \(base)/moved/\n"], server: server)
        try Self.expectUnchanged(built, baseline: baseline, "404")
        try Self.expectUnchanged(built, slug: "soft-404", baseline: baseline, "soft 404")
        let hard = try Self.expectWarning(built, origin: "\(base)/publications/")
        #expect((hard["reason"] as? String ?? "").contains("answered HTTP 404"), "\(hard)")
        let soft = try Self.expectWarning(built, origin: "\(base)/moved/", slug: "soft-404")
        #expect(soft["known_titles_on_page"] as? Int == 0)
    }

    /// The profile's papers as BibTeX entries (title and year, as Scholar gives them).
    static func bibtex(_ count: Int) throws -> Data {
        let works = try StyledHomepageBuildTests.ernstWorks().filter { $0.year != nil }
        let entries = works.prefix(count).enumerated().map { index, work in
            "@article{ernst\(index),\n  title = {\(work.title)},\n  author = {Ernst, Jason},\n"
                + "  year = {\(work.year ?? 0)}\n}\n"
        }
        return Data(entries.joined(separator: "\n").utf8)
    }

    /// Of two lists, the one that cannot be read decides nothing and the other alone counts,
    /// which the warning names; when both fail (a 404 page as the homepage, the same page
    /// saved as the ORCID response), every paper of the source counts again.
    @Test func aFailingListAmongSeveral() async throws {
        let bib = try Self.bibtex(20)
        let built = try await Self.build(
            front:
                "homepage: snapshots/cv.md\nbibtex: refs/ernst.bib\npublication_list: complete\n",
            files: ["snapshots/cv.md": try Self.fixture("edvinli_cv.md"), "refs/ernst.bib": bib])
        try Self.expectWarning(
            built, origin: "snapshots/cv.md",
            consequence: "only the other list counts (BibTeX at refs/ernst.bib)")
        let json = try built.json()
        let lists = try #require(
            (json["reference_source"] as? [String: Any])?["lists"] as? [[String: Any]])
        #expect(lists.map { $0["name"] as? String } == ["BibTeX"])
        let matched = try #require((json["matching"] as? [String: Any])?["matched"] as? Int)
        #expect(matched >= 19 && matched <= 20, "\(matched)")
        #expect((json["metrics"] as? [String: Any])?["counted_papers"] as? Int == matched)

        let baseline = try await Self.build()
        // An error page saved where the ORCID works response should be.
        let notFound = try Self.fixture("greenelab_lab_404.html")
        let both = try await Self.build(
            front: "homepage: snapshots/404.html\norcid: snapshots/orcid.json\n",
            files: ["snapshots/404.html": notFound, "snapshots/orcid.json": notFound])
        try Self.expectUnchanged(both, baseline: baseline, "both lists fail")
        #expect(try both.failures().map { $0["name"] as? String } == ["Homepage", "ORCID"])
        try Self.expectWarning(both, origin: "snapshots/404.html")
        let orcid = try Self.expectWarning(both, origin: "snapshots/orcid.json")
        #expect((orcid["reason"] as? String ?? "").contains("not JSON"), "\(orcid)")
    }

    /// A homepage listing `count` of the profile's papers (APA, one per list item).
    static func shortList(_ count: Int) throws -> Data {
        let works = try StyledHomepageBuildTests.ernstWorks().filter { $0.year != nil }
        let page = StyledPage(
            works: Array(works.prefix(count)), style: .apa, layout: .orderedList, seed: 3)
        return Data(page.text.utf8)
    }

    /// The warning for a list that keeps only `counted` of `papers` papers.
    static func fewMatches(_ counted: Int, of papers: Int) -> String {
        "The publication list at snapshots/home.html matches only \(counted) of the \(papers) "
            + "papers of the citation source (\(source)); the others are not counted. If the "
            + "list is incomplete, add the missing papers to it or name them under `include:`; "
            + "if the profile mixes in a namesake's papers, this is expected."
    }

    /// A list declared complete that keeps fewer than a quarter of the papers is applied, with a
    /// warning naming both counts in the JSON and in the build's warnings (not on the page); at a
    /// quarter, no warning. The counts are taken after `include:` and `exclude:`.
    @Test func aShortListIsAppliedWithBothCounts() async throws {
        let nine = try await Self.build(
            front: "homepage: snapshots/home.html\npublication_list: complete\n",
            files: ["snapshots/home.html": try Self.shortList(9)])
        let json = try nine.json()
        #expect((json["matching"] as? [String: Any])?["matched"] as? Int == 9)
        #expect((json["metrics"] as? [String: Any])?["counted_papers"] as? Int == 9)
        #expect(json["reference_failures"] == nil)
        let notice = Self.fewMatches(9, of: Self.papers)
        #expect(try nine.listNotices() == [notice])
        // It asks the maintainer to act: the console and the JSON say it, the page does not.
        #expect(try !nine.page().contains(HTML.escape(notice)))
        #expect(nine.state.problems.contains("jason-ernst: \(notice)"))

        // 13 of 56 is under a quarter.
        let under = try await Self.build(
            front: "homepage: snapshots/home.html\npublication_list: complete\n",
            files: ["snapshots/home.html": try Self.shortList(13)])
        #expect((try under.json()["metrics"] as? [String: Any])?["counted_papers"] as? Int == 13)
        #expect(try under.listNotices() == [Self.fewMatches(13, of: Self.papers)])

        // `include:` adds to the papers kept; `exclude:` takes papers out of the count.
        let works = try StyledHomepageBuildTests.ernstWorks().filter { $0.year != nil }
        let unlisted = works.dropFirst(9).map(\.title)
        func list(_ titles: ArraySlice<String>) -> String {
            "["
                + titles.map { "\"\($0.replacingOccurrences(of: "\"", with: "\\\""))\"" }
                .joined(separator: ", ") + "]"
        }
        let included = try await Self.build(
            front:
                "homepage: snapshots/home.html\npublication_list: complete\n"
                + "include: \(list(unlisted.prefix(2)))\n",
            files: ["snapshots/home.html": try Self.shortList(9)])
        #expect(try included.listNotices() == [Self.fewMatches(11, of: Self.papers)])
        // Excluding 20 papers that are not on the list leaves 36: 9 is a quarter of them, and
        // a quarter is enough.
        let excluded = try await Self.build(
            front:
                "homepage: snapshots/home.html\npublication_list: complete\n"
                + "exclude: \(list(unlisted.prefix(20)))\n",
            files: ["snapshots/home.html": try Self.shortList(9)])
        #expect((try excluded.json()["metrics"] as? [String: Any])?["counted_papers"] as? Int == 9)
        let notices = try excluded.listNotices()
        #expect(notices.isEmpty, "\(notices)")
    }

    /// `hindex-site build` prints the warnings of lists that could not be read or keep few
    /// papers, also when the scientists are unchanged since the last build; under `--quiet`
    /// its summary still says how many lists were not read.
    @Test func theBuildPrintsTheWarnings() async throws {
        let folder = try TemporaryFolder()
        try folder.copy(
            Fixtures.real("scholar_profile/compscidr_jason_ernst_profile_2024.html"),
            to: "content/snapshots/ernst.html")
        try folder.write(
            "content/snapshots/blog.md",
            String(decoding: try Self.fixture("ernst_blog_icc2010.md"), as: UTF8.self))
        try folder.write(
            "content/snapshots/home.html",
            String(decoding: try Self.shortList(9), as: UTF8.self))
        for (slug, homepage) in [("jason-ernst", "blog.md"), ("short-list", "home.html")] {
            try folder.write(
                "content/scientists/\(slug).md",
                "---\nname: Jason Ernst\nscholar: snapshots/ernst.html\n"
                    + "homepage: snapshots/\(homepage)\npublication_list: complete\n---\n")
        }
        func build(_ flags: [String]) throws -> CommandLineTests.Run {
            try CommandLineTests().run(
                [
                    "build", "--content", folder.url.appendingPathComponent("content").path,
                    "--output", folder.url.appendingPathComponent("site").path,
                ] + flags)
        }
        let normal = try build([])
        #expect(normal.status == 0, "\(normal.stderr)")
        #expect(
            normal.stderr.contains(
                "warning: jason-ernst: The publication list at snapshots/blog.md could not be "
                    + "read: only 1 of the 56 known titles occurs on the page"), "\(normal.stderr)")
        #expect(
            normal.stderr.contains("warning: short-list: \(Self.fewMatches(9, of: Self.papers))"),
            "\(normal.stderr)")
        #expect(normal.stdout.contains("1 publication list not read: see the warnings above"))
        // Built again with nothing changed: the kept reports still warn.
        let again = try build([])
        #expect(again.stdout.contains("all 2 unchanged"), "\(again.stdout)")
        #expect(
            again.stderr.contains(
                "warning: jason-ernst: The publication list at snapshots/blog.md could not be "
                    + "read"), "\(again.stderr)")
        #expect(again.stdout.contains("1 publication list not read: see the warnings above"))
        let quiet = try build(["--quiet"])
        #expect(!quiet.stderr.contains("warning:"), "\(quiet.stderr)")
        #expect(
            quiet.stdout.contains("1 publication list not read: run without --quiet to see why"),
            "\(quiet.stdout)")
    }
}

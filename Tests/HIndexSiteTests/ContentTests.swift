import Foundation
import HIndexCore
import HIndexSources
import HIndexTemplates
import Testing

@testable import HIndexSite

/// A content folder built in a temporary directory from inline files.
private struct ContentTree {
    let root: URL

    /// Writes `files` (paths relative to the content folder); `site.md` is added unless given
    /// or `withSite` is false.
    init(_ files: [String: String], withSite: Bool = true) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("hindex-content-\(UUID().uuidString)", isDirectory: true)
        var files = files
        if withSite, files["site.md"] == nil {
            files["site.md"] = "---\ntitle: Test site\n---\n"
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, text) in files {
            try write(Data(text.utf8), to: path)
        }
    }

    func write(_ data: Data, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func load() -> (content: Content, findings: [String]) {
        let (content, findings) = ContentLoader.load(from: root, currentYear: 2026)
        return (content, findings.map(\.description))
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}

@Suite("Content loading and validation")
struct ContentTests {
    @Test("three mistakes in one file give three errors at the lines of their keys")
    func threeMistakes() throws {
        let tree = try ContentTree([
            "scientists/karp.md": """
            ---
            name: Richard M. Karp
            departement: EECS
            affiliation: [UC Berkeley]
            scholar: kL3b0pMAAJ
            ---
            Bio.
            """
        ])
        defer { tree.remove() }
        let (content, findings) = tree.load()
        #expect(
            findings == [
                "scientists/karp.md:3: departement: unknown key; did you mean 'department'?",
                "scientists/karp.md:4: affiliation: expected a string, got a list",
                "scientists/karp.md:5: scholar: malformed Google Scholar id 'kL3b0pMAAJ': "
                    + "expected a user id such as kL3b0pMAAAAJ "
                    + "(the 12 characters after 'user=' in the profile URL)",
            ])
        // The entry is still read, without the keys that had problems.
        #expect(content.scientists.map(\.name) == ["Richard M. Karp"])
        #expect(content.scientists.first?.scholar == nil)
    }

    @Test("a valid file with every key round-trips into ScientistEntry")
    func fullFileRoundTrips() throws {
        let tree = try ContentTree([
            "scientists/karp.md": """
            ---
            name: Richard M. Karp
            department: [EECS, Mathematics]
            affiliation: UC Berkeley
            scholar: https://scholar.google.com/citations?hl=en&user=kL3b0pMAAAAJ
            scholar_search: "Richard Karp"
            openalex: A5012345678
            orcid: 0000-0002-1825-0097
            dblp: k/RichardMKarp
            semantic_scholar: 1741101
            homepage: snapshots/karp-home.html
            bibtex: bib/karp.bib
            primary: openalex
            similarity: { title: 0.85, authors: 0.5 }
            exclude: ["Title of a paper that is not theirs", "doi:10.1000/xyz"]
            include:
              - Title the matcher missed
            merge: [["Title A", "Title A (extended version)"]]
            since: 1959
            ---

            Richard Karp is a *computer scientist*.

            """,
            "snapshots/karp-home.html": "<html></html>",
            "bib/karp.bib": "@article{x, title={X}}",
        ])
        defer { tree.remove() }
        let (content, findings) = tree.load()
        #expect(findings == [])
        let expected = ScientistEntry(
            slug: "karp", path: "scientists/karp.md", name: "Richard M. Karp",
            departments: ["EECS", "Mathematics"], affiliation: "UC Berkeley",
            scholar: .id("kL3b0pMAAAAJ"), scholarSearch: "Richard Karp",
            openAlex: .id("A5012345678"), orcid: .id("0000-0002-1825-0097"),
            dblp: .id("k/RichardMKarp"), semanticScholar: .id("1741101"),
            homepage: .file("snapshots/karp-home.html"), bibtex: "bib/karp.bib",
            primary: "openalex", similarity: SimilarityThresholds(title: 0.85, authors: 0.5),
            exclude: ["Title of a paper that is not theirs", "doi:10.1000/xyz"],
            include: ["Title the matcher missed"],
            merge: [["Title A", "Title A (extended version)"]], since: 1959,
            bioMarkdown: "Richard Karp is a *computer scientist*.")
        #expect(content.scientists == [expected])
        #expect(content.settings.title == "Test site")
        #expect(
            content.departments == [
                Department(slug: "eecs", name: "EECS"),
                Department(slug: "mathematics", name: "Mathematics"),
            ])
    }

    @Test("source URLs are reduced to identifiers")
    func sourceURLs() throws {
        let tree = try ContentTree([
            "scientists/a.md": """
            ---
            name: A
            openalex: https://openalex.org/A5012345678
            orcid: https://orcid.org/0000-0002-1825-0097
            dblp: https://dblp.org/pid/k/RichardMKarp.html
            semantic_scholar: https://www.semanticscholar.org/author/Richard-M.-Karp/1741101
            homepage: https://people.eecs.berkeley.edu/~karp/publications.html
            ---
            """
        ])
        defer { tree.remove() }
        let (content, findings) = tree.load()
        #expect(findings == [])
        let entry = try #require(content.scientists.first)
        #expect(entry.openAlex == .id("A5012345678"))
        #expect(entry.orcid == .id("0000-0002-1825-0097"))
        #expect(entry.dblp == .id("k/RichardMKarp"))
        #expect(entry.semanticScholar == .id("1741101"))
        #expect(entry.homepage == .url("https://people.eecs.berkeley.edu/~karp/publications.html"))
    }

    @Test("two files whose slugs collide, and a slug that is not URL-safe")
    func duplicateAndInvalidSlugs() throws {
        let scientist = "---\nname: Someone\nscholar: kL3b0pMAAAAJ\n---\n"
        let tree = try ContentTree([
            "scientists/Karp.md": scientist,
            "scientists/karp.md": scientist,
            "scientists/Jürgen Schmidhuber.md": scientist,
        ])
        defer { tree.remove() }
        let (content, findings) = tree.load()
        #expect(
            findings == [
                "scientists/Jürgen Schmidhuber.md: the file name gives the slug "
                    + "'jürgen schmidhuber', which is not URL-safe (use only a-z, 0-9 and '-'): "
                    + "rename it to 'jurgen-schmidhuber.md'",
                "scientists/karp.md: duplicate slug 'karp': scientists/Karp.md has the same "
                    + "slug (file names are compared ignoring case); rename one of them",
            ])
        #expect(content.scientists.map(\.path) == ["scientists/Karp.md"])
    }

    @Test("saved files must exist inside the content folder")
    func savedFiles() throws {
        let tree = try ContentTree([
            "scientists/karp.md": """
            ---
            name: Richard M. Karp
            scholar: snapshots/missing.html
            openalex: content/snapshots/karp-openalex.json
            homepage: ../outside.html
            bibtex: karp.bib
            dblp: snapshots
            ---
            """,
            "snapshots/karp-openalex.json": "{}",
            "outside.html": "",
        ])
        defer { tree.remove() }
        let (_, findings) = tree.load()
        #expect(
            findings == [
                "scientists/karp.md:3: scholar: saved file 'snapshots/missing.html' "
                    + "not found in the content folder",
                "scientists/karp.md:4: openalex: saved file "
                    + "'content/snapshots/karp-openalex.json' not found in the content folder "
                    + "(paths are relative to the content folder: did you mean "
                    + "'snapshots/karp-openalex.json'?)",
                "scientists/karp.md:5: homepage: saved file '../outside.html' is outside the "
                    + "content folder: use a path relative to the content folder, without '..'",
                "scientists/karp.md:6: bibtex: BibTeX file 'karp.bib' not found in the "
                    + "content folder",
                "scientists/karp.md:7: dblp: malformed DBLP id 'snapshots': expected a DBLP "
                    + "person id such as k/RichardMKarp (the part after https://dblp.org/pid/ "
                    + "in the profile URL)",
            ])
    }

    @Test("a YAML syntax error is reported at its line in the file")
    func yamlSyntaxError() throws {
        let tree = try ContentTree([
            "scientists/karp.md": """
            ---
            name: Richard M. Karp
            affiliation: UC Berkeley
            scholar: [kL3b0pMAAAAJ
            ---
            """,
            "scientists/rabin.md": """
            ---
            name: Michael Rabin
            name: Michael O. Rabin
            ---
            """,
            "scientists/cook.md": """
            ---
            name: Stephen Cook
            affiliation: Toronto
              scholar: kL3b0pMAAAAJ
            ---
            """,
        ])
        defer { tree.remove() }
        let (content, findings) = tree.load()
        #expect(
            findings == [
                "scientists/cook.md:4: invalid YAML (column 10): mapping values are not "
                    + "allowed in this context; the line is indented under 'affiliation', which "
                    + "already has its value: start 'scholar:' at the beginning of the line",
                "scientists/karp.md:4: invalid YAML: did not find expected ',' or ']' before the "
                    + "closing '---' (while parsing a flow sequence)",
                "scientists/rabin.md:3: name: duplicate key: each key may appear only once",
            ])
        #expect(content.scientists.isEmpty)
    }

    @Test func aMistypedPathIsAMissingFileNotAMalformedId() throws {
        let tree = try ContentTree([
            "scientists/a.md": """
            ---
            name: A
            semantic_scholar: snapshots/x.jsn
            openalex: snapshots/a-openalex.jsn
            ---
            """,
            "snapshots/a-openalex.jsn": "{}",
        ])
        defer { tree.remove() }
        let (_, findings) = tree.load()
        #expect(
            findings.contains {
                $0.hasPrefix(
                    "scientists/a.md:3: semantic_scholar: file not found: 'snapshots/x.jsn' (no "
                        + "such file in the content folder; a saved file ends in one of .bib,")
            }, "\(findings)")
        #expect(
            findings.contains {
                $0.hasPrefix(
                    "scientists/a.md:4: openalex: 'snapshots/a-openalex.jsn' is a file in the "
                        + "content folder, but a saved file is known by its extension: rename it")
            }, "\(findings)")
    }

    @Test func yamlErrorsSayWhatToDoAboutTabsAndColons() throws {
        let tree = try ContentTree([
            "scientists/tab.md": "---\nname: Ada Tab\n\tdepartment: Physics\n---\n",
            "scientists/colon.md": "---\nname: Ada Colon\naffiliation: MIT: CSAIL\n---\n",
        ])
        defer { tree.remove() }
        let (_, findings) = tree.load()
        #expect(findings.count == 2, "\(findings)")
        let tab = try #require(findings.first { $0.hasPrefix("scientists/tab.md:3: ") })
        #expect(tab.contains("the line holds a tab: YAML indents with spaces only"))
        let colon = try #require(findings.first { $0.hasPrefix("scientists/colon.md:3: ") })
        #expect(
            colon.hasSuffix(
                "the value of 'affiliation' holds ': ': put it in double quotes "
                    + "(affiliation: \"MIT: CSAIL\")"))
    }

    @Test("department is one string or a list of strings, matched to department files")
    func departmentStringOrList() throws {
        let tree = try ContentTree([
            "departments/eecs.md": """
            ---
            name: Electrical Engineering and Computer Sciences
            description: Two fields, one department.
            ---
            Founded in *1973*.
            """,
            "scientists/a.md": "---\nname: A\nscholar_search: A\ndepartment: EECS\n---\n",
            "scientists/b.md": """
            ---
            name: B
            scholar_search: B
            department:
              - eecs
              - Mathematics
              - Electrical Engineering and Computer Sciences
            ---
            """,
            "scientists/c.md": "---\nname: C\nscholar_search: C\ndepartment: {x: 1}\n---\n",
            "scientists/d.md": "---\nname: D\nscholar_search: D\ndepartment: [EECS, [x]]\n---\n",
        ])
        defer { tree.remove() }
        let (content, all) = tree.load()
        // Mathematics has no file: a warning (CheckConsistencyTests); the errors here.
        #expect(
            all.contains { $0.hasPrefix("scientists/b.md: department: warning: 'Mathematics'") })
        let findings = all.filter { !$0.contains(": warning: ") }
        #expect(
            findings == [
                "scientists/c.md:4: department: expected a string or a list of strings, "
                    + "got a mapping",
                "scientists/d.md:4: department: each item must be a string, got a list",
            ])
        let eecs = "Electrical Engineering and Computer Sciences"
        #expect(content.scientists.map(\.departments) == [[eecs], [eecs, "Mathematics"], [], []])
        #expect(
            content.departments == [
                Department(
                    slug: "eecs", name: eecs,
                    descriptionMarkdown: "Two fields, one department.\n\nFounded in *1973*."),
                Department(slug: "mathematics", name: "Mathematics"),
            ])
    }

    @Test("missing name, missing and unterminated front matter, unreadable file")
    func structuralProblems() throws {
        let tree = try ContentTree([
            "scientists/karp.md": "---\naffiliation: UC Berkeley\nscholar: kL3b0pMAAAAJ\n---\n",
            "scientists/rabin.md": "# Michael Rabin\n\nNo front matter.\n",
            "scientists/cook.md": "---\nname: Stephen Cook\n\nBio without a closing line.\n",
            "scientists/notes.txt": "notes",
            "scientists/.DS_Store": "",
        ])
        defer { tree.remove() }
        try tree.write(Data([0x2D, 0x2D, 0x2D, 0x0A, 0xFF, 0xFE, 0x0A]), to: "scientists/bad.md")
        let (content, findings) = tree.load()
        #expect(
            findings == [
                "scientists/bad.md: cannot read file: not valid UTF-8 text",
                "scientists/cook.md:1: unterminated front matter: add a line '---' after the "
                    + "last key",
                "scientists/karp.md: name: missing required key",
                "scientists/notes.txt: warning: ignored: only .md files are read here",
                "scientists/rabin.md:1: missing front matter: the file must start with a line "
                    + "'---', then the keys, then a closing line '---' before the Markdown body",
            ])
        #expect(content.scientists.isEmpty)
    }

    @Test("identifier formats: ORCID check digit, OpenAlex, Semantic Scholar, homepage")
    func identifierFormats() throws {
        let tree = try ContentTree([
            "scientists/a.md": """
            ---
            name: A
            orcid: 0000-0002-1825-0098
            openalex: W123
            semantic_scholar: richard-karp
            homepage: www.example.org/pubs
            ---
            """,
            "scientists/b.md": """
            ---
            name: B
            orcid: 0000-02-1825-0097
            openalex: 0000-0002-1694-233X
            scholar: user=kL3b0pMAAAAJ
            ---
            """,
        ])
        defer { tree.remove() }
        let (content, findings) = tree.load()
        #expect(
            findings == [
                "scientists/a.md:3: orcid: ORCID iD '0000-0002-1825-0098' has a wrong check "
                    + "digit (a valid iD with these digits would end in 7): check for a typo",
                "scientists/a.md:4: openalex: malformed OpenAlex id 'W123': expected an OpenAlex "
                    + "author id such as A5012345678 (or the author's ORCID iD)",
                "scientists/a.md:5: semantic_scholar: malformed Semantic Scholar id "
                    + "'richard-karp': expected a Semantic Scholar author id such as 1741101",
                "scientists/a.md:6: homepage: expected an http(s) URL or a saved page under the "
                    + "content folder (a .html file), got 'www.example.org/pubs'; did you mean "
                    + "'https://www.example.org/pubs'?",
                "scientists/b.md:3: orcid: malformed ORCID iD '0000-02-1825-0097': expected four "
                    + "groups of four digits such as 0000-0002-1825-0097 (the last may be X)",
            ])
        let b = try #require(content.scientists.last)
        #expect(b.openAlex == .id("0000-0002-1694-233X"))
        #expect(b.scholar == .id("kL3b0pMAAAAJ"))
    }

    @Test("numbers, years, lists and merge groups are checked")
    func valueChecks() throws {
        let tree = try ContentTree([
            "scientists/karp.md": """
            ---
            name: Richard M. Karp
            scholar_search: Richard Karp
            similarity: { title: 80, authors: high, tilte: 0.5 }
            since: 1850
            exclude: Title A
            merge: [["Only one"], "Title B"]
            primary: openalex
            ---
            """
        ])
        defer { tree.remove() }
        let (_, findings) = tree.load()
        #expect(
            findings == [
                "scientists/karp.md:4: similarity.authors: expected a number between 0 and 1, "
                    + "got 'high'",
                "scientists/karp.md:4: similarity.tilte: unknown key; did you mean 'title'?",
                "scientists/karp.md:4: similarity.title: expected a number between 0 and 1, "
                    + "got 80 (did you mean 0.8?)",
                "scientists/karp.md:5: since: expected a whole number between 1900 and 2027, "
                    + "got 1850",
                "scientists/karp.md:6: exclude: expected a list of strings, got a string",
                "scientists/karp.md:7: merge: each group must be a list of at least two "
                    + "titles, got 1",
                "scientists/karp.md:7: merge: each group must be a list of at least two "
                    + "titles, got a string",
                "scientists/karp.md:8: primary: the primary source 'openalex' is not set for "
                    + "this scientist: add the 'openalex' key or choose another primary source",
            ])
    }

    @Test("a value of the wrong kind is named as YAML reads it; null reads as unset")
    func kindsOfValues() throws {
        let tree = try ContentTree([
            "scientists/a.md": """
            ---
            name: A
            scholar_search: A
            exclude: 42
            include: true
            ---
            """,
            "scientists/b.md": """
            ---
            name: B
            scholar_search: B
            exclude: 2024-01-05
            include: "7"
            merge: ~
            ---
            """,
            "scientists/c.md": """
            ---
            name: C
            scholar_search: C
            exclude: 1.5e3
            include: NULL
            merge: !!str null
            ---
            """,
        ])
        defer { tree.remove() }
        let (_, findings) = tree.load()
        #expect(
            findings == [
                "scientists/a.md:4: exclude: expected a list of strings, got a number",
                "scientists/a.md:5: include: expected a list of strings, got a true/false value",
                "scientists/b.md:4: exclude: expected a list of strings, got a date",
                "scientists/b.md:5: include: expected a list of strings, got a string",
                "scientists/c.md:4: exclude: expected a list of strings, got a number",
                "scientists/c.md:6: merge: expected a list of groups of titles, such as "
                    + "[[\"Title A\", \"Title A (extended version)\"]], got a string",
            ])
    }

    @Test("a scientist without a citation source gets a warning; empty keys read as unset")
    func noCitationSource() throws {
        let tree = try ContentTree([
            "scientists/karp.md": """
            ---
            name: Richard M. Karp
            homepage: https://example.org/pubs.html
            orcid:
            scholar:
            ---
            """
        ])
        defer { tree.remove() }
        let (content, findings) = tree.load()
        #expect(findings == [])
        #expect(content.scientists.first?.scholar == nil)

        let bare = try ContentTree(["scientists/rabin.md": "---\nname: Michael Rabin\n---\n"])
        defer { bare.remove() }
        #expect(
            bare.load().findings == [
                "scientists/rabin.md: warning: no citation source ("
                    + CitationSources.keys.dropLast().joined(separator: ", ") + " or "
                    + (CitationSources.keys.last ?? "") + "): the page will have no metrics"
            ])
    }

    @Test("primary: names an allowed citation source that the file gives")
    func primaryValues() throws {
        let tree = try ContentTree([
            "scientists/a.md": "---\nname: A\nopenalex: A123\nprimary: google\n---\n",
            "scientists/b.md": "---\nname: B\nopenalex: A123\nprimary: semantic_scholar\n---\n",
            "scientists/c.md": """
            ---
            name: C
            openalex: A123
            semantic_scholar: 1792904
            primary: semantic_scholar
            ---
            """,
        ])
        defer { tree.remove() }
        // The three share one OpenAlex id: warnings of their own (CheckConsistencyTests).
        let findings = tree.load().findings.filter { !$0.contains(": warning: ") }
        let content = tree.load().content
        #expect(
            findings == [
                "scientists/a.md:4: primary: expected one of "
                    + CitationSources.keys.map { "'\($0)'" }.joined(separator: ", ")
                    + ", got 'google'",
                "scientists/b.md:4: primary: the primary source 'semantic_scholar' is not set "
                    + "for this scientist: add the 'semantic_scholar' key or choose another "
                    + "primary source",
            ])
        let c = try #require(content.scientists.first { $0.slug == "c" })
        #expect(c.primary == "semantic_scholar")
        let plans = PlanStep.citationPlans(for: c)
        #expect(plans.primary == .fetched(source: "semantic_scholar", id: "1792904"))
        #expect(plans.others == [.fetched(source: "openalex", id: "A123")])
    }

    @Test("site.md settings, with defaults and problems")
    func siteSettings() throws {
        let tree = try ContentTree([
            "site.md": """
            ---
            title: EECS research metrics
            organization: Example University
            base_url: https://example.edu/research/metrics
            description: Citation metrics of our faculty.
            recent_years: 10
            contact: web@example.edu
            sources:
              scholar: { delay: 8, ttl_days: 14 }
              openalex:
                base_url: http://127.0.0.1:8080
            ---
            Welcome to **our** leaderboard.
            """,
            "scientists/a.md": "---\nname: A\nscholar_search: A\n---\n",
        ])
        defer { tree.remove() }
        let (content, findings) = tree.load()
        #expect(findings == [])
        #expect(
            content.settings
                == SiteSettings(
                    title: "EECS research metrics", baseURL: "/research/metrics/",
                    description: "Citation metrics of our faculty.", recentYears: 10,
                    contact: "web@example.edu",
                    sources: [
                        "scholar": SourceSettings(delaySeconds: 8, ttlDays: 14),
                        "openalex": SourceSettings(baseURL: "http://127.0.0.1:8080"),
                    ],
                    introMarkdown: "Welcome to **our** leaderboard.",
                    siteURL: "https://example.edu/research/metrics/",
                    organization: "Example University"))

        let bad = try ContentTree([
            "site.md": """
            ---
            titel: Metrics
            recent_years: five
            contact: webmaster
            sources:
              scolar: { delay: 5 }
              openalex: { delay: -1, base_url: api.openalex.org }
            organisation: Example University
            ---
            """,
            "scientists/a.md": "---\nname: A\nscholar_search: A\n---\n",
        ])
        defer { bad.remove() }
        #expect(
            bad.load().findings == [
                "site.md:2: titel: unknown key; did you mean 'title'?",
                "site.md:3: recent_years: expected a whole number between 1 and 100, got 'five'",
                "site.md:4: contact: warning: 'webmaster' does not look like an e-mail address; "
                    + "APIs use it to contact you",
                "site.md:6: sources.scolar: unknown key; did you mean 'scholar'?",
                "site.md:7: sources.openalex.base_url: expected an http(s) URL, got "
                    + "'api.openalex.org'",
                "site.md:7: sources.openalex.delay: expected a number of seconds between 0 and "
                    + "86400, got -1",
                "site.md:8: organisation: unknown key; did you mean 'organization'?",
            ])
    }

    @Test("site.md language: a BCP 47 tag; an unknown one names the file, line and choices")
    func siteLanguage() throws {
        for (tag, language) in [
            ("it", SiteLanguage.italian), ("pt-BR", .portuguese), ("zh-Hans", .simplifiedChinese),
            ("DE", .german),
        ] {
            let tree = try ContentTree([
                "site.md": "---\ntitle: T\nlanguage: \(tag)\n---\n",
                "scientists/a.md": "---\nname: A\nscholar_search: A\n---\n",
            ])
            defer { tree.remove() }
            let (content, findings) = tree.load()
            #expect(findings == [], "\(tag)")
            #expect(content.settings.language == language, "\(tag)")
        }
        let bad = try ContentTree([
            "site.md": "---\ntitle: T\nlanguage: klingon\nlang: it\n---\n",
            "scientists/a.md": "---\nname: A\nscholar_search: A\n---\n",
        ])
        defer { bad.remove() }
        let (content, findings) = bad.load()
        #expect(
            findings == [
                "site.md:3: language: unknown language 'klingon'; available: en, it, de, fr, "
                    + "es, pt, zh-Hans",
                "site.md:4: lang: unknown key; did you mean 'language'?",
            ])
        #expect(content.settings.language == .english)
    }

    @Test("missing site.md and missing or empty scientists folder")
    func missingFiles() throws {
        let empty = try ContentTree([:], withSite: false)
        defer { empty.remove() }
        let (content, findings) = empty.load()
        #expect(
            findings == [
                "scientists/: folder not found: create it with one .md file per scientist",
                "site.md: warning: not found; using the default site settings",
            ])
        #expect(content.settings == SiteSettings())

        let noScientists = try ContentTree([:])
        defer { noScientists.remove() }
        try FileManager.default.createDirectory(
            at: noScientists.root.appendingPathComponent("scientists"),
            withIntermediateDirectories: true)
        #expect(
            noScientists.load().findings == [
                "scientists/: no scientist files: add one .md file per scientist"
            ])
    }

    @Test("Windows line endings and a byte-order mark keep line numbers right")
    func lineEndings() throws {
        let tree = try ContentTree([
            "scientists/karp.md": "\u{FEFF}---\r\nname: Karp\r\nscholar_search: Karp\r\n"
                + "colour: blue\r\n---\r\nBio\r\nline two.\r\n"
        ])
        defer { tree.remove() }
        let (content, findings) = ContentLoader.load(from: tree.root)
        #expect(findings.map(\.description) == ["scientists/karp.md:4: colour: unknown key"])
        #expect(content.scientists.first?.bioMarkdown == "Bio\nline two.")
    }

    @Test("finding descriptions leave out missing parts")
    func findingDescriptions() {
        #expect(
            Finding(path: "scientists/karp.md", key: "name", message: "missing required key")
                .description == "scientists/karp.md: name: missing required key")
        #expect(
            Finding(
                path: "site.md", line: 3, key: "contact", message: "odd", severity: .warning
            ).description == "site.md:3: contact: warning: odd")
        #expect(Finding(path: "a.md", line: 1, message: "bad").description == "a.md:1: bad")
    }

    @Test(
        "unknown keys suggest the closest known key",
        arguments: [
            ("departments", "did you mean 'department'?"),
            ("affilation", "did you mean 'affiliation'?"),
            ("orcid_id", "did you mean 'orcid'?"),
            ("website", "did you mean 'homepage'?"),
            ("sinse", "did you mean 'since'?"),
            ("bio", "the bio is the Markdown body after the closing '---', not a key"),
        ])
    func suggestions(key: String, hint: String) {
        #expect(
            KeySuggestion.hint(
                for: key, known: ScientistFrontMatter.keys, hints: ScientistFrontMatter.hints)
                == hint)
    }

    @Test("no suggestion for a key far from every known key")
    func noSuggestion() {
        #expect(
            KeySuggestion.hint(
                for: "favourite_colour", known: ScientistFrontMatter.keys,
                hints: ScientistFrontMatter.hints) == nil)
    }

    @Test(
        "ORCID check digits",
        arguments: [
            ("0000-0002-1825-0097", SourceIdentifier.ORCIDCheck.valid),
            ("0000-0002-1694-233X", .valid),
            ("0000-0001-5109-3700", .valid),
            ("0000-0002-1825-0098", .wrongCheckDigit("7")),
            ("0000-0002-1825-009", .malformed),
            ("0000-0002-1825-00X7", .malformed),
        ])
    func orcidCheckDigits(id: String, expected: SourceIdentifier.ORCIDCheck) {
        #expect(SourceIdentifier.checkORCID(id) == expected)
    }

    @Test(
        "slugs made from names",
        arguments: [
            ("Jürgen Schmidhuber", "jurgen-schmidhuber"),
            ("Łukasz  Kaiser!", "lukasz-kaiser"),
            ("  EECS ", "eecs"),
            ("数学", ""),
        ])
    func slugs(name: String, slug: String) {
        #expect(Slug.make(from: name) == slug)
    }
}

/// `check` and `build` report an identifier that breaks its source's grammar at its key's
/// line, as other front-matter errors.
@Suite struct IdentifierContentTests {
    @Test func pathsGivenAsIdentifiersAreContentErrors() throws {
        let tree = try ContentTree([
            "scientists/x.md": "---\nname: X\nscholar: kL3b0pMAAAAJ\ndblp: ../../etc/passwd\n---\n",
            "scientists/z.md": "---\nname: Z\nscholar_search: snapshots/x.html\n---\n",
            "scientists/ok.md":
                "---\nname: Ok\nscholar_search: Richard Karp\ndblp: 123/4567\n---\n",
        ])
        defer { tree.remove() }
        let (content, findings) = tree.load()
        #expect(
            findings == [
                "scientists/x.md:4: dblp: malformed DBLP id '../../etc/passwd': expected a DBLP "
                    + "person id such as k/RichardMKarp (the part after https://dblp.org/pid/ "
                    + "in the profile URL)",
                "scientists/z.md:3: scholar_search: expected the author's name as Google Scholar "
                    + "writes it, such as Richard Karp, got the file name 'snapshots/x.html': an "
                    + "author search has no saved form (for a saved profile page use 'scholar:')",
            ])
        let ok = content.scientists.first { $0.slug == "ok" }
        #expect(ok?.scholarSearch == "Richard Karp")
        #expect(ok?.dblp == .id("123/4567"))
    }
}

/// Names lose their bidirectional and zero-width controls on input; a name with nothing
/// visible left is an error at its line (issue 13).
@Suite struct InvisibleNameContentTests {
    @Test func controlsAreStrippedFromNamesDepartmentsAndAffiliations() throws {
        let tree = try ContentTree([
            "departments/cs.md": "---\nname: \u{202E}Computer\u{200B} Science\n---\n",
            "scientists/a.md": """
            ---
            name: "\u{202E}Ada\u{2066} Lovelace\u{FEFF}"
            scholar_search: Ada Lovelace
            department: [cs, "Math\u{2060}ematics"]
            affiliation: "\u{200B}Analytical Engines"
            ---
            """,
            "scientists/b.md": "---\nname: \"مریم\u{200C}زاده\"\nscholar_search: B\n---\n",
        ])
        defer { tree.remove() }
        let (content, all) = tree.load()
        // "Mathematics" has no department file: a warning, not a problem of invisible text.
        let findings = all.filter { !$0.contains(": warning: ") }
        #expect(findings == [])
        #expect(content.scientists.map(\.name) == ["Ada Lovelace", "مریم\u{200C}زاده"])
        #expect(content.scientists.first?.affiliation == "Analytical Engines")
        #expect(content.scientists.first?.departments == ["Computer Science", "Mathematics"])
    }

    @Test func aNameOfControlsAndJoinersOnlyIsAnError() throws {
        let tree = try ContentTree([
            "scientists/a.md": "---\nscholar_search: A\nname: \"\u{200B}\u{200D}\u{202E}\"\n---\n",
            "scientists/b.md": """
            ---
            name: B
            scholar_search: B
            department:
              - Physics
              - "\u{FEFF}\u{200C}"
            ---
            """,
            "departments/c.md": "---\nname: \"\u{2060}\"\n---\n",
        ])
        defer { tree.remove() }
        let (content, findings) = tree.load()
        let reason =
            "has no visible characters once bidirectional and zero-width controls "
            + "(U+202A–202E, U+2066–2069, U+200B, U+2060, U+FEFF) and joiners are removed"
        #expect(
            findings == [
                "departments/c.md:2: name: \(reason)",
                "scientists/a.md:3: name: \(reason)",
                "scientists/b.md:6: department: \(reason)",
            ])
        #expect(!content.scientists.contains { $0.slug == "a" })
    }

    /// Issue 31, case 10: a C1 control or a noncharacter in a name is said by `check` at its
    /// line, and never reaches a page raw.
    @Test func controlsThatPagesCannotCarryAreSaid() throws {
        // Raw, YAML refuses them (or reads U+0085 as a line break); its escapes let them in.
        let tree = try ContentTree([
            "scientists/a.md": "---\nscholar_search: A\nname: \"Ada\\u0085Lovelace\"\n---\n",
            "departments/c.md": "---\nname: \"Physics\\uFFFE\"\n---\n",
        ])
        defer { tree.remove() }
        let (content, findings) = tree.load()
        #expect(
            findings == [
                "departments/c.md:2: name: warning: contains U+FFFE, a noncharacter that web "
                    + "pages cannot carry; the pages show � in its place: remove it",
                "scientists/a.md:3: name: warning: contains U+0085, a control character that web "
                    + "pages cannot carry; the pages show � in its place: remove it",
            ], "\(findings)")
        #expect(content.scientists.map(\.name) == ["Ada\u{85}Lovelace"])
        #expect(HTML.escape("Ada\u{85}Lovelace") == "Ada\u{FFFD}Lovelace")
    }

    /// Issue 13: a scientist in 1,000 departments made a 2 GB site; display names are
    /// bounded in number and length, and `check` says so at the key's line.
    @Test func departmentsAndDisplayNamesAreBounded() throws {
        let departments = (0..<21).map { "  - Department \($0)" }.joined(separator: "\n")
        let tree = try ContentTree([
            "scientists/a.md":
                "---\nname: A\nscholar_search: A\ndepartment:\n\(departments)\n---\n",
            "scientists/b.md": """
            ---
            name: B
            scholar_search: B
            affiliation: \(String(repeating: "x", count: 301))
            department: [\(String(repeating: "y", count: 300))]
            ---
            """,
        ])
        defer { tree.remove() }
        let (content, findings) = tree.load()
        #expect(
            findings == [
                "scientists/a.md:4: department: lists 21 names; at most 20 are accepted",
                "scientists/b.md:4: affiliation: is 301 characters long; at most 300 are accepted",
            ])
        #expect(content.scientists.first { $0.slug == "b" }?.departments.first?.count == 300)
    }
}

/// `saved:` (the day a scientist's saved pages were saved) is an ISO date, checked with the
/// file and line of the key.
@Suite struct SavedDateContentTests {
    @Test func savedKeyIsValidatedWithFileAndLine() throws {
        let tree = try ContentTree([
            "scientists/a.md": "---\nname: A\nscholar: a.html\nsaved: 2024-02-30\n---\n",
            "scientists/b.md": "---\nname: B\nscholar: b.html\nsaved: 5/1/2024\n---\n",
            "scientists/c.md": "---\nname: C\nscholar: c.html\nsaved: 2031-01-01\n---\n",
            "scientists/d.md": "---\nname: D\nscholar: d.html\nsaved: 2024-02-29\n---\n",
            "scientists/e.md": "---\nname: E\nscholar: AbCdEfGhIjKl\nsaved: 2024-05-01\n---\n",
            "a.html": "x", "b.html": "x", "c.html": "x", "d.html": "x",
        ])
        defer { tree.remove() }
        let (content, findings) = tree.load()
        #expect(
            findings == [
                "scientists/a.md:4: saved: expected a date as YYYY-MM-DD (e.g. 2024-05-01), "
                    + "got '2024-02-30'",
                "scientists/b.md:4: saved: expected a date as YYYY-MM-DD (e.g. 2024-05-01), "
                    + "got '5/1/2024'",
                "scientists/c.md:4: saved: expected a date as YYYY-MM-DD (e.g. 2024-05-01) "
                    + "between 1900 and 2027, got '2031-01-01'",
                "scientists/e.md:4: saved: warning: 'saved' is ignored: no source of this scientist is a "
                    + "saved file (fetched data is dated by its fetch)",
            ])
        #expect(content.scientists.first { $0.slug == "d" }?.saved == "2024-02-29")
    }
}

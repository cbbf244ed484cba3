import Foundation
import HIndexCore
import HIndexSite
import HIndexSources
import Testing

/// The data exports parse with independent readers and agree with the rendered pages.
@Suite struct ExportsTests {
    /// Checks every export of a built site against its pages; returns the number of
    /// scientists checked.
    @discardableResult
    static func checkExports(site: URL, expectedScientists: Int? = nil) throws -> Int {
        func data(_ path: String) throws -> Data {
            try Data(contentsOf: site.appendingPathComponent(path))
        }
        func text(_ path: String) throws -> String {
            String(decoding: try data(path), as: UTF8.self)
        }
        let leaderboardJSON = try #require(
            try JSONSerialization.jsonObject(with: data("data/leaderboard.json"))
                as? [[String: Any]])
        let leaderboard = try StrictCSV.parse(try data("data/leaderboard.csv"))
        #expect(leaderboard.header == Exports.leaderboardColumns)
        #expect(leaderboard.rows.count == leaderboardJSON.count)
        if let expectedScientists { #expect(leaderboard.rows.count == expectedScientists) }
        let home = try text("index.html")
        for (row, json) in zip(leaderboard.rows, leaderboardJSON) {
            let slug = try #require(row["slug"])
            #expect(json["slug"] as? String == slug)
            #expect(home.contains("scientists/\(slug)/"), "home page does not link \(slug)")
            let page = try text("scientists/\(slug)/index.html")
            let hasData = json["has_data"] as? Bool == true

            // Scientist JSON.
            let scientist = try #require(
                try JSONSerialization.jsonObject(with: data("data/scientists/\(slug).json"))
                    as? [String: Any])
            let metrics = try #require(scientist["metrics"] as? [String: Any])
            let publications = try #require(scientist["publications"] as? [[String: Any]])

            // Headline numbers: page = leaderboard CSV = JSON = badge.
            let pageH = PageNumbers.summaryValue(page, label: "h-index")
            let pageCitations = PageNumbers.summaryValue(page, label: "Citations")
            #expect(pageH == metrics["h_index"] as? Int, "\(slug): page h vs JSON")
            #expect(pageCitations == metrics["citations"] as? Int, "\(slug): citations")
            if hasData {
                #expect(row["h_index"].flatMap { Int($0) } == pageH, "\(slug): CSV h")
                #expect(row["citations"].flatMap { Int($0) } == pageCitations, "\(slug)")
                #expect(
                    row["counted_papers"].flatMap { Int($0) } == metrics["counted_papers"] as? Int)
                #expect(row["source_rows"].flatMap { Int($0) } == publications.count)
                // One meaning per key: the same counts under the same names in all three.
                #expect(json["source_rows"] as? Int == publications.count, "\(slug)")
                #expect(scientist["source_rows"] as? Int == publications.count, "\(slug)")
                let rowMetrics = json["metrics"] as? [String: Any]
                #expect(rowMetrics?["counted_papers"] as? Int == metrics["counted_papers"] as? Int)
                #expect(rowMetrics?["papers"] == nil && metrics["papers"] == nil, "\(slug)")
                #expect(row["rank"].flatMap { Int($0) } == json["rank"] as? Int)
            } else {
                #expect(row["rank"] == "" && row["h_index"] == "" && row["source_rows"] == "")
                #expect(json["source_rows"] is NSNull && scientist["source_rows"] is NSNull)
                #expect(metrics["h_index"] is NSNull && metrics["counted_papers"] is NSNull)
            }
            #expect(row["page_url"]?.hasSuffix("scientists/\(slug)/") == true)

            let badge = try #require(
                try JSONSerialization.jsonObject(with: data("data/badges/\(slug).json"))
                    as? [String: Any])
            #expect(badge["schemaVersion"] as? Int == 1)
            #expect(badge["label"] as? String == "h-index")
            #expect(badge["color"] is String)
            let message = try #require(badge["message"] as? String)
            if hasData {
                #expect(
                    Int(message.filter(\.isNumber)) == pageH, "\(slug): badge \(message)")
            }

            // Scientist CSV: one row per table row, same order, same roles.
            let csv = try StrictCSV.parse(try data("data/scientists/\(slug).csv"))
            #expect(csv.header == Exports.scientistColumns)
            #expect(csv.rows.count == publications.count, "\(slug): CSV rows vs JSON")
            let tableRows = HCoreRole.allCases.map {
                PageNumbers.count("<tr class=\"\($0.cssClass)", in: page)
            }.reduce(0, +)
            #expect(csv.rows.count == tableRows, "\(slug): CSV rows vs page table rows")
            for role in HCoreRole.allCases {
                #expect(
                    csv.rows.filter { $0["role"] == role.rawValue }.count
                        == PageNumbers.count("<tr class=\"\(role.cssClass)", in: page),
                    "\(slug): \(role) rows")
            }
            for (index, (csvRow, jsonRow)) in zip(csv.rows, publications).enumerated() {
                #expect(csvRow["position"] == String(index + 1))
                // Text that a spreadsheet would run as a formula gets a leading "'".
                #expect(csvRow["title"] == (jsonRow["title"] as? String).map(CSVTable.text))
                #expect(csvRow["role"] == jsonRow["role"] as? String)
                #expect(
                    csvRow["citations"] == (jsonRow["citations"] as? Int).map(String.init) ?? "")
            }
            let counted = csv.rows.filter { $0["role"] != "excluded" }
            #expect(counted.count == (metrics["counted_papers"] as? Int ?? 0))
            let summed = counted.compactMap { $0["citations"].flatMap { Int($0) } }.reduce(0, +)
            #expect(summed == metrics["citations"] as? Int, "\(slug): CSV citations sum")
            let coreAndBoundary = counted.filter { $0["role"] != "outside" }.count
            if let pageH, hasData { #expect(coreAndBoundary >= pageH) }

            // BibTeX: the project's parser accepts every entry, one per counted row.
            let bib = try data("data/scientists/\(slug).bib")
            if counted.isEmpty {
                #expect(throws: SourceError.self) {
                    try BibTeXParser.parse(bib, origin: "\(slug).bib")
                }
            } else {
                let file = try BibTeXParser.parse(bib, origin: "\(slug).bib")
                #expect(file.findings.isEmpty, "\(slug): \(file.findings)")
                #expect(file.entries.count == counted.count, "\(slug): BibTeX entries")
                #expect(Set(file.keys).count == file.keys.count, "\(slug): duplicate keys")
                let countedTitles = publications.filter { $0["role"] as? String != "excluded" }
                    .map {
                        ($0["title"] as? String ?? "").split(whereSeparator: \.isWhitespace)
                            .joined(separator: " ")
                    }
                #expect(file.entries.map(\.title) == countedTitles)
            }

            // The page links every export.
            for path in [
                "data/scientists/\(slug).csv", "data/scientists/\(slug).bib",
                "data/scientists/\(slug).json", "data/badges/\(slug).json",
            ] {
                #expect(page.contains("href=\"../../\(path)\""), "\(slug) page lacks \(path)")
            }
        }
        #expect(home.contains("href=\"data/leaderboard.csv\""))
        return leaderboard.rows.count
    }

    @Test func demoExportsParseAndAgreeWithThePages() async throws {
        let folder = try TemporaryFolder()
        let state = try await Pipeline.build(
            options: BuildOptions(
                contentDirectory: Fixtures.packageRoot.appendingPathComponent("content"),
                outputDirectory: folder.url.appendingPathComponent("site"), verbosity: .quiet,
                cacheDirectory: folder.url.appendingPathComponent("cache")))
        let checked = try Self.checkExports(
            site: folder.url.appendingPathComponent("site"),
            expectedScientists: state.reports.count)
        #expect(checked >= 5)
        // The demo has a reference list: matched rows name their entry.
        let csv = try StrictCSV.parse(
            Data(
                contentsOf: folder.url.appendingPathComponent("site/data/scientists/ada-quispe.csv")
            ))
        #expect(csv.rows.contains { $0["reference_title"]?.isEmpty == false })
        // Papers missing from her list are judged by their evidence (issue 27).
        #expect(csv.rows.contains { $0["attribution"] == "confirmed" })
        #expect(
            csv.rows.contains {
                $0["attribution"] == "attributed"
                    && ($0["attribution_evidence"] ?? "").hasPrefix("shares co-authors")
            })
    }

    @Test func realErnstExportsAgreeWithThePage() async throws {
        let folder = try await Fixtures.buildRealErnst()
        let site = folder.url.appendingPathComponent("site")
        try Self.checkExports(site: site, expectedScientists: 1)
        let leaderboard = try StrictCSV.parse(
            Data(contentsOf: site.appendingPathComponent("data/leaderboard.csv")))
        #expect(leaderboard.rows.first?["h_index"] == "14")
        #expect(leaderboard.rows.first?["citations"] == "1083")
        #expect(leaderboard.rows.first?["source_rows"] == "58")
        #expect(leaderboard.rows.first?["counted_papers"] == "56")
        let csv = try StrictCSV.parse(
            Data(contentsOf: site.appendingPathComponent("data/scientists/jason-ernst.csv")))
        #expect(csv.rows.filter { $0["role"] == "core" }.count == 14)
        #expect(csv.rows.filter { $0["exclusion_reason"] == "duplicate" }.count == 2)
        let bib = try BibTeXParser.parse(
            Data(contentsOf: site.appendingPathComponent("data/scientists/jason-ernst.bib")),
            origin: "jason-ernst.bib")
        #expect(bib.entries.count == 56)
    }

    /// Titles with every character that could break CSV, BibTeX or a spreadsheet.
    @Test func hostileTitlesSurviveEveryFormat() throws {
        let titles = [
            "Braces {unbalanced and } \\ backslash",
            "Percent 100% & ampersand # hash _ under $math$ ^ caret ~ tilde",
            "Quote \"inside\", and a comma",
            "Line\nbreak\r\nand\ttab",
            "=HYPERLINK(\"http://evil.example\")",
            "}@article{injected, title={x}}",
            "Ünïcödé — “quotes” 数学",
            "Pages 1--2 and ---, ``typed quotes'' and it's",
            "Same title",
            "Same title",
        ]
        let publications = titles.enumerated().map { index, title in
            Publication(
                title: title, authors: "Q {Bad}, \\R Author, ...", venue: "Proc. of {X} & Y",
                year: 2020, citations: 100 - index, doi: index == 0 ? "10.1000/a_b(c)" : nil,
                arxivID: index == 1 ? "2104.01234" : nil)
        }
        let report = ScientistReport.classify(
            entry: ScientistEntry(
                slug: "hostile", path: "scientists/hostile.md", name: "Eve {Mallory} \\o/",
                departments: ["A, B"]),
            bioHTML: "",
            source: CitationSourceResult(
                sourceName: "Test", origin: "test.html", profile: nil, publications: publications,
                isComplete: true))
        let csv = try StrictCSV.parse(Exports.scientistCSV(report))
        #expect(csv.rows.count == titles.count)
        let csvTitles = Set(csv.rows.compactMap { $0["title"] })
        for title in titles {
            let expected = title.hasPrefix("=") ? "'" + title : title
            #expect(csvTitles.contains(expected), "CSV lost \(title.debugDescription)")
        }
        let bibData = Exports.scientistBibTeX(report)
        let bib = try BibTeXParser.parse(bibData, origin: "hostile.bib")
        #expect(bib.findings.isEmpty, "\(bib.findings)")
        #expect(bib.entries.count == titles.count)
        #expect(Set(bib.keys).count == titles.count, "keys \(bib.keys)")
        let collapse = { (text: String) in
            text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        #expect(Set(bib.entries.map(\.title)) == Set(titles.map(collapse)))
        #expect(bib.entries.allSatisfy { $0.authors.contains("Author") })
        #expect(bib.entries.contains { $0.doi == "10.1000/a_b(c)" })
        #expect(bib.entries.contains { $0.arxivID == "2104.01234" })
        // Balanced braces overall, as BibTeX counts them (escaped or not).
        let text = String(decoding: bibData, as: UTF8.self)
        #expect(text.filter { $0 == "{" }.count == text.filter { $0 == "}" }.count)
    }

    /// Each publication's DOI and arXiv id, and what each merged reference list gave.
    @Test func scientistJSONHasIdentifiersAndTheMergedListsCounts() throws {
        let source = CitationSourceResult(
            sourceName: "Test", origin: "test.html", profile: nil,
            publications: [
                Publication(title: "With a DOI", citations: 5, doi: "10.1000/x"),
                Publication(title: "On arXiv", citations: 3, arxivID: "2104.01234"),
                Publication(title: "Neither", citations: 1),
            ], isComplete: true)
        let homepage = ReferenceList(
            sourceName: "Homepage", origin: "home.html",
            entries: [ReferenceEntry(title: "With a DOI"), ReferenceEntry(title: "Neither")])
        let dblp = ReferenceList(
            sourceName: "DBLP", origin: "dblp.xml",
            entries: [
                ReferenceEntry(title: "With a DOI", doi: "10.1000/x"),
                ReferenceEntry(title: "On arXiv"),
            ])
        func json(_ lists: [ReferenceList]) throws -> [String: Any] {
            let report = ScientistReport.classify(
                entry: ScientistEntry(slug: "ids", path: "scientists/ids.md", name: "I D"),
                bioHTML: "", source: source, referenceList: ReferenceList.merged(lists))
            return try #require(
                try JSONSerialization.jsonObject(with: Exports.scientistJSON(report))
                    as? [String: Any])
        }
        let merged = try json([homepage, dblp])
        let publications = try #require(merged["publications"] as? [[String: Any]])
        let byTitle = Dictionary(
            uniqueKeysWithValues: publications.map { ($0["title"] as? String ?? "", $0) })
        #expect(byTitle["With a DOI"]?["doi"] as? String == "10.1000/x")
        #expect(byTitle["With a DOI"]?["arxiv"] is NSNull)
        #expect(byTitle["On arXiv"]?["arxiv"] as? String == "2104.01234")
        #expect(byTitle["Neither"]?["doi"] is NSNull)
        let reference = try #require(merged["reference_source"] as? [String: Any])
        let lists = try #require(reference["lists"] as? [[String: Any]])
        #expect(lists.map { $0["name"] as? String } == ["Homepage", "DBLP"])
        #expect(lists.map { $0["origin"] as? String } == ["home.html", "dblp.xml"])
        #expect(lists.map { $0["entries"] as? Int } == [2, 2])
        #expect(lists.map { $0["new_entries"] as? Int } == [2, 1])
        // A single list is its only part.
        let single = try #require(try json([dblp])["reference_source"] as? [String: Any])
        let only = try #require((single["lists"] as? [[String: Any]])?.first)
        #expect(only["name"] as? String == "DBLP")
        #expect(only["entries"] as? Int == 2)
        #expect(only["new_entries"] as? Int == 2)
    }

    @Test func scientistWithoutDataHasEmptyMetricsAndAGreyBadge() throws {
        let report = ScientistReport.classify(
            entry: ScientistEntry(slug: "nobody", path: "scientists/nobody.md", name: "No Body"),
            bioHTML: "", source: nil)
        let rows = Leaderboard.rows(for: [report])
        let csv = try StrictCSV.parse(
            Exports.leaderboardCSV(
                rows, reports: [report], freshness: [:],
                settings: SiteSettings(baseURL: "/x/", siteURL: "https://u.example/x/")))
        #expect(csv.rows.count == 1)
        #expect(csv.rows[0]["rank"] == "")
        #expect(csv.rows[0]["h_index"] == "")
        #expect(csv.rows[0]["page_url"] == "https://u.example/x/scientists/nobody/")
        let badge = try #require(
            try JSONSerialization.jsonObject(with: Exports.badgeJSON(report)) as? [String: Any])
        #expect(badge["message"] as? String == "no data")
        #expect(badge["color"] as? String == "lightgrey")
    }
}

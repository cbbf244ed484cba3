import Foundation
import HIndexCore
import HIndexStore
import HIndexTestSupport
import Testing

@testable import HIndexSite

/// Builds with DBLP person records and BibTeX files as reference lists: saved, fetched
/// through the cache from a local server, and merged with a homepage.
@Suite struct ReferenceListsBuildTests {
    /// A DBLP person record written by us in DBLP's published XML format (fictional person
    /// and papers; DOIs with the `10.5555` test prefix).
    static let dblpXML = """
        <?xml version="1.0" encoding="US-ASCII"?>
        <dblpperson name="Mira Castellanos" pid="123/4567" n="2">
        <person key="homepages/123/4567" mdate="2024-01-05">
        <author pid="123/4567">Mira Castellanos</author>
        </person>
        <r><article key="journals/cacm/CastellanosW24" mdate="2024-03-01">
        <author pid="123/4567">Mira Castellanos</author>
        <author pid="01/1-1">Wei Wang 0001</author>
        <title>Tide Tables for Distributed Caches.</title>
        <year>2024</year>
        <journal>Commun. ACM</journal>
        <ee>https://doi.org/10.5555/3600000.3600001</ee>
        </article>
        </r>
        <r><inproceedings key="conf/sigmod/CastellanosM23" mdate="2023-06-20">
        <author pid="123/4567">Mira Castellanos</author>
        <author pid="77/888">J&#246;rg M&#252;ller</author>
        <title>Harbour Lights: Consistency for Edge Caches.</title>
        <year>2023</year>
        <booktitle>SIGMOD Conference</booktitle>
        </inproceedings>
        </r>
        </dblpperson>
        """

    /// OpenAlex works (a bare saved list): four of Mira's papers and two namesakes' papers.
    static let works = """
        [
         {"id": "https://openalex.org/W1", "display_name": "Tide tables for distributed caches",
          "doi": "https://doi.org/10.5555/3600000.3600001", "publication_year": 2024,
          "cited_by_count": 50},
         {"id": "https://openalex.org/W2", "display_name": "Harbour lights: consistency for edge caches",
          "publication_year": 2023, "cited_by_count": 45},
         {"id": "https://openalex.org/W3", "display_name": "Write-behind logs",
          "publication_year": 2020, "cited_by_count": 40},
         {"id": "https://openalex.org/W4", "display_name": "Edge caching, revisited",
          "doi": "https://doi.org/10.5555/978-3-000-00000-0_1", "publication_year": 2022,
          "cited_by_count": 35},
         {"id": "https://openalex.org/W5", "display_name": "Cache-aware plankton sampling",
          "publication_year": 2019, "cited_by_count": 30},
         {"id": "https://openalex.org/W6", "display_name": "Deep sea vents and their chemistry",
          "publication_year": 2021, "cited_by_count": 100},
         {"id": "https://openalex.org/W7", "display_name": "A survey of glacier retreat in Patagonia",
          "publication_year": 2018, "cited_by_count": 20}
        ]
        """

    /// Builds `folder/content` into `folder/site` with `environment`.
    static func build(
        _ folder: TemporaryFolder, offline: Bool, environment: [String: String] = [:]
    ) async throws -> BuildState {
        try await folder.build(offline: offline, environment: environment)
    }

    /// The titles the build excluded as not on the reference list, normalized.
    static func excludedTitles(_ json: [String: Any]) throws -> Set<String> {
        let publications = try #require(json["publications"] as? [[String: Any]])
        return Set(
            publications.filter { $0["reason"] as? String == "not-on-reference-list" }
                .compactMap { ($0["title"] as? String).map(TitleNormalizer.normalize) })
    }

    /// A homepage, a BibTeX file and a DBLP record merge into one list, which decides which
    /// papers of the citation source count; the page says what each list gave.
    @Test func homepageBibTeXAndDBLPListsMergeAndDriveTheExclusion() async throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/mira-castellanos.md",
            """
            ---
            name: Mira Castellanos
            openalex: snapshots/works.json
            homepage: snapshots/homepage.md
            dblp: snapshots/dblp.xml
            bibtex: refs/mira.bib
            publication_list: complete
            ---
            """)
        try folder.write("content/snapshots/works.json", Self.works)
        try folder.write("content/snapshots/dblp.xml", Self.dblpXML)
        try folder.write(
            "content/snapshots/homepage.md",
            """
            # Publications

            - **Tide Tables for Distributed Caches**. M. Castellanos, W. Wang. *CACM*, 2024.
            - **Cache-Aware Plankton Sampling**. M. Castellanos. *Limnology*, 2019.
            """)
        try folder.write(
            "content/refs/mira.bib",
            """
            @article{castellanos20,
              author = {Castellanos, Mira and Diallo, Amadou},
              title = {Write-Behind Logs},
              journal = {ACM Trans. Database Syst.},
              year = 2020,
              eprint = {1912.00042}, archivePrefix = {arXiv}
            }
            @incollection{castellanos22,
              author = {Castellanos, Mira},
              title = {Caching at the Edge of the Network},
              booktitle = {Handbook of Edge Systems},
              year = 2022,
              doi = {10.5555/978-3-000-00000-0_1}
            }
            @misc{broken,
              note = {an entry without a title}
            }
            """)
        let state = try await Self.build(folder, offline: true)
        #expect(state.missingOffline.isEmpty)
        #expect(
            state.findings.map(\.description).contains(
                "refs/mira.bib:15: warning: entry `broken` has no title; skipped"),
            "\(state.findings)")

        let json = try folder.json("site/data/scientists/mira-castellanos.json")
        let referenceSource = try #require(json["reference_source"] as? [String: Any])
        #expect(referenceSource["name"] as? String == "Homepage, DBLP and BibTeX")
        let reference = try #require(json["reference"] as? [[String: Any]])
        // Homepage 2, DBLP 1 new (Tide Tables is on the homepage), BibTeX 2 new.
        #expect(reference.count == 5)
        let excluded = try Self.excludedTitles(json)
        #expect(
            excluded == [
                TitleNormalizer.normalize("Deep sea vents and their chemistry"),
                TitleNormalizer.normalize("A survey of glacier retreat in Patagonia"),
            ])
        // The BibTeX entry and the retitled OpenAlex work share a DOI.
        let retitled = reference.first {
            $0["title"] as? String == "Caching at the Edge of the Network"
        }
        #expect(retitled?["rule"] as? String == "doi")
        let metrics = try #require(json["metrics"] as? [String: Any])
        #expect(metrics["counted_papers"] as? Int == 5)

        let page = try folder.read("site/scientists/mira-castellanos/index.html")
        #expect(page.contains("3 lists, merged without duplicates"))
        #expect(
            page.contains(
                "<span class=\"part-name\">DBLP</span> <code>snapshots/dblp.xml</code>: 2 entries, "
                    + "1 not in an earlier list"))
        #expect(
            page.contains(
                "<span class=\"part-name\">BibTeX</span> <code>refs/mira.bib</code>: 2 entries, "
                    + "2 not in an earlier list"))
    }

    /// A `.bib` file with no readable entry stops the build at the content step, naming the
    /// file, the key and the first problem with its line.
    @Test func bibTeXFileWithoutReadableEntriesIsAContentError() async throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/mira-castellanos.md",
            "---\nname: Mira Castellanos\nopenalex: works.json\nbibtex: mira.bib\n---\n")
        try folder.write("content/works.json", Self.works)
        try folder.write(
            "content/mira.bib", "% only a comment\n\n@misc{x,\n  note = {no title}\n}\n")
        let (_, findings) = ContentLoader.load(from: folder.url.appendingPathComponent("content"))
        let errors = findings.filter(\.isError).map(\.description)
        #expect(
            errors == [
                "scientists/mira-castellanos.md:4: bibtex: BibTeX file 'mira.bib': no entry "
                    + "could be read: line 3: entry `x` has no title; skipped"
            ], "\(findings)")
    }

    /// A DBLP pid (given as a dblp.org URL) is fetched from `{base}/pid/{pid}.xml` through
    /// the cache: a `429` with `Retry-After: 1` is waited out; an offline build afterwards
    /// reads the cache.
    @Test func dblpPersonFetchedByPidThroughTheCache() async throws {
        let server = try LocalHTTPServer { request in
            guard request.path == "/pid/123/4567.xml" else {
                return .html("not found", status: 404)
            }
            if request.hit == 1 {
                return .respond(status: 429, headers: ["Retry-After": "1"], body: Data("slow".utf8))
            }
            return .respond(
                status: 200, headers: ["Content-Type": "application/xml"],
                body: Data(Self.dblpXML.utf8))
        }
        defer { server.stop() }
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/mira-castellanos.md",
            """
            ---
            name: Mira Castellanos
            openalex: works.json
            dblp: https://dblp.org/pid/123/4567.html
            publication_list: complete
            ---
            """)
        try folder.write("content/works.json", Self.works)
        for offline in [false, true] {
            let state = try await Self.build(
                folder, offline: offline,
                environment: ["HINDEX_DBLP_URL": server.baseURL.absoluteString])
            #expect(state.missingOffline.isEmpty)
            let json = try folder.json("site/data/scientists/mira-castellanos.json")
            let referenceSource = try #require(json["reference_source"] as? [String: Any])
            #expect(referenceSource["name"] as? String == "DBLP")
            #expect(
                referenceSource["origin"] as? String
                    == server.baseURL.absoluteString + "/pid/123/4567.xml")
            let metrics = try #require(json["metrics"] as? [String: Any])
            #expect(metrics["counted_papers"] as? Int == 2, "offline: \(offline)")
        }
        #expect(server.requests.map(\.path) == ["/pid/123/4567.xml", "/pid/123/4567.xml"])
    }

    /// A DBLP refresh that gets an HTML page instead of the record keeps the last good copy:
    /// the list still decides what counts, and the page says "Stale since".
    @Test func failedDBLPRefreshKeepsTheLastGoodCopy() async throws {
        let server = try LocalHTTPServer { request in
            request.hit == 1
                ? .respond(
                    status: 200, headers: ["Content-Type": "application/xml"],
                    body: Data(Self.dblpXML.utf8))
                : .html("<html><body>Service temporarily unavailable</body></html>")
        }
        defer { server.stop() }
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/mira-castellanos.md",
            "---\nname: Mira Castellanos\nopenalex: works.json\ndblp: 123/4567\n"
                + "publication_list: complete\n---\n")
        try folder.write("content/works.json", Self.works)
        for refresh in [false, true] {
            try await folder.build(
                refresh: refresh, environment: ["HINDEX_DBLP_URL": server.baseURL.absoluteString])
            let json = try folder.json("site/data/scientists/mira-castellanos.json")
            let metrics = try #require(json["metrics"] as? [String: Any])
            #expect(metrics["counted_papers"] as? Int == 2, "refresh: \(refresh)")
            let notices = try #require(json["notices"] as? [String])
            let stale = notices.first { $0.hasPrefix("Stale since") }
            if refresh {
                #expect(stale?.contains("refreshing the DBLP record failed") == true, "\(notices)")
                #expect(stale?.contains("HTML page") == true, "\(notices)")
            } else {
                #expect(stale == nil, "\(notices)")
            }
        }
        #expect(server.requests.count == 2)
    }

    /// A DBLP answer that is not a person record (a `404` error payload, or an HTML error
    /// page served with `200`) gives a notice naming DBLP and the URL; every paper counts,
    /// the build does not fail, and the HTML page is not cached.
    @Test(arguments: [404, 200])
    func dblpErrorAnswersAreClearNotices(status: Int) async throws {
        let server = try LocalHTTPServer { _ in
            status == 404
                ? .respond(
                    status: 404, headers: ["Content-Type": "text/plain"],
                    body: Data("Error 404: no such person".utf8))
                : .html("<html><body><h1>dblp is down for maintenance</h1></body></html>")
        }
        defer { server.stop() }
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/mira-castellanos.md",
            "---\nname: Mira Castellanos\nopenalex: works.json\ndblp: 123/4567\n"
                + "publication_list: complete\n---\n")
        try folder.write("content/works.json", Self.works)
        let url = server.baseURL.absoluteString + "/pid/123/4567.xml"
        _ = try await Self.build(
            folder, offline: false,
            environment: ["HINDEX_DBLP_URL": server.baseURL.absoluteString])
        let json = try folder.json("site/data/scientists/mira-castellanos.json")
        let notices = try #require(json["notices"] as? [String])
        let notice = try #require(notices.first { $0.contains("DBLP") }, "\(notices)")
        #expect(notice.contains(url), "\(notice)")
        if status == 404 {
            #expect(notice.contains("404"), "\(notice)")
        } else {
            #expect(notice.contains("HTML page"), "\(notice)")
        }
        #expect(json["reference_source"] == nil)
        let metrics = try #require(json["metrics"] as? [String: Any])
        #expect(metrics["counted_papers"] as? Int == 7)

        let cache = try CacheStore(directory: folder.url.appendingPathComponent("cache"))
        #expect(try await cache.latestResponse(url: url, successfulOnly: true) == nil)
    }

    /// The demo gives one scientist a DBLP record and another a BibTeX file; a demo build,
    /// even without `--offline`, makes no request (no entry with a DOI lacks metadata).
    @Test func demoUsesItsDBLPAndBibTeXListsWithoutTheNetwork() async throws {
        let output = try TemporaryFolder()
        let observed = ObservedRecords()
        var options = BuildOptions(
            contentDirectory: Fixtures.packageRoot.appendingPathComponent("content"),
            outputDirectory: output.url.appendingPathComponent("site"), verbosity: .quiet,
            cacheDirectory: output.url.appendingPathComponent("cache"), environment: [:])
        options.observeScientist = observed.observer
        let state = try await Pipeline.build(options: options)
        #expect(state.requestCount == 0)
        #expect(state.findings.isEmpty, "\(state.findings)")
        // The full reports, as the build rendered them.
        let reports = Dictionary(
            uniqueKeysWithValues: state.records.compactMap { observed[$0.slug]?.report }.map {
                ($0.entry.slug, $0)
            })
        let bartholomew = try #require(reports["bartholomew-okonkwo-lind"])
        #expect(bartholomew.referenceList?.sourceName == "DBLP")
        #expect(
            bartholomew.publications.filter { $0.reason == .possibleNamesake }
                .map(\.publication.title) == [
                    "Sediment transport in tidal estuaries of the Niger delta"
                ])
        let chiara = try #require(reports["chiara-odegard"])
        #expect(chiara.referenceList?.sourceName == "BibTeX")
        #expect(
            chiara.referenceList?.matches.filter { $0.sourceIndex == nil }.map(\.entry.title)
                == [
                    "Kelp Forests at Their Northern Edge",
                    "Marine Heatwave Indices for Norwegian Fjords",
                ])
        for report in [bartholomew, chiara] {
            #expect(report.notices.isEmpty, "\(report.entry.slug): \(report.notices)")
        }
    }
}

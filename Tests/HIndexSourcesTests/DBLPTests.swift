import Foundation
import HIndexCore
import Testing

@testable import HIndexSources

/// DBLP person parser and the libxml2 XML reader, on person records we wrote from the
/// published DBLP format (``DBLPFixtures``).
@Suite struct DBLPTests {
    static func parse(_ xml: String) throws(SourceError) -> DBLPPerson {
        try DBLPPersonParser.parse(Data(xml.utf8), origin: "p.xml")
    }

    @Test func personRecord() throws {
        let person = try Self.parse(DBLPFixtures.person)
        #expect(person.name == "Mira Castellanos")
        #expect(person.pid == "123/4567")
        #expect(
            person.entries == [
                ReferenceEntry(
                    title: "Tide Tables for Distributed Caches",
                    authors: "Mira Castellanos, Wei Wang",
                    year: 2024, venue: "Commun. ACM", doi: "10.5555/3600000.3600001"),
                ReferenceEntry(
                    title: "Is Eventual Consistency & Caching Enough?",
                    authors: "Jörg Müller, Mira Castellanos", year: 2023,
                    venue: "SIGMOD Conference",
                    doi: "10.5555/3588888.3589999"),
                ReferenceEntry(
                    title: "Caches All the Way Down: A Survey", authors: "Mira Castellanos",
                    year: 2021,
                    venue: "CoRR", arxivID: "2104.01234"),
                ReferenceEntry(
                    title: "Caching at the Edge of the Network", authors: "Mira Castellanos",
                    year: 2022,
                    venue: "Handbook of Edge Systems", doi: "10.5555/978-3-000-00000-0_1"),
                ReferenceEntry(
                    title: "Write-Behind Logs", authors: "Mira Castellanos, Amadou Diallo",
                    year: 2020,
                    venue: "ACM Trans. Database Syst.", doi: "10.5555/3400000.3400002",
                    arxivID: "1912.00042"),
                ReferenceEntry(
                    title:
                        "Proceedings of the 3rd Workshop on Caches, CacheWS 2019, Lisbon, Portugal",
                    authors: "Mira Castellanos, Lena Park", year: 2019, venue: "Workshop Press"),
                ReferenceEntry(
                    title: "Why Do Caches Forget...", authors: "Mira Castellanos", year: 2018,
                    venue: "VLDB",
                    doi: "10.5555/abc/def"),
                ReferenceEntry(
                    title: "CacheTrace: A Dataset of Cache Traces", authors: "Mira Castellanos",
                    year: 2017,
                    venue: "Zenodo", doi: "10.5555/zenodo.1234"),
                ReferenceEntry(
                    title: "Forgetting Well: Eviction Policies for Shared Caches",
                    authors: "Mira Castellanos",
                    year: 2016, venue: "Universidad de Ejemplo"),
            ])
    }

    @Test func dumpStyleNamedEntities() throws {
        let person = try Self.parse(DBLPFixtures.dumpStyle)
        #expect(person.name == "Björn Åkesson")
        #expect(
            person.entries == [
                ReferenceEntry(
                    title: "Über Caches & Co", authors: "Björn Åkesson", year: 2020,
                    venue: "Inform. Spektrum")
            ])
    }

    @Test func withoutPublicationsIsEmpty() {
        #expect(throws: SourceError.empty(source: "DBLP person", origin: "p.xml")) {
            try Self.parse(DBLPFixtures.noPublications)
        }
    }

    @Test func truncatedDownloadIsUnreadable() throws {
        let text = DBLPFixtures.person
        let cut = String(text.prefix(text.count / 2))
        let error = try #require(throws: SourceError.self) { try Self.parse(cut) }
        guard case .unreadable(let origin, let reason) = error else {
            Issue.record("expected unreadable, got \(error)")
            return
        }
        #expect(origin == "p.xml")
        #expect(reason.hasPrefix("the XML is not well-formed (line "))
    }

    @Test(arguments: [
        ("", SourceError.empty(source: "DBLP person", origin: "p.xml")),
        (" \n\t", .empty(source: "DBLP person", origin: "p.xml")),
        (
            "<!DOCTYPE html><html><body><h1>Error 404</h1></body></html>",
            .unexpectedLayout(
                source: "DBLP person", origin: "p.xml",
                detail: "the response is an HTML page, not DBLP's person XML")
        ),
        (
            #"{"result": {"hits": {"@total": "0"}}}"#,
            .unexpectedLayout(
                source: "DBLP person", origin: "p.xml",
                detail: "the response is not XML: \"{\"result\": {\"hits\": {\"@total\": \"0\"}}}\""
            )
        ),
        (
            #"<?xml version="1.0"?><result><query>x</query><hits total="0"/></result>"#,
            .unexpectedLayout(
                source: "DBLP person", origin: "p.xml",
                detail: "the root element is <result>, not <dblpperson>")
        ),
        (
            #"<dblpperson name="X" pid="1/2"><r><www key="homepages/1/2"><title>Home Page</title></www></r></dblpperson>"#,
            .empty(source: "DBLP person", origin: "p.xml")
        ),
    ])
    func errors(xml: String, expected: SourceError) {
        #expect(throws: expected) { try Self.parse(xml) }
    }

    @Test func recordsWithoutTitleAreLeftOut() throws {
        let xml = """
            <dblpperson name="X" pid="1/2"><r><article key="a"><year>2020</year></article></r>\
            <r><article key="b"><title>  </title></article></r>\
            <r><article key="c"><title>Kept.</title><year>in 1999 or so</year></article></r></dblpperson>
            """
        let person = try Self.parse(xml)
        #expect(person.entries == [ReferenceEntry(title: "Kept", year: 1999)])
    }

    @Test(arguments: [
        ("Plain title.", "Plain title"),
        ("Question?", "Question?"),
        ("Ellipsis...", "Ellipsis..."),
        ("  Spaced .  ", "Spaced"),
        ("", ""),
    ])
    func titlePeriod(raw: String, expected: String) {
        #expect(DBLPPersonParser.cleanTitle(raw) == expected)
    }

    @Test(arguments: [
        ("Wei Wang 0001", "Wei Wang"),
        ("Wei Wang", "Wei Wang"),
        ("0001", "0001"),
        ("Anna Class 2024b", "Anna Class 2024b"),
    ])
    func homonymNumbers(raw: String, expected: String) {
        #expect(DBLPPersonParser.personName(raw) == expected)
    }

    // MARK: - XMLDocument

    @Test func xmlTreeTextAttributesAndLines() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <root a="1 &amp; 2" b="caf&#233;">
              <item>one <i>two</i><![CDATA[ <three> ]]></item>
              <!-- a comment -->
              <item/>
            </root>
            """
        let document = try HIndexSources.XMLDocument(data: Data(xml.utf8), origin: "t.xml")
        let root = document.root
        #expect(root.name == "root")
        #expect(root.attributes == ["a": "1 & 2", "b": "café"])
        #expect(root.line == 2)
        #expect(root.elements.map(\.name) == ["item", "item"])
        let first = try #require(root.firstElement(named: "item"))
        #expect(first.rawText == "one two <three> ")
        #expect(first.text == "one two <three>")
        #expect(first.line == 3)
        #expect(root.elements(named: "item").last?.children == [])
        #expect(root.firstElement(named: "missing") == nil)
    }

    @Test func xmlUnknownEntityStaysAsWritten() throws {
        let document = try HIndexSources.XMLDocument(
            data: Data("<r a=\"&eacute;\">a &nosuchentity; b &eacute;</r>".utf8), origin: "u.xml")
        #expect(document.root.rawText == "a &nosuchentity; b é")
        #expect(document.root.attributes["a"] == "é")
    }

    @Test func xmlNeverLoadsExternalEntities() throws {
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE r [<!ENTITY secret SYSTEM "file:///etc/passwd"><!ENTITY net SYSTEM "http://127.0.0.1:9/x">]>
            <r>&secret;&net;</r>
            """
        let document = try HIndexSources.XMLDocument(data: Data(xml.utf8), origin: "x.xml")
        #expect(!document.root.rawText.contains("root:"))
    }

    @Test(arguments: [
        ("<a><b></a>", "the XML is not well-formed (line 1: "),
        ("<a>text", "the XML is not well-formed (line 1: "),
        ("not xml at all", ""),
        ("   ", "the input is empty"),
    ])
    func xmlErrors(xml: String, reasonPrefix: String) throws {
        let error = try #require(throws: SourceError.self) {
            try HIndexSources.XMLDocument(data: Data(xml.utf8), origin: "e.xml")
        }
        guard case .unreadable(let origin, let reason) = error else {
            Issue.record("expected unreadable, got \(error)")
            return
        }
        #expect(origin == "e.xml")
        #expect(reason.hasPrefix(reasonPrefix))
        #expect(!reason.isEmpty)
    }

    @Test func xmlSizeLimit() {
        #expect(throws: SourceError.tooLarge(origin: "big.xml", bytes: 11, limit: 10)) {
            try HIndexSources.XMLDocument(
                data: Data("<a>big</a> ".utf8), origin: "big.xml", limit: 10)
        }
    }

    @Test func deepNestingDoesNotCrash() {
        let xml = String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000)
        #expect(throws: SourceError.self) {
            try HIndexSources.XMLDocument(data: Data(xml.utf8), origin: "deep.xml")
        }
    }
}

import Foundation
import HIndexCore
import Testing

@testable import HIndexSources

/// Text split by many comments is gathered in one pass: a DBLP record with hundreds of
/// thousands of comments reads as quickly as one without (it used to copy the text read so
/// far at every comment, quadratic in their number).
@Suite struct XMLCommentsTests {
    @Test func manyCommentsBetweenAndInsideRecords() throws {
        let comments = 100_000
        var xml = #"<dblpperson name="Ada Quispe" pid="1/2">"#
        xml.reserveCapacity(comments * 12)
        for _ in 0..<comments { xml += "<!--c-->\n" }
        xml += #"<r><article key="a"><title>Tide"#
        for _ in 0..<comments { xml += "<!--c--> " }
        xml += "Tables.</title><year>2024</year></article></r></dblpperson>\n"
        let person = try DBLPPersonParser.parse(Data(xml.utf8), origin: "comments.xml")
        #expect(person.name == "Ada Quispe")
        #expect(person.entries.count == 1)
        #expect(person.entries.first?.title == "Tide Tables")
        #expect(person.entries.first?.year == 2024)

        let document = try XMLDocument(data: Data(xml.utf8), origin: "comments.xml")
        #expect(document.root.children.count == 2)
        guard case .text(let between) = document.root.children.first else {
            Issue.record("expected the newlines between comments as one text node")
            return
        }
        #expect(between.utf8.count == comments)
    }
}

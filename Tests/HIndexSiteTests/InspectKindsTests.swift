import Foundation
import HIndexSources
import Testing

@testable import HIndexSite

/// `inspect`'s kinds come from the registry (issue 28): every citation source with a saved
/// form is a kind, read by its descriptor, and the command reference names it.
@Suite struct InspectKindsTests {
    static let commands: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return
            (try? String(
                contentsOf: root.appendingPathComponent("docs/commands.md"), encoding: .utf8))
            ?? ""
    }()

    @Test(arguments: CitationSources.all.compactMap(\.inspectKind))
    func everySavedFormIsAKindTheReferenceNames(_ kind: String) throws {
        let parsed = try #require(Inspection.Kind(rawValue: kind))
        #expect(Inspection.Kind.allCases.contains(parsed))
        #expect(
            Self.commands.contains("inspect \(kind)") || Self.commands.contains("\\|\(kind)"),
            "docs/commands.md does not name `inspect \(kind)`")
    }

    @Test func aSavedResponseIsReadByItsSourceAndOtherNamesAreRefused() throws {
        let data = Data(
            #"{"search-results": {"opensearch:totalResults": "1", "entry": [{"dc:title": "One paper", "citedby-count": "3", "prism:coverDate": "2021-05-01"}]}}"#
                .utf8)
        let kind = try #require(Inspection.Kind(rawValue: "scopus"))
        let text = try Inspection.report(kind: kind, data: data, origin: "x.json", json: false)
        #expect(text.hasPrefix("Scopus\n  1 publications, list complete"))
        #expect(text.contains("2021      3  One paper"))
        #expect(Inspection.Kind(rawValue: "wos") == nil)
        #expect(Set(Inspection.Kind.allCases).count == Inspection.Kind.allCases.count)
    }
}

import Foundation
import HIndexSources
import HIndexTestSupport
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

/// The methodology page describes every citation source of the registry (issue 28), each
/// note once and in the registry's order, then the publication lists.
@Suite struct MethodologySourcesTests {
    @Test func everyRegisteredSourceHasItsSectionOnce() async throws {
        let anchors = SiteRenderer.methodologySources.map(\.id)
        #expect(Set(anchors).count == anchors.count)
        for descriptor in CitationSources.all {
            let note = try #require(descriptor.methodologyNote, "\(descriptor.key) has no note")
            #expect(anchors.contains(note.id))
        }
        #expect(
            anchors == [
                "scholar", "openalex", "semantic-scholar", "serpapi", "scholarly", "inspire",
                "scopus", "orcid", "dblp", "bibtex", "homepage",
            ])
        let folder = try TemporaryFolder()
        try folder.write("content/scientists/ada.md", "---\nname: Ada Quispe\n---\n")
        try await folder.build(offline: true)
        let html = try folder.read("site/methodology/index.html")
        for anchor in anchors { #expect(html.contains("<dt id=\"source-\(anchor)\">")) }
        #expect(html.contains("Elsevier’s curated abstract and citation database"))
    }
}

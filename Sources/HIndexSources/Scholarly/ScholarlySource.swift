import Foundation
import HIndexCore

extension CitationSourceDescriptor {
    /// `scholarly:` — a saved `scholarly` author dump (`gs_data.json` of AcadHomepage sites).
    public static let scholarly = CitationSourceDescriptor(
        key: "scholarly", label: ScholarlyAuthorParser.sourceName,
        valueDescription: "a saved scholarly author dump (such as data/gs_data.json)",
        identifier: nil,
        parseSaved: { data, origin throws(SourceError) in
            try ScholarlyAuthorParser.parse(data, origin: origin)
        },
        methodologyNote: DataSourceNote(
            id: "scholarly", name: .sourceNameScholarly, caveats: .sourceCaveatsScholarly))
}

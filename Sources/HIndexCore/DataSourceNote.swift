/// A data source and what to keep in mind about it (catalog keys): the methodology page's
/// section on it. Citation sources declare theirs in the registry
/// (`CitationSourceDescriptor.methodologyNote`); the publication lists are
/// ``referenceLists``.
public struct DataSourceNote: Sendable, Hashable {
    /// The anchor after `source-` (`scholar`, `semantic-scholar`).
    public var id: String
    /// The source's name.
    public var name: MessageKey
    /// What to keep in mind about it.
    public var caveats: MessageKey

    /// Creates a note.
    public init(id: String, name: MessageKey, caveats: MessageKey) {
        self.id = id
        self.name = name
        self.caveats = caveats
    }

    /// The publication lists a scientist's file can give (after the citation sources, which
    /// the build takes from its registry).
    public static let referenceLists: [DataSourceNote] = [
        DataSourceNote(id: "orcid", name: .sourceNameORCID, caveats: .sourceCaveatsORCID),
        DataSourceNote(id: "dblp", name: .sourceNameDBLP, caveats: .sourceCaveatsDBLP),
        DataSourceNote(id: "bibtex", name: .sourceNameBibTeX, caveats: .sourceCaveatsBibTeX),
        DataSourceNote(id: "homepage", name: .sourceNameHomepage, caveats: .sourceCaveatsHomepage),
    ]
}

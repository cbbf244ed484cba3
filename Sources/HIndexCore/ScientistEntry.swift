/// The two similarity thresholds of the matcher (the thesis's two sliders), each in 0…1.
public struct SimilarityThresholds: Sendable, Hashable, Codable {
    /// Minimum normalized title similarity for a fuzzy match.
    public var title: Double
    /// Minimum author similarity; 0 disables the author check.
    public var authors: Double

    /// The defaults: titles must be 80 % similar, authors are not compared.
    public static let standard = SimilarityThresholds(title: 0.80, authors: 0.0)

    /// Creates thresholds.
    public init(title: Double, authors: Double) {
        self.title = title
        self.authors = authors
    }
}

/// One scientist as declared in `content/scientists/<slug>.md`.
///
/// Every key of the content format is parsed here, including those that later build steps
/// act on (matching, more sources).
public struct ScientistEntry: Sendable, Hashable, Codable {
    /// URL-safe identifier: the file name without `.md`.
    public var slug: String
    /// Path of the content file relative to the content folder, for messages.
    public var path: String
    /// Display name (`name`).
    public var name: String
    /// Department names (`department`: one or a list).
    public var departments: [String]
    /// Institution (`affiliation`).
    public var affiliation: String?
    /// Google Scholar profile: id or saved page (`scholar`).
    public var scholar: SourceReference?
    /// Google Scholar author search query (`scholar_search`).
    public var scholarSearch: String?
    /// OpenAlex author id, ORCID or saved response (`openalex`).
    public var openAlex: SourceReference?
    /// ORCID iD or saved works response (`orcid`).
    public var orcid: SourceReference?
    /// DBLP person id or saved XML (`dblp`).
    public var dblp: SourceReference?
    /// Semantic Scholar author id or saved response (`semantic_scholar`).
    public var semanticScholar: SourceReference?
    /// Publications page: URL or saved page (`homepage`).
    public var homepage: SourceReference?
    /// The citation sources that have no field of their own (`serpapi`, `scholarly`), by
    /// front-matter key: every source registered after the first four.
    public var citationSourceReferences: [String: SourceReference] = [:]
    /// The value of citation source `key` (`scholar`, `openalex`, `serpapi`…), whichever
    /// field holds it; an author search's name as an identifier.
    public func citationReference(_ key: String) -> SourceReference? {
        switch key {
        case "scholar": scholar
        case "scholar_search": scholarSearch.map(SourceReference.id)
        case "openalex": openAlex
        case "semantic_scholar": semanticScholar
        default: citationSourceReferences[key]
        }
    }
    /// BibTeX file under `content/` used as a reference list (`bibtex`).
    public var bibtex: String?
    /// Which citation source gives the headline metrics (`primary`).
    public var primary: String?
    /// Matcher thresholds (`similarity`).
    public var similarity: SimilarityThresholds
    /// Titles or `doi:` identifiers that are not this scientist's (`exclude`).
    public var exclude: [String]
    /// Titles the matcher missed that must count (`include`).
    public var include: [String]
    /// Groups of titles that are one paper (`merge`).
    public var merge: [[String]]
    /// Career-start override (`since`).
    public var since: Int?
    /// What the scientist's publication list is (`publication_list`: `auto`, `complete` or
    /// `selected`); `nil` reads as `auto`.
    public var publicationList: PublicationListKind?
    /// Without a list, what to do with papers that look like a namesake's
    /// (`possible_namesakes`: `count` or `leave_out`); `nil` reads as `count`.
    public var possibleNamesakes: NamesakePolicy?
    /// The day the scientist's saved pages were saved (`saved`, an ISO date `2024-05-01`):
    /// the "data date" of a saved citation source (academic age, recent window, history
    /// day), so the same bytes give the same metrics in any checkout.
    public var saved: String?
    /// The Markdown body (bio).
    public var bioMarkdown: String

    /// Creates an entry; only slug, path and name are required.
    public init(
        slug: String, path: String, name: String, departments: [String] = [],
        affiliation: String? = nil, scholar: SourceReference? = nil,
        scholarSearch: String? = nil, openAlex: SourceReference? = nil,
        orcid: SourceReference? = nil, dblp: SourceReference? = nil,
        semanticScholar: SourceReference? = nil, homepage: SourceReference? = nil,
        bibtex: String? = nil, primary: String? = nil,
        similarity: SimilarityThresholds = .standard, exclude: [String] = [],
        include: [String] = [], merge: [[String]] = [], since: Int? = nil,
        saved: String? = nil, bioMarkdown: String = ""
    ) {
        self.slug = slug
        self.path = path
        self.name = name
        self.departments = departments
        self.affiliation = affiliation
        self.scholar = scholar
        self.scholarSearch = scholarSearch
        self.openAlex = openAlex
        self.orcid = orcid
        self.dblp = dblp
        self.semanticScholar = semanticScholar
        self.homepage = homepage
        self.bibtex = bibtex
        self.primary = primary
        self.similarity = similarity
        self.exclude = exclude
        self.include = include
        self.merge = merge
        self.since = since
        self.saved = saved
        self.bioMarkdown = bioMarkdown
    }
}

/// A publication list that could not be read, so it decides nothing: the scientist keeps the
/// papers of the citation source (or of the other lists).
public struct ReferenceListFailure: Sendable, Hashable, Codable {
    /// The list's name ("Homepage", "ORCID", "DBLP", "BibTeX").
    public var name: String
    /// Where it came from (a URL or a saved file).
    public var origin: String
    /// Why it could not be read, in one line, as the page shows it in its language.
    public var reasonText: Message
    /// For a page that was not understood: how many known titles were given, how many occur
    /// on the page and how many the best reading recovered.
    public var knownTitles: Int?
    /// See ``knownTitles``.
    public var knownTitlesOnPage: Int?
    /// See ``knownTitles``.
    public var recovered: Int?

    /// Why it could not be read, in English (the JSON, the console).
    public var reason: String { reasonText.english }

    /// Creates a failure record whose reason is shown as written in every language.
    public init(
        name: String, origin: String, reason: String, knownTitles: Int? = nil,
        knownTitlesOnPage: Int? = nil, recovered: Int? = nil
    ) {
        self.init(
            name: name, origin: origin, reasonText: .verbatim(reason), knownTitles: knownTitles,
            knownTitlesOnPage: knownTitlesOnPage, recovered: recovered)
    }

    /// Creates a failure record.
    public init(
        name: String, origin: String, reasonText: Message, knownTitles: Int? = nil,
        knownTitlesOnPage: Int? = nil, recovered: Int? = nil
    ) {
        self.name = name
        self.origin = origin
        self.reasonText = reasonText
        self.knownTitles = knownTitles
        self.knownTitlesOnPage = knownTitlesOnPage
        self.recovered = recovered
    }
}

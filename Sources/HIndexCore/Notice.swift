/// A problem or remark that did not stop the build, shown on the scientist's page and in the
/// JSON; its kind decides whether the build prints it (``isProblem``).
public struct Notice: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What a notice is about.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// The scientist has no citation data: no source configured, or it failed.
        case citationSource
        /// A source is configured but cannot be used (an identifier the plan rejected).
        case sourceUnavailable
        /// A publication list could not be read, or matches few of the source's papers.
        case publicationList
        /// A refresh failed and an older copy is shown.
        case stale
        /// Crossref lookups failed.
        case crossrefFailure
        /// Crossref remarks: lookups capped, DOIs unknown or not cached.
        case crossref
        /// A compared (non-primary) citation source could not be used.
        case comparedSource
        /// The matching: ambiguous matches, duplicates merged, manual corrections that found
        /// nothing.
        case matching
        /// Where the date of saved data came from when the content does not give it
        /// (`saved:`): the page's own evidence, or the file's modification time.
        case dataDate
        /// Without a list, papers that look like a namesake's; with a list, counted papers
        /// that nothing ties to it and that decide the h-index: for the maintainer (the
        /// console and the JSON), not for the public page.
        case possibleNamesakes
    }

    /// What the notice is about.
    public var kind: Kind
    /// The sentence, which the page shows in its language.
    public var text: Message
    /// The source it is about, as the build names it ("Google Scholar profile", "Publication
    /// list", "Crossref"); `nil` for notices about the scientist as a whole (the matching, a
    /// missing citation source).
    public var source: String?

    /// Creates a notice.
    public init(_ kind: Kind, _ text: Message, source: String? = nil) {
        self.kind = kind
        self.text = text
        self.source = source
    }

    /// Creates a notice whose sentence is shown as written in every language.
    public init(_ kind: Kind, _ message: String, source: String? = nil) {
        self.init(kind, .verbatim(message), source: source)
    }

    /// The sentence in English: the console, the logs and the JSON exports.
    public var message: String { text.english }

    /// Whether the build prints it even without `--verbose`: publication lists that could
    /// not be used, stale data and failed Crossref lookups (the rest is on the page).
    public var isProblem: Bool {
        switch self.kind {
        case .publicationList, .stale, .crossrefFailure, .possibleNamesakes: true
        case .citationSource, .sourceUnavailable, .crossref, .comparedSource, .matching,
            .dataDate:
            false
        }
    }

    /// Whether the public page shows it: what a reader needs (a source that failed or is
    /// stale, a list that was not applied), not what speaks to the maintainer
    /// (``MessageKey/forMaintainers``), which the console, the JSON and the maintainer report
    /// carry.
    public var isPublic: Bool { !text.key.isForMaintainers }

    /// The message.
    public var description: String { message }
}

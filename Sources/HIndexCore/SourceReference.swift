/// Where a source's data comes from: an identifier to fetch, a URL, or a saved file.
///
/// Any source value in a content file may be a path to a saved page or API response under
/// `content/`, so users whom a source blocks can save the page from their browser.
public enum SourceReference: Sendable, Hashable, Codable {
    /// A source identifier (Scholar user id, OpenAlex author id, ORCID iD, DBLP pid, …).
    case id(String)
    /// An `http(s)` URL.
    case url(String)
    /// A path relative to the content folder.
    case file(String)

    /// File extensions that mark a value as a saved page or response rather than an id.
    public static let savedFileExtensions: Set<String> = [
        "html", "htm", "json", "xml", "md", "markdown", "bib", "txt",
    ]

    /// Classifies a front-matter value: URLs by scheme, saved files by extension, everything
    /// else as an identifier (DBLP pids such as `k/RichardMKarp` contain a `/`).
    public init(classifying raw: String) {
        let value = raw.trimmingWhitespace()
        let lower = value.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
            self = .url(value)
        } else if let dot = lower.lastIndex(of: "."),
            Self.savedFileExtensions.contains(String(lower[lower.index(after: dot)...]))
        {
            self = .file(value)
        } else {
            self = .id(value)
        }
    }

    /// The raw value as written in the content file.
    public var rawValue: String {
        switch self {
        case .id(let value), .url(let value), .file(let value): value
        }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    public func trimmingWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}

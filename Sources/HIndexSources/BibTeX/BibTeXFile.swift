import HIndexCore

/// A BibTeX file read as a reference list: the entries that could be read, and what was
/// wrong with the rest.
public struct BibTeXFile: Sendable, Hashable {
    /// The entries with a title, in file order.
    public var entries: [ReferenceEntry]
    /// The citation key of each entry in ``entries`` (same order).
    public var keys: [String]
    /// Problems that did not stop the parse: malformed entries (skipped), entries without a
    /// title (skipped), undefined `@string` macros, duplicate keys.
    public var findings: [BibTeXFinding]

    /// Creates a file.
    public init(entries: [ReferenceEntry], keys: [String] = [], findings: [BibTeXFinding] = []) {
        self.entries = entries
        self.keys = keys
        self.findings = findings
    }
}

/// A problem in a BibTeX file that did not stop the parse, with its line.
public struct BibTeXFinding: Sendable, Hashable, CustomStringConvertible {
    /// The 1-based line where the problem is.
    public var line: Int
    /// What is wrong, e.g. "entry `knuth84`: expected ',' or '}' after the value of `title`".
    public var message: String

    /// Creates a finding.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    /// `line N: message`.
    public var description: String { "line \(line): \(message)" }
}

/// A fatal build error, stamped with the pipeline step that raised it.
public struct BuildError: Error, Sendable, CustomStringConvertible {
    /// The step's name (`content`, `fetch`, `write`, …).
    public var step: String
    /// The file, folder or URL concerned, when there is one.
    public var path: String?
    /// What went wrong, for a person to read.
    public var reason: String
    /// Content problems, when the content step failed validation.
    public var findings: [Finding]

    /// Creates an error.
    public init(step: String, path: String? = nil, reason: String, findings: [Finding] = []) {
        self.step = step
        self.path = path
        self.reason = reason
        self.findings = findings
    }

    /// `[step] path: reason`, followed by one line per finding.
    public var description: String {
        var text = "[\(step)] " + (path.map { "\($0): " } ?? "") + reason
        for finding in findings { text += "\n  " + finding.description }
        return text
    }
}

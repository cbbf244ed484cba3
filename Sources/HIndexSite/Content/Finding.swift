/// A problem found in the content folder: which file, which line and key, and what is wrong.
///
/// Content validation collects every finding instead of stopping at the first, so that
/// `hindex-site check` can report all of them at once.
public struct Finding: Sendable, Hashable, CustomStringConvertible {
    /// How serious a finding is.
    public enum Severity: String, Sendable, Hashable, Comparable {
        /// The content is invalid; a build must not proceed.
        case error
        /// Worth fixing, but the build can proceed.
        case warning

        /// Errors sort before warnings.
        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .error && rhs == .warning
        }
    }

    /// Path relative to the content folder, e.g. `scientists/karp.md`.
    public var path: String
    /// 1-based line in the file, when the problem has a position.
    public var line: Int?
    /// The front-matter key concerned (`similarity.title` for nested keys), if any.
    public var key: String?
    /// What is wrong, and how to fix it where that is clear.
    public var message: String
    /// Whether the finding stops a build.
    public var severity: Severity

    /// Creates a finding.
    public init(
        path: String, line: Int? = nil, key: String? = nil, message: String,
        severity: Severity = .error
    ) {
        self.path = path
        self.line = line
        self.key = key
        self.message = message
        self.severity = severity
    }

    /// Whether this finding stops a build.
    public var isError: Bool { severity == .error }

    /// `path:line: key: message` for errors, `path:line: key: warning: message` for
    /// warnings; missing parts are left out, e.g. `scientists/karp.md: name: missing required key`.
    public var description: String {
        var parts = [path]
        if let line { parts[0] += ":\(line)" }
        if let key { parts.append(key) }
        if severity == .warning { parts.append("warning") }
        parts.append(message)
        return parts.joined(separator: ": ")
    }
}

extension Finding: Comparable {
    /// Orders findings by file, then line (findings without a line first), then key and text.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        if lhs.path != rhs.path { return lhs.path < rhs.path }
        if lhs.line != rhs.line { return (lhs.line ?? 0) < (rhs.line ?? 0) }
        if lhs.key != rhs.key { return (lhs.key ?? "") < (rhs.key ?? "") }
        if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
        return lhs.message < rhs.message
    }
}

import Foundation
import HIndexCore

extension SiteInit {
    /// Where this hindex-site was built from, as its build stamp recorded it: the commit, the
    /// tag on it, and the clone's `origin` remote when that is a public `https://` URL.
    ///
    /// `init` takes its default `--tool-repository` (the remote) and `--tool-ref` (the tag,
    /// else the commit) from it, so that the CI file it writes names an address that exists.
    /// When the remote is not known, ``remoteKind`` says why, for the error message.
    public struct ToolOrigin: Sendable, Hashable {
        /// What the clone's `origin` remote was when the tool was built.
        public enum RemoteKind: String, Sendable, Hashable, CaseIterable {
            /// A public `https://` URL without credentials: the one kind that is recorded.
            case https
            /// The clone had no `origin` remote.
            case none
            /// A local path or `file://` URL (a clone of a clone), which CI cannot reach.
            case path
            /// An ssh URL (`git@host:…`, `ssh://…`): CI would need a key.
            case ssh
            /// An `https://` URL with a user name or token before the host.
            case credentials
            /// Anything else (`http://`, `git://`, a URL with unusual characters).
            case other
            /// The tool was not built from a git checkout, or git was missing.
            case unknown
        }

        /// The commit the tool was built from, or nil when unknown.
        public var commit: String?
        /// The tag on that commit, or nil.
        public var tag: String?
        /// The public `https://` URL of the clone's `origin`, or nil.
        public var remote: String?
        /// What the remote was (``RemoteKind/https`` exactly when ``remote`` is set).
        public var remoteKind: RemoteKind

        /// An origin from the build stamp's raw values: `"unknown"` or `""` for an unknown
        /// commit, `""` for no tag or no recorded remote, and the remote's kind by name. A
        /// remote that does not pass ``SiteInit/publicRepository(_:)`` is not kept.
        public init(commit: String, tag: String, remote: String, remoteKind: String) {
            let commit = commit.trimmingWhitespace()
            self.commit = commit.isEmpty || commit == "unknown" ? nil : commit
            let tag = tag.trimmingWhitespace()
            self.tag = tag.isEmpty ? nil : tag
            self.remote = SiteInit.publicRepository(remote)
            if self.remote != nil {
                self.remoteKind = .https
            } else if self.commit == nil {
                self.remoteKind = .unknown
            } else {
                let kind = RemoteKind(rawValue: remoteKind) ?? .other
                self.remoteKind = kind == .https ? .other : kind
            }
        }

        /// A tool built outside git: no commit, tag or remote.
        public static let unknown = ToolOrigin(
            commit: "unknown", tag: "", remote: "", remoteKind: "unknown")

        /// The ref CI should fetch: the tag on the commit, else the commit; nil when unknown.
        public var ref: String? { tag ?? commit }

        /// Why the tool knows no public address of its own (nil when it knows one).
        var whyNoRepository: String? {
            switch remoteKind {
            case .https: nil
            case .none: "the clone it was built from has no 'origin' remote"
            case .path:
                "the clone it was built from has a local path as its 'origin' remote, which CI "
                    + "cannot reach"
            case .ssh:
                "the clone it was built from has an ssh URL as its 'origin' remote, which CI "
                    + "cannot fetch without a key"
            case .credentials:
                "the 'origin' remote of the clone it was built from carries a user name or "
                    + "token, and such a URL is never recorded"
            case .other:
                "the 'origin' remote of the clone it was built from is not a public https:// URL"
            case .unknown:
                "it was not built from a git checkout (or git was missing), so it does not "
                    + "know where it came from"
            }
        }
    }

    /// `url` when it is a public git address CI can fetch without credentials: `https://`, a
    /// host, a path, no user name, password, query or fragment, and only URL characters;
    /// otherwise nil. A local path or an ssh URL is never one.
    public static func publicRepository(_ url: String) -> String? {
        let value = url.trimmingWhitespace()
        let allowed = CharacterSet(
            charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
                + "-._~:/%+")
        guard value.lowercased().hasPrefix("https://"),
            value.unicodeScalars.allSatisfy(allowed.contains),
            let components = URLComponents(string: value), let host = components.host,
            !host.isEmpty, components.user == nil, components.password == nil,
            components.query == nil, components.fragment == nil,
            components.path.split(separator: "/").isEmpty == false
        else { return nil }
        return value
    }

    /// The repository and ref the CI file names: the options when given, else where this
    /// hindex-site was built from. Throws, naming the option, when either is unknown.
    func resolvedTool() throws(Failure) -> (repository: String, ref: String) {
        let example =
            "--tool-repository https://github.com/OWNER/hindex-site.git --tool-ref v1.2.0"
        guard let repository = toolRepository ?? origin.remote else {
            let why = origin.whyNoRepository ?? "it does not know its repository"
            throw Failure(
                subject: "--tool-repository",
                message: "the CI file must say where CI gets hindex-site, and this hindex-site "
                    + "knows no public address of its own: \(why). Pass the public git URL of "
                    + "hindex-site and a tag or commit in it, e.g. \(example), or --ci none "
                    + "for no CI file")
        }
        guard let ref = toolRef ?? origin.ref else {
            throw Failure(
                subject: "--tool-ref",
                message: "this hindex-site was not built from a git checkout, so it knows no tag "
                    + "or commit of its own; pass the tag or commit of \(repository) that CI "
                    + "should use, e.g. --tool-ref v1.2.0")
        }
        return (repository, ref)
    }

    /// The CI file to write when `--ci` is not given: GitHub Actions when the tool's
    /// repository is known (given, or recorded when this hindex-site was built), else none,
    /// with the reason and how to add one.
    public static func defaultCI(toolRepository: String?, origin: ToolOrigin) -> (
        ci: CI, note: String?
    ) {
        if toolRepository != nil || origin.remote != nil { return (.github, nil) }
        let why = origin.whyNoRepository ?? "it does not know its repository"
        return (
            .none,
            "no CI file written: this hindex-site knows no public address of its own (\(why)). "
                + "For one, run the same init again with --force --ci github (or gitlab) "
                + "--tool-repository URL --tool-ref TAG: the public git URL of hindex-site and a "
                + "tag or commit in it"
        )
    }
}

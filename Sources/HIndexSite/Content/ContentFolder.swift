import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The content folder on disk: resolves and checks paths that content files refer to.
struct ContentFolder: Sendable {
    /// The content folder.
    let root: URL
    /// Its path.
    private let rootPath: String
    /// The content folder with every symbolic link resolved, ending in `/`: what a file's
    /// resolved path must start with.
    private let resolvedRoot: String

    /// The content folder at `root`.
    init(root: URL) {
        self.root = root
        self.rootPath = root.path
        let resolved = Self.resolved(root.path) ?? root.standardizedFileURL.path
        self.resolvedRoot = resolved.hasSuffix("/") ? resolved : resolved + "/"
    }

    /// `path` with every symbolic link resolved (`realpath(3)`), or `nil` when a part of it
    /// does not exist.
    private static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// Why a referenced file cannot be used.
    enum FileProblem: Equatable {
        /// The path is absolute or leaves the content folder (`..`, or a symlink out of it).
        case outside
        /// Nothing exists at the path.
        case missing
        /// The path names a folder.
        case folder
    }

    /// The URL of a path relative to the content folder.
    func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// The path of a path relative to the content folder (what ``url(_:)`` points to, without
    /// making a URL).
    func path(_ relativePath: String) -> String {
        guard !relativePath.isEmpty else { return rootPath }
        return rootPath.hasSuffix("/") ? rootPath + relativePath : rootPath + "/" + relativePath
    }

    /// Whether `relativePath` names a readable file inside the content folder.
    func check(_ relativePath: String) -> FileProblem? {
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        if relativePath.hasPrefix("/") || relativePath.hasPrefix("~")
            || components.contains("..")
        {
            return .outside
        }
        let target = path(relativePath)
        var status = stat()
        guard stat(target, &status) == 0 else { return .missing }
        guard let resolvedTarget = Self.resolved(target),
            resolvedTarget.hasPrefix(resolvedRoot)
        else {
            return .outside
        }
        return (status.st_mode & S_IFMT) == S_IFDIR ? .folder : nil
    }

    /// A message for a file problem, suggesting the fix where one is likely.
    func message(for problem: FileProblem, path relativePath: String, what: String) -> String {
        switch problem {
        case .outside:
            // No `..` in the path: a symbolic link on the way leads out of the folder.
            if !relativePath.split(separator: "/").contains(".."), !relativePath.hasPrefix("/") {
                return "\(what) '\(relativePath)' leads outside the content folder through a "
                    + "symbolic link: copy the file into the content folder instead"
            }
            return "\(what) '\(relativePath)' is outside the content folder: "
                + "use a path relative to the content folder, without '..'"
        case .folder:
            return "\(what) '\(relativePath)' is a folder, not a file"
        case .missing:
            var message = "\(what) '\(relativePath)' not found in the content folder"
            if relativePath.hasPrefix("content/"),
                check(String(relativePath.dropFirst("content/".count))) == nil
            {
                message +=
                    " (paths are relative to the content folder: did you mean '"
                    + String(relativePath.dropFirst("content/".count)) + "'?)"
            }
            return message
        }
    }

    /// The entries of a sub-folder, sorted by name; `nil` if it does not exist.
    func list(_ folder: String) throws -> [String]? {
        guard isFolder(folder) else { return nil }
        return try FileManager.default.contentsOfDirectory(atPath: path(folder)).sorted()
    }

    /// Whether a relative path names a folder (symbolic links followed).
    func isFolder(_ relativePath: String) -> Bool {
        var status = stat()
        return stat(path(relativePath), &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// The text of a file, or a message saying why it cannot be read.
    func read(_ relativePath: String) -> Result<String, ReadFailure> {
        let data: Data
        do {
            // The bytes by path; through a URL (for the reason) only when they cannot be read.
            data =
                try FileManager.default.contents(atPath: path(relativePath))
                ?? Data(contentsOf: url(relativePath))
        } catch {
            let reason = (error as NSError).localizedFailureReason ?? error.localizedDescription
            return .failure(ReadFailure(message: "cannot read file: \(reason)"))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            // A UTF-16 file (saved by some Windows editors) starts with its byte-order mark.
            let utf16 = data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF])
            return .failure(
                ReadFailure(
                    message: utf16
                        ? "cannot read file: it is UTF-16 text (it starts with a UTF-16 "
                            + "byte-order mark); save it as UTF-8"
                        : "cannot read file: not valid UTF-8 text"))
        }
        return .success(text)
    }

    /// Why a file could not be read.
    struct ReadFailure: Error {
        /// A message for the finding.
        var message: String
    }
}

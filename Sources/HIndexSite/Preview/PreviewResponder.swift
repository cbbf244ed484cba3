import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One HTTP response of the preview server.
public struct PreviewResponse: Sendable, Hashable {
    /// Status code.
    public var status: Int
    /// Header fields in the order sent (`Content-Length` is added when sending).
    public var headers: [String: String]
    /// The body (not sent for `HEAD`, but its length is).
    public var body: Data

    /// The reason phrase of `status`.
    public var reason: String {
        switch status {
        case 200: "OK"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 414: "URI Too Long"
        case 431: "Request Header Fields Too Large"
        default: "Error"
        }
    }
}

/// Maps requests to files of a generated site, as a static host would: the site is mounted
/// at its `base_url` path, a folder serves its `index.html`, a missing path gets `404.html`
/// with status 404, and nothing outside the output folder is ever read.
///
/// Safety: only `GET` and `HEAD`; the path is percent-decoded once and refused when it holds
/// a `.` or `..` segment, a NUL, or a segment starting with `.` (hidden files such as the
/// site marker); runs of `/` count as one (`//scientists` is `/scientists`), and every
/// `Location` is built from the decoded segments, percent-encoded, so it is always a path
/// with a single leading slash, never a protocol-relative `//host` URL (an open redirect);
/// the file's real path (symlinks resolved) must lie inside the real output folder, and it
/// must be a regular file.
///
/// Pure apart from reading the output folder: the server (``PreviewServer``) adds what is
/// about connections, `HEAD` and live reload.
public struct PreviewResponder: Sendable {
    /// The output folder.
    public var root: URL
    /// The path the site is mounted at (`/`, `/dept/cs/`), from `base_url`.
    public var basePath: String

    /// Creates a responder for `root` mounted at `basePath` (normalized to start and end
    /// with `/`).
    public init(root: URL, basePath: String = "/") {
        self.root = root.standardizedFileURL
        var path = basePath
        if !path.hasPrefix("/") { path = "/" + path }
        if !path.hasSuffix("/") { path += "/" }
        self.basePath = path
    }

    /// Content types by file extension.
    public static let contentTypes: [String: String] = [
        "html": "text/html; charset=utf-8", "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8",
        "json": "application/json; charset=utf-8", "csv": "text/csv; charset=utf-8",
        "bib": "application/x-bibtex; charset=utf-8", "xml": "application/xml; charset=utf-8",
        "txt": "text/plain; charset=utf-8", "svg": "image/svg+xml", "png": "image/png",
        "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp",
        "ico": "image/x-icon", "woff2": "font/woff2", "pdf": "application/pdf",
    ]

    /// The response to `method` on `target` (the request target, e.g. `/dept/cs/?x=1`).
    public func respond(method: String, target: String) -> PreviewResponse {
        guard method == "GET" || method == "HEAD" else {
            return PreviewResponse(
                status: 405,
                headers: ["Allow": "GET, HEAD", "Content-Type": "text/plain; charset=utf-8"],
                body: Data("Only GET and HEAD are allowed.\n".utf8))
        }
        guard target.hasPrefix("/") else { return plain(400, "Bad request target.") }
        let rawPath = String(target.prefix { $0 != "?" && $0 != "#" })
        // `%XX` decoded once as UTF-8; `nil` for a malformed escape or invalid UTF-8.
        guard let decoded = rawPath.removingPercentEncoding, !decoded.contains("\0") else {
            return plain(400, "Malformed percent-encoding in the path.")
        }
        let segments = decoded.split(separator: "/", omittingEmptySubsequences: false)
        if segments.contains(where: { $0 == "." || $0 == ".." }) {
            return plain(400, "Paths with '.' or '..' segments are not served.")
        }
        // `//a///b/` is `/a/b/`: empty segments dropped, the trailing slash kept.
        let path = Self.collapsingSlashes(decoded)
        let query = String(target.dropFirst(rawPath.count))
        guard path.hasPrefix(basePath) else {
            // `/` and `/dept/cs` lead to the site's root.
            if path == "/" || path + "/" == basePath {
                return redirect(302, to: basePath)
            }
            return notFound()
        }
        let relative = String(path.dropFirst(basePath.count))
        let parts = relative.split(separator: "/").map(String.init)
        if parts.contains(where: { $0.hasPrefix(".") }) { return notFound() }
        let candidate = parts.reduce(root) { $0.appendingPathComponent($1) }
        guard let real = Self.realPath(candidate), let realRoot = Self.realPath(root),
            real == realRoot || real.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/")
        else { return notFound() }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real, isDirectory: &isFolder) else {
            return notFound()
        }
        var file = real
        if isFolder.boolValue {
            guard path.hasSuffix("/") else {
                return redirect(301, to: Self.encodedPath(path + "/") + query)
            }
            file = real + "/index.html"
            guard let resolved = Self.realPath(URL(fileURLWithPath: file)),
                resolved.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/")
            else { return notFound() }
            file = resolved
        }
        guard let body = Self.regularFile(file) else { return notFound() }
        let ext = (file as NSString).pathExtension.lowercased()
        return PreviewResponse(
            status: 200,
            headers: [
                "Content-Type": Self.contentTypes[ext] ?? "application/octet-stream",
                "Cache-Control": "no-cache", "X-Content-Type-Options": "nosniff",
            ],
            body: body)
    }

    /// The site's `404.html` with status 404, or a short text when there is none.
    func notFound() -> PreviewResponse {
        if let body = Self.regularFile(root.appendingPathComponent("404.html").path) {
            return PreviewResponse(
                status: 404,
                headers: ["Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache"],
                body: body)
        }
        return plain(404, "Not found.")
    }

    func plain(_ status: Int, _ text: String) -> PreviewResponse {
        PreviewResponse(
            status: status, headers: ["Content-Type": "text/plain; charset=utf-8"],
            body: Data((text + "\n").utf8))
    }

    /// A redirect to `location`, which must be a path with one leading slash (anything else,
    /// such as `//host/` or `/\host/`, which browsers read as another host, gets 404).
    func redirect(_ status: Int, to location: String) -> PreviewResponse {
        guard Self.isLocalPath(location) else { return notFound() }
        return PreviewResponse(
            status: status,
            headers: ["Location": location, "Content-Type": "text/plain; charset=utf-8"],
            body: Data("See \(location)\n".utf8))
    }

    /// `path` with every run of `/` made one.
    static func collapsingSlashes(_ path: String) -> String {
        var result = ""
        result.reserveCapacity(path.utf8.count)
        var previousWasSlash = false
        for character in path {
            if character == "/" && previousWasSlash { continue }
            previousWasSlash = character == "/"
            result.append(character)
        }
        return result
    }

    /// Characters kept as they are in a path segment of a `Location` (RFC 3986 `pchar`
    /// without `%`): everything else, `/`, `\`, `?` and `#` among it, is percent-encoded.
    static let segmentCharacters = CharacterSet(
        charactersIn:
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@")

    /// A decoded path (single slashes) percent-encoded segment by segment.
    static func encodedPath(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map {
            $0.addingPercentEncoding(withAllowedCharacters: segmentCharacters) ?? ""
        }.joined(separator: "/")
    }

    /// Whether `location` is a path on this server: one leading `/`, not followed by `/`
    /// or `\`, and no control characters.
    static func isLocalPath(_ location: String) -> Bool {
        let scalars = Array(location.unicodeScalars)
        guard scalars.first == "/" else { return false }
        if scalars.count > 1, scalars[1] == "/" || scalars[1] == "\\" { return false }
        return !scalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }

    /// The bytes of a regular file (not a folder, device or FIFO), or `nil`.
    static func regularFile(_ path: String) -> Data? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            attributes[.type] as? FileAttributeType == .typeRegular
        else { return nil }
        return FileManager.default.contents(atPath: path)
    }

    /// The canonical path with every symlink resolved (`realpath(3)`), or `nil` when it
    /// does not exist.
    static func realPath(_ url: URL) -> String? {
        guard let resolved = realpath(url.path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

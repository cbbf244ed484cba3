import Foundation
import HIndexSources
import HIndexTestSupport

/// The one local server of the corpus run. The good site's services live under `/good`;
/// each network case has its own base URL `/c/<case>`, answered as its manifest says,
/// except requests naming the good network scientist, which get the good answers so the
/// good site's data stays reachable whatever the case does.
final class CorpusServer: Sendable {
    /// The OpenAlex author id of the good site's network scientist.
    static let goodAuthor = "A5000000001"

    let server: LocalHTTPServer
    private let cases: [String: (behaviour: CorpusCase.ServerBehaviour, folder: URL)]

    init(cases: [CorpusCase], corpus: URL) throws {
        var table: [String: (CorpusCase.ServerBehaviour, URL)] = [:]
        for item in cases {
            if let behaviour = item.server {
                table[item.name] = (behaviour, corpus.appendingPathComponent(item.name))
            }
        }
        let good = corpus.appendingPathComponent("_good/server")
        let author = try Data(contentsOf: good.appendingPathComponent("openalex-author.json"))
        let works = try Data(contentsOf: good.appendingPathComponent("openalex-works.json"))
        self.cases = table
        // The server needs the tables above, so it is created with a forwarding handler.
        let box = HandlerBox()
        server = try LocalHTTPServer(lifetime: 3600) { request in box.reply(request) }
        box.set { [cases = table, author, works, port = server.port] request in
            Self.reply(request, cases: cases, author: author, works: works, port: port)
        }
    }

    var baseURL: String { server.baseURL.absoluteString }

    /// The environment variables that point every service at the good answers, or (for a
    /// network case) one service at the case.
    func environment(for item: CorpusCase?) -> [String: String] {
        var result: [String: String] = [:]
        for service in SourceService.allCases {
            result[service.environmentVariable] = "\(baseURL)/good"
        }
        if let behaviour = item?.server,
            let service = SourceService.allCases.first(where: { $0.rawValue == behaviour.service })
        {
            result[service.environmentVariable] = "\(baseURL)/c/\(item?.name ?? "")"
        }
        return result
    }

    /// The case's base URL.
    func caseBase(_ item: CorpusCase) -> String { "\(baseURL)/c/\(item.name)" }

    /// The requests the case's server part received.
    func requests(of item: CorpusCase) -> [LocalHTTPRequest] {
        server.requests.filter { $0.path.hasPrefix("/c/\(item.name)/") }
    }

    private static func reply(
        _ request: LocalHTTPRequest,
        cases: [String: (behaviour: CorpusCase.ServerBehaviour, folder: URL)], author: Data,
        works: Data, port: UInt16
    ) -> LocalHTTPReply {
        let json = ["Content-Type": "application/json"]
        if request.target.contains(goodAuthor) {
            if request.path.hasSuffix("/works") {
                return .respond(status: 200, headers: json, body: works)
            }
            if request.path.contains("/authors/") {
                return .respond(status: 200, headers: json, body: author)
            }
        }
        let parts = request.path.split(separator: "/", omittingEmptySubsequences: true)
        guard parts.count >= 2, parts[0] == "c", let entry = cases[String(parts[1])] else {
            return .respond(status: 404, body: Data("no such corpus path".utf8))
        }
        let behaviour = entry.behaviour
        let prefix = "/c/\(parts[1])"
        func file() -> LocalHTTPReply {
            let chosen = behaviour.files?.sorted(by: { $0.key < $1.key })
                .first { request.path.contains($0.key) }?.value
            guard let name = chosen ?? behaviour.file,
                let body = try? Data(contentsOf: entry.folder.appendingPathComponent(name))
            else { return .respond(status: 500, body: Data("corpus: no file".utf8)) }
            let type = name.hasSuffix(".json") ? "application/json" : "text/html; charset=utf-8"
            return .respond(
                status: behaviour.status ?? 200, headers: ["Content-Type": type], body: body)
        }
        if request.path.hasPrefix("\(prefix)/elsewhere") { return file() }
        switch behaviour.reply {
        case "file":
            return file()
        case "status":
            return .respond(
                status: behaviour.status ?? 500, headers: behaviour.headers ?? [:],
                body: Data((behaviour.text ?? "").utf8))
        case "drip":
            return .drip(
                status: 200, bytes: behaviour.bytes ?? 100_000, interval: behaviour.interval ?? 0.05
            )
        case "truncated":
            return .truncated(
                status: 200, declaredLength: behaviour.bytes ?? 100_000,
                body: Data((behaviour.text ?? "").utf8))
        case "close":
            return .close
        case "stall":
            return .stall(seconds: behaviour.seconds ?? 600)
        case "stream":
            return .stream(
                status: 200, bytes: behaviour.bytes ?? 1 << 30, sized: behaviour.sized ?? true)
        case "redirect_loop":
            return .respond(
                status: 302, headers: ["Location": "\(prefix)/loop"])
        case "redirect_other_host":
            let rest = request.target.dropFirst(prefix.count)
            return .respond(
                status: 302,
                headers: ["Location": "http://localhost:\(port)\(prefix)/elsewhere\(rest)"])
        default:
            return .respond(status: 500, body: Data("corpus: unknown reply".utf8))
        }
    }
}

/// A handler set after the server it belongs to was created.
private final class HandlerBox: @unchecked Sendable {
    private let lock = NSLock()
    private var handler: (@Sendable (LocalHTTPRequest) -> LocalHTTPReply)?

    func set(_ handler: @escaping @Sendable (LocalHTTPRequest) -> LocalHTTPReply) {
        lock.withLock { self.handler = handler }
    }

    func reply(_ request: LocalHTTPRequest) -> LocalHTTPReply {
        lock.withLock { handler }?(request) ?? .close
    }
}

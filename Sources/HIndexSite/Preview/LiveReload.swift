import Foundation
import Synchronization

/// Live reload for `hindex-site serve`: the script the server adds to the HTML pages it
/// serves (never to the files `build` writes), and the Server-Sent Events it sends.
///
/// Every state of the served site has a *generation* (`<instance>-<counter>`, the instance
/// random per server so that a restarted server never repeats one). A page carries the
/// generation it was served at; the script opens an `EventSource` on ``eventsPath``, whose
/// first event and every later `build` event carry the current generation, and reloads the
/// page when the two differ: after a rebuild, and also when a rebuild finished between the
/// page's load and the stream's opening. A failed rebuild sends a `failed` event, which the
/// script writes to the browser's console; the page stays.
public enum LiveReload {
    /// The path of the event stream (outside any site: no generated file starts with `__`).
    public static let eventsPath = "/__hindex/events"

    /// How long the browser waits before reconnecting a dropped stream, in milliseconds.
    public static let retryMilliseconds = 1000

    /// The `<script>` element for a page served at `generation` (letters, digits and `-`
    /// only, so it needs no escaping inside the script).
    public static func script(generation: String) -> String {
        precondition(
            generation.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
        return
            "<script>/* hindex-site serve: live reload (not in built files) */"
            + "(()=>{const served=\"\(generation)\";"
            + "const events=new EventSource(\"\(eventsPath)\");"
            + "events.addEventListener(\"build\",e=>{if(e.data!==served){events.close();"
            + "location.reload();}});"
            + "events.addEventListener(\"failed\",e=>console.warn(\"hindex-site serve: \"+e.data));"
            + "})();</script>"
    }

    /// `html` with the script for `generation` inserted before its last `</body>` (any
    /// case), or appended when there is none (a fragment or a page without the end tag).
    public static func inject(into html: Data, generation: String) -> Data {
        let script = Data(script(generation: generation).utf8)
        guard let end = lastBodyEndTag(in: html) else { return html + script }
        var result = Data(html[html.startIndex..<end])
        result += script
        result += html[end...]
        return result
    }

    /// The offset of the last `</body` (ASCII case-insensitive) in `html`.
    static func lastBodyEndTag(in html: Data) -> Data.Index? {
        let tag = Array("</body".utf8)
        let bytes = [UInt8](html)
        guard bytes.count >= tag.count else { return nil }
        for start in stride(from: bytes.count - tag.count, through: 0, by: -1) {
            var matches = true
            for offset in 0..<tag.count {
                var byte = bytes[start + offset]
                if byte >= 65 && byte <= 90 { byte += 32 }
                if byte != tag[offset] {
                    matches = false
                    break
                }
            }
            if matches { return html.startIndex + start }
        }
        return nil
    }

    /// One Server-Sent Event: `event: name`, one `data:` line per line of `data` (so a
    /// newline in a message cannot end the event early), and the blank line.
    public static func event(_ name: String, data: String) -> String {
        var text = "event: \(name)\n"
        // CR LF, CR and LF all end a line in an event stream.
        let lines = data.replacingOccurrences(of: "\r\n", with: "\n")
            .replacingOccurrences(of: "\r", with: "\n")
        for line in lines.split(separator: "\n", omittingEmptySubsequences: false) {
            text += "data: \(line)\n"
        }
        return text + "\n"
    }
}

/// The open event streams of a preview server and the site's current generation.
///
/// ``subscribe()`` gives a stream that starts with the reconnection delay and the current
/// generation; ``siteChanged()`` and ``rebuildFailed(_:)`` send to every open stream.
/// Streams keep at most 16 unsent events (older ones are dropped: only the newest
/// generation matters), and a stream whose reader went away is removed.
public final class ReloadEvents: Sendable {
    private struct State {
        var counter = 1
        var streams: [Int: AsyncStream<[UInt8]>.Continuation] = [:]
        var nextID = 0
        var finished = false
    }

    private let instance: String
    private let state = Mutex(State())
    /// The most streams open at once (``subscribe()`` refuses more).
    let maximumStreams: Int

    /// The streams one server keeps open at most by default: a browser opens one per tab
    /// (and at most six to one host over HTTP/1.1); more are a client that does not let go
    /// (each holds a file descriptor: 600 of them once left the server unable to accept).
    public static let defaultMaximumStreams = 100

    /// Creates the events of one server, at generation 1, with at most `maximumStreams`
    /// streams open at once.
    public init(maximumStreams: Int = ReloadEvents.defaultMaximumStreams) {
        self.maximumStreams = maximumStreams
        instance = String(UInt64.random(in: 0...UInt64.max), radix: 36)
    }

    /// The current generation, e.g. `k3j9x0a1-4`.
    public var generation: String {
        state.withLock { "\(instance)-\($0.counter)" }
    }

    /// A new stream; `unsubscribe` must be called with the id when its reader is done.
    /// `nil` when ``maximumStreams`` are open.
    func subscribe() -> (id: Int, stream: AsyncStream<[UInt8]>)? {
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream(
            bufferingPolicy: .bufferingNewest(16))
        let limit = maximumStreams
        let id = state.withLock { state -> Int? in
            guard state.streams.count < limit else { return nil }
            let id = state.nextID
            state.nextID += 1
            let first =
                "retry: \(LiveReload.retryMilliseconds)\n\n"
                + LiveReload.event("build", data: "\(instance)-\(state.counter)")
            continuation.yield(Array(first.utf8))
            if state.finished {
                continuation.finish()
            } else {
                state.streams[id] = continuation
            }
            return id
        }
        guard let id else { return nil }
        return (id, stream)
    }

    /// Closes the stream `id` (its reader went away).
    func unsubscribe(_ id: Int) {
        state.withLock { $0.streams.removeValue(forKey: id) }?.finish()
    }

    /// The site was rebuilt: a new generation, sent to every stream. Returns it.
    @discardableResult public func siteChanged() -> String {
        let (generation, streams) = state.withLock { state in
            state.counter += 1
            return ("\(instance)-\(state.counter)", Array(state.streams.values))
        }
        send(LiveReload.event("build", data: generation), to: streams)
        return generation
    }

    /// A rebuild failed: `message` goes to every stream (the pages stay as they are).
    public func rebuildFailed(_ message: String) {
        send(
            LiveReload.event("failed", data: message),
            to: state.withLock { Array($0.streams.values) })
    }

    /// An SSE comment to every stream, so that streams whose reader is gone are noticed
    /// (the write fails) and proxies do not close idle ones.
    func keepAlive() {
        send(": keep-alive\n\n", to: state.withLock { Array($0.streams.values) })
    }

    /// Ends every stream, now and for later subscribers (the server is stopping).
    func finishAll() {
        let streams = state.withLock { state in
            state.finished = true
            defer { state.streams = [:] }
            return Array(state.streams.values)
        }
        for stream in streams { stream.finish() }
    }

    private func send(_ text: String, to streams: [AsyncStream<[UInt8]>.Continuation]) {
        let bytes = Array(text.utf8)
        for stream in streams { stream.yield(bytes) }
    }
}

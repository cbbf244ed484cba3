import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Headless Chromium driven over the DevTools protocol (`--remote-debugging-pipe`: JSON
/// messages ended by NUL on file descriptors 3 and 4, so no WebSocket client is needed), for
/// checks that must watch a page over time, such as a reload the page does by itself.
final class ChromiumDevTools {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let pid: pid_t
    private let toBrowser: Int32
    private let fromBrowser: Int32
    private let profile: URL
    private var nextID = 1
    private var buffer = [UInt8]()
    private var sessionID: String?

    /// Starts the browser with an empty profile.
    init(executable: URL) throws {
        profile = FileManager.default.temporaryDirectory
            .appendingPathComponent("hindex-devtools-\(UUID().uuidString)")
        var commands: [Int32] = [0, 0]
        var replies: [Int32] = [0, 0]
        guard pipe(&commands) == 0, pipe(&replies) == 0 else {
            throw Failure(description: "pipe: errno \(errno)")
        }
        // Our ends must not reach the browser (it would never see the end of its input),
        // and its ends must not be 3 or 4 already (dup2 onto itself keeps close-on-exec).
        let browserIn = fcntl(commands[0], F_DUPFD_CLOEXEC, 100)
        let browserOut = fcntl(replies[1], F_DUPFD_CLOEXEC, 100)
        let ours = [
            fcntl(commands[1], F_DUPFD_CLOEXEC, 100), fcntl(replies[0], F_DUPFD_CLOEXEC, 100),
        ]
        for descriptor in commands + replies { close(descriptor) }
        defer {
            close(browserIn)
            close(browserOut)
        }
        toBrowser = ours[0]
        fromBrowser = ours[1]

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, browserIn, 3)
        posix_spawn_file_actions_adddup2(&actions, browserOut, 4)
        let arguments = [
            executable.path, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
            "--disable-extensions", "--disable-background-networking", "--window-size=1280,900",
            "--user-data-dir=\(profile.path)", "--remote-debugging-pipe", "about:blank",
        ]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable.path, &actions, nil, &argv, environ)
        guard status == 0 else {
            close(toBrowser)
            close(fromBrowser)
            throw Failure(description: "posix_spawn \(executable.path): \(status)")
        }
        self.pid = pid
    }

    /// Stops the browser and removes its profile.
    func quit() {
        close(toBrowser)
        kill(pid, SIGTERM)
        var status: Int32 = 0
        // The browser ends within a second or two; SIGKILL after 10 s.
        for _ in 0..<100 {
            if waitpid(pid, &status, WNOHANG) == pid { break }
            usleep(100_000)
        }
        if waitpid(pid, &status, WNOHANG) == 0 {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
        }
        close(fromBrowser)
        try? FileManager.default.removeItem(at: profile)
    }

    /// Sends a command (to the attached page when there is one, unless `browser`) and returns
    /// its `result`, waiting `timeout` seconds at most.
    @discardableResult
    func send(
        _ method: String, _ params: [String: Any] = [:], browser: Bool = false,
        timeout: Double = 30
    ) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if !browser, let sessionID { message["sessionId"] = sessionID }
        var data = try JSONSerialization.data(withJSONObject: message)
        data.append(0)
        try data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var sent = 0
            while sent < raw.count {
                let count = write(toBrowser, base + sent, raw.count - sent)
                guard count > 0 else { throw Failure(description: "write to the browser failed") }
                sent += count
            }
        }
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let reply = try readMessage(until: deadline, waitingFor: method)
            guard reply["id"] as? Int == id else { continue }
            if let error = reply["error"] as? [String: Any] {
                throw Failure(description: "\(method): \(error)")
            }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    /// Opens `url` in a new page and attaches to it.
    func open(_ url: String) throws {
        let target = try send("Target.createTarget", ["url": url], browser: true)
        guard let targetID = target["targetId"] as? String else {
            throw Failure(description: "no target id in \(target)")
        }
        let attached = try send(
            "Target.attachToTarget", ["targetId": targetID, "flatten": true], browser: true)
        sessionID = attached["sessionId"] as? String
        guard sessionID != nil else { throw Failure(description: "not attached: \(attached)") }
    }

    /// The value of a JavaScript expression in the page (`nil` while the page is between
    /// documents, or when the expression throws).
    func evaluate(_ expression: String) -> Any? {
        guard
            let result = try? send(
                "Runtime.evaluate", ["expression": expression, "returnByValue": true],
                timeout: 10),
            result["exceptionDetails"] == nil
        else { return nil }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Evaluates `expression` every 200 ms until `accept` takes its value; `nil` after
    /// `limit` seconds (a guard against hangs, not a speed requirement).
    func wait(for expression: String, limit: Double, _ accept: (Any?) -> Bool) -> Any?? {
        let deadline = Date().addingTimeInterval(limit)
        while Date() < deadline {
            let value = evaluate(expression)
            if accept(value) { return .some(value) }
            usleep(200_000)
        }
        return nil
    }

    private func readMessage(until deadline: Date, waitingFor method: String) throws
        -> [String: Any]
    {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let message = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                if let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any] {
                    return object
                }
                continue
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else {
                throw Failure(description: "no answer to \(method) from the browser")
            }
            var descriptor = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(min(remaining, 1) * 1000)) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = read(fromBrowser, &chunk, chunk.count)
            guard count > 0 else { throw Failure(description: "the browser closed its pipe") }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }
}

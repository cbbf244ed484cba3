// hindex-bench fetch-wait [--seconds S] [--client network|urlsession|both]
//
// What waiting for a slow server costs: one GET to a server on 127.0.0.1 that reads the
// request and answers only after S seconds (default 3), made by the production fetcher
// (NetworkFetcher: AsyncHTTPClient on SwiftNIO) and, for comparison, by a bare
// FoundationNetworking `URLSession` data task (what the fetcher used before). Prints the wall
// time and the CPU time of this process (getrusage: user and system, every thread) for each,
// the event-loop threads of the process after the fetcher's request and after its shutdown, and
// as its last line the CPU seconds per second of waiting of each. The server is a thread of
// this process that blocks in accept, read and sleep: it costs no CPU of its own.

import Foundation
import HIndexNetwork
import HIndexSources
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct FetchWaitArguments {
    var seconds = 3.0
    var clients = ["network", "urlsession"]

    init?(_ arguments: [String]) {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard let value = rest.popFirst() else { return nil }
            switch flag {
            case "--seconds":
                guard let number = Double(value), number > 0 else { return nil }
                seconds = number
            case "--client":
                switch value {
                case "network", "urlsession": clients = [value]
                case "both": clients = ["network", "urlsession"]
                default: return nil
                }
            default: return nil
            }
        }
    }
}

/// A one-connection server on 127.0.0.1: accepts, reads the request head, sleeps, answers
/// `200 ok`, closes. Blocking calls only, on a thread of its own.
final class SleepyServer: Sendable {
    let port: UInt16
    private let listener: Int32

    init(answerAfter seconds: Double) throws {
        #if canImport(Darwin)
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #else
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ready = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && listen(descriptor, 4) == 0
                    && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard descriptor >= 0, ready else {
            throw BenchError("cannot listen on 127.0.0.1: errno \(errno)")
        }
        listener = descriptor
        port = UInt16(bigEndian: address.sin_port)
        Thread { [listener] in
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            var buffer = [UInt8](repeating: 0, count: 4096)
            var head = [UInt8]()
            while !head.suffix(4).elementsEqual([13, 10, 13, 10]) {
                let count = read(connection, &buffer, buffer.count)
                guard count > 0 else { break }
                head += buffer[0..<count]
            }
            usleep(useconds_t(seconds * 1_000_000))
            let answer = "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok"
            _ = answer.withCString { write(connection, $0, strlen($0)) }
            close(connection)
        }.start()
    }

    deinit { close(listener) }

    var url: URL { URL(string: "http://127.0.0.1:\(port)/slow") ?? URL(fileURLWithPath: "/") }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// User and system CPU seconds of this process so far (every thread).
private func processCPU() -> (user: Double, system: Double) {
    var usage = rusage()
    #if canImport(Darwin)
        getrusage(RUSAGE_SELF, &usage)
    #else
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    #endif
    func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1e6
    }
    return (seconds(usage.ru_utime), seconds(usage.ru_stime))
}

/// The SwiftNIO event-loop threads of this process (Linux: the threads of `/proc/self/task`
/// whose name starts with `NIO-ELT`); `nil` elsewhere.
private func eventLoopThreads() -> Int? {
    guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")
    else { return nil }
    return tasks.filter { task in
        let name = try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8)
        return name?.hasPrefix("NIO-ELT") == true
    }.count
}

/// One GET with FoundationNetworking's URLSession, as the fetcher made it before.
private func urlSessionGet(_ url: URL) async throws -> Data {
    let session = URLSession(configuration: .ephemeral)
    defer { session.invalidateAndCancel() }
    return try await withCheckedThrowingContinuation { continuation in
        session.dataTask(with: url) { data, _, error in
            if let error {
                continuation.resume(throwing: error)
            } else {
                continuation.resume(returning: data ?? Data())
            }
        }.resume()
    }
}

/// Runs the benchmark and prints its lines.
func fetchWaitBenchmark(_ arguments: FetchWaitArguments) async throws {
    print(
        String(
            format: "fetch-wait: one GET to a local server that answers after %.1f s",
            arguments.seconds))
    var perSecond: [String: Double] = [:]
    for client in arguments.clients {
        let server = try SleepyServer(answerAfter: arguments.seconds)
        let label: String
        let cpu0 = processCPU()
        let wall0 = ContinuousClock.now
        let body: Data
        var fetcher: NetworkFetcher?
        switch client {
        case "network":
            label = "NetworkFetcher (AsyncHTTPClient)"
            let made = NetworkFetcher(
                configuration: .init(
                    requestTimeout: .seconds(arguments.seconds * 2 + 5), maximumAttempts: 1))
            fetcher = made
            body = try await made.fetch(FetchRequest(url: server.url)).body
        default:
            label = "URLSession (FoundationNetworking)"
            body = try await urlSessionGet(server.url)
        }
        let wall = ContinuousClock.now - wall0
        let cpu1 = processCPU()
        guard body == Data("ok".utf8) else { throw BenchError("\(label): unexpected answer") }
        let user = cpu1.user - cpu0.user
        let system = cpu1.system - cpu0.system
        let wallSeconds =
            Double(wall.components.seconds) + Double(wall.components.attoseconds) / 1e18
        perSecond[client] = (user + system) / wallSeconds
        print(
            "  " + label.padding(toLength: 34, withPad: " ", startingAt: 0)
                + String(
                    format: "wall %6.2f s   CPU %6.3f s (user %.3f, system %.3f)",
                    wallSeconds, user + system, user, system))
        if let fetcher {
            let running = eventLoopThreads()
            await fetcher.shutdown()
            if let running, let after = eventLoopThreads() {
                print(
                    "  event-loop threads: \(running) after the request, \(after) after the "
                        + "fetcher's shutdown")
            }
        }
    }
    let parts = arguments.clients.compactMap { client in
        perSecond[client].map {
            (client == "network" ? "fetcher " : "URLSession ") + String(format: "%.3f", $0)
        }
    }
    print("fetch-wait: CPU seconds per second of waiting: " + parts.joined(separator: ", "))
}

/// The error of the benchmark's task, handed to the main thread.
final class FetchWaitFailure: Sendable {
    private let stored = Mutex<String?>(nil)
    func set(_ message: String) { stored.withLock { $0 = message } }
    var message: String? { stored.withLock { $0 } }
}

import Foundation
import HIndexCore

/// Hosts that served a captcha or "unusual traffic" page during this build. Share one
/// across the build: once a host is in it, no further request goes there and callers fall
/// back to the cache.
public actor BlockedHosts {
    /// Why and where a host was found blocking.
    public struct Blockage: Sendable, Hashable {
        /// The host key (``FetchRequest/hostKey``).
        public var host: String
        /// The URL that got the block page.
        public var url: String
        /// What was recognised, quoting the page.
        public var reason: String
    }

    private var blockages: [String: Blockage] = [:]

    /// An empty list.
    public init() {}

    /// Records that `host` blocked the request for `url`; the first record is kept.
    public func block(host: String, url: String, reason: String) {
        if blockages[host] == nil {
            blockages[host] = Blockage(host: host, url: url, reason: reason)
        }
    }

    /// The record for `host`, or `nil` when it has not blocked anything.
    public func blockage(of host: String) -> Blockage? { blockages[host] }

    /// Every blocked host, sorted by host.
    public var all: [Blockage] { blockages.values.sorted { $0.host < $1.host } }
}

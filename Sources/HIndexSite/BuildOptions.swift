import Foundation
import HIndexNetwork
import HIndexSources

/// How verbose the build is on standard error.
public enum Verbosity: Int, Sendable, Comparable {
    /// Errors and the final summary only.
    case quiet
    /// One line per step and per scientist problem.
    case normal
    /// Also per-scientist details.
    case verbose

    /// Orders by amount of output.
    public static func < (lhs: Verbosity, rhs: Verbosity) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What `hindex-site build` was asked to do.
public struct BuildOptions: Sendable {
    /// The content folder (`content`).
    public var contentDirectory: URL
    /// The output folder (`site`), replaced as a whole at the end of the build.
    public var outputDirectory: URL
    /// Output detail.
    public var verbosity: Verbosity
    /// Largest saved page or response read, in bytes.
    public var maximumInputBytes: Int
    /// The cache folder (`cache.sqlite` inside); `nil` means `.hindex/` beside the content
    /// folder.
    public var cacheDirectory: URL?
    /// Use only the cache and saved files: no request is made, and every source that is not
    /// cached is named.
    public var offline: Bool
    /// Fetch every network source again, however fresh its cached copy is.
    public var refresh: Bool
    /// Environment variables: base URLs of the sources (`HINDEX_SCHOLAR_URL`, …). Passed in
    /// rather than read from the process, so tests can point builds at their own servers.
    public var environment: [String: String]
    /// Limits and politeness of the HTTP fetcher (timeouts, retries, concurrency, size cap);
    /// the `User-Agent` always carries the contact from `site.md`.
    public var fetcherConfiguration: NetworkFetcher.Configuration
    /// Resolves each host's name once before its first request, so a build without network
    /// says so within seconds (the system's resolver unless a test sets another).
    public var hostResolver: any HostResolving
    /// The current time, read once per build to decide what is fresh. Pages never show it:
    /// every date on a page comes from the cache.
    public var now: @Sendable () -> Date
    /// How many scientists are parsed, reconciled, measured and rendered at once (`--jobs`);
    /// the output does not depend on it.
    public var jobs: Int
    /// Called with each scientist's whole record (parsed sources, reconciliation, full report)
    /// once the scientist's files are written, before the build reduces the record to what
    /// the site-wide pages need (``ScientistRecord/release()``); `nil` unless set (tests and
    /// tools that inspect a build's intermediate results).
    public var observeScientist: (@Sendable (ScientistRecord) -> Void)? = nil
    /// Whether an offline build may keep the whole site when nothing it is made from
    /// changed since the last build into the same output (``BuildManifest``), and whether
    /// the build records what it was made from for the next one. Off by default; the
    /// `build` command turns it on.
    public var keepsUnchangedSite = false

    /// Creates options with the documented defaults.
    public init(
        contentDirectory: URL, outputDirectory: URL, verbosity: Verbosity = .normal,
        maximumInputBytes: Int = 20 * 1024 * 1024, cacheDirectory: URL? = nil,
        offline: Bool = false, refresh: Bool = false,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        fetcherConfiguration: NetworkFetcher.Configuration = .init(),
        now: @escaping @Sendable () -> Date = { Date() },
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.contentDirectory = contentDirectory
        self.outputDirectory = outputDirectory
        self.verbosity = verbosity
        self.maximumInputBytes = maximumInputBytes
        self.cacheDirectory = cacheDirectory
        self.offline = offline
        self.refresh = refresh
        self.environment = environment
        self.fetcherConfiguration = fetcherConfiguration
        hostResolver = SystemHostResolver(environment: environment)
        self.now = now
        self.jobs = max(1, jobs)
    }

    /// The cache folder in use: ``cacheDirectory``, or `.hindex/` beside the content folder.
    public var resolvedCacheDirectory: URL {
        cacheDirectory ?? Self.defaultCacheDirectory(forContent: contentDirectory)
    }

    /// `.hindex/` beside `content` (in its parent folder).
    public static func defaultCacheDirectory(forContent content: URL) -> URL {
        content.standardizedFileURL.deletingLastPathComponent()
            .appendingPathComponent(".hindex", isDirectory: true)
    }
}

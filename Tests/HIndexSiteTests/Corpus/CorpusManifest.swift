import Foundation

/// One case of the bad-input and fault corpus (`Tests/Corpus/<name>/case.json`): what to set
/// up beside a good site, what to run, and what must hold afterwards. See
/// `Tests/Corpus/README.md` for the keys.
struct CorpusCase: Decodable, Sendable, CustomStringConvertible {
    /// The case's folder name.
    var name = ""
    /// What the case does, in one sentence (`description` in the manifest).
    var summary: String
    /// The class of issue 13 it covers ("crash: BibTeX @string expansion bomb").
    var kind: String
    /// The command's arguments; `{content}`, `{site}`, `{root}` and `{cache}` are replaced
    /// by the case's folders.
    var args: [String]
    /// The exit status: a number, `"nonzero"` or `"any"`.
    var exit: ExitExpectation
    /// Regular expressions that must all match the command's output (stdout and stderr
    /// together); `{server}` is replaced by the escaped base URL of the case's server.
    var output: [String]
    /// Regular expressions that must not match the output.
    var outputForbids: [String]
    /// The longest the command may take, in seconds (a hang is killed at twice this).
    var seconds: Double
    /// The most CPU time (user + system, seconds) the command may use: waiting for a server
    /// must not cost CPU. `nil`: not checked.
    var cpuSeconds: Double?
    /// The most resident memory (MB, the peak) the command may use, read from `/proc` every
    /// twentieth of a second while it runs. `nil`: not checked.
    var peakMB: Double?
    /// What must hold for the good site built before: `intact` (byte for byte), `kept`
    /// (every scientist of the good site keeps its metrics) or `any`.
    var site: Expectation
    /// What must hold for the cache: `intact` (byte for byte), `kept` (an offline rebuild
    /// of the good content with it gives the good site's metrics) or `any`.
    var cache: Expectation
    /// Files generated at run time (too large to commit).
    var generate: [Generator]
    /// Changes made to the copied site, cache and content before the command runs.
    var setup: [SetupAction]
    /// Extra environment variables; `{server}` is the case's base URL on the local server.
    var env: [String: String]
    /// What the local server answers to the case's requests.
    var server: ServerBehaviour?
    /// Kill the command with SIGKILL after a random delay in this range of seconds, `kills`
    /// times; each kill must leave a complete site.
    var killAfter: [Double]?
    /// How many times to kill (with `killAfter`).
    var kills: Int
    /// Run this many copies of the command at once.
    var concurrent: Int
    /// Regular expressions of file names (relative to the case's root) that must exist
    /// afterwards.
    var exists: [String]
    /// Regular expressions of file names that must not exist afterwards.
    var absent: [String]
    /// Regular expressions that no file of the new site may match, by a regular expression
    /// of the files' paths they apply to (`"\\.html$"`, `".*"`).
    var siteForbids: [String: [String]]
    /// Regular expressions that some file of the new site must match.
    var siteRequires: [String]
    /// Regular expressions that a given file of the new site (path relative to the site)
    /// must match.
    var siteFiles: [String: [String]]
    /// A second command run afterwards in the same folder, with its own expectations.
    var then: FollowUp?

    var description: String { name }

    enum CodingKeys: String, CodingKey {
        case summary = "description", kind = "class", args, exit, output
        case outputForbids = "output_forbids", seconds, site, cache, generate, setup, env
        case cpuSeconds = "cpu_seconds"
        case peakMB = "peak_mb"
        case server, killAfter = "kill_after", kills, concurrent, exists, absent
        case siteForbids = "site_forbids", siteRequires = "site_requires"
        case siteFiles = "site_files", then
    }

    init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        summary = try values.decode(String.self, forKey: .summary)
        kind = try values.decode(String.self, forKey: .kind)
        args = try values.decode([String].self, forKey: .args)
        exit = try values.decode(ExitExpectation.self, forKey: .exit)
        output = try values.decodeIfPresent([String].self, forKey: .output) ?? []
        outputForbids = try values.decodeIfPresent([String].self, forKey: .outputForbids) ?? []
        seconds = try values.decodeIfPresent(Double.self, forKey: .seconds) ?? 30
        cpuSeconds = try values.decodeIfPresent(Double.self, forKey: .cpuSeconds)
        peakMB = try values.decodeIfPresent(Double.self, forKey: .peakMB)
        site = try values.decodeIfPresent(Expectation.self, forKey: .site) ?? .intact
        cache = try values.decodeIfPresent(Expectation.self, forKey: .cache) ?? .intact
        generate = try values.decodeIfPresent([Generator].self, forKey: .generate) ?? []
        setup = try values.decodeIfPresent([SetupAction].self, forKey: .setup) ?? []
        env = try values.decodeIfPresent([String: String].self, forKey: .env) ?? [:]
        server = try values.decodeIfPresent(ServerBehaviour.self, forKey: .server)
        killAfter = try values.decodeIfPresent([Double].self, forKey: .killAfter)
        kills = try values.decodeIfPresent(Int.self, forKey: .kills) ?? 1
        concurrent = try values.decodeIfPresent(Int.self, forKey: .concurrent) ?? 1
        exists = try values.decodeIfPresent([String].self, forKey: .exists) ?? []
        absent = try values.decodeIfPresent([String].self, forKey: .absent) ?? []
        siteForbids =
            try values.decodeIfPresent([String: [String]].self, forKey: .siteForbids) ?? [:]
        siteRequires = try values.decodeIfPresent([String].self, forKey: .siteRequires) ?? []
        siteFiles = try values.decodeIfPresent([String: [String]].self, forKey: .siteFiles) ?? [:]
        then = try values.decodeIfPresent(FollowUp.self, forKey: .then)
    }

    /// The expected exit status.
    enum ExitExpectation: Decodable, Sendable, CustomStringConvertible {
        case status(Int32)
        case nonzero
        case any

        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer()
            if let number = try? value.decode(Int32.self) {
                self = .status(number)
            } else {
                switch try value.decode(String.self) {
                case "nonzero": self = .nonzero
                case "any": self = .any
                case let other:
                    throw DecodingError.dataCorruptedError(
                        in: value,
                        debugDescription: "exit: '\(other)' is not a number, nonzero or any")
                }
            }
        }

        func accepts(_ status: Int32) -> Bool {
            switch self {
            case .status(let expected): status == expected
            case .nonzero: status != 0
            case .any: true
            }
        }

        var description: String {
            switch self {
            case .status(let value): "\(value)"
            case .nonzero: "non-zero"
            case .any: "any"
            }
        }
    }

    /// What must hold for the good site or its cache.
    enum Expectation: String, Decodable, Sendable {
        case intact, kept, any
    }

    /// A file written at run time: `head`, then `repeat` `count` times (`{i}` replaced by
    /// the repetition's number, from 0), then `tail`; streamed to disk, never held whole.
    struct Generator: Decodable, Sendable {
        var path: String
        var head: String?
        var `repeat`: String
        var count: Int
        var tail: String?
    }

    /// A change made before the command runs. `action` is one of:
    /// `overwrite` (write `text` at `offset` into the file at `path`, or at its middle when
    /// `offset` is absent), `truncate` (cut `path` to `length` bytes), `chmod` (`mode`,
    /// octal text, on `path`), `symlink` (`path` pointing at `target`), `mkdir` (`path`),
    /// `write` (`text` into `path`), `sql` (run `text` with the `sqlite3` tool on `path`),
    /// `remove` (`path`).
    struct SetupAction: Decodable, Sendable {
        var action: String
        var path: String
        var text: String?
        var offset: Int?
        var length: Int?
        var mode: String?
        var target: String?
    }

    /// What the local server answers. Requests under the case's base URL that name the
    /// good site's network scientist get the good answer; every other request gets
    /// `reply`.
    struct ServerBehaviour: Decodable, Sendable {
        /// The service whose base URL points at the case (`scholar`, `openalex`,
        /// `semantic_scholar`, `dblp`, `orcid`, `crossref`).
        var service: String
        /// `file` (the case's file `file`), `status` (`status` with `headers` and `text`),
        /// `drip` (`bytes` bytes, one every `interval` seconds), `stall` (`seconds`),
        /// `stream` (`bytes` bytes as fast as read; `sized` sets `Content-Length`),
        /// `redirect_loop` (each answer redirects to the next URL on the same host),
        /// `redirect_other_host` (a redirect to `localhost`, which answers `file`), `truncated`
        /// (`text` sent of a declared `bytes`), `close` (the connection closed unanswered).
        var reply: String
        var file: String?
        /// Files by a text the request's path contains (`"/authors/": "author.json"`),
        /// before `file`.
        var files: [String: String]?
        var status: Int?
        var headers: [String: String]?
        var text: String?
        var bytes: Int?
        var interval: Double?
        var seconds: Double?
        var sized: Bool?
        /// A text that no request reaching the other host may carry (a credential).
        var secret: String?
    }

    /// A second command and what it must do.
    struct FollowUp: Decodable, Sendable {
        var args: [String]
        var exit: ExitExpectation
        var output: [String]?
        var seconds: Double?
    }
}

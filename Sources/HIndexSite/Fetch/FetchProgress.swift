/// Reports the fetch step's progress: one plain line per scientist (in CI, when the output
/// is not a terminal, and with `--verbose`), or one status line with a bar redrawn in place
/// on a terminal, or nothing with `--quiet`. Scientists finish in any order; the actor keeps
/// the output in one piece.
actor FetchProgress {
    /// How progress is shown.
    enum Style: Sendable {
        /// Nothing (`--quiet`).
        case silent
        /// One line per scientist.
        case lines
        /// One status line with a bar, redrawn in place.
        case live
    }

    private let total: Int
    private let style: Style
    private let log: BuildLog
    private var done = 0
    private var running: [String] = []

    /// Creates a reporter for `total` scientists.
    init(total: Int, style: Style, log: BuildLog) {
        self.total = total
        self.style = log.status == nil && style == .live ? .lines : style
        self.log = log
    }

    /// The style for `verbosity` and a log that may have a status line.
    static func style(for verbosity: Verbosity, log: BuildLog) -> Style {
        switch verbosity {
        case .quiet: .silent
        case .normal: log.status == nil ? .lines : .live
        case .verbose: .lines
        }
    }

    /// A scientist's sources are being read.
    func started(_ slug: String) {
        running.append(slug)
        draw()
    }

    /// A scientist's sources are in; `details` says how each was got.
    func finished(_ slug: String, details: [String]) {
        done += 1
        running.removeAll { $0 == slug }
        if style == .lines {
            let text = details.isEmpty ? "no source to read" : details.joined(separator: "; ")
            log.line("  fetch \(done)/\(total) \(slug): \(text)")
        }
        draw()
    }

    /// Clears the status line.
    func end() {
        if style == .live { log.status?("") }
    }

    private func draw() {
        guard style == .live else { return }
        let width = 20
        let filled = total == 0 ? width : done * width / total
        let bar =
            String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        var text = "fetch [\(bar)] \(done)/\(total)"
        if let current = running.first { text += "  \(current)" }
        log.status?(text)
    }
}

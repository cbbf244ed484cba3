import Foundation
import HIndexStore

/// One named step of the build.
public struct BuildStep: Sendable {
    /// Short name printed as `[i/n] name` and stamped on errors.
    public let name: String
    /// What the step does, for `--verbose` and the documentation.
    public let summary: String
    /// The work: reads and extends the state. Steps that do I/O (fetching, the cache) are
    /// asynchronous; the others simply do not suspend. For a step done scientist by scientist
    /// (``batch``), the site-wide preparation before the first batch.
    public let run: @Sendable (inout BuildState, BuildLog) async throws -> Void
    /// The step's serial work on one batch of scientists (positions in
    /// ``BuildState/records``) before its ``scientist`` work: what needs the whole batch
    /// (one cache query for all of it, say). `nil` for a step with no such work. A step with
    /// any of ``batch``, ``scientist`` or ``collect`` is done batch by batch (see
    /// ``Pipeline``).
    var batch: (@Sendable (inout BuildState, Range<Int>, BuildLog) async throws -> Void)? = nil
    /// Makes the step's work on one scientist of a batch, called once per batch after the
    /// step's ``batch`` work (made before the earlier steps' scientist work when the step has
    /// no ``batch`` work, so it must not read the batch's records then). The work runs on
    /// one record at a time, concurrently with other scientists' work (as many at once as
    /// `--jobs`) and chained with the same scientist's work of the neighbouring steps.
    var scientist: (@Sendable (BuildState, Range<Int>) throws -> ScientistWork)? = nil
    /// The step's serial work on one batch once every scientist's ``scientist`` work is done
    /// (collecting their results into the state, one cache transaction for the batch).
    var collect: (@Sendable (inout BuildState, Range<Int>, BuildLog) async throws -> Void)? = nil
    /// For a batched step: the site-wide work after the last batch.
    var finish: (@Sendable (inout BuildState, BuildLog) async throws -> Void)? = nil

    /// Whether the step is done batch by batch.
    var isBatched: Bool { batch != nil || scientist != nil || collect != nil }
}

/// The work of one batched step on one scientist's record (``BuildStep/scientist``).
typealias ScientistWork = @Sendable (inout ScientistRecord) throws -> Void

/// Where the build reports progress: whole lines, and (on a terminal) one live status line
/// that is redrawn in place.
public struct BuildLog: Sendable {
    /// Prints one line (standard error in the executable).
    public var line: @Sendable (String) -> Void
    /// Redraws the live status line with the given text, or clears it for `""`; `nil` when
    /// the output is not a terminal, so progress goes out as whole lines.
    public var status: (@Sendable (String) -> Void)?

    /// Creates a log.
    public init(
        line: @escaping @Sendable (String) -> Void = { _ in },
        status: (@Sendable (String) -> Void)? = nil
    ) {
        self.line = line
        self.status = status
    }
}

/// The build, top to bottom: content → plan → fetch → parse → enrich → reconcile → metrics →
/// render → write.
public enum Pipeline {
    /// The steps in order.
    public static let steps: [BuildStep] = [
        LoadContentStep.step,
        PlanStep.step,
        FetchStep.step,
        ParseStep.step,
        EnrichStep.step,
        ReconcileStep.step,
        MetricsStep.step,
        RenderStep.step,
        WriteStep.step,
    ]

    /// Runs every step in order, printing `[i/n] step (time)` unless quiet.
    ///
    /// - Parameter log: receives progress (standard error in the executable).
    /// - Returns: the final state (reports, files written, problems).
    /// - Throws: `BuildError` stamped with the failing step's name.
    public static func build(options: BuildOptions, log: BuildLog = BuildLog())
        async throws(BuildError) -> BuildState
    {
        if let problem = cacheInsideOutput(options) { throw problem }
        // One build at a time into this output folder, held until the build returns.
        let lock = await OutputLock.acquire(output: options.outputDirectory, log: log)
        defer { withExtendedLifetime(lock) {} }
        var state = BuildState(options: options)
        // An offline build whose inputs, cache and output are as the last build left them
        // keeps the site (``BuildManifest``); the content's digest is taken before anything
        // is read, so an edit made during the build is seen by the next one.
        var contentDigest: String?
        if BuildManifest.applies(to: options) {
            let start = DispatchTime.now().uptimeNanoseconds
            contentDigest = BuildManifest.contentDigest(options)
            if let contentDigest, BuildManifest.cacheFile(options) != nil,
                let cache = try? CacheStore(directory: options.resolvedCacheDirectory)
            {
                if let summary = await BuildManifest.keptSite(
                    options: options, content: contentDigest, cache: cache)
                {
                    state.keptSite = summary
                    if options.verbosity >= .normal {
                        let milliseconds =
                            (DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
                        log.line(
                            "nothing changed since the last build into "
                                + "\(options.outputDirectory.path): content, saved pages, cache, "
                                + "options and tool are the same and the site is as it was "
                                + "written; kept it (\(milliseconds) ms)")
                    }
                    return state
                }
                // Opened once: `fetch` uses it (and a damaged file it moved aside is told
                // at the end, as when `fetch` opens it).
                state.cache = cache
            }
        }
        var index = 0
        while index < steps.count {
            guard steps[index].isBatched else {
                let start = DispatchTime.now().uptimeNanoseconds
                try await run(steps[index], on: &state, log) { step, state, log in
                    try await step.run(&state, log)
                }
                report(index, since: start, options: options, log: log)
                index += 1
                continue
            }
            // The consecutive batched steps: prepared in order, then batch by batch (two
            // batches in flight, scientists in parallel: ``BatchedSteps``), then finished
            // in order. Each step's time is the sum of its parts, summed over the tasks that
            // ran at once, so it can exceed the wall time.
            var end = index
            while end < steps.count, steps[end].isBatched { end += 1 }
            let group = Array(steps[index..<end])
            var elapsed = [UInt64](repeating: 0, count: group.count)
            func timed(
                _ position: Int,
                _ work: (BuildStep, inout BuildState, BuildLog) async throws -> Void
            ) async throws(BuildError) {
                let start = DispatchTime.now().uptimeNanoseconds
                try await run(group[position], on: &state, log, work)
                elapsed[position] += DispatchTime.now().uptimeNanoseconds - start
            }
            for position in group.indices {
                try await timed(position) { step, state, log in try await step.run(&state, log) }
            }
            try await BatchedSteps(group).run(on: &state, log: log, elapsed: &elapsed)
            for position in group.indices {
                try await timed(position) { step, state, log in
                    try await step.finish?(&state, log)
                }
            }
            if options.verbosity >= .normal {
                for position in group.indices {
                    line(index + position, milliseconds: elapsed[position] / 1_000_000, log: log)
                }
            }
            index = end
        }
        // Cached bodies that failed their hash check were used as missing; said once each.
        for problem in state.cache?.integrityProblems ?? [] {
            state.problems.append(problem.description)
        }
        await BuildManifest.record(state, content: contentDigest)
        return state
    }

    /// How many scientists go through the batched steps together: enough for `jobs` tasks to
    /// keep busy, few enough that their sources and reports take little memory.
    static func batchSize(jobs: Int) -> Int { max(1, jobs) * 16 }

    /// Runs `work` for `step`, stamping an error with the step's name; abandons the site being
    /// written when it fails.
    static func run(
        _ step: BuildStep, on state: inout BuildState, _ log: BuildLog,
        _ work: (BuildStep, inout BuildState, BuildLog) async throws -> Void
    ) async throws(BuildError) {
        do {
            try await work(step, &state, log)
        } catch let error as BuildError {
            state.output?.abandon()
            throw error
        } catch {
            state.output?.abandon()
            throw BuildError(step: step.name, reason: "\(error)")
        }
    }

    /// Prints `[i/n] step (time)` for the step at `index` that started at `start`.
    private static func report(
        _ index: Int, since start: UInt64, options: BuildOptions, log: BuildLog
    ) {
        guard options.verbosity >= .normal else { return }
        line(
            index, milliseconds: (DispatchTime.now().uptimeNanoseconds - start) / 1_000_000,
            log: log)
    }

    /// Prints `[i/n] step (time)`.
    private static func line(_ index: Int, milliseconds: UInt64, log: BuildLog) {
        log.line("[\(index + 1)/\(steps.count)] \(steps[index].name) (\(milliseconds) ms)")
    }
}

extension Pipeline {
    /// Why the cache cannot be inside the output folder: every full build replaces that folder
    /// as a whole, and the cache (every fetched page, the metrics history) would go with it.
    /// `nil` when the cache lies elsewhere.
    static func cacheInsideOutput(_ options: BuildOptions) -> BuildError? {
        let output = options.outputDirectory.standardizedFileURL.resolvingSymlinksInPath().path
        let cache = options.resolvedCacheDirectory.standardizedFileURL.resolvingSymlinksInPath()
            .path
        let prefix = output.hasSuffix("/") ? output : output + "/"
        guard cache == output || cache.hasPrefix(prefix) else { return nil }
        return BuildError(
            step: "content", path: cache,
            reason: "the cache folder is inside the output folder \(output), which every build "
                + "replaces: the cache and its history would be deleted each time; choose a "
                + "cache folder outside it (--cache), e.g. the default .hindex/ beside the "
                + "content folder")
    }
}

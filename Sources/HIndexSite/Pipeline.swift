import Foundation

/// One named step of the build.
public struct BuildStep: Sendable {
    /// Short name printed as `[i/n] name` and stamped on errors.
    public let name: String
    /// What the step does, for `--verbose` and the documentation.
    public let summary: String
    /// The work: reads and extends the state. Steps that do I/O (fetching, the cache) are
    /// asynchronous; the others simply do not suspend.
    public let run: @Sendable (inout BuildState, BuildLog) async throws -> Void
}

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
        var state = BuildState(options: options)
        for (index, step) in steps.enumerated() {
            let start = DispatchTime.now().uptimeNanoseconds
            do {
                try await step.run(&state, log)
            } catch let error as BuildError {
                state.output?.abandon()
                throw error
            } catch {
                state.output?.abandon()
                throw BuildError(step: step.name, reason: "\(error)")
            }
            if options.verbosity >= .normal {
                let milliseconds = (DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
                log.line("[\(index + 1)/\(steps.count)] \(step.name) (\(milliseconds) ms)")
            }
        }
        // Cached bodies that failed their hash check were used as missing; said once each.
        for problem in state.cache?.integrityProblems ?? [] {
            state.problems.append(problem.description)
        }
        return state
    }
}

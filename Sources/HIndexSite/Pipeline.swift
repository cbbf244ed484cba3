import Foundation

/// One named step of the build.
public struct BuildStep: Sendable {
    /// Short name printed as `[i/n] name` and stamped on errors.
    public let name: String
    /// What the step does, for `--verbose` and the documentation.
    public let summary: String
    /// The work: reads and extends the state.
    public let run: @Sendable (inout BuildState) throws -> Void
}

/// The build, top to bottom: content → plan → fetch → parse → reconcile → metrics → render →
/// write.
public enum Pipeline {
    /// The steps in order.
    public static let steps: [BuildStep] = [
        LoadContentStep.step,
        PlanStep.step,
        FetchStep.step,
        ParseStep.step,
        ReconcileStep.step,
        MetricsStep.step,
        RenderStep.step,
        WriteStep.step,
    ]

    /// Runs every step in order, printing `[i/n] step (time)` unless quiet.
    ///
    /// - Parameter log: receives progress lines (standard error in the executable).
    /// - Returns: the final state (reports, files written, problems).
    /// - Throws: `BuildError` stamped with the failing step's name.
    public static func build(
        options: BuildOptions, log: @Sendable (String) -> Void = { _ in }
    ) throws(BuildError) -> BuildState {
        var state = BuildState(options: options)
        for (index, step) in steps.enumerated() {
            let start = DispatchTime.now().uptimeNanoseconds
            do {
                try step.run(&state)
            } catch let error as BuildError {
                throw error
            } catch {
                throw BuildError(step: step.name, reason: "\(error)")
            }
            if options.verbosity >= .normal {
                let milliseconds = (DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
                log("[\(index + 1)/\(steps.count)] \(step.name) (\(milliseconds) ms)")
            }
        }
        return state
    }
}

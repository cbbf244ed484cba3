/// `write`: a build that rendered everything writes the files into a temporary folder beside
/// the output and swaps it in, so an interrupted build never leaves a half-written site; an
/// incremental build replaces only the files that changed, each one whole (temporary file,
/// then rename), and removes the files the site no longer has. Then records in the cache
/// what was built, for the next incremental build.
enum WriteStep {
    static let step = BuildStep(
        name: "write", summary: "write the site into a temporary folder and swap it in"
    ) { state, _ in
        var session =
            try state.output
            ?? SiteWriteSession.begin(
                SiteWriter(outputDirectory: state.options.outputDirectory),
                incremental: !state.keptFiles.isEmpty)
        do {
            try await session.add(state.files, jobs: state.options.jobs)
            try session.finish(keeping: state.keptFiles)
        } catch {
            session.abandon()
            throw error
        }
        state.output = session
        do {
            try await IncrementalBuild.record(state)
        } catch {
            state.problems.append(
                "\(error); the next build renders everything again")
        }
    }
}

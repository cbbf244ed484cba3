/// `write`: writes the files into a temporary folder beside the output and swaps it in, so
/// an interrupted build never leaves a half-written site; then records in the cache what
/// was built, for the next incremental build.
enum WriteStep {
    static let step = BuildStep(
        name: "write", summary: "write the site into a temporary folder and swap it in"
    ) { state, _ in
        try SiteWriter(outputDirectory: state.options.outputDirectory).write(state.files)
        do {
            try await IncrementalBuild.record(state)
        } catch {
            state.problems.append(
                "\(error); the next build renders everything again")
        }
    }
}

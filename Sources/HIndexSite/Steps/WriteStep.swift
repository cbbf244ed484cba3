/// `write`: a build that rendered everything writes the files into a temporary folder beside
/// the output and swaps it in, so an interrupted build never leaves a half-written site; an
/// incremental build replaces only the files that changed, each one whole (temporary file,
/// then rename), and removes the files the site no longer has. Then records in the cache
/// what was built, for the next incremental build.
enum WriteStep {
    static let step = BuildStep(
        name: "write", summary: "write the site into a temporary folder and swap it in"
    ) { state, _ in
        let writer = SiteWriter(outputDirectory: state.options.outputDirectory)
        if state.keptFiles.isEmpty {
            // Everything was rendered: the whole site is swapped in at once.
            try writer.write(state.files)
        } else {
            // An incremental build: only what changed is written, file by file.
            try writer.update(state.files, keeping: state.keptFiles)
        }
        do {
            try await IncrementalBuild.record(state)
        } catch {
            state.problems.append(
                "\(error); the next build renders everything again")
        }
    }
}

/// `write`: writes the rendered files into a temporary folder beside the output and swaps
/// it in, so an interrupted build never leaves a half-written site.
enum WriteStep {
    static let step = BuildStep(
        name: "write", summary: "write the site into a temporary folder and swap it in"
    ) { state in
        try SiteWriter(outputDirectory: state.options.outputDirectory).write(state.files)
    }
}

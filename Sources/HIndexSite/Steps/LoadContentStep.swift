/// `content`: reads `site.md`, `scientists/*.md` and `departments/*.md`, validates every key,
/// and stops the build when any finding is an error (all of them are reported at once).
enum LoadContentStep {
    static let step = BuildStep(
        name: "content", summary: "read and validate the content folder"
    ) { state, _ in
        let (content, findings) = await ContentLoader.load(
            from: state.options.contentDirectory, jobs: state.options.jobs)
        let errors = findings.filter { $0.severity == .error }
        guard errors.isEmpty else {
            throw BuildError(
                step: "content", path: state.options.contentDirectory.path,
                reason: "\(errors.count) problem\(errors.count == 1 ? "" : "s") in the content; "
                    + "fix \(errors.count == 1 ? "it" : "them") and build again "
                    + "(`hindex-site check` lists them)",
                findings: errors)
        }
        state.findings = findings
        state.content = content
    }
}

import Foundation
import Testing

/// The Python of the check tools' venv (`.build/check-tools/venv`, see
/// `scripts/system-deps.sh`), with the PyPI packages the output checks use: `feedparser`
/// for the Atom feeds and `pyld` for the JSON-LD. Like ``BrowserTools``, a missing tool is
/// a test failure that says how to install it.
struct CheckPython {
    /// `venv/bin/python`.
    var executable: URL

    /// The venv's Python, after checking that `modules` import.
    static func locate(modules: [String]) throws -> CheckPython {
        let python = BrowserTools.checkToolsFolder.appendingPathComponent("venv/bin/python")
        let install =
            "Install them with `bash scripts/system-deps.sh` (scripts/test does it; they go "
            + "into \(BrowserTools.checkToolsFolder.path)/venv)."
        guard FileManager.default.isExecutableFile(atPath: python.path) else {
            let message =
                "The feed and JSON-LD checks need the Python venv of the check tools with "
                + "\(modules.joined(separator: ", ")). \(install)"
            Issue.record(Comment(rawValue: message))
            throw CancellationError()
        }
        let result = try ExternalProcess.run(
            python, ["-c", "import " + modules.joined(separator: ", ")], hangLimit: 120)
        guard result.status == 0 else {
            let message =
                "The check tools' Python cannot import \(modules.joined(separator: ", ")) "
                + "(PyPI packages pinned in scripts/system-deps.sh): "
                + "\(result.stderr.suffix(500)). \(install)"
            Issue.record(Comment(rawValue: message))
            throw CancellationError()
        }
        return CheckPython(executable: python)
    }

    /// Runs `script` with `arguments` and decodes its standard output as JSON; a non-zero
    /// exit throws with the script's error output.
    func json(_ script: String, arguments: [String] = []) throws -> Any {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("hindex-check-\(UUID().uuidString).py")
        try Data(script.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try ExternalProcess.run(
            executable, [file.path] + arguments, hangLimit: 300)
        guard result.status == 0 else {
            throw ExternalProcess.Failure(
                description: "python exited with \(result.status): \(result.stderr.suffix(3000))")
        }
        return try JSONSerialization.jsonObject(with: result.stdout)
    }
}

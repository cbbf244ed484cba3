import Foundation

/// One problem a checker found, with what is needed to find it in the page.
struct CheckFinding: CustomStringConvertible, Sendable {
    /// The page, relative to the site root.
    var page: String
    /// The checker's rule or message kind (`vnu`, or an axe rule id such as `color-contrast`).
    var rule: String
    /// What is wrong.
    var message: String
    /// Where: a line and markup extract, or a CSS selector and the element's markup.
    var element: String

    var description: String { "\(page): [\(rule)] \(message)\n    at \(element)" }
}

/// The Nu HTML Checker (vnu.jar) run over files.
struct NuHTMLChecker {
    var java: URL
    var jar: URL

    /// Errors and warnings of every page, relative to `root`.
    func check(_ pages: [URL], root: URL) throws -> (
        errors: [CheckFinding], warnings: [CheckFinding]
    ) {
        let result = try ExternalProcess.run(
            java,
            ["-jar", jar.path, "--format", "json", "--stdout", "--exit-zero-always"]
                + pages.map(\.path))
        guard result.status == 0,
            let object = try? JSONSerialization.jsonObject(with: result.stdout) as? [String: Any],
            let messages = object["messages"] as? [[String: Any]]
        else {
            throw ExternalProcess.Failure(
                description:
                    "vnu.jar gave no JSON report (exit status \(result.status)): "
                    + String(result.stderr.suffix(2000))
                    + String(decoding: result.stdout.prefix(2000), as: UTF8.self))
        }
        var errors: [CheckFinding] = []
        var warnings: [CheckFinding] = []
        for message in messages {
            let type = message["type"] as? String ?? ""
            let subType = message["subType"] as? String ?? ""
            let url = message["url"] as? String ?? ""
            let path = URL(string: url)?.path ?? url
            let page =
                path.hasPrefix(root.path + "/") ? String(path.dropFirst(root.path.count + 1)) : path
            let line = (message["lastLine"] as? Int).map { "line \($0)" } ?? "document"
            let extract = (message["extract"] as? String ?? "")
                .replacingOccurrences(of: "\n", with: " ")
            let finding = CheckFinding(
                page: page, rule: "vnu \(type)\(subType.isEmpty ? "" : " \(subType)")",
                message: message["message"] as? String ?? "", element: "\(line): \(extract)")
            if type == "error" || type == "non-document-error" {
                errors.append(finding)
            } else if subType == "warning" {
                warnings.append(finding)
            }
        }
        return (errors, warnings)
    }
}

/// axe-core run inside headless Chromium on copies of the pages.
///
/// Each page is copied with two scripts added before `</body>`: axe.min.js and a runner that
/// calls `axe.run` and writes the violations, percent-encoded JSON, into a `<pre>`; Chromium's
/// `--dump-dom` (with virtual time so the promise settles) returns it.
struct AxeChecker {
    var chromium: HeadlessChromium
    var axeScript: URL

    static let resultID = "hindex-axe-result"

    static let runner = """
        (function () {
          function report(payload) {
            var pre = document.createElement('pre');
            pre.id = '\(resultID)';
            pre.textContent = encodeURIComponent(JSON.stringify(payload));
            document.body.appendChild(pre);
          }
          try {
            axe.run(document, { resultTypes: ['violations'] }).then(function (result) {
              report({
                dark: window.matchMedia('(prefers-color-scheme: dark)').matches,
                violations: result.violations.map(function (v) {
                  return { id: v.id, impact: v.impact, help: v.help,
                    nodes: v.nodes.map(function (n) {
                      return { target: n.target.join(' '), html: n.html,
                               summary: n.failureSummary || '' };
                    }) };
                })
              });
            }, function (error) { report({ error: String(error) }); });
          } catch (error) { report({ error: String(error) }); }
        })();
        """

    /// The violations of every page under `root` (relative paths), in the light or the dark
    /// color scheme. `workFolder` receives the instrumented copies.
    func violations(pages: [String], root: URL, dark: Bool, workFolder: URL) throws
        -> [CheckFinding]
    {
        let fileManager = FileManager.default
        if !fileManager.fileExists(atPath: workFolder.path) {
            try fileManager.copyItem(at: root, to: workFolder)
            let runnerURL = workFolder.appendingPathComponent("hindex-axe-runner.js")
            try Data(Self.runner.utf8).write(to: runnerURL)
            let tags =
                "<script src=\"\(axeScript.absoluteString)\"></script>"
                + "<script src=\"\(runnerURL.absoluteString)\"></script>"
            for page in pages {
                let copy = workFolder.appendingPathComponent(page)
                let html = try String(contentsOf: copy, encoding: .utf8)
                guard let body = html.range(of: "</body>", options: .backwards) else {
                    throw ExternalProcess.Failure(description: "\(page) has no </body>")
                }
                try Data(html.replacingCharacters(in: body, with: tags + "</body>").utf8)
                    .write(to: copy)
            }
        }
        var findings: [CheckFinding] = []
        let scheme = dark ? "dark" : "light"
        for page in pages {
            let dom = try chromium.dumpDOM(
                of: workFolder.appendingPathComponent(page), dark: dark, virtualTimeBudget: 30_000)
            guard let start = dom.range(of: "<pre id=\"\(Self.resultID)\">"),
                let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex),
                let json = String(dom[start.upperBound..<end.lowerBound]).removingPercentEncoding,
                let payload = try? JSONSerialization.jsonObject(with: Data(json.utf8))
                    as? [String: Any]
            else {
                throw ExternalProcess.Failure(
                    description: "axe produced no result on \(page) (\(scheme) scheme)")
            }
            if let error = payload["error"] as? String {
                throw ExternalProcess.Failure(
                    description: "axe failed on \(page) (\(scheme) scheme): \(error)")
            }
            guard payload["dark"] as? Bool == dark else {
                throw ExternalProcess.Failure(
                    description: "\(page) was not rendered in the \(scheme) color scheme")
            }
            for violation in payload["violations"] as? [[String: Any]] ?? [] {
                let id = violation["id"] as? String ?? "?"
                let help = violation["help"] as? String ?? ""
                let impact = violation["impact"] as? String ?? ""
                for node in violation["nodes"] as? [[String: Any]] ?? [] {
                    let summary = (node["summary"] as? String ?? "")
                        .replacingOccurrences(of: "\n", with: " ")
                    findings.append(
                        CheckFinding(
                            page: page, rule: "axe \(id), \(impact), \(scheme)",
                            message: "\(help). \(summary)",
                            element: "\(node["target"] as? String ?? ""): "
                                + "\(node["html"] as? String ?? "")"))
                }
            }
        }
        return findings
    }
}

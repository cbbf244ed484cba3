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
/// calls `axe.run` and posts the violations to the parent window. One Chromium run per color
/// scheme loads a driver page that opens every page in turn in a 1280×900 iframe, collects
/// the results and writes them, percent-encoded JSON, into a `<pre>` that `--dump-dom` returns
/// (with virtual time, so every load and promise settles). One browser start for all pages.
struct AxeChecker {
    var chromium: HeadlessChromium
    var axeScript: URL

    static let resultID = "hindex-axe-result"

    /// Added to every page copy: runs axe on the page and posts the result to the driver.
    static let pageRunner = """
        (function () {
          function report(payload) { window.parent.postMessage({ hindexAxe: payload }, '*'); }
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

    /// The driver page: loads each page in an iframe, waits for its result (60 s of virtual
    /// time at most), then writes all results into the DOM.
    static func driver(pages: [String]) throws -> String {
        let list = String(
            decoding: try JSONSerialization.data(withJSONObject: pages), as: UTF8.self)
        return """
            <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>axe driver</title>
            </head><body>
            <iframe id="frame" title="page under test" style="width:1280px;height:900px;border:0">
            </iframe>
            <script>
            var pages = \(list), results = {}, index = 0, timer = null;
            var frame = document.getElementById('frame');
            function next() {
              if (index >= pages.length) {
                var pre = document.createElement('pre');
                pre.id = '\(resultID)';
                pre.textContent = encodeURIComponent(JSON.stringify(results));
                document.body.appendChild(pre);
                return;
              }
              timer = setTimeout(function () {
                results[pages[index]] = { error: 'no axe result after 60 s' };
                index++;
                next();
              }, 60000);
              frame.src = pages[index];
            }
            window.addEventListener('message', function (event) {
              if (event.source !== frame.contentWindow || !event.data || !event.data.hindexAxe) {
                return;
              }
              clearTimeout(timer);
              results[pages[index]] = event.data.hindexAxe;
              index++;
              next();
            });
            next();
            </script>
            </body></html>
            """
    }

    /// The violations of every page under `root` (relative paths), in the light or the dark
    /// color scheme. `workFolder` receives the instrumented copies.
    func violations(pages: [String], root: URL, dark: Bool, workFolder: URL) throws
        -> [CheckFinding]
    {
        let fileManager = FileManager.default
        let driverURL = workFolder.appendingPathComponent("hindex-axe-driver.html")
        if !fileManager.fileExists(atPath: workFolder.path) {
            try fileManager.copyItem(at: root, to: workFolder)
            let runnerURL = workFolder.appendingPathComponent("hindex-axe-runner.js")
            try Data(Self.pageRunner.utf8).write(to: runnerURL)
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
            try Data(try Self.driver(pages: pages).utf8).write(to: driverURL)
        }
        let scheme = dark ? "dark" : "light"
        let dom = try chromium.dumpDOM(of: driverURL, dark: dark, virtualTimeBudget: 3_600_000)
        guard let start = dom.range(of: "<pre id=\"\(Self.resultID)\">"),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex),
            let json = String(dom[start.upperBound..<end.lowerBound]).removingPercentEncoding,
            let results = try? JSONSerialization.jsonObject(with: Data(json.utf8))
                as? [String: [String: Any]]
        else {
            throw ExternalProcess.Failure(
                description: "axe produced no results (\(scheme) scheme) for \(pages)")
        }
        var findings: [CheckFinding] = []
        for page in pages {
            guard let payload = results[page] else {
                throw ExternalProcess.Failure(
                    description: "axe gave no result for \(page) (\(scheme) scheme)")
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

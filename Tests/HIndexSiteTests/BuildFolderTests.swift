import Foundation
import Testing

@testable import HIndexSite

/// Issue 31: a rebuild's temporary folder was named with `UUID()`, which gave all zeros when
/// the process was out of file descriptors — a predictable path under /tmp. Now `mkdtemp(3)`
/// makes it: a new name each time, created only if new, for this user alone.
struct BuildFolderTests {
    @Test func everyFolderIsNewAndPrivate() throws {
        var seen = Set<String>()
        for _ in 0..<200 {
            let folder = try SiteBuilder.makeBuildFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            #expect(seen.insert(folder.lastPathComponent).inserted)
            #expect(folder.lastPathComponent.hasPrefix("hindex-serve-build-"))
            #expect(folder.lastPathComponent != "hindex-serve-build-00000000")
            let attributes = try FileManager.default.attributesOfItem(atPath: folder.path)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        }
    }
}

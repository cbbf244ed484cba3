import HIndexStore
import Testing

@Test func cacheStoreErrorNamesThePath() {
    let error = CacheStoreError(path: "/tmp/x.sqlite", reason: "cannot open")
    #expect(error.description == "cache /tmp/x.sqlite: cannot open")
}

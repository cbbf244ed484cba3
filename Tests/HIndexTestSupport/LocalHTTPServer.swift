import Foundation

/// Placeholder; the local HTTP server for fetch tests lands in the next commit.
public enum HIndexTestSupport {}

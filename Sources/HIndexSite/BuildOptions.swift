import Foundation

/// How verbose the build is on standard error.
public enum Verbosity: Int, Sendable, Comparable {
    /// Errors and the final summary only.
    case quiet
    /// One line per step and per scientist problem.
    case normal
    /// Also per-scientist details.
    case verbose

    /// Orders by amount of output.
    public static func < (lhs: Verbosity, rhs: Verbosity) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What `hindex-site build` was asked to do.
public struct BuildOptions: Sendable {
    /// The content folder (`content`).
    public var contentDirectory: URL
    /// The output folder (`site`), replaced as a whole at the end of the build.
    public var outputDirectory: URL
    /// Output detail.
    public var verbosity: Verbosity
    /// Largest saved page or response read, in bytes.
    public var maximumInputBytes: Int

    /// Creates options with the documented defaults.
    public init(
        contentDirectory: URL, outputDirectory: URL, verbosity: Verbosity = .normal,
        maximumInputBytes: Int = 20 * 1024 * 1024
    ) {
        self.contentDirectory = contentDirectory
        self.outputDirectory = outputDirectory
        self.verbosity = verbosity
        self.maximumInputBytes = maximumInputBytes
    }
}

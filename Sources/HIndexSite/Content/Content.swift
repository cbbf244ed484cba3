import HIndexCore

/// Everything the content folder declares: site settings, scientists and departments.
public struct Content: Sendable, Hashable {
    /// Settings from `site.md` (defaults when it is missing).
    public var settings: SiteSettings
    /// One entry per valid `scientists/<slug>.md`, sorted by slug.
    public var scientists: [ScientistEntry]
    /// Departments from `departments/<slug>.md` and those named only by scientists, sorted by
    /// slug. Every name in a scientist's `departments` is the `name` of one of these.
    public var departments: [Department]

    /// Creates content.
    public init(
        settings: SiteSettings = SiteSettings(), scientists: [ScientistEntry] = [],
        departments: [Department] = []
    ) {
        self.settings = settings
        self.scientists = scientists
        self.departments = departments
    }
}

/// Per-source settings from `site.md` (`sources: { scholar: { … } }`).
public struct SourceSettings: Sendable, Hashable, Codable {
    /// Base URL override (mirrors, tests against a local server).
    public var baseURL: String?
    /// Minimum seconds between two requests to this source's host.
    public var delaySeconds: Double?
    /// How long fetched data stays fresh, in days.
    public var ttlDays: Double?

    /// Creates source settings.
    public init(baseURL: String? = nil, delaySeconds: Double? = nil, ttlDays: Double? = nil) {
        self.baseURL = baseURL
        self.delaySeconds = delaySeconds
        self.ttlDays = ttlDays
    }
}

/// Site-wide settings from `content/site.md`.
public struct SiteSettings: Sendable, Hashable, Codable {
    /// Site title shown in every page header.
    public var title: String
    /// Path prefix the site is served under, always starting and ending with `/`.
    public var baseURL: String
    /// The absolute URL of the site root (`https://host/path/`, ending with `/`) when
    /// `base_url` is a full URL; `nil` when it is only a path. Sitemaps and exported page URLs
    /// need it.
    public var siteURL: String?
    /// One-sentence description (meta description, home page).
    public var description: String
    /// Window in years for the "recent" metrics.
    public var recentYears: Int
    /// Contact e-mail used in the HTTP User-Agent and API `mailto`.
    public var contact: String?
    /// Per-source settings keyed by source name (`scholar`, `openalex`, …).
    public var sources: [String: SourceSettings]
    /// The Markdown body: the home page intro.
    public var introMarkdown: String
    /// The institution the site belongs to (`organization`, e.g. "Northfield University"):
    /// the scientists' affiliation in the pages' structured data when their file gives none.
    public var organization: String?
    /// The language of the pages (`language:`, a BCP 47 tag); English by default.
    public var language: SiteLanguage = .english

    /// Creates settings with the documented defaults.
    public init(
        title: String = "Research metrics", baseURL: String = "/", description: String = "",
        recentYears: Int = 5, contact: String? = nil, sources: [String: SourceSettings] = [:],
        introMarkdown: String = "", siteURL: String? = nil, organization: String? = nil
    ) {
        self.organization = organization
        self.title = title
        self.baseURL = baseURL
        self.siteURL = siteURL
        self.description = description
        self.recentYears = recentYears
        self.contact = contact
        self.sources = sources
        self.introMarkdown = introMarkdown
    }
}

/// A department from `content/departments/<slug>.md`, or one named only by scientists.
public struct Department: Sendable, Hashable, Codable {
    /// URL-safe identifier.
    public var slug: String
    /// Display name.
    public var name: String
    /// Markdown description.
    public var descriptionMarkdown: String

    /// Creates a department.
    public init(slug: String, name: String, descriptionMarkdown: String = "") {
        self.slug = slug
        self.name = name
        self.descriptionMarkdown = descriptionMarkdown
    }
}

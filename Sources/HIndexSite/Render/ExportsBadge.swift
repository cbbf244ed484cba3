import Foundation
import HIndexCore
import HIndexTemplates

extension Exports {
    /// `data/badges/<slug>.json`: a shields.io endpoint badge of the h-index.
    ///
    /// Shown with `https://img.shields.io/endpoint?url=<absolute URL of this file>`. The
    /// message is the h-index, `≥ 14` when the source list is truncated (a lower bound), or
    /// `no data` (grey) when no citation source could be read; the label and that message
    /// are in the site's `language` (`indice h`, `nessun dato`).
    public static func badgeJSON(_ report: ScientistReport, language: SiteLanguage = .english)
        -> Data
    {
        let catalog = Catalog.of(language)
        let hasData = report.source != nil
        let message =
            !hasData
            ? catalog.text(.badgeNoData)
            : (report.metricsAreLowerBounds ? "≥ " : "") + String(report.metrics.hIndex)
        let value = JSONValue.object([
            "schemaVersion": .int(1),
            "label": .string(catalog.text(.orderNounHIndex)),
            "message": .string(message),
            "color": .string(hasData ? "blue" : "lightgrey"),
        ])
        return Data(value.fileData)
    }
}

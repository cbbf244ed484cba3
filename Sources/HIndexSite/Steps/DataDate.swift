import Foundation
import HIndexCore

/// The date of a scientist's citation data: the "current year" of academic age and of the
/// recent window, and the day of the metrics-history row.
///
/// Fetched data is dated by its fetch. Saved data is dated, in this order, by `saved:` in the
/// front matter; by the page's own evidence (the last year of its citations-per-year chart,
/// else five years after its "Since YYYY" column, as Google Scholar shows the last five
/// years); else by the latest publication year it lists. Never by the file's modification
/// time, which a checkout changes: the same bytes give the same metrics in every clone. The
/// page-evidence dates come with a notice saying which was used.
enum DataDate {
    /// The date, and the notice explaining where it came from when the content did not say.
    struct Resolution: Sendable, Equatable {
        /// The data's date; `nil` when nothing dates it (the metrics then use the latest
        /// publication year).
        var date: Date?
        /// Why this date, for a saved page without `saved:`.
        var notice: Notice?
    }

    /// The years a Google Scholar "Since YYYY" column lags the year the page was shown.
    static let scholarSinceWindow = 5

    /// The date of `record`'s citation source.
    static func resolve(_ record: ScientistRecord) -> Resolution {
        guard let run = record.citation, let fetched = run.fetched else {
            return Resolution(date: nil, notice: nil)
        }
        guard case .savedFile(let path, _) = run.plan else {
            return Resolution(date: fetched.dataDate, notice: nil)
        }
        let entry = record.plan.entry
        if let text = entry.saved, let day = ISODay(text) {
            return Resolution(date: day.date, notice: nil)
        }
        let advice = Message.Argument.message(
            Message(.noticeAddSaved, ["path": .text(entry.path)]))
        let profile = (try? run.parsed?.get())?.profile
        if let year = profile?.citationsPerYear?.keys.max() {
            return Resolution(
                date: ISODay("\(year)-01-01")?.date,
                notice: Notice(
                    .dataDate,
                    Message(
                        .noticeDataYearChart,
                        ["year": .text(String(year)), "path": .text(path), "advice": advice]),
                    source: path))
        }
        if let since = profile?.sinceYear {
            let year = since + scholarSinceWindow
            return Resolution(
                date: ISODay("\(year)-01-01")?.date,
                notice: Notice(
                    .dataDate,
                    Message(
                        .noticeDataYearSince,
                        [
                            "year": .text(String(year)), "window": .number(scholarSinceWindow),
                            "since": .text(String(since)), "path": .text(path), "advice": advice,
                        ]), source: path))
        }
        let years = ((try? run.parsed?.get())?.publications ?? []).compactMap(\.year)
            .filter { (1000...9999).contains($0) }
        guard let year = years.max(), let date = ISODay("\(year)-01-01")?.date else {
            return Resolution(
                date: nil,
                notice: Notice(
                    .dataDate,
                    Message(.noticeDataYearUnknown, ["path": .text(path), "advice": advice]),
                    source: path))
        }
        return Resolution(
            date: date,
            notice: Notice(
                .dataDate,
                Message(
                    .noticeDataYearLatestPublication,
                    ["year": .text(String(year)), "path": .text(path), "advice": advice]),
                source: path))
    }
}

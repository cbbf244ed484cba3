import Foundation

/// A calendar day written `YYYY-MM-DD` (ISO 8601), checked to exist: `2024-02-29` is one,
/// `2023-02-29` and `2024-5-1` are not.
public struct ISODay: Sendable, Hashable, CustomStringConvertible {
    /// The year, e.g. 2024.
    public let year: Int
    /// The month, 1–12.
    public let month: Int
    /// The day of the month, 1–31.
    public let day: Int

    /// Reads `text`; `nil` unless it is four digits, `-`, two digits, `-`, two digits naming
    /// a day of the Gregorian calendar.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month), day >= 1, day <= Self.days(inMonth: month, of: year)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Midnight UTC at the start of the day.
    public var date: Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let components = DateComponents(year: year, month: month, day: day)
        return calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
    }

    /// `2024-05-01`.
    public var description: String {
        let pad = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(pad(month))-\(pad(day))"
    }

    /// The number of days of `month` in `year` (February 29 in leap years).
    static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

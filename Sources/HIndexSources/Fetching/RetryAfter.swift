import Foundation

/// Reads an HTTP `Retry-After` value: delay seconds (`120`) or an HTTP date
/// (`Wed, 21 Oct 2015 07:28:00 GMT`, and the obsolete RFC 850 and asctime forms).
public enum RetryAfter {
    /// The number of seconds to wait from `now`, never negative; `nil` when unreadable.
    public static func seconds(_ value: String, now: Date = Date()) -> Double? {
        let text = value.trimmingCharacters(in: .whitespaces)
        if !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) {
            return Double(text)
        }
        for format in formats {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = format
            if let date = formatter.date(from: text) {
                return max(0, date.timeIntervalSince(now))
            }
        }
        return nil
    }

    /// IMF-fixdate, RFC 850, asctime.
    private static let formats = [
        "EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy",
    ]
}

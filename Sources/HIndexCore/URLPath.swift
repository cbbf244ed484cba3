/// Builds URL paths from untrusted names.
public enum URLPath {
    /// Percent-encodes everything in `name` except the unreserved characters of RFC 3986
    /// (`A–Z a–z 0–9 - . _ ~`), so a slug is always exactly one path segment; the segments
    /// `.` and `..` are encoded too, so a slug can never leave its folder.
    public static func segment(_ name: String) -> String {
        var result = ""
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF")
                result += "%\(hex[Int(byte >> 4)])\(hex[Int(byte & 0x0F)])"
            }
        }
        if result == "." || result == ".." {
            return String(repeating: "%2E", count: result.count)
        }
        return result
    }
}

import Foundation

/// Repairs the bytes of a publication page saved as UTF-8 that hold a few bytes of another
/// encoding: a hand-edited page into which one line was pasted from an ISO-8859-1 or
/// windows-1252 editor (`Caf\xE9`). Decoded strictly, each such byte is lost (U+FFFD) and with
/// it the word it stood in; read as the windows-1252 character it is in those editors, the
/// word comes back. Valid UTF-8 is returned as it is (the common case: one pass over the
/// bytes), and pages that declare another encoding are left to the HTML parser.
enum HomepageEncoding {
    /// The characters of windows-1252's bytes 0x80–0x9F (where it differs from ISO-8859-1;
    /// its five unassigned bytes map to the C1 controls of the same value).
    static let windows1252High: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
        0x2039, 0x0152, 0x8D, 0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013,
        0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ]

    /// `data` with every byte that is not part of a well-formed UTF-8 sequence replaced by the
    /// UTF-8 encoding of its windows-1252 character; `data` itself when it is valid UTF-8.
    static func repairingStrayBytes(_ data: Data) -> Data {
        let bytes = [UInt8](data)
        guard let first = firstInvalid(bytes, from: 0) else { return data }
        var output = [UInt8](bytes[..<first])
        output.reserveCapacity(bytes.count + 16)
        var index = first
        while index < bytes.count {
            let length = sequenceLength(bytes, at: index)
            if length > 0 {
                output += bytes[index..<(index + length)]
                index += length
                continue
            }
            let byte = bytes[index]
            let scalar =
                byte >= 0xA0 ? UInt32(byte) : windows1252High[Int(byte) - 0x80]
            if let character = Unicode.Scalar(scalar) {
                output += Array(String(Character(character)).utf8)
            }
            index += 1
        }
        return Data(output)
    }

    /// The first byte from `start` that does not begin a well-formed UTF-8 sequence.
    static func firstInvalid(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            let length = sequenceLength(bytes, at: index)
            if length == 0 { return index }
            index += length
        }
        return nil
    }

    /// The length of the well-formed UTF-8 sequence at `index` (1 for ASCII), 0 when the bytes
    /// there are not one (a stray continuation byte, a truncated or overlong sequence, a
    /// surrogate).
    static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        if lead < 0x80 { return 1 }
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < bytes.count && range.contains(bytes[index + offset])
        }
        switch lead {
        case 0xC2...0xDF:
            return continuation(1) ? 2 : 0
        case 0xE0:
            return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(1) && continuation(2) ? 3 : 0
        case 0xED:
            return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
        case 0xF0:
            return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4:
            return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default:
            return 0
        }
    }
}

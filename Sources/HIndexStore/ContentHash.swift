import Crypto
import Foundation

/// SHA-256 of response bodies and other inputs, as lower-case hex: the cache's content
/// hash (swift-crypto's `SHA256`, BoringSSL's implementation on Linux); it is used to
/// recognise identical content, not for security.
public enum ContentHash {
    /// The SHA-256 digest of `data` as 64 lower-case hex digits.
    public static func sha256Hex(_ data: Data) -> String { hex(SHA256.hash(data: data)) }

    /// The SHA-256 digest of the UTF-8 bytes of `text`.
    public static func sha256Hex(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            var hasher = SHA256()
            hasher.update(bufferPointer: UnsafeRawBufferPointer(bytes))
            return hex(hasher.finalize())
        }
    }

    /// The 32-byte SHA-256 digest of `data`.
    public static func sha256(_ data: Data) -> [UInt8] { Array(SHA256.hash(data: data)) }

    /// The bytes of a digest as lower-case hex digits.
    private static func hex(_ digest: SHA256.Digest) -> String {
        String(unsafeUninitializedCapacity: SHA256.byteCount * 2) { output in
            var count = 0
            for byte in digest {
                output[count] = hexDigits[Int(byte >> 4)]
                output[count + 1] = hexDigits[Int(byte & 0x0F)]
                count += 2
            }
            return count
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}

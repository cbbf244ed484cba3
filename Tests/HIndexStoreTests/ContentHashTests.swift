import Foundation
import HIndexStore
import Testing

/// SHA-256 against the FIPS 180-4 examples and Python's `hashlib`, around the padding
/// boundaries (55, 56, 63, 64, 65 bytes).
@Suite("Content hash")
struct ContentHashTests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (
            String(repeating: "a", count: 55),
            "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"
        ),
        (
            String(repeating: "a", count: 56),
            "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"
        ),
        (
            String(repeating: "a", count: 63),
            "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"
        ),
        (
            String(repeating: "a", count: 64),
            "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"
        ),
        (
            String(repeating: "a", count: 65),
            "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0"
        ),
        (
            "O'Brien's \"café\" 🧪",
            "f7d82e7dd98f26d746bd8b343dd8d366dbee90fdef21e4811ee9277f5b6e8243"
        ),
    ])
    func matchesKnownDigests(text: String, digest: String) {
        #expect(ContentHash.sha256Hex(text) == digest)
        #expect(ContentHash.sha256Hex(Data(text.utf8)) == digest)
        #expect(ContentHash.sha256(Data(text.utf8)).count == 32)
    }
}

/// The author-name grammar over ASCII bytes: the same decisions as
/// ``HomepageText/isPersonName(_:)`` for text without non-ASCII characters (most author
/// lists), without iterating `Character`s (grapheme breaking) or building substrings.
extension HomepageText {
    /// ``isPersonName(_:)`` for an ASCII-only `part`, or `nil` when `part` holds non-ASCII
    /// bytes (the general grammar decides).
    static func asciiIsPersonName(_ part: String) -> Bool? {
        var part = part
        return part.withUTF8 { bytes -> Bool? in
            for byte in bytes where byte >= 0x80 { return nil }
            return asciiIsPersonName(bytes)
        }
    }

    /// ``isPersonName(_:)`` over ASCII bytes.
    static func asciiIsPersonName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var words: [Range<Int>] = []
        var index = 0
        let count = bytes.count
        while index < count {
            while index < count, isASCIIWhitespace(bytes[index]) { index += 1 }
            var end = index
            while end < count, !isASCIIWhitespace(bytes[end]) { end += 1 }
            if end > index {
                // Decorations trimmed from both ends; a word of decorations only is dropped.
                var lower = index
                var upper = end
                while lower < upper, isNameDecoration(bytes[lower]) { lower += 1 }
                while upper > lower, isNameDecoration(bytes[upper - 1]) { upper -= 1 }
                if lower < upper {
                    words.append(lower..<upper)
                    if words.count > 6 { return false }
                }
            }
            index = end
        }
        // One ASCII word is never a (CJK) name; more than six are not a name.
        guard words.count >= 2 else { return false }
        var capitalized = 0
        for word in words {
            switch asciiNameWordKind(UnsafeBufferPointer(rebasing: bytes[word])) {
            case .initial, .upper, .particle: continue
            case .capitalized, .cjk: capitalized += 1
            case .other: return false
            }
        }
        return capitalized >= 1
    }

    /// ``nameWordKind(_:)`` over the ASCII bytes of one word.
    static func asciiNameWordKind(_ raw: UnsafeBufferPointer<UInt8>) -> NameWordKind {
        var end = raw.count
        while end > 0,
            raw[end - 1] == UInt8(ascii: ",") || raw[end - 1] == UInt8(ascii: ":")
                || raw[end - 1] == UInt8(ascii: ";")
        {
            end -= 1
        }
        if end == 0 { return .other }
        let word = UnsafeBufferPointer(rebasing: raw[0..<end])
        if asciiIsInitial(word) { return .initial }
        let lower = String(unsafeUninitializedCapacity: word.count) { buffer in
            for (offset, byte) in word.enumerated() { buffer[offset] = asciiLowercased(byte) }
            return word.count
        }
        if nameParticles.contains(lower) { return .particle }
        // The letters: the word without `-`, `'` and `.`; anything else must be a letter.
        var letterCount = 0
        var firstLetter: UInt8?
        var anyLowercase = false
        for byte in word {
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: ".") {
                continue
            }
            guard isASCIILetter(byte) else { return .other }
            if firstLetter == nil { firstLetter = byte }
            if isASCIILowercase(byte) { anyLowercase = true }
            letterCount += 1
        }
        guard let firstLetter else { return .other }
        guard isASCIIUppercase(firstLetter) || asciiIsPrefixedName(word) else { return .other }
        // The lower-cased word without dots at either end, and its hyphenated pieces.
        var core = Substring(lower)
        while core.first == "." { core.removeFirst() }
        while core.last == "." { core.removeLast() }
        if titleWords.contains(String(core)) { return .other }
        for piece in core.split(separator: "-") where titleWords.contains(String(piece)) {
            return .other
        }
        if letterCount >= 2, !anyLowercase { return .upper }
        return .capitalized
    }

    /// ``isPrefixedName(_:)`` over ASCII bytes: `d'Alembert`.
    static func asciiIsPrefixedName(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let apostrophe = word.firstIndex(of: UInt8(ascii: "'")) else { return false }
        guard (1...3).contains(apostrophe),
            word[0..<apostrophe].allSatisfy(isASCIILowercase)
        else { return false }
        return apostrophe + 1 < word.count && isASCIIUppercase(word[apostrophe + 1])
    }

    /// ``isInitial(_:)`` over ASCII bytes: `J.`, `J.-A.`, `Ch.`, a lone capital.
    static func asciiIsInitial(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        var pieces: [Range<Int>] = []
        var start = 0
        for index in 0...word.count where index == word.count || word[index] == UInt8(ascii: "-") {
            pieces.append(start..<index)
            if pieces.count > 3 { return false }
            start = index + 1
        }
        guard let last = pieces.last else { return false }
        for piece in pieces {
            let endsWithDot = !piece.isEmpty && word[piece.upperBound - 1] == UInt8(ascii: ".")
            let core = endsWithDot ? piece.lowerBound..<(piece.upperBound - 1) : piece
            guard !core.isEmpty, core.count <= 2, isASCIIUppercase(word[core.lowerBound]),
                word[core].allSatisfy(isASCIILetter)
            else { return false }
            if core.count == 2, !endsWithDot, word[piece].elementsEqual(word[last]) {
                return false
            }
        }
        return true
    }

    /// Space, tab, line feed, vertical tab, form feed, carriage return.
    @inline(__always)
    static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// The ASCII members of ``nameDecorationCharacters``: `*#'"()[]`.
    @inline(__always)
    static func isNameDecoration(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "*"), UInt8(ascii: "#"), UInt8(ascii: "'"), UInt8(ascii: "\""),
            UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"):
            true
        default: false
        }
    }

    @inline(__always)
    static func isASCIIUppercase(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }

    @inline(__always)
    static func isASCIILowercase(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }

    @inline(__always)
    static func isASCIILetter(_ byte: UInt8) -> Bool {
        isASCIIUppercase(byte) || isASCIILowercase(byte)
    }

    @inline(__always)
    static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        isASCIIUppercase(byte) ? byte + 0x20 : byte
    }
}

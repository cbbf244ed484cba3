/// A string prepared for many bit-parallel Levenshtein comparisons.
///
/// Myers' bit-vector algorithm (1999) in Hyyrö's formulation (2003): the pattern's columns of
/// the dynamic-programming matrix are kept as bit vectors, one bit per pattern character, so a
/// whole column advances in a handful of word operations per text character. Patterns longer
/// than 64 characters use blocks of 64 bits with the carries passed from block to block.
///
/// Characters are Unicode scalar values (`UInt32`); lengths, distances and similarities are
/// therefore measured in scalars, like Python's `str` and RapidFuzz.
///
/// Build the pattern once (cost: one table of 128 masks per block) and compare it against
/// many texts, as `cdist` does.
public struct LevenshteinPattern: Sendable {
    /// The pattern's Unicode scalar values.
    public let scalars: [UInt32]
    /// Number of 64-bit blocks (0 for the empty pattern).
    let blockCount: Int
    /// Match masks, `blockCount` words per row: rows 0..<128 are the ASCII scalars, then one
    /// row per entry of `otherScalars`, then one all-zero row for scalars not in the pattern.
    let masks: [UInt64]
    /// Non-ASCII scalars of the pattern, sorted; row `128 + i` holds the masks of `otherScalars[i]`.
    let otherScalars: [UInt32]

    /// Prepares `scalars` as a pattern.
    public init(_ scalars: [UInt32]) {
        self.scalars = scalars
        let blocks = (scalars.count + 63) / 64
        blockCount = blocks
        let others = Array(Set(scalars.filter { $0 >= 128 })).sorted()
        otherScalars = others
        var table = [UInt64](repeating: 0, count: (128 + others.count + 1) * blocks)
        for (position, scalar) in scalars.enumerated() {
            let row: Int
            if scalar < 128 {
                row = Int(scalar)
            } else {
                row = 128 + Self.search(others, scalar)
            }
            table[row * blocks + position / 64] |= 1 << UInt64(position % 64)
        }
        masks = table
    }

    /// Prepares the Unicode scalars of `string` as a pattern.
    public init(_ string: String) {
        self.init(string.unicodeScalars.map(\.value))
    }

    /// Length of the pattern in Unicode scalars.
    public var count: Int { scalars.count }

    /// Levenshtein distance between the pattern and `text`.
    public func distance(to text: [UInt32]) -> Int {
        text.withUnsafeBufferPointer { distance(text: $0, maxDistance: Int.max) } ?? 0
    }

    /// Levenshtein distance between the pattern and `text`, or `nil` as soon as it is known to
    /// exceed `maxDistance` (length difference first, then after each text character).
    public func distance(to text: [UInt32], maxDistance: Int) -> Int? {
        text.withUnsafeBufferPointer { distance(text: $0, maxDistance: maxDistance) }
    }

    /// Levenshtein distance between the pattern and a slice of a text.
    public func distance(to text: ArraySlice<UInt32>, maxDistance: Int = Int.max) -> Int? {
        text.withUnsafeBufferPointer { distance(text: $0, maxDistance: maxDistance) }
    }

    /// Normalized similarity `1 - distance / max(count, text.count)` (1 when both are empty),
    /// the definition of RapidFuzz's `Levenshtein.normalized_similarity`.
    public func normalizedSimilarity(to text: [UInt32]) -> Double {
        let longest = max(count, text.count)
        guard longest > 0 else { return 1 }
        return 1 - Double(distance(to: text)) / Double(longest)
    }

    /// Normalized similarity when it is at least `cutoff`, `nil` otherwise; the distance
    /// computation stops early once the cutoff cannot be reached.
    ///
    /// The comparison allows for rounding: a similarity within 1e-9 below the cutoff passes.
    public func normalizedSimilarity(to text: [UInt32], cutoff: Double) -> Double? {
        text.withUnsafeBufferPointer { normalizedSimilarity(text: $0, cutoff: cutoff) }
    }

    /// Normalized similarity against a slice of a text, `nil` below `cutoff`.
    public func normalizedSimilarity(to text: ArraySlice<UInt32>, cutoff: Double) -> Double? {
        text.withUnsafeBufferPointer { normalizedSimilarity(text: $0, cutoff: cutoff) }
    }

    /// The largest distance at which strings whose longer one has `longest` scalars still reach
    /// `cutoff` (negative when none can).
    public static func maxDistance(longest: Int, cutoff: Double) -> Int {
        if cutoff <= 0 { return longest }
        if cutoff > 1 + 1e-9 { return -1 }
        return Int(((1 - cutoff) * Double(longest) + 1e-9).rounded(.down))
    }

    func normalizedSimilarity(text: UnsafeBufferPointer<UInt32>, cutoff: Double) -> Double? {
        let longest = max(count, text.count)
        guard longest > 0 else { return cutoff <= 1 + 1e-9 ? 1 : nil }
        let limit = Self.maxDistance(longest: longest, cutoff: cutoff)
        guard limit >= 0, let d = distance(text: text, maxDistance: limit) else { return nil }
        return 1 - Double(d) / Double(longest)
    }

    /// Index of `scalar` in the sorted `others`, or `others.count` when absent.
    @inline(__always)
    static func search(_ others: [UInt32], _ scalar: UInt32) -> Int {
        var low = 0
        var high = others.count
        while low < high {
            let middle = (low + high) / 2
            if others[middle] < scalar { low = middle + 1 } else { high = middle }
        }
        return low < others.count && others[low] == scalar ? low : others.count
    }

    /// Row of the mask table for a text scalar.
    @inline(__always)
    func row(_ scalar: UInt32, _ others: UnsafeBufferPointer<UInt32>) -> Int {
        scalar < 128 ? Int(truncatingIfNeeded: scalar) : otherRow(scalar, others)
    }

    /// Row of a non-ASCII scalar. Inlined on purpose: a call inside the hot loops would force
    /// the vector state out of registers on every character.
    @inline(__always)
    func otherRow(_ scalar: UInt32, _ others: UnsafeBufferPointer<UInt32>) -> Int {
        let n = others.count
        if n <= 8 {
            var i = 0
            while i < n {
                if others[i] == scalar { return 128 &+ i }
                i &+= 1
            }
            return 128 &+ n
        }
        var low = 0
        var high = n
        while low < high {
            let middle = (low &+ high) >> 1
            if others[middle] < scalar { low = middle &+ 1 } else { high = middle }
        }
        return 128 &+ (low < n && others[low] == scalar ? low : n)
    }

    func distance(text: UnsafeBufferPointer<UInt32>, maxDistance: Int) -> Int? {
        let m = count
        let n = text.count
        if abs(m - n) > maxDistance { return nil }
        if m == 0 { return n }
        if n == 0 { return m }
        return masks.withUnsafeBufferPointer { pm in
            otherScalars.withUnsafeBufferPointer { others in
                // Without a cut-off that can bite, the loops without a running score are faster.
                if maxDistance >= max(m, n) && blockCount <= 2 {
                    return blockCount == 1
                        ? singleBlockTail(pm, others, text, from: 0, ~0, 0)
                        : twoBlocksTail(pm, others, text, from: 0, (~0, 0, ~0, 0))
                }
                switch blockCount {
                case 1: return singleBlock(pm, others, text, maxDistance)
                case 2: return twoBlocks(pm, others, text, maxDistance)
                default: return manyBlocks(pm, others, text, maxDistance)
                }
            }
        }
    }

    /// Patterns of at most 64 scalars: one word per column.
    @inline(__always)
    func singleBlock(
        _ pm: UnsafeBufferPointer<UInt64>, _ others: UnsafeBufferPointer<UInt32>,
        _ text: UnsafeBufferPointer<UInt32>, _ maxDistance: Int
    ) -> Int? {
        let m = count
        let n = text.count
        var vp: UInt64 = ~0
        var vn: UInt64 = 0
        var score = m
        let shift = UInt64(m - 1)
        let checkEarly = maxDistance < max(m, n)
        for j in 0..<n {
            let x = pm[row(text[j], others)]
            let d0 = (((x & vp) &+ vp) ^ vp) | x | vn
            var hp = vn | ~(d0 | vp)
            var hn = d0 & vp
            score &+= Int(truncatingIfNeeded: (hp >> shift) & 1)
            score &-= Int(truncatingIfNeeded: (hn >> shift) & 1)
            hp = (hp << 1) | 1
            hn = hn << 1
            vp = hn | ~(d0 | hp)
            vn = hp & d0
            if checkEarly && score &- (n &- 1 &- j) > maxDistance { return nil }
        }
        return score <= maxDistance ? score : nil
    }

    /// Patterns of 65...128 scalars: two blocks, unrolled.
    @inline(__always)
    func twoBlocks(
        _ pm: UnsafeBufferPointer<UInt64>, _ others: UnsafeBufferPointer<UInt32>,
        _ text: UnsafeBufferPointer<UInt32>, _ maxDistance: Int
    ) -> Int? {
        let m = count
        let n = text.count
        var vp0: UInt64 = ~0
        var vn0: UInt64 = 0
        var vp1: UInt64 = ~0
        var vn1: UInt64 = 0
        var score = m
        let shift = UInt64((m - 1) % 64)
        let checkEarly = maxDistance < max(m, n)
        for j in 0..<n {
            let base = row(text[j], others) &* 2
            // Block 0: the carry in from row 0 is a horizontal +1.
            let x0 = pm[base]
            let d00 = (((x0 & vp0) &+ vp0) ^ vp0) | x0 | vn0
            var hp0 = vn0 | ~(d00 | vp0)
            var hn0 = d00 & vp0
            let hpCarry0 = hp0 >> 63
            let hnCarry0 = hn0 >> 63
            hp0 = (hp0 << 1) | 1
            hn0 = hn0 << 1
            vp0 = hn0 | ~(d00 | hp0)
            vn0 = hp0 & d00
            // Block 1: carries from block 0.
            let x1 = pm[base &+ 1] | hnCarry0
            let d01 = (((x1 & vp1) &+ vp1) ^ vp1) | x1 | vn1
            var hp1 = vn1 | ~(d01 | vp1)
            var hn1 = d01 & vp1
            score &+= Int(truncatingIfNeeded: (hp1 >> shift) & 1)
            score &-= Int(truncatingIfNeeded: (hn1 >> shift) & 1)
            hp1 = (hp1 << 1) | hpCarry0
            hn1 = (hn1 << 1) | hnCarry0
            vp1 = hn1 | ~(d01 | hp1)
            vn1 = hp1 & d01
            if checkEarly && score &- (n &- 1 &- j) > maxDistance { return nil }
        }
        return score <= maxDistance ? score : nil
    }

    /// Patterns longer than 128 scalars: any number of blocks.
    func manyBlocks(
        _ pm: UnsafeBufferPointer<UInt64>, _ others: UnsafeBufferPointer<UInt32>,
        _ text: UnsafeBufferPointer<UInt32>, _ maxDistance: Int
    ) -> Int? {
        let m = count
        let n = text.count
        let words = blockCount
        let lastShift = UInt64((m - 1) % 64)
        let checkEarly = maxDistance < max(m, n)
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 2 * words) { state in
            for w in 0..<words {
                state[2 * w] = ~0
                state[2 * w + 1] = 0
            }
            var score = m
            for j in 0..<n {
                let base = row(text[j], others) &* words
                var hpCarry: UInt64 = 1
                var hnCarry: UInt64 = 0
                for w in 0..<words {
                    var vp = state[2 * w]
                    let vn = state[2 * w + 1]
                    let x = pm[base &+ w] | hnCarry
                    let d0 = (((x & vp) &+ vp) ^ vp) | x | vn
                    var hp = vn | ~(d0 | vp)
                    var hn = d0 & vp
                    let hpIn = hpCarry
                    let hnIn = hnCarry
                    if w < words - 1 {
                        hpCarry = hp >> 63
                        hnCarry = hn >> 63
                    } else {
                        hpCarry = (hp >> lastShift) & 1
                        hnCarry = (hn >> lastShift) & 1
                    }
                    hp = (hp << 1) | hpIn
                    hn = (hn << 1) | hnIn
                    vp = hn | ~(d0 | hp)
                    state[2 * w] = vp
                    state[2 * w + 1] = hp & d0
                }
                score &+= Int(truncatingIfNeeded: hpCarry)
                score &-= Int(truncatingIfNeeded: hnCarry)
                if checkEarly && score &- (n &- 1 &- j) > maxDistance { return nil }
            }
            return score <= maxDistance ? score : nil
        }
    }
}

/// Edit distances.
///
/// `levenshtein` runs the bit-parallel algorithm of `LevenshteinPattern` (the shorter input
/// is the pattern); `referenceLevenshtein` is the plain dynamic program, kept as the reference
/// the tests compare against.
public enum EditDistance {
    /// Levenshtein distance (insertions, deletions, substitutions cost 1) between two scalar
    /// sequences, bit-parallel.
    public static func levenshtein(_ a: [UInt32], _ b: [UInt32]) -> Int {
        levenshtein(a, b, maxDistance: Int.max) ?? 0
    }

    /// Levenshtein distance, or `nil` as soon as it is known to exceed `maxDistance`.
    public static func levenshtein(_ a: [UInt32], _ b: [UInt32], maxDistance: Int) -> Int? {
        if abs(a.count - b.count) > maxDistance { return nil }
        // Common prefix and suffix never change the distance and shorten the work.
        var start = 0
        var endA = a.count
        var endB = b.count
        while start < endA && start < endB && a[start] == b[start] { start += 1 }
        while endA > start && endB > start && a[endA - 1] == b[endB - 1] {
            endA -= 1
            endB -= 1
        }
        let x = a[start..<endA]
        let y = b[start..<endB]
        if x.isEmpty { return y.count <= maxDistance ? y.count : nil }
        if y.isEmpty { return x.count <= maxDistance ? x.count : nil }
        if x.count <= y.count {
            return LevenshteinPattern(Array(x)).distance(to: y, maxDistance: maxDistance)
        }
        return LevenshteinPattern(Array(y)).distance(to: x, maxDistance: maxDistance)
    }

    /// Levenshtein distance between two sequences of Unicode scalars, bit-parallel.
    public static func levenshtein(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        levenshtein(a.map(\.value), b.map(\.value))
    }

    /// Levenshtein distance between two strings, counted in Unicode scalars, bit-parallel.
    public static func levenshtein(_ a: String, _ b: String) -> Int {
        levenshtein(a.unicodeScalars.map(\.value), b.unicodeScalars.map(\.value))
    }

    /// Levenshtein distance between two sequences of any hashable elements, bit-parallel
    /// (elements are numbered first).
    public static func levenshtein<Element: Hashable>(_ a: [Element], _ b: [Element]) -> Int {
        var codes: [Element: UInt32] = [:]
        func code(_ element: Element) -> UInt32 {
            if let known = codes[element] { return known }
            let next = UInt32(codes.count)
            codes[element] = next
            return next
        }
        let x = a.map(code)
        let y = b.map(code)
        return levenshtein(x, y)
    }

    /// Levenshtein distance between two sequences of equatable elements, bit-parallel
    /// (elements are numbered first, by linear search).
    public static func levenshtein<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
        var distinct: [Element] = []
        func code(_ element: Element) -> UInt32 {
            if let known = distinct.firstIndex(of: element) { return UInt32(known) }
            distinct.append(element)
            return UInt32(distinct.count - 1)
        }
        let x = a.map(code)
        let y = b.map(code)
        return levenshtein(x, y)
    }

    /// The reference: plain two-row dynamic programming, O(|a|·|b|).
    public static func referenceLevenshtein<Element: Equatable>(_ a: [Element], _ b: [Element])
        -> Int
    {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

/// One pattern against many texts (a row of RapidFuzz's `cdist`), without a cut-off.
///
/// Two things make this path faster than one `distance(to:)` per text:
/// - no running score: the distance is read once at the end from the last column's vertical
///   deltas, `D[m][n] = n + popcount(VP) - popcount(VN)` over the pattern's bits;
/// - for patterns up to 128 scalars, two texts advance together in the lanes of a
///   `SIMD2<UInt64>` (plain SSE2), and each finishes alone when their lengths differ.
extension LevenshteinPattern {
    /// Levenshtein distances between the pattern and each of `texts`.
    public func distances(to texts: [[UInt32]]) -> [Int] {
        var result = [Int](repeating: 0, count: texts.count)
        result.withUnsafeMutableBufferPointer { output in
            forEachDistance(texts) { index, distance in output[index] = distance }
        }
        return result
    }

    /// Normalized similarities (`1 - distance / max(length)`, 1 when both are empty) between
    /// the pattern and each of `texts`, written to `output[0..<texts.count]`.
    public func normalizedSimilarities(
        to texts: [[UInt32]], into output: UnsafeMutableBufferPointer<Double>
    ) {
        precondition(output.count >= texts.count, "output too small")
        let m = count
        forEachDistance(texts) { index, distance in
            let longest = max(m, texts[index].count)
            output[index] = longest == 0 ? 1 : 1 - Double(distance) / Double(longest)
        }
    }

    /// Normalized similarities between the pattern and each of `texts`.
    public func normalizedSimilarities(to texts: [[UInt32]]) -> [Double] {
        var result = [Double](repeating: 0, count: texts.count)
        result.withUnsafeMutableBufferPointer { normalizedSimilarities(to: texts, into: $0) }
        return result
    }

    /// Calls `body(index, distance)` for every text.
    @inline(__always)
    func forEachDistance(_ texts: [[UInt32]], _ body: (Int, Int) -> Void) {
        let m = count
        guard m > 0, blockCount <= 2 else {
            for (index, text) in texts.enumerated() { body(index, distance(to: text)) }
            return
        }
        masks.withUnsafeBufferPointer { pm in
            otherScalars.withUnsafeBufferPointer { others in
                var index = 0
                while index + 1 < texts.count {
                    texts[index].withUnsafeBufferPointer { a in
                        texts[index + 1].withUnsafeBufferPointer { b in
                            let (x, y) =
                                blockCount == 1
                                ? singleBlockPair(pm, others, a, b)
                                : twoBlocksPair(pm, others, a, b)
                            body(index, x)
                            body(index + 1, y)
                        }
                    }
                    index += 2
                }
                if index < texts.count {
                    texts[index].withUnsafeBufferPointer { a in
                        let d =
                            blockCount == 1
                            ? singleBlockTail(pm, others, a, from: 0, ~0, 0)
                            : twoBlocksTail(pm, others, a, from: 0, (~0, 0, ~0, 0))
                        body(index, d)
                    }
                }
            }
        }
    }

    /// Mask of the pattern's bits in its last block.
    var lastBlockMask: UInt64 {
        let used = (count - 1) % 64 + 1
        return used == 64 ? ~0 : (1 << UInt64(used)) - 1
    }

    /// Two texts against a pattern of 1...64 scalars, one per SIMD lane.
    @inline(__always)
    func singleBlockPair(
        _ pm: UnsafeBufferPointer<UInt64>, _ others: UnsafeBufferPointer<UInt32>,
        _ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>
    ) -> (Int, Int) {
        let common = min(a.count, b.count)
        var vp = SIMD2<UInt64>(repeating: ~0)
        var vn = SIMD2<UInt64>(repeating: 0)
        let one = SIMD2<UInt64>(repeating: 1)
        var j = 0
        while j < common {
            let x = SIMD2(pm[row(a[j], others)], pm[row(b[j], others)])
            let d0 = (((x & vp) &+ vp) ^ vp) | x | vn
            let hp = vn | ~(d0 | vp)
            let hn = d0 & vp
            let hpShifted = (hp &<< 1) | one
            let hnShifted = hn &<< 1
            vp = hnShifted | ~(d0 | hpShifted)
            vn = hpShifted & d0
            j &+= 1
        }
        return (
            singleBlockTail(pm, others, a, from: common, vp[0], vn[0]),
            singleBlockTail(pm, others, b, from: common, vp[1], vn[1])
        )
    }

    /// The single-block loop from column `start` to the end of `text`, then the distance.
    @inline(__always)
    func singleBlockTail(
        _ pm: UnsafeBufferPointer<UInt64>, _ others: UnsafeBufferPointer<UInt32>,
        _ text: UnsafeBufferPointer<UInt32>, from start: Int, _ vp: UInt64, _ vn: UInt64
    ) -> Int {
        var vp = vp
        var vn = vn
        var j = start
        while j < text.count {
            let x = pm[row(text[j], others)]
            let d0 = (((x & vp) &+ vp) ^ vp) | x | vn
            var hp = vn | ~(d0 | vp)
            var hn = d0 & vp
            hp = (hp << 1) | 1
            hn = hn << 1
            vp = hn | ~(d0 | hp)
            vn = hp & d0
            j &+= 1
        }
        let mask = lastBlockMask
        return text.count + (vp & mask).nonzeroBitCount - (vn & mask).nonzeroBitCount
    }

    /// Two texts against a pattern of 65...128 scalars, one per SIMD lane.
    @inline(__always)
    func twoBlocksPair(
        _ pm: UnsafeBufferPointer<UInt64>, _ others: UnsafeBufferPointer<UInt32>,
        _ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>
    ) -> (Int, Int) {
        let common = min(a.count, b.count)
        var vp0 = SIMD2<UInt64>(repeating: ~0)
        var vn0 = SIMD2<UInt64>(repeating: 0)
        var vp1 = SIMD2<UInt64>(repeating: ~0)
        var vn1 = SIMD2<UInt64>(repeating: 0)
        let one = SIMD2<UInt64>(repeating: 1)
        guard let table = UnsafeRawPointer(pm.baseAddress) else { return (0, 0) }
        var j = 0
        while j < common {
            // Both blocks of a row are adjacent: one 16-byte load per text, then transpose.
            let rowA = table.loadUnaligned(
                fromByteOffset: row(a[j], others) &* 16, as: SIMD2<UInt64>.self)
            let rowB = table.loadUnaligned(
                fromByteOffset: row(b[j], others) &* 16, as: SIMD2<UInt64>.self)
            let both = SIMD4(lowHalf: rowA, highHalf: rowB)
            let x0 = both.evenHalf
            let d00 = (((x0 & vp0) &+ vp0) ^ vp0) | x0 | vn0
            let hp0 = vn0 | ~(d00 | vp0)
            let hn0 = d00 & vp0
            let hpCarry = hp0 &>> 63
            let hnCarry = hn0 &>> 63
            let hp0Shifted = (hp0 &<< 1) | one
            let hn0Shifted = hn0 &<< 1
            vp0 = hn0Shifted | ~(d00 | hp0Shifted)
            vn0 = hp0Shifted & d00
            let x1 = both.oddHalf | hnCarry
            let d01 = (((x1 & vp1) &+ vp1) ^ vp1) | x1 | vn1
            let hp1 = vn1 | ~(d01 | vp1)
            let hn1 = d01 & vp1
            let hp1Shifted = (hp1 &<< 1) | hpCarry
            let hn1Shifted = (hn1 &<< 1) | hnCarry
            vp1 = hn1Shifted | ~(d01 | hp1Shifted)
            vn1 = hp1Shifted & d01
            j &+= 1
        }
        return (
            twoBlocksTail(pm, others, a, from: common, (vp0[0], vn0[0], vp1[0], vn1[0])),
            twoBlocksTail(pm, others, b, from: common, (vp0[1], vn0[1], vp1[1], vn1[1]))
        )
    }

    /// The two-block loop from column `start` to the end of `text`, then the distance.
    @inline(__always)
    func twoBlocksTail(
        _ pm: UnsafeBufferPointer<UInt64>, _ others: UnsafeBufferPointer<UInt32>,
        _ text: UnsafeBufferPointer<UInt32>, from start: Int,
        _ state: (UInt64, UInt64, UInt64, UInt64)
    ) -> Int {
        var (vp0, vn0, vp1, vn1) = state
        var j = start
        while j < text.count {
            let base = row(text[j], others) &* 2
            let x0 = pm[base]
            let d00 = (((x0 & vp0) &+ vp0) ^ vp0) | x0 | vn0
            var hp0 = vn0 | ~(d00 | vp0)
            var hn0 = d00 & vp0
            let hpCarry = hp0 >> 63
            let hnCarry = hn0 >> 63
            hp0 = (hp0 << 1) | 1
            hn0 = hn0 << 1
            vp0 = hn0 | ~(d00 | hp0)
            vn0 = hp0 & d00
            let x1 = pm[base &+ 1] | hnCarry
            let d01 = (((x1 & vp1) &+ vp1) ^ vp1) | x1 | vn1
            var hp1 = vn1 | ~(d01 | vp1)
            var hn1 = d01 & vp1
            hp1 = (hp1 << 1) | hpCarry
            hn1 = (hn1 << 1) | hnCarry
            vp1 = hn1 | ~(d01 | hp1)
            vn1 = hp1 & d01
            j &+= 1
        }
        let mask = lastBlockMask
        return text.count + vp0.nonzeroBitCount - vn0.nonzeroBitCount
            + (vp1 & mask).nonzeroBitCount - (vn1 & mask).nonzeroBitCount
    }
}

/// Disjoint sets over `0..<count` (union–find with path compression); the root of a set is its
/// smallest member, so that sets are named the same whatever the order of the unions.
struct UnionFind {
    private var parent: [Int]

    /// `count` singletons.
    init(count: Int) { parent = Array(0..<count) }

    /// The root of `element`'s set.
    mutating func find(_ element: Int) -> Int {
        var root = element
        while parent[root] != root { root = parent[root] }
        var node = element
        while parent[node] != root {
            let next = parent[node]
            parent[node] = root
            node = next
        }
        return root
    }

    /// Joins the sets of `a` and `b`.
    mutating func union(_ a: Int, _ b: Int) {
        let x = find(a)
        let y = find(b)
        if x != y { parent[max(x, y)] = min(x, y) }
    }
}

/// Runs work over a list with a cap on how many run at once, in a task group: the global
/// concurrency cap of the fetch step, without semaphores.
public enum BoundedConcurrency {
    /// Runs `operation` on every element, at most `limit` at a time, and returns the results
    /// in the order of `elements` (not of completion).
    public static func map<Element: Sendable, Output: Sendable>(
        _ elements: [Element], limit: Int,
        _ operation: @escaping @Sendable (Element) async -> Output
    ) async -> [Output] {
        let width = max(1, limit)
        return await withTaskGroup(of: (Int, Output).self) { group in
            var results: [Output?] = Array(repeating: nil, count: elements.count)
            var next = 0
            while next < min(width, elements.count) {
                let index = next
                group.addTask { (index, await operation(elements[index])) }
                next += 1
            }
            while let (index, output) = await group.next() {
                results[index] = output
                if next < elements.count {
                    let index = next
                    group.addTask { (index, await operation(elements[index])) }
                    next += 1
                }
            }
            return results.compactMap { $0 }
        }
    }
}

import Foundation

/// Runs consecutive batched steps (``BuildStep/isBatched``) over the records, batch by
/// batch, keeping both (all) cores busy.
///
/// Each batch goes through the steps' parts in a fixed order of segments: serial parts (a
/// step's ``BuildStep/batch`` and ``BuildStep/collect`` work and the making of its
/// ``BuildStep/scientist`` work) alternate with parallel parts, in which each scientist of
/// the batch is one task running the scientist work of consecutive steps one after the
/// other (no barrier between those steps). At most `--jobs` scientist tasks run at once.
///
/// Two batches are in flight at a time: while one batch is in a serial part (a cache
/// transaction, say) or waits for its last scientist, the next batch's scientists keep the
/// other cores busy. The serial parts of the batches still run one at a time, each segment
/// in batch order, on the build's state; each scientist's task works on a copy of its record,
/// put back when it ends. So the state changes exactly as when the batches run one after
/// another, and the output does not depend on timing. Once a batch is through every
/// segment its records are reduced to what the site-wide pages need
/// (``ScientistRecord/release()``), so a build holds about two batches' sources and
/// reports at a time.
struct BatchedSteps {
    /// A step's part in a serial segment.
    enum Part {
        /// The step's ``BuildStep/batch`` work.
        case batch(Int)
        /// Making the step's ``BuildStep/scientist`` work for the batch.
        case make(Int)
        /// The step's ``BuildStep/collect`` work.
        case collect(Int)
    }

    /// A stretch of a batch's work.
    enum Segment {
        /// Parts run one after the other on the state.
        case serial([Part])
        /// The scientist work of these steps (positions in the group), chained per scientist.
        case parallel([Int])
    }

    /// How many batches are in flight at once.
    static let depth = 2

    /// The steps, in order.
    let group: [BuildStep]
    /// Every batch's segments, serial first and last, alternating.
    let segments: [Segment]

    /// Lays out the segments of `group` (consecutive batched steps).
    init(_ group: [BuildStep]) {
        self.group = group
        var segments: [Segment] = [.serial([])]
        func appendSerial(_ part: Part) {
            if case .serial(let parts) = segments[segments.count - 1] {
                segments[segments.count - 1] = .serial(parts + [part])
            } else {
                segments.append(.serial([part]))
            }
        }
        for (position, step) in group.enumerated() {
            if step.batch != nil { appendSerial(.batch(position)) }
            if step.scientist != nil {
                if case .parallel(let steps) = segments[segments.count - 1] {
                    // Chained to the open parallel segment; made before it starts.
                    segments[segments.count - 1] = .parallel(steps + [position])
                    if case .serial(let parts) = segments[segments.count - 2] {
                        segments[segments.count - 2] = .serial(parts + [.make(position)])
                    }
                } else {
                    appendSerial(.make(position))
                    segments.append(.parallel([position]))
                }
            }
            if step.collect != nil { appendSerial(.collect(position)) }
        }
        if case .parallel = segments[segments.count - 1] { segments.append(.serial([])) }
        self.segments = segments
    }

    /// One batch on its way through the segments.
    private struct Flight {
        /// The batch's positions in the records.
        let range: Range<Int>
        /// The segment the batch is in (``segments``'s count once done).
        var segment = 0
        /// The scientist work made for the next parallel segment, by step position.
        var works: [Int: ScientistWork] = [:]
        /// Positions of the parallel segment waiting for a task.
        var queued: [Int] = []
        /// Positions of the parallel segment not finished yet.
        var remaining = 0
    }

    /// What one scientist's task gives back.
    private struct Finished: Sendable {
        /// The first position of the scientist's batch.
        let batch: Int
        /// The scientist's position in the records.
        let position: Int
        /// The record after the chained work.
        let record: ScientistRecord
        /// Nanoseconds per step of the chain, by step position.
        let elapsed: [(Int, UInt64)]
    }

    /// Runs the batches; adds each step's time (serial parts, and the sum of its scientist
    /// work over all tasks) to `elapsed`, by position in the group.
    ///
    /// - Throws: `BuildError` stamped with the failing step's name; the site being written
    ///   is abandoned.
    func run(on state: inout BuildState, log: BuildLog, elapsed: inout [UInt64])
        async throws(BuildError)
    {
        let count = state.records.count
        let size = Pipeline.batchSize(jobs: state.options.jobs)
        let jobs = max(1, state.options.jobs)
        let names = group.map(\.name)
        var flights: [Flight] = []
        var next = 0
        do {
            try await withThrowingTaskGroup(of: Finished.self) { tasks in
                var running = 0
                // Whether a batch finished a parallel segment without a task (below), so
                // that its next serial part can run.
                var advanced = false
                /// Puts back a scientist's record once its chained work is done.
                func finish(_ done: Finished) {
                    state.records[done.position] = done.record
                    for (step, nanoseconds) in done.elapsed { elapsed[step] += nanoseconds }
                    guard let index = flights.firstIndex(where: { $0.range.first == done.batch })
                    else { return }
                    flights[index].remaining -= 1
                    if flights[index].remaining == 0, flights[index].queued.isEmpty {
                        flights[index].works = [:]
                        flights[index].segment += 1
                        advanced = true
                    }
                }
                /// Starts queued scientists, oldest batch first, up to `jobs` at once. An
                /// unchanged scientist's work (taking the previous report, releasing what
                /// was read) costs less than a task: it runs here, at once.
                func start(_ running: inout Int) throws(BuildError) {
                    for index in flights.indices {
                        guard flights[index].segment < segments.count,
                            case .parallel(let steps) = segments[flights[index].segment]
                        else { continue }
                        let chain = steps.compactMap { step in
                            flights[index].works[step].map { (step, names[step], $0) }
                        }
                        let batch = flights[index].range.lowerBound
                        while !flights[index].queued.isEmpty {
                            let position = flights[index].queued[0]
                            let record = state.records[position]
                            if record.unchanged {
                                flights[index].queued.removeFirst()
                                finish(
                                    try Self.runChain(
                                        chain, on: record, batch: batch, position: position))
                                continue
                            }
                            guard running < jobs else { break }
                            flights[index].queued.removeFirst()
                            tasks.addTask {
                                try Self.runChain(
                                    chain, on: record, batch: batch, position: position)
                            }
                            running += 1
                        }
                    }
                }
                while true {
                    // Start batches, then take every batch as far as its serial parts go
                    // (each segment in batch order), starting scientist tasks as soon as a
                    // parallel segment opens so they overlap the serial parts.
                    var progressed = true
                    while progressed {
                        progressed = false
                        while flights.count < Self.depth, next < count {
                            flights.append(Flight(range: next..<min(next + size, count)))
                            next += size
                        }
                        for index in flights.indices {
                            while flights[index].segment < segments.count {
                                let segment = flights[index].segment
                                if index > 0, flights[index - 1].segment <= segment { break }
                                guard case .serial(let parts) = segments[segment] else {
                                    if flights[index].remaining == 0 {
                                        flights[index].queued = Array(flights[index].range)
                                        flights[index].remaining = flights[index].range.count
                                    }
                                    break
                                }
                                try start(&running)
                                try await runSerial(
                                    parts, flight: &flights[index], on: &state, log: log,
                                    elapsed: &elapsed)
                                if segment == segments.count - 1 {
                                    for position in flights[index].range {
                                        state.options.observeScientist?(state.records[position])
                                        state.records[position].release()
                                    }
                                }
                                flights[index].segment += 1
                                progressed = true
                            }
                        }
                        while let first = flights.first, first.segment == segments.count {
                            flights.removeFirst()
                            progressed = true
                        }
                    }
                    try start(&running)
                    if advanced {
                        advanced = false
                        continue
                    }
                    guard running > 0, let done = try await tasks.next() else { break }
                    running -= 1
                    finish(done)
                }

            }
        } catch let error as BuildError {
            state.output?.abandon()
            throw error
        } catch {
            state.output?.abandon()
            throw BuildError(step: names.first ?? "build", reason: "\(error)")
        }
        guard flights.isEmpty, next >= count else {
            state.output?.abandon()
            throw BuildError(
                step: names.first ?? "build", reason: "the batched steps stopped before the end")
        }
    }

    /// Runs a serial segment's parts for one batch.
    private func runSerial(
        _ parts: [Part], flight: inout Flight, on state: inout BuildState, log: BuildLog,
        elapsed: inout [UInt64]
    ) async throws(BuildError) {
        let range = flight.range
        for part in parts {
            let start = DispatchTime.now().uptimeNanoseconds
            switch part {
            case .batch(let position):
                try await Pipeline.run(group[position], on: &state, log) { step, state, log in
                    try await step.batch?(&state, range, log)
                }
                elapsed[position] += DispatchTime.now().uptimeNanoseconds - start
            case .make(let position):
                var work: ScientistWork?
                try await Pipeline.run(group[position], on: &state, log) { step, state, _ in
                    work = try step.scientist?(state, range)
                }
                flight.works[position] = work
                elapsed[position] += DispatchTime.now().uptimeNanoseconds - start
            case .collect(let position):
                try await Pipeline.run(group[position], on: &state, log) { step, state, log in
                    try await step.collect?(&state, range, log)
                }
                elapsed[position] += DispatchTime.now().uptimeNanoseconds - start
            }
        }
    }

    /// One scientist's task: the chained scientist work of a parallel segment, each step's
    /// error stamped with its name.
    private static func runChain(
        _ chain: [(Int, String, ScientistWork)], on record: ScientistRecord, batch: Int,
        position: Int
    ) throws(BuildError) -> Finished {
        var record = record
        var elapsed: [(Int, UInt64)] = []
        for (step, name, work) in chain {
            let start = DispatchTime.now().uptimeNanoseconds
            do {
                try work(&record)
            } catch let error as BuildError {
                throw error
            } catch {
                throw BuildError(step: name, reason: "\(error)")
            }
            elapsed.append((step, DispatchTime.now().uptimeNanoseconds - start))
        }
        return Finished(batch: batch, position: position, record: record, elapsed: elapsed)
    }
}

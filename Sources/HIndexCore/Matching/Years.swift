/// Year comparisons that cannot overflow, whatever a page claims a year is.
public enum Years {
    /// True when `a` and `b` differ by at most `tolerance` years.
    public static func within(_ tolerance: Int, _ a: Int, _ b: Int) -> Bool {
        let (difference, overflow) = a.subtractingReportingOverflow(b)
        return !overflow && difference.magnitude <= UInt(max(tolerance, 0))
    }
}

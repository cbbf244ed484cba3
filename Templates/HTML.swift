public struct HTML {}

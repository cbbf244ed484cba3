import Foundation
import HIndexCore

/// Plain Unicode text from the LaTeX in BibTeX field values: accents (`{\"u}`, `\'e`,
/// `\c{c}`, `\v{s}`, `\'{\i}`), special letters (`{\ss}`, `\o`, `\ae`, `\l`), escaped
/// characters (`\&`, `\%`, `\_`), dashes and quotes (`--`, `---`, ``` `` ```, `''`), ties
/// (`~`), a few symbols and Greek letters; formatting commands (`\emph{…}`, `\textbf{…}`)
/// keep their argument, grouping braces and math shifts are dropped, whitespace collapses.
/// The result is in Unicode normalization form C.
enum LaTeXText {
    /// Converts a field value to plain text.
    static func plain(_ latex: String) -> String {
        var converter = Converter(
            scalars: Array(InvisibleControls.stripping(latex).unicodeScalars))
        let output = converter.convert()
        return SourceText.collapsingWhitespace(output.precomposedStringWithCanonicalMapping)
    }

    /// Combining marks of the accent commands.
    static let accents: [String: Unicode.Scalar] = [
        "`": "\u{0300}", "'": "\u{0301}", "^": "\u{0302}", "~": "\u{0303}", "=": "\u{0304}",
        "u": "\u{0306}", ".": "\u{0307}", "\"": "\u{0308}", "r": "\u{030A}", "H": "\u{030B}",
        "v": "\u{030C}", "d": "\u{0323}", "c": "\u{0327}", "k": "\u{0328}", "b": "\u{0331}",
        "t": "\u{0361}",
    ]

    /// Commands that stand for a character or a short text.
    static let symbols: [String: String] = [
        // Letters.
        "ss": "ß", "SS": "SS", "o": "ø", "O": "Ø", "ae": "æ", "AE": "Æ", "oe": "œ", "OE": "Œ",
        "aa": "å", "AA": "Å", "l": "ł", "L": "Ł", "i": "ı", "j": "ȷ", "dh": "ð", "DH": "Ð",
        "th": "þ", "TH": "Þ", "ng": "ŋ", "NG": "Ŋ", "dj": "đ", "DJ": "Đ",
        // Escaped characters and spacing.
        "&": "&", "%": "%", "$": "$", "#": "#", "_": "_", "{": "{", "}": "}", "\\": " ",
        " ": " ", ",": " ", ";": " ", ":": " ", "!": "", "-": "", "/": "", "@": "",
        "quad": " ", "qquad": " ", "space": " ", "newline": " ", "par": " ", "linebreak": " ",
        // Text symbols.
        "textendash": "–", "textemdash": "—", "textquoteright": "’", "textquoteleft": "‘",
        "textquotedblleft": "“", "textquotedblright": "”", "textquotedbl": "\"",
        "guillemotleft": "«", "guillemotright": "»", "textregistered": "®",
        "texttrademark": "™", "textcopyright": "©", "copyright": "©", "dots": "…", "ldots": "…",
        "textellipsis": "…", "textasciitilde": "~", "textasciicircum": "^", "textasciigrave": "`",
        "textbackslash": "\\", "textbraceleft": "{", "textbraceright": "}",
        "textbar": "|", "textless": "<", "textgreater": ">",
        "textdegree": "°", "textmu": "µ", "S": "§", "P": "¶", "pounds": "£", "euro": "€",
        "texteuro": "€", "textbullet": "•", "dag": "†", "ddag": "‡", "LaTeX": "LaTeX",
        "TeX": "TeX", "BibTeX": "BibTeX",
        // Math.
        "times": "×", "pm": "±", "mp": "∓", "le": "≤", "leq": "≤", "ge": "≥", "geq": "≥",
        "neq": "≠", "ne": "≠", "approx": "≈", "sim": "∼", "infty": "∞", "cdot": "·",
        "to": "→", "rightarrow": "→", "leftarrow": "←", "Rightarrow": "⇒", "leftrightarrow": "↔",
        "in": "∈", "sum": "∑", "prod": "∏", "partial": "∂", "nabla": "∇", "sqrt": "√",
        "ell": "ℓ", "circ": "∘", "prime": "′", "star": "⋆", "ast": "∗",
        // Greek.
        "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ε", "varepsilon": "ε",
        "zeta": "ζ", "eta": "η", "theta": "θ", "vartheta": "ϑ", "iota": "ι", "kappa": "κ",
        "lambda": "λ", "mu": "μ", "nu": "ν", "xi": "ξ", "pi": "π", "varpi": "ϖ", "rho": "ρ",
        "varrho": "ϱ", "sigma": "σ", "varsigma": "ς", "tau": "τ", "upsilon": "υ", "phi": "ϕ",
        "varphi": "φ", "chi": "χ", "psi": "ψ", "omega": "ω", "Gamma": "Γ", "Delta": "Δ",
        "Theta": "Θ", "Lambda": "Λ", "Xi": "Ξ", "Pi": "Π", "Sigma": "Σ", "Upsilon": "Υ",
        "Phi": "Φ", "Psi": "Ψ", "Omega": "Ω",
    ]

    /// Commands whose (first) argument is not text to show.
    static let droppedArgument: Set<String> = [
        "cite", "citep", "citet", "ref", "label", "index", "footnote", "thanks", "href",
        "hspace", "vspace", "color", "pagecolor", "includegraphics",
    ]

    /// A recursive-descent reader over one value's scalars.
    private struct Converter {
        let scalars: [Unicode.Scalar]
        var index = 0
        var isMath = false

        init(scalars: [Unicode.Scalar]) {
            self.scalars = scalars
        }

        mutating func convert() -> String {
            var output = String.UnicodeScalarView()
            while index < scalars.count {
                let scalar = scalars[index]
                switch scalar {
                case "\\":
                    output.append(contentsOf: command().unicodeScalars)
                case "{", "}":
                    index += 1
                case "$":
                    isMath.toggle()
                    index += 1
                case "^" where isMath, "_" where isMath:
                    index += 1
                case "~":
                    output.append(" ")
                    index += 1
                case "-" where !isMath:
                    var run = 0
                    while index < scalars.count, scalars[index] == "-" {
                        run += 1
                        index += 1
                    }
                    switch run {
                    case 2: output.append("–")
                    case 3: output.append("—")
                    default:
                        output.append(contentsOf: String(repeating: "-", count: run).unicodeScalars)
                    }
                case "`":
                    if next(is: "`") {
                        output.append("“")
                        index += 2
                    } else {
                        output.append("‘")
                        index += 1
                    }
                case "'" where next(is: "'"):
                    output.append("”")
                    index += 2
                default:
                    output.append(scalar)
                    index += 1
                }
            }
            return String(output)
        }

        private func next(is scalar: Unicode.Scalar) -> Bool {
            index + 1 < scalars.count && scalars[index + 1] == scalar
        }

        /// Reads the command at `index` (a backslash) and its arguments; returns its text.
        private mutating func command() -> String {
            let name = commandName()
            if let mark = LaTeXText.accents[name] {
                let argument = self.argument()
                return LaTeXText.accented(argument, with: mark, accent: name)
            }
            if let symbol = LaTeXText.symbols[name] { return symbol }
            if name == "url" { return rawArgument() }
            if LaTeXText.droppedArgument.contains(name) {
                _ = rawArgument()
                return ""
            }
            // Any other command (\emph, \textbf, \mathrm, \mbox, unknown ones) is dropped and
            // its braced argument reads as ordinary text.
            return ""
        }

        /// The name after a backslash: a run of letters (then spaces are skipped, as TeX
        /// does), or one other character. `index` moves past it.
        private mutating func commandName() -> String {
            index += 1
            guard index < scalars.count else { return "" }
            let first = scalars[index]
            guard first.properties.isAlphabetic, first.isASCII else {
                index += 1
                return String(Character(first))
            }
            var name = ""
            while index < scalars.count, scalars[index].isASCII,
                scalars[index].properties.isAlphabetic
            {
                name.unicodeScalars.append(scalars[index])
                index += 1
            }
            while index < scalars.count, scalars[index] == " " || scalars[index] == "\n" {
                index += 1
            }
            return name
        }

        /// The converted argument of an accent or command: a braced group, a command
        /// (`\i`), or one character; spaces before it are skipped.
        private mutating func argument() -> String {
            while index < scalars.count, scalars[index] == " " { index += 1 }
            guard index < scalars.count else { return "" }
            switch scalars[index] {
            case "{":
                let inner = groupContent()
                var converter = Converter(scalars: inner)
                converter.isMath = isMath
                return converter.convert()
            case "\\":
                return command()
            case "}":
                return ""
            default:
                let scalar = scalars[index]
                index += 1
                return String(Character(scalar))
            }
        }

        /// The unconverted text of a braced argument (for `\url`), or "" without one.
        private mutating func rawArgument() -> String {
            while index < scalars.count, scalars[index] == " " { index += 1 }
            guard index < scalars.count, scalars[index] == "{" else { return "" }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: groupContent())
            return String(view)
        }

        /// The scalars inside the braced group at `index`; `index` moves past its `}` (or to
        /// the end when the group is not closed).
        private mutating func groupContent() -> [Unicode.Scalar] {
            let start = index + 1
            var depth = 0
            while index < scalars.count {
                switch scalars[index] {
                case "\\": index += 1
                case "{": depth += 1
                case "}":
                    depth -= 1
                    if depth == 0 {
                        let inner = Array(scalars[start..<index])
                        index += 1
                        return inner
                    }
                default: break
                }
                index += 1
            }
            return Array(scalars[min(start, scalars.count)...])
        }
    }

    /// `text` with the combining `mark` after its first character (a dotless ı or ȷ becomes
    /// i or j first). With nothing to sit on, `\~{}` and `\^{}` are the characters `~` and
    /// `^`; other accents vanish.
    static func accented(_ text: String, with mark: Unicode.Scalar, accent: String) -> String {
        var scalars = Array(text.unicodeScalars)
        guard let first = scalars.first else {
            return accent == "~" || accent == "^" ? accent : ""
        }
        if first == "ı" { scalars[0] = "i" }
        if first == "ȷ" { scalars[0] = "j" }
        scalars.insert(mark, at: 1)
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}

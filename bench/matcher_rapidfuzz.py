"""RapidFuzz side of `bench/run matcher`.

Reads the strings the Swift benchmark wrote, times `process.cdist` with
`Levenshtein.normalized_similarity` on one core over the same every-query-against-every-string
matrix, checks that the scores agree with the Swift sample, and prints the ratio of the two
throughputs as the last line: `matcher: X.XXx rapidfuzz`.
"""

import sys
import time
from pathlib import Path

from rapidfuzz import __version__ as rapidfuzz_version
from rapidfuzz import process
from rapidfuzz.distance import Levenshtein


def main(directory: Path) -> int:
    strings = (directory / "strings.txt").read_text(encoding="utf-8").split("\n")[:-1]
    lengths = {len(s) for s in strings}
    pairs = len(strings) * len(strings)

    best = float("inf")
    matrix = None
    for _ in range(3):
        start = time.perf_counter()
        matrix = process.cdist(
            strings, strings, scorer=Levenshtein.normalized_similarity, workers=1
        )
        best = min(best, time.perf_counter() - start)
    throughput = pairs / best
    print(
        f"rapidfuzz {rapidfuzz_version}: {len(strings)}×{len(strings)} strings of "
        f"{'/'.join(map(str, sorted(lengths)))} characters, process.cdist(workers=1), "
        f"best of 3: {best:.3f} s, {throughput:.0f} pairs/s"
    )

    # Same definition on both sides: compare the Swift sample with RapidFuzz's scores, both
    # from the cdist matrix (float32) and recomputed in double precision.
    worst = 0.0
    checked = 0
    for line in (directory / "sample.txt").read_text().splitlines():
        i, j, ours = line.split()
        i, j, ours = int(i), int(j), float(ours)
        exact = Levenshtein.normalized_similarity(strings[i], strings[j])
        worst = max(worst, abs(exact - ours), abs(float(matrix[i][j]) - ours) - 1e-6)
        checked += 1
    if worst > 1e-9:
        print(f"scores DISAGREE on the sample: max |difference| = {worst:.3g}")
        return 1
    print(f"scores agree on {checked} sampled pairs (max |difference| {worst:.1g})")

    swift = float((directory / "swift.txt").read_text())
    print(f"matcher: {swift / throughput:.2f}x rapidfuzz")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))

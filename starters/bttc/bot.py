# Back to the Code (CodinGame): a bot that walks around rectangles to capture the cells inside.
# Input: opponentCount once; every turn gameRound, "x y backInTimeLeft" for us and for each opponent,
# then 20 rows of 35 characters ('.' neutral, '0' ours, '1'..'3' theirs). Output each turn: "x y"
# (one step toward that cell). Each turn costs O(board): about a millisecond, even in Pyodide.
import sys

WIDTH, HEIGHT = 35, 20
LONGEST_SIDE = 14  # bigger rectangles gain more per step but are easier for an opponent to cut


def prefix_sums(rows, wanted):
    """sums[y][x] = how many cells in wanted among rows 0..y-1 and columns 0..x-1."""
    sums = [[0] * (WIDTH + 1) for _ in range(HEIGHT + 1)]
    for y in range(HEIGHT):
        run = 0
        for x in range(WIDTH):
            run += rows[y][x] in wanted
            sums[y + 1][x + 1] = sums[y][x + 1] + run
    return sums


def count(sums, left, top, right, bottom):
    """How many counted cells in the rectangle, corners included."""
    return sums[bottom + 1][right + 1] - sums[top][right + 1] - sums[bottom + 1][left] + sums[top][left]


def best_rectangle(x, y, neutral, theirs):
    """The rectangle with a corner on us that gains the most neutral cells per step, or None.

    Its walk is returned as the corners to visit, ending on the cell before our start corner:
    standing there closes the loop and captures the inside."""
    best, best_score = None, 0.0
    for sx in (-1, 1):
        for sy in (-1, 1):
            for w in range(3, LONGEST_SIDE + 1):
                fx = x + sx * (w - 1)
                if not 0 <= fx < WIDTH:
                    break
                for h in range(3, LONGEST_SIDE + 1):
                    fy = y + sy * (h - 1)
                    if not 0 <= fy < HEIGHT:
                        break
                    box = (min(x, fx), min(y, fy), max(x, fx), max(y, fy))
                    if count(theirs, *box):
                        continue  # an opponent's cell spoils the capture
                    steps = 2 * (w + h) - 5
                    score = count(neutral, *box) / steps
                    if score > best_score:
                        best_score = score
                        best = (box, [(fx, y), (fx, fy), (x, fy), (x, y + sy)])
    return best


def nearest_neutral(x, y, rows):
    """The neutral cell closest to us (Manhattan distance), or our own cell if none is left."""
    best, best_dist = (x, y), None
    for cy in range(HEIGHT):
        for cx in range(WIDTH):
            if rows[cy][cx] == "." and (best_dist is None or abs(cx - x) + abs(cy - y) < best_dist):
                best, best_dist = (cx, cy), abs(cx - x) + abs(cy - y)
    return best


def step(x, y, tx, ty):
    """Where the referee moves us when we aim at (tx, ty): x first, then y."""
    if tx != x:
        return x + (1 if tx > x else -1), y
    if ty != y:
        return x, y + (1 if ty > y else -1)
    return x, y


def main():
    opponent_count = int(input())
    plan, box, expected = [], None, None  # corners still to visit, the rectangle, where we should be
    while True:
        try:
            input()  # gameRound
        except EOFError:
            return
        x, y, _back = map(int, input().split())
        for _ in range(opponent_count):
            input()  # an opponent's "x y backInTimeLeft" (-1 -1 0 once it is out): unused here
        rows = [input() for _ in range(HEIGHT)]
        neutral = prefix_sums(rows, ".")
        theirs = prefix_sums(rows, "123")

        # Drop the plan when we are not where we expected (someone travelled back in time), or an
        # opponent took a cell of the rectangle, or it has nothing left to gain.
        if plan and ((x, y) != expected or count(theirs, *box) or not count(neutral, *box)):
            plan = []
        while plan and plan[0] == (x, y):
            plan.pop(0)
        if not plan:
            found = best_rectangle(x, y, neutral, theirs)
            if found:
                box, plan = found
        target = plan[0] if plan else nearest_neutral(x, y, rows)
        expected = step(x, y, *target)
        print(*target, flush=True)
        print(f"aiming at {target}", file=sys.stderr, flush=True)  # debug output: stderr


main()

# King chase (CodeChef CKCGAME): Alice collects cell values, Bob chases her; print Alice's score.
# Input: T, then per case "N Ax Ay Bx By" and N rows of N values. Output: one answer per line.
# Bob catches Alice right after her t-th move iff the cell she moved to is within Chebyshev
# distance t of Bob's start, so f(c, t) = 0 there, else max over king moves n of V[n] + f(n, t + 1).
# Speed: plain Python loops take about 14 s at N = 300 (the limit is 2 s); the JavaScript starter
# takes under 1 s. Fine for the samples and small cases; see starters/README.md.


def solve(n, ax, ay, bx, by, board):
    """Alice's best score: the DP from the last possible move back to the first."""
    # dist[i][j]: Chebyshev distance from Bob's start; Alice is caught on a cell with dist <= t.
    dist = [[max(abs(i - bx), abs(j - by)) for j in range(n)] for i in range(n)]
    later = [[0] * n for _ in range(n)]  # f(., t + 1): all zero once t + 1 >= the largest dist
    for t in range(max(map(max, dist)) - 1, -1, -1):
        # gain[i][j] = V + f(., t + 1): what a step onto (i, j) is worth.
        gain = [[v + f for v, f in zip(board[i], later[i])] for i in range(n)]
        # best3[i][j] = max of gain over columns j-1..j+1 of row i (out of the board: -1).
        pad = [-1]
        best3 = [list(map(max, [-1] + row[:-1], row, row[1:] + pad)) for row in gain]
        now = []
        for i in range(n):
            up = best3[i - 1] if i > 0 else [-1] * n
            down = best3[i + 1] if i + 1 < n else [-1] * n
            left = [-1] + gain[i][:-1]
            right = gain[i][1:] + pad
            best = map(max, up, down, left, right)  # the 8 neighbours, never the cell itself
            now.append([b if d > t else 0 for b, d in zip(best, dist[i])])
        later = now
    return later[ax][ay]


def numbers():
    """Every number of the input, line by line, until the input ends."""
    while True:
        try:
            line = input()
        except EOFError:
            return
        yield from map(int, line.split())


def main():
    read = numbers()
    answers = []
    for _ in range(next(read)):
        n, ax, ay, bx, by = (next(read) for _ in range(5))
        board = [[next(read) for _ in range(n)] for _ in range(n)]
        answers.append(solve(n, ax - 1, ay - 1, bx - 1, by - 1, board))
    print("\n".join(map(str, answers)), flush=True)


main()

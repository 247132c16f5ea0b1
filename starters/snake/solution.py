# Snake reaches the apple (Kattis "snake"): can the snake's head ever reach the apple?
# Input: "r c", then r rows of c characters: 0-9 a-f the snake (0 = head), A the apple, . empty.
# Output: 1 or 0. An exact breadth-first search over whole snake bodies (every state is seen once).
from collections import deque


def reachable(rows, cols, body, apple):
    """Breadth-first search from the starting body (a tuple of cells, head first)."""
    seen = {body}
    queue = deque([body])
    while queue:
        body = queue.popleft()
        head_r, head_c = body[0]
        for r, c in ((head_r - 1, head_c), (head_r + 1, head_c), (head_r, head_c - 1), (head_r, head_c + 1)):
            if not (0 <= r < rows and 0 <= c < cols):
                continue
            # The head may enter the cell the tail is leaving, but never turn back onto its neck.
            if len(body) > 1 and (r, c) == body[1]:
                continue
            if (r, c) in body[:-1]:
                continue
            if (r, c) == apple:
                return True
            moved = ((r, c),) + body[:-1]
            if moved not in seen:
                seen.add(moved)
                queue.append(moved)
    return False


def main():
    rows, cols = map(int, input().split())
    grid = [input().strip() for _ in range(rows)]
    segments = {}
    apple = None
    for r, line in enumerate(grid):
        for c, ch in enumerate(line):
            if ch == "A":
                apple = (r, c)
            elif ch != ".":
                segments[int(ch, 16)] = (r, c)
    body = tuple(segments[k] for k in range(len(segments)))
    print(1 if reachable(rows, cols, body, apple) else 0, flush=True)


main()

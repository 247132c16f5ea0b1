# Back to the Code: walks to the board's corners in turn; says which turn it is on stderr.
import sys
opponents = int(input())
corners = [(0, 0), (34, 0), (34, 19), (0, 19)]
turn = 0
while True:
    input()
    x, y, _ = map(int, input().split())
    for _ in range(opponents + 20):
        input()
    turn += 1
    cx, cy = corners[(turn // 40) % 4]
    print(f"turn {turn}", file=sys.stderr)
    print(cx, cy)

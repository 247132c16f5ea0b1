# Game of snakes (CodeChef SNAKGAME): grow our snake as long as we can, Chef grows his at random.
# Input: "n m K" and K blocked cells "x y"; then we move first and read Chef's move after each of ours.
# Our moves: "NEW x y" (start a snake), "MOVE fx fy tx ty" (an end steps to an empty neighbour),
# "EXIT" when no empty cell is left; we stop when we read EXIT. A snake of L cells scores (L-1)*floor(sqrt L).
# Speed: the 4 s are for the whole game, about 25 µs a move on a type-2 board with the I/O; this
# starter fits type 1 (about 1 s) and runs out on type 2 (see starters/README.md).

n, m, k = map(int, input().split())
WIDTH = m + 2  # cell (x, y) is number x * WIDTH + y; rows 0 and n+1, columns 0 and m+1 are a wall
empty = bytearray(WIDTH * (n + 2))
for x in range(1, n + 1):
    for y in range(1, m + 1):
        empty[x * WIDTH + y] = 1
for _ in range(k):
    x, y = map(int, input().split())
    empty[x * WIDTH + y] = 0
left = sum(empty)  # empty cells still on the board
STEPS = (-WIDTH, 1, WIDTH, -1)  # up, right, down, left


def take(cell):
    """Marks a cell as occupied by a snake."""
    global left
    empty[cell] = 0
    left -= 1


def exits(cell):
    """How many empty neighbours the cell has."""
    return empty[cell - WIDTH] + empty[cell + 1] + empty[cell + WIDTH] + empty[cell - 1]


def best_step(ends):
    """Warnsdorff's rule: the (end, cell) step onto the empty cell with the fewest empty neighbours,
    so the snake hugs walls and leaves no holes behind; a dead end (none) only when nothing else."""
    best, best_rank = None, 99
    for end in ends:
        for step in STEPS:
            cell = end + step
            if empty[cell]:
                onward = exits(cell)
                rank = onward if onward > 0 else 5
                if rank < best_rank:
                    best, best_rank = (end, cell), rank
    return best


def name(cell):
    """The cell as the protocol writes it: "x y"."""
    return f"{cell // WIDTH} {cell % WIDTH}"


ends = []  # the two ends of our current snake (the same cell twice for a new snake)
scan = 0  # every cell before this one is occupied: where to look for a new snake's start
while True:
    if left == 0:
        print("EXIT", flush=True)
        break
    step = best_step(ends)
    if step:
        end, cell = step
        ends[ends.index(end)] = cell
        print("MOVE", name(end), name(cell), flush=True)
    else:
        # Stuck (or the first move): a new snake on the first empty cell in reading order, a spot
        # whose upper and left neighbours are taken, like a corner.
        while not empty[scan]:
            scan += 1
        cell = scan
        ends = [cell, cell]
        print("NEW", name(cell), flush=True)
    take(cell)

    # Chef's answer: NEW x y, MOVE fx fy tx ty, FREEZE k or EXIT.
    try:
        words = input().split()
    except EOFError:
        break
    if words[0] == "EXIT":
        break
    if words[0] == "NEW":
        take(int(words[1]) * WIDTH + int(words[2]))
    elif words[0] == "MOVE":
        take(int(words[3]) * WIDTH + int(words[4]))

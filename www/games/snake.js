// The snake puzzle's art (the apple, the snake with its segment digits, a hovered search state)
// and its editor panel. The core checks every move and every drawn puzzle.

const DIGITS = '0123456789abcdef';

// The body in the seat's colour (from the description), its segments in shades of green, with
// their digits unless `digits` is false; `between` draws over the body's line, under its segments.
function drawBody(ctx, cells, cols, { cell, x0, y0 }, alpha, colour, digits = true, between = () => {}) {
  const centre = (i) => [x0 + ((i % cols) + 0.5) * cell, y0 + (Math.floor(i / cols) + 0.5) * cell];
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.strokeStyle = colour;
  ctx.lineWidth = cell * 0.42;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.beginPath();
  cells.forEach((c, k) => {
    const [x, y] = centre(c);
    if (k === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  });
  ctx.stroke();
  ctx.restore();
  between();
  ctx.save();
  cells.forEach((c, k) => {
    const [x, y] = centre(c);
    ctx.globalAlpha = alpha;
    ctx.beginPath();
    ctx.arc(x, y, cell * (k === 0 ? 0.36 : 0.28), 0, 2 * Math.PI);
    ctx.fillStyle = k === 0 ? '#1b4332' : k === cells.length - 1 ? '#95d5b2' : '#52b788';
    ctx.fill();
    if (!digits) return;
    // The digits stay opaque on a faded (hovered) snake.
    ctx.globalAlpha = 1;
    ctx.fillStyle = k === 0 && alpha === 1 ? '#fff' : '#0b1f14';
    ctx.font = `bold ${Math.round(cell * 0.3)}px sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(DIGITS[k] ?? '?', x, y + 1);
  });
  ctx.restore();
}

export const snakeArt = {
  drawPieces(ctx, g, frame, extra, info, overBody) {
    const { cell, x0, y0 } = g;
    const colour = info?.seats[0]?.colour ?? '#333';
    const cols = frame.cols;
    for (const p of frame.pieces) {
      if (p.kind === 'apple') {
        const i = p.cells[0];
        const x = x0 + ((i % cols) + 0.5) * cell;
        const y = y0 + (Math.floor(i / cols) + 0.5) * cell;
        ctx.beginPath();
        ctx.arc(x, y, cell * 0.32, 0, 2 * Math.PI);
        ctx.fillStyle = '#d62828';
        ctx.fill();
        ctx.fillStyle = '#2a9d8f';
        ctx.fillRect(x - 2, y - cell * 0.38, 4, cell * 0.14);
      }
    }
    // Under a hovered search state the real snake fades and keeps no digits (they would
    // overlap the hovered one's).
    const ghost = extra.ghost?.length ? extra.ghost : null;
    for (const p of frame.pieces) if (p.kind === 'snake') drawBody(ctx, p.cells, cols, g, ghost ? 0.25 : 1, colour, !ghost, overBody);
    // The start body's cells the tail has left by this layer, crossed out over the body (which is
    // drawn whole, as the puzzle starts); under a hovered snake, whose head they would cover.
    for (const o of frame.overlays) {
      if (o.layer !== 'freed') continue;
      ctx.save();
      ctx.strokeStyle = 'rgba(60, 60, 60, 0.8)';
      ctx.lineWidth = Math.max(2, cell * 0.06);
      ctx.lineCap = 'round';
      const inset = cell * 0.2;
      for (const i of o.cells) {
        const [x, y] = [x0 + (i % cols) * cell, y0 + Math.floor(i / cols) * cell];
        ctx.beginPath();
        ctx.moveTo(x + inset, y + inset);
        ctx.lineTo(x + cell - inset, y + cell - inset);
        ctx.moveTo(x + cell - inset, y + inset);
        ctx.lineTo(x + inset, y + cell - inset);
        ctx.stroke();
      }
      ctx.restore();
    }
    // The hovered search state over the crosses.
    if (ghost) drawBody(ctx, ghost, cols, g, 0.6, colour);
    // The frontier outlined on top, so heads under the body stay visible.
    for (const o of frame.overlays) {
      if (o.layer !== 'frontier') continue;
      ctx.save();
      ctx.strokeStyle = 'rgba(0, 100, 230, 0.95)';
      ctx.lineWidth = Math.max(2, cell * 0.05);
      for (const i of o.cells) ctx.strokeRect(x0 + (i % cols) * cell + 2, y0 + Math.floor(i / cols) * cell + 2, cell - 4, cell - 4);
      ctx.restore();
    }
  },

  // The editor: draw a snake, place the apple, resize; the core checks the drawing.
  mountPanel(panel, shell) {
    panel.innerHTML = `<fieldset id="editor">
        <legend>Puzzle editor</legend>
        <button id="edit-toggle" type="button">Edit this puzzle</button>
        <div id="edit-tools" hidden>
          <label><input type="radio" name="tool" value="snake" checked> draw the snake: drag from head to tail</label>
          <label><input type="radio" name="tool" value="apple"> place the apple: click a cell</label>
          <label>Rows <input id="edit-rows" type="number" min="1"></label>
          <label>Cols <input id="edit-cols" type="number" min="1"></label>
          <div><button id="edit-apply" type="button">Use this puzzle</button> <button id="edit-cancel" type="button">Cancel</button></div>
          <p id="edit-about"></p>
          <p id="edit-message" role="status"></p>
        </div>
      </fieldset>`;
    const $ = (id) => panel.querySelector(`#${id}`);
    // The grid's limits come from the game's description.
    const limit = (key) => shell.info().params.find((p) => p.key === key) ?? { min: 1, max: 1 };
    $('edit-rows').max = String(limit('rows').max);
    $('edit-cols').max = String(limit('cols').max);
    let editing = null;
    // Instructions in the plain colour, refusals in the error colour.
    const message = (text, refused = false) => {
      $('edit-message').textContent = text;
      $('edit-message').classList.toggle('refused', refused);
    };
    const where = (i) => `(${Math.floor(i / editing.cols) + 1},${(i % editing.cols) + 1})`;
    const describe = () => {
      const s = editing.snake;
      const snake = s.length ? `a snake of ${s.length} ${s.length === 1 ? 'segment' : 'segments'} with its head at ${where(s[0])}` : 'no snake yet';
      const apple = editing.apple === null ? 'no apple yet' : `the apple at ${where(editing.apple)}`;
      $('edit-about').textContent = `Editing a ${editing.rows} x ${editing.cols} grid: ${snake}, ${apple}.`;
    };
    const show = () => {
      const cells = new Uint8Array(editing.rows * editing.cols);
      const frame = {
        rows: editing.rows, cols: editing.cols, cells, shade: null, overlays: [], targets: [], slider: null,
        pieces: [
          ...(editing.apple === null ? [] : [{ kind: 'apple', seat: null, cells: [editing.apple] }]),
          { kind: 'snake', seat: 0, cells: editing.snake },
        ],
      };
      shell.board.show(frame);
      describe();
    };
    const index = (cell) => cell.row * editing.cols + cell.col;
    $('edit-toggle').onclick = () => {
      const frame = shell.board.frame;
      const piece = (kind) => frame.pieces.find((p) => p.kind === kind);
      editing = { rows: frame.rows, cols: frame.cols, snake: [...(piece('snake')?.cells ?? [])], apple: piece('apple')?.cells[0] ?? null, drawing: false };
      shell.setEditing(true, 'Drawing a new puzzle: the search and its answer come back when you use it (or cancel).');
      $('edit-tools').hidden = false;
      $('edit-rows').value = String(editing.rows);
      $('edit-cols').value = String(editing.cols);
      message(`Drag from the head to the tail to draw the snake (up to ${limit('length').max} cells), or Tab to the board and press Enter on each cell in turn.`);
      show();
    };
    const stop = () => {
      editing = null;
      $('edit-tools').hidden = true;
      shell.setEditing(false);
      shell.rerender();
    };
    $('edit-cancel').onclick = stop;
    const resize = () => {
      if (!editing) return;
      const rows = Number($('edit-rows').value);
      const cols = Number($('edit-cols').value);
      const [r, c] = [limit('rows'), limit('cols')];
      if (!(rows >= r.min && rows <= r.max && cols >= c.min && cols <= c.max)) return message(`Rows go from ${r.min} to ${r.max}, cols from ${c.min} to ${c.max}.`);
      const move = (i) => {
        const r = Math.floor(i / editing.cols);
        const c = i % editing.cols;
        return r < rows && c < cols ? r * cols + c : null;
      };
      const snake = editing.snake.map(move).filter((i) => i !== null);
      editing = { ...editing, rows, cols, snake, apple: editing.apple === null ? null : move(editing.apple) };
      show();
    };
    $('edit-rows').oninput = resize;
    $('edit-cols').oninput = resize;
    $('edit-apply').onclick = async () => {
      try {
        const params = await shell.core.call('compose', { game: shell.info().id, drawing: { rows: editing.rows, cols: editing.cols, snake: editing.snake, apple: editing.apple } });
        // The editor stays open until the new puzzle has opened (a failure says why).
        const problem = await shell.openParams(params);
        if (problem) return message(`Refused: ${problem}`, true);
        stop();
      } catch (err) {
        message(`Refused: ${err.message}`, true);
      }
    };
    const tool = () => panel.querySelector('input[name="tool"]:checked').value;
    // Adds cell i to the snake: a fast drag that skipped cells fills them in a straight line
    // (along the row, then the column); going back over the previous cell takes the last one back.
    const extend = (i) => {
      const s = editing.snake;
      const last = s[s.length - 1];
      if (last === i) return;
      if (s[s.length - 2] === i) {
        s.pop();
        return;
      }
      if (last === undefined) {
        s.push(i);
        return;
      }
      const cols = editing.cols;
      let [r, c] = [Math.floor(last / cols), last % cols];
      const [tr, tc] = [Math.floor(i / cols), i % cols];
      while (c !== tc) { c += Math.sign(tc - c); s.push(r * cols + c); }
      while (r !== tr) { r += Math.sign(tr - r); s.push(r * cols + c); }
    };
    // The board's keyboard cursor: Enter adds the cell to the snake or places the apple.
    shell.editCell = (cell) => {
      if (!editing) return false;
      const i = index(cell);
      if (tool() === 'apple') editing.apple = i;
      else extend(i);
      show();
      return true;
    };
    shell.board.viewport.claimPointer = (e) => Boolean(editing) && e.button === 0;
    const onPointer = (kind, e) => {
      if (!editing) return;
      const cell = shell.board.cellAt(e.clientX, e.clientY);
      if (!cell) return;
      const i = index(cell);
      if (kind === 'down') {
        if (tool() === 'apple') editing.apple = i;
        else {
          editing.snake = [i];
          editing.drawing = true;
        }
      } else if (editing.drawing) {
        extend(i);
      } else {
        return;
      }
      show();
    };
    const canvas = shell.board.canvas;
    const down = (e) => onPointer('down', e);
    const move = (e) => onPointer('move', e);
    const up = () => { if (editing) editing.drawing = false; };
    canvas.addEventListener('pointerdown', down);
    canvas.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    return () => {
      canvas.removeEventListener('pointerdown', down);
      canvas.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      shell.board.viewport.claimPointer = () => false;
    };
  },
};

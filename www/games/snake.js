// The snake puzzle (Kattis `snake`) in the shell: explorer, editor and play. The core checks every
// move and every drawn puzzle; this file only gathers input and draws.
import { SNAKE_LAYERS, SnakeView } from '../snake_view.js';

// Cells from the core's flat row, col pairs.
export function cellsOf(flat) {
  const cells = [];
  for (let i = 0; i + 1 < flat.length; i += 2) cells.push({ row: flat[i], col: flat[i + 1] });
  return cells;
}

const MOVE_KEYS = { ArrowUp: 'U', ArrowDown: 'D', ArrowLeft: 'L', ArrowRight: 'R', w: 'U', s: 'D', a: 'L', d: 'R' };

export class SnakeGame {
  constructor(shell) {
    this.shell = shell;
    this.view = new SnakeView(shell.canvas);
    this.frame = null;
    this.ghost = null;
    this.editing = null; // { rows, cols, snake: [cells], apple, tool, drawing }
    this.listeners = [];
  }

  static id = 'snake';
  static modes = [['explore', 'Explore the search'], ['play', 'Play it yourself']];
  static layers = SNAKE_LAYERS;
  static sizeLabel = 'Rows x cols';
  static defaultSize = '6x8';
  static hasLength = true;
  static pasteLabel = 'Paste a puzzle (judge format)';
  static pastePlaceholder = 'r c\n...A\n..01';
  static keyHelp = [
    ['↑ ↓ ← → / W A S D', 'play: move the snake (arrows move the snake, not the timeline, while you play)'],
    ['Hover a frontier cell', 'explore: show one snake of that search layer with its head there'],
  ];

  static readSize(text) {
    const m = /^(\d+)\s*x\s*(\d+)$/.exec(String(text).trim());
    const ok = m && Number(m[1]) >= 1 && Number(m[1]) <= 10 && Number(m[2]) >= 1 && Number(m[2]) <= 10
      && Number(m[1]) * Number(m[2]) >= 2;
    return ok ? { size: `${Number(m[1])}x${Number(m[2])}` } : { error: 'Rows x cols must look like 6x8, each from 1 to 10, with at least 2 cells.' };
  }

  // The header's settings that describe an opened puzzle.
  static settingsOf(summary) {
    return { size: `${summary.rows}x${summary.cols}`, length: summary.length };
  }

  static params(settings) {
    const [rows, cols] = settings.size.split('x').map(Number);
    return { rows, cols, length: settings.length, mode: settings.mode };
  }

  static pasteParams(text, settings) {
    return { puzzle: text, mode: settings.mode };
  }

  mount(panel) {
    panel.innerHTML = `<fieldset id="editor">
        <legend>Puzzle editor</legend>
        <button id="edit-toggle" type="button">Edit this puzzle</button>
        <div id="edit-tools" hidden>
          <label><input type="radio" name="tool" value="snake" checked> draw the snake: drag from head to tail</label>
          <label><input type="radio" name="tool" value="apple"> place the apple: click a cell</label>
          <label>Rows <input id="edit-rows" type="number" min="1" max="10"></label>
          <label>Cols <input id="edit-cols" type="number" min="1" max="10"></label>
          <div><button id="edit-apply" type="button">Use this puzzle</button> <button id="edit-cancel" type="button">Cancel</button></div>
          <p id="edit-message" role="status"></p>
        </div>
      </fieldset>
      <details><summary>Puzzle as text (export)</summary><textarea id="puzzle-text" rows="8" readonly></textarea></details>`;
    const $ = (id) => panel.querySelector(`#${id}`);
    this.panel = panel;
    $('edit-toggle').onclick = () => this.startEditing();
    $('edit-cancel').onclick = () => this.stopEditing();
    $('edit-apply').onclick = () => this.applyEdit();
    const resize = () => {
      if (!this.editing) return;
      const rows = Number($('edit-rows').value);
      const cols = Number($('edit-cols').value);
      if (!(rows >= 1 && rows <= 10 && cols >= 1 && cols <= 10)) return this.editMessage('Rows and cols go from 1 to 10.');
      const inside = (c) => c.row < rows && c.col < cols;
      Object.assign(this.editing, { rows, cols, snake: this.editing.snake.filter(inside) });
      if (this.editing.apple && !inside(this.editing.apple)) this.editing.apple = null;
      this.view.setGrid(rows, cols);
      this.redraw();
    };
    $('edit-rows').oninput = resize;
    $('edit-cols').oninput = resize;
    const canvas = this.shell.canvas;
    this.listen(canvas, 'pointerdown', (e) => this.pointer('down', e));
    this.listen(canvas, 'pointermove', (e) => this.pointer('move', e));
    this.listen(window, 'pointerup', () => { if (this.editing) this.editing.drawing = false; });
    this.listen(canvas, 'pointerleave', () => { if (this.ghost) { this.ghost = null; this.redraw(); } });
  }

  listen(target, type, fn) {
    target.addEventListener(type, fn);
    this.listeners.push([target, type, fn]);
  }

  unmount() {
    for (const [target, type, fn] of this.listeners) target.removeEventListener(type, fn);
    this.listeners = [];
  }

  async opened(session) {
    const s = session.summary;
    this.editing = null;
    this.panel.querySelector('#edit-tools').hidden = true;
    this.panel.querySelector('#puzzle-text').value = s.puzzleText;
    this.view.setGrid(s.rows, s.cols);
  }

  static isPlayMode(mode) {
    return mode === 'play';
  }

  async draw(frame, session, index, isCurrent) {
    if (!isCurrent()) return;
    this.frame = frame;
    this.session = session;
    this.ghost = null;
    this.hoverKey = null;
    this.redraw();
  }

  redraw() {
    if (this.editing) {
      const e = this.editing;
      this.view.draw({ events: [], visible: new Set(), apple: e.apple, body: e.snake, hint: null });
      return;
    }
    if (!this.frame) return;
    this.view.draw({
      events: this.frame.events,
      visible: this.shell.visible,
      apple: this.session.summary.apple,
      body: this.frame.body,
      ghost: this.ghost,
    });
  }

  numbers(frame, summary) {
    if (summary.mode === 'play' && !summary.arrived) {
      // No spoilers while playing: the answer and the shortest route appear at the apple.
      return [
        ['your-moves', 'Your moves', String(summary.movesMade)],
        ['answer', 'Answer', 'hidden while you play (switch to Explore to see the search)'],
      ];
    }
    const answer = summary.reachable ? '1 (reachable)' : '0 (unreachable)';
    return [
      ['answer', 'Answer', answer],
      ['shortest', 'Shortest route', summary.shortest === null ? '—' : `${summary.shortest} moves`],
      ['states-searched', 'States searched', `${summary.statesSeen}${summary.complete ? '' : ' (layers cut at the viewer budget)'}`],
      ['bfs-layers', 'BFS layers', String(summary.layers)],
      ['your-moves', 'Your moves', String(summary.movesMade)],
    ];
  }

  playHint(summary) {
    if (summary.arrived) return 'The head is on the apple. Undo (U) to try another route, or start a new puzzle.';
    return 'Move the head with the arrow keys or W A S D; U undoes. The rules are checked by the core.';
  }

  report(summary) {
    return summary.verdict ? `<strong>${summary.verdict}</strong>` : null;
  }

  keyMove(event, summary) {
    if (summary.mode !== 'play' || event.shiftKey || this.editing) return null;
    return MOVE_KEYS[event.key.length === 1 ? event.key.toLowerCase() : event.key] ?? null;
  }

  click() {}

  // Hover in the explorer: one sampled snake of the shown layer with its head on the cell.
  async hover(event) {
    const t = this.frame?.layer;
    if (this.editing || t === null || t === undefined) return;
    const cell = this.view.cellAt(event.clientX, event.clientY);
    if (!cell) return;
    const key = `${t}:${cell.row},${cell.col}`;
    if (this.hoverKey === key) return;
    this.hoverKey = key;
    const flat = await this.shell.core.call('sampleBody', { id: this.session.id, t, row: cell.row, col: cell.col });
    if (this.hoverKey !== key) return;
    const ghost = cellsOf(flat);
    this.ghost = ghost.length ? ghost : null;
    this.redraw();
  }

  // --- Editor --------------------------------------------------------------------------------
  startEditing() {
    const s = this.session.summary;
    this.editing = { rows: s.rows, cols: s.cols, snake: [...s.body], apple: s.apple, drawing: false };
    const $ = (id) => this.panel.querySelector(`#${id}`);
    $('edit-tools').hidden = false;
    $('edit-rows').value = String(s.rows);
    $('edit-cols').value = String(s.cols);
    this.editMessage('Drag from the head to the tail to draw the snake (up to 16 cells).');
    this.redraw();
  }

  stopEditing() {
    this.editing = null;
    this.panel.querySelector('#edit-tools').hidden = true;
    this.view.setGrid(this.session.summary.rows, this.session.summary.cols);
    this.redraw();
  }

  editMessage(text) {
    this.panel.querySelector('#edit-message').textContent = text;
  }

  pointer(kind, event) {
    if (!this.editing) {
      if (kind === 'move') this.hover(event);
      return;
    }
    const cell = this.view.cellAt(event.clientX, event.clientY);
    if (!cell) return;
    const e = this.editing;
    const tool = this.panel.querySelector('input[name="tool"]:checked').value;
    const same = (a, b) => a && b && a.row === b.row && a.col === b.col;
    if (kind === 'down') {
      if (tool === 'apple') e.apple = cell;
      else {
        e.snake = [cell];
        e.drawing = true;
      }
    } else if (e.drawing) {
      const last = e.snake[e.snake.length - 1];
      if (same(last, cell)) return;
      // Dragging back over the previous cell takes the last one back.
      if (same(e.snake[e.snake.length - 2], cell)) e.snake.pop();
      else e.snake.push(cell);
    } else {
      return;
    }
    this.redraw();
  }

  async applyEdit() {
    const e = this.editing;
    if (!e.apple) return this.editMessage('Place the apple first.');
    try {
      const text = await this.shell.core.call('snakePuzzleText', {
        rows: e.rows, cols: e.cols, snake: e.snake.flatMap((c) => [c.row, c.col]), apple: e.apple,
      });
      this.editing = null;
      await this.shell.openParams({ puzzle: text, mode: this.shell.settings.mode });
    } catch (err) {
      this.editMessage(`Refused: ${err.message}`);
    }
  }

  benchRedraw() {
    return null;
  }
}

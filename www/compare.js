// Two bots side by side: a second board with the same setup and seed played by another bot, its
// timeline in step with the first, and the two games' numbers compared. The games are the core's;
// this only opens the second one and draws it.
import { BoardView } from './board_view.js';

export class Compare {
  // core, agents: the Workers' clients; canvas: the second board; turnedNote: the line shown
  // while it is drawn turned; table: where numbers compare.
  constructor({ core, agents, canvas, caption, turnedNote, table }) {
    this.core = core;
    this.agents = agents;
    this.board = new BoardView(canvas, { turnedNote });
    this.caption = caption;
    this.table = table;
    this.session = null;
  }

  get open() {
    return this.session !== null;
  }

  // Opens the second game: the first one's parameters with another bot. Returns an error or null.
  async start(info, art, params, seed, botName) {
    await this.stop();
    try {
      const args = { game: info.id, params, seed };
      const { replay } = await this.agents.call('settle', args);
      const opened = await this.core.call('open', { replay });
      this.session = { id: opened.id, steps: opened.summary.steps };
    } catch (e) {
      return e.message;
    }
    this.board.setGame(info, art);
    this.caption.textContent = info.compare.caption.replaceAll('{bot}', botName);
    return null;
  }

  async stop() {
    if (this.session) this.core.call('close', { id: this.session.id }).catch(() => {});
    this.session = null;
    this.table.replaceChildren();
  }

  // Shows the step `step` of the second game (its last step once it is shorter), and compares
  // its numbers with the first game's frame.
  async show(step, view, first, botNames) {
    if (!this.session) return;
    const s = this.session;
    const frame = await this.core.latest('compare', 'frame', { id: s.id, step: Math.min(step, s.steps - 1), view });
    if (!frame || this.session !== s) return;
    this.board.show(frame);
    const el = (tag, text) => Object.assign(document.createElement(tag), { textContent: text });
    const head = el('tr', '');
    head.append(el('th', ''), el('th', botNames[0]), el('th', botNames[1]));
    const rows = first.numbers.map((n) => {
      const other = frame.numbers.find((m) => m.key === n.key);
      const row = el('tr', '');
      row.append(el('th', n.label), el('td', n.value), el('td', other ? other.value : '—'));
      return row;
    });
    this.table.replaceChildren(head, ...rows);
  }
}

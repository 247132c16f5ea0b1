// Back to the Code's art: each player as a disc in its seat's colour (from the description) with
// its number (a player who is out is drawn hollow). Owned cells, trails and captures are the
// core's palette and overlays.

export const bttcArt = {
  // The time travel button for the person's seat: BACK with an amount (once per game).
  mountPanel(panel, shell) {
    panel.innerHTML = `<fieldset id="time-travel" hidden>
        <legend>Time travel (once per game)</legend>
        <label>Rounds back <input id="back-rounds" type="number" min="1" max="25" step="1" value="5"></label>
        <button id="back-go" type="button">BACK 5</button>
        <p id="back-about">Sends every player back that many rounds; cells taken since become neutral again.</p>
      </fieldset>`;
    const $ = (id) => panel.querySelector(`#${id}`);
    const rounds = () => Math.max(1, Math.min(25, Math.round(Number($('back-rounds').value) || 1)));
    $('back-rounds').oninput = () => { $('back-go').textContent = `BACK ${rounds()}`; };
    $('back-go').onclick = () => shell.play(`BACK ${rounds()}`);
    return () => panel.replaceChildren();
  },

  // Shown while the person plays; usable while their seat still has its time travel (the frame's
  // special moves left).
  showFrame(frame, shell) {
    const box = document.getElementById('time-travel');
    if (!box) return;
    box.hidden = !shell.playing();
    const left = (frame.specials_left?.[shell.person() ?? 0] ?? 0) > 0;
    /** @type {HTMLButtonElement} */ (document.getElementById('back-go')).disabled = !left || !frame.yours;
    document.getElementById('back-about').textContent = left
      ? 'Sends every player back that many rounds; cells taken since become neutral again.'
      : 'You have used your time travel.';
  },

  // A bot's label at a player's cell would hide its token: labels step aside when they can.
  labelsAvoidPieces: true,

  drawPieces(ctx, { cell, x0, y0 }, frame, extra, info) {
    const colour = (seat) => info?.seats[seat]?.colour ?? '#333';
    const cols = frame.cols;
    const r = Math.max(3, cell * 0.38);
    // Players sharing a cell are fanned out a little so each stays visible.
    const seen = new Map();
    for (const p of frame.pieces) {
      if (p.kind !== 'player' && p.kind !== 'out') continue;
      const i = p.cells[0];
      const k = seen.get(i) ?? 0;
      seen.set(i, k + 1);
      const x = x0 + ((i % cols) + 0.5) * cell + k * r * 0.45;
      const y = y0 + (Math.floor(i / cols) + 0.5) * cell - k * r * 0.45;
      ctx.beginPath();
      ctx.arc(x, y, r, 0, 2 * Math.PI);
      ctx.lineWidth = Math.max(1.5, cell * 0.08);
      ctx.strokeStyle = p.kind === 'out' ? colour(p.seat) : '#fff';
      ctx.fillStyle = p.kind === 'out' ? 'rgba(255,255,255,0.8)' : colour(p.seat);
      ctx.fill();
      ctx.stroke();
      if (cell >= 12) {
        ctx.fillStyle = p.kind === 'out' ? '#222' : '#fff';
        ctx.font = `bold ${Math.round(r * 1.1)}px sans-serif`;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText(String(p.seat), x, y + 1);
      }
    }
  },
};

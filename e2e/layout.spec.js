// The page as a person meets it: the layout at 1400x900, 1024x768 and a 390x844 phone (screenshots
// kept in artifacts/), keys after using each kind of control, the keys help as a modal dialog,
// play on a touch screen with the on-screen pad, swipes and taps, and an accessibility scan.
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cellPoint, fitsWidth, lastFrame, openPage, stepIndex, touchDrag } from './helpers.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const artifacts = path.join(here, '..', 'artifacts');
const kattis = (name) => fs.readFileSync(path.join(here, '..', 'tests', 'data', 'kattis-snake', name), 'utf8');

const SIZES = [[1400, 900], [1024, 768], [390, 844]];
const GAMES = { 'king-chase': '?game=king-chase&seed=7&size=8', snake: '?game=snake&seed=3' };
const PLAY = { 'king-chase': '?game=king-chase&mode=alice&seed=11&size=9', snake: '?game=snake&mode=play&seed=3' };
const NAMES = { N: 'north', NE: 'north-east', E: 'east', SE: 'south-east', S: 'south', SW: 'south-west', W: 'west', NW: 'north-west', U: 'up', D: 'down', L: 'left', R: 'right' };

async function shot(page, name) {
  fs.mkdirSync(artifacts, { recursive: true });
  await expect.poll(() => page.evaluate(() => window.gridlab.rendered())).toBe(true);
  await page.screenshot({ path: path.join(artifacts, `layout-${name}.png`) });
}

const plies = (page) => page.evaluate(() => window.gridlab.summary().plies);

// Waits until the board shows the last step, drawn.
async function settled(page) {
  await expect.poll(() => page.evaluate(() => window.gridlab.rendered() && window.gridlab.board.frame?.step === window.gridlab.summary().steps - 1)).toBe(true);
}

for (const [w, h] of SIZES) {
  test(`screenshots at ${w}x${h}: both games, watching and playing`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    for (const game of Object.keys(GAMES)) {
      const errors = await openPage(page, GAMES[game]);
      await page.keyboard.press('.');
      await shot(page, `${game}-${w}x${h}`);
      await openPage(page, PLAY[game]);
      await shot(page, `${game}-play-${w}x${h}`);
      expect(errors).toEqual([]);
    }
  });
}

test('a 1920 x 1080 screen: the board grows past 720 px and the side panel takes two columns; the Code panel and the side panel keep their widths and the board takes the rest', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  const errors = await openPage(page, '?game=bttc&seed=3');
  await shot(page, 'bttc-1920x1080');
  expect(await fitsWidth(page)).toBe(true);
  const board = await page.locator('#board').boundingBox();
  // 35 x 20: as wide as the rule allows, under the window's height.
  expect(board.width).toBeGreaterThan(1000);
  expect(board.y + board.height).toBeLessThan(1080 - 200);
  // The pseudocode and the layers sit beside the numbers, not under them.
  const numbers = await page.locator('#numbers').boundingBox();
  const layers = await page.locator('#layers').boundingBox();
  expect(numbers.x).toBeGreaterThan(board.x + board.width);
  expect(layers.x).toBeGreaterThan(numbers.x + numbers.width);
  expect(layers.y + layers.height).toBeLessThan(1080);
  // A square board is as tall as the window allows.
  await openPage(page, '?game=snakgame&seed=3');
  const square = await page.locator('#board').boundingBox();
  expect(square.width).toBeGreaterThan(720);
  expect(Math.abs(square.width - square.height)).toBeLessThan(2);
  expect(square.y + square.height).toBeLessThan(1080 - 200);
  // With the Code panel open the side panel is one column again, and the board takes what the
  // two panels leave: 810 px, not a third of the screen.
  await page.click('#code-button');
  await expect(page.locator('#code .cm-content')).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  const coding = await page.locator('#board').boundingBox();
  const code = await page.locator('#code').boundingBox();
  expect(coding.width).toBeGreaterThan(800);
  expect(code.x).toBeGreaterThan(coding.x + coding.width);
  expect(errors).toEqual([]);
});

test('a 390 px phone: nothing overflows sideways, the board comes first, as wide as the page and no taller', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // (Game of snakes' key has long entries: they wrap.)
  for (const query of [...Object.values(GAMES), ...Object.values(PLAY), '?game=snakgame&seed=3', '?game=bttc&seed=3']) {
    const errors = await openPage(page, query);
    expect(await fitsWidth(page), query).toBe(true);
    // Every panel section open, the help too: still no sideways scroll.
    await page.evaluate(() => document.querySelectorAll('#panel details').forEach((d) => { d.open = true; }));
    expect(await fitsWidth(page), `${query} with the panel open`).toBe(true);
    const board = await page.locator('#board').boundingBox();
    const panel = await page.locator('#panel').boundingBox();
    // (Back to the Code's 35 x 20 is turned upright on a phone: taller than wide.)
    if (!query.includes('bttc')) expect(board.height).toBeLessThanOrEqual(board.width + 0.5);
    expect(board.width).toBeGreaterThan(340);
    expect(board.x + board.width).toBeLessThanOrEqual(390);
    expect(panel.y).toBeGreaterThan(board.y + board.height);
    await page.click('#help-button');
    expect(await fitsWidth(page), `${query} with the help`).toBe(true);
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  }
});

test('a 390 px phone: the Code button brings the panel, opened under the board, into sight', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = await openPage(page, '?game=bttc&seed=3');
  await page.click('#code-button');
  await expect(page.locator('#code .cm-content')).toBeVisible();
  await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('code').getBoundingClientRect().top))).toBeLessThan(100);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('a wide grid gets a canvas only as tall as it needs; a square one stays square', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  for (const [query, ratio] of [['?game=bttc&seed=6', 20 / 35], ['?game=king-chase&seed=7&size=8', 1]]) {
    const errors = await openPage(page, query);
    await expect.poll(() => page.evaluate(() => window.gridlab.rendered())).toBe(true);
    const board = await page.locator('#board').boundingBox();
    // Back to the Code's 35 x 20: the grid's shape plus the row of column numbers on top.
    expect(board.height / board.width, query).toBeGreaterThan(ratio - 0.01);
    expect(board.height / board.width, query).toBeLessThan(ratio + 0.06);
    expect(errors, query).toEqual([]);
  }
});

test('1024x768: the header is one line and the sentence under the board is above the timeline', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  for (const query of [...Object.values(GAMES), ...Object.values(PLAY)]) {
    const errors = await openPage(page, query);
    const header = await page.locator('#header').boundingBox();
    const title = await page.locator('#header h1').boundingBox();
    expect(header.height, query).toBeLessThan(title.height + 24);
    for (const id of ['#new-game', '#random-seed', '#help-button']) {
      const box = await page.locator(id).boundingBox();
      expect(box.y + box.height, `${id} in ${query}`).toBeLessThanOrEqual(header.y + header.height);
    }
    const footer = await page.locator('#timeline').boundingBox();
    for (const id of ['#note', '#status']) {
      const box = await page.locator(id).boundingBox();
      expect(box.y + box.height, `${id} in ${query}`).toBeLessThanOrEqual(footer.y);
    }
    await expect(page.locator('#note')).toBeInViewport({ ratio: 1 });
    expect(errors).toEqual([]);
  }
});

test('1400x900: a header that would wrap takes the short forms when they fit it on one line, and keeps its words when not', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  const oneLine = async () => {
    const header = await page.locator('#header').boundingBox();
    const title = await page.locator('#header h1').boundingBox();
    return header.height < title.height + 24;
  };
  // The snake puzzle's longest kind of puzzle: one line, "Game" and the random button's word gone.
  const errors = await openPage(page, '?game=snake&seed=3&worth=2');
  await expect.poll(oneLine).toBe(true);
  await expect(page.locator('#header')).toHaveClass(/tight/);
  await expect(page.locator('#random-seed .label-text')).toBeHidden();
  await expect(page.locator('#random-seed .narrow-text')).toBeVisible();
  // A shorter kind of puzzle: room for the words again.
  await page.selectOption('#param-worth', '0');
  await expect(page.locator('#header')).not.toHaveClass(/tight/);
  expect(await oneLine()).toBe(true);
  await expect(page.locator('#random-seed .label-text')).toBeVisible();
  // Four players of Back to the Code wrap whatever the words: they stay.
  await openPage(page, '?game=bttc&seed=3&players=4');
  await expect.poll(oneLine).toBe(false);
  await expect(page.locator('#header')).not.toHaveClass(/tight/);
  await expect(page.locator('#random-seed .label-text')).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('keys after using a control', () => {
  // Each control is used with the mouse, then '.' must step the timeline and Space play / pause,
  // and the control itself must not change.
  async function check(page, control, value) {
    await expect.poll(() => page.evaluate(() => window.gridlab.rendered())).toBe(true);
    const focused = await page.evaluate(() => document.activeElement?.id || document.activeElement?.dataset.layer || document.activeElement?.dataset.act);
    const before = await stepIndex(page);
    const kept = await value();
    await page.keyboard.press('.');
    expect(await stepIndex(page), `'.' after ${control} (${focused})`).toBe(before + 1);
    await page.keyboard.press('Home');
    expect(await stepIndex(page), `Home after ${control}`).toBe(0);
    await page.keyboard.press('ArrowRight');
    expect(await stepIndex(page), `→ after ${control}`).toBeGreaterThan(0);
    await page.keyboard.press(' ');
    expect(await page.evaluate(() => window.gridlab.timeline.playing), `Space after ${control}`).toBe(true);
    await page.keyboard.press(' ');
    expect(await page.evaluate(() => window.gridlab.timeline.playing)).toBe(false);
    expect(await value(), `${control} was left alone`).toEqual(kept);
  }

  test('select, checkbox, slider, button', async ({ page }) => {
    const errors = await openPage(page, '?game=king-chase&seed=3&size=6');
    // A select: chosen with the mouse (the mode), focus stays on it.
    await page.selectOption('#mode', 'watch');
    await page.locator('#mode').focus();
    await check(page, 'the mode select', () => page.inputValue('#mode'));
    // A checkbox, clicked through its label.
    await page.locator('label', { has: page.locator('[data-layer="values"]') }).click();
    await expect(page.locator('[data-layer="values"]')).toBeFocused();
    await check(page, 'a layer checkbox', () => page.isChecked('[data-layer="values"]'));
    // Enter still toggles it (Space is play / pause).
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-layer="values"]')).toBeChecked();
    // A slider, dragged with the mouse (in the middle of the screen first: the panel may reach
    // under the timeline fixed at the bottom).
    await page.locator('#slider').evaluate((e) => e.scrollIntoView({ block: 'center' }));
    const slider = await page.locator('#slider').boundingBox();
    await page.mouse.click(slider.x + slider.width * 0.6, slider.y + slider.height / 2);
    await expect(page.locator('#slider')).toBeFocused();
    // (The slider shows at most the layers solved at the step shown: its setting is the URL's t.)
    const t = async () => new URL(page.url()).searchParams.get('t');
    await expect.poll(t).not.toBeNull();
    await check(page, 'the DP slider', t);
    // A button: the timeline's own step button.
    await page.click('[data-act="micro-forward"]');
    await check(page, 'the step button', async () => null);
    // Tab still moves focus.
    await page.locator('#mode').focus();
    await page.keyboard.press('Tab');
    await expect(page.locator('#seed')).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('a button reached from the keyboard takes Space as its own press', async ({ page }) => {
    const errors = await openPage(page, '?game=king-chase&seed=3&size=6');
    await expect.poll(() => page.evaluate(() => window.gridlab.rendered())).toBe(true);
    await page.locator('#mode').focus();
    await page.locator('[data-act="micro-forward"]').focus();
    const before = await stepIndex(page);
    await page.keyboard.press(' ');
    await expect.poll(() => stepIndex(page)).toBe(before + 1);
    expect(await page.evaluate(() => window.gridlab.timeline.playing)).toBe(false);
    expect(errors).toEqual([]);
  });

  test('text fields keep their keys; Enter in Seed starts the game', async ({ page }) => {
    const errors = await openPage(page, '?game=king-chase&seed=3&size=6');
    await page.locator('#seed').focus();
    await page.keyboard.press('.');
    await page.keyboard.press(' ');
    expect(await stepIndex(page)).toBe(0);
    expect(await page.evaluate(() => window.gridlab.timeline.playing)).toBe(false);
    await page.fill('#seed', '12');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/seed=12/);
    expect(errors).toEqual([]);
  });
});

test('the keys help is a modal dialog', async ({ page }) => {
  const errors = await openPage(page, '?game=king-chase&seed=3&size=6');
  const help = page.locator('#help');
  await expect(help).toHaveAttribute('role', 'dialog');
  await expect(help).toHaveAttribute('aria-modal', 'true');
  await expect(page.getByRole('button', { name: 'keyboard help' })).toBeVisible();
  // Opened with ? from the board: focus on Close, Tab and Shift+Tab stay inside.
  await page.locator('#board').focus();
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keys' })).toBeVisible();
  await expect(help.getByRole('button', { name: 'Close' })).toBeFocused();
  for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await page.evaluate(() => document.getElementById('help').contains(document.activeElement)), key).toBe(true);
  }
  // The timeline's keys wait behind it.
  await page.keyboard.press('.');
  await page.keyboard.press('End');
  await page.keyboard.press(' ');
  expect(await stepIndex(page)).toBe(0);
  expect(await page.evaluate(() => window.gridlab.timeline.playing)).toBe(false);
  // Esc closes it and gives focus back.
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await expect(page.locator('#board')).toBeFocused();
  await page.keyboard.press('.');
  expect(await stepIndex(page)).toBe(1);
  // Opened with its button: the Close button closes it, focus goes back to the ? button.
  await page.click('#help-button');
  await expect(help.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(help).toBeHidden();
  await expect(page.locator('#help-button')).toBeFocused();
  expect(errors).toEqual([]);
});

test.describe('a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('snake: the pad and a swipe play moves; a zoomed-in drag pans instead', async ({ page }) => {
    const errors = await openPage(page, '?game=snake&mode=play&seed=1');
    const pad = page.getByRole('group', { name: 'moves' });
    await expect(pad).toBeVisible();
    await expect(pad.getByRole('button')).toHaveCount(4);
    // Kattis sample 3, whose shortest route the judge explains.
    await page.evaluate(() => { document.getElementById('paste').open = true; });
    await page.fill('#board-text', kattis('sample-3.in'));
    const opens = await page.evaluate(() => window.gridlab.opens());
    await page.click('#board-load');
    await expect.poll(() => page.evaluate(() => window.gridlab.opens())).toBe(opens + 1);
    const route = await page.evaluate(async () => /^moves: ([UDLR]+)$/m.exec(await window.gridlab.judge('snake', await window.gridlab.judgeInput(), true))[1]);
    expect(route.length).toBeGreaterThan(2);
    // One tap on the pad.
    await pad.getByRole('button', { name: `move ${NAMES[route[0]]}`, exact: true }).tap();
    await expect.poll(() => plies(page)).toBe(1);
    // One swipe on the board.
    const box = await page.locator('#board').boundingBox();
    const centre = [box.x + box.width / 2, box.y + box.height / 2];
    const swipe = { U: [0, -80], D: [0, 80], L: [-80, 0], R: [80, 0] };
    await touchDrag(page, centre, swipe[route[1]]);
    await expect.poll(() => plies(page)).toBe(2);
    // A short drag is no swipe.
    await touchDrag(page, centre, swipe[route[2]].map((d) => d / 8));
    await page.waitForTimeout(200);
    expect(await plies(page)).toBe(2);
    // Still one swipe, one move.
    await touchDrag(page, centre, swipe[route[2]]);
    await expect.poll(() => plies(page)).toBe(3);
    await settled(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'snake-touch-390x844');
    // On a board large enough to zoom: zoomed in, one finger pans and plays nothing.
    await openPage(page, '?game=snake&mode=play&seed=3&rows=10&cols=10');
    await page.evaluate(() => window.gridlab.board.viewport.zoomBy(3));
    expect(await page.evaluate(() => window.gridlab.board.viewport.zoom)).toBeGreaterThan(1.2);
    const before = await page.evaluate(() => window.gridlab.board.viewport.geometry());
    const big = await page.locator('#board').boundingBox();
    const middle = [big.x + big.width / 2, big.y + big.height / 2];
    await touchDrag(page, middle, [-80, -80]);
    await page.waitForTimeout(200);
    expect(await plies(page)).toBe(0);
    await expect(page.locator('#status')).toHaveText('');
    expect(await page.evaluate(() => window.gridlab.board.viewport.geometry())).not.toEqual(before);
    // Pinch: two fingers zoom and play nothing either.
    const cdp = await page.context().newCDPSession(page);
    const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y], id) => ({ x, y, id })) });
    await page.evaluate(() => window.gridlab.board.viewport.fit());
    const zoom = await page.evaluate(() => window.gridlab.board.viewport.zoom);
    const [mx, my] = middle;
    await touch('touchStart', [[mx - 40, my], [mx + 40, my]]);
    for (let i = 1; i <= 6; i++) await touch('touchMove', [[mx - 40 - 6 * i, my], [mx + 40 + 6 * i, my]]);
    await touch('touchEnd', []);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.gridlab.board.viewport.zoom)).toBeGreaterThan(zoom);
    expect(await plies(page)).toBe(0);
    // The pad is for playing only.
    await page.selectOption('#mode', 'explore');
    await expect(pad).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('king chase: the pad (a compass) and a tap on a green cell play moves', async ({ page }) => {
    const errors = await openPage(page, PLAY['king-chase']);
    const pad = page.getByRole('group', { name: 'moves' });
    await expect(pad).toBeVisible();
    await expect(pad.getByRole('button')).toHaveCount(8);
    // The compass: north-west above-left of south-east, north above south.
    const nw = await pad.getByRole('button', { name: 'move north-west' }).boundingBox();
    const se = await pad.getByRole('button', { name: 'move south-east' }).boundingBox();
    expect(nw.x).toBeLessThan(se.x);
    expect(nw.y).toBeLessThan(se.y);
    for (const b of [nw, se]) expect(Math.min(b.width, b.height)).toBeGreaterThanOrEqual(40);
    let frame = await lastFrame(page);
    await pad.getByRole('button', { name: `move ${NAMES[frame.targets[0].play]}`, exact: true }).tap();
    await expect.poll(() => plies(page)).toBeGreaterThanOrEqual(1);
    await expect.poll(() => page.evaluate(() => window.gridlab.summary().awaitsPerson)).toBe(true);
    const after = await plies(page);
    // A tap on a green cell.
    await settled(page);
    frame = await lastFrame(page);
    const target = frame.targets[frame.targets.length - 1];
    const [x, y] = await cellPoint(page, Math.floor(target.cell / frame.cols), target.cell % frame.cols);
    await page.touchscreen.tap(x, y);
    await expect.poll(() => plies(page)).toBeGreaterThan(after);
    await settled(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'king-chase-touch-390x844');
    expect(errors).toEqual([]);
  });

  test('tap targets are at least 40 px', async ({ page }) => {
    for (const query of Object.values(PLAY)) {
      const errors = await openPage(page, query);
      await page.evaluate(() => document.querySelectorAll('#panel details').forEach((d) => { d.open = true; }));
      const small = await page.evaluate(() => [...document.querySelectorAll('button, select, summary, input, label:has(input[type="checkbox"], input[type="radio"])')]
        .filter((n) => n.getClientRects().length && !n.closest('[hidden], #moves'))
        .filter((n) => !n.matches('input[type="checkbox"], input[type="radio"], input[type="file"]') || !n.closest('label'))
        .map((n) => [n.id || n.dataset.act || n.textContent.trim().slice(0, 20) || n.tagName, n.getBoundingClientRect()])
        .filter(([, r]) => r.height < 40 - 0.5)
        .map(([name, r]) => `${name}: ${Math.round(r.height)} px`));
      expect(small, query).toEqual([]);
      expect(errors).toEqual([]);
    }
  });
});

test.describe('accessibility', () => {
  for (const [game, query] of Object.entries({ ...GAMES, [`${Object.keys(PLAY)[0]} play`]: PLAY['king-chase'], 'snake play': PLAY.snake })) {
    test(`axe finds nothing serious on the ${game} page`, async ({ page }) => {
      const errors = await openPage(page, query);
      await page.evaluate(() => document.querySelectorAll('#panel details').forEach((d) => { d.open = true; }));
      const result = await new AxeBuilder({ page }).analyze();
      const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.help}: ${v.nodes.slice(0, 4).map((n) => n.target.join(' ')).join(', ')}`);
      expect(bad).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

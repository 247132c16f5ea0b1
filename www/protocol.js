// The messages between the page (core_client.js) and the core's Worker (worker.js), as types
// only: `tsc --checkJs` (scripts/test.sh) checks every call and the Worker's table of operations
// against them, so a misspelt operation or a missing argument fails the test run.

/** @typedef {{ layers: string[], slider: number | null, seat: number | null }} View What the core draws. */

/** @typedef {{ id: number, step: number }} AtStep A step of an open session. */

/**
 * A session's state after it changes: its summary and the timeline's marks.
 * @typedef {{ id: number, summary: any, turns: Uint32Array, kinds: Uint8Array,
 *   events: { steps: Uint32Array, names: string[] } }} SessionState
 */

/** @typedef {SessionState & { change: { note?: string } }} Changed A session after a move. */

/**
 * A game to open: its id, parameters (with the mode) and seed, or a replay.
 * @typedef {{ game?: string, params?: object, seed?: number, replay?: string }} Setup
 */

/**
 * Every operation the Worker answers: its arguments and its result.
 * @typedef {{
 *   games: { args: {}, result: any[] },
 *   stepKinds: { args: {}, result: string[] },
 *   address: { args: { pairs: [string, string][], fallback: string }, result: any },
 *   replayVersion: { args: {}, result: number },
 *   open: { args: { replay: string }, result: SessionState },
 *   create: { args: { game: string, params: object, seed: number }, result: SessionState },
 *   settle: { args: Setup, result: { replay: string, reasons: string } },
 *   reasons: { args: { replay: string }, result: string },
 *   addReasons: { args: { id: number, reasons: string }, result: void },
 *   inside: { args: AtStep & { seat: number }, result: any },
 *   insideFrame: { args: AtStep & { seat: number, micro: number, view: View }, result: any },
 *   close: { args: { id: number }, result: boolean },
 *   frame: { args: AtStep & { view: View }, result: any },
 *   text: { args: AtStep, result: string },
 *   hash: { args: AtStep, result: string },
 *   hover: { args: AtStep & { cell: number, view: View }, result: { lines: string[], piece: Uint32Array | null } },
 *   cellNumbers: { args: AtStep & { layer: string, view: View }, result: Float64Array | null },
 *   play: { args: AtStep & { move: string }, result: Changed },
 *   click: { args: AtStep & { cell: number, selected?: number | null }, result: { play?: string, select?: number, note?: string } },
 *   assist: { args: { id: number, moves: number }, result: Changed },
 *   undo: { args: { id: number }, result: Changed },
 *   replay: { args: { id: number }, result: string },
 *   judgeInput: { args: { id: number }, result: string | null },
 *   moveList: { args: { id: number, start: number, count: number }, result: any[] },
 *   judge: { args: { game: string, input: string, explain?: boolean }, result: string },
 *   judgedCase: { args: { game: string, size: number, seed: number }, result: { params: object, input: string } },
 *   firstDifference: { args: { expected: string, got: string }, result: { line: number, expected: string, got: string } | null },
 *   house: { args: { game: string, params: object, seed: number }, result: boolean[] },
 *   compose: { args: { game: string, drawing: object }, result: object },
 *   judgeTimed: { args: { game: string, input: string }, result: { output: string, ms: number } },
 *   frameBitmap: { args: AtStep & { view: View, lut: Uint32Array }, result: any },
 *   memory: { args: {}, result: number },
 *   panic: { args: {}, result: void },
 * }} Ops
 */

/** @typedef {keyof Ops} Op An operation's name. */

/**
 * A request to the Worker.
 * @template {Op} [K=Op]
 * @typedef {{ id: number, op: K, args: Ops[K]['args'] }} Request
 */

/**
 * The Worker's answer to request `id`: a result, an error (fatal: the Worker must restart), or
 * progress on the way.
 * @typedef {{ id: number, result?: any, error?: string, fatal?: boolean, progress?: number }} Response
 */

/**
 * The Worker's table: one function per operation.
 * @typedef {{ [K in Op]: (args: Ops[K]['args'], progress: (value: number) => void) => Ops[K]['result'] }} Handlers
 */

export {};

// The board as the PNG draws it (wood, holes, stones, coordinates, the last
// move), in SVG so it is sharp at any size. A stone of the player to move is
// picked by a tap, a click or the keyboard; its destinations light up, and a
// multi-jump offers every square it may stop on. Every square is a button
// with a label a screen reader reads.

import type { Game, MoveJson } from "./api";
import type { Words } from "./words";

/** What the board draws: a game's position, or a puzzle's. */
export type BoardState = Pick<Game, "id" | "rows" | "cols" | "board" | "ply" | "moves" | "last_move">;

const SVG = "http://www.w3.org/2000/svg";
const CELL = 10;
const MARGIN = 7;

export interface BoardWords {
  /** "d5, black stone", "d5, empty". */
  square(name: string, stone: "black" | "white" | null): string;
  /** "jump to f5". */
  destination(name: string): string;
}

/** The board's words in the viewer's language. */
export function boardWords(words: Words): BoardWords {
  return {
    square: (square, stone) => words.text("activity-square", { square, stone: stone ?? "none" }),
    destination: (square) => words.text("activity-jump-to", { square }),
  };
}

export class Board {
  private game: BoardState | null = null;
  private picked: string | null = null;
  private focus = "a1";
  /** A move drawn as advice (the solver's best), square by square. */
  private best: string[] | null = null;
  private readonly svg: SVGSVGElement;

  constructor(
    private readonly host: HTMLElement,
    private readonly words: BoardWords,
    private readonly onMove: (move: MoveJson) => void,
  ) {
    this.svg = document.createElementNS(SVG, "svg");
    this.svg.setAttribute("role", "grid");
    this.svg.classList.add("board");
    this.svg.addEventListener("keydown", (e) => this.key(e));
    host.append(this.svg);
  }

  show(game: BoardState) {
    const changed = this.game?.ply !== game.ply || this.game?.id !== game.id;
    // One move on from what was shown: it is played out, not just redrawn.
    const next = this.game?.id === game.id && this.game.ply + 1 === game.ply;
    this.game = game;
    if (changed) this.picked = null;
    this.draw();
    if (changed) this.svg.dataset.animated = next && this.playOut(game) ? "1" : "0";
  }

  /** Draws `path` as the best move on the board shown (none: clears it). */
  showBest(path: string[] | null) {
    this.best = path;
    this.draw();
  }

  /** Slides the stone that jumped along its path and fades the stones it
   * took; nothing moves where the player asked for reduced motion. Whether
   * it did. */
  private playOut(game: BoardState): boolean {
    const path = game.last_move ?? [];
    if (path.length < 2 || matchMedia("(prefers-reduced-motion: reduce)").matches) return false;
    const centre = (name: string) => centreOf(game.rows, name);
    const end = centre(path[path.length - 1] as string);
    const stone = this.svg.querySelector(`[data-square="${path[path.length - 1]}"] .stone`);
    if (!stone) return false;
    const hop = 140;
    const frames = path.map((square) => {
      const at = centre(square);
      return { transform: `translate(${at.x - end.x}px, ${at.y - end.y}px)` };
    });
    stone.animate(frames, { duration: hop * (path.length - 1), easing: "ease-in-out" });
    // The stones taken lay between each stop and the next, of the other colour.
    const taken = stone.classList.contains("black") ? "white" : "black";
    for (let i = 1; i < path.length; i++) {
      const [a, b] = [centre(path[i - 1] as string), centre(path[i] as string)];
      const ghost = element("circle", { cx: (a.x + b.x) / 2, cy: (a.y + b.y) / 2, r: 4.4, class: `stone ${taken} taken` });
      this.svg.append(ghost);
      const fade = ghost.animate([{ opacity: 1 }, { opacity: 0 }], { duration: hop, delay: hop * (i - 0.5), fill: "forwards" });
      fade.finished.then(() => ghost.remove(), () => ghost.remove());
    }
    return true;
  }

  private squareName(file: number, rank: number) {
    return String.fromCharCode(97 + file) + String(rank + 1);
  }

  /** The moves starting at `from`. */
  private movesFrom(from: string): MoveJson[] {
    return this.game?.moves.filter((m) => m.path[0] === from) ?? [];
  }

  /** Where the picked stone may stop, and the move each stop makes. */
  private destinations(): Map<string, MoveJson> {
    const stops = new Map<string, MoveJson>();
    if (!this.picked) return stops;
    for (const m of this.movesFrom(this.picked)) {
      const last = m.path[m.path.length - 1];
      if (m.path.length > 1 && last) stops.set(last, m);
    }
    return stops;
  }

  private activate(name: string) {
    const game = this.game;
    if (!game) return;
    this.focus = name;
    const stops = this.destinations();
    const stop = stops.get(name);
    if (stop) {
      this.picked = null;
      this.onMove(stop);
      return;
    }
    const own = this.movesFrom(name);
    // An opening removal is one square: it is played at once.
    const removal = own.find((m) => m.path.length === 1);
    if (removal) {
      this.onMove(removal);
      return;
    }
    this.picked = own.length > 0 && this.picked !== name ? name : null;
    this.draw();
  }

  private key(e: KeyboardEvent) {
    const game = this.game;
    if (!game) return;
    const file = this.focus.charCodeAt(0) - 97;
    const rank = Number(this.focus.slice(1)) - 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, 1],
      ArrowDown: [0, -1],
    };
    const step = moves[e.key];
    if (step) {
      const f = Math.min(game.cols - 1, Math.max(0, file + step[0]));
      const r = Math.min(game.rows - 1, Math.max(0, rank + step[1]));
      this.focus = this.squareName(f, r);
      this.draw();
      e.preventDefault();
    } else if (e.key === "Enter" || e.key === " ") {
      this.activate(this.focus);
      e.preventDefault();
    } else if (e.key === "Escape") {
      this.picked = null;
      this.draw();
    }
  }

  private draw() {
    const game = this.game;
    if (!game) return;
    // Read before the squares are drawn again: the focused one goes with them.
    const hadFocus = this.host.contains(document.activeElement);
    const width = game.cols * CELL + 2 * MARGIN;
    const height = game.rows * CELL + 2 * MARGIN;
    this.svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
    // For tests and assistive tools: which position this board shows.
    this.svg.dataset.ply = String(game.ply);
    this.svg.replaceChildren();
    const wood = element("rect", { x: 0, y: 0, width, height, rx: 2, class: "frame" });
    this.svg.append(wood, element("rect", { x: MARGIN, y: MARGIN, width: game.cols * CELL, height: game.rows * CELL, class: "wood" }));
    const last = new Set(game.last_move ?? []);
    const stops = this.destinations();
    const movable = new Set(game.moves.map((m) => m.path[0]));
    let focused: SVGGElement | null = null;
    for (let row = 0; row < game.rows; row++) {
      const rank = game.rows - 1 - row;
      const line = element("g", { role: "row" });
      for (let file = 0; file < game.cols; file++) {
        const name = this.squareName(file, rank);
        const letter = game.board[row]?.[file];
        const stone = letter === "b" ? "black" : letter === "w" ? "white" : null;
        const x = MARGIN + file * CELL + CELL / 2;
        const y = MARGIN + row * CELL + CELL / 2;
        const square = element("g", { role: "gridcell", "data-square": name, tabindex: name === this.focus ? 0 : -1 });
        const stop = stops.get(name);
        square.setAttribute("aria-label", stop ? this.words.destination(name) : this.words.square(name, stone));
        if (stop || movable.has(name)) square.classList.add("playable");
        square.append(element("circle", { cx: x, cy: y, r: 3.5, class: "hole" }));
        if (last.has(name)) square.append(element("circle", { cx: x, cy: y, r: 4.5, class: "last" }));
        if (stone) square.append(element("circle", { cx: x, cy: y, r: 4.4, class: `stone ${stone}` }));
        if (name === this.picked) square.append(element("circle", { cx: x, cy: y, r: 4.6, class: "picked" }));
        if (stop) square.append(element("circle", { cx: x, cy: y, r: 2, class: "stop" }));
        square.addEventListener("click", () => this.activate(name));
        if (name === this.focus) focused = square;
        line.append(square);
      }
      this.svg.append(line);
    }
    for (let file = 0; file < game.cols; file++) {
      const label = element("text", { x: MARGIN + file * CELL + CELL / 2, y: height - 2, class: "coord" });
      label.textContent = String.fromCharCode(97 + file);
      this.svg.append(label);
    }
    for (let row = 0; row < game.rows; row++) {
      const label = element("text", { x: MARGIN / 2, y: MARGIN + row * CELL + CELL / 2 + 1.5, class: "coord" });
      label.textContent = String(game.rows - row);
      this.svg.append(label);
    }
    this.drawBest(game);
    if (hadFocus) (focused as SVGGElement | null)?.focus();
  }

  /** The best move, if one is shown: a line along its path from a ring on its stone. */
  private drawBest(game: BoardState) {
    const path = this.best;
    if (path === null || path.length < 2) {
      delete this.svg.dataset.best;
      return;
    }
    this.svg.dataset.best = path.join("-");
    const points = path.map((name) => centreOf(game.rows, name));
    const start = points[0] ?? { x: 0, y: 0 };
    this.svg.append(
      element("circle", { cx: start.x, cy: start.y, r: 4.8, class: "best" }),
      element("polyline", { points: points.map((p) => `${p.x},${p.y}`).join(" "), class: "best" }),
    );
  }
}

/** The centre of square `name` (`d5`) on a board of `rows` rows, in the SVG's units. */
function centreOf(rows: number, name: string) {
  const file = name.charCodeAt(0) - 97;
  const row = rows - Number(name.slice(1));
  return { x: MARGIN + file * CELL + CELL / 2, y: MARGIN + row * CELL + CELL / 2 };
}

function element<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | number>,
): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  return node;
}

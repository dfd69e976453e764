// A finished game, step by step: the first, previous, next and last
// positions by buttons, the arrow keys (Home and End too) and a swipe on a
// phone; the move list, each move a link to the position it made. Once the
// solver's verdicts are in, each position says who wins with perfect play,
// the best move is drawn, and a move that threw a win away is marked.

import type { Game, Verdict } from "./api";
import type { Board } from "./board";
import type { Words } from "./words";

/** The review's controls, and how to stop listening to the keyboard; none for a game with no review. */
export function reviewOf(game: Game, board: Board, boardHost: HTMLElement, words: Words) {
  const plies = game.review;
  if (plies.length === 0) return null;
  const host = document.createElement("nav");
  host.className = "review-steps";
  host.setAttribute("aria-label", words.text("activity-review"));
  const list = document.createElement("ol");
  list.className = "moves";
  const verdict = document.createElement("p");
  verdict.className = "verdict";
  verdict.setAttribute("aria-live", "polite");
  let verdicts: Verdict[] = [];
  let at = plies.length - 1;
  const go = (n: number) => {
    at = Math.max(0, Math.min(plies.length - 1, n));
    const ply = plies[at];
    if (!ply) return;
    board.show({ ...game, board: ply.board, last_move: ply.last_move, ply: at, moves: [] });
    for (const [i, item] of links.entries()) {
      if (i + 1 === at) item.setAttribute("aria-current", "step");
      else item.removeAttribute("aria-current");
    }
    const said = verdicts[at];
    board.showBest(said?.best ?? null);
    verdict.textContent = said ? verdictText(said, game, words) : "";
    verdict.dataset.winner = said?.winner ?? "";
  };
  const links = plies.slice(1).map((ply, i) => {
    const item = document.createElement("li");
    const link = document.createElement("button");
    link.textContent = ply.notation ?? "";
    link.dataset.ply = String(i + 1);
    link.addEventListener("click", () => go(i + 1));
    item.append(link);
    list.append(item);
    return link;
  });
  const steps = document.createElement("div");
  steps.className = "steps";
  const step = (label: string, symbol: string, to: () => number) => {
    const button = document.createElement("button");
    button.textContent = symbol;
    button.setAttribute("aria-label", words.text(label));
    button.addEventListener("click", () => go(to()));
    steps.append(button);
  };
  step("activity-first", "«", () => 0);
  step("activity-previous", "‹", () => at - 1);
  step("activity-next", "›", () => at + 1);
  step("activity-last", "»", () => plies.length - 1);
  host.append(steps, verdict, list);
  const keys: Record<string, () => number> = {
    ArrowLeft: () => at - 1,
    ArrowRight: () => at + 1,
    Home: () => 0,
    End: () => plies.length - 1,
  };
  const onKey = (e: KeyboardEvent) => {
    // On the board, the arrows move between squares; elsewhere they step.
    const to = keys[e.key];
    if (!to || boardHost.contains(e.target as Node)) return;
    go(to());
    e.preventDefault();
  };
  document.addEventListener("keydown", onKey);
  let touchX: number | null = null;
  boardHost.addEventListener("touchstart", (e) => {
    touchX = e.touches[0]?.clientX ?? null;
  });
  boardHost.addEventListener("touchend", (e) => {
    const x = e.changedTouches[0]?.clientX;
    if (touchX === null || x === undefined || Math.abs(x - touchX) < 40) return;
    go(x < touchX ? at + 1 : at - 1);
    touchX = null;
  });
  go(at);
  /** Shows the solver's verdicts, one per position from the start. */
  const judged = (said: Verdict[]) => {
    verdicts = said;
    for (const [i, link] of links.entries()) {
      const blunder = said[i + 1]?.blunder === true;
      link.classList.toggle("blunder", blunder);
      link.title = blunder ? words.text("activity-verdict-blunder") : "";
      link.textContent = `${plies[i + 1]?.notation ?? ""}${blunder ? "?" : ""}`;
    }
    go(at);
  };
  return { element: host, judged, stop: () => document.removeEventListener("keydown", onKey) };
}

/** "Black wins with perfect play · Best move: d6-d4", or that the solver could not tell. */
function verdictText(said: Verdict, game: Game, words: Words): string {
  if (said.winner === null) return words.text("activity-verdict-unknown");
  const player = game[said.winner]?.name ?? "?";
  const wins = words.text("activity-verdict-wins", { player });
  if (said.best === null) return wins;
  return `${wins} · ${words.text("activity-verdict-best", { move: said.best.join("-") })}`;
}

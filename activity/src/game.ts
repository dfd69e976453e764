// One game on the page: its board, whose move it is and the clock, and
// what the viewer may do (the actions the server lists). It follows the
// game live, whoever moves.

import { type Api, type Game, Refused } from "./api";
import { Board, boardWords } from "./board";
import { type People, playersRow } from "./people";
import type { Shown } from "./presence";
import { reviewOf } from "./review";
import { knock, muted, setMuted } from "./sound";
import type { Words } from "./words";

/** The buttons of each action: the message that labels them, and what they send (to the action's own route unless `route` says). */
const BUTTONS: Record<string, { label: string; route?: string; body?: object }[]> = {
  accept: [{ label: "button-accept" }],
  decline: [{ label: "button-decline" }],
  cancel: [{ label: "button-cancel" }],
  takeback: [{ label: "button-takeback" }],
  "takeback-answer": [
    { label: "button-takeback-accept", route: "takeback", body: { answer: true } },
    { label: "button-takeback-decline", route: "takeback", body: { answer: false } },
  ],
  abort: [{ label: "button-abort" }],
  hint: [{ label: "button-hint" }],
  analysis: [{ label: "button-analysis" }],
  rematch: [{ label: "button-rematch" }],
  resign: [{ label: "button-resign" }],
  follow: [{ label: "button-follow" }],
};

export function matchUp(words: Words, game: Game): string {
  if (game.status === "challenge") {
    const opponent = game.opponent?.name ?? words.text("challenge-anyone");
    return words.text("activity-challenge-open", { player: game.challenger?.name ?? "?", opponent });
  }
  return words.text("activity-vs", { black: game.black?.name ?? "?", white: game.white?.name ?? "?" });
}

export function showGame(app: HTMLElement, api: Api, words: Words, first: Game, back: () => void, shown: Shown, people: People) {
  app.replaceChildren();
  const backButton = document.createElement("button");
  backButton.textContent = words.text("activity-back");
  backButton.className = "back";
  const mute = document.createElement("button");
  mute.className = "mute";
  const showMute = () => {
    mute.setAttribute("aria-pressed", String(muted()));
    mute.textContent = words.text(muted() ? "activity-sound-off" : "activity-sound-on");
  };
  mute.addEventListener("click", () => {
    setMuted(!muted());
    showMute();
  });
  showMute();
  const title = document.createElement("h1");
  const players = document.createElement("p");
  players.className = "players";
  const status = document.createElement("p");
  status.setAttribute("role", "status");
  const clock = document.createElement("p");
  clock.className = "clock";
  // A live game's two clocks, run down here from what the server last said.
  const clocks = document.createElement("p");
  clocks.className = "clocks";
  const clockOf = { black: document.createElement("span"), white: document.createElement("span") };
  for (const [colour, element] of Object.entries(clockOf)) element.className = `clock-${colour}`;
  clocks.append(clockOf.black, " ", clockOf.white);
  let shownAt = performance.now();
  const problem = document.createElement("p");
  problem.setAttribute("role", "alert");
  problem.className = "problem";
  const actions = document.createElement("div");
  actions.className = "actions";
  const review = document.createElement("p");
  review.className = "review";
  const boardHost = document.createElement("div");
  app.append(backButton, mute, title, players, status, clock, clocks, boardHost, problem, actions, review);
  let current = first;
  const refused = (e: unknown) => {
    problem.textContent = e instanceof Refused ? e.message : String(e);
  };
  const board = new Board(
    boardHost,
    boardWords(words),
    async (move) => {
      problem.textContent = "";
      try {
        show(await api.act(current, "moves", { ply: current.ply, move: move.text }), true);
      } catch (e) {
        refused(e);
      }
    },
  );
  const act = async (action: string, body?: object) => {
    problem.textContent = "";
    try {
      if (action === "hint" || action === "analysis") {
        const said = await api.review(current, action);
        review.textContent = said.text;
        if (said.verdicts) stepping?.judged(said.verdicts);
        return;
      }
      const after = await api.act(current, action, body);
      // A rematch is a new game: the page follows it instead.
      if (after.id !== current.id) return switchTo(after);
      show(after, action !== "takeback");
    } catch (e) {
      refused(e);
    }
  };
  // `answered`: an action's answer, which may arrive after the live view
  // showed a later move (the bot's answer); only a takeback goes back.
  const show = (game: Game, answered = false) => {
    if (game.id !== current.id) return;
    if (answered && game.ply < current.ply && !game.actions.includes("takeback")) return;
    if (game.ply > current.ply) knock();
    current = game;
    shownAt = performance.now();
    shown(game);
    title.textContent = matchUp(words, game);
    playersRow(players, game, people, words);
    status.textContent = describe(words, game);
    tickClock();
    actions.replaceChildren();
    for (const action of game.actions) {
      for (const button of BUTTONS[action] ?? []) {
        const element = document.createElement("button");
        element.textContent = words.text(button.label);
        element.dataset.action = action;
        element.addEventListener("click", () => act(button.route ?? action, button.body));
        actions.append(element);
      }
    }
    // Once stepping through, the review keeps its position.
    if (!stepping) board.show(game);
    // A game that just ended opens on its last position, ready to step back through.
    if (!stepping && game.review.length > 0) {
      stepping = reviewOf(game, board, boardHost, words);
      if (stepping) boardHost.after(stepping.element);
    }
  };
  let stepping: ReturnType<typeof reviewOf> = null;
  // The time left to move, in the viewer's language, kept current.
  const relative = new Intl.RelativeTimeFormat(document.documentElement.lang || undefined, { numeric: "auto" });
  const tickClock = () => {
    const live = current.clock;
    clocks.hidden = live === null;
    if (live !== null) {
      clock.textContent = "";
      const ran = performance.now() - shownAt;
      for (const colour of ["black", "white"] as const) {
        const running = live.running === colour;
        const ms = Math.max(0, live[`${colour}_ms`] - (running ? ran : 0));
        const element = clockOf[colour];
        element.textContent = `${current[colour]?.name ?? "?"} ${formatClock(ms)}`;
        element.dataset.ms = String(Math.round(ms));
        element.classList.toggle("running", running);
        element.classList.toggle("low", running && ms < 10_000);
      }
      return;
    }
    const deadline = current.deadline;
    if (deadline === null || current.to_move === null) {
      clock.textContent = "";
      return;
    }
    const seconds = Math.round((deadline - Date.now()) / 1000);
    const [value, unit]: [number, Intl.RelativeTimeFormatUnit] =
      Math.abs(seconds) < 60 ? [seconds, "second"]
      : Math.abs(seconds) < 3600 ? [Math.round(seconds / 60), "minute"]
      : Math.abs(seconds) < 86400 ? [Math.round(seconds / 3600), "hour"]
      : [Math.round(seconds / 86400), "day"];
    clock.textContent = words.text("activity-deadline", { when: relative.format(value, unit) });
  };
  // Ten times a second: a live clock shows tenths in its last ten seconds.
  const timer = setInterval(tickClock, 100);
  const stopWatching = api.watch(first.id, show);
  const leave = () => {
    clearInterval(timer);
    stepping?.stop();
    stopWatching();
  };
  const switchTo = (game: Game) => {
    leave();
    showGame(app, api, words, game, back, shown, people);
  };
  backButton.addEventListener("click", () => {
    leave();
    back();
  });
  show(first);
}

/** A clock as players read one: `4:05`, `1:02:09`, and `0:07.3` in the last ten seconds. */
export function formatClock(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const two = (n: number) => String(n).padStart(2, "0");
  if (h > 0) return `${h}:${two(m)}:${two(s)}`;
  if (ms < 10_000) return `0:${two(s)}.${Math.floor(ms / 100) % 10}`;
  return `${m}:${two(s)}`;
}

function describe(words: Words, game: Game): string {
  const name = (colour: "black" | "white" | null) =>
    (colour === "black" ? game.black?.name : colour === "white" ? game.white?.name : null) ?? "?";
  const parts: string[] = [];
  const onTime = game.end_reason === "time forfeit";
  if (game.winner) parts.push(words.text(onTime ? "activity-wins-on-time" : "activity-wins", { player: name(game.winner) }));
  else if (game.status === "aborted") parts.push(words.text("activity-aborted"));
  else if (game.to_move === game.you && game.you) parts.push(words.text("activity-your-move"));
  else if (game.to_move) parts.push(words.text("activity-to-move", { player: name(game.to_move) }));
  if (game.takeback_asked) {
    const asker = game.to_move === "black" ? "white" : "black";
    parts.push(words.text("activity-takeback-asked", { player: name(asker) }));
  }
  const captured = game.captured.black + game.captured.white;
  if (captured > 0) parts.push(words.text("activity-captured", { count: captured }));
  return parts.join(" · ");
}

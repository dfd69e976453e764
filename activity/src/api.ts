// The bot's JSON API and live view, as the page uses them.

export interface Player { id: string; name: string }
export interface MoveJson { text: string; path: string[] }
export interface Game {
  id: number;
  rows: number;
  cols: number;
  board: string[];
  status: string;
  ply: number;
  to_move: "black" | "white" | null;
  black: Player | null;
  white: Player | null;
  last_move: string[] | null;
  captured: { black: number; white: number };
  you: "black" | "white" | null;
  moves: MoveJson[];
  moves_unlisted: boolean;
  deadline: number | null;
  clock: Clock | null;
  review: Ply[];
  winner: "black" | "white" | null;
  end_reason: string | null;
  rated: boolean;
  ai_level: number | null;
  challenger: Player | null;
  opponent: Player | null;
  takeback_asked: boolean;
  actions: string[];
}
/** One position of a finished game, and the move that made it. */
export interface Ply {
  notation: string | null;
  board: string[];
  last_move: string[] | null;
}
/** A live game's clocks as the server read them at `read_at`. */
export interface Clock {
  control: string;
  black_ms: number;
  white_ms: number;
  running: "black" | "white" | null;
  read_at: number;
}
export interface Offered {
  here: Game | null;
  mine: Game[];
  watch: Game[];
  /** Open challenges here the viewer may accept. */
  open: Game[];
  people: Player[];
  bot: boolean;
  puzzle: boolean;
}
/** A member's attempt at today's puzzle: never its answer. */
export interface Puzzle {
  number: number;
  day: number;
  rows: number;
  cols: number;
  board: string[];
  ply: number;
  last_move: string[] | null;
  side: "black" | "white";
  status: "playing" | "solved" | "failed";
  moves: MoveJson[];
  refutation: string[] | null;
  text: string;
  solved: number;
  streak: number;
  best_streak: number;
}
/** The solver's verdict on one position of a finished game. */
export interface Verdict {
  winner: "black" | "white" | null;
  /** A winning move for the player to move, square by square. */
  best: string[] | null;
  /** Whether the move that made this position threw a win away. */
  blunder: boolean;
}
/** A hint's or an analysis's words, a hint's move, an analysis's verdicts. */
export interface Review { text: string; path: string[]; verdicts?: Verdict[] }
export interface SignedIn { access_token: string; session: string; user: Player & { locale: string } }

/** A refusal the server explained: its message is for the player. */
export class Refused extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export class Api {
  constructor(readonly session: string, readonly instance: string, readonly locale: string) {}

  static async signIn(code: string): Promise<SignedIn> {
    return answer(await fetch("/api/token", {
      method: "POST",
      headers: { "content-type": "application/json", "x-konane-locale": navigator.language },
      body: JSON.stringify({ code }),
    }));
  }

  offered(): Promise<Offered> {
    return this.call("GET", "");
  }

  game(id: number): Promise<Game> {
    return this.call("GET", `/games/${id}`);
  }

  play(game: Game, move: string): Promise<Game> {
    return this.call("POST", `/games/${game.id}/moves`, { ply: game.ply, move });
  }

  /** One of the game's `actions`; a rematch answers with the new game. */
  act(game: Game, action: string, body: object = {}): Promise<Game> {
    return this.call("POST", `/games/${game.id}/${action}`, body);
  }

  review(game: Game, action: "hint" | "analysis"): Promise<Review> {
    return this.call("POST", `/games/${game.id}/${action}`, {});
  }

  /** Challenges someone in the Activity, or plays the bot (`bot`); live on the clock if `time` (`3+2`) is given. */
  start(opponent: string, time: string | null): Promise<Game> {
    return this.call("POST", "/games", time ? { opponent, time } : { opponent });
  }

  /** Today's puzzle of the page's server, and the viewer's attempt. */
  puzzle(): Promise<Puzzle> {
    return this.call("GET", "/puzzle");
  }

  /** An answer to the puzzle at the position shown; the attempt after the solver's reply. */
  answerPuzzle(puzzle: Puzzle, move: string): Promise<Puzzle> {
    return this.call("POST", "/puzzle", { move, day: puzzle.day, ply: puzzle.ply });
  }

  /** Calls `show` with the game each time it changes, until `stop` is called. */
  watch(id: number, show: (game: Game) => void): () => void {
    let socket: WebSocket | null = null;
    let stopped = false;
    const open = () => {
      const scheme = location.protocol === "https:" ? "wss:" : "ws:";
      socket = new WebSocket(`${scheme}//${location.host}/api/live`);
      socket.onopen = () =>
        socket?.send(JSON.stringify({ session: this.session, instance: this.instance, game: id, locale: this.locale }));
      socket.onmessage = (event) => show(JSON.parse(event.data) as Game);
      // The bot restarted, or the network dropped: open again shortly. A
      // view refused (4403: signed out, left the Activity) stays closed.
      socket.onclose = (event) => {
        if (!stopped && event.code !== 4403) setTimeout(open, 1000);
      };
    };
    open();
    return () => {
      stopped = true;
      socket?.close();
    };
  }

  private async call<T>(method: string, rest: string, body?: unknown): Promise<T> {
    const response = await fetch(`/api/instances/${encodeURIComponent(this.instance)}${rest}`, {
      method,
      headers: {
        authorization: `Bearer ${this.session}`,
        "x-konane-locale": this.locale,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return answer(response);
  }
}

async function answer<T>(response: Response): Promise<T> {
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Refused(response.status, body?.message ?? response.statusText);
  return body as T;
}

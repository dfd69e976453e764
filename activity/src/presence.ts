// Rich presence: what the player does on the page, shown on their Discord
// profile under "Playing Kōnane" ("Your move against Bob", "Watching Kai vs
// Lani"), and nothing once the page closes.

import type { Game } from "./api";
import type { Words } from "./words";

export interface Activity {
  type: number;
  details: string;
}
export type SetActivity = (args: { activity: Activity | null }) => Promise<unknown>;

/** Says what the page shows now: a game, today's puzzle, or the list (`null`). */
export type Shown = (game: Game | "puzzle" | null) => void;

/** Type 0 is "Playing": the profile reads "Playing Kōnane", then the details. */
const PLAYING = 0;

export function presence(setActivity: SetActivity, words: Words): Shown {
  let said = "";
  // A presence Discord refuses (an older client, no scope) costs the player nothing.
  const send = (activity: Activity | null) => setActivity({ activity }).catch(() => undefined);
  window.addEventListener("pagehide", () => {
    said = "";
    send(null);
  });
  return (game) => {
    const details = describe(words, game);
    if (details === said) return;
    said = details;
    send({ type: PLAYING, details });
  };
}

function describe(words: Words, game: Game | "puzzle" | null): string {
  if (game === null) return words.text("activity-presence-choosing");
  if (game === "puzzle") return words.text("activity-presence-puzzle");
  const names = { black: game.black?.name ?? "?", white: game.white?.name ?? "?" };
  if (game.status !== "active" && game.status !== "challenge") return words.text("activity-presence-reviewing", names);
  if (game.you && game.to_move) {
    const opponent = game.you === "black" ? names.white : names.black;
    const id = game.to_move === game.you ? "activity-presence-your-move" : "activity-presence-playing";
    return words.text(id, { opponent });
  }
  return words.text("activity-presence-watching", names);
}

// Who is in the Activity, as Discord's client says: their avatars (through
// the URL mapping `/cdn` → cdn.discordapp.com, which the operator's guide
// names) and their names as the chat shows them, for players the bot has no
// name for yet.

import type { Game } from "./api";
import type { Words } from "./words";

export interface Participant {
  id: string;
  username: string;
  global_name?: string | null;
  nickname?: string;
  avatar?: string | null;
}

export class People {
  private readonly byId = new Map<string, Participant>();

  update(participants: Participant[]) {
    this.byId.clear();
    for (const p of participants) this.byId.set(p.id, p);
  }

  /** A user's avatar: their own if they are here, else Discord's default for their id. */
  avatar(id: string): string {
    const hash = this.byId.get(id)?.avatar;
    if (hash) return `/cdn/avatars/${id}/${hash}.png?size=64`;
    // Discord's default avatars are chosen by the id: (id >> 22) mod 6.
    const index = /^\d+$/.test(id) ? Number((BigInt(id) >> 22n) % 6n) : 0;
    return `/cdn/embed/avatars/${index}.png`;
  }

  /** A user's name as the chat shows it here (nickname, then display name), if they are here. */
  name(id: string): string | null {
    const p = this.byId.get(id);
    return p ? (p.nickname || p.global_name || p.username) : null;
  }
}

/** The players' row above the board: each one's avatar and name. */
export function playersRow(host: HTMLElement, game: Game, people: People, words: Words) {
  const unknown = words.text("activity-player");
  host.replaceChildren();
  for (const colour of ["black", "white"] as const) {
    const player = game[colour];
    if (!player) continue;
    const chip = document.createElement("span");
    chip.className = `player player-${colour}`;
    chip.dataset.id = player.id;
    const avatar = document.createElement("img");
    avatar.className = "avatar";
    avatar.alt = "";
    avatar.width = avatar.height = 24;
    avatar.src = people.avatar(player.id);
    const name = document.createElement("span");
    name.className = "name";
    name.textContent = player.name === unknown ? (people.name(player.id) ?? unknown) : player.name;
    chip.append(avatar, name);
    host.append(chip);
  }
}

/** Who is in the Activity, as the stand-in client of a test page is told (`id:avatar:nickname,…`). */
export function mockParticipants(text: string | null): Participant[] {
  return (text ?? "")
    .split(",")
    .filter((part) => part.length > 0)
    .map((part) => {
      const [id = "", avatar = "", nickname = ""] = part.split(":");
      return { id, username: nickname || id, avatar: avatar || null, nickname: nickname || undefined };
    });
}

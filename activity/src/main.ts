// The Activity's page: signs in through Discord's client, then shows the
// game of the place it was opened in (a game's thread), or the player's
// games and the place's games to watch. Every action is one call to the
// bot's API; the board follows the game live, whoever moves.

import { DiscordSDK, DiscordSDKMock } from "@discord/embedded-app-sdk";
import { Api, type Game, Refused } from "./api";
import { Board } from "./board";
import { Words } from "./words";

const app = document.getElementById("app") as HTMLElement;

interface Client {
  sdk: DiscordSDK | DiscordSDKMock;
  instance: string;
}

/** Discord's client around the page; outside it, a stand-in a test page sets up. */
function client(clientId: string): Client | null {
  const params = new URLSearchParams(location.search);
  if (params.has("frame_id")) {
    const sdk = new DiscordSDK(clientId);
    return { sdk, instance: sdk.instanceId };
  }
  const code = params.get("mock_code");
  const instance = params.get("instance_id");
  if (!code || !instance) return null;
  const sdk = new DiscordSDKMock(clientId, params.get("guild_id"), params.get("channel_id"), null);
  sdk._updateCommandMocks({ authorize: async () => ({ code }) });
  return { sdk, instance };
}

async function main() {
  const config = (await (await fetch("/api/config")).json()) as { client_id: string };
  const discord = client(config.client_id);
  if (!discord) {
    const words = await Words.load(navigator.language);
    app.textContent = words.text("activity-outside-discord");
    return;
  }
  await discord.sdk.ready();
  const { code } = await discord.sdk.commands.authorize({
    client_id: config.client_id,
    response_type: "code",
    prompt: "none",
    scope: ["identify"],
  });
  const signedIn = await Api.signIn(code);
  await discord.sdk.commands.authenticate({ access_token: signedIn.access_token });
  const words = await Words.load(signedIn.user.locale);
  document.documentElement.lang = signedIn.user.locale;
  const api = new Api(signedIn.session, discord.instance, signedIn.user.locale);
  const offered = await api.offered();
  if (offered.here) showGame(api, words, offered.here);
  else showList(api, words);
}

async function showList(api: Api, words: Words) {
  const offered = await api.offered();
  app.replaceChildren();
  const section = (title: string, games: Game[]) => {
    if (games.length === 0) return;
    const heading = document.createElement("h2");
    heading.textContent = title;
    const list = document.createElement("ul");
    for (const game of games) {
      const item = document.createElement("li");
      const open = document.createElement("button");
      open.textContent = `#${game.id} ${matchUp(words, game)}`;
      if (game.you && game.you === game.to_move) open.classList.add("your-move");
      open.addEventListener("click", () => showGame(api, words, game));
      item.append(open);
      list.append(item);
    }
    app.append(heading, list);
  };
  section(words.text("activity-your-games"), offered.mine);
  section(words.text("activity-to-watch"), offered.watch);
  if (offered.mine.length === 0 && offered.watch.length === 0) {
    const none = document.createElement("p");
    none.textContent = words.text("activity-no-games");
    app.append(none);
  }
}

function matchUp(words: Words, game: Game) {
  return words.text("activity-vs", { black: game.black?.name ?? "?", white: game.white?.name ?? "?" });
}

function showGame(api: Api, words: Words, first: Game) {
  app.replaceChildren();
  const back = document.createElement("button");
  back.textContent = words.text("activity-back");
  const title = document.createElement("h1");
  const status = document.createElement("p");
  status.setAttribute("role", "status");
  const problem = document.createElement("p");
  problem.setAttribute("role", "alert");
  problem.className = "problem";
  const resign = document.createElement("button");
  resign.textContent = words.text("button-resign");
  resign.className = "resign";
  const boardHost = document.createElement("div");
  app.append(back, title, status, boardHost, problem, resign);
  let current = first;
  const board = new Board(
    boardHost,
    {
      square: (square, stone) => words.text("activity-square", { square, stone: stone ?? "none" }),
      destination: (square) => words.text("activity-jump-to", { square }),
    },
    async (move) => {
      problem.textContent = "";
      try {
        show(await api.play(current, move.text));
      } catch (e) {
        problem.textContent = e instanceof Refused ? e.message : String(e);
      }
    },
  );
  const show = (game: Game) => {
    if (game.id !== current.id || game.ply < current.ply) return;
    current = game;
    title.textContent = matchUp(words, game);
    status.textContent = describe(words, game);
    resign.hidden = !(game.you && game.to_move);
    board.show(game);
  };
  const stop = api.watch(first.id, show);
  back.addEventListener("click", () => {
    stop();
    showList(api, words);
  });
  resign.addEventListener("click", async () => {
    try {
      show(await api.resign(current));
    } catch (e) {
      problem.textContent = e instanceof Refused ? e.message : String(e);
    }
  });
  show(first);
}

function describe(words: Words, game: Game): string {
  const name = (colour: "black" | "white" | null) =>
    (colour === "black" ? game.black?.name : colour === "white" ? game.white?.name : null) ?? "?";
  const parts: string[] = [];
  if (game.winner) parts.push(words.text("activity-wins", { player: name(game.winner) }));
  else if (game.to_move === game.you && game.you) parts.push(words.text("activity-your-move"));
  else if (game.to_move) parts.push(words.text("activity-to-move", { player: name(game.to_move) }));
  const captured = game.captured.black + game.captured.white;
  if (captured > 0) parts.push(words.text("activity-captured", { count: captured }));
  return parts.join(" · ");
}

main().catch((e) => {
  app.textContent = e instanceof Refused ? e.message : String(e);
});

// The Activity's page: signs in through Discord's client, then shows the
// game of the place it was opened in (a game's thread), or the player's
// games and the place's games to watch. Every action is one call to the
// bot's API; the board follows the game live, whoever moves.

import { DiscordSDK, DiscordSDKMock } from "@discord/embedded-app-sdk";
import { Api, type Game, type Offered, Refused } from "./api";
import { matchUp, showGame } from "./game";
import { People, mockParticipants } from "./people";
import { type SetActivity, type Shown, presence } from "./presence";
import { showPuzzle } from "./puzzle";
import { Words } from "./words";

const app = document.getElementById("app") as HTMLElement;

/** The live time controls offered (minutes + seconds a move), as the chat suggests them. */
const TIME_CONTROLS = ["1+0", "3+2", "5+3", "10+5"];

interface Client {
  sdk: DiscordSDK | DiscordSDKMock;
  instance: string;
}

/** What the page has to hand: the API, its words, Discord's client, and where it says what it shows. */
interface Page {
  api: Api;
  words: Words;
  discord: Client;
  shown: Shown;
  /** Who is in the Activity: avatars, and names the bot doesn't know. */
  people: People;
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
  // The stand-in keeps the calls the page makes of Discord, for the tests to read.
  const calls: unknown[][] = [];
  Object.assign(window, { konaneSdkCalls: calls });
  sdk._updateCommandMocks({
    authorize: async () => ({ code }),
    setActivity: (async (args: unknown) => {
      calls.push(["setActivity", args]);
      return null;
    }) as never,
    openInviteDialog: async () => {
      calls.push(["openInviteDialog"]);
      return null;
    },
    getInstanceConnectedParticipants: (async () => {
      calls.push(["getInstanceConnectedParticipants"]);
      return { participants: mockParticipants(params.get("mock_participants")) };
    }) as never,
  });
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
    // Rich presence needs the second: what the player does shows on their profile.
    scope: ["identify", "rpc.activities.write"],
  });
  const signedIn = await Api.signIn(code);
  await discord.sdk.commands.authenticate({ access_token: signedIn.access_token });
  const words = await Words.load(signedIn.user.locale);
  document.documentElement.lang = signedIn.user.locale;
  const api = new Api(signedIn.session, discord.instance, signedIn.user.locale);
  const setActivity = (args: Parameters<SetActivity>[0]) => discord.sdk.commands.setActivity(args as never);
  const page: Page = { api, words, discord, shown: presence(setActivity, words), people: new People() };
  await lookAround(page);
  const offered = await api.offered();
  if (offered.here) open(page, offered.here);
  else showList(page);
}

/** Opens `game`, with a way back to the list. */
function open(page: Page, game: Game) {
  showGame(app, page.api, page.words, game, () => showList(page), page.shown, page.people);
}

/** How often the list asks again: it follows the games as they move. */
const LIST_REFRESH_MS = 5000;

/** Asks Discord's client who is in the Activity now (nobody, if it won't say). */
async function lookAround(page: Page) {
  try {
    const { participants } = await page.discord.sdk.commands.getInstanceConnectedParticipants();
    page.people.update(participants);
  } catch {
    // Avatars fall back to Discord's defaults, names to the bot's.
  }
}

async function showList(page: Page) {
  const { api, words } = page;
  page.shown(null);
  await lookAround(page);
  const offered = await api.offered();
  app.replaceChildren();
  const problem = document.createElement("p");
  problem.setAttribute("role", "alert");
  problem.className = "problem";
  const lists = document.createElement("div");
  lists.className = "lists";
  app.append(lists);
  const refused = (e: unknown) => {
    problem.textContent = e instanceof Refused ? e.message : String(e);
  };
  showLists(page, lists, offered, refused);
  // The lobby keeps up by itself while shown: new challenges, the latest moves first.
  const timer = setInterval(() => {
    if (!lists.isConnected) return clearInterval(timer);
    api.offered().then((fresh) => lists.isConnected && showLists(page, lists, fresh, refused), refused);
  }, LIST_REFRESH_MS);
  // A game started here: against the bot, or someone in the Activity too.
  const heading = document.createElement("h2");
  heading.textContent = words.text("activity-start");
  const starts = document.createElement("ul");
  starts.className = "starts";
  // Correspondence by default, as in the chat; or live on a clock.
  const timeLabel = document.createElement("label");
  timeLabel.textContent = `${words.text("activity-time-control")} `;
  const time = document.createElement("select");
  time.className = "time-control";
  for (const [value, label] of [["", words.text("activity-correspondence")], ...TIME_CONTROLS.map((c) => [c, c])]) {
    const option = document.createElement("option");
    option.value = value;
    option.textContent = label;
    time.append(option);
  }
  timeLabel.append(time);
  const start = (label: string, opponent: string) => {
    const item = document.createElement("li");
    const button = document.createElement("button");
    button.textContent = label;
    button.dataset.opponent = opponent;
    button.addEventListener("click", () => {
      problem.textContent = "";
      api.start(opponent, time.value || null).then((game) => open(page, game), refused);
    });
    item.append(button);
    starts.append(item);
  };
  if (offered.bot) start(words.text("activity-play-bot"), "bot");
  for (const person of offered.people) start(words.text("activity-challenge", { player: person.name }), person.id);
  if (starts.childElementCount > 0) app.append(heading, timeLabel);
  // Anyone may be asked in: whoever joins can be challenged from here.
  const invite = document.createElement("button");
  invite.className = "invite";
  invite.textContent = words.text("activity-invite");
  invite.addEventListener("click", () => {
    page.discord.sdk.commands.openInviteDialog().catch(refused);
  });
  app.append(starts, invite);
  // The server's puzzle of the day (a server's: none in a direct message).
  if (offered.puzzle) {
    const puzzle = document.createElement("button");
    puzzle.className = "puzzle";
    puzzle.textContent = words.text("activity-puzzle");
    puzzle.addEventListener("click", () => showPuzzle(app, api, words, () => showList(page), page.shown).catch(refused));
    app.append(puzzle);
  }
  app.append(problem);
}

/** The games offered: the viewer's, the open challenges here (accepted in one tap), and the games to watch. */
function showLists(page: Page, host: HTMLElement, offered: Offered, refused: (e: unknown) => void) {
  const { api, words } = page;
  host.replaceChildren();
  const section = (title: string, games: Game[], accept = false) => {
    if (games.length === 0) return;
    const heading = document.createElement("h2");
    heading.textContent = title;
    const list = document.createElement("ul");
    for (const game of games) {
      const item = document.createElement("li");
      const button = document.createElement("button");
      button.textContent = `#${game.id} ${matchUp(words, game)}${game.clock ? ` · ${game.clock.control}` : ""}`;
      const yours = (game.you && game.you === game.to_move) || game.actions.includes("accept");
      if (yours) button.classList.add("your-move");
      button.addEventListener("click", () => open(page, game));
      item.append(button);
      if (accept && game.actions.includes("accept")) {
        const take = document.createElement("button");
        take.className = "accept";
        take.dataset.game = String(game.id);
        take.textContent = words.text("button-accept");
        take.addEventListener("click", () => api.act(game, "accept").then((started) => open(page, started), refused));
        item.append(" ", take);
      }
      list.append(item);
    }
    host.append(heading, list);
  };
  section(words.text("activity-your-games"), offered.mine);
  section(words.text("activity-open-challenges"), offered.open, true);
  section(words.text("activity-to-watch"), offered.watch);
  if (offered.mine.length === 0 && offered.watch.length === 0 && offered.open.length === 0) {
    const none = document.createElement("p");
    none.textContent = words.text("activity-no-games");
    host.append(none);
  }
}

main().catch((e) => {
  app.textContent = e instanceof Refused ? e.message : String(e);
});

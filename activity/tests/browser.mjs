// Drives the Activity's page in headless Chromium (Debian's, through
// playwright-core: no browser download) for tests/discord_e2e/browser.rs.
// The Rust test says what to do, a line at a time on stdin; each line is
// answered with one line on stdout: "ok ..." or "error ...".
//
//   open NAME CODE INSTANCE CHANNEL GUILD [PEOPLE]
//                                           a page for a player, signed in; PEOPLE who Discord's client
//                                           says is in the Activity (id:avatar:nickname,…)
//   discord NAME CODE INSTANCE CHANNEL GUILD
//                                           the page inside a stand-in Discord client that answers the
//                                           SDK's own postMessage RPC (not the SDK's mock)
//   rpc NAME                                the commands that client was sent, as JSON [{cmd, args}]
//   click NAME                              a move by clicks (a stone, then a stop)
//   keys NAME                               a move by the keyboard alone
//   ply NAME N [MS]                         wait (1 s, or MS) until the page shows ply N
//   act NAME ACTION [I]                     click an action's button (its I-th, from 0)
//   text NAME WORDS...                      wait until the page says WORDS
//   start NAME OPPONENT [TIME]              start a game from the list (an id, or "bot"), live if TIME (3+2)
//   clocks NAME                             a live game's clocks as shown: "BLACK_MS WHITE_MS RUNNING"
//   sdk NAME                                the calls the page made of Discord's client (JSON)
//   invite NAME                             press Invite a friend
//   leave NAME                              the page closes (its pagehide)
//   calm NAME                               the page as for a player who asked for reduced motion
//   animated NAME                           whether the last move shown was played out ("1") or not ("0")
//   mute NAME                               press the sound switch: whether it is now muted
//   kept NAME                               what the page keeps for next time: its mute switch
//   step NAME KEY                           press KEY off the board (a review's step): the ply shown
//   link NAME N                             press move N in a review's move list: the ply shown
//   rows NAME                               the stones shown, as position text's rows (x black, o white)
//   verdict NAME                            a review's verdict once in: "WINNER BEST BLUNDERS" (- for none;
//                                           BEST the drawn move, BLUNDERS the plies marked, by commas)
//   back NAME                               back to the list of games
//   accept NAME GAME                        accept open challenge GAME from the list in one tap (once listed)
//   puzzle NAME                             open today's puzzle from the list: "STATUS ply N"
//   players NAME                            the players above the board: "AVATAR NAME|AVATAR NAME"
//   answer NAME FROM TO                     a puzzle's move by clicks, from a stone to a stop: "STATUS ply N"
//   drawn NAME                              the move drawn on the board as advice (a refutation), or -
//   pick NAME ID                            open game ID from the list
//   phone NAME                              the page at a phone's size: fits
//   shot NAME FILE                          a screenshot
//   timed NAME CODE INSTANCE CHANNEL GUILD  a fresh page (a cold cache): ms until a stone takes a click
//   quit

import { execFileSync } from "node:child_process";
import readline from "node:readline";
import { chromium } from "playwright-core";

const base = process.env.KONANE_ACTIVITY_URL;
const executablePath = execFileSync("sh", ["-c", "command -v chromium || command -v chromium-browser"])
  .toString()
  .trim();
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox"] });
const pages = new Map();
/** Stand-in Discord clients, by the name of the page they hold. */
const clients = new Map();

async function plyOf(page) {
  return Number(await page.locator("svg.board").getAttribute("data-ply"));
}

/** After a stone is picked: its stops lit, or (a removal) the move played. */
async function picked(page, before) {
  await page.locator(`svg.board[data-ply="${before + 1}"], svg.board .stop`).first().waitFor();
  return (await plyOf(page)) === before;
}

/** A stand-in for Discord's client: the page in its frame, every RPC command answered and kept. */
function discordClient(code, instance, channel, guild) {
  const query = new URLSearchParams({ frame_id: "f1", instance_id: instance, platform: "desktop", guild_id: guild, channel_id: channel });
  return `<!doctype html><html><body style="margin:0">
<iframe id="activity" style="width:900px;height:780px;border:0" src="/?${query}"></iframe>
<script>
const calls = [];
window.rpcCalls = calls;
const frame = document.getElementById("activity");
const send = (payload) => frame.contentWindow.postMessage([1, payload], location.origin);
const user = { id: "0", username: "someone", discriminator: "0", avatar: null, public_flags: 0, global_name: null };
const answers = {
  AUTHORIZE: () => ({ code: ${JSON.stringify(code)} }),
  AUTHENTICATE: (args) => ({
    access_token: args.access_token, user, scopes: ["identify", "rpc.activities.write"],
    expires: "2100-01-01T00:00:00Z", application: { id: "1", name: "Kōnane", description: "", icon: null },
  }),
  SET_ACTIVITY: (args) => ({ name: "Kōnane", type: (args.activity && args.activity.type) || 0 }),
  GET_ACTIVITY_INSTANCE_CONNECTED_PARTICIPANTS: () => ({ participants: [] }),
  SUBSCRIBE: (args) => ({ evt: args.event || "" }),
};
addEventListener("message", (event) => {
  if (event.origin !== location.origin || !Array.isArray(event.data)) return;
  const [opcode, payload] = event.data;
  if (opcode === 0) {
    const config = { cdn_host: "cdn.discordapp.com", api_endpoint: "//discord.com/api", environment: "production" };
    send({ cmd: "DISPATCH", evt: "READY", nonce: null, data: { v: 1, config } });
    return;
  }
  if (opcode !== 1) return;
  if (payload.cmd !== "CAPTURE_LOG") calls.push({ cmd: payload.cmd, args: payload.args });
  const answer = answers[payload.cmd];
  send({ cmd: payload.cmd, evt: null, nonce: payload.nonce, data: answer ? answer(payload.args || {}) : null });
});
</script></body></html>`;
}

async function puzzleState(page) {
  return `${await page.locator("#app").getAttribute("data-puzzle")} ply ${await plyOf(page)}`;
}

const commands = {
  async open(name, code, instance, channel, guild, people = "") {
    const context = await browser.newContext({ viewport: { width: 900, height: 800 } });
    const page = await context.newPage();
    page.on("pageerror", (e) => console.error(`[${name}] ${e}`));
    const query = new URLSearchParams({
      mock_code: code,
      instance_id: instance,
      channel_id: channel,
      guild_id: guild,
      mock_participants: people,
    });
    await page.goto(`${base}/?${query}`);
    // A game's place shows its board; any other place, the list.
    await page.locator("svg.board, ul.starts").first().waitFor();
    pages.set(name, page);
    return (await page.locator("svg.board").count()) > 0 ? `ply ${await plyOf(page)}` : "list";
  },
  async discord(name, code, instance, channel, guild) {
    const context = await browser.newContext({ viewport: { width: 900, height: 800 } });
    const client = await context.newPage();
    client.on("pageerror", (e) => console.error(`[${name}] ${e}`));
    const url = `${base}/__discord_client`;
    await client.route(url, (route) => route.fulfill({ contentType: "text/html", body: discordClient(code, instance, channel, guild) }));
    await client.goto(url);
    const frame = client.frameLocator("#activity");
    await frame.locator("svg.board, ul.starts").first().waitFor();
    clients.set(name, client);
    // The page's own frame answers the other commands as a page does.
    pages.set(name, client.frames().find((f) => f !== client.mainFrame()));
    return (await frame.locator("svg.board").count()) > 0 ? `ply ${await plyOf(pages.get(name))}` : "list";
  },
  async rpc(name) {
    return JSON.stringify(await clients.get(name).evaluate(() => window.rpcCalls));
  },
  async timed(name, code, instance, channel, guild) {
    const context = await browser.newContext({ viewport: { width: 900, height: 800 } });
    const page = await context.newPage();
    const query = new URLSearchParams({ mock_code: code, instance_id: instance, channel_id: channel, guild_id: guild });
    const started = performance.now();
    await page.goto(`${base}/?${query}`);
    await page.locator("svg.board .playable").first().waitFor();
    const ms = performance.now() - started;
    await context.close();
    return `ms ${ms.toFixed(1)}`;
  },
  async act(name, action, index = "0") {
    await pages.get(name).locator(`.actions [data-action="${action}"]`).nth(Number(index)).click();
    return action;
  },
  async text(name, ...words) {
    const wanted = words.join(" ");
    await pages.get(name).locator("main", { hasText: wanted }).waitFor({ timeout: 5000 });
    return "seen";
  },
  async start(name, opponent, time = "") {
    const page = pages.get(name);
    await page.locator("select.time-control").selectOption(time);
    await page.locator(`ul.starts button[data-opponent="${opponent}"]`).click();
    await page.locator("svg.board").waitFor();
    return `ply ${await plyOf(page)}`;
  },
  async clocks(name) {
    const page = pages.get(name);
    await page.locator(".clocks:not([hidden]) .clock-black[data-ms]").waitFor({ timeout: 5000 });
    const read = (colour) => page.locator(`.clocks .clock-${colour}`).getAttribute("data-ms");
    const runs = page.locator(".clocks .running");
    const running = (await runs.count()) > 0 ? (await runs.getAttribute("class")).match(/clock-(\w+)/)[1] : "none";
    return `${await read("black")} ${await read("white")} ${running}`;
  },
  async sdk(name) {
    return JSON.stringify(await pages.get(name).evaluate(() => window.konaneSdkCalls));
  },
  async invite(name) {
    await pages.get(name).locator("button.invite").click();
    return "invited";
  },
  async leave(name) {
    await pages.get(name).evaluate(() => window.dispatchEvent(new Event("pagehide")));
    return "left";
  },
  async calm(name) {
    await pages.get(name).emulateMedia({ reducedMotion: "reduce" });
    return "calm";
  },
  async animated(name) {
    return pages.get(name).locator("svg.board").getAttribute("data-animated");
  },
  async mute(name) {
    const page = pages.get(name);
    await page.locator("button.mute").click();
    return page.locator("button.mute").getAttribute("aria-pressed");
  },
  async kept(name) {
    return pages.get(name).evaluate(() => localStorage.getItem("konane-muted"));
  },
  async step(name, key) {
    const page = pages.get(name);
    await page.locator("h1").click();
    await page.keyboard.press(key);
    return `ply ${await plyOf(page)}`;
  },
  async link(name, n) {
    const page = pages.get(name);
    await page.locator(`.review-steps .moves button[data-ply="${n}"]`).click();
    return `ply ${await plyOf(page)}`;
  },
  async rows(name) {
    return pages.get(name).locator("svg.board").evaluate((svg) =>
      [...svg.querySelectorAll("[role=row]")]
        .map((row) =>
          [...row.querySelectorAll("[role=gridcell]")]
            .map((cell) => (cell.querySelector(".stone.black") ? "x" : cell.querySelector(".stone.white") ? "o" : "."))
            .join(""),
        )
        .join("/"),
    );
  },
  async verdict(name) {
    const page = pages.get(name);
    const verdict = page.locator(".review-steps .verdict");
    await page.locator(".review-steps .verdict:not(:empty)").waitFor({ timeout: 10000 });
    const best = await page.locator("svg.board").getAttribute("data-best");
    const blunders = await page
      .locator(".review-steps .moves button.blunder")
      .evaluateAll((marked) => marked.map((b) => b.dataset.ply).join(","));
    return `${(await verdict.getAttribute("data-winner")) || "-"} ${best || "-"} ${blunders || "-"}`;
  },
  async accept(name, game) {
    const page = pages.get(name);
    // The list asks again every five seconds: the challenge shows within that.
    await page.locator(`.lists button.accept[data-game="${game}"]`).click({ timeout: 15000 });
    await page.locator("svg.board").waitFor();
    return `ply ${await plyOf(page)}`;
  },
  async players(name) {
    return pages.get(name).locator(".players .player").evaluateAll((chips) =>
      chips.map((c) => `${c.querySelector("img.avatar").getAttribute("src")} ${c.querySelector(".name").textContent}`).join("|"),
    );
  },
  async puzzle(name) {
    const page = pages.get(name);
    await page.locator("button.puzzle").click();
    await page.locator("#app[data-puzzle] svg.board").waitFor();
    return puzzleState(page);
  },
  async answer(name, from, to) {
    const page = pages.get(name);
    const before = await plyOf(page);
    await page.locator(`svg.board [data-square="${from}"]`).click();
    await page.locator(`svg.board [data-square="${to}"]:has(.stop)`).click();
    await page.waitForFunction((ply) => document.querySelector("svg.board")?.getAttribute("data-ply") !== String(ply), before);
    return puzzleState(page);
  },
  async drawn(name) {
    return (await pages.get(name).locator("svg.board").getAttribute("data-best")) || "-";
  },
  async back(name) {
    const page = pages.get(name);
    await page.locator("button.back").click();
    await page.locator("ul.starts").waitFor();
    return "list";
  },
  async pick(name, id) {
    const page = pages.get(name);
    await page.locator("li button", { hasText: `#${id} ` }).first().click();
    await page.locator("svg.board").waitFor();
    return `ply ${await plyOf(page)}`;
  },
  async click(name) {
    const page = pages.get(name);
    const before = await plyOf(page);
    await page.locator("svg.board .playable").first().click();
    // A jump's stone offers its stops; a removal is played at once.
    if (await picked(page, before)) {
      await page.locator("svg.board [role=gridcell]:has(.stop)").first().click();
    }
    await page.locator(`svg.board[data-ply="${before + 1}"]`).waitFor();
    return `ply ${before + 1}`;
  },
  async keys(name) {
    const page = pages.get(name);
    const before = await plyOf(page);
    const target = await page.locator("svg.board .playable").first().getAttribute("data-square");
    await page.locator('svg.board [role=gridcell][tabindex="0"]').focus();
    // From the focused square, arrows to the stone, Enter, then to a stop.
    const walk = async (to) => {
      for (let i = 0; i < 40; i++) {
        const at = await page.evaluate(() => document.activeElement?.getAttribute("data-square"));
        if (at === to) return;
        const [f, r] = [at.charCodeAt(0) - to.charCodeAt(0), Number(at.slice(1)) - Number(to.slice(1))];
        await page.keyboard.press(f > 0 ? "ArrowLeft" : f < 0 ? "ArrowRight" : r > 0 ? "ArrowDown" : "ArrowUp");
      }
      throw new Error(`could not walk to ${to}`);
    };
    await walk(target);
    await page.keyboard.press("Enter");
    if (await picked(page, before)) {
      const stop = await page.locator("svg.board [role=gridcell]:has(.stop)").first().getAttribute("data-square");
      await walk(stop);
      await page.keyboard.press("Enter");
    }
    await page.locator(`svg.board[data-ply="${before + 1}"]`).waitFor();
    return `ply ${before + 1}`;
  },
  async ply(name, n, ms = "1000") {
    await pages.get(name).locator(`svg.board[data-ply="${n}"]`).waitFor({ timeout: Number(ms) });
    return `ply ${n}`;
  },
  async phone(name) {
    const page = pages.get(name);
    await page.setViewportSize({ width: 390, height: 844 });
    const box = await page.locator("svg.board").boundingBox();
    const fits = box && box.x >= 0 && box.x + box.width <= 390 && box.width > 300;
    if (!fits) throw new Error(`the board does not fit a phone: ${JSON.stringify(box)}`);
    return `width ${Math.round(box.width)}`;
  },
  async shot(name, file) {
    await pages.get(name).screenshot({ path: file, fullPage: true });
    return file;
  },
  async labels(name) {
    const labels = await pages.get(name).locator("svg.board [role=gridcell]").evaluateAll(
      (cells) => cells.map((c) => c.getAttribute("aria-label")),
    );
    if (labels.some((l) => !l)) throw new Error("a square without a label");
    return labels.slice(0, 2).join(" | ");
  },
};

const lines = readline.createInterface({ input: process.stdin });
console.log("ok ready");
for await (const line of lines) {
  const [command, ...args] = line.trim().split(/\s+/);
  if (command === "quit") break;
  try {
    console.log(`ok ${await commands[command](...args)}`);
  } catch (e) {
    console.log(`error ${String(e).replace(/\s+/g, " ")}`);
  }
}
await browser.close();

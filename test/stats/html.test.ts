// `stats --format html` in a real headless Chromium: the page shows the report's own numbers (read from
// the DOM and compared with the report it was made from), its headers sort its tables, it loads nothing, runs
// nothing a project name says, and draws something at desktop and phone widths.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import chromium from "@sparticuz/chromium";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { summarizePresets } from "../../src/extract/choose.js";
import { statsHtml } from "../../src/stats/html.js";
import type { RoleStats, ScopeStats, StatsReport } from "../../src/stats/types.js";
import { fixture, parseJson, run } from "../cli/run.js";
import { readPng } from "../helpers/png.js";
import { emptyReport, HOSTILE, hostileReport, oneRoleReport, sampleReport } from "./report.js";

let browser: Browser;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "summarylint-html-"));
  browser = await puppeteer.launch({ executablePath: await chromium.executablePath(), args: chromium.args, headless: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

interface Opened {
  page: Page;
  /** Requests other than the page's own file (and data: URLs): each was blocked, and each is a failure. */
  requests: string[];
  dialogs: string[];
  /** Script errors and console errors (a blocked script or resource shows here). */
  errors: string[];
}

let pages = 0;

/** The page from a file:// URL, as a reader opens it; any other request is blocked before it leaves. */
async function open(html: string, viewport = { width: 1280, height: 800 }): Promise<Opened> {
  const file = path.join(dir, `stats-${++pages}.html`);
  fs.writeFileSync(file, html);
  return openFile(file, viewport);
}

async function openFile(file: string, viewport = { width: 1280, height: 800 }): Promise<Opened> {
  const url = pathToFileURL(file).href;
  const page = await browser.newPage();
  const opened: Opened = { page, requests: [], dialogs: [], errors: [] };
  await page.setViewport(viewport);
  await page.setRequestInterception(true);
  page.on("request", (request) => {
    const own = request.url() === url || request.url().startsWith("data:");
    if (own) void request.continue();
    else {
      opened.requests.push(request.url());
      void request.abort();
    }
  });
  page.on("dialog", (dialog) => {
    opened.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on("pageerror", (error) => opened.errors.push(String(error)));
  page.on("console", (message) => {
    if (message.type() === "error") opened.errors.push(message.text());
  });
  await page.goto(url, { waitUntil: "load" });
  return opened;
}

/** `obj.a.b` for the path `a.b` (the page's data-stat and data-key name fields this way); null under a null (no directory). */
function at(obj: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((o, k) => (o === null ? null : (o as Record<string, unknown>)[k]), obj);
}

/** `12,345` as the page shows it, read back; a dash (no value) as null. */
function number(text: string): number | null {
  return text === "–" || text === "none" ? null : Number(text.replace(/,/g, "").replace(/%$/, ""));
}

/** Every `data-stat` number in `selector`, by its path. */
async function stats(page: Page, selector: string): Promise<Record<string, number | null>> {
  const pairs = await page.$$eval(`${selector} [data-stat]`, (els) => els.map((e) => [e.getAttribute("data-stat")!, e.textContent!] as const));
  return Object.fromEntries(pairs.map(([k, text]) => [k, number(text)]));
}

interface Cell {
  key: string;
  text: string;
  /** data-value of a numeric cell, null for a text cell. */
  value: string | null;
}

async function table(page: Page, selector: string): Promise<Cell[][]> {
  return page.$$eval(`${selector} tbody tr`, (rows) =>
    rows.map((row) => [...row.querySelectorAll("td")].map((td) => ({ key: td.dataset.key!, text: td.textContent!, value: td.getAttribute("data-value") }))),
  );
}

/** The rows of a table checked against `objects`: each cell shows (and a numeric one holds) its object's field. */
function expectTable(rows: Cell[][], objects: readonly object[], keys: string[]): void {
  expect(rows.map((r) => r.map((c) => c.key))).toEqual(objects.map(() => keys));
  rows.forEach((row, i) =>
    row.forEach((cell) => {
      const expected = at(objects[i], cell.key) as string | number | null;
      if (typeof expected === "number") {
        expect([cell.key, number(cell.text), Number(cell.value)]).toEqual([cell.key, expected, expected]);
      } else if (expected === null && cell.value !== null) {
        expect([cell.key, cell.text, cell.value]).toEqual([cell.key, "–", ""]);
      } else {
        expect([cell.key, cell.text]).toEqual([cell.key, expected ?? "–"]);
      }
    }),
  );
}

const SCOPE_STATS = [
  "actions", "missingDescriptions", "directory.tokens", "directory.characters", "cuts.truncated", "cuts.summaries",
  "cuts.charactersRemoved", "cuts.laterSentencesLost", "irreversible.kept", "irreversible.descriptions", "nearDuplicatePairs",
  "features.features", "features.before", "features.after", "fullCatalog.tools.tokens", "fullCatalog.tools.characters",
  "fullCatalog.saving.tokens", "fullCatalog.saving.characters", "fullCatalog.crossover", "fullCatalog.schemasRead",
  "fullCatalog.schemasUnreadCount",
];
/** The cards of a scope with no directory (every tool sent whole): none of the directory's size, cut or saving. */
const NO_DIRECTORY_STATS = [
  "actions", "missingDescriptions", "irreversible.descriptions", "nearDuplicatePairs", "features.features", "features.before",
  "features.after", "fullCatalog.tools.tokens", "fullCatalog.tools.characters", "fullCatalog.schemasRead", "fullCatalog.schemasUnreadCount",
];
const GROUP_KEYS = [
  "group", "actions", "directory.tokens", "directory.characters", "cuts.truncated", "cuts.charactersRemoved",
  "cuts.laterSentencesLost", "irreversible.descriptions", "irreversible.kept", "nearDuplicatePairs", "missingDescriptions",
  "fullCatalog.tools.tokens", "fullCatalog.saving.tokens", "fullCatalog.crossover",
];
const MODULE_STATS = [
  "modules", "skills", "namespaces", "toolsets", "alwaysSent.prompts.tokens", "alwaysSent.prompts.characters",
  "alwaysSent.lines.tokens", "alwaysSent.lines.characters", "listing.characters", "listing.budget", "listing.share",
  "allLoaded.tokens", "allLoaded.characters",
];
const ITEM_KEYS = ["name", "form", "group", "line.tokens", "line.characters", "loaded.tokens", "loaded.characters", "loaded.tools"];

/** Everything the page shows of `report`, checked against it: the header, every scope's cards, tables and charts. */
async function expectShows(page: Page, report: StatsReport): Promise<void> {
  const header = await stats(page, "header.page");
  expect(header).toEqual({
    ...Object.fromEntries(Object.entries(report.totals).map(([k, v]) => [`totals.${k}`, v])),
    describeRoundTokens: report.describeRoundTokens,
  });
  expect(await page.$eval("[data-field=version]", (e) => e.textContent)).toBe(report.tool.version);
  // Presets as the text format says them (per set when many packages use them).
  expect(await page.$eval("[data-field=presets]", (e) => e.textContent)).toBe(summarizePresets(report.presets));
  const factors = await page.$$eval("[data-factor]", (els) => els.map((e) => [e.getAttribute("data-factor"), e.textContent]));
  expect(factors).toEqual(Object.entries(report.tokens.factors).map(([family, f]) => [family, `×${f}`]));
  // The whole catalog has its own section unless there is one role; the second directory when there is one; the
  // clients when some text ships to one.
  const roles = report.roles.map((r, i): [string, ScopeStats, RoleStats?] => [`#role-${i}`, r, r]);
  const scopes = report.roles.length === 1 ? roles : [["#scope-total", report.total] as [string, ScopeStats], ...roles];
  const ids = [...scopes.map(([id]) => id.slice(1)), ...(report.loadedOnDemand ? ["loaded-on-demand"] : []), ...(report.clients ? ["clients"] : [])];
  expect(await page.$$eval("section.scope", (els) => els.map((e) => e.id))).toEqual(ids);
  for (const [id, scope, role] of scopes) {
    expect(await stats(page, id)).toEqual(Object.fromEntries((scope.directory === null ? NO_DIRECTORY_STATS : SCOPE_STATS).map((k) => [k, at(scope, k)])));
    const { shares } = scope.features;
    expectTable(await table(page, `${id} [data-table=shares]`), shares, ["name", "characters", "share"]);
    expectTable(await table(page, `${id} [data-table=longest]`), scope.longest, ["name", "characters"]);
    // A role's groups are a table when there are two or more.
    expectTable(await table(page, `${id} [data-table=groups]`), role && role.groups.length > 1 ? role.groups : [], GROUP_KEYS);
    const bars = await page.$$eval(`${id} .bars li:not(.rest)`, (els) =>
      els.map((li) => [li.querySelector(".bar-name")!.textContent, li.querySelector(".share")!.textContent, li.querySelector(".chars")!.textContent]),
    );
    expect(bars).toEqual(shares.slice(0, 12).map((s) => [s.name, `${s.share}%`, `${s.characters.toLocaleString("en-US")} characters`]));
    const columns = await page.$$eval(`${id} .histogram li`, (els) => els.map((li) => Number(li.querySelector(".count")!.textContent)));
    expect(columns).toEqual(scope.lengths.counts);
    const { cap: limit, width, counts } = scope.lengths;
    const ranges = await page.$$eval(`${id} .histogram li .sr:first-of-type`, (els) => els.map((e) => e.textContent));
    expect(ranges).toEqual(counts.map((_, i) => `${i === counts.length - 1 ? `${limit}+` : `${i * width}–${Math.min((i + 1) * width, limit) - 1}`} characters: `));
    const cap = await page.$$eval(`${id} .cap-label`, (els) => els.map((e) => [e.textContent, e.closest("li")!.dataset.bucket]));
    // The mark stands before the last column, which holds the summaries of the cap's length; no cap, no mark.
    expect(cap).toEqual(counts.length > 0 && scope.directory !== null ? [[`cap ${limit}`, String(counts.length - 1)]] : []);
    const lost = await page.$$eval(`${id} .lost .name`, (els) => els.map((e) => e.textContent));
    expect(lost).toEqual(scope.irreversible.lost);
    const unread = await page.$$eval(`${id} .unread li`, (els) => els.map((e) => e.textContent));
    expect(unread).toEqual(scope.fullCatalog.schemasUnread.map((u) => `${u.name}: ${u.reason}`));
  }
  expectTable(await table(page, "#loaded-on-demand [data-table=items]"), report.loadedOnDemand?.items ?? [], ITEM_KEYS);
  if (report.loadedOnDemand) expect(await stats(page, "#loaded-on-demand")).toEqual(Object.fromEntries(MODULE_STATS.map((k) => [k, at(report.loadedOnDemand, k)])));
}

describe("statsHtml: the clients section", () => {
  const clients = (server: string): StatsReport["clients"] => ({
    contextTokens: 200000,
    clients: [
      { client: "claude-code", label: "Claude Code", cut: { descriptions: 2, instructions: 1, charactersLost: 405, rejected: 0 }, skills: { count: 10, characters: 10101, budget: 8000, over: true, then: "drops" }, toolSearch: [{ server, tools: 3, tokens: 1428, threshold: 20000, over: false }] },
      { client: "cursor", label: "Cursor", cut: { descriptions: 0, instructions: 0, charactersLost: 0, rejected: 0 }, skills: null, toolSearch: null },
    ],
  });
  /** The cells of the clients table, row by row, as `key=shown(raw)` (no raw value: `key=shown`). */
  const cells = (html: string) =>
    [...html.matchAll(/<tr>(.*?)<\/tr>/g)]
      .filter((row) => row[1].includes("<td"))
      .map((row) => [...row[1].matchAll(/<td data-key="([^"]+)"(?: class="num" data-value="([^"]*)")?>(.*?)<\/td>/g)].map((c) => `${c[1]}=${c[3]}${c[2] ? `(${c[2]})` : ""}`).join(" "));

  it("one row per client and server: texts cut, characters lost, the skills listing, the tool definitions", () => {
    const html = statsHtml({ ...sampleReport(), clients: clients(".") });
    const section = html.slice(html.indexOf('<section class="scope" id="clients"'), html.indexOf("</section>", html.indexOf('id="clients"')));
    expect(section).toContain('<span class="n" data-stat="contextTokens">200,000</span>');
    expect(cells(section)).toEqual([
      "client=Claude Code cut=3(3) lost=405(405) skills=10,101(10101) budget=8,000(8000) server=the project tokens=1,428(1428) threshold=20,000(20000)",
      "client=Cursor cut=0(0) lost=0(0) skills=– budget=– server=– tokens=– threshold=–",
    ]);
    expect(html).toContain('<a href="#clients">Clients</a>');
  });

  it("near miss: no clients section when no text ships to a modelled client", () => {
    expect(statsHtml(sampleReport())).not.toContain('id="clients"');
  });

  it("a server's name is text, never markup", () => {
    const html = statsHtml({ ...sampleReport(), clients: clients(HOSTILE[0]) });
    expect(html).not.toMatch(/<img/i);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });
});

describe("statsHtml: the page as a file", () => {
  it("is self-contained: no src, every link a fragment of the page, no URL or import in style or script", () => {
    const html = statsHtml(sampleReport());
    expect(html).not.toMatch(/\ssrc\s*=/i);
    const hrefs = [...html.matchAll(/\shref\s*=\s*"([^"]*)"/gi)].map((m) => m[1]);
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((h) => !/^#[\w-]+$/.test(h))).toEqual([]);
    expect(html).not.toMatch(/https?:|\/\/|url\(|@import|<link|<iframe|<img/i);
  });

  it("embeds the report as JSON that reads back unchanged, with no '<' a name could end the element with", () => {
    const report = hostileReport();
    const html = statsHtml(report);
    const json = /<script type="application\/json" id="summarylint-stats">([^<]*)<\/script>/.exec(html)![1];
    expect(JSON.parse(json)).toEqual(report);
    expect(json).toContain("\\u003c/script\\u003e");
    // Every hostile text shows only as text: no tag it holds reaches the markup.
    expect(html).not.toMatch(/<(img|svg|iframe)|<script>alert|<!--/i);
  });
});

describe("statsHtml in Chromium", () => {
  it("shows the report's own numbers, loads nothing and logs no error", async () => {
    const report = sampleReport();
    const { page, requests, dialogs, errors } = await open(statsHtml(report));
    await expectShows(page, report);
    const embedded = await page.$eval("#summarylint-stats", (e) => JSON.parse(e.textContent!));
    expect(embedded).toEqual(report);
    // The largest feature's bar fills its track; the others are in proportion to their share.
    const widths = await page.$$eval("#role-0 .bars li", (els) => els.map((li) => li.querySelector(".bar")!.getBoundingClientRect().width / li.querySelector(".track")!.clientWidth));
    const shares = report.roles[0].features.shares.map((s) => s.share / report.roles[0].features.shares[0].share);
    widths.forEach((w, i) => expect(Math.abs(w - shares[i])).toBeLessThan(0.01));
    expect({ requests, dialogs, errors }).toEqual({ requests: [], dialogs: [], errors: [] });
    await page.close();
  }, 30_000);

  it("sorts a table by the header clicked, numbers as numbers, again in reverse; Enter and Space too", async () => {
    const report = sampleReport();
    report.roles[0].groups[1].fullCatalog.crossover = null;
    const { page, errors } = await open(statsHtml(report));
    const column = (key: string) => page.$$eval(`#role-0 [data-table=groups] td[data-key="${key}"]`, (els) => els.map((e) => e.textContent));
    const sortState = () => page.$$eval("#role-0 [data-table=groups] th", (els) => els.map((e) => e.getAttribute("aria-sort")).join(","));
    const groups = report.roles[0].groups;
    expect(await column("group")).toEqual(["src/accounts", "src/billing", "(ungrouped)"]);

    // Characters: 7,587 / 2,400 / 1,587, which as text would sort 1,587 < 2,400 < 7,587 too; tokens 1,769 / 560 / 369
    // sort differently as text ("1,769" < "369" < "560").
    await page.click('#role-0 [data-table=groups] th[data-key="directory.tokens"] button');
    expect(await column("group")).toEqual(["(ungrouped)", "src/billing", "src/accounts"]);
    expect(await sortState()).toBe(",,ascending,,,,,,,,,,,");
    await page.click('#role-0 [data-table=groups] th[data-key="directory.tokens"] button');
    expect(await column("group")).toEqual(["src/accounts", "src/billing", "(ungrouped)"]);
    expect(await sortState()).toBe(",,descending,,,,,,,,,,,");

    // A missing crossover sorts last both ways.
    expect(groups.map((g) => g.fullCatalog.crossover)).toEqual([9, null, 5]);
    await page.click('#role-0 [data-table=groups] th[data-key="fullCatalog.crossover"] button');
    expect(await column("group")).toEqual(["(ungrouped)", "src/accounts", "src/billing"]);
    await page.click('#role-0 [data-table=groups] th[data-key="fullCatalog.crossover"] button');
    expect(await column("group")).toEqual(["src/accounts", "(ungrouped)", "src/billing"]);

    // Text, case-insensitively, from the keyboard.
    await page.focus('#role-0 [data-table=shares] th[data-key="name"] button');
    await page.keyboard.press("Enter");
    const names = () => page.$$eval('#role-0 [data-table=shares] td[data-key="name"]', (els) => els.map((e) => e.textContent));
    expect(await names()).toEqual(["Accounts", "audit", "billing", "zones"]);
    await page.keyboard.press("Space");
    expect(await names()).toEqual(["zones", "billing", "audit", "Accounts"]);
    expect(await page.$eval("#sort-status", (e) => e.textContent)).toBe("Feature shares: sorted by Feature, descending");
    expect(errors).toEqual([]);
    await page.close();
  }, 30_000);

  it("shows hostile names as text: nothing they hold runs or loads", async () => {
    const report = hostileReport();
    const { page, requests, dialogs, errors } = await open(statsHtml(report));
    await expectShows(page, report);
    expect(await page.$eval("#role-0-title", (e) => e.textContent)).toBe(`Role ${HOSTILE[1]}`);
    const injected = await page.evaluate(() => ({
      elements: document.querySelectorAll("img, svg, iframe, [onerror], [onload], [srcdoc]").length,
      scripts: document.scripts.length,
    }));
    expect(injected).toEqual({ elements: 0, scripts: 2 });
    expect(await page.$eval("#summarylint-stats", (e) => JSON.parse(e.textContent!))).toEqual(report);
    expect({ requests, dialogs, errors }).toEqual({ requests: [], dialogs: [], errors: [] });
    await page.close();
  }, 30_000);

  it("one role: no whole-catalog section beside it; a long tail of features summed in one bar line", async () => {
    const report = oneRoleReport();
    const { page, errors } = await open(statsHtml(report));
    await expectShows(page, report);
    expect(await page.$$eval("section.scope", (els) => els.map((e) => e.id))).toEqual(["role-0"]);
    expect(await page.$$eval("nav", (els) => els.length)).toBe(0);
    expect(await page.$eval("#role-0-title", (e) => e.textContent)).toBe("Every role (the project declares no roles)");
    const shares = report.roles[0].features.shares;
    const bars = await page.$$eval("#role-0 .bars li", (els) => els.map((e) => e.textContent));
    expect(bars.length).toBe(13);
    const tail = shares.slice(12);
    const tailShare = Math.round(tail.reduce((n, s) => n + s.share, 0) * 10) / 10;
    expect(bars[12]).toBe(`3 more features: ${tailShare}%, ${tail.reduce((n, s) => n + s.characters, 0).toLocaleString("en-US")} characters (see the table)`);
    expectTable(await table(page, "#role-0 [data-table=shares]"), shares, ["name", "characters", "share"]);
    expect(errors).toEqual([]);
    await page.close();
  }, 30_000);

  it("a project with no action: one empty section that says so", async () => {
    const report = emptyReport();
    const { page, errors } = await open(statsHtml(report));
    await expectShows(page, report);
    expect(await page.$$eval("section.scope", (els) => els.map((e) => e.id))).toEqual(["scope-total"]);
    expect(await page.$$eval("#scope-total .empty", (els) => els.map((e) => e.textContent))).toEqual(["No features in this scope.", "No summaries in this scope."]);
    expect(await page.$$eval("#scope-total table", (els) => els.length)).toBe(0);
    expect(await page.$eval('#scope-total [data-stat="fullCatalog.crossover"]', (e) => e.parentElement!.textContent)).toBe("none (no actions)");
    expect(errors).toEqual([]);
    await page.close();
  }, 30_000);

  it("draws the page: a PNG of the viewport that is not one flat colour, and no sideways scroll on a phone", async () => {
    const { page } = await open(statsHtml(sampleReport()));
    const png = readPng(await page.screenshot({ type: "png" }));
    expect([png.width, png.height]).toEqual([1280, 800]);
    expect(png.colours).toBeGreaterThan(50);
    expect(png.dominant).toBeLessThan(0.95);
    await page.setViewport({ width: 390, height: 844 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.close();
  }, 30_000);
});

describe("stats --format html", () => {
  it.each(["modules", "examples/offlot"])("writes the page of the report --format json prints (%s)", async (name) => {
    const cwd = name === "modules" ? fixture(name) : fileURLToPath(new URL(`../../${name}`, import.meta.url));
    const file = path.join(dir, `cli-${name.replace(/\W/g, "-")}.html`);
    expect(await run(cwd, ["stats", "--format", "html", "-o", file])).toEqual({ code: 0, stdout: "", stderr: "" });
    const json = await run(cwd, ["stats", "--format", "json"]);
    expect(json.code).toBe(0);
    const report = parseJson<StatsReport>(json.stdout);
    const { page, requests, dialogs, errors } = await openFile(file);
    expect(await page.$eval("#summarylint-stats", (e) => JSON.parse(e.textContent!))).toEqual(report);
    await expectShows(page, report);
    expect({ requests, dialogs, errors }).toEqual({ requests: [], dialogs: [], errors: [] });
    await page.close();
  }, 60_000);

  it("refuses --compare with html (exit 2): the page shows one report", async () => {
    const cwd = fixture("modules");
    fs.writeFileSync(path.join(cwd, "base.json"), "{}");
    expect(await run(cwd, ["stats", "--format", "html", "--compare", "base.json"])).toEqual({
      code: 2,
      stdout: "",
      stderr: "summarylint: --compare prints text, json or markdown, not html\n",
    });
  });
});

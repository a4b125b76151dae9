// `summarylint stats --format html`: the stats report as one self-contained page for a design review.
// Inline style and script only, no URL of any kind: a Content-Security-Policy allows nothing but the page's own
// script (by its hash) and inline style, so even a slip in escaping could neither load nor run anything. The report
// itself is embedded as JSON (`#summarylint-stats`), so what the page shows can be checked against it.
import { createHash } from "node:crypto";
import { summarizePresets } from "../extract/choose.js";
import { jsonText } from "../format/json-text.js";
import { PAGE_SCRIPT, PAGE_STYLE } from "./html-assets.js";
import { card, cards, esc, fmt, counted, sortableTable, stat, type Column } from "./html-parts.js";
import { scopeSection } from "./html-scope.js";
import { otherPackage } from "./clients.js";
import type { ClientsStats, ModuleCost, ModuleStats, StatsReport, Totals } from "./types.js";

/**
 * The report as the text of a `<script type="application/json">`: `<` (and `>`, `&`) as JSON escapes, so a name
 * holding `</script>` or `<!--` cannot end or bend the element. JSON.parse reads it back unchanged.
 */
export function embeddedJson(report: StatsReport): string {
  return jsonText(report).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

const TOTALS: [keyof Totals, string][] = [
  ["files", "Files"],
  ["actions", "Actions"],
  ["features", "Features"],
  ["entities", "Entities"],
  ["groups", "Groups"],
  ["modules", "Modules"],
  ["skills", "Skills"],
  ["namespaces", "Namespaces"],
  ["toolsets", "Tool sets"],
  ["triggers", "Triggers"],
  ["servers", "MCP servers"],
  ["serverFeatures", "MCP prompts and resources"],
  ["uncallable", "Not callable"],
  ["deferred", "Deferred (tool search)"],
  ["missingDescriptions", "Missing descriptions"],
  ["unresolvedDescriptions", "Unresolved descriptions"],
  ["unproven", "Not proven tools"],
  ["fileProblems", "File problems"],
  ["limitsReached", "Limits reached"],
];

/** The estimate's caveat: o200k counts, and the factor that turns them into each configured family's. */
function tokenNote(report: StatsReport): string {
  const factors = Object.entries(report.tokens.factors);
  const per =
    factors.length === 0
      ? "No per-family factor is configured (<code>stats.tokenFactors</code>)."
      : `For another model family, multiply by its factor: ${factors.map(([family, f]) => `<span class="name">${esc(family)}</span> <span data-factor="${esc(family)}">×${esc(String(f))}</span>`).join(", ")}.`;
  return (
    `<p class="note">Token counts are estimates with the <code>${esc(report.tokens.encoding)}</code> encoding. ${per} ` +
    `One extra describe round is counted as ${stat("describeRoundTokens", report.describeRoundTokens)} tokens.</p>`
  );
}

function pageHeader(report: StatsReport): string {
  return [
    `<header class="page" data-scope="report">`,
    `<h1>${esc(report.tool.name)} stats</h1>`,
    `<p class="muted">${esc(report.tool.name)} <span data-field="version">${esc(report.tool.version)}</span> · presets: <span data-field="presets">${esc(summarizePresets(report.presets))}</span></p>`,
    cards(TOTALS.map(([key, label]) => card(label, stat(`totals.${key}`, report.totals[key])))),
    tokenNote(report),
    `</header>`,
  ].join("\n");
}

const ITEM_COLUMNS: Column<ModuleCost>[] = [
  { key: "name", label: "Name", value: (i) => i.name },
  { key: "form", label: "Form", value: (i) => i.form },
  { key: "group", label: "Group", value: (i) => i.group },
  { key: "line.tokens", label: "Line tokens", value: (i) => i.line.tokens, title: "Its listing line, sent with every request" },
  { key: "line.characters", label: "Line characters", value: (i) => i.line.characters },
  { key: "loaded.tokens", label: "Loaded tokens", value: (i) => i.loaded.tokens, title: "What loading it adds: instructions and tools" },
  { key: "loaded.characters", label: "Loaded characters", value: (i) => i.loaded.characters },
  { key: "loaded.tools", label: "Tools", value: (i) => i.loaded.tools },
];

/** The second directory: what every request carries against what each module or skill adds once loaded. */
function loadedOnDemandSection(m: ModuleStats): string {
  return [
    `<section class="scope" id="loaded-on-demand" data-scope="loadedOnDemand" aria-labelledby="loaded-on-demand-title">`,
    `<h2 id="loaded-on-demand-title">Loaded on demand</h2>`,
    cards([
      card("Items", `${stat("modules", m.modules)} modules · ${stat("skills", m.skills)} skills · ${stat("namespaces", m.namespaces)} namespaces · ${stat("toolsets", m.toolsets)} tool sets`),
      card("Core prompts (every request)", `${stat("alwaysSent.prompts.tokens", m.alwaysSent.prompts.tokens)} tokens · ${stat("alwaysSent.prompts.characters", m.alwaysSent.prompts.characters)} characters`),
      card("Listing lines (every request)", `${stat("alwaysSent.lines.tokens", m.alwaysSent.lines.tokens)} tokens · ${stat("alwaysSent.lines.characters", m.alwaysSent.lines.characters)} characters`),
      card("Skill listing budget", `${stat("listing.characters", m.listing.characters)} of ${stat("listing.budget", m.listing.budget)} characters (${stat("listing.share", m.listing.share)}%)`),
      card("Everything loaded", `${stat("allLoaded.tokens", m.allLoaded.tokens)} tokens · ${stat("allLoaded.characters", m.allLoaded.characters)} characters`),
    ]),
    m.items.length > 0 ? sortableTable("items", `Modules and skills (${counted(m.items.length, "item")})`, ITEM_COLUMNS, m.items) : "",
    `</section>`,
  ].join("\n");
}

/** One row per client and server: what it cuts, the skills listing against its budget, the tool definitions. */
interface ClientRow {
  client: string;
  cut: number;
  lost: number;
  skills: number | null;
  budget: number | null;
  server: string | null;
  tokens: number | null;
  threshold: number | null;
}

const CLIENT_COLUMNS: Column<ClientRow>[] = [
  { key: "client", label: "Client", value: (r) => r.client },
  { key: "cut", label: "Texts cut", value: (r) => r.cut, title: "Tool descriptions and server instructions the client cuts" },
  { key: "lost", label: "Characters lost", value: (r) => r.lost },
  { key: "skills", label: "Skills listing", value: (r) => r.skills, title: "Characters of the skills listing" },
  { key: "budget", label: "Listing budget", value: (r) => r.budget },
  { key: "server", label: "Tools of", value: (r) => r.server },
  { key: "tokens", label: "Definition tokens", value: (r) => r.tokens, title: "Estimated tokens of the tools' definitions" },
  { key: "threshold", label: "Tool search at", value: (r) => r.threshold, title: "Past this many tokens the model finds the tools by search" },
];

function clientRows(c: ClientsStats): ClientRow[] {
  return c.clients.flatMap((client): ClientRow[] => {
    const base = { client: client.label, cut: client.cut.descriptions + client.cut.instructions, lost: client.cut.charactersLost, skills: client.skills?.characters ?? null, budget: client.skills?.budget ?? null };
    const servers = client.toolSearch ?? [];
    if (servers.length === 0) return [{ ...base, server: null, tokens: null, threshold: null }];
    return servers.map((s) => ({ ...base, server: otherPackage(s.server) ?? "the project", tokens: s.tokens, threshold: s.threshold }));
  });
}

/** What each client the texts ship to does to them (clients.ts), in the window of listing-budget's contextTokens. */
function clientsSection(c: ClientsStats): string {
  return [
    `<section class="scope" id="clients" data-scope="clients" aria-labelledby="clients-title">`,
    `<h2 id="clients-title">Clients</h2>`,
    `<p class="note">Budgets in a ${stat("contextTokens", c.contextTokens)}-token context window (listing-budget's <code>contextTokens</code>).</p>`,
    sortableTable("clients", `What each client does to the texts (${counted(c.clients.length, "client")})`, CLIENT_COLUMNS, clientRows(c)),
    `</section>`,
  ].join("\n");
}

function roleTitle(role: string): string {
  return role === "*" ? "Every role <span class=\"muted\">(the project declares no roles)</span>" : `Role <span class="name">${esc(role)}</span>`;
}

export function statsHtml(report: StatsReport): string {
  // The whole catalog is its own section when it differs from the one role there is.
  const showTotal = report.roles.length !== 1;
  const sections: { id: string; title: string; html: string }[] = [];
  if (showTotal) sections.push({ id: "scope-total", title: "Whole catalog", html: scopeSection("scope-total", "Whole catalog <span class=\"muted\">(every action once)</span>", report.total) });
  report.roles.forEach((role, i) => {
    const id = `role-${i}`;
    sections.push({ id, title: roleTitle(role.role), html: scopeSection(id, roleTitle(role.role), role, role) });
  });
  if (report.loadedOnDemand) sections.push({ id: "loaded-on-demand", title: "Loaded on demand", html: loadedOnDemandSection(report.loadedOnDemand) });
  if (report.clients) sections.push({ id: "clients", title: "Clients", html: clientsSection(report.clients) });
  const nav = sections.length > 1 ? `<nav aria-label="Sections"><ul>${sections.map((s) => `<li><a href="#${s.id}">${s.title}</a></li>`).join("")}</ul></nav>` : "";
  const hash = createHash("sha256").update(PAGE_SCRIPT).digest("base64");
  const policy = `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${policy}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(report.tool.name)} stats</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
${pageHeader(report)}
<main>
${nav}
${sections.map((s) => s.html).join("\n")}
<p id="sort-status" class="sr" aria-live="polite"></p>
</main>
<footer>${esc(report.tool.name)} ${esc(report.tool.version)} · ${fmt(report.totals.actions)} actions · the report as JSON is embedded in this page (<code>#summarylint-stats</code>)</footer>
<script type="application/json" id="summarylint-stats">${embeddedJson(report)}</script>
<script>${PAGE_SCRIPT}</script>
</body>
</html>
`;
}

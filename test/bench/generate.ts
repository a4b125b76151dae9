// Writes a synthetic monorepo for the speed bench (docs/design.md#speed): a root package.json and one package per
// ecosystem, each with a package.json that names its ecosystem's dependency and no summarylint config, so that
// `presets: auto` has to find them. The packages are mostly ordinary application code (components, utils, tests
// in .ts, .tsx, .js and .mjs), with the declarations spread through it the way real code has them: kumiko
// features, entities, handler files and handler factories; MCP SDK tools (TS and .mjs); Vercel AI SDK tools;
// Pipedream components (.mjs); Activepieces pieces; LangChain tools; n8n nodes; OpenAI tool objects.
// Everything comes from one seed, so a seed and a file count always give the same bytes.

import * as fs from "node:fs";
import * as path from "node:path";

export interface GenerateOptions {
  /** Number of source files to write (default 10,000). Actions and bytes scale with it. */
  files?: number;
  seed?: number;
}

export type Ecosystem = "root" | "kumiko" | "mcp" | "vercel-ai" | "pipedream" | "activepieces" | "langchain" | "n8n" | "openai";

export interface EcosystemCounts {
  /** The package folder, relative to the project root. */
  dir: string;
  files: number;
  bytes: number;
  actions: number;
  /** Declarations that are not actions: kumiko features and entities, Activepieces pieces, n8n node descriptions. */
  features: number;
  entities: number;
}

export interface GenerateResult {
  /** Source files written (.ts, .tsx, .js, .mjs), all packages. */
  files: number;
  /** Actions the project declares (one per declaration of an action; one per handler per factory call site). */
  actions: number;
  /** Features and entities the project declares. */
  features: number;
  entities: number;
  /** UTF-8 bytes of the source files. */
  bytes: number;
  byEcosystem: Record<Ecosystem, EcosystemCounts>;
}

export const DEFAULT_FILES = 10000;
export const DEFAULT_SEED = 20250611;

// Per 10,000 files: 5,000 actions and about 26 MB of source, a large real monorepo.
const ACTIONS_PER_FILE = 5000 / 10000;
const BYTES_PER_FILE = (22 * 1024 * 1024) / 8000;
const FILES_PER_FEATURE = 64;

/**
 * Each package's share of the files and of the actions, and how large its files are relative to the average
 * (Pipedream components are small). Root takes the rest of the files (a few scripts) and declares nothing.
 */
const PACKAGES: Array<{ eco: Exclude<Ecosystem, "root">; dir: string; files: number; actions: number; size: number }> = [
  { eco: "kumiko", dir: "packages/cockpit", files: 0.358, actions: 0.36, size: 1 },
  { eco: "mcp", dir: "packages/mcp-server", files: 0.07, actions: 0.09, size: 1 },
  { eco: "vercel-ai", dir: "packages/assistant", files: 0.08, actions: 0.08, size: 1 },
  { eco: "pipedream", dir: "packages/pipedream-components", files: 0.16, actions: 0.18, size: 0.6 },
  { eco: "activepieces", dir: "packages/pieces", files: 0.11, actions: 0.11, size: 1 },
  { eco: "langchain", dir: "packages/agents", files: 0.07, actions: 0.06, size: 1 },
  { eco: "n8n", dir: "packages/n8n-nodes", files: 0.09, actions: 0.07, size: 1 },
  { eco: "openai", dir: "packages/openai-tools", files: 0.06, actions: 0.05, size: 1 },
];

const KUMIKO = "@kumiko/framework";

// ---- seeded randomness ----------------------------------------------------------------------------------

/** mulberry32: small, fast, and good enough to make a project look varied. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 1;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  weighted<T extends string>(weights: Record<T, number>): T {
    const entries = Object.entries(weights) as [T, number][];
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.next() * total;
    for (const [value, w] of entries) {
      roll -= w;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1][0];
  }

  /** n distinct items, in random order. */
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = items.slice();
    const count = Math.min(n, copy.length);
    for (let i = 0; i < count; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, count);
  }

  /** Standard normal (Box-Muller). */
  normal(): number {
    const u = Math.max(this.next(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }
}

// ---- words ----------------------------------------------------------------------------------------------

const words = (s: string): string[] => s.split(/[\s-]+/).filter(Boolean);
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const pascal = (s: string): string => words(s).map(cap).join("");
const camel = (s: string): string => {
  const p = pascal(s);
  return p.charAt(0).toLowerCase() + p.slice(1);
};
const upperSnake = (s: string): string => words(s).map((w) => w.toUpperCase()).join("_");
const kebab = (s: string): string => s.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
const withArticle = (s: string): string => (/^[aeiou]/i.test(s) ? `an ${s}` : `a ${s}`);

interface Noun {
  one: string;
  many: string;
  de?: string;
}

const NOUNS: Noun[] = [
  ["vehicle", "vehicles", "Fahrzeuge"],
  ["campaign", "campaigns", "Kampagnen"],
  ["dealer", "dealers", "Händler"],
  ["invoice", "invoices", "Rechnungen"],
  ["customer", "customers", "Kunden"],
  ["contact", "contacts", "Kontakte"],
  ["lead", "leads"],
  ["appointment", "appointments", "Termine"],
  ["order", "orders", "Aufträge"],
  ["payment", "payments", "Zahlungen"],
  ["report", "reports", "Berichte"],
  ["mailing", "mailings"],
  ["document", "documents", "Dokumente"],
  ["offer", "offers", "Angebote"],
  ["contract", "contracts", "Verträge"],
  ["listing", "listings", "Inserate"],
  ["quote", "quotes"],
  ["team", "teams"],
  ["task", "tasks", "Aufgaben"],
  ["message", "messages", "Nachrichten"],
  ["template", "templates", "Vorlagen"],
  ["webhook", "webhooks"],
  ["subscription", "subscriptions", "Abonnements"],
  ["shipment", "shipments", "Sendungen"],
  ["warehouse", "warehouses", "Lager"],
  ["supplier", "suppliers", "Lieferanten"],
  ["product", "products", "Produkte"],
  ["price list", "price lists", "Preislisten"],
  ["discount", "discounts", "Rabatte"],
  ["coupon", "coupons", "Gutscheine"],
  ["review", "reviews", "Bewertungen"],
  ["ticket", "tickets"],
  ["workshop", "workshops", "Werkstätten"],
  ["spare part", "spare parts", "Ersatzteile"],
  ["service booking", "service bookings", "Servicebuchungen"],
  ["test drive", "test drives", "Probefahrten"],
  ["trade-in", "trade-ins", "Inzahlungnahmen"],
  ["loan", "loans", "Darlehen"],
  ["policy", "policies", "Richtlinien"],
  ["registration", "registrations", "Zulassungen"],
  ["inspection", "inspections", "Prüfungen"],
  ["branch", "branches", "Filialen"],
  ["employee", "employees", "Mitarbeitende"],
  ["shift", "shifts", "Schichten"],
  ["budget", "budgets"],
  ["expense", "expenses", "Ausgaben"],
  ["asset", "assets"],
  ["delivery", "deliveries", "Lieferungen"],
  ["auction", "auctions", "Auktionen"],
  ["valuation", "valuations", "Bewertungen"],
  ["damage report", "damage reports", "Schadensberichte"],
  ["parking spot", "parking spots", "Stellplätze"],
  ["tire set", "tire sets", "Reifensätze"],
  ["key handover", "key handovers", "Schlüsselübergaben"],
  ["lease", "leases", "Leasingverträge"],
  ["credit note", "credit notes", "Gutschriften"],
  ["reservation", "reservations", "Reservierungen"],
  ["brochure", "brochures", "Prospekte"],
  ["survey", "surveys", "Umfragen"],
  ["newsletter", "newsletters"],
].map(([one, many, de]) => ({ one, many, de }));

const AREAS = ["", "fleet", "dealer", "retail", "sales", "finance", "partner", "regional", "online", "wholesale", "internal", "premium", "legacy", "mobile"];
const AREAS_DE: Record<string, string> = { fleet: "Flotte", dealer: "Händler", retail: "Einzelhandel", sales: "Vertrieb", finance: "Finanzen", partner: "Partner", regional: "Region", online: "Online", wholesale: "Großhandel", internal: "Intern", premium: "Premium", legacy: "Alt", mobile: "Mobil" };
const SUB_NOUNS: Noun[] = [
  ["note", "notes"],
  ["image", "images"],
  ["price", "prices"],
  ["status change", "status changes"],
  ["assignment", "assignments"],
  ["comment", "comments"],
  ["reminder", "reminders"],
  ["attachment", "attachments"],
  ["line item", "line items"],
  ["version", "versions"],
  ["tag", "tags"],
  ["export job", "export jobs"],
].map(([one, many]) => ({ one, many }));

interface Verb {
  key: string;
  base: string;
  third: string;
  kind: "read" | "write";
  many?: boolean;
  irreversible?: boolean;
  approval?: boolean;
  complement?: string[];
}

const VERBS: Verb[] = [
  { key: "create", base: "create", third: "creates", kind: "write", complement: ["", " from the submitted form", " and return its id"] },
  { key: "update", base: "update", third: "updates", kind: "write", complement: ["", " with the changed fields only"] },
  { key: "delete", base: "delete", third: "deletes", kind: "write", irreversible: true, approval: true },
  { key: "archive", base: "archive", third: "archives", kind: "write", complement: ["", " so it no longer shows up in lists"] },
  { key: "restore", base: "restore", third: "restores", kind: "write", complement: [" from the archive", ""] },
  { key: "list", base: "list", third: "lists", kind: "read", many: true },
  { key: "get", base: "fetch", third: "fetches", kind: "read", complement: [" by id", "", " with its history"] },
  { key: "search", base: "search", third: "searches", kind: "read", many: true, complement: [" by free text", " by name, status or owner"] },
  { key: "export", base: "export", third: "exports", kind: "read", many: true, complement: [" as a CSV file", " for the accountant", ""] },
  { key: "import", base: "import", third: "imports", kind: "write", many: true, complement: [" from a CSV file", " from the connected DMS"] },
  { key: "send", base: "send", third: "sends", kind: "write", complement: [" to the customer", " to every recipient on the list"] },
  { key: "schedule", base: "schedule", third: "schedules", kind: "write", complement: [" for a later date", " for the next free slot"] },
  { key: "cancel", base: "cancel", third: "cancels", kind: "write", complement: ["", " and release its reservation"] },
  { key: "approve", base: "approve", third: "approves", kind: "write", approval: true },
  { key: "reject", base: "reject", third: "rejects", kind: "write", complement: [" with a reason", ""] },
  { key: "assign", base: "assign", third: "assigns", kind: "write", complement: [" to a team member", " to another branch"] },
  { key: "duplicate", base: "duplicate", third: "duplicates", kind: "write", complement: ["", " including its attachments"] },
  { key: "merge", base: "merge", third: "merges", kind: "write", irreversible: true, complement: [" into another record"] },
  { key: "publish", base: "publish", third: "publishes", kind: "write", complement: [" to the public website", " to all connected portals"] },
  { key: "sync", base: "sync", third: "syncs", kind: "write", many: true, complement: [" with the dealer management system", " with the partner API"] },
  { key: "recalculate", base: "recalculate", third: "recalculates", kind: "write", complement: [" after a price change", ""] },
  { key: "generate", base: "generate", third: "generates", kind: "write", complement: [" as a PDF", " for the selected period"] },
  { key: "preview", base: "preview", third: "previews", kind: "read", complement: [" before it is sent", ""] },
  { key: "count", base: "count", third: "counts", kind: "read", many: true, complement: [" per status", " per branch and month"] },
  { key: "validate", base: "validate", third: "validates", kind: "read", complement: [" against the tenant's rules", ""] },
  { key: "close", base: "close", third: "closes", kind: "write" },
  { key: "reopen", base: "reopen", third: "reopens", kind: "write" },
  { key: "purge", base: "purge", third: "purges", kind: "write", many: true, irreversible: true, approval: true, complement: [" older than the retention period"] },
  { key: "lock", base: "lock", third: "locks", kind: "write", complement: [" against further edits"] },
  { key: "summarize", base: "summarize", third: "summarizes", kind: "read", complement: [" for the dashboard", ""] },
  { key: "compare", base: "compare", third: "compares", kind: "read", many: true, complement: [" side by side"] },
  { key: "transfer", base: "transfer", third: "transfers", kind: "write", complement: [" to another branch", " to a different owner"] },
];

const NAME_QUALIFIERS = ["Archived", "ForBranch", "Bulk", "Draft", "Overdue", "Recent", "Batch", "ById", "ForOwner", "Pending", "Scheduled", "Today"];

const QUALIFIERS = [
  " for the current tenant",
  " for one vehicle",
  " across all branches",
  " within the selected date range",
  " by status and owner",
  " including archived entries",
  " for the signed-in user",
  " in the dealer's default currency",
  " with its line items",
  " from the connected DMS",
  " for the next 30 days",
  " grouped by month",
  " that match the given filter",
  " on behalf of a customer",
  " for one branch",
];

const PURPOSES = [
  " and schedule its first mailing",
  " and notify the assigned team",
  " so a manager can review it",
  " and return the new id",
  " and keep a copy in the audit log",
  " and refresh the cached totals",
  " so the next sync picks it up",
];

const PREAMBLES = [
  "For dealers who manage several rooftops and want one consolidated view of their stock,",
  "When a customer asks for a quote over the phone and the vehicle is not yet in the system,",
  "Used by the nightly job and by admins who need to fix data by hand,",
  "If the tenant has enabled the approval workflow in its settings (Settings → Workflows),",
  "After a vehicle has been sold, delivered and registered to its new owner,",
  "For dealers who manage several rooftops, share one stock list between them and want a single consolidated view of prices, availability and reservations across all of their branches,",
  "When the sales team prepares the monthly review meeting and needs the figures of every branch, every salesperson and every open deal in one place before the meeting starts,",
  "Called from the back office,",
];

const FOLLOWUPS_WRITE = [
  "Returns the updated record.",
  "The caller needs edit rights on the branch.",
  "Fails if the record is locked by another user.",
  "The customer is not notified.",
  "Triggers a webhook for every connected partner.",
  "Runs inside one transaction; on error nothing is written.",
];

const FOLLOWUPS = [
  "Use this before sending a mailing.",
  "Amounts use the tenant's currency, e.g. EUR or CHF.",
  "Uses v2.1 of the partner API.",
  "Field mapping is read from mapping.yaml in the tenant bucket.",
  "See help.example.com/handlers for the field reference.",
  "Results are sorted by creation date, newest first.",
  "Large exports run in the background and arrive by e-mail.",
  "Drafts are ignored.",
  "Works for approx. 10,000 rows per call.",
  "Dates are in the branch's time zone.",
  "Only active records are included (archived ones are skipped).",
  "Prefer the bulk variant for more than 50 records.",
  "Mirrors what the \"Details\" tab shows in the back office.",
  "The response contains `id`, `status` and `updatedAt`.",
];

const IRREVERSIBLE_TEXTS = ["This cannot be undone.", "Deleted data is lost for good.", "The record is removed permanently.", "This action is irreversible."];

const ROLES = ["TenantAdmin", "Editor", "Viewer", "Dealer", "Support", "Accountant"];

const ASPECTS = ["Timeline", "Summary", "Table", "Filter", "Badge", "Card", "Form", "Wizard", "Chart", "Header", "Toolbar", "Details", "History", "Settings", "Pricing", "Availability", "Stats", "Search", "Selection", "Comparison", "Calendar", "Map", "Gallery", "Notes", "Attachments", "Permissions", "Audit", "Sync", "Queue", "Cache", "Mapper", "Validator", "Formatter", "Metrics", "Draft", "Preview", "Status", "Tags", "Reminders", "Import", "Layout", "Sidebar"];
const SHARED_STEMS = ["Table", "DatePicker", "Modal", "Toast", "Pagination", "Money", "Address", "Phone", "Upload", "Session", "FeatureFlag", "Locale", "Theme", "Router", "Breadcrumb", "Tabs", "Dropdown", "Avatar", "Chart", "Csv", "Retry", "Clock", "Storage", "Query", "Form", "Tooltip", "Keyboard", "Clipboard", "Analytics", "Permission"];

const FIELDS = ["id", "title", "name", "status", "createdAt", "updatedAt", "ownerId", "tenantId", "amount", "currency", "notes", "tags", "priority", "dueDate", "version", "externalRef", "email", "phone", "city", "country", "mileage", "price", "discount", "quantity", "sku", "vin", "color", "archived", "score", "assignedTo", "branchId", "label"];
const FIELD_TYPES = ["string", "number", "boolean", "Date", "string[]", "number | null", "Record<string, string>", "readonly string[]", '"draft" | "active" | "archived"', "Array<{ key: string; value: number }>", "string | undefined"];
const ZOD_TYPES = ["z.string()", "z.string().uuid()", "z.number().int().min(0)", "z.boolean().default(false)", 'z.enum(["draft", "active", "archived"])', "z.array(z.string()).max(50)", "z.string().datetime().optional()", "z.number().positive().optional()", "z.string().min(1).max(200)"];
const HELPER_VERBS = ["normalize", "compute", "resolve", "merge", "group", "sort", "collect", "derive", "summarize", "serialize", "deserialize", "ensure", "pick", "diff", "chunk", "map", "select", "build", "apply", "format", "read", "to"];
const HELPER_SUFFIXES = ["", "Rows", "Entries", "Totals", "Labels", "Range", "Keys", "Payload", "Snapshot", "Batch", "Index", "Options", "State"];
const COMMENTS = [
  "Keep the order stable so that snapshots do not churn.",
  "The API returns dates as ISO strings; convert them once here.",
  "Empty values are dropped rather than sent as null, the backend treats both the same.",
  "This runs on every render, so it has to stay cheap.",
  "Branches without a manager fall back to the tenant defaults.",
  "TODO: move this into the shared package once the second app needs it.",
  "Counting in cents avoids floating point surprises.",
  "The partner API pages with a cursor, not with offsets.",
  "Some legacy records have no owner; show them under 'Unassigned'.",
  "Guard against double submits from impatient users.",
  "The result is memoized per tenant.",
  "Matches the rounding used on printed invoices.",
];

// ---- the plan -------------------------------------------------------------------------------------------

interface EntityPlan {
  name: string;
  noun: Noun;
  upper: string;
  file: string;
  description: string | undefined;
}

interface ConstRef {
  source: "feature" | "shared" | "texts";
  name: string;
}

interface Part {
  text: string;
  ref?: ConstRef;
}

type DescriptionForm = "literal" | "literalSplit" | "template" | "concat" | "multiline" | "join" | "entityProp" | "helper" | "i18n" | "missing" | "empty";

interface HandlerPlan {
  varName: string;
  name: string;
  verb: Verb;
  entity: EntityPlan;
  form: DescriptionForm;
  main: string;
  follow: Part[];
  roles?: string[];
}

interface HandlerFilePlan {
  file: string;
  handlers: HandlerPlan[];
}

type Factory = "crud" | "exports" | "audit";
const FACTORY_SIZE: Record<Factory, number> = { crud: 5, exports: 2, audit: 2 };
const FACTORY_NAMES: Record<Factory, string[]> = { crud: ["get", "list", "create", "update", "delete"], exports: ["exportCsv", "exportPdf"], audit: ["history", "revert"] };

interface FactoryCall {
  factory: Factory;
  entity: EntityPlan;
  /** The feature the entity belongs to (a call may use another feature's entity through its barrel). */
  owner: FeaturePlan;
}

type ModuleKind = "types" | "util" | "service" | "component" | "hook" | "store" | "api" | "test";
/** ts and tsx files are TypeScript (tsx components use JSX); js and mjs files are plain JavaScript. */
type Lang = "ts" | "tsx" | "js" | "mjs";

interface ModulePlan {
  file: string;
  kind: ModuleKind;
  lang: Lang;
  stem: string;
  values: string[];
  types: string[];
  defaultName?: string;
  /** Exported functions other modules may call with one argument. */
  callables: string[];
  group: string;
}

interface FeaturePlan {
  name: string;
  dir: string;
  area: string;
  noun: Noun;
  entities: EntityPlan[];
  factoryCalls: FactoryCall[];
  handlerFiles: HandlerFilePlan[];
  modules: ModulePlan[];
}

// ---- descriptions --------------------------------------------------------------------------------------

/**
 * One description, as a main sentence and follow-up parts; with `wantRefs` some parts come from constants.
 * Every ecosystem draws its texts from here.
 */
function describe(rng: Rng, verb: Verb, noun: Noun, wantRefs: boolean): { main: string; follow: Part[] } {
  const lengthClass = rng.weighted({ short: 22, medium: 38, long: 40 });
  const object = verb.many
    ? rng.pick([noun.many, `all ${noun.many}`, `the ${noun.many}`, `every ${noun.one}`])
    : rng.pick([withArticle(noun.one), `one ${noun.one}`, `a single ${noun.one}`, `the selected ${noun.one}`, `an existing ${noun.one}`]);
  const complement = verb.complement ? rng.pick(verb.complement) : "";
  const qualifier = lengthClass === "short" ? "" : rng.pick(QUALIFIERS);
  const purpose = lengthClass !== "short" && verb.kind === "write" && rng.chance(0.3) ? rng.pick(PURPOSES) : "";
  const style = rng.weighted({ imperative: 60, third: 17, thisTool: 6, preamble: lengthClass === "long" ? 14 : 0, noun: verb.kind === "read" ? 3 : 0 });
  const rest = `${object}${complement}${qualifier}${purpose}.`;
  let main: string;
  switch (style) {
    case "imperative":
      main = `${cap(verb.base)} ${rest}`;
      break;
    case "third":
      main = `${cap(verb.third)} ${rest}`;
      break;
    case "thisTool":
      main = `This action will ${verb.base} ${rest}`;
      break;
    case "preamble":
      main = `${rng.pick(PREAMBLES)} ${verb.third} ${rest}`;
      break;
    default:
      main = `${cap(noun.one)} details${qualifier}.`;
  }

  const pool: Part[] = [];
  const featureRef = (name: string, text: string): Part => ({ text, ref: { source: "feature", name } });
  const sharedRef = (name: string, text: string): Part => ({ text, ref: { source: "shared", name } });
  const textsRef = (name: keyof typeof TEXTS): Part => ({ text: TEXTS[name], ref: { source: "texts", name } });
  if (verb.irreversible) pool.push(wantRefs && rng.chance(0.6) ? sharedRef("IRREVERSIBLE_NOTE", SHARED_CONSTANTS.IRREVERSIBLE_NOTE) : { text: rng.pick(IRREVERSIBLE_TEXTS) });
  if (verb.many && verb.kind === "read") pool.push(featureRef("PAGINATION_NOTE", "Results are paginated, 50 per page."));
  if (verb.approval) pool.push(featureRef("APPROVAL_NOTE", FEATURE_NOTES.APPROVAL_NOTE));
  if (verb.key === "export") pool.push(textsRef("exportFormat"));
  if (["send", "assign", "schedule"].includes(verb.key)) pool.push(textsRef("notify"));
  if (verb.key === "purge" || verb.key === "archive") pool.push(textsRef("retention"));
  if (wantRefs) {
    pool.push(featureRef("TENANT_NOTE", FEATURE_NOTES.TENANT_NOTE));
    if (verb.kind === "write") pool.push(sharedRef("AUDIT_NOTE", SHARED_CONSTANTS.AUDIT_NOTE));
    pool.push(sharedRef("RATE_LIMIT_NOTE", SHARED_CONSTANTS.RATE_LIMIT_NOTE));
  }
  for (const text of rng.sample(verb.kind === "write" ? [...FOLLOWUPS, ...FOLLOWUPS_WRITE] : FOLLOWUPS, 4)) pool.push({ text });

  const [min, max] = lengthClass === "short" ? [20, 90] : lengthClass === "medium" ? [60, 160] : [161, 400];
  const follow: Part[] = [];
  const length = (): number => [main, ...follow.map((p) => p.text)].join(" ").length;
  // The irreversible part of a delete stays in (it is the interesting sentence); then fill up to the class.
  const pickFrom = pool.slice();
  if (verb.irreversible && (lengthClass !== "short" || rng.chance(0.5))) follow.push(pickFrom.shift()!);
  while (length() < min && pickFrom.length) follow.push(pickFrom.splice(rng.int(0, Math.min(pickFrom.length - 1, 3)), 1)[0]);
  while (length() > max && follow.length > 1) follow.pop();
  if (lengthClass !== "short" && rng.chance(0.15) && pickFrom.length && length() + 40 < max) follow.push(pickFrom.shift()!);
  if (length() < 20) main = main.replace(/\.$/, " for the current tenant.");
  return { main, follow };
}

// ---- the generator --------------------------------------------------------------------------------------

export function generateProject(dir: string, opts: GenerateOptions = {}): GenerateResult {
  const fileTarget = Math.max(400, Math.round(opts.files ?? DEFAULT_FILES));
  const seed = opts.seed ?? DEFAULT_SEED;
  const actionTarget = Math.round(fileTarget * ACTIONS_PER_FILE);
  const sink = new Sink(dir);
  // Each package gets its share; kumiko takes the rounding difference of the actions, root the rest of the files.
  const shares = PACKAGES.map((p) => ({ ...p, fileCount: Math.floor(p.files * fileTarget), actionCount: Math.round(p.actions * actionTarget) }));
  shares[0].actionCount += actionTarget - shares.reduce((n, p) => n + p.actionCount, 0);
  const rootFiles = fileTarget - shares.reduce((n, p) => n + p.fileCount, 0);
  // One generator per package, each with its own stream of random numbers, so a package's bytes do not
  // depend on what the packages before it drew.
  const rngFor = (i: number): Rng => new Rng((seed + Math.imul(i + 1, 0x9e3779b1)) >>> 0);
  writeRoot(sink, rngFor(PACKAGES.length), rootFiles, shares.map((p) => p.dir));
  shares.forEach((p, i) => {
    const rng = rngFor(i);
    const args = [sink, p.dir, rng, p.fileCount, p.actionCount, p.size] as const;
    if (p.eco === "kumiko") new Generator(...args).run();
    else new ECO_PACKAGES[p.eco](p.eco, ...args).run();
  });
  return sink.result();
}

/** Writes the files and keeps the counts, per ecosystem. */
class Sink {
  readonly counts = {} as Record<Ecosystem, EcosystemCounts>;
  private readonly madeDirs = new Set<string>();

  constructor(private readonly root: string) {
    this.counts.root = { dir: ".", files: 0, bytes: 0, actions: 0, features: 0, entities: 0 };
    for (const p of PACKAGES) this.counts[p.eco] = { dir: p.dir, files: 0, bytes: 0, actions: 0, features: 0, entities: 0 };
  }

  /** Writes a file; with an ecosystem it is a source file and counted. */
  write(rel: string, content: string, eco?: Ecosystem): void {
    const abs = path.join(this.root, rel);
    const dir = path.dirname(abs);
    if (!this.madeDirs.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      this.madeDirs.add(dir);
    }
    fs.writeFileSync(abs, content);
    if (eco) {
      this.counts[eco].files++;
      this.counts[eco].bytes += Buffer.byteLength(content);
    }
  }

  declare(eco: Ecosystem, type: "actions" | "features" | "entities", n = 1): void {
    this.counts[eco][type] += n;
  }

  result(): GenerateResult {
    const all = Object.values(this.counts);
    const sum = (k: "files" | "bytes" | "actions" | "features" | "entities"): number => all.reduce((n, c) => n + c[k], 0);
    return { files: sum("files"), actions: sum("actions"), features: sum("features"), entities: sum("entities"), bytes: sum("bytes"), byEcosystem: this.counts };
  }
}

const SHARED_FIXED = ["src/shared/constants.ts", "src/shared/text.ts", "src/shared/i18n.ts", "src/shared/lib/errors.ts", "src/shared/lib/logger.ts", "src/shared/lib/http.ts", "src/shared/factories/crud.ts", "src/shared/factories/exports.ts", "src/shared/factories/audit.ts", "src/app/registry.ts"];

/** The kumiko package: features, entities, handler files and factory call sites, inside ordinary app code. */
class Generator {
  private files = 0;
  private bytes = 0;
  private actions = 0;
  private readonly actionNames = new Set<string>();
  private readonly features: FeaturePlan[] = [];
  private readonly sharedModules: ModulePlan[] = [];

  constructor(
    private readonly sink: Sink,
    /** The package folder, relative to the project root; every path below is relative to it. */
    private readonly dir: string,
    private readonly rng: Rng,
    private readonly fileTarget: number,
    private readonly actionTarget: number,
    private readonly size: number,
  ) {}

  run(): void {
    this.plan();
    this.writeProjectFiles();
    this.writeShared();
    for (const f of this.features) this.writeFeatureDeclarations(f);
    this.writeModules();
    this.sink.declare("kumiko", "actions", this.actions);
    this.sink.declare("kumiko", "features", this.features.length);
    this.sink.declare("kumiko", "entities", this.features.reduce((n, f) => n + f.entities.length, 0));
  }

  // -- planning --

  private plan(): void {
    const rng = this.rng;
    const featureCount = Math.max(2, Math.round(this.fileTarget / FILES_PER_FEATURE));
    const usedFeatureNames = new Set<string>();
    for (let attempt = 0; this.features.length < featureCount; attempt++) {
      const noun = rng.pick(NOUNS);
      let area = usedFeatureNames.has(camel(noun.many)) || rng.chance(0.6) ? rng.pick(AREAS) : "";
      // Very large projects run out of area/noun pairs; number the areas then.
      if (attempt > 4 * featureCount) area = `${area} unit${this.features.length}`.trim();
      const name = camel(`${area} ${noun.many}`);
      if (usedFeatureNames.has(name)) continue;
      usedFeatureNames.add(name);
      const dir = `src/features/${name}`;
      const mainNoun: Noun = { one: `${area} ${noun.one}`.trim(), many: `${area} ${noun.many}`.trim(), de: noun.de };
      const entities: EntityPlan[] = [this.entityPlan(dir, mainNoun)];
      for (const sub of rng.sample(SUB_NOUNS, rng.int(0, 2))) {
        entities.push(this.entityPlan(dir, { one: `${mainNoun.one} ${sub.one}`, many: `${mainNoun.one} ${sub.many}` }));
      }
      this.features.push({ name, dir, area, noun: mainNoun, entities, factoryCalls: [], handlerFiles: [], modules: [] });
    }

    // Factory call sites first, so handler files do not take the names a factory will generate.
    let factoryActions = 0;
    for (const f of this.features) {
      const calls: FactoryCall[] = [];
      if (rng.chance(0.7)) calls.push({ factory: "crud", entity: f.entities[0], owner: f });
      if (rng.chance(0.3)) calls.push({ factory: "exports", entity: rng.pick(f.entities), owner: f });
      if (rng.chance(0.25)) calls.push({ factory: "audit", entity: rng.pick(f.entities), owner: f });
      if (rng.chance(0.15)) {
        const other = rng.pick(this.features);
        if (other !== f) calls.push({ factory: rng.chance(0.5) ? "exports" : "audit", entity: rng.pick(other.entities), owner: other });
      }
      for (const call of calls) {
        const names = FACTORY_NAMES[call.factory].map((n) => `${call.entity.name}.${n}`);
        if (names.some((n) => this.actionNames.has(n))) continue;
        for (const n of names) this.actionNames.add(n);
        f.factoryCalls.push(call);
        factoryActions += FACTORY_SIZE[call.factory];
      }
    }

    // Then handler files with 1-4 handlers each until the action target is met.
    let remaining = this.actionTarget - factoryActions;
    while (remaining > 0) {
      const f = rng.pick(this.features);
      const count = Math.min(remaining, Number(rng.weighted({ 1: 30, 2: 35, 3: 22, 4: 13 })));
      const handlers: HandlerPlan[] = [];
      for (let i = 0; i < count; i++) handlers.push(this.handlerPlan(f, handlers));
      const first = handlers[0];
      let file = `${f.dir}/handlers/${first.verb.key}${pascal(first.entity.noun.one)}.ts`;
      for (let n = 2; f.handlerFiles.some((h) => h.file === file); n++) file = `${f.dir}/handlers/${first.verb.key}${pascal(first.entity.noun.one)}${n}.ts`;
      f.handlerFiles.push({ file, handlers });
      remaining -= count;
    }

    // Everything else is ordinary code: about 10% shared, the rest inside features.
    let declarationFiles = SHARED_FIXED.length;
    for (const f of this.features) declarationFiles += 5 + f.entities.length + (f.factoryCalls.length ? 1 : 0) + f.handlerFiles.length;
    const ordinary = Math.max(0, this.fileTarget - declarationFiles);
    const sharedCount = Math.round(ordinary * 0.1);
    const kinds: Record<ModuleKind, number> = { types: 12, util: 18, service: 12, component: 22, hook: 9, store: 7, api: 9, test: 11 };
    const sharedStems = new Set<string>();
    for (let i = 0; i < sharedCount; i++) {
      let stem = rng.pick(SHARED_STEMS) + (rng.chance(0.5) ? rng.pick(ASPECTS) : "");
      while (sharedStems.has(stem)) stem = rng.pick(SHARED_STEMS) + rng.pick(ASPECTS) + rng.pick(ASPECTS);
      sharedStems.add(stem);
      const kind = rng.weighted(kinds);
      const folder = kind === "component" ? "ui" : kind === "types" ? "types" : kind === "api" ? "api" : kind === "test" ? "tests" : "lib";
      this.sharedModules.push(modulePlan(`src/shared/${folder}`, kind, stem, "shared", pickLang(rng, kind, KUMIKO_LANGS)));
    }
    for (let i = 0; i < ordinary - sharedCount; i++) {
      const f = this.features[i % this.features.length];
      const used = new Set(f.modules.map((m) => m.stem));
      const entityStem = pascal(rng.pick(f.entities).noun.one);
      let stem = entityStem + rng.pick(ASPECTS);
      while (used.has(stem)) stem = entityStem + rng.pick(ASPECTS) + rng.pick(ASPECTS);
      const kind = rng.weighted(kinds);
      f.modules.push(modulePlan(`${f.dir}/${KIND_FOLDERS[kind]}`, kind, stem, f.name, pickLang(rng, kind, KUMIKO_LANGS)));
    }
  }

  private entityPlan(dir: string, noun: Noun): EntityPlan {
    const rng = this.rng;
    const name = camel(noun.one);
    const style = rng.weighted({ sentence: 45, phrase: 48, missing: 7 });
    const owner = rng.pick(["dealer's", "customer's", "branch's", "tenant's"]);
    const tail = rng.pick(["for one vehicle", "with its current status", "as shown in the back office", "including its history", "that a salesperson works on"]);
    const description = style === "sentence" ? `A ${owner} ${noun.one} ${tail}.` : style === "phrase" ? `${noun.one} ${tail}` : undefined;
    return { name, noun, upper: upperSnake(noun.one), file: `${dir}/entities/${name}.ts`, description };
  }

  private handlerPlan(f: FeaturePlan, siblings: HandlerPlan[]): HandlerPlan {
    const rng = this.rng;
    for (;;) {
      const verb = rng.pick(VERBS);
      const entity = rng.pick(f.entities);
      let name = `${entity.name}.${verb.key}`;
      for (let i = 0; this.actionNames.has(name) && i < 4; i++) name = `${entity.name}.${verb.key}${rng.pick(NAME_QUALIFIERS)}`;
      if (this.actionNames.has(name)) continue;
      this.actionNames.add(name);
      const segment = name.slice(name.indexOf(".") + 1);
      let varName = camel(`${segment} ${entity.noun.one}`);
      while (siblings.some((s) => s.varName === varName)) varName += "Handler";
      const form = rng.weighted<DescriptionForm>({ literal: 44, literalSplit: 6, template: 14, concat: 10, multiline: 5, join: 3, entityProp: 6, helper: 4, i18n: 2, missing: 4, empty: 1 });
      let { main, follow } = describe(rng, verb, entity.noun, form === "template" || form === "concat");
      // Now and then two handlers of one file read almost the same: the pairs a near-duplicate rule looks for.
      const prev = siblings[siblings.length - 1];
      if (prev && prev.form === "literal" && form === "literal" && rng.chance(0.2)) {
        main = prev.main.replace(/\.$/, "") + rng.pick(QUALIFIERS) + ".";
        follow = prev.follow.slice();
      }
      const roles = rng.chance(0.3) ? undefined : rng.sample(ROLES, rng.int(1, 3));
      return { varName, name, verb, entity, form, main, follow, roles };
    }
  }

  // -- writing --

  private write(rel: string, content: string, isSource = true): void {
    this.sink.write(`${this.dir}/${rel}`, content, isSource ? "kumiko" : undefined);
    if (isSource) {
      this.files++;
      this.bytes += Buffer.byteLength(content);
    }
  }

  private writeProjectFiles(): void {
    const pkg = {
      name: "@dealer/cockpit",
      version: "3.14.0",
      private: true,
      type: "module",
      scripts: { build: "tsc -p tsconfig.json", dev: "kumiko dev", test: "vitest run" },
      dependencies: { [KUMIKO]: "^4.2.0", react: "^18.3.1", zod: "^3.23.8" },
      devDependencies: { typescript: "^5.6.0", vitest: "^2.1.0" },
    };
    this.write("package.json", JSON.stringify(pkg, null, 2) + "\n", false);
    this.write("tsconfig.json", TSCONFIG_PACKAGE, false);
  }

  private writeShared(): void {
    const constants = Object.entries(SHARED_CONSTANTS).map(([k, v]) => `export const ${k} = ${JSON.stringify(v)};`);
    this.write("src/shared/constants.ts", `// Sentences that several features append to their handler descriptions.\n${constants.join("\n")}\nexport const SUPPORT_URL = "https://help.example.com";\n`);
    this.write("src/shared/text.ts", SHARED_TEXT);
    this.write("src/shared/i18n.ts", SHARED_I18N);
    this.write("src/shared/locales/en.json", JSON.stringify({ "app.title": "Dealer cockpit" }, null, 2) + "\n", false);
    this.write("src/shared/locales/de.json", JSON.stringify({ "app.title": "Händler-Cockpit" }, null, 2) + "\n", false);
    this.write("src/shared/lib/errors.ts", SHARED_ERRORS);
    this.write("src/shared/lib/logger.ts", SHARED_LOGGER);
    this.write("src/shared/lib/http.ts", SHARED_HTTP);
    this.write("src/shared/factories/crud.ts", FACTORY_CRUD);
    this.write("src/shared/factories/exports.ts", FACTORY_EXPORTS);
    this.write("src/shared/factories/audit.ts", FACTORY_AUDIT);
    const lines = ["// Every feature of the app, in menu order.", 'import type { FeatureDefinition } from "@kumiko/framework";'];
    for (const f of this.features) lines.push(`import * as ${f.name}Module from "../features/${f.name}/index.js";`);
    lines.push("", "export const features: FeatureDefinition[] = [");
    for (const f of this.features) lines.push(`  ${f.name}Module.${f.name},`);
    lines.push("];", "", "export function findFeature(name: string): FeatureDefinition | undefined {", "  return features.find((feature) => feature.name === name);", "}", "");
    this.write("src/app/registry.ts", lines.join("\n"));
  }

  private writeFeatureDeclarations(f: FeaturePlan): void {
    const rng = this.rng;
    // feature.ts
    const label = cap(f.noun.many);
    const de = f.noun.de ? (f.area && AREAS_DE[f.area] ? `${f.noun.de} (${AREAS_DE[f.area]})` : f.noun.de) : label;
    this.write(
      `${f.dir}/feature.ts`,
      [
        'import { defineFeature } from "@kumiko/framework";',
        "",
        `export const ${f.name} = defineFeature({`,
        `  name: ${JSON.stringify(f.name)},`,
        `  label: { en: ${JSON.stringify(label)}, de: ${JSON.stringify(de)} },`,
        `  description: ${JSON.stringify(this.featureDescription(f))},`,
        `  icon: ${JSON.stringify(rng.pick(["car", "calendar", "file", "users", "chart", "mail", "wrench", "tag"]))},`,
        "});",
        "",
        `export default ${f.name};`,
        "",
      ].join("\n"),
    );

    // constants.ts and texts.ts
    const c = [`// Labels and notes used by the ${f.noun.many} handlers.`, `export const FEATURE_NAME = ${JSON.stringify(f.name)};`];
    for (const e of f.entities) c.push(`export const ${e.upper}_LABEL = ${JSON.stringify(e.noun.one)};`, `export const ${e.upper}_LABEL_PLURAL = ${JSON.stringify(e.noun.many)};`);
    c.push("export const MAX_PAGE_SIZE = 50;", "export const PAGINATION_NOTE = `Results are paginated, ${MAX_PAGE_SIZE} per page.`;");
    for (const [k, v] of Object.entries(FEATURE_NOTES)) c.push(`export const ${k} = ${JSON.stringify(v)};`);
    c.push('export const STATUSES = ["draft", "active", "archived"] as const;', "export type Status = (typeof STATUSES)[number];", "");
    this.write(`${f.dir}/constants.ts`, c.join("\n"));
    const t = ["const texts = {", ...Object.entries(TEXTS).map(([k, v]) => `  ${k}: ${JSON.stringify(v)},`), "} as const;", "", "export default texts;", ""];
    this.write(`${f.dir}/texts.ts`, t.join("\n"));

    // entities
    for (const e of f.entities) {
      const fields = rng.sample(FIELDS.slice(1), rng.int(3, 8));
      const lines = ['import { defineEntity } from "@kumiko/framework";', 'import { z } from "zod";', "", `export const ${e.name} = defineEntity({`, `  name: ${JSON.stringify(e.name)},`];
      if (e.description !== undefined) lines.push(`  description: ${JSON.stringify(e.description)},`);
      lines.push("  fields: {", "    id: z.string().uuid(),", ...fields.map((fl) => `    ${fl}: ${rng.pick(ZOD_TYPES)},`), "  },", "});", "", `export type ${pascal(e.noun.one)} = z.infer<typeof ${e.name}.schema>;`, "");
      this.write(e.file, lines.join("\n"));
    }

    // index.ts (barrel)
    const barrel = ['export * from "./feature.js";', 'export { default } from "./feature.js";', ...f.entities.map((e) => `export * from "./entities/${e.name}.js";`)];
    if (f.factoryCalls.length) barrel.push('export * as generated from "./crud.js";');
    this.write(`${f.dir}/index.ts`, barrel.join("\n") + "\n");

    // crud.ts: factory call sites
    if (f.factoryCalls.length) {
      const file = `${f.dir}/crud.ts`;
      const imports = new Map<string, Set<string>>();
      const addImport = (from: string, name: string): void => {
        if (!imports.has(from)) imports.set(from, new Set());
        imports.get(from)!.add(name);
      };
      const body: string[] = [];
      const namespaceEntities = rng.chance(0.3);
      const lines: string[] = [];
      if (namespaceEntities) lines.push('import * as entities from "./entities/index.js";');
      for (const call of f.factoryCalls) {
        const fn = { crud: "crudHandlers", exports: "exportHandlers", audit: "auditHandlers" }[call.factory];
        addImport(importPath(file, `src/shared/factories/${call.factory}.ts`), fn);
        let entityExpr = call.entity.name;
        if (call.owner !== f) addImport(importPath(file, `${call.owner.dir}/index.ts`), call.entity.name);
        else if (namespaceEntities) entityExpr = `entities.${call.entity.name}`;
        else addImport(importPath(file, call.entity.file), call.entity.name);
        const varName = `${call.entity.name}${cap(call.factory)}`;
        if (call.factory === "crud") {
          addImport("./feature.js", f.name);
          body.push(`export const ${varName} = crudHandlers(${entityExpr}, ${f.name});`);
        } else if (call.factory === "exports") {
          body.push(`export const ${varName} = exportHandlers(${entityExpr});`);
        } else {
          const labelConst = call.owner === f ? `${call.entity.upper}_LABEL` : undefined;
          if (labelConst) addImport("./constants.js", labelConst);
          body.push(`export const ${varName} = auditHandlers(${entityExpr}, ${labelConst ?? JSON.stringify(call.entity.noun.one)}, ${JSON.stringify(f.name)});`);
        }
        this.actions += FACTORY_SIZE[call.factory];
      }
      for (const [from, names] of imports) lines.push(`import { ${[...names].join(", ")} } from "${from}";`);
      this.write(file, [...lines, "", "// Standard handlers, generated from the entities.", ...body, ""].join("\n"));
    }
    this.write(`${f.dir}/entities/index.ts`, f.entities.map((e) => (rng.chance(0.5) ? `export { ${e.name} } from "./${e.name}.js";` : `export * from "./${e.name}.js";`)).join("\n") + "\n");

    for (const hf of f.handlerFiles) this.writeHandlerFile(f, hf);
  }

  private featureDescription(f: FeaturePlan): string {
    const rng = this.rng;
    const first = rng.pick([
      `Plan, track and report on ${f.noun.many} for every branch of a dealer group.`,
      `Everything about ${f.noun.many}: from the first draft to the archived record.`,
      `Manage ${f.noun.many}.`,
      `Lets dealers create, review and share ${f.noun.many} with customers, colleagues and partners, keep their status up to date as they move through the sales process, attach documents and notes, and see at a glance which ones need attention today, this week or before the end of the month, without switching between the back office, the DMS and their e-mail inbox.`,
      `The ${f.noun.many} module (v2.1) connects the back office with the partner portals, e.g. mobile.de and AutoScout24.`,
    ]);
    const more = rng.sample(
      [
        "It replaces the old spreadsheet workflow.",
        "Data is synced every 15 minutes.",
        "Admins can restrict it per role.",
        "See docs.example.com/features for screenshots.",
        "Available in the Professional and Enterprise plans.",
        "Changes are written to the audit log.",
      ],
      rng.int(0, 3),
    );
    return [first, ...more].join(" ");
  }

  private writeHandlerFile(f: FeaturePlan, hf: HandlerFilePlan): void {
    const rng = this.rng;
    const file = hf.file;
    const useNamespaceCallee = rng.chance(0.1);
    const constantsNamespace = rng.chance(0.3);
    const featureStyle = rng.weighted({ identifier: 55, string: 30, defaultShorthand: 15 });
    const imports: string[] = [useNamespaceCallee ? 'import * as kumiko from "@kumiko/framework";' : 'import { defineHandler } from "@kumiko/framework";', 'import { z } from "zod";'];
    const featureConsts = new Set<string>();
    const sharedConsts = new Set<string>();
    let usesTexts = false;
    let usesHelper = false;
    let usesI18n = false;
    const entities = new Set<EntityPlan>();
    const ref = (r: ConstRef): string => {
      if (r.source === "texts") {
        usesTexts = true;
        return `texts.${r.name}`;
      }
      if (r.source === "shared") {
        sharedConsts.add(r.name);
        return r.name;
      }
      if (constantsNamespace) {
        featureConsts.add("*");
        return `C.${r.name}`;
      }
      featureConsts.add(r.name);
      return r.name;
    };
    const constName = (name: string): string => ref({ source: "feature", name });

    const service = f.modules.find((m) => m.kind === "service" && rng.chance(0.4));
    const blocks: string[] = [];
    const exported: string[] = [];
    const exportStyle = hf.handlers.length === 1 && rng.chance(0.15) ? "default" : rng.chance(0.12) ? "array" : "const";
    for (const h of hf.handlers) {
      const callee = useNamespaceCallee ? "kumiko.defineHandler" : "defineHandler";
      const fields: string[] = [`  name: ${JSON.stringify(h.name)},`];
      const desc = this.descriptionExpr(h, ref, constName, (e) => entities.add(e));
      if (h.form === "helper") usesHelper = true;
      if (h.form === "i18n") usesI18n = true;
      if (desc !== undefined) fields.push(`  description: ${desc},`);
      if (h.verb.kind === "write" || rng.chance(0.5)) fields.push(`  kind: "${h.verb.kind}",`);
      if (featureStyle === "identifier") fields.push(`  feature: ${f.name},`);
      else if (featureStyle === "string") fields.push(`  feature: ${JSON.stringify(f.name)},`);
      else fields.push("  feature,");
      if (rng.chance(0.35)) {
        entities.add(h.entity);
        fields.push(`  entity: ${h.entity.name},`);
      }
      if (h.verb.approval || (h.verb.kind === "write" && rng.chance(0.1))) fields.push("  approval: true,");
      if (h.roles) fields.push(`  roles: [${h.roles.map((r) => JSON.stringify(r)).join(", ")}],`);
      const inputFields = rng.sample(FIELDS.slice(1), rng.int(0, 4));
      fields.push("  input: z.object({", `    id: ${h.verb.many ? "z.string().uuid().optional()" : "z.string().uuid()"},`, ...inputFields.map((fl) => `    ${fl}: ${rng.pick(ZOD_TYPES)},`), "  }),");
      fields.push(...this.handleBody(h, service));
      const decl = exportStyle === "default" ? `export default ${callee}({` : `${exportStyle === "array" ? "" : "export "}const ${h.varName} = ${callee}({`;
      blocks.push([decl, ...fields, "});"].join("\n"));
      exported.push(h.varName);
      this.actions++;
    }
    if (exportStyle === "array") blocks.push(`export const handlers = [${exported.join(", ")}];`);

    if (featureStyle === "identifier") imports.push(`import { ${f.name} } from "../feature.js";`);
    if (featureStyle === "defaultShorthand") imports.push('import feature from "../feature.js";');
    for (const e of entities) imports.push(`import { ${e.name} } from "${importPath(file, e.file)}";`);
    if (featureConsts.has("*")) imports.push('import * as C from "../constants.js";');
    else if (featureConsts.size) imports.push(`import { ${[...featureConsts].sort().join(", ")} } from "../constants.js";`);
    if (sharedConsts.size) imports.push(`import { ${[...sharedConsts].sort().join(", ")} } from "${importPath(file, "src/shared/constants.ts")}";`);
    if (usesTexts) imports.push('import texts from "../texts.js";');
    if (usesHelper) imports.push(`import { withTenantScope } from "${importPath(file, "src/shared/text.ts")}";`);
    if (usesI18n) imports.push(`import { t } from "${importPath(file, "src/shared/i18n.ts")}";`);
    imports.push(`import { NotFoundError } from "${importPath(file, "src/shared/lib/errors.ts")}";`);
    if (service) imports.push(`import ${service.defaultName} from "${importPath(file, service.file)}";`);
    this.write(file, [...imports, "", blocks.join("\n\n"), ""].join("\n"));
  }

  private descriptionExpr(h: HandlerPlan, ref: (r: ConstRef) => string, constName: (n: string) => string, useEntity: (e: EntityPlan) => void): string | undefined {
    const rng = this.rng;
    const full = [h.main, ...h.follow.map((p) => p.text)].join(" ");
    switch (h.form) {
      case "missing":
        return undefined;
      case "empty":
        return '""';
      case "literal":
        return JSON.stringify(full);
      case "literalSplit": {
        const pieces = splitAtSpaces(full, rng.int(50, 90));
        return pieces.map((p) => JSON.stringify(p)).join(" +\n    ");
      }
      case "multiline": {
        const pieces = splitAtSpaces(full, rng.int(50, 80)).map((p) => p.trimEnd());
        return "`" + pieces.map(escapeTemplate).join("\n    ") + "`";
      }
      case "join":
        return `[\n    ${[h.main, ...h.follow.map((p) => p.text)].map((s) => JSON.stringify(s)).join(",\n    ")},\n  ].join(" ")`;
      case "template": {
        const main = substituteNoun(h.main, h.entity, (text) => escapeTemplate(text), (name) => "${" + constName(name) + "}");
        const rest = h.follow.map((p) => (p.ref ? "${" + ref(p.ref) + "}" : escapeTemplate(p.text)));
        return "`" + [main, ...rest].join(" ") + "`";
      }
      case "concat": {
        // Literal pieces next to each other are merged, as a person would write them.
        const segments: Array<{ literal: string } | { code: string }> = [];
        const literal = (text: string): void => {
          const last = segments[segments.length - 1];
          if (last && "literal" in last) last.literal += text;
          else segments.push({ literal: text });
        };
        substituteNoun(h.main, h.entity, (text) => (literal(text), ""), (name) => (segments.push({ code: constName(name) }), ""));
        for (const p of h.follow) {
          literal(" ");
          if (p.ref) segments.push({ code: ref(p.ref) });
          else literal(p.text);
        }
        return segments.map((s) => ("literal" in s ? JSON.stringify(s.literal) : s.code)).join(" + ");
      }
      case "entityProp": {
        useEntity(h.entity);
        const style = rng.int(0, 2);
        if (style === 0) return `${h.entity.name}.description`;
        if (style === 1) return "`" + cap(h.verb.base) + " ${" + h.entity.name + ".description}`";
        return `"${cap(h.verb.base)} " + ${h.entity.name}.name + ${JSON.stringify(" records" + (h.follow.length ? ". " + h.follow.map((p) => p.text).join(" ") : "."))}`;
      }
      case "helper":
        return `withTenantScope(${JSON.stringify(h.main)})`;
      case "i18n":
        return `t(${JSON.stringify(`${h.name}.description`)})`;
    }
  }

  private handleBody(h: HandlerPlan, service: ModulePlan | undefined): string[] {
    const rng = this.rng;
    const table = `ctx.db.${h.entity.name}`;
    const out = ["  handle: async (ctx, input) => {"];
    if (rng.chance(0.3)) out.push(`    // ${rng.pick(COMMENTS)}`);
    if (service && rng.chance(0.7)) out.push(`    const service = new ${service.defaultName}(ctx.http, { tenantId: ctx.tenant.id });`);
    if (h.verb.kind === "read" && h.verb.many) {
      out.push(
        "    const page = Math.max(1, input.page ?? 1);",
        `    const rows = await ${table}.findMany({`,
        "      where: { tenantId: ctx.tenant.id, ...(input.id ? { id: input.id } : {}) },",
        '      orderBy: { createdAt: "desc" },',
        "      skip: (page - 1) * 50,",
        "      take: 50,",
        "    });",
      );
      if (rng.chance(0.5)) out.push("    const total = rows.reduce((sum, row) => sum + (row.amount ?? 0), 0);", "    return { rows, page, total };");
      else out.push("    return { rows, page };");
    } else if (h.verb.kind === "read") {
      out.push(`    const record = await ${table}.findUnique({ where: { id: input.id, tenantId: ctx.tenant.id } });`, "    if (!record) {", `      throw new NotFoundError(${JSON.stringify(h.entity.name)}, input.id);`, "    }");
      if (rng.chance(0.4)) out.push("    const history = await ctx.db.auditLog.findMany({ where: { subjectId: record.id }, take: 20 });", "    return { ...record, history };");
      else out.push("    return record;");
    } else {
      out.push(`    await ctx.authorize(${JSON.stringify(h.name)}, input.id);`);
      if (h.verb.key === "delete" || h.verb.key === "purge") out.push(`    const removed = await ${table}.delete({ where: { id: input.id, tenantId: ctx.tenant.id } });`, `    await ctx.events.emit(${JSON.stringify(h.name)}, { id: removed.id, by: ctx.user.id });`, "    return { ok: true };");
      else {
        out.push(
          `    const existing = await ${table}.findUnique({ where: { id: input.id } });`,
          "    if (!existing) {",
          `      throw new NotFoundError(${JSON.stringify(h.entity.name)}, input.id);`,
          "    }",
          `    const updated = await ${table}.update({`,
          "      where: { id: existing.id },",
          `      data: { ...input, status: ${JSON.stringify(rng.pick(["active", "draft", "archived", "scheduled"]))}, updatedAt: new Date(), updatedBy: ctx.user.id },`,
          "    });",
          `    await ctx.events.emit(${JSON.stringify(h.name)}, { id: updated.id, by: ctx.user.id });`,
          "    return { ok: true, id: updated.id };",
        );
      }
    }
    out.push("  },");
    return out;
  }

  // -- ordinary modules --

  private writeModules(): void {
    const all: ModulePlan[] = [...this.sharedModules, ...this.features.flatMap((f) => f.modules)];
    writeOrdinary(this.rng, (rel, content) => this.write(rel, content), () => this.bytes, all, this.sharedModules, Math.round(this.fileTarget * BYTES_PER_FILE * this.size), "src/shared/lib");
  }
}

// ---- the other ecosystems: shared pieces ------------------------------------------------------------------

const snake = (s: string): string => words(kebab(s).replace(/_/g, " ")).map((w) => w.toLowerCase()).join("_");
const slug = (s: string): string => words(kebab(s).replace(/_/g, " ")).map((w) => w.toLowerCase()).join("-");
const title = (s: string): string => words(s).map(cap).join(" ");

const APP_PREFIXES = ["Fleet", "Dealer", "Auto", "Park", "Tyre", "Lease", "Shop", "Quote", "Mail", "Roster", "Ledger", "Stock", "Book", "Drive", "Garage", "Motor", "Route", "Parts", "Claim", "Tariff", "Lot", "Trade", "Service", "Valet"];
const APP_SUFFIXES = ["base", "deck", "ly", "hub", "wise", "loop", "flow", "works", "stack", "pilot", "point", "sync", "cloud", "mate"];

/** A made-up SaaS product that a Pipedream, Activepieces or n8n integration talks to. */
interface App {
  display: string;
  slug: string;
  camel: string;
  pascal: string;
  nouns: Noun[];
}

/** What one tool's description says: a main sentence and follow-ups, from the shared vocabulary. */
interface ToolText {
  verb: Verb;
  noun: Noun;
  main: string;
  follow: string[];
}

const fullText = (t: ToolText): string => [t.main, ...t.follow].join(" ");

/** "list vehicles", "create vehicle": the words an action's name is made of. */
const actionWords = (verb: Verb, noun: Noun): string => `${verb.key} ${verb.many ? noun.many : noun.one}`;

type TextForm = "literal" | "concat" | "template" | "join";

/** A description as source: one literal, pieces joined with +, a hard-wrapped template, or [...].join(" "). */
function textExpr(rng: Rng, text: string, form: TextForm, indent: string): string {
  switch (form) {
    case "literal":
      return JSON.stringify(text);
    case "concat":
      return splitAtSpaces(text, rng.int(50, 90))
        .map((p) => JSON.stringify(p))
        .join(` +\n${indent}  `);
    case "template":
      return "`" + splitAtSpaces(text, rng.int(50, 80)).map((p) => escapeTemplate(p.trimEnd())).join(`\n${indent}  `) + "`";
    case "join": {
      const sentences = text.split(/(?<=\.) /);
      return `[\n${sentences.map((x) => `${indent}  ${JSON.stringify(x)},`).join("\n")}\n${indent}].join(" ")`;
    }
  }
}

function packageJson(name: string, dependencies: Record<string, string>, extra: Record<string, unknown> = {}, devDependencies: Record<string, string> = {}): string {
  const pkg = { name, version: "1.0.0", private: true, type: "module", scripts: { build: "tsc -p tsconfig.json", test: "vitest run" }, ...extra, dependencies, devDependencies: { typescript: "^5.6.0", vitest: "^2.1.0", ...devDependencies } };
  return JSON.stringify(pkg, null, 2) + "\n";
}

interface OrdinarySpec {
  /** Folder of logger.ts and http.ts, when the package has them. */
  libDir?: string;
  mix: LangMix;
  kinds: Record<ModuleKind, number>;
  /** Groups of ordinary modules (a resource, an app), each with the nouns its module names come from. */
  groups: Array<{ name: string; nouns: Noun[] }>;
  folder: (group: string, kind: ModuleKind) => string;
}

const NO_KINDS: Record<ModuleKind, number> = { types: 0, util: 0, service: 0, component: 0, hook: 0, store: 0, api: 0, test: 0 };

/** One package of an ecosystem other than kumiko: its declarations first, then ordinary code up to its share. */
abstract class EcoPackage {
  protected files = 0;
  protected bytes = 0;
  protected actions = 0;
  protected features = 0;
  private readonly usedGroups = new Set<string>();

  constructor(
    protected readonly eco: Ecosystem,
    protected readonly sink: Sink,
    protected readonly dir: string,
    protected readonly rng: Rng,
    protected readonly fileTarget: number,
    protected readonly actionTarget: number,
    protected readonly size: number,
  ) {}

  run(): void {
    this.writeDeclarations();
    this.writeOrdinaryFiles(this.ordinary());
    this.sink.declare(this.eco, "actions", this.actions);
    this.sink.declare(this.eco, "features", this.features);
  }

  protected abstract writeDeclarations(): void;
  protected abstract ordinary(): OrdinarySpec;

  protected src(rel: string, content: string): void {
    this.sink.write(`${this.dir}/${rel}`, content, this.eco);
    this.files++;
    this.bytes += Buffer.byteLength(content);
  }

  protected meta(rel: string, content: string): void {
    this.sink.write(`${this.dir}/${rel}`, content);
  }

  protected writeLib(libDir: string): void {
    this.src(`${libDir}/logger.ts`, SHARED_LOGGER);
    this.src(`${libDir}/http.ts`, SHARED_HTTP);
  }

  /** A noun not used for a group of this package yet ("vehicles", "fleet invoices", ...). */
  protected freshNoun(): Noun {
    const rng = this.rng;
    for (let attempt = 0; ; attempt++) {
      const noun = rng.pick(NOUNS);
      let area = attempt === 0 && rng.chance(0.6) ? "" : rng.pick(AREAS);
      if (attempt > 40) area = `${area} unit${this.usedGroups.size}`.trim();
      const many = `${area} ${noun.many}`.trim();
      if (this.usedGroups.has(many)) continue;
      this.usedGroups.add(many);
      return { one: `${area} ${noun.one}`.trim(), many, de: noun.de };
    }
  }

  /** Made-up apps with 2-5 resources each. */
  protected apps(count: number): App[] {
    const rng = this.rng;
    const out: App[] = [];
    const taken = new Set<string>();
    while (out.length < count) {
      let display = rng.pick(APP_PREFIXES) + rng.pick(APP_SUFFIXES);
      if (taken.has(display)) display += rng.pick([" Pro", " Cloud", " One", " Plus", " X"]) + (out.length > 200 ? ` ${out.length}` : "");
      if (taken.has(display)) continue;
      taken.add(display);
      const nouns = rng.sample(NOUNS, rng.int(2, 5)).map((n): Noun => {
        if (!rng.chance(0.2)) return n;
        const area = rng.pick(AREAS.slice(1));
        return { one: `${area} ${n.one}`, many: `${area} ${n.many}`, de: n.de };
      });
      const s = slug(display);
      out.push({ display, slug: s.replace(/-/g, "_"), camel: camel(display), pascal: pascal(display), nouns });
    }
    return out;
  }

  /** A description for `verb` on `noun`; now and then close to the previous one of the same file. */
  protected text(verb: Verb, noun: Noun, prev?: ToolText): ToolText {
    const rng = this.rng;
    const { main, follow } = describe(rng, verb, noun, false);
    if (prev && rng.chance(0.06)) return { verb, noun, main: prev.main.replace(/\.$/, "") + rng.pick(QUALIFIERS) + ".", follow: prev.follow.slice() };
    return { verb, noun, main, follow: follow.map((p) => p.text) };
  }

  /** A name not in `taken`, from `base`, qualified as `variant` spells it when taken. */
  protected unique(taken: Set<string>, base: string, variant: (qualifier: string) => string): string {
    let name = base;
    for (let i = 0; taken.has(name) && i < 6; i++) name = variant(this.rng.pick(NAME_QUALIFIERS));
    for (let n = 2; taken.has(name); n++) name = variant(`V${n}`);
    taken.add(name);
    return name;
  }

  private writeOrdinaryFiles(spec: OrdinarySpec): void {
    const rng = this.rng;
    const count = Math.max(0, this.fileTarget - this.files);
    const modules: ModulePlan[] = [];
    const stems = new Map<string, Set<string>>();
    for (let i = 0; i < count; i++) {
      const group = spec.groups[i % spec.groups.length];
      if (!stems.has(group.name)) stems.set(group.name, new Set());
      const used = stems.get(group.name)!;
      const base = pascal(rng.pick(group.nouns).one);
      let stem = base + rng.pick(ASPECTS);
      while (used.has(stem)) stem = base + rng.pick(ASPECTS) + rng.pick(ASPECTS);
      used.add(stem);
      const kind = rng.weighted(spec.kinds);
      modules.push(modulePlan(spec.folder(group.name, kind), kind, stem, group.name, pickLang(rng, kind, spec.mix)));
    }
    const shared = modules.filter((m) => m.group === spec.groups[0].name);
    writeOrdinary(rng, (rel, content) => this.src(rel, content), () => this.bytes, modules, shared, Math.round(this.fileTarget * BYTES_PER_FILE * this.size), spec.libDir);
  }
}

/** Fields of a tool's input: an id for a single record, then a few more. */
function inputFields(rng: Rng, verb: Verb): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  if (!verb.many) out.push(["id", "z.string().uuid()"]);
  for (const f of rng.sample(FIELDS.slice(1), rng.int(0, 3))) out.push([f, rng.pick(ZOD_TYPES)]);
  return out;
}

const FIELD_HINTS: Record<string, string> = { id: "The record's id", status: "Only records with this status", ownerId: "The owner's user id", branchId: "The branch to use", dueDate: "Due date, ISO 8601", tags: "Tags to filter by" };
const fieldHint = (f: string): string => FIELD_HINTS[f] ?? `The ${kebab(f).replace(/-/g, " ")}`;

/** The same fields as a JSON schema (OpenAI, low-level MCP). */
function jsonSchema(rng: Rng, verb: Verb, indent: string): string {
  const fields = inputFields(rng, verb).map(([f]) => f);
  const type = (f: string): string => (/^(amount|price|discount|quantity|mileage|score|priority|version)$/.test(f) ? "number" : f === "archived" ? "boolean" : f === "tags" ? "array" : "string");
  const props = fields.map((f) => {
    const t = type(f);
    const extra = t === "array" ? `, items: { type: "string" }` : f === "status" ? `, enum: ["draft", "active", "archived"]` : "";
    return `${indent}    ${f}: { type: "${t}", description: ${JSON.stringify(fieldHint(f))}${extra} },`;
  });
  const required = fields.filter((f) => f === "id" || rng.chance(0.2));
  return [`{`, `${indent}  type: "object",`, `${indent}  properties: {`, ...props, `${indent}  },`, `${indent}  required: [${required.map((r) => JSON.stringify(r)).join(", ")}],`, `${indent}}`].join("\n");
}

const httpMethod = (verb: Verb): string => (verb.kind === "read" ? "GET" : verb.key === "delete" || verb.key === "purge" ? "DELETE" : verb.key === "create" || verb.key === "import" ? "POST" : "PUT");

/** `/api/vehicles` or `/api/vehicles/${<arg>.id}` as a JS expression. */
function apiPath(verb: Verb, noun: Noun, arg: string): string {
  const base = `/api/${slug(noun.many)}`;
  return verb.many ? JSON.stringify(base) : "`" + base + "/${" + arg + ".id}`";
}

// ---- MCP SDK -----------------------------------------------------------------------------------------------

/** An MCP tool's handler: calls the app's API and returns the JSON as text content. */
function mcpHandler(verb: Verb, noun: Noun, ind: string): string {
  const body = httpMethod(verb) === "GET" || httpMethod(verb) === "DELETE" ? "" : ", JSON.stringify(args)";
  return [
    "async (args) => {",
    `${ind}  const response = await http.request(${JSON.stringify(httpMethod(verb))}, ${apiPath(verb, noun, "args")}${body});`,
    `${ind}  const data = await response.json();`,
    `${ind}  return { content: [{ type: "text", text: JSON.stringify(data, null, 2) }] };`,
    `${ind}}`,
  ].join("\n");
}

class McpPackage extends EcoPackage {
  private readonly names = new Set<string>();
  private readonly nouns: Noun[] = [];

  protected writeDeclarations(): void {
    const rng = this.rng;
    this.meta("package.json", packageJson("@dealer/mcp-server", { "@modelcontextprotocol/sdk": "^1.17.3", zod: "^3.25.76" }, { bin: { "dealer-mcp": "dist/src/index.js" } }));
    this.meta("tsconfig.json", TSCONFIG_PACKAGE);
    this.writeLib("src/lib");
    const imports: string[] = [];
    const calls: string[] = [];
    let remaining = this.actionTarget;
    while (remaining > 0) {
      const noun = this.freshNoun();
      this.nouns.push(noun);
      const count = Math.min(remaining, rng.int(2, 6));
      const verbs = rng.sample(VERBS, count);
      const style = rng.weighted({ register: 55, positional: 15, lowLevel: 18, registerMjs: 12 });
      const fn = `register${pascal(noun.many)}Tools`;
      let file: string;
      if (style === "lowLevel") {
        file = `src/legacy/${slug(noun.many)}-tools.mjs`;
        this.src(file, this.lowLevelFile(noun, verbs, fn));
        calls.push(`${fn}(server.server, http);`);
      } else {
        const js = style === "registerMjs";
        file = js ? `src/tools/${slug(noun.many)}.mjs` : `src/tools/${camel(noun.many)}.ts`;
        this.src(file, this.registerFile(noun, verbs, fn, style === "positional", js));
        calls.push(`${fn}(server, http);`);
      }
      imports.push(`import { ${fn} } from "${importPath("src/index.ts", file)}";`);
      this.actions += count;
      remaining -= count;
    }
    this.src(
      "src/index.ts",
      [
        'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
        'import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";',
        'import { HttpClient } from "./lib/http.js";',
        ...imports,
        "",
        'const server = new McpServer({ name: "dealer-cockpit", version: "2.3.0" });',
        'const http = new HttpClient(process.env.COCKPIT_API_URL ?? "http://localhost:3000", process.env.COCKPIT_API_TOKEN);',
        "",
        ...calls,
        "",
        "await server.connect(new StdioServerTransport());",
        "",
      ].join("\n"),
    );
  }

  private annotations(verb: Verb): string | undefined {
    const rng = this.rng;
    if (verb.irreversible) return rng.chance(0.75) ? "{ destructiveHint: true }" : undefined;
    if (verb.kind === "write") return rng.pick(["{ readOnlyHint: false }", "{ readOnlyHint: false }", "{ readOnlyHint: false, idempotentHint: true }", undefined]);
    return rng.pick(["{ readOnlyHint: true }", "{ readOnlyHint: true }", "{ readOnlyHint: true, openWorldHint: false }", undefined]);
  }

  /** `server.registerTool(name, config, cb)` (config inline or in consts at the top) or positional `server.tool(…)`. */
  private registerFile(noun: Noun, verbs: Verb[], fn: string, positional: boolean, js: boolean): string {
    const rng = this.rng;
    const head: string[] = [];
    if (!js) head.push('import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";');
    head.push('import { z } from "zod";');
    if (!js) head.push('import type { HttpClient } from "../lib/http.js";');
    const consts: string[] = [];
    const calls: string[] = [];
    let prev: ToolText | undefined;
    for (const verb of verbs) {
      const t = this.text(verb, noun, prev);
      prev = t;
      const w = actionWords(verb, noun);
      const fields = inputFields(rng, verb);
      if (positional) {
        const name = this.unique(this.names, slug(w), (q) => `${slug(w)}-${slug(q)}`);
        const shape = `{ ${fields.map(([k, z]) => `${k}: ${z}`).join(", ")} }`;
        const desc = rng.chance(0.08) ? undefined : rng.chance(0.6) ? t.main : fullText(t);
        calls.push(`  server.tool(${JSON.stringify(name)}, ${desc !== undefined ? JSON.stringify(desc) + ", " : ""}${shape}, ${mcpHandler(verb, noun, "  ")});`);
        continue;
      }
      const name = this.unique(this.names, snake(w), (q) => `${snake(w)}_${snake(q)}`);
      const annotations = this.annotations(verb);
      const hasDescription = !rng.chance(0.04);
      const form = rng.weighted<TextForm>({ literal: 62, concat: 22, template: 8, join: 8 });
      const config = (ind: string): string[] => [
        `${ind}title: ${JSON.stringify(rng.chance(0.5) ? title(w) : cap(w))},`,
        ...(hasDescription ? [`${ind}description: ${textExpr(rng, fullText(t), form, ind)},`] : []),
        `${ind}inputSchema: {`,
        ...fields.map(([k, z]) => `${ind}  ${k}: ${z}${rng.chance(0.4) ? `.describe(${JSON.stringify(fieldHint(k))})` : ""},`),
        `${ind}},`,
        ...(annotations ? [`${ind}annotations: ${annotations},`] : []),
      ];
      if (rng.chance(0.25)) {
        // Name and config in consts elsewhere in the file.
        const nameConst = name.toUpperCase();
        const configConst = `${camel(name.replace(/_/g, " "))}Config`;
        consts.push(`const ${nameConst} = ${JSON.stringify(name)};`, "", `const ${configConst} = {`, ...config("  "), "};", "");
        calls.push(`  server.registerTool(${nameConst}, ${configConst}, ${mcpHandler(verb, noun, "  ")});`);
      } else {
        calls.push(["  server.registerTool(", `    ${JSON.stringify(name)},`, "    {", ...config("      "), "    },", `    ${mcpHandler(verb, noun, "    ")},`, "  );"].join("\n"));
      }
    }
    const signature = js
      ? `/**\n * Registers the ${noun.one} tools.\n * @param {import("@modelcontextprotocol/sdk/server/mcp.js").McpServer} server\n * @param {import("../lib/http.js").HttpClient} http\n */\nexport function ${fn}(server, http) {`
      : `/** Registers the ${noun.one} tools. */\nexport function ${fn}(server: McpServer, http: HttpClient): void {`;
    return [...head, "", ...consts, signature, calls.join("\n\n"), "}", ""].join("\n");
  }

  /** A low-level server: tool objects `{ name, description, inputSchema }` in a list, and a switch over names. */
  private lowLevelFile(noun: Noun, verbs: Verb[], fn: string): string {
    const rng = this.rng;
    const listName = `${upperSnake(noun.many)}_TOOLS`;
    const objects: string[] = [];
    const cases: string[] = [];
    let prev: ToolText | undefined;
    for (const verb of verbs) {
      const t = this.text(verb, noun, prev);
      prev = t;
      const w = actionWords(verb, noun);
      const name = this.unique(this.names, snake(w), (q) => `${snake(w)}_${snake(q)}`);
      const lines = ["  {", `    name: ${JSON.stringify(name)},`];
      if (!rng.chance(0.05)) lines.push(`    description: ${textExpr(rng, fullText(t), rng.chance(0.75) ? "literal" : "concat", "    ")},`);
      lines.push(`    inputSchema: ${jsonSchema(rng, verb, "    ")},`, "  },");
      objects.push(lines.join("\n"));
      const body = httpMethod(verb) === "GET" || httpMethod(verb) === "DELETE" ? "" : ", JSON.stringify(args)";
      cases.push(
        [
          `      case ${JSON.stringify(name)}: {`,
          `        const response = await http.request(${JSON.stringify(httpMethod(verb))}, ${apiPath(verb, noun, "args")}${body});`,
          "        return { content: [{ type: \"text\", text: await response.text() }] };",
          "      }",
        ].join("\n"),
      );
    }
    return [
      'import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";',
      "",
      `export const ${listName} = [`,
      objects.join("\n"),
      "];",
      "",
      "/**",
      ` * Registers the ${noun.one} tools on a low-level server (kept for clients that predate registerTool).`,
      ' * @param {import("@modelcontextprotocol/sdk/server/index.js").Server} server',
      ' * @param {import("../lib/http.js").HttpClient} http',
      " */",
      `export function ${fn}(server, http) {`,
      `  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: ${listName} }));`,
      "  server.setRequestHandler(CallToolRequestSchema, async (request) => {",
      "    const { name, arguments: args = {} } = request.params;",
      "    switch (name) {",
      cases.join("\n"),
      "      default:",
      "        throw new Error(`Unknown tool: ${name}`);",
      "    }",
      "  });",
      "}",
      "",
    ].join("\n");
  }

  protected ordinary(): OrdinarySpec {
    return {
      libDir: "src/lib",
      mix: { tsx: 0, js: 0.3, jsExt: "js" },
      kinds: { ...NO_KINDS, types: 16, util: 26, service: 14, api: 14, store: 4, test: 20 },
      groups: this.nouns.map((n) => ({ name: camel(n.many), nouns: [n] })),
      folder: (group, kind) => `src/modules/${group}/${KIND_FOLDERS[kind]}`,
    };
  }
}

// ---- Vercel AI SDK -------------------------------------------------------------------------------------------

class VercelAiPackage extends EcoPackage {
  private readonly names = new Set<string>();
  private readonly nouns: Noun[] = [];
  private readonly exported: Array<{ name: string; file: string }> = [];

  protected writeDeclarations(): void {
    const rng = this.rng;
    this.meta("package.json", packageJson("@dealer/assistant", { ai: "^5.0.59", "@ai-sdk/openai": "^2.0.42", "@ai-sdk/react": "^2.0.59", react: "^18.3.1", zod: "^3.25.76" }));
    this.meta("tsconfig.json", TSCONFIG_PACKAGE);
    this.writeLib("src/lib");
    let remaining = this.actionTarget;
    while (remaining > 0) {
      const noun = this.freshNoun();
      this.nouns.push(noun);
      const kind = this.exported.length < 3 ? "tools" : rng.weighted({ tools: 60, agent: 28, dynamic: 12 });
      const count = Math.min(remaining, kind === "dynamic" ? rng.int(1, 2) : kind === "agent" ? rng.int(1, 4) : rng.int(2, 5));
      if (kind === "agent") this.src(`src/agents/${camel(noun.many)}Agent.ts`, this.agentFile(noun, count));
      else {
        const file = kind === "dynamic" ? `src/tools/dynamic/${camel(noun.many)}.ts` : `src/tools/${camel(noun.many)}.ts`;
        this.src(file, this.toolsFile(file, noun, count, kind === "dynamic"));
      }
      this.actions += count;
      remaining -= count;
    }
  }

  /** `tool({ description, inputSchema, needsApproval, execute })`; no description now and then, as in real code. */
  private toolCall(callee: "tool" | "dynamicTool", t: ToolText, ind: string, schemaKey: "inputSchema" | "parameters"): string {
    const rng = this.rng;
    const lines = [`${callee}({`];
    if (!rng.chance(0.18)) lines.push(`${ind}  description: ${textExpr(rng, fullText(t), rng.weighted<TextForm>({ literal: 70, concat: 15, template: 10, join: 5 }), ind + "  ")},`);
    const fields = callee === "dynamicTool" ? [] : inputFields(rng, t.verb);
    if (fields.length) lines.push(`${ind}  ${schemaKey}: z.object({`, ...fields.map(([k, z]) => `${ind}    ${k}: ${z}.describe(${JSON.stringify(fieldHint(k))}),`), `${ind}  }),`);
    else lines.push(`${ind}  ${schemaKey}: z.object({}).passthrough(),`);
    if ((t.verb.irreversible && rng.chance(0.6)) || (t.verb.approval && rng.chance(0.4))) lines.push(`${ind}  needsApproval: true,`);
    const body = httpMethod(t.verb) === "GET" || httpMethod(t.verb) === "DELETE" ? "" : ", JSON.stringify(input)";
    const arg = callee === "dynamicTool" ? "(input as { id?: string })" : "input";
    lines.push(
      `${ind}  execute: async (input) => {`,
      `${ind}    const response = await http.request(${JSON.stringify(httpMethod(t.verb))}, ${apiPath(t.verb, t.noun, arg)}${body});`,
      `${ind}    return response.json();`,
      `${ind}  },`,
      `${ind}})`,
    );
    return lines.join("\n");
  }

  private toolsFile(file: string, noun: Noun, count: number, dynamic: boolean): string {
    const rng = this.rng;
    const schemaKey = !dynamic && rng.chance(0.3) ? "parameters" : "inputSchema";
    const blocks: string[] = [];
    let prev: ToolText | undefined;
    for (const verb of rng.sample(VERBS, count)) {
      const t = this.text(verb, noun, prev);
      prev = t;
      const name = this.unique(this.names, camel(actionWords(verb, noun)), (q) => camel(actionWords(verb, noun)) + q);
      this.exported.push({ name, file });
      blocks.push(`export const ${name} = ${this.toolCall(dynamic ? "dynamicTool" : "tool", t, "", schemaKey)};`);
    }
    return [
      `import { ${dynamic ? "dynamicTool" : "tool"} } from "ai";`,
      'import { z } from "zod";',
      `import { HttpClient } from "${importPath(file, "src/lib/http.ts")}";`,
      "",
      'const http = new HttpClient(process.env.COCKPIT_API_URL ?? "http://localhost:3000");',
      "",
      blocks.join("\n\n"),
      "",
    ].join("\n");
  }

  /** An agent: `streamText({ tools: { listVehicles, weather: tool({…}) } })`, names from the property keys. */
  private agentFile(noun: Noun, count: number): string {
    const rng = this.rng;
    const file = `src/agents/${camel(noun.many)}Agent.ts`;
    const refs = rng.sample(this.exported, rng.int(0, 3));
    const byFile = new Map<string, string[]>();
    for (const r of refs) byFile.set(r.file, [...(byFile.get(r.file) ?? []), r.name]);
    const entries: string[] = refs.map((r) => `      ${r.name},`);
    let prev: ToolText | undefined;
    for (const verb of rng.sample(VERBS, count)) {
      const t = this.text(verb, noun, prev);
      prev = t;
      const key = this.unique(this.names, camel(actionWords(verb, noun)), (q) => camel(actionWords(verb, noun)) + q);
      entries.push(`      ${key}: ${this.toolCall("tool", t, "      ", "inputSchema")},`);
    }
    const fn = `ask${pascal(noun.many)}Agent`;
    return [
      'import { openai } from "@ai-sdk/openai";',
      'import { stepCountIs, streamText, tool, type ModelMessage } from "ai";',
      'import { z } from "zod";',
      `import { HttpClient } from "${importPath(file, "src/lib/http.ts")}";`,
      ...[...byFile].map(([f, names]) => `import { ${names.join(", ")} } from "${importPath(file, f)}";`),
      "",
      'const http = new HttpClient(process.env.COCKPIT_API_URL ?? "http://localhost:3000");',
      "",
      `/** Answers questions about ${noun.many} in the chat sidebar. */`,
      `export async function ${fn}(messages: ModelMessage[]) {`,
      "  const result = streamText({",
      `    model: openai(${JSON.stringify(rng.pick(["gpt-4o", "gpt-4o-mini", "gpt-4.1", "gpt-4.1-mini"]))}),`,
      `    system: ${JSON.stringify(`You help a car dealer's staff with their ${noun.many}. Answer briefly, use the tools to look things up, and never guess ids.`)},`,
      "    messages,",
      "    tools: {",
      entries.join("\n"),
      "    },",
      `    stopWhen: stepCountIs(${rng.int(3, 8)}),`,
      "  });",
      "  return result.toUIMessageStreamResponse();",
      "}",
      "",
    ].join("\n");
  }

  protected ordinary(): OrdinarySpec {
    return {
      libDir: "src/lib",
      mix: { tsx: 0.9, js: 0.1, jsExt: "js" },
      kinds: { ...NO_KINDS, component: 26, hook: 12, util: 16, types: 10, api: 10, store: 6, service: 6, test: 14 },
      groups: this.nouns.map((n) => ({ name: camel(n.many), nouns: [n] })),
      folder: (group, kind) => `src/app/${group}/${KIND_FOLDERS[kind]}`,
    };
  }
}

/** `total` split into `parts` positive counts of varying size (parts is capped at total). */
function spread(rng: Rng, total: number, parts: number): number[] {
  const n = Math.max(1, Math.min(parts, total));
  const weights = Array.from({ length: n }, () => 0.5 + rng.next() * 2.5);
  const sum = weights.reduce((a, b) => a + b, 0);
  const out = weights.map((w) => Math.max(1, Math.floor((w / sum) * total)));
  let diff = total - out.reduce((a, b) => a + b, 0);
  for (let i = 0; diff !== 0; i = (i + 1) % n) {
    if (diff > 0) {
      out[i]++;
      diff--;
    } else if (out[i] > 1) {
      out[i]--;
      diff++;
    }
  }
  return out;
}

/** Verbs for `count` actions on an app's resources: each resource in turn, distinct verbs per resource. */
function appActions(rng: Rng, app: App, count: number): Array<{ verb: Verb; noun: Noun }> {
  const perNoun = app.nouns.map(() => rng.sample(VERBS, VERBS.length));
  const out: Array<{ verb: Verb; noun: Noun }> = [];
  for (let i = 0; out.length < count; i++) {
    const k = i % app.nouns.length;
    const verbs = perNoun[k];
    out.push({ verb: verbs[Math.floor(i / app.nouns.length) % verbs.length], noun: app.nouns[k] });
  }
  return out;
}

const host = (app: App): string => app.slug.replace(/_/g, "");

// ---- Pipedream -----------------------------------------------------------------------------------------------

interface PipedreamAction {
  verb: Verb;
  noun: Noun;
  t: ToolText;
  key: string;
  name: string;
  method: string;
  slug: string;
}

class PipedreamPackage extends EcoPackage {
  private readonly appList: App[] = [];

  protected writeDeclarations(): void {
    const rng = this.rng;
    this.meta("package.json", packageJson("@dealer/pipedream-components", { "@pipedream/platform": "^3.1.0", "@pipedream/types": "^0.3.2" }));
    this.meta("tsconfig.json", tsconfigFor(["components"]));
    const apps = this.apps(Math.max(1, Math.round(this.actionTarget / 11)));
    const counts = spread(rng, this.actionTarget, apps.length);
    const mjsApps: App[] = [];
    counts.forEach((count, i) => {
      const app = apps[i];
      this.appList.push(app);
      const ts = rng.chance(0.1);
      if (!ts) mjsApps.push(app);
      this.writeApp(app, count, ts);
    });
    // Sources (type "source": they emit events and declare no action) take about half of the files left.
    const sources = Math.min(mjsApps.length * 4, Math.floor(Math.max(0, this.fileTarget - this.files) * 0.5));
    const usedSources = new Set<string>();
    for (let i = 0; i < sources; i++) {
      const app = mjsApps[i % mjsApps.length];
      const noun = rng.pick(app.nouns);
      const event = rng.pick(["created", "updated", "deleted", "status-changed"]);
      let dir = `new-${slug(noun.one)}-${event}`;
      for (let n = 2; usedSources.has(`${app.slug}/${dir}`); n++) dir = `new-${slug(noun.one)}-${event}-${n}`;
      usedSources.add(`${app.slug}/${dir}`);
      this.src(`components/${app.slug}/sources/${dir}/${dir}.mjs`, this.sourceFile(app, noun, event, dir));
    }
  }

  private writeApp(app: App, count: number, ts: boolean): void {
    const rng = this.rng;
    const ext = ts ? "ts" : "mjs";
    const docsBase = `https://docs.${host(app)}.com/api-reference`;
    const keys = new Set<string>();
    const methods = new Set<string>();
    const actions: PipedreamAction[] = [];
    let prev: ToolText | undefined;
    for (const { verb, noun } of appActions(rng, app, count)) {
      const t = this.text(verb, noun, prev);
      prev = t;
      const w = actionWords(verb, noun);
      const key = this.unique(keys, `${app.slug}-${slug(w)}`, (q) => `${app.slug}-${slug(w)}-${slug(q)}`);
      const method = this.unique(methods, camel(w), (q) => camel(w) + q);
      const rest = key.slice(app.slug.length + 1);
      actions.push({ verb, noun, t, key, name: title(rest.replace(/-/g, " ")), method, slug: rest });
    }
    // A shared base for one resource's actions; now and then it carries the description too.
    const baseNoun = actions.length >= 2 && rng.chance(0.3) ? actions[0].noun : undefined;
    const baseHasDescription = rng.chance(0.5);
    let inherited = false;
    if (baseNoun) {
      const t = this.text(actions[0].verb, baseNoun);
      const lines = [`import ${app.camel} from "../../${ts ? "app/" : ""}${app.slug}.app${ts ? "" : ".mjs"}";`, "", "export default {"];
      if (baseHasDescription) lines.push(`  description: ${JSON.stringify(`${t.main} [See the documentation](${docsBase}/${slug(baseNoun.many)})`)},`);
      lines.push("  props: {", `    ${app.camel},`, `    ${camel(baseNoun.one)}Id: {`, `      propDefinition: [${app.camel}, ${JSON.stringify(camel(baseNoun.one) + "Id")}],`, "    },", "  },", "  methods: {", "    summary(response) {", `      return \`${cap(baseNoun.one)} \${response.id ?? ""} done\`;`, "    },", "  },", "};", "");
      this.src(`components/${app.slug}/actions/common/${slug(baseNoun.one)}-base.${ext}`, lines.join("\n"));
    }
    for (const a of actions) {
      const useBase = baseNoun !== undefined && a.noun === baseNoun;
      const skipDescription = useBase && baseHasDescription && !inherited;
      if (skipDescription) inherited = true;
      this.src(`components/${app.slug}/actions/${a.slug}/${a.slug}.${ext}`, this.actionFile(app, a, docsBase, ts, useBase, skipDescription));
      this.actions++;
    }
    this.src(`components/${app.slug}/${ts ? "app/" : ""}${app.slug}.app.${ext}`, this.appFile(app, actions, ts));
    this.src(`components/${app.slug}/common/constants.${ext}`, [`const BASE_URL = "https://api.${host(app)}.com/v1";`, `export const DOCS_URL = "${docsBase}";`, `const DEFAULT_LIMIT = ${rng.pick([20, 50, 100])};`, "", "export default {", "  BASE_URL,", "  DOCS_URL,", "  DEFAULT_LIMIT,", '  STATUS_OPTIONS: ["draft", "active", "archived"],', "};", ""].join("\n"));
    const a = ts ? ": string" : "";
    const u = ts ? ": unknown" : "";
    this.src(
      `components/${app.slug}/common/utils.${ext}`,
      [
        "/** Lets a long description be written as a template over several lines. */",
        `export function toSingleLineString(multiLineString${a})${a} {`,
        '  return multiLineString.trim().replace(/\\n/g, " ").replace(/\\s{2,}/g, " ");',
        "}",
        "",
        `export function parseObject(obj${u})${u} {`,
        "  if (!obj) return undefined;",
        '  if (typeof obj === "string") {',
        "    try {",
        "      return JSON.parse(obj);",
        "    } catch {",
        "      return obj;",
        "    }",
        "  }",
        "  if (Array.isArray(obj)) return obj.map((item) => parseObject(item));",
        "  return obj;",
        "}",
        "",
        "export default { toSingleLineString, parseObject };",
        "",
      ].join("\n"),
    );
  }

  private description(app: App, a: PipedreamAction, docsBase: string, ind: string, imports: Set<string>, ts: boolean): string | undefined {
    const rng = this.rng;
    const mainText = rng.chance(0.55) ? a.t.main : fullText(a.t);
    const linkText = rng.weighted({ "See the documentation": 75, "See the docs": 15, "See the docs here": 10 });
    const docsPath = `${slug(a.noun.many)}/${a.slug}`;
    const link = `${docsBase}/${docsPath}`;
    const period = rng.chance(0.15) ? "." : "";
    const form = rng.weighted({ literal: 56, constTemplate: 14, singleLine: 9, concat: 8, noLink: 11, missing: 2 });
    const common = `../../common/${ts ? "constants" : "constants.mjs"}`;
    switch (form) {
      case "missing":
        return undefined;
      case "noLink":
        return JSON.stringify(mainText);
      case "literal":
        return JSON.stringify(`${mainText} [${linkText}](${link})${period}`);
      case "concat":
        return `${JSON.stringify(mainText + " ")}\n${ind}  + ${JSON.stringify(`[${linkText}](${link})${period}`)}`;
      case "constTemplate":
        imports.add(`import constants from "${common}";`);
        return "`" + escapeTemplate(mainText) + ` [${linkText}](\${constants.DOCS_URL}/${docsPath})${period}` + "`";
      case "singleLine": {
        imports.add(`import { toSingleLineString } from "../../common/${ts ? "utils" : "utils.mjs"}";`);
        const lines = [...splitAtSpaces(mainText, rng.int(60, 90)), `[${linkText}](${link})${period}`].map((l) => `${ind}    ${escapeTemplate(l.trimEnd())}`);
        return "toSingleLineString(`\n" + lines.join("\n") + `\n${ind}  \`)`;
      }
    }
  }

  private actionFile(app: App, a: PipedreamAction, docsBase: string, ts: boolean, useBase: boolean, skipDescription: boolean): string {
    const rng = this.rng;
    const imports = new Set<string>();
    if (ts) imports.add('import { defineAction } from "@pipedream/types";');
    imports.add(`import ${app.camel} from "../../${ts ? "app/" : ""}${app.slug}.app${ts ? "" : ".mjs"}";`);
    if (useBase) imports.add(`import common from "../common/${slug(a.noun.one)}-base${ts ? "" : ".mjs"}";`);
    const ind = "  ";
    const desc = skipDescription ? undefined : this.description(app, a, docsBase, ind, imports, ts);
    const idProp = `${camel(a.noun.one)}Id`;
    const fields = rng.sample(FIELDS.slice(1), rng.int(0, 3));
    const props: string[] = [];
    if (useBase) props.push("    ...common.props,");
    else props.push(`    ${app.camel},`);
    if (!a.verb.many && !useBase) props.push(`    ${idProp}: {`, `      propDefinition: [${app.camel}, ${JSON.stringify(idProp)}],`, "    },");
    for (const f of fields) {
      const type = /^(amount|price|discount|quantity|mileage|score|priority|version)$/.test(f) ? "integer" : f === "archived" ? "boolean" : f === "tags" ? "string[]" : "string";
      props.push(`    ${f}: {`, `      type: "${type}",`, `      label: ${JSON.stringify(title(kebab(f).replace(/-/g, " ")))},`, `      description: ${JSON.stringify(fieldHint(f) + ".")},`, "      optional: true,", "    },");
    }
    const write = a.verb.kind === "write";
    const args = ["      $,"];
    if (!a.verb.many) args.push(`      id: this.${idProp},`);
    if (write && fields.length) args.push("      data: {", ...fields.map((f) => `        ${f}: this.${f},`), "      },");
    else if (a.verb.many) args.push("      params: {", `        limit: ${rng.pick([20, 50, 100])},`, ...fields.map((f) => `        ${f}: this.${f},`), "      },");
    const summary = a.verb.many ? "`Successfully retrieved ${response.length ?? 0} " + a.noun.many + "`" : JSON.stringify(`Successfully ran ${a.name}`);
    const body = [
      `  key: ${JSON.stringify(a.key)},`,
      `  name: ${JSON.stringify(a.name)},`,
      ...(desc !== undefined ? [`  description: ${desc},`] : []),
      `  version: "0.${rng.int(0, 2)}.${rng.int(0, 12)}",`,
      '  type: "action",',
      ...(rng.chance(0.5) ? [`  annotations: { destructiveHint: ${a.verb.irreversible === true}, openWorldHint: true, readOnlyHint: ${a.verb.kind === "read"} },`] : []),
      "  props: {",
      ...props,
      "  },",
      "  async run({ $ }) {",
      `    const response = await this.${app.camel}.${a.method}({`,
      ...args,
      "    });",
      `    $.export("$summary", ${summary});`,
      "    return response;",
      "  },",
    ];
    const open = ts ? "export default defineAction({" : "export default {";
    const close = ts ? "});" : "};";
    return [...imports, "", open, ...(useBase ? ["  ...common,"] : []), ...body, close, ""].join("\n");
  }

  private appFile(app: App, actions: PipedreamAction[], ts: boolean): string {
    const any = ts ? ": any" : "";
    const props: string[] = [];
    for (const noun of app.nouns) {
      const id = `${camel(noun.one)}Id`;
      props.push(
        `    ${id}: {`,
        '      type: "string",',
        `      label: ${JSON.stringify(`${title(noun.one)} ID`)},`,
        `      description: ${JSON.stringify(`The ID of the ${noun.one}`)},`,
        `      async options({ page }${any}) {`,
        `        const { data } = await this.${camel(`list ${noun.many}`)}Page({ params: { page: page + 1 } });`,
        "        return data.map(({ id: value, name: label }) => ({ value, label }));",
        "      },",
        "    },",
      );
    }
    const methods: string[] = [
      "    _baseUrl() {",
      "      return constants.BASE_URL;",
      "    },",
      `    _makeRequest({ $ = this, path, ...opts }${any}) {`,
      "      return axios($, {",
      "        url: `${this._baseUrl()}${path}`,",
      "        headers: { Authorization: `Bearer ${this.$auth.api_key}` },",
      "        ...opts,",
      "      });",
      "    },",
    ];
    for (const noun of app.nouns) methods.push(`    ${camel(`list ${noun.many}`)}Page(opts = {}) {`, `      return this._makeRequest({ path: "/${slug(noun.many)}", ...opts });`, "    },");
    for (const a of actions) {
      const path = `/${slug(a.noun.many)}`;
      if (a.verb.many) methods.push(`    ${a.method}(opts = {}) {`, `      return this._makeRequest({ method: "${httpMethod(a.verb)}", path: "${path}", ...opts });`, "    },");
      else methods.push(`    ${a.method}({ id, ...opts }${any} = {}) {`, `      return this._makeRequest({ method: "${httpMethod(a.verb)}", path: \`${path}/\${id}\`, ...opts });`, "    },");
    }
    const head = ts
      ? ['import { defineApp } from "@pipedream/types";', 'import { axios } from "@pipedream/platform";', 'import constants from "../common/constants";', "", "export default defineApp({"]
      : ['import { axios } from "@pipedream/platform";', 'import constants from "./common/constants.mjs";', "", "export default {"];
    return [...head, '  type: "app",', `  app: ${JSON.stringify(app.slug)},`, "  propDefinitions: {", ...props, "  },", "  methods: {", ...methods, "  },", ts ? "});" : "};", ""].join("\n");
  }

  private sourceFile(app: App, noun: Noun, event: string, dir: string): string {
    const rng = this.rng;
    const what = event === "created" ? `a new ${noun.one} is created` : event === "updated" ? `${withArticle(noun.one)} is updated` : event === "deleted" ? `${withArticle(noun.one)} is deleted` : `the status of ${withArticle(noun.one)} changes`;
    return [
      'import { DEFAULT_POLLING_SOURCE_TIMER_INTERVAL } from "@pipedream/platform";',
      `import ${app.camel} from "../../${app.slug}.app.mjs";`,
      "",
      "export default {",
      `  key: ${JSON.stringify(`${app.slug}-${dir}`)},`,
      `  name: ${JSON.stringify(title(dir.replace(/-/g, " ")))},`,
      `  description: ${JSON.stringify(`Emit new event when ${what}. [See the documentation](https://docs.${host(app)}.com/api-reference/${slug(noun.many)})`)},`,
      `  version: "0.0.${rng.int(1, 9)}",`,
      '  type: "source",',
      '  dedupe: "unique",',
      "  props: {",
      `    ${app.camel},`,
      '    db: "$.service.db",',
      "    timer: {",
      '      type: "$.interface.timer",',
      "      default: {",
      "        intervalSeconds: DEFAULT_POLLING_SOURCE_TIMER_INTERVAL,",
      "      },",
      "    },",
      "  },",
      "  methods: {",
      "    _getLastTs() {",
      '      return this.db.get("lastTs") ?? 0;',
      "    },",
      "    _setLastTs(ts) {",
      '      this.db.set("lastTs", ts);',
      "    },",
      "    generateMeta(item) {",
      "      return {",
      "        id: item.id,",
      `        summary: \`${cap(noun.one)} \${item.name ?? item.id}\`,`,
      "        ts: Date.parse(item.updatedAt ?? item.createdAt),",
      "      };",
      "    },",
      "  },",
      "  async run() {",
      "    const lastTs = this._getLastTs();",
      `    const { data } = await this.${app.camel}.${camel(`list ${noun.many}`)}Page({ params: { sort: "-updated_at" } });`,
      "    const fresh = data.filter((item) => Date.parse(item.updatedAt ?? item.createdAt) > lastTs);",
      "    for (const item of fresh.reverse()) {",
      "      this.$emit(item, this.generateMeta(item));",
      "    }",
      "    if (fresh.length) this._setLastTs(Date.parse(fresh[fresh.length - 1].updatedAt ?? fresh[fresh.length - 1].createdAt));",
      "  },",
      "};",
      "",
    ].join("\n");
  }

  protected ordinary(): OrdinarySpec {
    return {
      mix: { tsx: 0, js: 1, jsExt: "mjs" },
      kinds: { ...NO_KINDS, util: 55, api: 33, test: 12 },
      groups: this.appList.map((a) => ({ name: a.slug, nouns: a.nouns })),
      folder: (group, kind) => (kind === "test" ? `components/${group}/tests` : `components/${group}/common`),
    };
  }
}

// ---- Activepieces -------------------------------------------------------------------------------------------

class ActivepiecesPackage extends EcoPackage {
  private readonly pieces: App[] = [];

  protected writeDeclarations(): void {
    const rng = this.rng;
    this.meta("package.json", packageJson("@dealer/pieces", { "@activepieces/pieces-framework": "^0.20.1", "@activepieces/pieces-common": "^0.8.1", "@activepieces/shared": "^0.18.0" }));
    this.meta("tsconfig.json", tsconfigFor(["pieces", "shared"]));
    this.writeLib("shared");
    const pieces = this.apps(Math.max(1, Math.round(this.actionTarget / 7)));
    const counts = spread(rng, this.actionTarget, pieces.length);
    counts.forEach((count, i) => this.writePiece(pieces[i], count));
  }

  private writePiece(app: App, count: number): void {
    const rng = this.rng;
    this.pieces.push(app);
    const dir = `pieces/${slug(app.display)}/src`;
    const auth = `${app.camel}Auth`;
    const common = `${app.camel}Common`;
    const triggers = count >= 3 ? Math.min(count - 1, Math.round(count * rng.next() * 0.35)) : 0;
    const names = new Set<string>();
    const vars = new Set<string>();
    const actionVars: string[] = [];
    const triggerVars: string[] = [];
    const importLines: string[] = [];
    let prev: ToolText | undefined;
    for (const { verb, noun } of appActions(rng, app, count - triggers)) {
      const t = this.text(verb, noun, prev);
      prev = t;
      const w = actionWords(verb, noun);
      const name = this.unique(names, snake(w), (q) => `${snake(w)}_${snake(q)}`);
      const v = this.unique(vars, camel(name.replace(/_/g, " ")), (q) => camel(name.replace(/_/g, " ")) + q);
      actionVars.push(v);
      importLines.push(`import { ${v} } from "./lib/actions/${slug(name)}";`);
      this.src(`${dir}/lib/actions/${slug(name)}.ts`, this.actionFile(app, verb, noun, t, name, v));
      this.actions++;
    }
    for (let i = 0; i < triggers; i++) {
      const noun = app.nouns[i % app.nouns.length];
      const event = rng.pick(["new", "updated", "deleted"]);
      const base = event === "new" ? `new ${noun.one}` : `${noun.one} ${event}`;
      const name = this.unique(names, snake(base), (q) => `${snake(base)}_${snake(q)}`);
      const v = this.unique(vars, camel(name.replace(/_/g, " ")), (q) => camel(name.replace(/_/g, " ")) + q);
      triggerVars.push(v);
      importLines.push(`import { ${v} } from "./lib/triggers/${slug(name)}";`);
      this.src(`${dir}/lib/triggers/${slug(name)}.ts`, this.triggerFile(app, noun, event, name, v));
      this.actions++;
    }
    this.src(
      `${dir}/lib/auth.ts`,
      ['import { PieceAuth } from "@activepieces/pieces-framework";', "", `export const ${auth} = PieceAuth.SecretText({`, '  displayName: "API Key",', `  description: ${JSON.stringify(`Create an API key in ${app.display} under Settings → API and paste it here.`)},`, "  required: true,", "});", ""].join("\n"),
    );
    this.src(
      `${dir}/lib/common/index.ts`,
      [
        'import { httpClient, HttpMethod } from "@activepieces/pieces-common";',
        "",
        "export interface Row {",
        "  id: string;",
        "  name?: string;",
        "  createdAt?: string;",
        "  updatedAt?: string;",
        "}",
        "",
        `export const ${common} = {`,
        `  baseUrl: "https://api.${host(app)}.com/v1",`,
        "  async list(auth: string, path: string): Promise<Row[]> {",
        "    const response = await httpClient.sendRequest<{ data: Row[] }>({",
        "      method: HttpMethod.GET,",
        "      url: `${this.baseUrl}${path}`,",
        "      headers: { Authorization: `Bearer ${auth}` },",
        "    });",
        "    return response.body.data;",
        "  },",
        "};",
        "",
      ].join("\n"),
    );
    const pieceDescription = rng.weighted({ short: 50, long: 35, missing: 15 });
    const descLine =
      pieceDescription === "missing"
        ? []
        : [`  description: ${JSON.stringify(pieceDescription === "short" ? `${rng.pick(["Manage", "Automate", "Sync"])} ${app.nouns.map((n) => n.many).join(", ")} in ${app.display}` : `${app.display} keeps ${app.nouns.map((n) => n.many).join(" and ")} of a dealer group in one place. ${rng.pick(["It replaces the old spreadsheet workflow.", "Data is synced every 15 minutes.", "Available in the Professional and Enterprise plans."])}`)},`];
    this.src(
      `${dir}/index.ts`,
      [
        'import { createPiece } from "@activepieces/pieces-framework";',
        'import { PieceCategory } from "@activepieces/shared";',
        `import { ${auth} } from "./lib/auth";`,
        ...importLines,
        "",
        `export const ${app.camel} = createPiece({`,
        `  displayName: ${JSON.stringify(app.display)},`,
        ...descLine,
        `  auth: ${auth},`,
        '  minimumSupportedRelease: "0.36.1",',
        `  logoUrl: "https://cdn.activepieces.com/pieces/${slug(app.display)}.png",`,
        `  categories: [PieceCategory.${rng.pick(["PRODUCTIVITY", "SALES_AND_CRM", "ACCOUNTING", "COMMUNICATION", "BUSINESS_INTELLIGENCE"])}],`,
        `  authors: [${JSON.stringify(rng.pick(["dealer-platform", "kumiko-team", "integrations"]))}],`,
        `  actions: [${actionVars.join(", ")}],`,
        `  triggers: [${triggerVars.join(", ")}],`,
        "});",
        "",
      ].join("\n"),
    );
    this.features++;
  }

  private prop(f: string): string {
    const label = JSON.stringify(title(kebab(f).replace(/-/g, " ")));
    const desc = JSON.stringify(fieldHint(f));
    if (f === "status") return `Property.StaticDropdown({\n      displayName: ${label},\n      required: false,\n      options: {\n        disabled: false,\n        options: [\n          { label: "Draft", value: "draft" },\n          { label: "Active", value: "active" },\n          { label: "Archived", value: "archived" },\n        ],\n      },\n    })`;
    if (/^(amount|price|discount|quantity|mileage|score|priority|version)$/.test(f)) return `Property.Number({ displayName: ${label}, description: ${desc}, required: false })`;
    if (f === "archived") return `Property.Checkbox({ displayName: ${label}, required: false, defaultValue: false })`;
    if (f === "tags") return `Property.Array({ displayName: ${label}, required: false })`;
    if (/At$|Date$/.test(f)) return `Property.DateTime({ displayName: ${label}, description: ${desc}, required: false })`;
    return `Property.${f === "notes" ? "LongText" : "ShortText"}({ displayName: ${label}, description: ${desc}, required: false })`;
  }

  private actionFile(app: App, verb: Verb, noun: Noun, t: ToolText, name: string, v: string): string {
    const rng = this.rng;
    const form = rng.weighted({ literal: 56, short: 14, template: 13, concat: 8, empty: 6, missing: 3 });
    const description =
      form === "missing" ? undefined : form === "empty" ? '""' : form === "short" ? JSON.stringify(t.main) : textExpr(rng, fullText(t), form === "template" ? "template" : form === "concat" ? "concat" : "literal", "  ");
    const idProp = `${camel(noun.one)}Id`;
    const props: string[] = [];
    if (!verb.many) props.push(`    ${idProp}: Property.ShortText({ displayName: ${JSON.stringify(`${title(noun.one)} ID`)}, description: ${JSON.stringify(`The ID of the ${noun.one}`)}, required: true }),`);
    for (const f of rng.sample(FIELDS.slice(1), rng.int(0, 4))) props.push(`    ${f}: ${this.prop(f)},`);
    const path = "`${" + app.camel + "Common.baseUrl}/" + slug(noun.many) + (verb.many ? "" : "/${context.propsValue." + idProp + "}") + "`";
    const method = httpMethod(verb);
    return [
      'import { createAction, Property } from "@activepieces/pieces-framework";',
      'import { httpClient, HttpMethod } from "@activepieces/pieces-common";',
      `import { ${app.camel}Auth } from "../auth";`,
      `import { ${app.camel}Common } from "../common";`,
      "",
      `export const ${v} = createAction({`,
      `  auth: ${app.camel}Auth,`,
      `  name: ${JSON.stringify(name)},`,
      `  displayName: ${JSON.stringify(title(name.replace(/_/g, " ")))},`,
      ...(description !== undefined ? [`  description: ${description},`] : []),
      "  props: {",
      ...props,
      "  },",
      "  async run(context) {",
      "    const response = await httpClient.sendRequest({",
      `      method: HttpMethod.${method},`,
      `      url: ${path},`,
      "      headers: { Authorization: `Bearer ${context.auth}` },",
      ...(method === "GET" || method === "DELETE" ? [] : ["      body: context.propsValue,"]),
      "    });",
      "    return response.body;",
      "  },",
      "});",
      "",
    ].join("\n");
  }

  private triggerFile(app: App, noun: Noun, event: string, name: string, v: string): string {
    const rng = this.rng;
    const what = event === "new" ? `a new ${noun.one} is created` : `${withArticle(noun.one)} is ${event}`;
    const text = `${rng.pick(["Triggers when", "Fires when", "Triggers whenever"])} ${what}${rng.chance(0.3) ? ` in ${app.display}` : ""}.${rng.chance(0.35) ? " " + rng.pick(["Polls every five minutes.", "Only records of the connected account are included.", "Returns the full record."]) : ""}`;
    return [
      'import { createTrigger, TriggerStrategy } from "@activepieces/pieces-framework";',
      `import { ${app.camel}Auth } from "../auth";`,
      `import { ${app.camel}Common } from "../common";`,
      "",
      `export const ${v} = createTrigger({`,
      `  auth: ${app.camel}Auth,`,
      `  name: ${JSON.stringify(name)},`,
      `  displayName: ${JSON.stringify(title(name.replace(/_/g, " ")))},`,
      `  description: ${JSON.stringify(text)},`,
      "  props: {},",
      `  sampleData: { id: "${slug(noun.one)}_${rng.int(100, 999)}", name: ${JSON.stringify(`Sample ${noun.one}`)}, createdAt: "2024-05-02T10:00:00.000Z" },`,
      "  type: TriggerStrategy.POLLING,",
      "  async onEnable(context) {",
      '    await context.store.put("lastPoll", Date.now());',
      "  },",
      "  async onDisable(context) {",
      '    await context.store.delete("lastPoll");',
      "  },",
      "  async run(context) {",
      '    const since = (await context.store.get<number>("lastPoll")) ?? 0;',
      `    const rows = await ${app.camel}Common.list(context.auth, "/${slug(noun.many)}");`,
      '    await context.store.put("lastPoll", Date.now());',
      '    return rows.filter((row) => Date.parse(row.updatedAt ?? row.createdAt ?? "") > since);',
      "  },",
      "  async test(context) {",
      `    return ${app.camel}Common.list(context.auth, "/${slug(noun.many)}");`,
      "  },",
      "});",
      "",
    ].join("\n");
  }

  protected ordinary(): OrdinarySpec {
    return {
      libDir: "shared",
      mix: { tsx: 0, js: 0, jsExt: "js" },
      kinds: { ...NO_KINDS, util: 28, api: 22, types: 18, service: 12, test: 20 },
      groups: this.pieces.map((p) => ({ name: slug(p.display), nouns: p.nouns })),
      folder: (group, kind) => `pieces/${group}/src/lib/${KIND_FOLDERS[kind]}`,
    };
  }
}

// ---- LangChain ------------------------------------------------------------------------------------------------

const API_CLIENT = `export class ApiClient {
  constructor(
    private readonly baseUrl: string,
    private readonly token = process.env.COCKPIT_API_TOKEN,
  ) {}

  async request(method: string, path: string, body?: unknown): Promise<unknown> {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (this.token) headers.authorization = \`Bearer \${this.token}\`;
    const response = await fetch(this.baseUrl + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!response.ok) throw new Error(\`\${method} \${path}: \${response.status}\`);
    return response.json();
  }
}
`;

class LangChainPackage extends EcoPackage {
  private readonly names = new Set<string>();
  private readonly vars = new Set<string>();
  private readonly nouns: Noun[] = [];
  private readonly prompts: string[] = [];
  private readonly tools: Array<{ expr: string; name: string; file: string }> = [];

  protected writeDeclarations(): void {
    const rng = this.rng;
    this.meta("package.json", packageJson("@dealer/agents", { "@langchain/core": "^0.3.78", "@langchain/langgraph": "^0.4.9", "@langchain/openai": "^0.6.14", langchain: "^0.3.35", zod: "^3.25.76" }));
    this.meta("tsconfig.json", TSCONFIG_PACKAGE);
    this.writeLib("src/lib");
    this.src("src/lib/api.ts", API_CLIENT);
    let remaining = this.actionTarget;
    while (remaining > 0) {
      const noun = this.freshNoun();
      this.nouns.push(noun);
      const count = Math.min(remaining, rng.int(1, 5));
      this.src(`src/tools/${camel(noun.many)}.ts`, this.toolsFile(noun, count));
      this.actions += count;
      remaining -= count;
    }
    this.src("src/prompts/toolDescriptions.ts", ["// Tool descriptions shared by several agents; keep them short, the model reads them on every call.", ...this.prompts, ""].join("\n"));
    // Agents that hand the tools to a model.
    const agents = Math.max(1, Math.round(this.tools.length / 12));
    for (let i = 0; i < agents; i++) {
      const noun = this.nouns[i % this.nouns.length];
      const file = `src/agents/${camel(noun.many)}Agent.ts`;
      const picked = rng.sample(this.tools, rng.int(2, 8));
      const byFile = new Map<string, string[]>();
      for (const p of picked) byFile.set(p.file, [...(byFile.get(p.file) ?? []), p.name]);
      this.src(
        file,
        [
          'import { ChatOpenAI } from "@langchain/openai";',
          'import { createReactAgent } from "@langchain/langgraph/prebuilt";',
          'import { ApiClient } from "../lib/api.js";',
          ...[...byFile].map(([f, names]) => `import { ${names.join(", ")} } from "${importPath(file, f)}";`),
          "",
          'const api = new ApiClient(process.env.COCKPIT_API_URL ?? "http://localhost:3000");',
          "",
          `export const ${camel(noun.many)}Agent = createReactAgent({`,
          `  llm: new ChatOpenAI({ model: ${JSON.stringify(rng.pick(["gpt-4o-mini", "gpt-4o", "gpt-4.1-mini"]))}, temperature: 0 }),`,
          `  tools: [${picked.map((p) => p.expr).join(", ")}],`,
          `  prompt: ${JSON.stringify(`You assist the back office with ${noun.many}. Use the tools; do not invent ids or amounts.`)},`,
          "});",
          "",
        ].join("\n"),
      );
    }
  }

  /** A description as a literal, a hard-wrapped template, a constant of the file, or a shared constant. */
  private descriptionExpr(t: ToolText, ind: string, consts: string[], imports: Set<string>): string {
    const rng = this.rng;
    const text = fullText(t);
    const form = rng.weighted({ literal: 48, template: 20, localConst: 12, sharedConst: 12, concat: 8 });
    if (form === "localConst" || form === "sharedConst") {
      let name = `${upperSnake(actionWords(t.verb, t.noun))}_DESCRIPTION`;
      for (let n = 2; this.vars.has(name); n++) name = `${upperSnake(actionWords(t.verb, t.noun))}_DESCRIPTION_${n}`;
      this.vars.add(name);
      if (form === "localConst") consts.push(`const ${name} = ${textExpr(rng, text, rng.chance(0.7) ? "literal" : "template", "")};`);
      else {
        this.prompts.push(`export const ${name} = ${textExpr(rng, text, rng.chance(0.6) ? "literal" : "join", "")};`);
        imports.add(name);
      }
      return name;
    }
    return textExpr(rng, text, form, ind);
  }

  private toolsFile(noun: Noun, count: number): string {
    const rng = this.rng;
    const file = `src/tools/${camel(noun.many)}.ts`;
    const lc = new Set<string>();
    const consts: string[] = [];
    const shared = new Set<string>();
    const blocks: string[] = [];
    let prev: ToolText | undefined;
    for (const verb of rng.sample(VERBS, count)) {
      const t = this.text(verb, noun, prev);
      prev = t;
      const w = actionWords(verb, noun);
      const name = this.unique(this.names, snake(w), (q) => `${snake(w)}_${snake(q)}`);
      const v = this.unique(this.vars, camel(name.replace(/_/g, " ")), (q) => camel(name.replace(/_/g, " ")) + q);
      const form = rng.weighted({ toolFn: 38, structured: 18, dynamic: 8, structuredClass: 24, toolClass: 12 });
      const fields = inputFields(rng, verb);
      const schema = (ind: string): string => `z.object({\n${fields.map(([k, z]) => `${ind}  ${k}: ${z}.describe(${JSON.stringify(fieldHint(k))}),`).join("\n")}\n${ind}})`;
      const method = JSON.stringify(httpMethod(verb));
      const body = httpMethod(verb) === "GET" || httpMethod(verb) === "DELETE" ? "" : ", input";
      if (form === "toolFn") {
        lc.add("tool");
        blocks.push(
          [
            `export const ${v} = tool(`,
            "  async (input) => {",
            `    const result = await api.request(${method}, ${apiPath(verb, noun, "input")}${body});`,
            "    return JSON.stringify(result);",
            "  },",
            "  {",
            `    name: ${JSON.stringify(name)},`,
            `    description: ${this.descriptionExpr(t, "    ", consts, shared)},`,
            `    schema: ${schema("    ")},`,
            "  },",
            ");",
          ].join("\n"),
        );
        this.tools.push({ expr: v, name: v, file });
      } else if (form === "structured" || form === "dynamic") {
        const callee = form === "structured" ? "DynamicStructuredTool" : "DynamicTool";
        lc.add(callee);
        const func =
          form === "structured"
            ? `  func: async (input) => JSON.stringify(await api.request(${method}, ${apiPath(verb, noun, "input")}${body})),`
            : `  func: async (input: string) => JSON.stringify(await api.request("GET", "/api/${slug(noun.many)}?q=" + encodeURIComponent(input))),`;
        blocks.push([`export const ${v} = new ${callee}({`, `  name: ${JSON.stringify(name)},`, `  description: ${this.descriptionExpr(t, "  ", consts, shared)},`, ...(form === "structured" ? [`  schema: ${schema("  ")},`] : []), func, "});"].join("\n"));
        this.tools.push({ expr: v, name: v, file });
      } else {
        const base = form === "structuredClass" ? "StructuredTool" : "Tool";
        lc.add(base);
        const cls = this.unique(this.vars, `${pascal(name.replace(/_/g, " "))}Tool`, (q) => `${pascal(name.replace(/_/g, " "))}${q}Tool`);
        const lines = [`export class ${cls} extends ${base} {`];
        if (rng.chance(0.3)) lines.push("  static lc_name() {", `    return ${JSON.stringify(cls)};`, "  }", "");
        if (!rng.chance(0.06)) lines.push(`  name = ${JSON.stringify(name)};`, "");
        if (!rng.chance(0.03)) lines.push(`  description = ${this.descriptionExpr(t, "  ", consts, shared)};`, "");
        if (base === "StructuredTool") lines.push(`  schema = ${schema("  ")};`, "");
        if (rng.chance(0.2)) lines.push("  returnDirect = false;", "");
        lines.push("  constructor(private readonly api: ApiClient) {", "    super();", "  }", "");
        if (base === "StructuredTool") lines.push("  protected async _call(input: Record<string, unknown>): Promise<string> {", `    const result = await this.api.request(${method}, ${apiPath(verb, noun, "input")}${body});`);
        else lines.push("  protected async _call(input: string): Promise<string> {", `    const result = await this.api.request("GET", "/api/${slug(noun.many)}?q=" + encodeURIComponent(input));`);
        lines.push("    return JSON.stringify(result);", "  }", "}");
        blocks.push(lines.join("\n"));
        this.tools.push({ expr: `new ${cls}(api)`, name: cls, file });
      }
    }
    const head = [`import { ${[...lc].sort().join(", ")} } from "@langchain/core/tools";`, 'import { z } from "zod";', 'import { ApiClient } from "../lib/api.js";'];
    if (shared.size) head.push(`import { ${[...shared].join(", ")} } from "../prompts/toolDescriptions.js";`);
    return [...head, "", 'const api = new ApiClient(process.env.COCKPIT_API_URL ?? "http://localhost:3000");', "", ...(consts.length ? [...consts, ""] : []), blocks.join("\n\n"), ""].join("\n");
  }

  protected ordinary(): OrdinarySpec {
    return {
      libDir: "src/lib",
      mix: { tsx: 0, js: 0.3, jsExt: "js" },
      kinds: { ...NO_KINDS, util: 24, service: 14, api: 14, types: 14, store: 6, test: 18 },
      groups: this.nouns.map((n) => ({ name: camel(n.many), nouns: [n] })),
      folder: (group, kind) => `src/modules/${group}/${KIND_FOLDERS[kind]}`,
    };
  }
}

// ---- n8n ------------------------------------------------------------------------------------------------------

interface N8nOperation {
  verb: Verb;
  value: string;
  display: string;
  action: string;
  description: string | undefined;
}

class N8nPackage extends EcoPackage {
  private readonly nodes: App[] = [];
  private readonly nodeFiles: string[] = [];
  private readonly credentialFiles: string[] = [];

  protected writeDeclarations(): void {
    const rng = this.rng;
    const apps = this.apps(Math.max(1, Math.round(this.actionTarget / 12)));
    const counts = spread(rng, this.actionTarget, apps.length);
    counts.forEach((count, i) => this.writeNode(apps[i], count));
    this.meta(
      "package.json",
      packageJson("n8n-nodes-dealer", {}, { n8n: { n8nNodesApiVersion: 1, credentials: this.credentialFiles, nodes: this.nodeFiles }, peerDependencies: { "n8n-workflow": "*" } }, { "n8n-workflow": "^1.112.0" }),
    );
    this.meta("tsconfig.json", tsconfigFor(["nodes", "credentials", "shared"]));
    this.writeLib("shared");
  }

  private operations(noun: Noun, count: number): N8nOperation[] {
    const rng = this.rng;
    const values = new Set<string>();
    const out: N8nOperation[] = [];
    let prev: ToolText | undefined;
    for (const verb of rng.sample(VERBS, count)) {
      const t = this.text(verb, noun, prev);
      prev = t;
      const base = verb.key === "list" ? "getAll" : verb.key;
      const value = this.unique(values, base, (q) => base + q);
      const display = verb.key === "list" ? "Get Many" : verb.key === "get" ? "Get" : title(verb.base) + (value !== base ? ` (${title(kebab(value.slice(base.length)).replace(/-/g, " "))})` : "");
      const actionText = verb.key === "list" ? `Get many ${noun.many}` : verb.key === "get" ? `Get ${withArticle(noun.one)}` : `${cap(verb.base)} ${withArticle(noun.one)}`;
      // Every option has an `action`: the preset finds objects with keys `value` and `action` (an older node's
      // options without one would not be found, so the bench does not write them).
      const style = rng.weighted({ same: 48, long: 40, noDescription: 12 });
      const action = rng.chance(0.2) ? actionText + rng.pick(QUALIFIERS) : actionText;
      const description = style === "same" ? actionText : style === "noDescription" ? undefined : fullText(t);
      out.push({ verb, value, display, action, description });
    }
    return out;
  }

  private writeNode(app: App, count: number): void {
    const rng = this.rng;
    this.nodes.push(app);
    const dir = `nodes/${app.pascal}`;
    const perResource = spread(rng, count, app.nouns.length);
    const resources = perResource.map((n, i) => ({ noun: app.nouns[i], ops: this.operations(app.nouns[i], n) }));
    for (const r of resources) {
      this.src(`${dir}/descriptions/${pascal(r.noun.one)}Description.ts`, this.resourceFile(r.noun, r.ops));
      this.actions += r.ops.length;
    }
    this.src(`${dir}/GenericFunctions.ts`, this.genericFunctions(app));
    this.src(`credentials/${app.pascal}Api.credentials.ts`, this.credentials(app));
    this.src(`${dir}/${app.pascal}.node.ts`, this.nodeFile(app, resources));
    this.features++;
    this.nodeFiles.push(`dist/${dir}/${app.pascal}.node.js`);
    this.credentialFiles.push(`dist/credentials/${app.pascal}Api.credentials.js`);
  }

  private resourceFile(noun: Noun, ops: N8nOperation[]): string {
    const rng = this.rng;
    const r = camel(noun.one);
    const options = ops.map((op) => {
      const lines = ["      {", `        name: ${JSON.stringify(op.display)},`, `        value: ${JSON.stringify(op.value)},`];
      if (op.description !== undefined) lines.push(`        description: ${JSON.stringify(op.description)},`);
      lines.push(`        action: ${JSON.stringify(op.action)},`);
      lines.push("      },");
      return lines.join("\n");
    });
    const fields: string[] = [];
    for (const op of ops) {
      const show = `displayOptions: {\n      show: {\n        resource: [${JSON.stringify(r)}],\n        operation: [${JSON.stringify(op.value)}],\n      },\n    },`;
      const banner = `${r}:${op.value}`;
      fields.push(`  /* ${"-".repeat(74)} */\n  /* ${banner.padStart(37 + Math.ceil(banner.length / 2)).padEnd(74)} */\n  /* ${"-".repeat(74)} */`);
      if (!op.verb.many) fields.push(`  {\n    displayName: ${JSON.stringify(`${title(noun.one)} ID`)},\n    name: ${JSON.stringify(`${r}Id`)},\n    type: "string",\n    required: true,\n    default: "",\n    ${show}\n    description: ${JSON.stringify(`The ID of the ${noun.one}`)},\n  },`);
      if (op.verb.key === "list") {
        fields.push(`  {\n    displayName: "Return All",\n    name: "returnAll",\n    type: "boolean",\n    default: false,\n    ${show}\n    description: "Whether to return all results or only up to a given limit",\n  },`);
        fields.push(`  {\n    displayName: "Limit",\n    name: "limit",\n    type: "number",\n    typeOptions: { minValue: 1 },\n    default: 50,\n    ${show}\n    description: "Max number of results to return",\n  },`);
      }
      if (op.verb.kind === "write") {
        const extra = rng.sample(FIELDS.slice(1), rng.int(1, 4)).map((f) => {
          if (f === "status") return `      {\n        displayName: "Status",\n        name: "status",\n        type: "options",\n        options: [\n          { name: "Draft", value: "draft" },\n          { name: "Active", value: "active" },\n          { name: "Archived", value: "archived" },\n        ],\n        default: "draft",\n      },`;
          const num = /^(amount|price|discount|quantity|mileage|score|priority|version)$/.test(f);
          return `      {\n        displayName: ${JSON.stringify(title(kebab(f).replace(/-/g, " ")))},\n        name: ${JSON.stringify(f)},\n        type: "${num ? "number" : f === "archived" ? "boolean" : /At$|Date$/.test(f) ? "dateTime" : "string"}",\n        default: ${num ? 0 : f === "archived" ? "false" : '""'},\n        description: ${JSON.stringify(fieldHint(f))},\n      },`;
        });
        fields.push(`  {\n    displayName: "Additional Fields",\n    name: "additionalFields",\n    type: "collection",\n    placeholder: "Add Field",\n    default: {},\n    ${show}\n    options: [\n${extra.join("\n")}\n    ],\n  },`);
      }
    }
    return [
      'import type { INodeProperties } from "n8n-workflow";',
      "",
      `export const ${r}Operations: INodeProperties[] = [`,
      "  {",
      '    displayName: "Operation",',
      '    name: "operation",',
      '    type: "options",',
      "    noDataExpression: true,",
      "    displayOptions: {",
      "      show: {",
      `        resource: [${JSON.stringify(r)}],`,
      "      },",
      "    },",
      "    options: [",
      ...options,
      "    ],",
      `    default: ${JSON.stringify(ops[0].value)},`,
      "  },",
      "];",
      "",
      `export const ${r}Fields: INodeProperties[] = [`,
      ...fields,
      "];",
      "",
    ].join("\n");
  }

  private nodeFile(app: App, resources: Array<{ noun: Noun; ops: N8nOperation[] }>): string {
    const rng = this.rng;
    const request = `${app.camel}ApiRequest`;
    const asConst = rng.chance(0.2);
    const description = [
      `  displayName: ${JSON.stringify(app.display)},`,
      `  name: ${JSON.stringify(app.camel)},`,
      `  icon: "file:${app.camel}.svg",`,
      '  group: ["output"],',
      "  version: 1,",
      `  subtitle: ${JSON.stringify('={{$parameter["operation"] + ": " + $parameter["resource"]}}')},`,
      `  description: ${JSON.stringify(rng.chance(0.7) ? `Consume the ${app.display} API` : `Read and update ${resources.map((r) => r.noun.many).join(", ")} in ${app.display}`)},`,
      `  defaults: { name: ${JSON.stringify(app.display)} },`,
      ...(rng.chance(0.5) ? ["  usableAsTool: true,"] : []),
      "  inputs: [NodeConnectionTypes.Main],",
      "  outputs: [NodeConnectionTypes.Main],",
      `  credentials: [{ name: ${JSON.stringify(`${app.camel}Api`)}, required: true }],`,
      "  properties: [",
      "    {",
      '      displayName: "Resource",',
      '      name: "resource",',
      '      type: "options",',
      "      noDataExpression: true,",
      "      options: [",
      ...resources.map((r) => `        { name: ${JSON.stringify(title(r.noun.one))}, value: ${JSON.stringify(camel(r.noun.one))} },`),
      "      ],",
      `      default: ${JSON.stringify(camel(resources[0].noun.one))},`,
      "    },",
      ...resources.flatMap((r) => [`    ...${camel(r.noun.one)}Operations,`, `    ...${camel(r.noun.one)}Fields,`]),
      "  ],",
    ];
    const branches = resources.map((r, i) => {
      const res = camel(r.noun.one);
      const ops = r.ops.map((op, j) => {
        const path = op.verb.many ? JSON.stringify(`/${slug(r.noun.many)}`) : "`/" + slug(r.noun.many) + "/${this.getNodeParameter(\"" + res + "Id\", i) as string}`";
        const body = op.verb.kind === "write" ? ', this.getNodeParameter("additionalFields", i, {}) as IDataObject' : "";
        return `          ${j ? "} else " : ""}if (operation === ${JSON.stringify(op.value)}) {\n            responseData = await ${request}.call(this, "${httpMethod(op.verb)}", ${path}${body});`;
      });
      return `        ${i ? "} else " : ""}if (resource === ${JSON.stringify(res)}) {\n${ops.join("\n")}\n          }`;
    });
    const imports = [
      'import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from "n8n-workflow";',
      'import { NodeConnectionTypes, NodeOperationError } from "n8n-workflow";',
      `import { ${request} } from "./GenericFunctions";`,
      ...resources.map((r) => `import { ${camel(r.noun.one)}Fields, ${camel(r.noun.one)}Operations } from "./descriptions/${pascal(r.noun.one)}Description";`),
    ];
    const execute = [
      "  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {",
      "    const items = this.getInputData();",
      "    const returnData: INodeExecutionData[] = [];",
      '    const resource = this.getNodeParameter("resource", 0) as string;',
      '    const operation = this.getNodeParameter("operation", 0) as string;',
      "    for (let i = 0; i < items.length; i++) {",
      "      try {",
      "        let responseData: IDataObject | IDataObject[] = {};",
      branches.join("\n") + "\n        }",
      "        const executionData = this.helpers.constructExecutionMetaData(this.helpers.returnJsonArray(responseData), { itemData: { item: i } });",
      "        returnData.push(...executionData);",
      "      } catch (error) {",
      "        if (this.continueOnFail()) {",
      "          returnData.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });",
      "          continue;",
      "        }",
      "        throw new NodeOperationError(this.getNode(), error as Error, { itemIndex: i });",
      "      }",
      "    }",
      "    return [returnData];",
      "  }",
    ];
    if (asConst) {
      return [...imports, "", "const versionDescription: INodeTypeDescription = {", ...description, "};", "", `export class ${app.pascal} implements INodeType {`, "  description = versionDescription;", "", ...execute, "}", ""].join("\n");
    }
    return [...imports, "", `export class ${app.pascal} implements INodeType {`, "  description: INodeTypeDescription = {", ...description.map((l) => "  " + l), "  };", "", ...execute, "}", ""].join("\n");
  }

  private genericFunctions(app: App): string {
    return [
      'import type { IDataObject, IExecuteFunctions, IHttpRequestMethods, IHttpRequestOptions, ILoadOptionsFunctions } from "n8n-workflow";',
      "",
      `export async function ${app.camel}ApiRequest(`,
      "  this: IExecuteFunctions | ILoadOptionsFunctions,",
      "  method: IHttpRequestMethods,",
      "  endpoint: string,",
      "  body: IDataObject = {},",
      "  qs: IDataObject = {},",
      "): Promise<IDataObject> {",
      "  const options: IHttpRequestOptions = {",
      "    method,",
      `    url: \`https://api.${host(app)}.com/v1\${endpoint}\`,`,
      "    body,",
      "    qs,",
      "    json: true,",
      "  };",
      "  if (Object.keys(body).length === 0) delete options.body;",
      `  return (await this.helpers.httpRequestWithAuthentication.call(this, "${app.camel}Api", options)) as IDataObject;`,
      "}",
      "",
      `export async function ${app.camel}ApiRequestAllItems(`,
      "  this: IExecuteFunctions | ILoadOptionsFunctions,",
      "  endpoint: string,",
      "  qs: IDataObject = {},",
      "): Promise<IDataObject[]> {",
      "  const out: IDataObject[] = [];",
      "  let page = 1;",
      "  for (;;) {",
      `    const response = await ${app.camel}ApiRequest.call(this, "GET", endpoint, {}, { ...qs, page });`,
      "    const data = (response.data as IDataObject[] | undefined) ?? [];",
      "    out.push(...data);",
      "    if (data.length === 0 || !response.hasMore) return out;",
      "    page++;",
      "  }",
      "}",
      "",
    ].join("\n");
  }

  private credentials(app: App): string {
    return [
      'import type { IAuthenticateGeneric, ICredentialTestRequest, ICredentialType, INodeProperties } from "n8n-workflow";',
      "",
      `export class ${app.pascal}Api implements ICredentialType {`,
      `  name = "${app.camel}Api";`,
      "",
      `  displayName = "${app.display} API";`,
      "",
      `  documentationUrl = "https://docs.${host(app)}.com/api";`,
      "",
      "  properties: INodeProperties[] = [",
      "    {",
      '      displayName: "API Key",',
      '      name: "apiKey",',
      '      type: "string",',
      "      typeOptions: { password: true },",
      '      default: "",',
      "    },",
      "  ];",
      "",
      "  authenticate: IAuthenticateGeneric = {",
      '    type: "generic",',
      '    properties: { headers: { Authorization: "=Bearer {{$credentials.apiKey}}" } },',
      "  };",
      "",
      `  test: ICredentialTestRequest = { request: { baseURL: "https://api.${host(app)}.com/v1", url: "/me" } };`,
      "}",
      "",
    ].join("\n");
  }

  protected ordinary(): OrdinarySpec {
    return {
      libDir: "shared",
      mix: { tsx: 0, js: 0.1, jsExt: "js" },
      kinds: { ...NO_KINDS, util: 30, api: 20, types: 20, service: 10, test: 20 },
      groups: this.nodes.map((n) => ({ name: n.pascal, nouns: n.nouns })),
      folder: (group, kind) => `nodes/${group}/${kind === "test" ? "test" : KIND_FOLDERS[kind]}`,
    };
  }
}

// ---- OpenAI tool objects ------------------------------------------------------------------------------------

class OpenAiPackage extends EcoPackage {
  private readonly names = new Set<string>();
  private readonly nouns: Noun[] = [];
  private readonly chatLists: Array<{ name: string; file: string }> = [];

  protected writeDeclarations(): void {
    const rng = this.rng;
    this.meta("package.json", packageJson("@dealer/openai-tools", { openai: "^5.23.0", zod: "^3.25.76" }));
    this.meta("tsconfig.json", TSCONFIG_PACKAGE);
    this.writeLib("src/lib");
    let remaining = this.actionTarget;
    while (remaining > 0) {
      const noun = this.freshNoun();
      this.nouns.push(noun);
      const count = Math.min(remaining, rng.int(2, 6));
      const form = rng.weighted({ chat: 35, responses: 25, map: 25, zod: 15 });
      this.src(`src/tools/${camel(noun.many)}.ts`, this.toolsFile(noun, count, form));
      this.actions += count;
      remaining -= count;
    }
    const lists = this.chatLists.slice(0, 40);
    this.src(
      "src/runner.ts",
      [
        'import OpenAI from "openai";',
        ...lists.map((l) => `import { ${l.name} } from "${importPath("src/runner.ts", l.file)}";`),
        "",
        "const client = new OpenAI();",
        "",
        "export async function runChat(messages: OpenAI.Chat.ChatCompletionMessageParam[]) {",
        "  const completion = await client.chat.completions.create({",
        '    model: "gpt-4o-mini",',
        "    messages,",
        `    tools: [${lists.map((l) => `...${l.name}`).join(", ")}],`,
        "  });",
        "  return completion.choices[0]?.message;",
        "}",
        "",
      ].join("\n"),
    );
  }

  private toolsFile(noun: Noun, count: number, form: "chat" | "responses" | "map" | "zod"): string {
    const rng = this.rng;
    const file = `src/tools/${camel(noun.many)}.ts`;
    const list = `${camel(noun.many)}Tools`;
    const items: string[] = [];
    const names: Array<{ name: string; verb: Verb }> = [];
    let prev: ToolText | undefined;
    for (const verb of rng.sample(VERBS, count)) {
      const t = this.text(verb, noun, prev);
      prev = t;
      const w = actionWords(verb, noun);
      const name = this.unique(this.names, snake(w), (q) => `${snake(w)}_${snake(q)}`);
      names.push({ name, verb });
      const textForm = rng.weighted<TextForm>({ literal: 75, concat: 15, template: 0, join: 10 });
      if (form === "chat") {
        items.push(["  {", '    type: "function",', "    function: {", `      name: ${JSON.stringify(name)},`, `      description: ${textExpr(rng, fullText(t), textForm, "      ")},`, `      parameters: ${jsonSchema(rng, verb, "      ")},`, "    },", "  },"].join("\n"));
      } else if (form === "responses") {
        items.push(["  {", '    type: "function",', `    name: ${JSON.stringify(name)},`, `    description: ${textExpr(rng, fullText(t), textForm, "    ")},`, `    parameters: ${jsonSchema(rng, verb, "    ")},`, `    strict: ${rng.chance(0.3)},`, "  },"].join("\n"));
      } else if (form === "map") {
        items.push([`  ${name}: {`, `    description: ${textExpr(rng, fullText(t), textForm, "    ")},`, `    parameters: ${jsonSchema(rng, verb, "    ")},`, "  },"].join("\n"));
      } else {
        const fields = inputFields(rng, verb);
        const desc = rng.chance(0.08) ? [] : [`    description: ${textExpr(rng, fullText(t), textForm, "    ")},`];
        items.push(["  zodFunction({", `    name: ${JSON.stringify(name)},`, ...desc, "    parameters: z.object({", ...fields.map(([k, z]) => `      ${k}: ${z},`), "    }),", "  }),"].join("\n"));
      }
    }
    switch (form) {
      case "chat":
        this.chatLists.push({ name: list, file });
        return ['import type { ChatCompletionTool } from "openai/resources/chat/completions";', "", `export const ${list}: ChatCompletionTool[] = [`, ...items, "];", ""].join("\n");
      case "responses":
        return ['import type { FunctionTool } from "openai/resources/responses/responses";', "", `export const ${list}: FunctionTool[] = [`, ...items, "];", ""].join("\n");
      case "zod":
        return ['import { zodFunction } from "openai/helpers/zod";', 'import { z } from "zod";', "", `export const ${list} = [`, ...items, "];", ""].join("\n");
      case "map": {
        const defs = `${camel(noun.many)}Definitions`;
        const handlers = names.map(({ name: n, verb }) => {
          return `  {\n    ...${defs}.${n},\n    execute: async (args: { id?: string }) => (await http.request(${JSON.stringify(httpMethod(verb))}, ${apiPath(verb, noun, "args")})).json(),\n  },`;
        });
        return [
          `import { HttpClient } from "${importPath(file, "src/lib/http.ts")}";`,
          "",
          'const http = new HttpClient(process.env.COCKPIT_API_URL ?? "http://localhost:3000");',
          "",
          "/** Definitions by tool name; the runner adds `type: \"function\"` and the name when it sends them. */",
          `export const ${defs} = {`,
          ...items,
          "};",
          "",
          `export const ${list} = [`,
          ...handlers,
          "];",
          "",
        ].join("\n");
      }
    }
  }

  protected ordinary(): OrdinarySpec {
    return {
      libDir: "src/lib",
      mix: { tsx: 0.6, js: 0.3, jsExt: "js" },
      kinds: { ...NO_KINDS, component: 10, hook: 4, util: 24, api: 16, types: 14, service: 10, store: 4, test: 18 },
      groups: this.nouns.map((n) => ({ name: camel(n.many), nouns: [n] })),
      folder: (group, kind) => `src/modules/${group}/${KIND_FOLDERS[kind]}`,
    };
  }
}

// ---- the root package ------------------------------------------------------------------------------------------

/** The monorepo root: a package.json with workspaces and no ecosystem dependency, and a few scripts. */
function writeRoot(sink: Sink, rng: Rng, files: number, packageDirs: string[]): void {
  const pkg = {
    name: "dealer-platform",
    private: true,
    type: "module",
    workspaces: ["packages/*"],
    scripts: { build: "npm run build --workspaces", test: "vitest run", lint: "summarylint" },
    devDependencies: { prettier: "^3.3.3", summarylint: "^0.1.0", typescript: "^5.6.0", vitest: "^2.1.0" },
  };
  sink.write("package.json", JSON.stringify(pkg, null, 2) + "\n");
  const base = { compilerOptions: { target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", strict: true, jsx: "react-jsx", skipLibCheck: true } };
  sink.write("tsconfig.base.json", JSON.stringify(base, null, 2) + "\n");
  sink.write(".gitignore", "node_modules/\ndist/\n");
  sink.write("README.md", `# dealer-platform\n\nPackages: ${packageDirs.join(", ")}.\n`);
  let bytes = 0;
  const modules: ModulePlan[] = [];
  const stems = new Set<string>();
  for (let i = 0; i < files; i++) {
    let stem = rng.pick(SHARED_STEMS) + rng.pick(ASPECTS);
    while (stems.has(stem)) stem = rng.pick(SHARED_STEMS) + rng.pick(ASPECTS) + rng.pick(ASPECTS);
    stems.add(stem);
    modules.push(modulePlan("scripts", rng.chance(0.7) ? "util" : "api", stem, "scripts", rng.chance(0.6) ? "mjs" : "js"));
  }
  const write = (rel: string, content: string): void => {
    sink.write(rel, content, "root");
    bytes += Buffer.byteLength(content);
  };
  writeOrdinary(rng, write, () => bytes, modules, [], Math.round(files * BYTES_PER_FILE), undefined);
}

// ---- ordinary code --------------------------------------------------------------------------------------

interface CodeCtx {
  rng: Rng;
  m: ModulePlan;
  names: Set<string>;
  types: string[];
  callables: string[];
  logger: string;
  /** Plain JavaScript: no type annotations. */
  js?: boolean;
}

/** A TypeScript module (a .tsx component uses JSX); JavaScript modules and tests have their own renderers. */
function renderModule(rng: Rng, m: ModulePlan, deps: ModulePlan[], target: number, libDir: string | undefined): string {
  if (m.kind === "test") return renderTest(rng, m, deps.find((d) => d.callables.length > 0), target);
  if (m.lang === "js" || m.lang === "mjs") return renderJsModule(rng, m, deps, target, libDir);
  const header: string[] = [];
  const ctx: CodeCtx = { rng, m, names: new Set([...m.values, ...m.types]), types: [], callables: [], logger: "console" };
  const importStyle = (d: ModulePlan): "named" | "default" | "namespace" | "type" => {
    if (!d.values.length) return "type";
    if (d.defaultName && rng.chance(0.35)) return "default";
    return rng.chance(0.2) ? "namespace" : "named";
  };
  if (m.lang === "tsx") header.push('import { useCallback, useEffect, useMemo, useState } from "react";');
  else if (m.kind === "component" || m.kind === "hook") header.push('import { createElement as h, useCallback, useEffect, useMemo, useState } from "react";');
  if (m.kind === "service" || m.kind === "api") {
    header.push(`import { HttpClient, fetchJson } from "${importPath(m.file, `${libDir ?? "src/lib"}/http.ts`)}";`);
    ctx.callables.push("fetchJson");
  }
  if (libDir && (rng.chance(0.5) || m.kind === "service")) {
    header.push(`import { logger } from "${importPath(m.file, `${libDir}/logger.ts`)}";`);
    ctx.logger = "logger";
  }
  for (const d of deps) {
    const from = importPath(m.file, d.file);
    const style = importStyle(d);
    if (style === "type") {
      header.push(`import type { ${d.types.join(", ")} } from "${from}";`);
      ctx.types.push(...d.types);
    } else if (style === "default") {
      header.push(`import ${d.defaultName} from "${from}";`);
    } else if (style === "namespace") {
      const ns = camel(d.stem) + "Module";
      header.push(`import * as ${ns} from "${from}";`);
      ctx.callables.push(...d.callables.map((v) => `${ns}.${v}`));
    } else {
      const values = d.values.filter((v) => /^[a-z]/.test(v) || d.kind === "service");
      header.push(`import { ${[...values, ...d.types.map((t) => `type ${t}`)].join(", ")} } from "${from}";`);
      ctx.types.push(...d.types);
      ctx.callables.push(...d.callables);
    }
  }

  const body: string[] = [];
  const S = m.stem;
  const mainType = ctx.types.length && rng.chance(0.5) ? rng.pick(ctx.types) : `${S}Record`;
  if (mainType === `${S}Record`) body.push(interfaceUnit(ctx, `${S}Record`, false));
  switch (m.kind) {
    case "types":
      body.push(interfaceUnit(ctx, S, true), interfaceUnit(ctx, `${S}Filter`, true), `export type ${S}Status = ${unionOf(rng)};`);
      break;
    case "util":
      body.push(interfaceUnit(ctx, `${S}FormatOptions`, true), formatterUnit(ctx, `format${S}`, mainType), parserUnit(ctx, `parse${S}`, mainType), predicateUnit(ctx, `is${S}Valid`, mainType));
      break;
    case "service":
      body.push(interfaceUnit(ctx, `${S}ServiceOptions`, true), classUnit(ctx, `${S}Service`, mainType, `${S}ServiceOptions`), `export function create${S}Service(http: HttpClient, options: ${S}ServiceOptions = {}): ${S}Service {\n  return new ${S}Service(http, options);\n}`);
      break;
    case "component":
      body.push(interfaceUnit(ctx, `${S}ViewProps`, true, ["title: string", `items?: ${mainType}[]`, `onSelect?: (item: ${mainType}) => void`]), (m.lang === "tsx" ? jsxComponentUnit : componentUnit)(ctx, `${S}View`, `${S}ViewProps`, mainType));
      break;
    case "hook":
      body.push(`export interface Use${S}Result {\n  data: ${mainType}[];\n  loading: boolean;\n  error: Error | undefined;\n  reload: () => void;\n}`, hookUnit(ctx, `use${S}`, mainType));
      break;
    case "store":
      body.push(...storeUnits(ctx, S, mainType));
      break;
    case "api":
      body.push(interfaceUnit(ctx, `${S}Dto`, true), `export const ${m.values[2]} = ${JSON.stringify(`/api/v2/${kebab(S)}`)};`, apiUnit(ctx, `fetch${S}`, `${S}Dto`, m.values[2], "get"), apiUnit(ctx, `save${S}`, `${S}Dto`, m.values[2], "put"));
      break;
  }

  let text = header.join("\n") + "\n\n" + body.join("\n\n") + "\n";
  const fillers = [interfaceFiller, functionFiller, functionFiller, asyncFiller, constTableFiller, typeAliasFiller, genericFiller, arrowFiller, classFiller, enumFiller];
  const extra: string[] = [];
  while (text.length + extra.reduce((n, s) => n + s.length + 2, 0) < target) extra.push(rng.pick(fillers)(ctx, mainType));
  if (extra.length) text += "\n" + extra.join("\n\n") + "\n";
  if (m.defaultName) text += `\nexport default ${m.defaultName};\n`;
  return text;
}

function fresh(ctx: CodeCtx, base: string): string {
  let name = base;
  for (let i = 2; ctx.names.has(name); i++) name = `${base}${i}`;
  ctx.names.add(name);
  return name;
}

function helperName(ctx: CodeCtx, prefix?: string): string {
  const rng = ctx.rng;
  return fresh(ctx, `${prefix ?? rng.pick(HELPER_VERBS)}${ctx.m.stem}${rng.pick(HELPER_SUFFIXES)}`);
}

function someType(ctx: CodeCtx, mainType: string): string {
  const rng = ctx.rng;
  if (ctx.types.length && rng.chance(0.4)) return rng.pick(ctx.types);
  return rng.chance(0.5) ? mainType : rng.pick(["Record<string, unknown>", "string", "number", "readonly string[]", `Partial<${mainType}>`, `Map<string, ${mainType}>`]);
}

function jsdoc(ctx: CodeCtx, indent = ""): string {
  const rng = ctx.rng;
  if (!rng.chance(0.5)) return "";
  const lines = rng.sample(COMMENTS, rng.int(1, 2));
  if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`;
  return `${indent}/**\n${lines.map((l) => `${indent} * ${l}`).join("\n")}\n${indent} */\n`;
}

function unionOf(rng: Rng): string {
  return rng
    .sample(["draft", "active", "archived", "pending", "failed", "scheduled", "sent", "cancelled", "sold", "reserved"], rng.int(2, 5))
    .map((s) => JSON.stringify(s))
    .join(" | ");
}

function interfaceUnit(ctx: CodeCtx, name: string, exported: boolean, extra: string[] = []): string {
  const rng = ctx.rng;
  ctx.names.add(name);
  ctx.types.push(name);
  const taken = new Set(extra.map((e) => e.split(/[?:]/)[0]));
  const fields = ["id: string", ...rng.sample(FIELDS.filter((f) => f !== "id" && !taken.has(f)), rng.int(3, 9)).map((f) => `${f}${rng.chance(0.3) ? "?" : ""}: ${rng.pick(FIELD_TYPES)}`), ...extra];
  return `${jsdoc(ctx)}${exported ? "export " : ""}interface ${name} {\n${fields.map((f) => `  ${f};`).join("\n")}\n}`;
}

/** Statements for a function body, over the given variables; the last line returns. */
function statements(ctx: CodeCtx, vars: string[], count: number, indent: string, ret: string, isAsync = false): string[] {
  const rng = ctx.rng;
  const out: string[] = [];
  const locals = vars.slice();
  const local = (base: string): string => {
    let n = base;
    for (let i = 2; locals.includes(n); i++) n = `${base}${i}`;
    locals.push(n);
    return n;
  };
  for (let i = 0; i < count; i++) {
    const v = rng.pick(locals);
    const f = rng.pick(FIELDS);
    const g = rng.pick(FIELDS);
    switch (rng.int(0, 13)) {
      case 0:
        out.push(`${indent}const ${local(f + "Value")} = ${v}.${f} ?? ${rng.pick(['""', "0", "null", "[]", "undefined"])};`);
        break;
      case 1:
        out.push(`${indent}const ${local("selected")} = ${v}.items.filter((item) => item.${f} !== undefined).map((item) => item.${g});`);
        break;
      case 2:
        out.push(`${indent}if (!${v}.${f}) {`, `${indent}  return ${ret};`, `${indent}}`);
        break;
      case 3: {
        const acc = local("parts");
        out.push(`${indent}const ${acc}${ctx.js ? "" : ": string[]"} = [];`, `${indent}for (const entry of ${v}.${rng.pick(["items", "rows", "entries", "lines", "children"])} ?? []) {`, `${indent}  if (entry.${g} === undefined) continue;`, `${indent}  ${acc}.push(\`\${entry.${g}}: \${entry.${f}}\`);`, `${indent}}`);
        break;
      }
      case 4:
        if (ctx.callables.length) out.push(`${indent}const ${local("result")} = ${rng.pick(ctx.callables)}(${v}${rng.chance(0.3) ? ", { strict: true }" : ""});`);
        else out.push(`${indent}const ${local("copy")} = structuredClone(${v});`);
        break;
      case 5:
        out.push(
          `${indent}switch (${v}.status) {`,
          `${indent}  case "draft":`,
          `${indent}    ${ctx.logger}.debug(${JSON.stringify(`${ctx.m.stem}: draft`)}, ${v}.id);`,
          `${indent}    break;`,
          `${indent}  case "archived":`,
          `${indent}    return ${ret};`,
          `${indent}  default:`,
          `${indent}    break;`,
          `${indent}}`,
        );
        break;
      case 6:
        out.push(`${indent}try {`, `${indent}  ${isAsync ? "await " : ""}${ctx.callables.length ? rng.pick(ctx.callables) : "JSON.parse"}(${v}.${f});`, `${indent}} catch (error) {`, `${indent}  ${ctx.logger}.warn(${JSON.stringify(`could not read ${f}`)}, { error });`, `${indent}}`);
        break;
      case 7:
        out.push(`${indent}const ${local("sorted")} = Object.entries(${v}).sort(([a], [b]) => a.localeCompare(b));`);
        break;
      case 8:
        out.push(`${indent}const ${local("index")} = new Map${ctx.js ? "" : "<string, number>"}();`);
        break;
      case 9:
        out.push(`${indent}const ${local(f + "Text")} = ${v}.${f} instanceof Date ? ${v}.${f}.toISOString() : String(${v}.${f});`);
        break;
      case 10:
        out.push(`${indent}const ${local("looksValid")} = /^[A-Z0-9-]{3,32}$/.test(String(${v}.${f}));`);
        break;
      case 11:
        out.push(`${indent}const ${local("next")} = { ...${v}, ${f}: ${v}.${g} ?? null, updatedAt: new Date() };`);
        break;
      case 12:
        out.push(`${indent}const ${local("total")} = (${v}.items ?? []).reduce((sum, item) => sum + (item.${f} ?? 0), 0);`);
        break;
      default:
        if (rng.chance(0.5)) out.push(`${indent}// ${rng.pick(COMMENTS)}`);
        if (isAsync) out.push(`${indent}const ${local("response")} = await fetch(\`/api/${kebab(ctx.m.stem)}/\${${v}.id}\`, { headers: { accept: "application/json" } });`);
        else out.push(`${indent}const ${local("key")} = [${v}.id, ${v}.${f}, ${v}.${g}].filter(Boolean).join(":");`);
    }
  }
  const last = locals[locals.length - 1];
  out.push(`${indent}return ${locals.length > vars.length && rng.chance(0.6) ? last : ret};`);
  return out;
}

function formatterUnit(ctx: CodeCtx, name: string, t: string): string {
  const rng = ctx.rng;
  return `${jsdoc(ctx)}export function ${name}(value: ${t}, options: Partial<${ctx.m.stem}FormatOptions> = {}): string {\n${statements(ctx, ["value", "options"], rng.int(2, 6), "  ", '""').join("\n")}\n}`;
}

function parserUnit(ctx: CodeCtx, name: string, t: string): string {
  const rng = ctx.rng;
  return `export function ${name}(raw: unknown): ${t} | undefined {\n  if (typeof raw !== "object" || raw === null) {\n    return undefined;\n  }\n  const input = raw as Record<string, unknown>;\n${statements(ctx, ["input"], rng.int(1, 4), "  ", `input as unknown as ${t}`).join("\n")}\n}`;
}

function predicateUnit(ctx: CodeCtx, name: string, t: string): string {
  const f = ctx.rng.pick(FIELDS);
  return `export const ${name} = (value: ${t} | undefined): value is ${t} =>\n  value !== undefined && typeof value.id === "string" && value.${f} !== null;`;
}

function classUnit(ctx: CodeCtx, name: string, t: string, optionsType: string): string {
  const rng = ctx.rng;
  const methods: string[] = [];
  const methodNames = rng.sample(["list", "get", "save", "remove", "refresh", "search", "count", "invalidate", "sync", "preview"], rng.int(3, 6));
  for (const mn of methodNames) {
    const isAsync = mn !== "invalidate" && mn !== "count";
    const param = mn === "list" || mn === "search" ? `filter: Partial<${t}> = {}` : mn === "count" || mn === "invalidate" ? "key?: string" : `item: ${t}`;
    const v = param.split(":")[0].replace("?", "");
    const ret = isAsync ? `Promise<${t} | undefined>` : "number";
    methods.push(`${jsdoc(ctx, "  ")}  ${isAsync ? "async " : ""}${mn}(${param}): ${ret} {\n${statements(ctx, [v], rng.int(1, 5), "    ", isAsync ? "undefined" : "this.cache.size", isAsync).join("\n")}\n  }`);
  }
  return `${jsdoc(ctx)}export class ${name} {\n  private readonly cache = new Map<string, ${t}>();\n  private lastSync: Date | undefined;\n\n  constructor(\n    private readonly http: HttpClient,\n    private readonly options: ${optionsType} = {},\n  ) {}\n\n  get size(): number {\n    return this.cache.size;\n  }\n\n${methods.join("\n\n")}\n}`;
}

/**
 * A list component's state, effects and filtering, up to its render; `view` writes the loading state and the
 * render (`h(…)` calls in .ts, JSX in .tsx/.jsx), drawing any random choice after the shared part.
 */
function componentWith(ctx: CodeCtx, name: string, props: string, t: string, view: (rng: Rng) => string): string {
  const rng = ctx.rng;
  const f = rng.pick(FIELDS);
  const load = ctx.callables.length ? `${rng.pick(ctx.callables)}(props)` : "Promise.resolve(props.items ?? [])";
  return `${jsdoc(ctx)}export function ${name}(props: ${props}) {
  const [items, setItems] = useState<${t}[]>(props.items ?? []);
  const [loading, setLoading] = useState(false);
  const [query, setQuery] = useState("");

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    Promise.resolve(${load})
      .then((result) => {
        if (!cancelled && Array.isArray(result)) setItems(result as ${t}[]);
      })
      .finally(() => setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [props.title]);

  const visible = useMemo(
    () => items.filter((item) => String(item.${f} ?? "").toLowerCase().includes(query.toLowerCase())),
    [items, query],
  );
  const onSelect = useCallback((item: ${t}) => props.onSelect?.(item), [props.onSelect]);

${view(rng)}`;
}

function componentUnit(ctx: CodeCtx, name: string, props: string, t: string): string {
  return componentWith(ctx, name, props, t, (rng) => `  if (loading) {
    return h("div", { className: "spinner", "aria-busy": true });
  }
  return h(
    "section",
    { className: ${JSON.stringify(kebab(name))} },
    h("h2", null, props.title),
    h("input", { value: query, placeholder: "Search…", onChange: (event: { target: { value: string } }) => setQuery(event.target.value) }),
    h("ul", null, visible.map((item) => h("li", { key: item.id, onClick: () => onSelect(item) }, String(item.${rng.pick(FIELDS)})))),
  );
}`);
}

function hookUnit(ctx: CodeCtx, name: string, t: string): string {
  const load = ctx.callables.length ? ctx.rng.pick(ctx.callables) : "fetchAll";
  return `${jsdoc(ctx)}export function ${name}(id?: string): Use${ctx.m.stem}Result {
  const [data, setData] = useState<${t}[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Error | undefined>(undefined);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    setLoading(true);
    Promise.resolve(${load === "fetchAll" ? "[]" : `${load}(id)`})
      .then((result) => setData(Array.isArray(result) ? (result as ${t}[]) : []))
      .catch((err: unknown) => setError(err instanceof Error ? err : new Error(String(err))))
      .finally(() => setLoading(false));
  }, [id, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return useMemo(() => ({ data, loading, error, reload }), [data, loading, error, reload]);
}`;
}

function storeUnits(ctx: CodeCtx, S: string, t: string): string[] {
  const rng = ctx.rng;
  const lower = camel(S);
  const actions = rng.sample(["loaded", "selected", "updated", "removed", "cleared", "filtered", "failed"], rng.int(3, 6));
  const union = actions
    .map((a) => (a === "loaded" ? `  | { type: "${a}"; items: ${t}[] }` : a === "cleared" ? `  | { type: "${a}" }` : a === "failed" ? `  | { type: "${a}"; error: string }` : `  | { type: "${a}"; id: string }`))
    .join("\n");
  const cases = actions
    .map((a) => {
      const body =
        a === "loaded"
          ? "return { ...state, items: action.items, loading: false };"
          : a === "cleared"
            ? `return initial${S}State;`
            : a === "failed"
              ? "return { ...state, error: action.error, loading: false };"
              : a === "removed"
                ? "return { ...state, items: state.items.filter((item) => item.id !== action.id) };"
                : "return { ...state, selectedId: action.id };";
      return `    case "${a}":\n      ${body}`;
    })
    .join("\n");
  return [
    `export interface ${S}State {\n  items: ${t}[];\n  selectedId: string | undefined;\n  loading: boolean;\n  error: string | undefined;\n}`,
    `export type ${S}Action =\n${union};`,
    `export const initial${S}State: ${S}State = { items: [], selectedId: undefined, loading: false, error: undefined };`,
    `${jsdoc(ctx)}export function ${lower}Reducer(state: ${S}State = initial${S}State, action: ${S}Action): ${S}State {\n  switch (action.type) {\n${cases}\n    default:\n      return state;\n  }\n}`,
  ];
}

function apiUnit(ctx: CodeCtx, name: string, dto: string, endpoint: string, method: "get" | "put"): string {
  if (method === "get") {
    return `export async function ${name}(http: HttpClient, id: string, signal?: AbortSignal): Promise<${dto}> {\n  const dto = await fetchJson<${dto}>(http, \`\${${endpoint}}/\${encodeURIComponent(id)}\`, { signal });\n  ${ctx.logger}.debug("${name}", { id });\n  return { ...dto, updatedAt: dto.updatedAt ?? new Date() };\n}`;
  }
  return `export async function ${name}(http: HttpClient, dto: ${dto}): Promise<void> {\n  const body = JSON.stringify({ ...dto, id: dto.id ?? undefined });\n  await http.request("PUT", \`\${${endpoint}}/\${dto.id}\`, body);\n}`;
}

type Filler = (ctx: CodeCtx, mainType: string) => string;

const interfaceFiller: Filler = (ctx) => interfaceUnit(ctx, fresh(ctx, `${ctx.m.stem}${ctx.rng.pick(["Row", "Entry", "Snapshot", "Payload", "Summary", "Options", "Change", "Group"])}`), ctx.rng.chance(0.6));

const functionFiller: Filler = (ctx, t) => {
  const rng = ctx.rng;
  const name = helperName(ctx);
  const pt = someType(ctx, t);
  return `${jsdoc(ctx)}${rng.chance(0.6) ? "export " : ""}function ${name}(input: ${pt}, context: { locale: string; now: Date }): unknown {\n${statements(ctx, ["input", "context"], rng.int(2, 8), "  ", "input").join("\n")}\n}`;
};

const asyncFiller: Filler = (ctx, t) => {
  const rng = ctx.rng;
  const name = helperName(ctx, rng.pick(["load", "refresh", "submit", "sync", "fetch", "prefetch"]));
  return `${jsdoc(ctx)}export async function ${name}(request: { id: string; signal?: AbortSignal }): Promise<${t} | undefined> {\n${statements(ctx, ["request"], rng.int(2, 6), "  ", "undefined", true).join("\n")}\n}`;
};

const constTableFiller: Filler = (ctx) => {
  const rng = ctx.rng;
  const name = fresh(ctx, `${upperSnake(words(kebab(ctx.m.stem)).join(" "))}_${rng.pick(["LABELS", "DEFAULTS", "COLUMNS", "ICONS", "LIMITS", "ORDER"])}`);
  const keys = rng.sample(FIELDS, rng.int(4, 10));
  const value = (k: string): string => (rng.chance(0.5) ? JSON.stringify(cap(kebab(k).replace(/-/g, " "))) : rng.chance(0.5) ? String(rng.int(1, 500)) : `{ width: ${rng.int(40, 320)}, sortable: ${rng.chance(0.5)} }`);
  return `export const ${name} = {\n${keys.map((k) => `  ${k}: ${value(k)},`).join("\n")}\n} as const;`;
};

const typeAliasFiller: Filler = (ctx, t) => {
  const rng = ctx.rng;
  const name = fresh(ctx, `${ctx.m.stem}${rng.pick(["Patch", "Keys", "Item", "View", "Update", "Sort", "Column"])}`);
  ctx.types.push(name);
  const forms = [`Partial<Pick<${t}, "id">> & { changedAt: Date }`, `keyof ${t}`, `${t} extends { items: Array<infer U> } ? U : never`, `{ readonly [K in keyof ${t}]?: ${t}[K] | null }`, unionOf(rng), `Readonly<Record<string, ${t}>>`, `[id: string, value: ${t}, index: number]`];
  return `export type ${name} = ${rng.pick(forms)};`;
};

const genericFiller: Filler = (ctx) => {
  const rng = ctx.rng;
  const name = fresh(ctx, `${rng.pick(["groupBy", "indexBy", "uniqueBy", "partition", "sumBy", "countBy"])}${ctx.m.stem}`);
  return `${jsdoc(ctx)}export function ${name}<T, K extends PropertyKey>(items: readonly T[], key: (item: T) => K): Record<K, T[]> {\n  const out = {} as Record<K, T[]>;\n  for (const item of items) {\n    const k = key(item);\n    (out[k] ??= []).push(item);\n  }\n  return out;\n}`;
};

const arrowFiller: Filler = (ctx, t) => {
  const rng = ctx.rng;
  const name = helperName(ctx, rng.pick(["is", "has", "can", "should"]));
  const f = rng.pick(FIELDS);
  return `export const ${name} = (value: ${t}, now: Date = new Date()): boolean =>\n  Boolean(value.${f}) && (value.updatedAt === undefined || new Date(value.updatedAt as unknown as string) <= now);`;
};

const classFiller: Filler = (ctx, t) => {
  const rng = ctx.rng;
  const name = fresh(ctx, `${ctx.m.stem}${rng.pick(["Cache", "Queue", "Registry", "Tracker", "Buffer", "Builder"])}`);
  return `${jsdoc(ctx)}export class ${name}<T extends { id: string } = ${t}> {\n  private readonly entries = new Map<string, T>();\n  private readonly limit: number;\n\n  constructor(limit = ${rng.int(10, 500)}) {\n    this.limit = limit;\n  }\n\n  add(entry: T): this {\n    if (this.entries.size >= this.limit) {\n      const oldest = this.entries.keys().next().value;\n      if (oldest !== undefined) this.entries.delete(oldest);\n    }\n    this.entries.set(entry.id, entry);\n    return this;\n  }\n\n  get(id: string): T | undefined {\n    return this.entries.get(id);\n  }\n\n  toArray(): T[] {\n    return [...this.entries.values()];\n  }\n}`;
};

const enumFiller: Filler = (ctx) => {
  const rng = ctx.rng;
  const name = fresh(ctx, `${ctx.m.stem}${rng.pick(["Mode", "Step", "Tab", "Level", "Phase"])}`);
  const members = rng.sample(["Idle", "Loading", "Ready", "Saving", "Error", "Done", "Draft", "Review", "Closed"], rng.int(3, 6));
  return `export enum ${name} {\n${members.map((mb) => `  ${mb} = ${JSON.stringify(mb.toLowerCase())},`).join("\n")}\n}`;
};

// ---- ordinary code: plans, languages and the writer ------------------------------------------------------

const KIND_FOLDERS: Record<ModuleKind, string> = { types: "types", util: "utils", service: "services", component: "components", hook: "hooks", store: "store", api: "api", test: "tests" };

interface LangMix {
  /** Share of components written as .tsx with JSX (the rest use createElement in .ts). */
  tsx: number;
  /** Share of utils, api clients and tests written in JavaScript, with extension `jsExt`. */
  js: number;
  jsExt: "js" | "mjs";
}

const KUMIKO_LANGS: LangMix = { tsx: 0.6, js: 0.2, jsExt: "js" };

function pickLang(rng: Rng, kind: ModuleKind, mix: LangMix): Lang {
  if (kind === "component") return rng.chance(mix.tsx) ? "tsx" : "ts";
  if (kind === "util" || kind === "api" || kind === "test") return rng.chance(mix.js) ? mix.jsExt : "ts";
  return "ts";
}

function tsconfigFor(include: string[]): string {
  return JSON.stringify({ extends: "../../tsconfig.base.json", compilerOptions: { outDir: "dist", allowJs: true }, include }, null, 2) + "\n";
}

const TSCONFIG_PACKAGE = tsconfigFor(["src"]);

function modulePlan(folder: string, kind: ModuleKind, stem: string, group: string, lang: Lang = "ts"): ModulePlan {
  const lower = camel(stem);
  const js = lang === "js" || lang === "mjs";
  const m: ModulePlan = { file: "", kind, lang, stem, values: [], types: [], callables: [], group };
  switch (kind) {
    case "types":
      m.file = `${folder}/${lower}.ts`;
      m.types = [stem, `${stem}Filter`, `${stem}Status`];
      break;
    case "util":
      m.file = `${folder}/${lower}.${js ? lang : "ts"}`;
      m.values = [`format${stem}`, `parse${stem}`, `is${stem}Valid`];
      m.types = js ? [] : [`${stem}FormatOptions`];
      m.callables = m.values;
      break;
    case "service":
      m.file = `${folder}/${lower}Service.ts`;
      m.values = [`${stem}Service`, `create${stem}Service`];
      m.types = [`${stem}ServiceOptions`];
      m.defaultName = `${stem}Service`;
      break;
    case "component":
      m.file = `${folder}/${stem}View.${lang === "tsx" ? "tsx" : "ts"}`;
      m.values = [`${stem}View`];
      m.types = [`${stem}ViewProps`];
      m.defaultName = `${stem}View`;
      break;
    case "hook":
      m.file = `${folder}/use${stem}.ts`;
      m.values = [`use${stem}`];
      m.types = [`Use${stem}Result`];
      break;
    case "store":
      m.file = `${folder}/${lower}Store.ts`;
      m.values = [`${lower}Reducer`, `initial${stem}State`];
      m.types = [`${stem}State`, `${stem}Action`];
      m.defaultName = `${lower}Reducer`;
      break;
    case "api":
      m.file = `${folder}/${lower}Api.${js ? lang : "ts"}`;
      m.values = [`fetch${stem}`, `save${stem}`, `${upperSnake(words(kebab(stem)).join(" "))}_ENDPOINT`];
      m.types = js ? [] : [`${stem}Dto`];
      m.callables = m.values.slice(0, 2);
      break;
    case "test":
      m.file = `${folder}/${lower}.test.${js ? lang : "ts"}`;
      break;
  }
  return m;
}

/**
 * Writes ordinary modules, sized so that the package reaches `targetBytes` in all. Each imports a few modules
 * of its group and of `shared`; a test imports one module of its group that exports functions.
 */
function writeOrdinary(rng: Rng, write: (rel: string, content: string) => void, bytesSoFar: () => number, all: ModulePlan[], shared: ModulePlan[], targetBytes: number, libDir: string | undefined): void {
  const byGroup = new Map<string, ModulePlan[]>();
  for (const m of all) {
    if (!byGroup.has(m.group)) byGroup.set(m.group, []);
    byGroup.get(m.group)!.push(m);
  }
  const taken = new Set(all.map((m) => m.file));
  for (let i = 0; i < all.length; i++) {
    const remainingFiles = all.length - i;
    const budget = Math.max(600, (targetBytes - bytesSoFar()) / remainingFiles);
    // Real file sizes are skewed: many small files, some large ones, a very few huge ones.
    const factor = rng.chance(0.003) ? 12 : Math.min(4, Math.max(0.25, Math.exp(0.5 * rng.normal()) / 1.13));
    const m = all[i];
    const peers = byGroup.get(m.group)!;
    const isJs = m.lang === "js" || m.lang === "mjs";
    let deps: ModulePlan[] = [];
    let file = m.file;
    if (m.kind === "test") {
      deps = rng.sample(peers.filter((p) => p.callables.length > 0), 1);
      // Named after the module it tests, when that name is free.
      const named = deps.length ? `${path.posix.dirname(m.file)}/${camel(deps[0].stem)}.test.${m.file.split(".").pop()}` : file;
      if (!taken.has(named)) file = named;
      taken.add(file);
    } else {
      const candidates = [...rng.sample(peers, 4), ...rng.sample(shared, 2), ...(rng.chance(0.2) ? rng.sample(all, 1) : [])];
      for (const c of candidates) {
        if (c === m || c.stem === m.stem || c.kind === "test" || deps.some((d) => d.stem === c.stem)) continue;
        if (isJs && !c.callables.length) continue;
        deps.push(c);
      }
      deps = deps.slice(0, rng.int(1, 5));
    }
    write(file, renderModule(rng, { ...m, file }, deps, Math.max(400, budget * factor), libDir));
  }
}

// ---- ordinary JavaScript, JSX and tests ------------------------------------------------------------------

function jsDoc(ctx: CodeCtx, params: string[], returns?: string): string {
  const rng = ctx.rng;
  if (!rng.chance(0.5)) return "";
  const lines = [rng.pick(COMMENTS), ...params.map((p) => `@param {${rng.pick(["object", "Record<string, unknown>", "any"])}} ${p}`)];
  if (returns) lines.push(`@returns {${returns}}`);
  return `/**\n${lines.map((l) => ` * ${l}`).join("\n")}\n */\n`;
}

type JsFiller = (ctx: CodeCtx) => string;

const jsFillers: JsFiller[] = [
  (ctx) => {
    const name = helperName(ctx);
    return `${jsDoc(ctx, ["input", "context"])}${ctx.rng.chance(0.6) ? "export " : ""}function ${name}(input, context = { locale: "en", now: new Date() }) {\n${statements(ctx, ["input", "context"], ctx.rng.int(2, 8), "  ", "input").join("\n")}\n}`;
  },
  (ctx) => {
    const name = helperName(ctx, ctx.rng.pick(["load", "refresh", "submit", "sync", "fetch", "prefetch"]));
    return `${jsDoc(ctx, ["request"], "Promise<unknown>")}export async function ${name}(request) {\n${statements(ctx, ["request"], ctx.rng.int(2, 6), "  ", "undefined", true).join("\n")}\n}`;
  },
  (ctx) => {
    const rng = ctx.rng;
    const name = fresh(ctx, `${upperSnake(words(kebab(ctx.m.stem)).join(" "))}_${rng.pick(["LABELS", "DEFAULTS", "COLUMNS", "ICONS", "LIMITS", "ORDER"])}`);
    const keys = rng.sample(FIELDS, rng.int(4, 10));
    const value = (k: string): string => (rng.chance(0.5) ? JSON.stringify(cap(kebab(k).replace(/-/g, " "))) : rng.chance(0.5) ? String(rng.int(1, 500)) : `{ width: ${rng.int(40, 320)}, sortable: ${rng.chance(0.5)} }`);
    return `export const ${name} = Object.freeze({\n${keys.map((k) => `  ${k}: ${value(k)},`).join("\n")}\n});`;
  },
  (ctx) => {
    const name = fresh(ctx, `${ctx.m.stem}${ctx.rng.pick(["Cache", "Queue", "Registry", "Tracker", "Buffer", "Builder"])}`);
    return `${jsDoc(ctx, [])}export class ${name} {\n  #entries = new Map();\n\n  constructor(limit = ${ctx.rng.int(10, 500)}) {\n    this.limit = limit;\n  }\n\n  add(entry) {\n    if (this.#entries.size >= this.limit) {\n      const oldest = this.#entries.keys().next().value;\n      if (oldest !== undefined) this.#entries.delete(oldest);\n    }\n    this.#entries.set(entry.id, entry);\n    return this;\n  }\n\n  get(id) {\n    return this.#entries.get(id);\n  }\n\n  toArray() {\n    return [...this.#entries.values()];\n  }\n}`;
  },
  (ctx) => {
    const name = fresh(ctx, `${ctx.rng.pick(["groupBy", "indexBy", "uniqueBy", "partition", "sumBy", "countBy"])}${ctx.m.stem}`);
    return `${jsDoc(ctx, ["items", "key"])}export function ${name}(items, key) {\n  const out = {};\n  for (const item of items) {\n    const k = key(item);\n    (out[k] ??= []).push(item);\n  }\n  return out;\n}`;
  },
  (ctx) => {
    const name = helperName(ctx, ctx.rng.pick(["is", "has", "can", "should"]));
    return `export const ${name} = (value, now = new Date()) =>\n  Boolean(value.${ctx.rng.pick(FIELDS)}) && (value.updatedAt === undefined || new Date(value.updatedAt) <= now);`;
  },
];

/** A JavaScript module (.js or .mjs): a util or an API client, without type annotations. */
function renderJsModule(rng: Rng, m: ModulePlan, deps: ModulePlan[], target: number, libDir: string | undefined): string {
  const ctx: CodeCtx = { rng, m, names: new Set(m.values), types: [], callables: [], logger: "console", js: true };
  const header: string[] = [];
  if (libDir && rng.chance(0.5)) {
    header.push(`import { logger } from "${importPath(m.file, `${libDir}/logger.ts`)}";`);
    ctx.logger = "logger";
  }
  for (const d of deps) {
    if (!d.callables.length) continue;
    const from = importPath(m.file, d.file);
    if (rng.chance(0.2)) {
      const ns = camel(d.stem) + "Module";
      header.push(`import * as ${ns} from "${from}";`);
      ctx.callables.push(...d.callables.map((v) => `${ns}.${v}`));
    } else {
      header.push(`import { ${d.callables.join(", ")} } from "${from}";`);
      ctx.callables.push(...d.callables);
    }
  }
  const S = m.stem;
  const body: string[] = [];
  if (m.kind === "api") {
    const ep = m.values[2];
    body.push(
      `export const ${ep} = ${JSON.stringify(`/api/v2/${kebab(S)}`)};`,
      `${jsDoc(ctx, ["http", "id", "signal"], "Promise<object>")}export async function fetch${S}(http, id, signal) {\n  const response = await http.request("GET", \`\${${ep}}/\${encodeURIComponent(id)}\`, undefined, signal);\n  const dto = await response.json();\n  ${ctx.logger}.debug("fetch${S}", { id });\n  return { ...dto, updatedAt: dto.updatedAt ?? new Date() };\n}`,
      `export async function save${S}(http, dto) {\n  const body = JSON.stringify({ ...dto, id: dto.id ?? undefined });\n  await http.request("PUT", \`\${${ep}}/\${dto.id}\`, body);\n}`,
    );
  } else {
    body.push(
      `${jsDoc(ctx, ["value", "options"], "string")}export function format${S}(value, options = {}) {\n${statements(ctx, ["value", "options"], rng.int(2, 6), "  ", '""').join("\n")}\n}`,
      `export function parse${S}(raw) {\n  if (typeof raw !== "object" || raw === null) {\n    return undefined;\n  }\n  const input = { ...raw };\n${statements(ctx, ["input"], rng.int(1, 4), "  ", "input").join("\n")}\n}`,
      `export const is${S}Valid = (value) =>\n  value !== undefined && typeof value.id === "string" && value.${rng.pick(FIELDS)} !== null;`,
    );
  }
  let text = (header.length ? header.join("\n") + "\n\n" : "") + body.join("\n\n") + "\n";
  const extra: string[] = [];
  while (text.length + extra.reduce((n, s) => n + s.length + 2, 0) < target) extra.push(rng.pick(jsFillers)(ctx));
  if (extra.length) text += "\n" + extra.join("\n\n") + "\n";
  return text;
}

const TEST_TITLES = [
  "returns an empty result for empty input",
  "keeps the order of the rows",
  "ignores archived entries",
  "handles missing optional fields",
  "rounds amounts to cents",
  "falls back to the tenant defaults",
  "accepts ISO date strings",
  "rejects an unknown status",
  "does not mutate its input",
  "treats null and undefined alike",
];

function fixtureValue(rng: Rng, field: string): string {
  if (/^(amount|price|discount|quantity|mileage|score|priority|version)$/.test(field)) return String(rng.int(0, 90000) / (rng.chance(0.5) ? 100 : 1));
  if (/At$|Date$/.test(field)) return JSON.stringify(`2024-${String(rng.int(1, 12)).padStart(2, "0")}-${String(rng.int(1, 28)).padStart(2, "0")}T09:30:00.000Z`);
  if (field === "archived") return String(rng.chance(0.5));
  if (field === "tags") return JSON.stringify(rng.sample(["new", "vip", "fleet", "export", "urgent"], rng.int(0, 3)));
  if (field === "status") return JSON.stringify(rng.pick(["draft", "active", "archived"]));
  if (field === "email") return JSON.stringify(`${rng.pick(["anna", "ben", "chris", "dana"])}@example.com`);
  if (field === "currency") return JSON.stringify(rng.pick(["EUR", "CHF", "USD"]));
  return JSON.stringify(`${field}-${rng.int(1, 999)}`);
}

function fixture(rng: Rng): string {
  const fields = rng.sample(FIELDS.slice(1), rng.int(2, 6));
  return `{ id: ${JSON.stringify(`rec-${rng.int(100, 9999)}`)}, ${fields.map((f) => `${f}: ${fixtureValue(rng, f)}`).join(", ")} }`;
}

/** A vitest file for a module of its group (or for a helper of its own when the group exports no functions). */
function renderTest(rng: Rng, m: ModulePlan, subject: ModulePlan | undefined, target: number): string {
  const js = m.lang === "js" || m.lang === "mjs";
  const cast = js ? "" : " as never";
  const head = ['import { describe, expect, it } from "vitest";'];
  const fns: string[] = [];
  if (subject) {
    head.push(`import { ${subject.callables.join(", ")} } from "${importPath(m.file, subject.file)}";`);
    fns.push(...subject.callables);
  } else {
    const name = `normalize${m.stem}`;
    head.push("", `function ${name}(rows${js ? "" : ": Array<Record<string, unknown>>"}) {\n  return rows.filter((row) => row.id !== undefined).sort((a, b) => String(a.id).localeCompare(String(b.id)));\n}`);
    fns.push(name);
  }
  const itBlock = (fn: string, text: string): string => {
    const title = JSON.stringify(text);
    if (fn.startsWith("fetch")) {
      return `  it(${title}, async () => {\n    const record = ${fixture(rng)};\n    const http = { request: async () => new Response(JSON.stringify(record)) }${cast};\n    const result = await ${fn}(http, record.id);\n    expect(result).toMatchObject({ id: record.id });\n  });`;
    }
    if (fn.startsWith("save")) {
      return `  it(${title}, async () => {\n    const calls${js ? "" : ": string[]"} = [];\n    const http = { request: async (method${js ? "" : ": string"}) => {\n      calls.push(method);\n      return new Response("{}");\n    } }${cast};\n    await ${fn}(http, ${fixture(rng)});\n    expect(calls).toEqual(["PUT"]);\n  });`;
    }
    if (fn.startsWith("format")) return `  it(${title}, () => {\n    expect(typeof ${fn}(${fixture(rng)}${cast})).toBe("string");\n  });`;
    if (fn.startsWith("parse")) return `  it(${title}, () => {\n    expect(${fn}(null)).toBeUndefined();\n    expect(${fn}(${fixture(rng)})).toBeDefined();\n  });`;
    if (fn.startsWith("is")) return `  it(${title}, () => {\n    expect(${fn}(undefined)).toBe(false);\n    expect(${fn}(${fixture(rng)}${cast})).toBe(true);\n  });`;
    return `  it(${title}, () => {\n    const rows = [${fixture(rng)}, ${fixture(rng)}];\n    expect(${fn}(rows)).toHaveLength(2);\n    expect(rows).toHaveLength(2);\n  });`;
  };
  const blocks: string[] = [];
  let size = head.join("\n").length;
  for (let i = 0; blocks.length < 1 || (size < target && blocks.length < 80); i++) {
    const fn = fns[i % fns.length];
    const its = rng.sample(TEST_TITLES, rng.int(1, 4)).map((title) => itBlock(fn, title));
    const block = `describe(${JSON.stringify(fn)}, () => {\n${its.join("\n\n")}\n});`;
    blocks.push(block);
    size += block.length + 2;
  }
  return head.join("\n") + "\n\n" + blocks.join("\n\n") + "\n";
}

function jsxComponentUnit(ctx: CodeCtx, name: string, props: string, t: string): string {
  return componentWith(ctx, name, props, t, (rng) => `  if (loading) {
    return <div className="spinner" aria-busy="true" />;
  }
  return (
    <section className="${kebab(name)}">
      <h2>{props.title}</h2>
      <input value={query} placeholder="Search…" onChange={(event) => setQuery(event.target.value)} />
      <ul>
        {visible.map((item) => (
          <li key={item.id} onClick={() => onSelect(item)}>
            {String(item.${rng.pick(FIELDS)})}
          </li>
        ))}
      </ul>
      {visible.length === 0 ? <p className="empty">${rng.pick(["No entries yet.", "Nothing matches your search.", "Nothing to show."])}</p> : null}
    </section>
  );
}`);
}

// ---- fixed texts and shared files -----------------------------------------------------------------------

const SHARED_CONSTANTS = {
  IRREVERSIBLE_NOTE: "This cannot be undone.",
  AUDIT_NOTE: "Every change is written to the audit log.",
  RATE_LIMIT_NOTE: "Limited to 60 calls per minute per tenant.",
};

const FEATURE_NOTES = {
  TENANT_NOTE: "Only records of the caller's tenant are included.",
  APPROVAL_NOTE: "A manager has to approve the change before it takes effect.",
};

const TEXTS = {
  retention: "Entries older than two years are removed by the nightly cleanup.",
  exportFormat: "The file is a UTF-8 CSV with one row per record.",
  notify: "The assigned team gets an e-mail and an in-app notification.",
};

const SHARED_TEXT = `/** Appends the tenant scope sentence that list and search handlers share. */
export function withTenantScope(text: string): string {
  return \`\${text} Only records of the caller's tenant are included.\`;
}
`;

const SHARED_I18N = `import de from "./locales/de.json" with { type: "json" };
import en from "./locales/en.json" with { type: "json" };

const catalogs: Record<string, Record<string, string>> = { de, en };
let current = "en";

export function setLocale(locale: string): void {
  current = locale in catalogs ? locale : "en";
}

/** Looks a message up in the current locale; falls back to the key. */
export function t(key: string): string {
  return catalogs[current]?.[key] ?? key;
}
`;

const SHARED_ERRORS = `export class NotFoundError extends Error {
  constructor(
    readonly entity: string,
    readonly id: string,
  ) {
    super(\`\${entity} \${id} not found\`);
    this.name = "NotFoundError";
  }
}

export class ValidationError extends Error {
  constructor(readonly issues: Array<{ path: string; message: string }>) {
    super(issues.map((issue) => \`\${issue.path}: \${issue.message}\`).join("; "));
    this.name = "ValidationError";
  }
}
`;

const SHARED_LOGGER = `type Level = "debug" | "info" | "warn" | "error";

export interface Logger {
  debug(message: string, ...args: unknown[]): void;
  info(message: string, ...args: unknown[]): void;
  warn(message: string, ...args: unknown[]): void;
  error(message: string, ...args: unknown[]): void;
}

function write(level: Level, message: string, args: unknown[]): void {
  const line = JSON.stringify({ level, message, args, at: new Date().toISOString() });
  if (level === "error" || level === "warn") console.error(line);
  else console.log(line);
}

export const logger: Logger = {
  debug: (message, ...args) => write("debug", message, args),
  info: (message, ...args) => write("info", message, args),
  warn: (message, ...args) => write("warn", message, args),
  error: (message, ...args) => write("error", message, args),
};
`;

const SHARED_HTTP = `export class HttpClient {
  constructor(private readonly baseUrl: string, private readonly token?: string) {}

  async request(method: string, url: string, body?: string, signal?: AbortSignal): Promise<Response> {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (this.token) headers.authorization = \`Bearer \${this.token}\`;
    const response = await fetch(this.baseUrl + url, { method, headers, body, signal });
    if (!response.ok) throw new Error(\`\${method} \${url}: \${response.status}\`);
    return response;
  }
}

export async function fetchJson<T>(http: HttpClient, url: string, init: { signal?: AbortSignal } = {}): Promise<T> {
  const response = await http.request("GET", url, undefined, init.signal);
  return (await response.json()) as T;
}
`;

const FACTORY_CRUD = `import { defineHandler, type EntityDefinition, type FeatureDefinition } from "@kumiko/framework";
import { z } from "zod";
import { IRREVERSIBLE_NOTE } from "../constants.js";
import { NotFoundError } from "../lib/errors.js";

/** The five standard handlers every entity gets: get, list, create, update and delete. */
export function crudHandlers(e: EntityDefinition, feature: FeatureDefinition | string) {
  const get = defineHandler({
    name: \`\${e.name}.get\`,
    description: \`Fetch a single \${e.description}\`,
    kind: "read",
    feature,
    entity: e,
    input: z.object({ id: z.string().uuid() }),
    handle: async (ctx, input) => {
      const record = await ctx.db[e.name].findUnique({ where: { id: input.id, tenantId: ctx.tenant.id } });
      if (!record) throw new NotFoundError(e.name, input.id);
      return record;
    },
  });
  const list = defineHandler({
    name: \`\${e.name}.list\`,
    description: \`List every \${e.name} the caller can see, newest first.\`,
    kind: "read",
    feature,
    entity: e,
    input: z.object({ page: z.number().int().min(1).default(1) }),
    handle: async (ctx, input) => ctx.db[e.name].findMany({ where: { tenantId: ctx.tenant.id }, skip: (input.page - 1) * 50, take: 50 }),
  });
  const create = defineHandler({
    name: \`\${e.name}.create\`,
    description: \`Create a new \${e.name} from the submitted form.\`,
    kind: "write",
    feature,
    entity: e,
    input: e.schema.omit({ id: true }),
    handle: async (ctx, input) => ctx.db[e.name].create({ data: { ...input, tenantId: ctx.tenant.id, createdBy: ctx.user.id } }),
  });
  const update = defineHandler({
    name: \`\${e.name}.update\`,
    description: \`Update an existing \${e.name}. Only the fields that changed are written.\`,
    kind: "write",
    feature,
    entity: e,
    input: e.schema.partial().required({ id: true }),
    handle: async (ctx, input) => ctx.db[e.name].update({ where: { id: input.id }, data: input }),
  });
  const remove = defineHandler({
    name: \`\${e.name}.delete\`,
    description: \`Delete one \${e.name} permanently. \${IRREVERSIBLE_NOTE}\`,
    kind: "write",
    approval: true,
    feature,
    entity: e,
    input: z.object({ id: z.string().uuid() }),
    handle: async (ctx, input) => {
      await ctx.db[e.name].delete({ where: { id: input.id, tenantId: ctx.tenant.id } });
      return { ok: true };
    },
  });
  return [get, list, create, update, remove] as const;
}
`;

const FACTORY_EXPORTS = `import * as kumiko from "@kumiko/framework";
import { z } from "zod";

const FORMAT_NOTE = "Columns follow the order of the list view.";

/** CSV and PDF exports for an entity's list view. */
export function exportHandlers(e: kumiko.EntityDefinition) {
  return [
    kumiko.defineHandler({
      name: \`\${e.name}.exportCsv\`,
      description: \`Export \${e.name} records as a CSV file. \` + FORMAT_NOTE,
      kind: "read",
      input: z.object({ ids: z.array(z.string()).optional() }),
      handle: async (ctx, input) => ctx.exports.csv(e.name, { tenantId: ctx.tenant.id, ids: input.ids }),
    }),
    kumiko.defineHandler({
      name: \`\${e.name}.exportPdf\`,
      description: "Export " + e.name + " records as a PDF report for printing.",
      kind: "read",
      input: z.object({ ids: z.array(z.string()).optional() }),
      handle: async (ctx, input) => ctx.exports.pdf(e.name, { tenantId: ctx.tenant.id, ids: input.ids }),
    }),
  ];
}
`;

const FACTORY_AUDIT = `import { defineHandler, type EntityDefinition } from "@kumiko/framework";
import { z } from "zod";

/** Change history and revert for an entity; the label is the word users see. */
export function auditHandlers(e: EntityDefinition, label: string, feature: string) {
  const history = defineHandler({
    name: \`\${e.name}.history\`,
    description: \`Show the change history of one \${label}, newest change first.\`,
    kind: "read",
    feature,
    input: z.object({ id: z.string().uuid() }),
    handle: async (ctx, input) => ctx.db.auditLog.findMany({ where: { subjectId: input.id }, orderBy: { at: "desc" } }),
  });
  const revert = defineHandler({
    name: \`\${e.name}.revert\`,
    description: \`Revert one \${label} to an earlier version. The newer versions are discarded and cannot be restored.\`,
    kind: "write",
    approval: true,
    feature,
    input: z.object({ id: z.string().uuid(), version: z.number().int() }),
    handle: async (ctx, input) => ctx.audit.revert(e.name, input.id, input.version),
  });
  return { history, revert };
}
`;

// ---- small helpers --------------------------------------------------------------------------------------

function importPath(from: string, to: string): string {
  const rel = path.posix.relative(path.posix.dirname(from), to).replace(/\.tsx?$/, ".js");
  return rel.startsWith(".") ? rel : `./${rel}`;
}

function escapeTemplate(s: string): string {
  return s.replace(/\\/g, "\\\\").replace(/`/g, "\\`").replace(/\$\{/g, "\\${");
}

/** Splits text into pieces of about `width` characters at spaces; each piece but the last keeps its space. */
function splitAtSpaces(text: string, width: number): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest.length > width) {
    const at = rest.lastIndexOf(" ", width);
    if (at <= 0) break;
    out.push(rest.slice(0, at + 1));
    rest = rest.slice(at + 1);
  }
  out.push(rest);
  return out;
}

/**
 * Replaces the first mention of the entity's noun (plural first) in `text` by its label constant, emitting
 * literal pieces and constant names through the callbacks, and returns the concatenation of what they return.
 */
function substituteNoun(text: string, e: EntityPlan, literal: (s: string) => string, constant: (name: string) => string): string {
  for (const [word, name] of [
    [e.noun.many, `${e.upper}_LABEL_PLURAL`],
    [e.noun.one, `${e.upper}_LABEL`],
  ] as const) {
    const at = text.indexOf(word);
    if (at >= 0) {
      const before = text.slice(0, at);
      const after = text.slice(at + word.length);
      return (before ? literal(before) : "") + constant(name) + (after ? literal(after) : "");
    }
  }
  return literal(text);
}

/** The generator of each ecosystem's package but kumiko's (the original Generator). */
const ECO_PACKAGES: Record<Exclude<Ecosystem, "root" | "kumiko">, new (...args: ConstructorParameters<typeof McpPackage>) => EcoPackage> = {
  mcp: McpPackage,
  "vercel-ai": VercelAiPackage,
  pipedream: PipedreamPackage,
  activepieces: ActivepiecesPackage,
  langchain: LangChainPackage,
  n8n: N8nPackage,
  openai: OpenAiPackage,
};

// Writes a synthetic kumiko project for the speed bench (DESIGN §9): mostly ordinary application code, with
// features, entities, handler files and handler factories spread through it the way a real app has them.
// Everything comes from one seeded PRNG, so a seed and a file count always give the same bytes.

import * as fs from "node:fs";
import * as path from "node:path";

export interface GenerateOptions {
  /** Number of `.ts` source files to write (default 8,000). Actions and bytes scale with it. */
  files?: number;
  seed?: number;
}

export interface GenerateResult {
  /** `.ts` files written under `src/`. */
  files: number;
  /** Actions the project declares: one per `defineHandler` call, one per handler per factory call site. */
  actions: number;
  /** UTF-8 bytes of those `.ts` files. */
  bytes: number;
}

export const DEFAULT_FILES = 8000;
export const DEFAULT_SEED = 20250611;

// Per 8,000 files: about 4,500 actions and 22 MB of source, which is a large real app.
const ACTIONS_PER_FILE = 4500 / 8000;
const BYTES_PER_FILE = (22 * 1024 * 1024) / 8000;
const FILES_PER_FEATURE = 64;

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

type ModuleKind = "types" | "util" | "service" | "component" | "hook" | "store" | "api";

interface ModulePlan {
  file: string;
  kind: ModuleKind;
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

// ---- the generator --------------------------------------------------------------------------------------

export function generateProject(dir: string, opts: GenerateOptions = {}): GenerateResult {
  const fileTarget = Math.max(20, Math.round(opts.files ?? DEFAULT_FILES));
  const rng = new Rng(opts.seed ?? DEFAULT_SEED);
  const gen = new Generator(dir, rng, fileTarget);
  return gen.run();
}

const SHARED_FIXED = ["src/shared/constants.ts", "src/shared/text.ts", "src/shared/i18n.ts", "src/shared/lib/errors.ts", "src/shared/lib/logger.ts", "src/shared/lib/http.ts", "src/shared/factories/crud.ts", "src/shared/factories/exports.ts", "src/shared/factories/audit.ts", "src/app/registry.ts"];

class Generator {
  private files = 0;
  private bytes = 0;
  private actions = 0;
  private readonly madeDirs = new Set<string>();
  private readonly actionNames = new Set<string>();
  private readonly features: FeaturePlan[] = [];
  private readonly sharedModules: ModulePlan[] = [];

  constructor(
    private readonly root: string,
    private readonly rng: Rng,
    private readonly fileTarget: number,
  ) {}

  run(): GenerateResult {
    this.plan();
    this.writeProjectFiles();
    this.writeShared();
    for (const f of this.features) this.writeFeatureDeclarations(f);
    this.writeModules();
    return { files: this.files, actions: this.actions, bytes: this.bytes };
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
    const actionTarget = Math.round(this.fileTarget * ACTIONS_PER_FILE);
    let remaining = actionTarget - factoryActions;
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
    const kinds: Record<ModuleKind, number> = { types: 14, util: 20, service: 14, component: 24, hook: 10, store: 8, api: 10 };
    const sharedStems = new Set<string>();
    for (let i = 0; i < sharedCount; i++) {
      let stem = rng.pick(SHARED_STEMS) + (rng.chance(0.5) ? rng.pick(ASPECTS) : "");
      while (sharedStems.has(stem)) stem = rng.pick(SHARED_STEMS) + rng.pick(ASPECTS) + rng.pick(ASPECTS);
      sharedStems.add(stem);
      const kind = rng.weighted(kinds);
      const folder = kind === "component" ? "ui" : kind === "types" ? "types" : kind === "api" ? "api" : "lib";
      this.sharedModules.push(this.modulePlan(`src/shared/${folder}`, kind, stem, "shared"));
    }
    for (let i = 0; i < ordinary - sharedCount; i++) {
      const f = this.features[i % this.features.length];
      const used = new Set(f.modules.map((m) => m.stem));
      const entityStem = pascal(rng.pick(f.entities).noun.one);
      let stem = entityStem + rng.pick(ASPECTS);
      while (used.has(stem)) stem = entityStem + rng.pick(ASPECTS) + rng.pick(ASPECTS);
      const kind = rng.weighted(kinds);
      const folder = { types: "types", util: "utils", service: "services", component: "components", hook: "hooks", store: "store", api: "api" }[kind];
      f.modules.push(this.modulePlan(`${f.dir}/${folder}`, kind, stem, f.name));
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

  private modulePlan(folder: string, kind: ModuleKind, stem: string, group: string): ModulePlan {
    const lower = camel(stem);
    const m: ModulePlan = { file: "", kind, stem, values: [], types: [], callables: [], group };
    switch (kind) {
      case "types":
        m.file = `${folder}/${lower}.ts`;
        m.types = [stem, `${stem}Filter`, `${stem}Status`];
        break;
      case "util":
        m.file = `${folder}/${lower}.ts`;
        m.values = [`format${stem}`, `parse${stem}`, `is${stem}Valid`];
        m.types = [`${stem}FormatOptions`];
        m.callables = m.values;
        break;
      case "service":
        m.file = `${folder}/${lower}Service.ts`;
        m.values = [`${stem}Service`, `create${stem}Service`];
        m.types = [`${stem}ServiceOptions`];
        m.defaultName = `${stem}Service`;
        break;
      case "component":
        m.file = `${folder}/${stem}View.ts`;
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
        m.file = `${folder}/${lower}Api.ts`;
        m.values = [`fetch${stem}`, `save${stem}`, `${upperSnake(words(kebab(stem)).join(" "))}_ENDPOINT`];
        m.types = [`${stem}Dto`];
        m.callables = m.values.slice(0, 2);
        break;
    }
    return m;
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
      let { main, follow } = this.description(verb, entity, form);
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

  /** One description, as a main sentence and follow-up parts, some of which come from constants. */
  private description(verb: Verb, entity: EntityPlan, form: DescriptionForm): { main: string; follow: Part[] } {
    const rng = this.rng;
    const wantRefs = form === "template" || form === "concat";
    const lengthClass = rng.weighted({ short: 22, medium: 38, long: 40 });
    const object = verb.many
      ? rng.pick([entity.noun.many, `all ${entity.noun.many}`, `the ${entity.noun.many}`, `every ${entity.noun.one}`])
      : rng.pick([withArticle(entity.noun.one), `one ${entity.noun.one}`, `a single ${entity.noun.one}`, `the selected ${entity.noun.one}`, `an existing ${entity.noun.one}`]);
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
        main = `${cap(entity.noun.one)} details${qualifier}.`;
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

  // -- writing --

  private write(rel: string, content: string, isSource = true): void {
    const abs = path.join(this.root, rel);
    const dir = path.dirname(abs);
    if (!this.madeDirs.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      this.madeDirs.add(dir);
    }
    fs.writeFileSync(abs, content);
    if (isSource) {
      this.files++;
      this.bytes += Buffer.byteLength(content);
    }
  }

  private writeProjectFiles(): void {
    const pkg = {
      name: "dealer-cockpit",
      version: "3.14.0",
      private: true,
      type: "module",
      scripts: { build: "tsc -p tsconfig.json", dev: "kumiko dev", lint: "summarylint" },
      dependencies: { "@kumiko/core": "^4.2.0", react: "^18.3.1", zod: "^3.23.8" },
      devDependencies: { summarylint: "^0.1.0", typescript: "^5.6.0" },
    };
    this.write("package.json", JSON.stringify(pkg, null, 2) + "\n", false);
    this.write(".summarylintrc.yaml", "presets: [kumiko]\ninclude: [\"src/**/*.ts\"]\n", false);
    this.write(".gitignore", "node_modules/\ndist/\n", false);
    const tsconfig = { compilerOptions: { target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", strict: true, outDir: "dist", skipLibCheck: true }, include: ["src"] };
    this.write("tsconfig.json", JSON.stringify(tsconfig, null, 2) + "\n", false);
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
    const lines = ["// Every feature of the app, in menu order.", 'import type { FeatureDefinition } from "@kumiko/core";'];
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
        'import { defineFeature } from "@kumiko/core";',
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
      const lines = ['import { defineEntity } from "@kumiko/core";', 'import { z } from "zod";', "", `export const ${e.name} = defineEntity({`, `  name: ${JSON.stringify(e.name)},`];
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
    const imports: string[] = [useNamespaceCallee ? 'import * as kumiko from "@kumiko/core";' : 'import { defineHandler } from "@kumiko/core";', 'import { z } from "zod";'];
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
    const rng = this.rng;
    const all: ModulePlan[] = [...this.sharedModules, ...this.features.flatMap((f) => f.modules)];
    const byGroup = new Map<string, ModulePlan[]>();
    for (const m of all) {
      if (!byGroup.has(m.group)) byGroup.set(m.group, []);
      byGroup.get(m.group)!.push(m);
    }
    const targetBytes = Math.round(this.fileTarget * BYTES_PER_FILE);
    for (let i = 0; i < all.length; i++) {
      const remainingFiles = all.length - i;
      const budget = Math.max(600, (targetBytes - this.bytes) / remainingFiles);
      // Real file sizes are skewed: many small files, some large ones, a very few huge ones.
      const factor = rng.chance(0.003) ? 12 : Math.min(4, Math.max(0.25, Math.exp(0.5 * rng.normal()) / 1.13));
      const m = all[i];
      const peers = byGroup.get(m.group)!;
      const candidates = [...rng.sample(peers, 4), ...rng.sample(this.sharedModules, 2), ...(rng.chance(0.2) ? rng.sample(all, 1) : [])];
      const deps: ModulePlan[] = [];
      for (const c of candidates) if (c !== m && c.stem !== m.stem && !deps.some((d) => d.stem === c.stem)) deps.push(c);
      this.write(m.file, renderModule(rng, m, deps.slice(0, rng.int(1, 5)), Math.max(400, budget * factor)));
    }
  }
}

// ---- ordinary code --------------------------------------------------------------------------------------

interface CodeCtx {
  rng: Rng;
  m: ModulePlan;
  names: Set<string>;
  types: string[];
  callables: string[];
  logger: string;
}

function renderModule(rng: Rng, m: ModulePlan, deps: ModulePlan[], target: number): string {
  const header: string[] = [];
  const ctx: CodeCtx = { rng, m, names: new Set([...m.values, ...m.types]), types: [], callables: [], logger: "console" };
  const importStyle = (d: ModulePlan): "named" | "default" | "namespace" | "type" => {
    if (!d.values.length) return "type";
    if (d.defaultName && rng.chance(0.35)) return "default";
    return rng.chance(0.2) ? "namespace" : "named";
  };
  if (m.kind === "component" || m.kind === "hook") header.push('import { createElement as h, useCallback, useEffect, useMemo, useState } from "react";');
  if (m.kind === "service" || m.kind === "api") {
    header.push(`import { HttpClient, fetchJson } from "${importPath(m.file, "src/shared/lib/http.ts")}";`);
    ctx.callables.push("fetchJson");
  }
  if (rng.chance(0.5) || m.kind === "service") {
    header.push(`import { logger } from "${importPath(m.file, "src/shared/lib/logger.ts")}";`);
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
      body.push(interfaceUnit(ctx, `${S}ViewProps`, true, ["title: string", `items?: ${mainType}[]`, `onSelect?: (item: ${mainType}) => void`]), componentUnit(ctx, `${S}View`, `${S}ViewProps`, mainType));
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
        out.push(`${indent}const ${acc}: string[] = [];`, `${indent}for (const entry of ${v}.${rng.pick(["items", "rows", "entries", "lines", "children"])} ?? []) {`, `${indent}  if (entry.${g} === undefined) continue;`, `${indent}  ${acc}.push(\`\${entry.${g}}: \${entry.${f}}\`);`, `${indent}}`);
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
        out.push(`${indent}const ${local("index")} = new Map<string, number>();`);
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

function componentUnit(ctx: CodeCtx, name: string, props: string, t: string): string {
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

  if (loading) {
    return h("div", { className: "spinner", "aria-busy": true });
  }
  return h(
    "section",
    { className: ${JSON.stringify(kebab(name))} },
    h("h2", null, props.title),
    h("input", { value: query, placeholder: "Search…", onChange: (event: { target: { value: string } }) => setQuery(event.target.value) }),
    h("ul", null, visible.map((item) => h("li", { key: item.id, onClick: () => onSelect(item) }, String(item.${rng.pick(FIELDS)})))),
  );
}`;
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

const FACTORY_CRUD = `import { defineHandler, type EntityDefinition, type FeatureDefinition } from "@kumiko/core";
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

const FACTORY_EXPORTS = `import * as kumiko from "@kumiko/core";
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

const FACTORY_AUDIT = `import { defineHandler, type EntityDefinition } from "@kumiko/core";
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
  const rel = path.posix.relative(path.posix.dirname(from), to).replace(/\.ts$/, ".js");
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

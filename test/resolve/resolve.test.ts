// Static evaluation (docs/design.md#static-evaluation): one case per value form, and factories instantiated once
// per call site.
import { describe, expect, it } from "vitest";
import { catalogOf, descriptions, ROOT } from "../helpers/project.js";

const H = `import { defineHandler, defineFeature, defineEntity } from "@kumiko/framework";\n`;

/** A single-file project whose one action's description is `expr`, with `prelude` before it. */
function describeOne(expr: string, prelude = "", more: Record<string, string> = {}) {
  const catalog = catalogOf({
    "src/a.ts": `${H}${prelude}\nexport const a = defineHandler({ name: "a.run", description: ${expr} });\n`,
    ...more,
  });
  expect(catalog.actions).toHaveLength(1);
  return catalog.actions[0];
}

describe("value forms", () => {
  it.each([
    ["a string literal", `"Create a campaign."`, "", "Create a campaign."],
    ["a single-quoted literal", `'List contacts.'`, "", "List contacts."],
    ["a no-substitution template", "`List vehicles.`", "", "List vehicles."],
    ["a template with a const", "`List ${NOUN}.`", `const NOUN = "vehicles";`, "List vehicles."],
    ["a template with a number and boolean", "`Keep ${N} days: ${B}.`", `const N = 30; const B = true;`, "Keep 30 days: true."],
    ["`+` concatenation", `"Create " + NOUN + " for one vehicle."`, `const NOUN = "a campaign";`, "Create a campaign for one vehicle."],
    ["`+` of numbers then text", `1 + 2 + " runs."`, "", "3 runs."],
    ["a const bound to another const", `B`, `const A = "Send a mail."; const B = A;`, "Send a mail."],
    ["a const declared after use (hoisting of module consts)", `LATER`, ``, "Archive a vehicle."],
    ["`as const`", `("Pause a campaign." as const)`, "", "Pause a campaign."],
    ["`satisfies`", `(TEXT satisfies string)`, `const TEXT = "Resume a campaign.";`, "Resume a campaign."],
    ["a non-null assertion", `TEXT!`, `const TEXT = "Start a run.";`, "Start a run."],
    ["`.trim()`", `"  Delete a draft.  ".trim()`, "", "Delete a draft."],
    ["`.toLowerCase()` inside a template", "`Export ${NOUN.toLowerCase()}.`", `const NOUN = "Contacts";`, "Export contacts."],
    ["`.toUpperCase()`", `"api".toUpperCase() + " keys."`, "", "API keys."],
    ["`[...].join(sep)`", `["Create a report", "for one dealer."].join(" ")`, "", "Create a report for one dealer."],
    ["`.join()` with a spread const array", `[...PARTS, "end."].join(" ")`, `const PARTS = ["List", "runs"];`, "List runs end."],
    ["`String(x)`", `String(N) + " items."`, `const N = 5;`, "5 items."],
    ["`.replace()` of a regular expression with g: every match", `SLUG.replace(/-/g, " ") + "."`, `const SLUG = "list-open-runs";`, "list open runs."],
    ["`.replace()` of a string: the first match", `"a-b-c".replace("-", "+")`, "", "a+b-c"],
    ["`.replaceAll()` of a string", `"a-b-c".replaceAll("-", " ")`, "", "a b c"],
    ["a name helper that replaces", `toolName("report-labs") + " runs."`, "function toolName(slug: string) { return `rq_${slug.replace(/-/g, \"_\")}`; }", "rq_report_labs runs."],
    ["property access on an object const", `COPY.list`, `const COPY = { list: "List leads." };`, "List leads."],
    ["element access with a literal key", `COPY["list-all"]`, `const COPY = { "list-all": "List all leads." };`, "List all leads."],
    ["nested property access", `COPY.leads.list`, `const COPY = { leads: { list: "List open leads." } };`, "List open leads."],
    ["an object spread (later keys win)", `X.text`, `const BASE = { text: "Old." }; const X = { ...BASE, text: "Send a reminder." };`, "Send a reminder."],
    ["a key only in the spread object", `X.text`, `const BASE = { text: "Base text." }; const X = { ...BASE, other: 1 };`, "Base text."],
    ["a destructured const", `list`, `const { list } = { list: "List the tags." };`, "List the tags."],
    ["a function whose body returns an expression", `warn("campaign")`, "function warn(noun: string) { return `Deleting a ${noun} cannot be undone.`; }", "Deleting a campaign cannot be undone."],
    ["an arrow function with an expression body", `verb("Archive")`, "const verb = (v: string) => `${v} a vehicle.`;", "Archive a vehicle."],
    ["a missing argument is undefined", `greet()`, "const greet = (who?: string) => `Hello ${who}.`;", "Hello undefined."],
    ["`??` with undefined on the left", `MISSING.x ?? "Fallback text."`, `const MISSING = {} as { x?: string };`, "Fallback text."],
    ["`||` with an empty string on the left", `"" || "Use this."`, "", "Use this."],
    ["a conditional with a known test", `FLAG ? "Yes path." : "No path."`, `const FLAG = false;`, "No path."],
    ["a missing property becomes the text undefined", "`Fetch a ${E.nope}.`", `const E = { name: "x" };`, "Fetch a undefined."],
    ["null in a template", "`Value ${N}.`", `const N = null;`, "Value null."],
    ["an object in a template", "`Value ${O}.`", `const O = { a: 1 };`, "Value [object Object]."],
  ])("%s", (_title, expr, prelude, expected) => {
    const src = prelude + (expr === "LATER" ? "" : "");
    const action = describeOne(expr, src, {});
    if (expr === "LATER") return; // covered below
    expect(action.descriptionStatus).toBe("ok");
    expect(action.description).toBe(expected);
  });

  it("reads a module const declared after the declaration", () => {
    const catalog = catalogOf({
      "src/a.ts": `${H}export const a = defineHandler({ name: "a.run", description: LATER });\nconst LATER = "Archive a vehicle.";\n`,
    });
    expect(catalog.actions[0].description).toBe("Archive a vehicle.");
  });

  it("follows property access on an entity declaration's object argument", () => {
    const catalog = catalogOf({
      "src/entities.ts": `${H}export const run = defineEntity({ name: "marketingRun", description: "A dealer's marketing run for one vehicle." });`,
      "src/a.ts": `${H}import { run } from "./entities";\nexport const a = defineHandler({ name: "run.get", description: \`Fetch a single \${run.description}\` });`,
    });
    expect(descriptions(catalog)).toEqual({ "run.get": "Fetch a single A dealer's marketing run for one vehicle." });
    expect(catalog.entities.map((e) => e.name)).toEqual(["marketingRun"]);
  });

  it("matches a member callee (kumiko.defineHandler)", () => {
    const catalog = catalogOf({ "src/a.ts": `import * as kumiko from "@kumiko/framework";\nexport const a = kumiko.defineHandler({ name: "a.list", description: "List things." });` });
    expect(descriptions(catalog)).toEqual({ "a.list": "List things." });
  });
});

describe("joins: where substituted parts start and end in the description", () => {
  /** The description with each join marked "|". */
  const marked = (expr: string, prelude = "") => {
    const { description = "", joins } = describeOne(expr, prelude);
    if (joins === undefined) return description;
    let out = description;
    for (const j of [...joins].reverse()) out = out.slice(0, j) + "|" + out.slice(j);
    return out;
  };

  it.each([
    // literal text has no joins, however it is written
    ["a string literal", `"Create a campaign."`, "", "Create a campaign."],
    ["a no-substitution template", "`List vehicles.`", "", "List vehicles."],
    ["literals joined with `+`", `"List the vehicles " + "of a dealer."`, "", "List the vehicles of a dealer."],
    ["a const that is a literal, used as it is", `TEXT`, `const TEXT = "Send a mail.";`, "Send a mail."],
    ["an array of literals joined", `["Create a report", "for one dealer."].join(" ")`, "", "Create a report for one dealer."],
    ["an argument used as the whole description", `same("add two numbers")`, "const same = (s: string) => s;", "add two numbers"],
    // a substitution is marked at its start and end, with the joins inside it
    ["a template substitution", "`Fetch a single ${D}`", `const D = "A dealer's run.";`, "Fetch a single |A dealer's run.|"],
    ["an empty substitution", "`Send a reminder to ${WHO} about it.`", `const WHO = "";`, "Send a reminder to | about it."],
    ["a `+` operand that is not a literal", `"Create " + NOUN + " for one vehicle."`, `const NOUN = "a campaign";`, "Create |a campaign| for one vehicle."],
    ["a const built from a template keeps its joins", `T`, "const N = \"leads\"; const T = `List ${N}.`;", "List |leads|."],
    ["nested substitutions", "`Fetch ${T}`", "const E = { name: 'x' }; const T = `a ${E.nope} run`;", "Fetch |a |undefined| run|"],
    ["a joined element that is not a literal", `["Export", NOUN, "now."].join(" ")`, `const NOUN = "leads";`, "Export |leads| now."],
    ["an empty joined element", `["Export", NONE, "now."].join(", ")`, `const NONE = null;`, "Export, |, now."],
    ["a factory parameter in a template", `verb("Archive")`, "const verb = (v: string) => `${v} a vehicle.`;", "|Archive| a vehicle."],
    ["`.trim()` moves the joins with the text", "`  ${V} a draft.  `.trim()", `const V = "Delete";`, "|Delete| a draft."],
  ])("%s", (_title, expr, prelude, expected) => {
    expect(marked(expr, prelude)).toBe(expected);
  });
});

describe("imports across files", () => {
  const copy = `export const LIST = "List the campaigns.";\nexport default "Create a campaign.";\nexport const OBJ = { pause: "Pause a campaign." };\n`;
  it.each([
    ["a named import", `import { LIST } from "./copy";`, "LIST", "List the campaigns."],
    ["a renamed import", `import { LIST as L } from "./copy";`, "L", "List the campaigns."],
    ["a default import", `import create from "./copy";`, "create", "Create a campaign."],
    ["a namespace import", `import * as copy from "./copy";`, "copy.LIST", "List the campaigns."],
    ["a namespace import, nested", `import * as copy from "./copy";`, "copy.OBJ.pause", "Pause a campaign."],
    ["an import with a .js extension (NodeNext)", `import { LIST } from "./copy.js";`, "LIST", "List the campaigns."],
    ["a re-export through a barrel", `import { LIST } from "./barrel";`, "LIST", "List the campaigns."],
    ["a renamed re-export", `import { RENAMED } from "./barrel";`, "RENAMED", "List the campaigns."],
    ["an `export *` barrel", `import { OBJ } from "./star";`, "OBJ.pause", "Pause a campaign."],
    ["an index file of a folder", `import { LIST } from "./dir";`, "LIST", "List the campaigns."],
    ["an export list of a local const", `import { LOCAL } from "./list";`, "LOCAL", "Tag a contact."],
    ["a namespace re-export", `import { ns } from "./nsexport";`, "ns.LIST", "List the campaigns."],
  ])("%s", (_title, importLine, expr, expected) => {
    const action = describeOne(expr, importLine, {
      "src/copy.ts": copy,
      "src/barrel.ts": `export { LIST, LIST as RENAMED } from "./copy";`,
      "src/star.ts": `export * from "./copy";`,
      "src/dir/index.ts": `export * from "../copy";`,
      "src/list.ts": `const LOCAL = "Tag a contact.";\nexport { LOCAL };`,
      "src/nsexport.ts": `export * as ns from "./copy";`,
    });
    expect(action.description).toBe(expected);
  });

  it("resolves tsconfig paths", () => {
    const catalog = catalogOf(
      {
        "src/shared/copy.ts": `export const TEXT = "Send a test mail.";`,
        "src/a.ts": `${H}import { TEXT } from "@shared/copy";\nexport const a = defineHandler({ name: "mail.test", description: TEXT });`,
      },
      { mapping: { baseUrl: ROOT, paths: [["@shared/*", ["src/shared/*"]]] } },
    );
    expect(catalog.actions[0].description).toBe("Send a test mail.");
  });
});

describe("what cannot be evaluated is unresolved, with a reason", () => {
  it.each([
    ["a call of a package function", `import { t } from "i18next";`, `t("key")`, "a call of `t()`: `t` is imported from the package \"i18next\""],
    ["a let variable", `let text = "x"; text = "y";`, "text", "`text` is a `let`/`var` variable, not a const"],
    ["an undefined global", "", "SOMETHING", "`SOMETHING` is no const, function, parameter or import in scope (a global, or bound where summarylint does not look)"],
    ["process.env", "", "process.env.DESC", "`process` is no const, function, parameter or import in scope (a global, or bound where summarylint does not look)"],
    ["a file outside the project", `import { X } from "./missing";`, "X", "`X` is imported from \"./missing\", which is not among the linted files"],
    ["a tagged template of an unknown tag", "", "html`x`", "a call of `html()`: `html` is no const, function, parameter or import in scope (a global, or bound where summarylint does not look)"],
    ["a function that returns after a loop", `function f(x: boolean) { for (const y of ys) if (y) return y; return "b"; }`, "f(true)", "a call of `f()`, whose body runs a loop before it returns"],
    ["an async function with several returns", `async function f(x: boolean) { if (x) return "a"; return "b"; }`, "f(true)", "a call of `f()`, whose body is not a single returned expression"],
    ["a circular const", `const A: string = B; const B: string = A;`, "A", "`A` refers to itself"],
    // Near misses of `.replace()`: a pattern with a quantified group (exponential on some text), replaceAll of a
    // regular expression without g (it throws), a replacement that is not known text.
    ["`.replace()` with a quantified group", "", `"aaa".replace(/(a+)+b/, "x")`, "a call of `….replace()`, which is not a function summarylint can evaluate"],
    ["`.replaceAll()` of a regular expression without g", "", `"a-b".replaceAll(/-/, "x")`, "a call of `….replaceAll()`, which is not a function summarylint can evaluate"],
    ["`.replace()` with an unknown replacement", "let r = \"x\";", `"a-b".replace("-", r)`, "a call of `….replace()`, which is not a function summarylint can evaluate"],
    // The condition's own reason (a call nested too deeply inside one used to say only "a condition…").
    ["an unknown condition", `let c = true;`, `c ? "a" : "b"`, "`c` is a `let`/`var` variable, not a const"],
  ])("%s", (_title, prelude, expr, reason) => {
    const action = describeOne(expr, prelude);
    expect(action.descriptionStatus).toBe("unresolved");
    expect(action.description).toBeUndefined();
    expect(action.unresolvedReason).toBe(reason);
  });

  // A doc snippet's stub (Genkit's docs: `ai.defineTool({ name: "", description: "" }, …)`, only compiled) is no tool;
  // an empty description beside a name, or an empty name beside a description, is still an item.
  it.each([
    ["an empty name and an empty description", `defineHandler({ name: "", description: "" })`, []],
    ["an empty name and no description", `defineHandler({ name: "" })`, []],
    ["near miss: a name and an empty description", `defineHandler({ name: "a.run", description: "" })`, [["a.run", ""]]],
    ["near miss: an empty name and a description", `defineHandler({ name: "", description: "Run it." })`, [["", "Run it."]]],
  ])("%s", (_title, decl, expected) => {
    const catalog = catalogOf({ "src/a.ts": `${H}export const a = ${decl};` });
    expect(catalog.actions.map((a) => [a.name, a.description])).toEqual(expected);
  });

  it("a missing description property is missing, not unresolved", () => {
    const catalog = catalogOf({ "src/a.ts": `${H}export const a = defineHandler({ name: "a.run" });` });
    expect(catalog.actions[0]).toMatchObject({ descriptionStatus: "missing", description: undefined });
  });
});

describe("fields", () => {
  it("reads kind, approval, roles, feature by reference, entity by name and a localized label", () => {
    const catalog = catalogOf(
      {
        "src/f.ts": `${H}export const campaigns = defineFeature({ name: "campaigns", label: { en: "Campaigns", de: "Kampagnen" }, description: "Plan campaigns." });`,
        "src/a.ts": `${H}import { campaigns } from "./f";\nconst ROLES = ["Editor"];\nexport const a = defineHandler({ name: "campaign.delete", kind: "write", approval: true, roles: [...ROLES, "TenantAdmin"], feature: campaigns, entity: "campaign", description: "Delete a draft." });\nexport const b = defineHandler({ name: "campaign.list", description: "List campaigns." });`,
      },
      { locale: "de" },
    );
    expect(catalog.actions[0]).toMatchObject({ name: "campaign.delete", kind: "write", approval: true, roles: ["Editor", "TenantAdmin"], feature: "campaigns", entity: "campaign" });
    expect(catalog.actions[1]).toMatchObject({ name: "campaign.list", kind: "read", approval: false });
    expect(catalog.actions[1].roles).toBeUndefined();
    expect(catalog.actions[1].feature).toBeUndefined();
    expect(catalog.features[0]).toMatchObject({ name: "campaigns", label: "Kampagnen", description: "Plan campaigns." });
  });

  // label-locales: a locale map's every entry, and where the label is written; nothing for anything else.
  it.each([
    ["a locale map, in source order", `{ en: "Campaigns", de: "Kampagnen", "pt-BR": "Campanhas" }`, "", { en: "Campaigns", de: "Kampagnen", "pt-BR": "Campanhas" }],
    ["a map from a const, with a spread", `{ ...BASE, fr: "Campagnes" }`, `const BASE = { en: "Campaigns", de: "Kampagnen" };`, { en: "Campaigns", de: "Kampagnen", fr: "Campagnes" }],
    ["a plain string", `"Campaigns"`, "", undefined],
    ["an object whose keys are no locales", `{ short: "Camp.", long: "Campaigns" }`, "", undefined],
    ["a map with an entry that is not known text", `{ en: "Campaigns", de: t("campaigns") }`, "", undefined],
    ["an empty map", `{}`, "", undefined],
  ])("labels: %s", (_name, label, prelude, labels) => {
    const catalog = catalogOf({ "src/f.ts": `${H}${prelude}\nexport const campaigns = defineFeature({\n  name: "campaigns",\n  label: ${label},\n  description: "Plan campaigns.",\n});\n` });
    const [feature] = catalog.features;
    expect(feature.labels).toEqual(labels);
    expect(feature.labelLoc).toEqual(labels === undefined ? undefined : { file: `${ROOT}/src/f.ts`, line: 5, column: 10, endLine: 5, endColumn: 10 + label.length });
  });

  it("points at the description's expression, or at the declaration when there is none", () => {
    const catalog = catalogOf({
      "src/a.ts": `${H}export const a = defineHandler({\n  name: "a.one",\n  description: "One.",\n});\nexport const b = defineHandler({ name: "a.two" });\n`,
    });
    expect(catalog.actions[0].loc).toEqual({ file: `${ROOT}/src/a.ts`, line: 4, column: 16, endLine: 4, endColumn: 22 });
    expect(catalog.actions[0].declarationLoc).toMatchObject({ line: 2, column: 18, endLine: 5, endColumn: 3 });
    expect(catalog.actions[1].loc).toEqual({ file: `${ROOT}/src/a.ts`, line: 6, column: 18, endLine: 6, endColumn: 50 });
  });

  it("falls back to the variable name when the name cannot be evaluated", () => {
    const catalog = catalogOf({ "src/a.ts": `${H}import { n } from "pkg";\nexport const sendMail = defineHandler({ name: n, description: "Send a mail." });` });
    expect(catalog.actions[0].name).toBe("sendMail");
  });
});

describe("factories", () => {
  const crud = `${H}
export function crud(entity: { name: string; description: string }, feature: string) {
  return [
    defineHandler({ name: \`\${entity.name}.get\`, feature, description: \`Fetch a single \${entity.description}\` }),
    defineHandler({ name: \`\${entity.name}.delete\`, feature, kind: "write", description: \`Delete a \${entity.name}. This cannot be undone.\` }),
  ];
}
`;
  const entities = `${H}
export const vehicle = defineEntity({ name: "vehicle", description: "used vehicle in stock." });
export const contact = defineEntity({ name: "contact", description: "contact of the dealer." });
export const run = defineEntity({ name: "marketingRun", description: "A dealer's marketing run for one vehicle." });
`;

  it("instantiates a factory once per call site, with the arguments bound; the uncalled template is no action", () => {
    const catalog = catalogOf({
      "src/crud.ts": crud,
      "src/entities.ts": entities,
      "src/handlers.ts": `import { crud } from "./crud";\nimport * as e from "./entities";\nexport const vehicles = crud(e.vehicle, "inventory");\nexport const contacts = crud(e.contact, "contacts");\nexport const runs = [...crud(e.run, "marketingRuns")];\n`,
    });
    expect(catalog.actions.map((a) => [a.name, a.description, a.feature])).toEqual([
      ["vehicle.get", "Fetch a single used vehicle in stock.", "inventory"],
      ["contact.get", "Fetch a single contact of the dealer.", "contacts"],
      ["marketingRun.get", "Fetch a single A dealer's marketing run for one vehicle.", "marketingRuns"],
      ["vehicle.delete", "Delete a vehicle. This cannot be undone.", "inventory"],
      ["contact.delete", "Delete a contact. This cannot be undone.", "contacts"],
      ["marketingRun.delete", "Delete a marketingRun. This cannot be undone.", "marketingRuns"],
    ]);
    const first = catalog.actions[0];
    expect(first.loc).toMatchObject({ file: `${ROOT}/src/crud.ts`, line: 5 });
    expect(first.instantiatedAt).toMatchObject({ file: `${ROOT}/src/handlers.ts`, line: 3, column: 25 });
    expect(catalog.actions[2].instantiatedAt).toMatchObject({ line: 5 });
  });

  it("an uncalled factory yields nothing; a declaration in an uncalled function that uses no parameter is one action", () => {
    const catalog = catalogOf({
      "src/crud.ts": crud,
      "src/register.ts": `${H}export function register(app: unknown) {\n  return defineHandler({ name: "health.check", description: "Check that the service is up." });\n}\n`,
    });
    expect(descriptions(catalog)).toEqual({ "health.check": "Check that the service is up." });
  });

  // Found on real code (Genkit's filesystem middleware, called by the framework): the caller configures a prefix
  // of the name, the description is written out. That is a tool whose text is known: an item, named by what holds it.
  it.each([
    ["a name from a parameter", "export function listFiles(prefix: string) {\n  return defineHandler({ name: `${prefix}list_files`, description: \"List the files.\" });\n}", [["listFiles", "List the files."]]],
    ["a name from a destructured parameter", "export const listFiles = ({ prefix }: { prefix: string }) =>\n  defineHandler({ name: `${prefix}list_files`, description: \"List the files.\" });", [["listFiles", "List the files."]]],
    ["near miss: an empty description (a library's wrapper)", "export function customTool(fields: { name: string }) {\n  return defineHandler({ ...fields, description: \"\" });\n}", []],
    ["near miss: a description from a parameter", "export function listFiles(noun: string) {\n  return defineHandler({ name: \"list_files\", description: `List the ${noun}.` });\n}", []],
    ["near miss: both from parameters", "export function listFiles({ prefix, noun }: { prefix: string; noun: string }) {\n  return defineHandler({ name: `${prefix}list`, description: `List the ${noun}.` });\n}", []],
  ])("an uncalled function: %s", (_title, source, expected) => {
    const catalog = catalogOf({ "src/f.ts": `${H}${source}\n` });
    expect(catalog.actions.map((a) => [a.name, a.description])).toEqual(expected);
  });

  it("a missing property of an argument becomes the text undefined", () => {
    const catalog = catalogOf({
      "src/crud.ts": crud,
      "src/use.ts": `import { crud } from "./crud";\ncrud({ name: "tag" } as any, "tags");\n`,
    });
    expect(descriptions(catalog)["tag.get"]).toBe("Fetch a single undefined");
  });

  it("instantiates nested factories: an inner factory called from an outer one called twice", () => {
    const catalog = catalogOf({
      "src/f.ts": `${H}
function one(prefix: string, verb: string) {
  return defineHandler({ name: prefix + "." + verb.toLowerCase(), description: \`\${verb} the \${prefix}.\` });
}
export function pair(prefix: string) {
  return [one(prefix, "Archive"), one(prefix, "Restore")];
}
pair("vehicle");
pair("campaign");
`,
    });
    expect(descriptions(catalog)).toEqual({
      "vehicle.archive": "Archive the vehicle.",
      "campaign.archive": "Archive the campaign.",
      "vehicle.restore": "Restore the vehicle.",
      "campaign.restore": "Restore the campaign.",
    });
  });

  it("uses local consts of the factory body that derive from its parameters", () => {
    const catalog = catalogOf({
      "src/f.ts": `${H}
const make = (noun: string) => {
  const text = \`List the \${noun}s of the dealer.\`;
  return defineHandler({ name: \`\${noun}.list\`, description: text });
};
make("lead");
make("photo");
`,
    });
    expect(descriptions(catalog)).toEqual({ "lead.list": "List the leads of the dealer.", "photo.list": "List the photos of the dealer." });
  });

  it.each([
    ["through a barrel re-export", { "src/barrel.ts": `export * from "./crud";`, "src/use.ts": `import { crud } from "./barrel";\ncrud({ name: "lead", description: "lead." }, "leads");` }],
    ["through a named re-export", { "src/barrel.ts": `export { crud as make } from "./crud";`, "src/use.ts": `import { make } from "./barrel";\nmake({ name: "lead", description: "lead." }, "leads");` }],
    ["through two barrels and a namespace import", { "src/b1.ts": `export * from "./crud";`, "src/b2.ts": `export * from "./b1";\nexport const other = 1;`, "src/use.ts": `import * as lib from "./b2";\nlib.crud({ name: "lead", description: "lead." }, "leads");` }],
    ["through a const alias", { "src/alias.ts": `import { crud } from "./crud";\nexport const make = crud;`, "src/use.ts": `import { make } from "./alias";\nmake({ name: "lead", description: "lead." }, "leads");` }],
    [
      "from a function of a file without declarations, called from a third file",
      {
        "src/register.ts": `import { crud } from "./crud";\nexport function registerLeads(feature: string) { return crud({ name: "lead", description: "lead." }, feature); }`,
        "src/app.ts": `import { registerLeads } from "./register";\nregisterLeads("leads");`,
      },
    ],
  ])("finds factory call sites in files that name no declaration callee: %s", (_title, files) => {
    const catalog = catalogOf({ "src/crud.ts": crud, ...files });
    expect(catalog.actions.map((a) => [a.name, a.description, a.feature])).toEqual([
      ["lead.get", "Fetch a single lead.", "leads"],
      ["lead.delete", "Delete a lead. This cannot be undone.", "leads"],
    ]);
  });

  it("a factory that calls itself stops instead of looping", () => {
    const catalog = catalogOf({
      "src/f.ts": `${H}export function loop(n: string): unknown { loop(n + "x"); return defineHandler({ name: n, description: "Loop." }); }\nloop("a");`,
    });
    expect(catalog.actions.map((a) => a.name)).toEqual(["a"]);
  });
});

describe("pass-through wrappers", () => {
  it.each([
    ["dedent as a tag", `import dedent from "dedent";`, "dedent`\n    Create a campaign.\n  `", "\n    Create a campaign.\n  "],
    ["stripIndent as a call", `import { stripIndent } from "common-tags";`, "stripIndent(`Send a mail.`)", "Send a mail."],
    [
      "a project's own wrapper with a regular expression in its body",
      `function dedent(s: string) { return s.replace(/\\n\\s+/g, " "); }`,
      "dedent(`List\n   vehicles.`)",
      "List\n   vehicles.",
    ],
  ])("%s", (_title, prelude, expr, expected) => {
    const action = describeOne(expr, prelude);
    expect(action.descriptionStatus).toBe("ok");
    expect(action.description).toBe(expected);
  });
});

describe("one factory call, two ways to register", () => {
  // Found on real code (the Todoist MCP server): `registerTool({ tool, … })` registers as an app tool or as a plain
  // tool depending on the tool's metadata. One call makes one tool.
  const factory = `${H}export function register({ tool, app }: { tool: { name: string; description: string }; app: boolean }) {
  if (app) { defineHandler({ name: tool.name, description: tool.description }); return; }
  defineHandler({ name: tool.name, description: tool.description });
}
`;
  it("keeps one item per call site", () => {
    const catalog = catalogOf({
      "src/f.ts": factory,
      "src/use.ts": `import { register } from "./f";\nregister({ tool: { name: "add_task", description: "Add a task." }, app: false });\nregister({ tool: { name: "add_note", description: "Add a note." }, app: true });\n`,
    });
    // In the order of the declarations that made them: add_note by the `if (app)` branch, which add_task's call
    // (app: false) cannot take.
    expect(catalog.actions.map((a) => [a.name, a.description, a.instantiatedAt?.line])).toEqual([
      ["add_note", "Add a note.", 3],
      ["add_task", "Add a task.", 2],
    ]);
  });

  it("near miss: two call sites with the same tool are two items (a tool registered twice)", () => {
    const catalog = catalogOf({
      "src/f.ts": factory,
      "src/use.ts": `import { register } from "./f";\nregister({ tool: { name: "add_task", description: "Add a task." }, app: false });\nregister({ tool: { name: "add_task", description: "Add a task." }, app: false });\n`,
    });
    expect(catalog.actions.map((a) => [a.name, a.instantiatedAt?.line])).toEqual([
      ["add_task", 2],
      ["add_task", 3],
    ]);
  });
});

describe("where a factory's instance is reported", () => {
  // Found on real code (an assistant's own `createTool(options)`, returning `{ name: options.name, description:
  // options.description, … }`): each tool's text is written in the object literal its call passes, where a finding
  // points and a fix edits; the call stays its related location. Text the factory builds is written in the factory.
  const factory = (body: string) => `${H}export function make(${body}\n`;
  const where = (l: { file: string; line: number; column: number } | undefined) => l && `${l.file.replace(`${ROOT}/`, "")}:${l.line}:${l.column}`;
  it.each([
    ["a property of the object the call passes", "o: any) {\n  return defineHandler({ name: o.name, description: o.description });\n}", "make({ name: \"a.run\", description: \"Run it.\" });", "Run it.", "src/use.ts:2:6"],
    ["a name a destructured parameter binds", "{ name, description }: any) {\n  return defineHandler({ name, description });\n}", "make({ name: \"a.run\", description: \"Run it.\" });", "Run it.", "src/use.ts:2:6"],
    ["a const of the factory that reads it", "o: any) {\n  const text = o.description;\n  return defineHandler({ name: o.name, description: text });\n}", "make({ name: \"a.run\", description: \"Run it.\" });", "Run it.", "src/use.ts:2:6"],
    ["a const object passed: where that object is written", "o: any) {\n  return defineHandler({ name: o.name, description: o.description });\n}", "const def = { name: \"a.run\", description: \"Run it.\" };\nmake(def);", "Run it.", "src/use.ts:2:13"],
    ["near miss: text the factory builds from the argument", "o: any) {\n  return defineHandler({ name: o.name, description: `Run ${o.description}` });\n}", "make({ name: \"a.run\", description: \"it.\" });", "Run it.", "src/make.ts:3:53"],
    ["near miss: a string argument", "name: string, text: string) {\n  return defineHandler({ name, description: text });\n}", "make(\"a.run\", \"Run it.\");", "Run it.", "src/make.ts:3:45"],
  ])("%s", (_title, body, call, text, loc) => {
    const catalog = catalogOf({ "src/make.ts": factory(body), "src/use.ts": `import { make } from "./make";\n${call}\n` });
    expect(catalog.actions.map((a) => [a.name, a.description, where(a.loc), where(a.instantiatedAt)?.replace(/:\d+$/, "")])).toEqual([
      ["a.run", text, loc, `src/use.ts:${call.split("\n").length + 1}`],
    ]);
  });
});

describe("a definition handed to a factory that declares", () => {
  // Found on real code (the Supabase MCP server): `injectableTool({ ...defs.execute_sql, execute })` calls
  // `tool({ description, … })` inside. The definition map and the factory's instance are one tool; the definition,
  // where the text is written, is kept.
  it("is one tool, at the definition", () => {
    const catalog = catalogOf(
      {
        "package.json": `{ "dependencies": { "@supabase/mcp-utils": "0.2.0" } }`,
        "src/defs.ts": `export const DEFS = {\n  list_items: { description: "List the items.", inputSchema: {}, annotations: { readOnlyHint: true } },\n};\n`,
        "src/util.ts": `import { tool } from "@supabase/mcp-utils";\nexport function injectable({ description, annotations }: { description: string; annotations: object }) {\n  return tool({ description, annotations });\n}\n`,
        "src/server.ts": `import { DEFS } from "./defs.js";\nimport { injectable } from "./util.js";\nexport const tools = { list_items: injectable({ ...DEFS.list_items }) };\n`,
      },
      { presets: ["mcp"] },
    );
    expect(catalog.actions.map((a) => [a.name, a.description, `${a.loc.file.replace(`${ROOT}/`, "")}:${a.loc.line}`])).toEqual([["list_items", "List the items.", "src/defs.ts:2"]]);
  });
});

describe("one literal that two matchers describe", () => {
  // Found on real code (the mittwald MCP server): `const tool: Tool = { name, inputSchema, annotations, … }` meets
  // MCP's object shape and the decorators preset's const typed Tool. It is one tool.
  it("is one tool", () => {
    const catalog = catalogOf(
      {
        "src/copy.ts": `import type { Tool } from "@modelcontextprotocol/sdk/types.js";\nconst tool: Tool = {\n  name: "app_copy",\n  description: "Copy an app within a project.",\n  inputSchema: { type: "object" },\n  annotations: { readOnlyHint: false },\n};\nexport default tool;\n`,
      },
      { presets: ["mcp", "decorators"] },
    );
    expect(catalog.actions.map((a) => [a.name, a.loc.line])).toEqual([["app_copy", 4]]);
  });

  it("near miss: two literals of one name and description in one file are two", () => {
    const catalog = catalogOf(
      {
        "src/copy.ts": `import type { Tool } from "@modelcontextprotocol/sdk/types.js";\nexport const a: Tool = { name: "app_copy", description: "Copy an app.", inputSchema: {}, annotations: {} };\nexport const b: Tool = { name: "app_copy", description: "Copy an app.", inputSchema: {}, annotations: {} };\n`,
      },
      { presets: ["mcp", "decorators"] },
    );
    expect(catalog.actions.map((a) => [a.name, a.loc.line])).toEqual([["app_copy", 2], ["app_copy", 3]]);
  });
});

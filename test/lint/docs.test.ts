// Keeps rule code and rule docs in sync (as typescript-eslint's docs test): every rule has a doc with the
// required sections, its description, a heading per option (test/lint/registry.test.ts: every rules/*.ts is registered).

import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

import { ALL_RULES, RULE_INFOS } from "../../rules/index.js";
import { DOCS_BASE } from "../../src/lint/rule.js";
import { action, catalog, feature } from "../helpers/catalog.js";
import { runRule } from "../rules/run.js";

const RULES_DIR = fileURLToPath(new URL("../../rules/", import.meta.url));
const doc = (id: string) => readFileSync(`${RULES_DIR}${id}.md`, "utf8");

/** The text of a `## heading` section, up to the next `## ` heading. */
function section(text: string, heading: string): string | undefined {
  const start = text.indexOf(`\n## ${heading}\n`);
  if (start === -1) return undefined;
  const rest = text.slice(start + heading.length + 5);
  const end = rest.search(/\n## /);
  return end === -1 ? rest : rest.slice(0, end);
}

/** The body of the first ```ts block of a section. */
function tsBlock(body: string | undefined): string | undefined {
  return body === undefined ? undefined : /```ts\n([\s\S]*?)\n```/.exec(body)?.[1];
}

/**
 * The body of the first ```md block of a section whose first line is an HTML comment naming the file it is
 * (`<!-- .claude/skills/pdf/SKILL.md -->`): an example of a file that is not TypeScript (an Agent Skill).
 */
function mdBlock(body: string | undefined): string | undefined {
  return body === undefined ? undefined : /```md\n<!-- [^\n]+ -->\n([\s\S]*?)\n```/.exec(body)?.[1];
}

describe.each(RULE_INFOS.map((rule) => [rule.id, rule] as const))("rules/%s.md", (id, rule) => {
  const text = doc(id);

  it("starts with the rule id and states the description and default severity", () => {
    expect(text.split("\n")[0]).toBe(`# ${id}`);
    expect(text.split("\n")[2]).toBe(`${rule.description}.`);
    expect(text).toContain(`Default severity: \`${rule.defaultSeverity}\`.`);
  });

  it.each(["What it flags", "Why", "Bad", "Good", "Options", "When not to use it"])("has a %s section", (heading) => {
    expect(section(text, heading)).toBeDefined();
  });

  it("has a ts example (or an md example naming its file) under Bad and under Good", () => {
    for (const heading of ["Bad", "Good"]) expect(tsBlock(section(text, heading)) ?? mdBlock(section(text, heading))).toMatch(/\S/);
  });

  it("has a heading per option, or says None.", () => {
    const options = section(text, "Options") ?? "";
    const headings = [...options.matchAll(/^### (\S+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual(Object.keys(rule.options));
    if (headings.length === 0) expect(options.trim()).toMatch(/^None\./);
  });

  it("is the page the docs link points to", () => {
    expect(rule.docs).toBe(`${DOCS_BASE}/${id}.md`);
  });
});

describe("the rules folder", () => {
  it("has a doc for every rule and no doc without a rule", () => {
    const docs = readdirSync(RULES_DIR).filter((f) => f.endsWith(".md")).map((f) => f.slice(0, -3));
    expect(docs.sort()).toEqual(RULE_INFOS.map((r) => r.id).sort());
  });

  it("phrases every description as a command, with camelCase messageIds", () => {
    for (const rule of RULE_INFOS) {
      expect(rule.description).toMatch(/^(Require|Report|Disallow|Enforce) /);
      for (const messageId of Object.keys(rule.messages)) expect(messageId).toMatch(/^[a-z][a-zA-Z]*$/);
    }
  });
});

// Until the docs test runs every example through the whole pipeline, check the examples whose description is
// a plain string literal against the rule alone.
const LITERAL = /description:\s*\n?\s*"((?:[^"\\]|\\.)*)"/;

function exampleCatalog(code: string) {
  const description = LITERAL.exec(code)?.[1];
  const name = /name: "([^"]+)"/.exec(code)?.[1] ?? "example";
  const item = { description: description === undefined ? undefined : JSON.parse(`"${description}"`) };
  return code.includes("defineFeature(") ? catalog({ features: [feature(name, item)] }) : catalog({ actions: [action(name, item)] });
}

describe.each(["missing-description", "summary-truncated", "first-sentence-only", "feature-description-truncated"])(
  "the examples of %s",
  (id) => {
    const rule = ALL_RULES.find((r) => r.id === id)!;
    const text = doc(id);

    it("Bad triggers the rule", () => {
      expect(runRule(rule, exampleCatalog(tsBlock(section(text, "Bad"))!)).length).toBeGreaterThan(0);
    });

    it("Good does not", () => {
      expect(runRule(rule, exampleCatalog(tsBlock(section(text, "Good"))!))).toEqual([]);
    });
  },
);

// The rule list (rules/index.ts) holds every rule file, one import each; and defineRule types a rule by its own
// messages and options, so a misspelt messageId or option name is a compile error (tsconfig.test.json checks the
// `@ts-expect-error` lines below: each must still be an error).

import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, expectTypeOf, it } from "vitest";

import { ALL_RULES, RULE_INFOS } from "../../rules/index.js";
import { defineRule } from "../../src/lint/rule.js";
import { andList, ref } from "../../src/lint/messages.js";
import { action, catalog } from "../helpers/catalog.js";
import { runRule } from "../rules/run.js";

const RULES_DIR = fileURLToPath(new URL("../../rules/", import.meta.url));
/** The rule files of rules/, by file name without `.ts`: every file there but the list itself. */
const ruleFiles = () => readdirSync(RULES_DIR).filter((f) => f.endsWith(".ts") && f !== "index.ts").map((f) => f.slice(0, -3)).sort();

describe("rules/index.ts", () => {
  const text = readFileSync(`${RULES_DIR}index.ts`, "utf8");

  it("registers every rule file, under its file name", () => {
    expect(ALL_RULES.map((r) => r.id).sort()).toEqual(ruleFiles());
  });

  it("imports each rule file once, on a line of its own", () => {
    for (const file of ruleFiles()) {
      const lines = text.split("\n").filter((line) => line.includes(`"./${file}.js"`));
      expect(lines, file).toHaveLength(1);
      expect(lines[0]).toMatch(/^import \w+ from "\.\/[a-z-]+\.js";$/);
    }
  });

  it("lists each rule once, and the engine-made unused-directive after them", () => {
    expect(new Set(ALL_RULES.map((r) => r.id)).size).toBe(ALL_RULES.length);
    expect(RULE_INFOS.map((r) => r.id)).toEqual([...ALL_RULES.map((r) => r.id), "unused-directive"]);
  });
});

describe("defineRule's types", () => {
  /** Every option type, one without a default; reports `hit` with the options it read. */
  const typed = defineRule({
    id: "typed",
    defaultSeverity: "warn",
    description: "Report every action with its options",
    options: {
      threshold: { type: "number", default: 0.5, description: "A number." },
      strict: { type: "boolean", default: false, description: "A boolean." },
      word: { type: "string", default: "plain", description: "A string." },
      names: { type: "string[]", default: [], description: "A list." },
      budget: { type: "number", default: undefined, description: "A number with no default." },
    },
    messages: { hit: "{{name}}: {{threshold}} {{strict}} {{word}} {{names}} {{budget}}" },
    check({ catalog, options, report }) {
      expectTypeOf(options.threshold).toEqualTypeOf<number>();
      expectTypeOf(options.strict).toEqualTypeOf<boolean>();
      expectTypeOf(options.word).toEqualTypeOf<string>();
      expectTypeOf(options.names).toEqualTypeOf<string[]>();
      expectTypeOf(options.budget).toEqualTypeOf<number | undefined>();
      for (const a of catalog.actions) {
        const data = { name: a.name, threshold: options.threshold, strict: String(options.strict), word: options.word, names: options.names.join(","), budget: options.budget ?? "none" };
        report({ messageId: "hit", data, subject: { type: "action", name: a.name }, loc: a.loc });
      }
    },
  });

  it("gives the check its options with their defaults, as typed", () => {
    const reports = runRule(typed, catalog({ actions: [action("a.one")] }), { names: ["x", "y"] });
    expect(reports.map((r) => r.data)).toEqual([{ name: "a.one", threshold: 0.5, strict: "false", word: "plain", names: "x,y", budget: "none" }]);
  });

  it("does not compile a report of a messageId the rule does not have, nor a read of an option it does not declare", () => {
    const misspelt = defineRule({
      id: "misspelt",
      defaultSeverity: "warn",
      description: "Misspell a messageId and an option",
      options: { threshold: { type: "number", default: 0.5, description: "A number." } },
      messages: { hit: "hit" },
      check({ options, report }) {
        // @ts-expect-error "tresh" is not one of the rule's options
        const threshold: unknown = options.tresh;
        // @ts-expect-error "hti" is not one of the rule's messages
        report({ messageId: "hti", data: { threshold: String(threshold) }, subject: { type: "action", name: "x" }, loc: action("x").loc });
        const { loc } = action("x");
        // A related note, and a message in the data, name the rule's messages or the shared ones (src/lint/messages.ts).
        report({ messageId: "hit", data: { list: andList(["a", ref("hit")]) }, subject: { type: "action", name: "x" }, loc, related: [{ ...loc, messageId: "madeByFactory" }] });
        // @ts-expect-error "hti" is not one of the rule's messages
        report({ messageId: "hit", subject: { type: "action", name: "x" }, loc, related: [{ ...loc, messageId: "hti" }] });
        // @ts-expect-error "hti" is not one of the rule's messages
        report({ messageId: "hit", data: { part: ref("hti") }, subject: { type: "action", name: "x" }, loc });
      },
    });
    expect(misspelt.messages).toEqual({ hit: "hit" });
  });
});

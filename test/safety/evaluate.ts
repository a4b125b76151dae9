// The safety rules run on one line of a paraphrased set (test/fixtures/attacks/paraphrased/README.md): the line becomes
// one MCP tool, alone in an in-memory catalog, with its annotations read as the mcp preset reads them; the rules that
// judge a description's text run on it, each at its default options. Used by paraphrased-eval.ts (the figures) and
// test/rules/paraphrased.test.ts (the floor the tests hold).

import { readFileSync } from "node:fs";

import { ALL_RULES } from "../../rules/index.js";
import { catalog as catalogOf } from "../helpers/catalog.js";
import { withDefaults, type Rule } from "../../src/lint/rule.js";
import { buildDirectories, DEFAULT_LINE, summarizeCatalog } from "../../src/summarize/directory.js";
import { DEFAULT_ACTION_SUMMARY, DEFAULT_FEATURE_SUMMARY } from "../../src/summarize/summary.js";
import type { Action, Kind, McpHints } from "../../src/types.js";
import type { DirectorySettings } from "../../src/config/schema.js";
import type { Report } from "../../src/lint/diagnostic.js";

/** The safety rules that judge what a description says (the name rules, invalid-tool-name and duplicate-tool-name, do not). */
export const TEXT_RULES = new Set(["hidden-characters", "injected-instructions", "sensitive-paths", "cross-tool-reference", "risk-not-declared", "selection-manipulation"]);

const SETTINGS: DirectorySettings = { actions: DEFAULT_ACTION_SUMMARY, features: DEFAULT_FEATURE_SUMMARY, line: DEFAULT_LINE, locale: "en", cut: [] };
const FILE = "/paraphrased/tools.json";

export interface Line {
  id: string;
  name: string;
  description: string;
  paradigm?: string;
  theme?: string;
  annotations?: Record<string, unknown>;
}

export function readLines(path: string): Line[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Line);
}

/** The MCP hints written as booleans, and the kind the mcp preset derives from them. */
function hintsOf(annotations: Record<string, unknown> | undefined): { kind: Kind; hints?: McpHints } {
  const hints: McpHints = {};
  for (const key of ["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"] as const) {
    const value = annotations?.[key];
    if (typeof value === "boolean") hints[key] = value;
  }
  const kind: Kind = hints.destructiveHint === true || hints.readOnlyHint === false ? "write" : hints.readOnlyHint === true ? "read" : "unknown";
  return Object.keys(hints).length === 0 ? { kind } : { kind, hints };
}

function toolOf(line: Line): Action {
  const where = { file: FILE, line: 1, column: 1, endLine: 1, endColumn: 2 };
  return {
    type: "action",
    name: line.name,
    description: line.description,
    descriptionStatus: "ok",
    loc: where,
    declarationLoc: where,
    preset: "mcp",
    approval: false,
    ...hintsOf(line.annotations),
  };
}

/** The rules findingsOf runs: the text rules of ALL_RULES. */
export const textRules = (): Rule[] => ALL_RULES.filter((rule) => TEXT_RULES.has(rule.id));

/**
 * What the text rules report on one description, as "rule/messageId" strings. `warnings`: only what is reported at a
 * warning or above by default (a report two steps milder than an error rule, an info, is left out). `suspicions`:
 * with injected-instructions' option `suspicions: true` (the learned score's infos).
 */
export function findingsOf(rules: readonly Rule[], line: Line, warnings = false, suspicions = false): string[] {
  const catalog = catalogOf({ root: "/paraphrased", files: [FILE], actions: [toolOf(line)] });
  const summaries = summarizeCatalog(catalog, SETTINGS);
  const directories = buildDirectories(catalog, summaries, SETTINGS);
  const found: string[] = [];
  for (const rule of rules) {
    const report = (r: Report) => {
      // risk-not-declared's note that a destructive tool declares no annotations is about the declaration, true of an
      // honest tool as of a poisoned one: no verdict on what the text asks.
      if (rule.id === "risk-not-declared" && r.messageId === "undeclared") return;
      if (!(warnings && (r.milder === 2 || (r.milder && rule.defaultSeverity === "warn") || rule.defaultSeverity === "info"))) found.push(`${rule.id}/${r.messageId}`);
    };
    const options = suspicions && rule.id === "injected-instructions" ? { suspicions: true } : {};
    rule.check({ catalog, directories, summaries, options: withDefaults(rule, options), report });
  }
  return found;
}


// The one declarative definition of the config file: every key, its type, what it must be, and what it is for.
// The validator (reader.ts walks every object by it; validate.ts, matchers-reader.ts and rules-reader.ts add the
// checks between keys) reports against it with positions; json-schema.ts derives the JSON Schema shipped for
// editors from the same tree. The kinds of value are defined in spec.ts, a custom matcher in matcher-definition.ts.

import { PRESETS } from "../extract/presets/index.js";
import type { SeveritySetting } from "./rule-info.js";
import { MATCHER } from "./matcher-definition.js";
import { keysOf, type ObjectSpec } from "./spec.js";

export const SEVERITY_WORDS: readonly SeveritySetting[] = ["off", "info", "warn", "error"];

/** Presets a config may name: `auto` (pick per package) and every preset of src/extract/presets/. */
export const KNOWN_PRESETS: string[] = ["auto", ...Object.keys(PRESETS)];

/** How `groups` may group files (a preset's `group` scheme). */
export const GROUP_SCHEMES = ["folder", "package", "tool-set", "file", "project"] as const;

const GLOBS = { type: "strings", expected: "a glob or a list of globs", check: "glob" } as const;

/** Keys of the summary settings, valid at the top of `directory` (actions) and under `directory.features`. */
export const SUMMARY = {
  type: "object",
  expected: "an object (maxLength, firstSentence, ellipsis, strip)",
  emptyIsDefault: true,
  keys: {
    maxLength: { type: "integer", minimum: 1, description: "The cap in characters (JavaScript string length)." },
    firstSentence: { type: "boolean", description: "Keep only the first sentence before capping." },
    ellipsis: { type: "string", allowEmpty: true, description: "Appended when the cap cuts; counts toward maxLength." },
    strip: {
      type: "strings",
      expected: "a regular expression or a list of them",
      check: "regex",
      description: 'Regular expressions removed before the first-sentence cut (the "g" flag is added).',
    },
  },
} as const satisfies ObjectSpec;

/** The harness profiles a form of the second directory may be cut by (docs/design.md#harness-profiles). */
export const HARNESS_PROFILES = ["directory", "full", "claude-code-skills", "skill-spec", "module-list"] as const;

const PROFILE = { type: "string", enum: HARNESS_PROFILES } as const;

/** `directory.profiles`: how each form of the second directory is cut. */
export const PROFILES = {
  type: "object",
  expected: "an object (module, skill, namespace, toolset), each a harness profile",
  emptyIsDefault: true,
  description: "How each form of the second directory (modules, skills, namespaces, toolsets) is cut.",
  keys: {
    module: { ...PROFILE, description: "Modules listed in a core prompt. Default module-list (the whole summary)." },
    skill: { ...PROFILE, description: "Agent Skills. Default claude-code-skills (250 characters of description and when_to_use)." },
    namespace: { ...PROFILE, description: "OpenAI tool namespaces. Default full." },
    toolset: { ...PROFILE, description: "MCP toolsets enabled on demand. Default full." },
  },
} as const satisfies ObjectSpec;

export const DIRECTORY = {
  type: "object",
  expected: "an object (maxLength, firstSentence, ellipsis, strip, line, …)",
  emptyIsDefault: true,
  description: "How the directory the model sees is built from descriptions.",
  keys: {
    ...SUMMARY.keys,
    line: { type: "string", description: "One directory line per action. Placeholders: {name}, {kind}, {summary}." },
    locale: { type: "string", description: "Locale used for labels given as locale maps." },
    roles: { type: "strings", expected: "a role or a list of roles", description: "Roles to build a directory for; left out: every role." },
    features: { ...SUMMARY, description: "Feature descriptions; ellipsis and strip set above apply here too unless set here." },
    cut: {
      type: "strings",
      expected: 'a preset name, a list of them, or "all"',
      check: "cut",
      enum: [...KNOWN_PRESETS.filter((p) => p !== "auto"), "custom", "all"],
      description: 'Presets whose tools are cut into a directory too (or "all").',
    },
    profiles: PROFILES,
  },
} as const satisfies ObjectSpec;

/** The model families `stats` can scale its o200k token estimates to. */
export const MODEL_FAMILIES = ["claude", "gemini", "gpt", "llama", "mistral"] as const;

const factor = (family: string) => ({ type: "number", description: `Tokens of ${family} models per o200k token.` }) as const;

/** `stats`: the assumptions behind the token counts of `summarylint stats`. */
export const STATS = {
  type: "object",
  expected: "an object (tokenFactors, describeRoundTokens)",
  emptyIsDefault: true,
  description: "Assumptions behind the token estimates of summarylint stats.",
  keys: {
    tokenFactors: {
      type: "object",
      expected: `an object of model families (${MODEL_FAMILIES.join(", ")}), each a factor`,
      emptyIsDefault: true,
      description: "Per model family, the factor its tokenizer's count has to the o200k estimate (e.g. claude: 1.2); stats shows each family's tokens.",
      keys: { claude: factor("Claude"), gemini: factor("Gemini"), gpt: factor("GPT"), llama: factor("Llama"), mistral: factor("Mistral") },
    },
    describeRoundTokens: {
      type: "integer",
      minimum: 1,
      description: "Tokens one extra describe round costs (the directory's price per turn that uses it); default 1000: set it from your own measurement.",
    },
  },
} as const satisfies ObjectSpec;

export const OVERRIDE = {
  type: "object",
  expected: "an object with files and rules",
  keys: {
    files: { ...GLOBS, nonEmpty: true, noun: "glob" },
    excludedFiles: GLOBS,
    rules: { type: "rules" },
  },
  required: ["files"],
  emptyIsDefault: true,
} as const satisfies ObjectSpec;

export const GROUP = {
  type: "object",
  expected: "an object with files and by (or name)",
  keys: {
    files: GLOBS,
    by: { type: "string", enum: GROUP_SCHEMES },
    name: { type: "string" },
  },
  required: ["files"],
  exactlyOne: ["by", "name"],
} as const satisfies ObjectSpec;

/**
 * The client profiles a config may name (one file each in src/summarize/clients/, a later stage than config, so the
 * names are listed here; test/summarize/clients.test.ts checks that the two lists agree).
 */
export const KNOWN_CLIENTS: readonly string[] = [
  "claude-code",
  "claude-desktop",
  "codex",
  "cursor",
  "vscode-copilot",
  "cline",
  "openai-api",
  "anthropic-api",
  "kumiko",
];

/** The whole file. */
export const CONFIG = {
  type: "object",
  expected: "an object with keys such as presets, include and rules",
  emptyIsDefault: true,
  description: "summarylint configuration (.summarylintrc.yaml, .summarylintrc.json or package.json's summarylint key).",
  keys: {
    $schema: { type: "string", description: "The JSON Schema of this file, for editors (.summarylintrc.json); summarylint ignores it." },
    extends: {
      type: "strings",
      expected: "a config path or package name, or a list of them",
      description: "Shareable configs (a path relative to this file, or a package) applied first, in order; this file's settings override them.",
    },
    presets: {
      type: "strings",
      expected: "a preset name or a list of preset names",
      check: "preset",
      enum: KNOWN_PRESETS,
      description: "Which declarations count as actions, features and entities.",
    },
    include: { ...GLOBS, description: "Files to scan." },
    exclude: { ...GLOBS, description: "Files to skip, on top of .gitignore." },
    tests: { type: "boolean", description: "Lint test and fixture files too." },
    maxFileSize: { type: "integer", minimum: 1, description: "Files bigger than this (bytes) are skipped with a message." },
    declarations: { type: "list", items: MATCHER, description: "Custom matchers for declarations no preset knows." },
    directory: DIRECTORY,
    clients: {
      type: "strings",
      expected: "a client name or a list of client names",
      check: "client",
      enum: KNOWN_CLIENTS,
      description:
        "Clients whose cuts the rules judge tool text under (src/summarize/clients); left out: MCP tools claude-code, cursor and vscode-copilot, an SDK's tools its API.",
    },
    rules: { type: "rules", description: "Rule settings: off, info, warn or error, or [severity, { options }]." },
    overrides: { type: "list", items: OVERRIDE, description: "Rule settings for some files, applied in order after rules." },
    groups: { type: "list", items: GROUP, description: "What one agent is given together, by file glob; first match wins." },
    stats: STATS,
  },
} as const satisfies ObjectSpec;

export const TOP_LEVEL_KEYS = keysOf(CONFIG);
export const SUMMARY_KEYS = keysOf(SUMMARY);
export const DIRECTORY_KEYS = keysOf(DIRECTORY);
export const OVERRIDE_KEYS = keysOf(OVERRIDE);
export const GROUP_KEYS = keysOf(GROUP);

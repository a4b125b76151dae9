// Which presets a package or a file picks by itself (docs/design.md#presets): the packages a package.json depends on,
// the packages a file imports, and the `detect` patterns of presets no package names (each tried after a cheap check of
// the words it needs, and once per file when presets share it).
import { PRESETS } from "./presets/index.js";
import type { Preset } from "./presets/types.js";
import { own } from "../text/own.js";

/** Does `specifier` name `pkg` or a subpath of it? (`pkg` ending in "/" is a scope: `@langchain/`.) */
export function fromPackage(specifier: string, pkg: string): boolean {
  if (pkg.endsWith("/")) return specifier.startsWith(pkg);
  return specifier === pkg || specifier.startsWith(`${pkg}/`);
}

/**
 * The packages whose exports the presets and schema readers recognise by their import: every preset's packages, the
 * packages that prove a matcher, and zod. A repository holding such a package's own source (a fork of a framework,
 * its examples beside it) still imports it as the framework: a workspace package of that name is not followed into
 * (`Property.ShortText` stays Activepieces' helper, not the project function that implements it).
 */
const FRAMEWORK_PACKAGES = [...new Set([...Object.values(PRESETS).flatMap((p) => [...p.packages, ...p.matchers.flatMap((m) => m.proofFrom ?? [])]), "zod"])];

/** Is `name` (a package name, `@scope/name` or `name`) a package a preset or schema reader knows by its import? */
export function isFrameworkPackage(name: string): boolean {
  return FRAMEWORK_PACKAGES.some((p) => fromPackage(name, p));
}

/** The presets whose packages a package.json's dependency names include. */
export function presetsOfDependencies(names: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const dep of names) {
    for (const preset of Object.values(PRESETS)) if (preset.packages.some((p) => fromPackage(dep, p))) found.add(preset.name);
  }
  return [...found];
}

/** The presets a file's text picks by itself: an import of one of its packages, or its `detect` pattern. */
export function presetsOfText(text: string): string[] {
  const found = new Set<string>();
  // One pass over the file's import specifiers (`from "…"`, `import "…"`, `require("…")`, `import("…")`); a
  // string that only names a package ('openai/gpt-4o', a message type "ai") is not an import.
  for (const m of text.matchAll(IMPORT_SPECIFIER)) for (const name of presetsOfSpecifier(m[1])) found.add(name);
  // Presets may share a pattern (MODULE_TEXT): each is tried once.
  const tried = new Map<RegExp, boolean>();
  for (const preset of PRESET_LIST) if (preset.detect && detects(preset.detect, preset.detectNeeds, text, tried)) found.add(preset.name);
  return PRESET_LIST.filter((p) => found.has(p.name)).map((p) => p.name);
}

/** Does `detect` match `text`? `needs` first (see Preset.detectNeeds), then the pattern; each pattern once per text. */
export function detects(detect: RegExp, needs: Preset["detectNeeds"], text: string, tried = new Map<RegExp, boolean>()): boolean {
  let hit = tried.get(detect);
  if (hit === undefined) {
    hit = (!needs || needs.every((group) => group.some((s) => text.includes(s)))) && detect.test(text);
    tried.set(detect, hit);
  }
  return hit;
}

const PRESET_LIST = Object.values(PRESETS);

/** The presets whose packages an import specifier names, by specifier: the same few recur in every file. */
const specifierPresets = new Map<string, readonly string[]>();
const NO_PRESETS: readonly string[] = [];

function presetsOfSpecifier(specifier: string): readonly string[] {
  // A relative import names no package.
  if (specifier.startsWith(".")) return NO_PRESETS;
  let names = specifierPresets.get(specifier);
  if (names === undefined) {
    names = PRESET_LIST.filter((preset) => preset.packages.some((p) => fromPackage(specifier, p))).map((preset) => preset.name);
    // The key is copied out of the file's text (own): a kept slice of it would keep the whole text.
    if (specifierPresets.size < MAX_SPECIFIERS) specifierPresets.set(own(specifier), names);
  }
  return names;
}

/** Bounds the specifier memo (a project of generated imports keeps no more than this many). */
const MAX_SPECIFIERS = 10_000;
const IMPORT_SPECIFIER = /(?:\bfrom|\bimport|\brequire\s*\(|\bimport\s*\()\s*["'`]([^"'`\n]+)["'`]/g;

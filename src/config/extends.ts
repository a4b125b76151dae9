// `extends`: shareable configs. Finds the file an entry names (a path relative to the config that names it, or a
// package in node_modules, read through its package.json without running anything) and merges parsed configs.

import * as fs from "node:fs";
import * as path from "node:path";
import { readTextChecked } from "../base/read-file.js";
import { quote, token } from "./quote.js";

/**
 * Why an `extends` entry cannot be used: reported at the entry by load.ts. The entry, and the package name and file
 * it names, are the config's text: quoted as the config's messages quote it (at most 20 characters, escaped).
 */
export class ExtendsProblem extends Error {}

/** What a shareable config may be: data only, since summarylint never runs project code. */
const CONFIG_EXTENSIONS = new Set([".yaml", ".yml", ".json"]);
const SCRIPT_EXTENSIONS = new Set([".js", ".cjs", ".mjs", ".ts", ".cts", ".mts"]);

/** The absolute file an entry names, as read from a config in `fromDir`. Throws ExtendsProblem. */
export function resolveExtends(entry: string, fromDir: string): string {
  if (entry.startsWith(".") || path.isAbsolute(entry)) return checkedConfigFile(path.resolve(fromDir, entry), token(entry));
  const { name, subpath } = packageParts(entry);
  const dir = findPackage(name, fromDir);
  if (subpath !== "") return checkedConfigFile(insidePackage(dir, subpath, quote(entry), name), token(entry));
  const target = packageEntry(dir, name);
  const shown = `${token(name)} (its package.json names ${token(target)})`;
  return checkedConfigFile(insidePackage(dir, target, shown, name), shown);
}

/** A file of the package, never one outside its folder (`pkg/../../.env`). */
function insidePackage(dir: string, relative: string, shown: string, name: string): string {
  const file = path.resolve(dir, relative);
  const inside = path.relative(dir, file);
  if (inside === ".." || inside.startsWith(`..${path.sep}`) || path.isAbsolute(inside)) {
    throw new ExtendsProblem(`${shown} names a file outside the package ${quote(name)}`);
  }
  return file;
}

/** `@scope/pkg/strict.yaml` → the package `@scope/pkg` and the file `strict.yaml` in it. */
function packageParts(entry: string): { name: string; subpath: string } {
  const parts = entry.split("/");
  const count = entry.startsWith("@") ? 2 : 1;
  const name = parts.slice(0, count).join("/");
  if (parts.length < count || parts.slice(0, count).some((p) => p === "" || p === "..")) {
    throw new ExtendsProblem(`${quote(entry)} is neither a path (start it with ./ or ../) nor a package name`);
  }
  return { name, subpath: parts.slice(count).join("/") };
}

/** The package's folder in the nearest node_modules from `fromDir` upward, as Node resolves it. */
function findPackage(name: string, fromDir: string): string {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "node_modules", name);
    if (fs.statSync(path.join(candidate, "package.json"), { throwIfNoEntry: false })?.isFile()) return candidate;
    if (path.dirname(dir) === dir) break;
  }
  throw new ExtendsProblem(`cannot find the package ${quote(name)} in node_modules; install it, or give a path ("./base.yaml")`);
}

/** The file a package's `exports` (its "." entry) or `main` names; nothing is run or imported. */
function packageEntry(dir: string, name: string): string {
  let manifest: { exports?: unknown; main?: unknown };
  try {
    manifest = JSON.parse(readTextChecked(path.join(dir, "package.json"))) as typeof manifest;
  } catch {
    throw new ExtendsProblem(`cannot read the package.json of ${quote(name)}`);
  }
  const target = exportedFile(manifest.exports) ?? (typeof manifest.main === "string" ? manifest.main : undefined);
  if (target === undefined) {
    throw new ExtendsProblem(`the package ${quote(name)} names no config file (no "exports" or "main"); name the file: "${token(name)}/<file>.yaml"`);
  }
  return target;
}

/** The "." export: a string, or the first of default, import, require and node conditions that is one. */
function exportedFile(exports: unknown): string | undefined {
  if (typeof exports === "string") return exports;
  if (typeof exports !== "object" || exports === null) return undefined;
  const record = exports as Record<string, unknown>;
  const main = Object.hasOwn(record, ".") ? record["."] : record;
  if (typeof main === "string") return main;
  if (typeof main !== "object" || main === null) return undefined;
  const conditions = main as Record<string, unknown>;
  return ["default", "import", "require", "node"].map((c) => conditions[c]).find((v): v is string => typeof v === "string");
}

/** A config file by its extension: a script is refused (never run), anything else than YAML or JSON too. */
function checkedConfigFile(file: string, shown: string): string {
  const extension = path.extname(file).toLowerCase();
  if (SCRIPT_EXTENSIONS.has(extension)) {
    throw new ExtendsProblem(
      `${shown} is a JavaScript config; summarylint never runs project code, so a shareable config must be a .yaml, .yml or .json file`,
    );
  }
  if (!CONFIG_EXTENSIONS.has(extension)) {
    throw new ExtendsProblem(`${shown} is not a .yaml, .yml or .json file; a shareable config must be one`);
  }
  if (fs.statSync(file, { throwIfNoEntry: false }) === undefined) throw new ExtendsProblem(`${shown}: no such file`);
  return file;
}

type Raw = Record<string, unknown>;

/**
 * Valid configs as plain data merged in order, each over the ones before it: `rules` and `directory` merge key by key
 * (a rule set to a severity alone keeps the options set before, as ESLint's), `declarations` and `overrides` are
 * appended, every other key set replaces. A key with no value keeps what is below it. The lists are appended in
 * place, so a chain of n configs that each add an override costs n, not n².
 */
export function mergeConfigs(configs: readonly Raw[]): Raw {
  const merged: Raw = {};
  for (const own of configs) mergeInto(merged, own);
  return merged;
}

/** `own` over `merged`, which is changed; the lists in `merged` are its own (copied from the configs, then added to). */
function mergeInto(merged: Raw, own: Raw): void {
  for (const [key, value] of Object.entries(own)) {
    if (value === null || value === undefined || key === "extends" || key === "$schema") continue;
    const below = merged[key];
    if (key === "rules" && isRecord(below) && isRecord(value)) merged[key] = mergeRules(below, value);
    else if (key === "directory" && isRecord(below) && isRecord(value)) merged[key] = mergeDirectory(below, value);
    else if ((key === "declarations" || key === "overrides") && Array.isArray(value)) {
      if (Array.isArray(below)) for (const item of value as unknown[]) below.push(item);
      else merged[key] = [...(value as unknown[])];
    } else merged[key] = value;
  }
}

function mergeRules(base: Raw, own: Raw): Raw {
  const merged: Raw = { ...base };
  for (const [id, value] of Object.entries(own)) {
    const [severity, options] = Array.isArray(value) ? value : [value];
    const below = merged[id];
    const belowOptions = Array.isArray(below) && isRecord(below[1]) ? below[1] : undefined;
    const all = belowOptions || isRecord(options) ? { ...belowOptions, ...(isRecord(options) ? options : {}) } : undefined;
    merged[id] = all === undefined ? [severity] : [severity, all];
  }
  return merged;
}

function mergeDirectory(base: Raw, own: Raw): Raw {
  const merged: Raw = { ...base };
  for (const [key, value] of Object.entries(own)) {
    if (value === null || value === undefined) continue;
    const below = merged[key];
    merged[key] = key === "features" && isRecord(below) && isRecord(value) ? { ...below, ...dropEmpty(value) } : value;
  }
  return merged;
}

function dropEmpty(record: Raw): Raw {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== null && v !== undefined));
}

function isRecord(value: unknown): value is Raw {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// Finds the config file (docs/design.md#command-line), parses it with positions, validates it, fills in defaults.

import * as fs from "node:fs";
import * as path from "node:path";
import type { Document, LineCounter, Scalar } from "yaml";
import { parseYamlDocument, yaml } from "../base/yaml.js";
import type { RuleInfo } from "./rule-info.js";
import { ConfigError } from "./errors.js";
import { CONFIG_FILE_NAMES, PACKAGE_JSON_KEY, defaultConfig, type Config, type ConfigSettings } from "./schema.js";
import { ExtendsProblem, mergeConfigs, resolveExtends } from "./extends.js";
import { syntaxMessage } from "../base/syntax-errors.js";
import { validateConfig } from "./validate.js";
import { notARegularFile, readTextChecked } from "../base/read-file.js";
import { slashPath } from "../base/paths.js";

export interface LoadConfigOptions {
  /** Where the search starts, and what paths in messages are relative to. */
  cwd: string;
  /** An explicit config file (`--config`), absolute or relative to `cwd`: no search then. */
  configPath?: string;
  /** The rules the engine knows: rule ids and option names are validated against them. */
  rules: readonly RuleInfo[];
}

/** How a config file is read: YAML (JSON is read by the same parser), or the `summarylint` key of package.json. */
export type ConfigFormat = "yaml" | "json" | "package.json";

/**
 * The configuration for a run: the explicit file, else the first config found from `cwd` upward, else the
 * defaults rooted at `cwd` (reading package.json files up to the repository `cwd` is in). Throws ConfigError for a
 * missing, unreadable or invalid file.
 */
export function loadConfig(options: LoadConfigOptions): Config {
  const cwd = path.resolve(options.cwd);
  const file = options.configPath !== undefined ? path.resolve(cwd, options.configPath) : findConfigFile(cwd);
  if (file === undefined) return defaultProjectConfig(cwd);

  const displayPath = relativeDisplayPath(cwd, file);
  const text = readConfigText(file, displayPath, options.configPath !== undefined);
  const parsed = parseConfig(text, { file, displayPath, rules: options.rules });
  const settings = parsed.extends.length === 0 ? parsed.settings : extendedSettings(parsed, cwd, options.rules);
  return { file, root: path.dirname(file), ...settings };
}

/**
 * The settings of a config with `extends`: each shareable config (and what it extends) in order, then the file's
 * own settings over them. Each file is checked on its own first, so a problem is shown in the file that has it.
 */
function extendedSettings(own: ParsedConfig, cwd: string, rules: readonly RuleInfo[]): ConfigSettings {
  const loaded = loadExtended(own, cwd, rules);
  const merged = mergeConfigs(applicationOrder(loaded, realPath(own.file)).map((key) => loaded.get(key)!.config.raw));
  const doc = new (yaml().Document)(merged);
  const { settings, issues } = validateConfig(doc, doc.contents, rules);
  // Each file is valid alone; what is left is a clash between them (an ellipsis longer than a maxLength set elsewhere).
  if (issues.length > 0) {
    const at = own.extends[0];
    throw new ConfigError(`with the configs it extends: ${issues[0].reason}`, own.file, at.line, at.column, own.displayPath);
  }
  return settings;
}

/** A config file of an `extends` graph, and the files its entries name (by real path), in order. */
interface Extended {
  config: ParsedConfig;
  bases: string[];
}

/**
 * Every file `own` extends, through any depth, each read and checked once by its real path, however many files
 * extend it: a diamond (two configs extending one base, level after level) read 2^n files, and a chain of n files
 * checked its whole prefix at each file. Files are taken depth first, entries in order, so the first problem met
 * (a file that cannot be read or is invalid, a cycle) is the one reported. A loop, not recursion: a chain has no
 * length limit but its files.
 */
function loadExtended(own: ParsedConfig, cwd: string, rules: readonly RuleInfo[]): Map<string, Extended> {
  const rootKey = realPath(own.file);
  const loaded = new Map<string, Extended>([[rootKey, { config: own, bases: [] }]]);
  const stack = [{ key: rootKey, next: 0 }];
  const onStack = new Set([rootKey]);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    const node = loaded.get(frame.key)!;
    const { config } = node;
    if (frame.next === config.extends.length) {
      stack.pop();
      onStack.delete(frame.key);
      continue;
    }
    const entry = config.extends[frame.next++];
    const fail = (reason: string): never => {
      throw new ConfigError(reason, config.file, entry.line, entry.column, config.displayPath);
    };
    let file = "";
    try {
      file = resolveExtends(entry.name, path.dirname(config.file));
    } catch (error) {
      if (error instanceof ExtendsProblem) fail(`extends: ${error.message}`);
      throw error;
    }
    const key = realPath(file);
    if (onStack.has(key)) {
      const chain = [...stack.map((f) => loaded.get(f.key)!.config.file), file];
      fail(`extends: a cycle: ${chain.map((f) => relativeDisplayPath(cwd, f)).join(" -> ")}`);
    }
    node.bases.push(key);
    if (loaded.has(key)) continue;
    const displayPath = relativeDisplayPath(cwd, file);
    loaded.set(key, { config: parseConfig(readConfigText(file, displayPath, true), { file, displayPath, rules }), bases: [] });
    stack.push({ key, next: 0 });
    onStack.add(key);
  }
  return loaded;
}

/**
 * The order the files of an `extends` graph apply in: each file after the files it extends, its entries in order, and
 * a file reached twice at the later place (what applying it again there did; its lists are not appended twice). That
 * is the reverse of a depth-first walk that takes entries last to first and skips a file already taken.
 */
function applicationOrder(loaded: ReadonlyMap<string, Extended>, rootKey: string): string[] {
  const order: string[] = [];
  const taken = new Set<string>();
  const stack = [rootKey];
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (taken.has(key)) continue;
    taken.add(key);
    order.push(key);
    for (const base of loaded.get(key)!.bases) stack.push(base);
  }
  return order.reverse();
}

function realPath(file: string): string {
  try {
    return fs.realpathSync(file);
  } catch {
    return path.resolve(file);
  }
}

/**
 * The defaults of a project without a config file, rooted at `root`. From a subfolder of a repository
 * (`cd packages/server`, or an editor opened there) the package.json files above it up to the repository's root still
 * choose the presets, as in a run from that root.
 */
export function defaultProjectConfig(root: string): Config {
  const config = defaultConfig(root);
  const repository = findRepositoryRoot(config.root);
  return repository === undefined || repository === config.root ? config : { ...config, packageRoot: repository };
}

/** The nearest folder from `startDir` up that holds `.git` (a folder, or the file of a worktree or submodule). */
export function findRepositoryRoot(startDir: string): string | undefined {
  for (let dir = path.resolve(startDir); ; dir = path.dirname(dir)) {
    if (isPresent(path.join(dir, ".git"))) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** The first config file from `startDir` up to the filesystem root; in each folder, CONFIG_FILE_NAMES order wins. */
export function findConfigFile(startDir: string): string | undefined {
  let dir = path.resolve(startDir);
  for (;;) {
    for (const name of CONFIG_FILE_NAMES) {
      const candidate = path.join(dir, name);
      if (name === "package.json" ? !isFile(candidate) : !isPresent(candidate)) continue;
      if (name !== "package.json" || packageJsonHasConfig(candidate)) return candidate;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

export function configFormat(file: string): ConfigFormat {
  const base = path.basename(file);
  if (base === "package.json") return "package.json";
  return path.extname(base).toLowerCase() === ".json" ? "json" : "yaml";
}

export interface ParseConfigOptions {
  /** Absolute path: decides the format (configFormat) and is recorded in errors. */
  file: string;
  /** How messages name the file; defaults to `file`. */
  displayPath?: string;
  rules: readonly RuleInfo[];
}

/**
 * Parses and validates a config file's text. Throws ConfigError at the earliest problem in the file. Its
 * `extends` is checked but not applied (loadConfig applies it).
 */
export function parseConfigText(text: string, options: ParseConfigOptions): ConfigSettings {
  return parseConfig(text, options).settings;
}

/** One config file, valid: its settings alone, its plain data (for `extends`) and its `extends` entries. */
interface ParsedConfig {
  file: string;
  displayPath: string;
  settings: ConfigSettings;
  raw: Record<string, unknown>;
  extends: { name: string; line: number; column: number }[];
}

function parseConfig(text: string, options: ParseConfigOptions): ParsedConfig {
  const { file, rules } = options;
  const displayPath = options.displayPath ?? file;
  const format = configFormat(file);
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const lineCounter = new (yaml().LineCounter)();
  const doc = parseYamlDocument(source, { lineCounter, prettyErrors: false });
  const fail = (offset: number, reason: string): never => {
    const { line, col } = lineCounter.linePos(offset);
    throw new ConfigError(reason, file, line, col, displayPath);
  };

  const syntaxError = [...doc.errors].sort((a, b) => a.pos[0] - b.pos[0])[0];
  if (syntaxError) {
    const language = format === "yaml" ? "YAML" : "JSON";
    fail(syntaxError.pos[0], `invalid ${language}: ${syntaxMessage(syntaxError.code, syntaxError.message)}`);
  }

  const { node, fallbackOffset } = format === "package.json" ? packageJsonConfig(doc, fail) : { node: doc.contents, fallbackOffset: 0 };
  const { settings, issues } = validateConfig(doc, node, rules, fallbackOffset);
  const first = [...issues].sort((a, b) => a.offset - b.offset)[0];
  if (first) fail(first.offset, first.reason);
  const raw = yaml().isMap(node) ? (node.toJS(doc) as Record<string, unknown>) : {};
  const extendsEntries = extendsNodes(node).map((item) => ({ name: String(item.value), ...position(lineCounter, item.range?.[0] ?? 0) }));
  return { file, displayPath, settings, raw, extends: extendsEntries };
}

/** The scalars of the `extends` key (one, or a list), already validated as strings. */
function extendsNodes(node: unknown): Scalar[] {
  if (!yaml().isMap(node)) return [];
  const value = node.items.find((pair) => yaml().isScalar(pair.key) && pair.key.value === "extends")?.value;
  if (yaml().isScalar(value)) return value.value === null ? [] : [value];
  return yaml().isSeq(value) ? value.items.filter(yaml().isScalar) : [];
}

function position(lineCounter: LineCounter, offset: number): { line: number; column: number } {
  const { line, col } = lineCounter.linePos(offset);
  return { line, column: col };
}

// ---- helpers -----------------------------------------------------------------------------------------------

const SCRIPT_EXTENSIONS = new Set([".js", ".cjs", ".mjs", ".ts", ".cts", ".mts"]);

function readConfigText(file: string, displayPath: string, explicit: boolean): string {
  if (SCRIPT_EXTENSIONS.has(path.extname(file).toLowerCase())) {
    throw new ConfigError(
      "script configs are not supported (summarylint never runs project code); use .summarylintrc.yaml or .summarylintrc.json",
      file,
      0,
      0,
      displayPath,
    );
  }
  try {
    if (fs.statSync(file).isFile() && outsideItsFolder(file)) {
      throw new ConfigError(
        "is a link to a file outside the config's folder; summarylint reads a config only from inside the project " +
          "(copy the file into the project, or give --config the file's own path)",
        file,
        0,
        0,
        displayPath,
      );
    }
    return readTextChecked(file);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    const notAFile = notARegularFile(error);
    const reason = notAFile
      ? `${notAFile}; summarylint reads a config only from a regular file`
      : code === "ENOENT"
        ? `no such config file${explicit ? "; check the --config path" : ""}`
        : code === "EISDIR"
          ? "is a folder, not a config file; name a file such as .summarylintrc.yaml"
          : `cannot read the config file (${code ?? String(error)}); check its permissions`;
    throw new ConfigError(reason, file, 0, 0, displayPath);
  }
}

/** The `summarylint` value of a parsed package.json, with the offset of its key for problems about it. */
function packageJsonConfig(
  doc: Document,
  fail: (offset: number, reason: string) => never,
): { node: unknown; fallbackOffset: number } {
  const root = doc.contents;
  const pair = yaml().isMap(root)
    ? root.items.find((item) => yaml().isScalar(item.key) && item.key.value === PACKAGE_JSON_KEY)
    : undefined;
  if (!pair) {
    return fail(
      root?.range?.[0] ?? 0,
      `package.json has no "${PACKAGE_JSON_KEY}" key; add one or point --config at a .summarylintrc.yaml`,
    );
  }
  const keyOffset = yaml().isScalar(pair.key) ? (pair.key.range?.[0] ?? 0) : 0;
  return { node: pair.value, fallbackOffset: keyOffset };
}

/**
 * A package.json that links out of its folder is not read: it is no project's config (docs/design.md#hostile-input).
 */
function packageJsonHasConfig(file: string): boolean {
  let text: string;
  try {
    if (outsideItsFolder(file)) return false;
    text = readTextChecked(file);
  } catch {
    return false;
  }
  if (!text.includes(`"${PACKAGE_JSON_KEY}"`)) return false;
  try {
    const json: unknown = JSON.parse(text.startsWith("\uFEFF") ? text.slice(1) : text);
    return typeof json === "object" && json !== null && Object.hasOwn(json, PACKAGE_JSON_KEY);
  } catch {
    // A package.json that names summarylint but does not parse: load it, so the user sees where it breaks.
    return true;
  }
}

/**
 * A config name present in the folder as anything (a link to /dev/zero, a folder, a named pipe): it is the config,
 * and reading it says what is wrong with it, rather than the run going on as if there were none
 * (docs/design.md#hostile-input).
 */
function isPresent(file: string): boolean {
  return fs.lstatSync(file, { throwIfNoEntry: false }) !== undefined;
}

/**
 * Whether `file`, followed through symbolic links, is outside the folder it is named in: a committed config that
 * links to `../../.env` or /proc/self/environ (docs/design.md#hostile-input). The config's folder is the project root.
 */
function outsideItsFolder(file: string): boolean {
  const relative = path.relative(fs.realpathSync(path.dirname(file)), fs.realpathSync(file));
  return path.isAbsolute(relative) || relative === ".." || relative.startsWith(`..${path.sep}`);
}

/** A regular file, through links; a link loop or an unreadable folder is none (ELOOP, EACCES). */
function isFile(file: string): boolean {
  try {
    return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}

function relativeDisplayPath(cwd: string, file: string): string {
  const relative = slashPath(cwd, file);
  return relative === "" || path.isAbsolute(relative) ? file : relative;
}

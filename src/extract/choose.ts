// Which matchers each file is extracted with (docs/design.md#presets). Named presets apply to every file. `auto` picks,
// per package (the nearest package.json, with the package.jsons above it up to the project root), the presets whose
// npm packages it depends on, plus for one file the presets whose packages that file imports or whose pattern
// it contains; when nothing is picked, the default preset. A dependency on another package of the same project
// (a workspace, `"@repo/mcp-common": "workspace:*"`) brings in the presets that package's dependencies pick:
// its helpers are how the dependent package declares. Custom matchers of the config apply everywhere.
// Only package.json files are read, and only as JSON: no project code runs.
import fs from "node:fs";
import path from "node:path";
import { globMatcher } from "../base/glob-match.js";
import type { FileFacts } from "./facts.js";
import { MatcherSet } from "./matchers.js";
import { presetsOfDependencies, presetsOfText } from "./preset-detect.js";
import { COMMON_PASS_THROUGH, DEFAULT_PRESET, PRESETS } from "./presets/index.js";
import type { GroupSetting, Matcher } from "./presets/types.js";
import { readTextChecked } from "../base/read-file.js";
import { slashPath } from "../base/paths.js";
import { compareText } from "../base/compare.js";
import { plural } from "../base/plural.js";

export interface PresetUse {
  /** Root-relative folder of the package.json ("." for the root or when there is none). */
  package: string;
  presets: string[];
}

export class PresetChooser {
  /** The project's whole matcher list: every preset that may be used, then the custom matchers. */
  readonly matchers: Matcher[] = [];
  readonly passThrough: string[] = [...COMMON_PASS_THROUGH];
  private readonly auto: boolean;
  private readonly fixed: string[];
  private readonly indices = new Map<string, number[]>();
  private readonly custom: number[] = [];
  private readonly sets = new Map<string, MatcherSet>();
  /** Per package, the set of its files by the presets their text picks (joined). */
  private readonly packageSets = new Map<{ dir: string; presets: string[] }, Map<string, MatcherSet>>();
  private readonly packages = new Map<string, { dir: string; presets: string[] }>();
  /** Root-relative paths already computed: groupOf asks for the same few thousand files and folders on every lint. */
  private readonly relatives = new Map<string, string>();
  /** The project's own packages by name (read on first need), and the presets each one picks by itself. */
  private workspace: Map<string, string> | undefined;
  /** Each package.json read once, however many questions are asked of it. */
  private readonly packageJsons = new Map<string, PackageJson | undefined>();
  private readonly ownPresets = new Map<string, string[]>();

  /** The config's `groups`, each with its compiled globs. */
  private readonly groups: (GroupSetting & { matches: (file: string) => boolean })[];

  /** How far up package.json files are read: the root, or the repository above it (Config.packageRoot). */
  private readonly top: string;

  constructor(
    private readonly root: string,
    presetNames: readonly string[],
    customMatchers: readonly Matcher[] = [],
    groups: readonly GroupSetting[] = [],
    /** Whether a dependency may be one of the project's own packages, found in the folders below the root. */
    private readonly ownPackages = true,
    top?: string,
  ) {
    this.top = top ?? root;
    this.groups = groups.map((g) => ({ ...g, matches: globMatcher(g.files) }));
    this.auto = presetNames.includes("auto");
    this.fixed = presetNames.filter((n) => n !== "auto" && PRESETS[n]);
    const available = this.auto ? Object.keys(PRESETS) : this.fixed;
    for (const name of available) {
      const preset = PRESETS[name];
      this.indices.set(name, preset.matchers.map((m) => this.matchers.push({ ...m, preset: name }) - 1));
      this.passThrough.push(...(preset.passThrough ?? []));
    }
    for (const m of customMatchers) this.custom.push(this.matchers.push({ ...m, preset: "custom" }) - 1);
  }

  /** The matchers for one file, given its text. */
  select = (file: string, text: string): MatcherSet => {
    const pkg = this.packageOf(path.dirname(file));
    const ofText = this.auto ? presetsOfText(text) : [];
    // The files of a package mostly pick the same presets by their text (none, or the package's own): each
    // combination's set is found once per package.
    let byText = this.packageSets.get(pkg);
    if (byText === undefined) this.packageSets.set(pkg, (byText = new Map()));
    const textKey = ofText.join(",");
    let set = byText.get(textKey);
    if (set === undefined) byText.set(textKey, (set = this.setOf(pkg, ofText)));
    return set;
  };

  /** The package's matchers and the presets a file's text picks (`ofText`). */
  private setOf(pkg: { presets: string[] }, ofText: readonly string[]): MatcherSet {
    const names = new Set(this.fixed);
    if (this.auto) {
      for (const n of pkg.presets) names.add(n);
      for (const n of ofText) names.add(n);
      for (const n of [...names]) if (!this.fixed.includes(n) && PRESETS[n]?.notWith?.some((other) => names.has(other))) names.delete(n);
      if (names.size === 0 || [...names].every((n) => PRESETS[n]?.notWith)) names.add(DEFAULT_PRESET);
    }
    const sorted = [...names].sort();
    const key = sorted.join(",");
    let set = this.sets.get(key);
    if (!set) {
      // Custom matchers first: where one and a preset's both match, the config's wins.
      const indices = [...this.custom, ...sorted.flatMap((n) => this.indices.get(n) ?? [])];
      set = new MatcherSet(this.matchers, indices, this.custom.length > 0 ? [...sorted, "custom"] : sorted);
      this.sets.set(key, set);
    }
    return set;
  }

  /**
   * The presets used, per package, sorted by package folder: from what each file was extracted with (recorded
   * in its facts, so facts taken from the cache count too).
   */
  presetsUsed(facts: readonly FileFacts[]): PresetUse[] {
    const used = new Map<string, Set<string>>();
    for (const f of facts) {
      if (!f.presets) continue;
      const pkg = this.packageName(this.packageOf(path.dirname(f.file)).dir);
      const names = used.get(pkg) ?? new Set();
      for (const n of f.presets) names.add(n);
      used.set(pkg, names);
    }
    return [...used]
      .map(([pkg, names]) => ({ package: pkg, presets: [...names].sort() }))
      .sort((a, b) => compareText(a.package, b.package));
  }

  /**
   * The group of a declaration of `file` found by `preset`'s matcher (docs/design.md#groups), as a root-relative path:
   * its folder, package folder or file, or its tool set (`path:line` of the `tools:` value, else the file), by the
   * preset's scheme (default: the package); undefined for "project". The
   * config's `groups` come first: the first entry whose globs match names the group or the scheme.
   */
  groupOf = (file: string, preset: string | undefined, toolSet?: { file: string; line: number }): string | undefined => {
    const set = this.groups.find((g) => g.matches(this.relative(file)));
    if (set?.name !== undefined) return set.name;
    const scheme = set?.by ?? (preset === undefined ? undefined : PRESETS[preset]?.group) ?? "package";
    if (scheme === "project") return undefined;
    if (scheme === "tool-set" && toolSet) return `${this.relative(toolSet.file)}:${toolSet.line}`;
    if (scheme === "file" || scheme === "tool-set") return this.relative(file);
    if (scheme === "folder") return this.relative(path.dirname(file));
    return this.packageName(this.packageOf(path.dirname(file)).dir);
  };

  /**
   * Why the group groupOf gives is a guess, or undefined: the preset gives tools to an agent in tool sets, no group
   * of the config names the file, and no tool set was found that holds the tool.
   */
  groupGuess = (file: string, preset: string | undefined, toolSet?: { file: string; line: number }): string | undefined => {
    if (toolSet !== undefined || preset === undefined || PRESETS[preset]?.group !== "tool-set") return undefined;
    if (this.groups.some((g) => g.matches(this.relative(file)))) return undefined;
    return "no tool set that holds it was found (`tools: { … }` of an agent or a call): the tools of its file were taken as one agent's";
  };

  /** A package's folder relative to the root; a package above the root (Config.packageRoot) is named as the root is, ".". */
  private packageName(dir: string): string {
    return this.root.startsWith(dir + path.sep) ? "." : this.relative(dir);
  }

  private relative(file: string): string {
    let known = this.relatives.get(file);
    if (known === undefined) this.relatives.set(file, (known = relative(this.root, file)));
    return known;
  }

  /** The folder of the package a file belongs to (its nearest package.json that names dependencies, else the root). */
  packageDirOf = (file: string): string => this.packageOf(path.dirname(file)).dir;

  /**
   * The package a folder belongs to and the presets its dependencies (and those of the packages above) pick, as a
   * root-relative folder and sorted names: what `auto` picks there before any file's imports (`summarylint init`).
   */
  packagePresetsOf(dir: string): PresetUse {
    const pkg = this.packageOf(dir);
    return { package: this.packageName(pkg.dir), presets: [...pkg.presets].sort() };
  }

  /** The package a folder belongs to, and the presets its dependencies (and those of the packages above) pick. */
  private packageOf(dir: string): { dir: string; presets: string[] } {
    const known = this.packages.get(dir);
    if (known) return known;
    const inside = dir === this.top || dir.startsWith(this.top + path.sep);
    const parent = dir === this.top || !inside || path.dirname(dir) === dir ? undefined : this.packageOf(path.dirname(dir));
    const deps = inside ? this.packageJson(dir)?.dependencies : undefined;
    const result =
      deps === undefined
        ? (parent ?? { dir: this.top, presets: [] })
        : { dir, presets: [...new Set([...this.presetsOfPackage(dir, deps, new Set()), ...(parent?.presets ?? [])])] };
    this.packages.set(dir, result);
    return result;
  }

  /** The presets a package's dependencies pick, through the project's own packages it depends on. */
  private presetsOfPackage(dir: string, deps: readonly string[], seen: Set<string>): string[] {
    const known = this.ownPresets.get(dir);
    if (known) return known;
    seen.add(dir);
    const found = new Set(presetsOfDependencies(deps));
    for (const dep of deps) {
      const inner = this.workspacePackages().get(dep);
      if (inner === undefined || seen.has(inner)) continue;
      for (const n of this.presetsOfPackage(inner, this.packageJson(inner)?.dependencies ?? [], seen)) found.add(n);
    }
    seen.delete(dir); // `seen` is the chain being followed (a cycle stops), not every package visited
    const presets = [...found];
    this.ownPresets.set(dir, presets);
    return presets;
  }

  private workspacePackages(): Map<string, string> {
    return (this.workspace ??= this.ownPackages ? findPackages(this.top, (dir) => this.packageJson(dir)) : new Map());
  }

  /** The package.json of a folder, read once. */
  private packageJson(dir: string): PackageJson | undefined {
    if (!this.packageJsons.has(dir)) this.packageJsons.set(dir, readPackageJson(path.join(dir, "package.json"), this.top));
    return this.packageJsons.get(dir);
  }
}

/** Folders of the project's packages, by package name: the root and folders up to three levels below it. */
function findPackages(root: string, packageJson: (dir: string) => PackageJson | undefined): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (dir: string, depth: number) => {
    const name = packageJson(dir)?.name;
    if (name !== undefined && !found.has(name)) found.set(name, dir);
    if (depth === 3) return;
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) if (e.isDirectory() && e.name !== "node_modules" && !e.name.startsWith(".")) visit(path.join(dir, e.name), depth + 1);
  };
  visit(root, 0);
  return found;
}

interface PackageJson {
  name?: string;
  /** The dependency names (all four kinds). */
  dependencies: string[];
}

/**
 * A package.json's name and dependency names; undefined when there is none (or it cannot be read, or is a link in the
 * project `root` that leads outside it).
 */
function readPackageJson(file: string, root: string): PackageJson | undefined {
  let text: string;
  try {
    // Most folders have none: asked without the exception a failed read throws (that was most of the time here).
    if (fs.statSync(file, { throwIfNoEntry: false }) === undefined) return undefined;
    text = readTextChecked(file, undefined, root);
  } catch {
    return undefined;
  }
  try {
    const pkg = JSON.parse(text) as Record<string, unknown>;
    const dependencies: string[] = [];
    for (const key of ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"]) {
      const deps = pkg[key];
      if (deps && typeof deps === "object") dependencies.push(...Object.keys(deps));
    }
    return typeof pkg.name === "string" ? { name: pkg.name, dependencies } : { dependencies };
  } catch {
    return { dependencies: [] }; // a broken package.json still marks a package; it picks nothing
  }
}

function relative(root: string, dir: string): string {
  return slashPath(root, dir) || ".";
}

/** `kumiko`, or `kumiko (.); mcp (packages/server)` when packages differ: for messages and text output. */
export function describePresets(uses: readonly PresetUse[]): string {
  if (uses.length === 0) return "none";
  if (uses.length === 1 && uses[0].package === ".") return uses[0].presets.join(", ");
  return uses.map((u) => `${u.presets.join(", ")} (${u.package})`).join("; ");
}

/**
 * The presets in a few words however many packages use them: each set of presets with how many packages use it,
 * the most used first (`activepieces, vercel-ai (642 packages); activepieces, mcp, vercel-ai (3 packages)`), or
 * describePresets' own words for up to `named` packages.
 */
export function summarizePresets(uses: readonly PresetUse[], named = 5): string {
  if (uses.length <= named) return describePresets(uses);
  const bySet = new Map<string, number>();
  for (const u of uses) bySet.set(u.presets.join(", "), (bySet.get(u.presets.join(", ")) ?? 0) + 1);
  return [...bySet]
    .sort((a, b) => b[1] - a[1] || compareText(a[0], b[0]))
    .map(([set, n]) => `${set} (${n} ${plural(n, "package")})`)
    .join("; ");
}

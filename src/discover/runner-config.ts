// The test files of a folder's own test-runner configs: vitest (`vitest.config.*`, else `vite.config.*`: `test.include`,
// `test.typecheck.include`, inline `test.projects`; `vitest.workspace.*`), jest (`jest.config.*` and package.json's
// `jest`: `testMatch`, inline `projects`) and mocha (`.mocharc.*` and package.json's `mocha`: `spec`). Test files
// declare tools to test the code, not tools an agent is given; discovery leaves out the ones a runner names as it
// leaves out `*.test.ts` (unless `tests: true`). The files are read as data (runner-values.ts), never run: a list
// that is not written out as strings, a folder given by a variable, or a form not read gives nothing. jest's
// `testRegex` is not read (a regular expression of the project's would have to be run on every path), nor
// vitest's `exclude` or jest's `testPathIgnorePatterns` (what they leave out is still a runner's test file, usually).
import { UNKNOWN, exportedValues, fromPlain, yamlValue, type Value } from "./runner-values.js";
import { MAX_RUNNER_GLOBS, relativeFolder, testGlobs } from "./runner-patterns.js";
import { withoutComments } from "./json-comments.js";

const SCRIPTS = ["ts", "mts", "cts", "js", "mjs", "cjs"];
/** In the order each runner looks for them: the first present is its config (vite.config.* only without a vitest.config.*). */
const VITEST = SCRIPTS.map((ext) => `vitest.config.${ext}`);
const VITE = SCRIPTS.map((ext) => `vite.config.${ext}`);
const VITEST_WORKSPACE = [...SCRIPTS.map((ext) => `vitest.workspace.${ext}`), "vitest.workspace.json"];
const JEST = [...SCRIPTS.map((ext) => `jest.config.${ext}`), "jest.config.json"];
const MOCHA = [".mocharc.js", ".mocharc.cjs", ".mocharc.yaml", ".mocharc.yml", ".mocharc.jsonc", ".mocharc.json"];

/** Every file name read here: a folder whose listing has none of them has no runner config. */
export const RUNNER_CONFIG_NAMES: ReadonlySet<string> = new Set([...VITEST, ...VITE, ...VITEST_WORKSPACE, ...JEST, ...MOCHA, "package.json"]);

/**
 * The globs of the test files the runner configs of one folder name, relative to it (runner-patterns.ts says which
 * are used). `names`: the folder's file names; `read`: the text of one of them, or undefined when it is not read.
 */
export function runnerTestGlobs(names: ReadonlySet<string>, read: (name: string) => string | undefined): string[] {
  const globs: string[] = [];
  const first = (candidates: string[]) => candidates.find((name) => names.has(name));
  const vitest = first(VITEST) ?? first(VITE);
  if (vitest) for (const config of configValues(vitest, read, "include")) globs.push(...vitestGlobs(config, ""));
  const workspace = first(VITEST_WORKSPACE);
  if (workspace) for (const list of configValues(workspace, read, "include")) globs.push(...projectGlobs(list, "", vitestGlobs));
  const jest = first(JEST);
  if (jest) for (const config of configValues(jest, read, "testMatch")) globs.push(...jestGlobs(config, ""));
  const mocha = first(MOCHA);
  if (mocha) for (const config of configValues(mocha, read, "spec")) globs.push(...mochaGlobs(config));
  if (names.has("package.json")) {
    const manifest = packageJson(read("package.json"));
    globs.push(...jestGlobs(manifest.get("jest") ?? UNKNOWN, ""), ...mochaGlobs(manifest.get("mocha") ?? UNKNOWN));
  }
  return [...new Set(globs)].slice(0, MAX_RUNNER_GLOBS);
}

/** The values a config file holds; none when it is not read or does not mention `key` (then it is not parsed either). */
function configValues(name: string, read: (name: string) => string | undefined, key: string): Value[] {
  const text = read(name);
  if (text === undefined || !text.includes(key)) return [];
  if (/\.jsonc?$/.test(name)) return [jsonValue(text)];
  if (/\.ya?ml$/.test(name)) return [yamlValue(text)];
  return exportedValues(text, name);
}

function jsonValue(text: string): Value {
  try {
    return fromPlain(JSON.parse(withoutComments(text)));
  } catch {
    return UNKNOWN;
  }
}

/** package.json's keys, read only when it mentions a runner's key (package.json is in every package folder). */
function packageJson(text: string | undefined): Map<string, Value> {
  if (text === undefined || !/"(?:jest|mocha)"/.test(text)) return new Map();
  const value = jsonValue(text);
  return value instanceof Map ? value : new Map();
}

/** The folder `value` names below `base` (`root`, `rootDir`, `dir`); `base` when absent; undefined when not known. */
function folderOf(value: Value | undefined, base: string): string | undefined {
  if (value === undefined) return base;
  const folder = relativeFolder(value);
  if (folder === undefined) return undefined;
  return base === "" ? folder : folder === "" ? base : `${base}/${folder}`;
}

/** The globs of each inline project (an object) of a list; strings name other configs' folders, read where they are. */
function projectGlobs(list: Value | undefined, base: string, globsOf: (config: Value, base: string) => string[]): string[] {
  return Array.isArray(list) ? list.flatMap((project) => (project instanceof Map ? globsOf(project, base) : [])) : [];
}

/** A vitest (or vite) config object: `test.include` and `test.typecheck.include` below its root and `test.dir`. */
function vitestGlobs(config: Value, base: string): string[] {
  if (!(config instanceof Map)) return [];
  const root = folderOf(config.get("root"), base);
  const test = config.get("test");
  if (root === undefined || !(test instanceof Map)) return [];
  const projects = [...projectGlobs(test.get("projects"), root, vitestGlobs), ...projectGlobs(test.get("workspace"), root, vitestGlobs)];
  const testRoot = folderOf(test.get("root"), root);
  const dir = testRoot === undefined ? undefined : folderOf(test.get("dir"), testRoot);
  if (dir === undefined) return projects;
  const typecheck = test.get("typecheck");
  return [...testGlobs(test.get("include"), dir), ...(typecheck instanceof Map ? testGlobs(typecheck.get("include"), dir) : []), ...projects];
}

/** A jest config object: `testMatch` below its `rootDir` (`<rootDir>` is that folder); an inline project's below its own. */
function jestGlobs(config: Value, base: string): string[] {
  if (!(config instanceof Map)) return [];
  const rootDir = folderOf(config.get("rootDir"), base);
  if (rootDir === undefined) return [];
  return [...testGlobs(config.get("testMatch"), rootDir, true), ...projectGlobs(config.get("projects"), rootDir, jestGlobs)];
}

/**
 * A mocha config: `spec`, its globs, files and folders (a folder, a last name without a dot or a wildcard, is the
 * files in it, or below it with `recursive: true`), relative to the folder mocha runs in, taken to be the config's.
 */
function mochaGlobs(config: Value): string[] {
  if (!(config instanceof Map)) return [];
  const spec = config.get("spec");
  const list = typeof spec === "string" ? [spec] : spec;
  if (!Array.isArray(list) || !list.every((item) => typeof item === "string")) return [];
  const below = config.get("recursive") === true ? "**" : "*";
  return testGlobs(list.map((item) => (/^[^*?[\]{}()!]*$/.test(item) && !/\.[^/]*$/.test(item) ? `${item.replace(/\/+$/, "")}/${below}` : item)), "");
}

// A key written twice in one YAML mapping (a config, a SKILL.md front matter) is an error at the second one, found with
// one Set look-up per key. The yaml package's own `uniqueKeys` check compared each key with every key before it in
// its mapping: a front matter of 1.1 MB took 25 s, 2.2 MB over two minutes.
import { createRequire } from "node:module";
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as Yaml from "yaml";
import { loadConfig } from "../../src/config/index.js";
import { parseYamlDocument } from "../../src/base/yaml.js";
import { extractSkill } from "../../src/extract/skill.js";
import { RULES, removeProject, tempProject } from "../fixtures/config/project.js";

const library = createRequire(import.meta.url)("yaml") as typeof Yaml;

/**
 * The key comparisons the yaml package's `uniqueKeys` check makes (it is on unless turned off), counted through both
 * ways the code loads the package: an ES import (mocked here) and a CommonJS require (spied on in the test).
 */
const { comparisons, counted } = vi.hoisted(() => {
  const comparisons = { count: 0 };
  type Lib = typeof import("yaml");
  const counted = (lib: Lib, parse: Lib["parseDocument"]) =>
    ((source: string, options: Record<string, unknown> = {}) => {
      const unique = options.uniqueKeys ?? true;
      const compare = (a: unknown, b: unknown) => {
        comparisons.count++;
        return a === b || (lib.isScalar(a) && lib.isScalar(b) && a.value === b.value);
      };
      return parse(source, { ...options, uniqueKeys: unique === true ? compare : (unique as false) });
    }) as Lib["parseDocument"];
  return { comparisons, counted };
});

vi.mock("yaml", async (importOriginal) => {
  const lib = await importOriginal<typeof Yaml>();
  return { ...lib, parseDocument: counted(lib, lib.parseDocument.bind(lib)) };
});

function countComparisons(lib: typeof Yaml): void {
  const parse = counted(lib, lib.parseDocument.bind(lib));
  vi.spyOn(lib, "parseDocument").mockImplementation(parse);
}

/** The errors of `text` as code and offsets, sorted as the callers sort them (by offset). */
const errorsOf = (doc: Yaml.Document.Parsed) => [...doc.errors].sort((a, b) => a.pos[0] - b.pos[0]).map((e) => [e.code, e.pos[0], e.pos[1]]);

describe("parseYamlDocument reports exactly the duplicate keys the yaml package's own check reports", () => {
  it.each<[string, string, number]>([
    ["a block mapping", "a: 1\nb: 2\na: 3\n", 1],
    ["a flow mapping", "{ a: 1, b: 2, a: 3 }\n", 1],
    ["in a nested mapping, and once per repeat", "x:\n  a: 1\n  a: 2\n  a: 3\ny: 1\n", 2],
    ["mappings in a list", "- a: 1\n  a: 2\n- { b: 1, b: 2 }\n", 2],
    ["a quoted and a plain key of the same text", "a: 1\n'a': 2\n\"a\": 3\n", 2],
    ["keys with an anchor or a tag", "&x a: 1\n!!str a: 2\n", 1],
    ["true and True, null and ~, 0 and -0 (the same values)", "true: 1\nTrue: 2\nnull: 3\n~: 4\n0: 5\n-0: 6\n", 3],
    ["two empty keys", ": 1\n: 2\n", 1],
    ["inside a mapping used as a key", "? { a: 1, a: 2 }\n: v\n", 1],
    ["in a mapping of a flow list, after other errors", "[ { a: 1, a: 2 } ]\nb: [\n", 1],
    ["near miss: 1 and '1' (a number and a string)", "1: a\n'1': b\n", 0],
    ["near miss: .nan twice (NaN equals nothing)", ".nan: a\n.NaN: b\n", 0],
    ["near miss: the same key in two mappings", "x: { a: 1 }\ny: { a: 1 }\n- a\n", 0],
    ["near miss: one-pair mappings of a flow list", "[ a: 1, a: 2 ]\n", 0],
    ["near miss: an alias key and the anchored key", "&k a: 1\n*k : 2\n", 0],
  ])("%s", (_title, text, count) => {
    const ours = errorsOf(parseYamlDocument(text, { prettyErrors: false }));
    const theirs = errorsOf(library.parseDocument(text, { prettyErrors: false, uniqueKeys: true }));
    expect(ours).toEqual(theirs);
    expect(ours.filter(([code]) => code === "DUPLICATE_KEY")).toHaveLength(count);
  });
});

describe("no key is compared with the keys before it", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    comparisons.count = 0;
  });

  const KEYS = 3_000;
  const keys = (indent: string) => Array.from({ length: KEYS }, (_, i) => `${indent}k${i}: ${i}\n`).join("");

  it(`a SKILL.md front matter of ${KEYS} keys, one written twice: the same problem, no key compared with another`, () => {
    countComparisons(library);
    const facts = extractSkill("/p/s/SKILL.md", `---\nname: s\n${keys("")}name: t\n---\n`);
    expect([facts.problems.map((p) => [p.detail, p.loc.line, p.loc.column]), comparisons.count]).toEqual([
      [["the front matter is not valid YAML: a key appears twice in the same object; keep one of them", KEYS + 3, 1]],
      0,
    ]);
  });

  it(`a config of ${KEYS} keys in one mapping, one written twice: the same error, no key compared with another`, () => {
    const dir = tempProject({
      ".summarylintrc.yaml": `declarations:\n  - type: action\n    callee: f\n    fields: { description: summary }\n    unless:\n${keys("      ")}      k7: 1\n`,
    });
    try {
      countComparisons(library);
      expect(() => loadConfig({ cwd: dir, rules: RULES })).toThrow(
        `.summarylintrc.yaml:${KEYS + 6}:7: invalid YAML: a key appears twice in the same object; keep one of them`,
      );
      expect(comparisons.count).toBe(0);
    } finally {
      removeProject(dir);
    }
  });
});

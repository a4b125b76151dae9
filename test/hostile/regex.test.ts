// Regex time: a `directory.strip` pattern like `(a+)+$` hung the run on a description of 38 a's and a
// "!" (exponential backtracking). Patterns with that shape are refused at config validation, as a config problem
// (exit 2, the position and the pattern named); src/config/regex-safety.ts says what the check cannot catch.
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfigText } from "../../src/config/index.js";
import { backtrackingRisk, regexProblem } from "../../src/config/regex-safety.js";
import { PRESETS } from "../../src/extract/presets/index.js";
import { RULE_INFOS } from "../../rules/index.js";
import { at, handler, parseJson, project, run } from "../cli/run.js";
import { sized } from "../helpers/heavy.js";

const NESTED = "the repeated group {group} holds a quantifier that no character after it stops";
const OVERLAP = "the repeated group {group} has alternatives that can start with the same character";
const CHOICES = "it has {group} quantifiers or alternatives that can each match the same text more than one way (at most 2)";

describe("patterns that can backtrack exponentially are refused", () => {
  it.each<[string, string, string]>([
    // The reproducer and the brief's list.
    ["(a+)+$", "(a+)+", NESTED],
    ["(\\w+\\s?)*$", "(\\w+\\s?)*", NESTED],
    ["([a-zA-Z]+)*", "([a-zA-Z]+)*", NESTED],
    ["(a|aa)+", "(a|aa)+", OVERLAP],
    ["(a*)*", "(a*)*", NESTED],
    ["(a|a)*", "(a|a)*", OVERLAP],
    ["(.*)*", "(.*)*", NESTED],
    // Other spellings of the same shapes.
    ["^x(?:a+?)+y", "(?:a+?)+", NESTED],
    ["(a{1,2})+", "(a{1,2})+", NESTED],
    ["(a*a)+", "(a*a)+", NESTED],
    ["(?<w>\\d+-?)+$", "(?<w>\\d+-?)+", NESTED],
    ["(?=(a+)+)b", "(a+)+", NESTED],
    ["(a+){2,}", "(a+){2,}", NESTED],
    ["(\\w|_)+", "(\\w|_)+", OVERLAP],
    ["(\\d|[0-9])+$", "(\\d|[0-9])+", OVERLAP],
    ["(.|\\s)*$", "(.|\\s)*", OVERLAP],
    ["(x(?:a|ab))+", "(x(?:a|ab))+", OVERLAP],
    ["(a|aa){30}", "(a|aa){30}", OVERLAP],
    ["(a|)+", "(a|)+", OVERLAP],
    ["(\\x41|A)+", "(\\x41|A)+", OVERLAP],
    ["(\\101|A)+", "(\\101|A)+", OVERLAP],
    // Many choices in a row: exponential in the pattern's length.
    ["a?a?a?aaa", "3", CHOICES],
    ["(a|a)(a|a)(a|a)(a|a)", "4", CHOICES],
    ["a*a*a*a*b", "3", CHOICES],
  ])("%s", (pattern, group, kind) => {
    const risk = backtrackingRisk(pattern) ?? "";
    const named = kind === CHOICES ? group : JSON.stringify(group);
    expect([risk.startsWith(kind.replace("{group}", named))]).toEqual([true]);
  });

  it("a pattern over 1,000 characters is refused before it is read", () => {
    expect(regexProblem(`(?:${"ab|".repeat(333)}c)`)).toBe("is 1004 characters long; a strip pattern may have up to 1000 (split it into several)");
  });

  it("the message names the pattern and the group", () => {
    expect(regexProblem("(a+)+$")).toBe(
      '"(a+)+$" can backtrack catastrophically on some descriptions: the repeated group "(a+)+" holds a quantifier that ' +
        'no character after it stops, so the group can match the same text in many ways; repeat one item instead ' +
        '("a+" for "(a+)+", "[\\w\\s]*" for "(\\w+\\s?)*"), or end the inner repetition with a character it does not ' +
        'match ("(a*,)+")',
    );
  });

  it.each([
    // Near misses: repetition of one item, groups repeated at most once, alternatives that start differently, and
    // inner repetitions that a character they cannot match ends.
    ["\\s*\\[See the documentation\\]\\([^)]*\\)"],
    ["(foo|bar)+"],
    ["(.|\\n)*"],
    ["(\\w|\\s)+$"],
    ["(a+)?"],
    ["(ab){3}"],
    ["(?:\\[[^\\]]*\\])+$"],
    ["([^,]*,)+$"],
    ["(\\w*\\s)+$"],
    ["\\(a+\\)+"],
    ["[(a+)+]"],
    ["a{,5}(b)+"],
    ["(?:a\\{2,\\})+"],
    ["^\\s+|\\s+$"],
    ["((ab)*c)+$"],
    ["a*a*b"],
    ["(a|a)(a|a)"],
    ["\\s*\\(see (the )?docs\\)\\.?\\s*$"],
  ])("near miss: %s is accepted", (pattern) => {
    expect(backtrackingRisk(pattern)).toBeUndefined();
  });

  it("near miss: the presets' own strip patterns pass the check", () => {
    const patterns = Object.values(PRESETS).flatMap((preset) => preset.strip ?? []);
    expect([patterns.length > 0, patterns.filter((p) => backtrackingRisk(p) !== undefined)]).toEqual([true, []]);
  });
});

describe("a refused pattern is a config problem", () => {
  function reasonOf(text: string): [string, number, number] | undefined {
    try {
      parseConfigText(text, { file: "/p/.summarylintrc.yaml", rules: RULE_INFOS });
    } catch (error) {
      if (error instanceof ConfigError) return [error.reason, error.line, error.column];
      throw error;
    }
    return undefined;
  }

  /** The problem at the quoted `pattern` in `text`. */
  const problem = (text: string, what: string, pattern: string): [string, number, number] => {
    const { line, column } = at(text, `'${pattern}'`);
    return [`${what} ${regexProblem(pattern)}`, line, column];
  };
  const STRIP = "directory:\n  strip: ['\\s*\\(see docs\\)', '(a+)+$']\n";
  const FEATURES = "directory:\n  features:\n    strip: '(a|aa)+'\n";
  const EARLIEST = "directory:\n  strip: '(.*)*'\nrulse: {}\n";

  it.each<[string, string, [string, number, number] | undefined]>([
    ["directory.strip", STRIP, problem(STRIP, "directory.strip[1]", "(a+)+$")],
    ["directory.features.strip", FEATURES, problem(FEATURES, "directory.features.strip[0]", "(a|aa)+")],
    ["the earliest problem wins, as for any key", EARLIEST, problem(EARLIEST, "directory.strip[0]", "(.*)*")],
    ["near miss: a safe pattern", "directory:\n  strip: '\\s*\\[See [^\\]]*\\]\\([^)]*\\)$'\n", undefined],
  ])("%s", (_title, text, expected) => {
    expect(reasonOf(text)).toEqual(expected);
  });

  it("the issue's reproducer: exit 2 at once, nothing on stdout, instead of a run that never ends", async () => {
    const dir = project({
      ".summarylintrc.yaml": "directory:\n  strip: ['(a+)+$']\n",
      "src/a.ts": handler("contact.delete", { description: `${"a".repeat(38)}!` }),
    });
    const result = await run(dir, ["directory"]);
    expect([result.code, result.stdout, result.stderr]).toEqual([
      2,
      "",
      `summarylint: .summarylintrc.yaml:2:11: directory.strip[0] ${regexProblem("(a+)+$")}\n`,
    ]);
  });

  it("near miss: a safe strip pattern still strips", async () => {
    const dir = project({
      ".summarylintrc.yaml": "directory:\n  strip: ['\\s*\\(see docs\\)']\n",
      "src/a.ts": handler("contact.delete", { description: "Delete a contact (see docs). Then more." }),
    });
    const result = await run(dir, ["directory", "--format", "json"]);
    const output = parseJson<{ directories: { actions: { summary: string }[] }[] }>(result.stdout);
    expect([result.code, output.directories[0].actions.map((a) => a.summary)]).toEqual([0, ["Delete a contact."]]);
  });
});

/**
 * Random patterns over a small grammar (seeded): every one the check accepts runs on inputs made to backtrack
 * (runs of the letters with a character no pattern matches at the end) well inside a time budget. The budget is
 * only an oracle for "never ends": an accepted pattern costs at most a power of 30 steps, a missed exponential one
 * 2^30.
 */
describe("property: an accepted pattern does not backtrack exponentially", () => {
  const ATOMS = ["a", "b", "[ab]", "\\w", ".", "[^b]", "\\s", " ", "a", "(?:ab)", "\\b"];
  const QUANTIFIERS = ["", "", "", "*", "+", "?", "{2}", "{1,3}", "*?", "{2,}"];
  const INPUTS = ["a".repeat(30), "ab".repeat(15), "a ".repeat(15), "aab".repeat(10), "b".repeat(30)].map((s) => `${s}!`);
  const context = vm.createContext({});

  function random(seed: number): (n: number) => number {
    let state = seed;
    return (n) => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state % n;
    };
  }

  function pattern(next: (n: number) => number, depth = 0): string {
    let out = "";
    for (let i = 0, n = 1 + next(3); i < n; i++) {
      const group = depth < 3 && next(3) === 0;
      const atom = group
        ? `(${Array.from({ length: 1 + next(3) }, () => pattern(next, depth + 1)).join("|")})`
        : ATOMS[next(ATOMS.length)];
      out += atom + QUANTIFIERS[next(QUANTIFIERS.length)];
    }
    return out;
  }

  /** Whether `source` runs on every input within the budget (vm's timeout interrupts a running regex). */
  function finishes(source: string): boolean {
    Object.assign(context, { source, inputs: INPUTS });
    try {
      vm.runInContext("for (const s of inputs) s.replace(new RegExp(source, 'g'), '')", context, { timeout: 1500 });
      return true;
    } catch {
      return false;
    }
  }

  it("the oracle catches the issue's pattern", () => {
    expect(finishes("(a+)+$")).toBe(false);
  });

  // The first 300 of the seeded sequence in `npm test`, all 1,000 in `npm run test:heavy`.
  const PATTERNS = sized(300, 1000);

  it(`${PATTERNS.toLocaleString("en")} seeded patterns`, () => {
    const next = random(15);
    const tally = { accepted: 0, refused: 0, slow: [] as string[] };
    while (tally.accepted + tally.refused < PATTERNS) {
      const source = pattern(next) + (next(2) === 0 ? "$" : "");
      try {
        new RegExp(source, "g");
      } catch {
        continue;
      }
      if (backtrackingRisk(source) !== undefined) tally.refused++;
      else if ((tally.accepted++, !finishes(source))) tally.slow.push(source);
    }
    expect([tally.slow, tally.accepted > PATTERNS / 5, tally.refused > PATTERNS / 10]).toEqual([[], true, true]);
  }, 60_000); // a property over many patterns, not a timing test: it passed vitest's 5 s default by little on a loaded CI run
});

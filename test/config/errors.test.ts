// "Did you mean" suggestions: nearest key within max(2, length / 3) edits.

import { describe, expect, it } from "vitest";
import { ConfigError, levenshtein, nearest } from "../../src/config/index.js";

describe("nearest", () => {
  const table: [string, string[], string | undefined][] = [
    ["rulse", ["presets", "rules"], "rules"],
    ["maxlength", ["maxLength", "line"], "maxLength"],
    ["ellipsis", ["ellipsis"], "ellipsis"],
    ["incldue", ["include", "exclude"], "include"],
    ["xy", ["line"], undefined],
    ["missing-descripton", ["missing-description", "summary-truncated"], "missing-description"],
    ["description-missing", ["missing-description"], undefined],
    ["linee", ["line", "lines"], "line"],
  ];
  it.each(table)("%s among %j -> %s", (typed, candidates, expected) => {
    expect(nearest(typed, candidates)).toBe(expected);
  });

  it("counts insertions, deletions and substitutions", () => {
    expect([levenshtein("", "abc"), levenshtein("kitten", "sitting"), levenshtein("same", "same")]).toEqual([3, 3, 0]);
  });
});

describe("ConfigError", () => {
  it("puts the position in front of the reason, or leaves it out when there is none", () => {
    const positioned = new ConfigError("bad", "/p/.summarylintrc.yaml", 3, 5, ".summarylintrc.yaml");
    const whole = new ConfigError("gone", "/p/x.yaml", 0, 0);
    expect([positioned.message, whole.message, positioned.name]).toEqual([
      ".summarylintrc.yaml:3:5: bad",
      "/p/x.yaml: gone",
      "ConfigError",
    ]);
    expect(positioned).toBeInstanceOf(Error);
  });
});

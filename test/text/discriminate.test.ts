import { describe, expect, it } from "vitest";

import { discriminatingWord, summaryWords } from "../../src/text/similarity/discriminate.js";

describe("summaryWords", () => {
  it.each([
    ["Gets the user's issues.", ["get", "the", "user", "issue"]],
    ["Lists entries and boxes", ["list", "entry", "and", "box"]],
    ["See https://docs.acme.dev/api/v2/issues?x=1 for day 12", ["see", "docs.acme.dev", "for", "day", "12"]],
    ["tool_with_caps status", ["tool_with_caps", "status"]],
    ["Address the class", ["address", "the", "class"]],
  ])("%s", (text, words) => {
    expect(summaryWords(text)).toEqual(words);
  });
});

describe("discriminatingWord", () => {
  const word = (a: string, b: string) => discriminatingWord(summaryWords(a), summaryWords(b));

  it.each([
    ["Get the weather for a location", "Get the weather at a location", null],
    ["Look up an order by ID.", "Looks up an order by ID.", null],
    ["Send an email", "Send the emails to them", "to"],
    ["List the issues of a project", "List the projects of an issue", "issue"],
    ["Get day 1", "Get day 2", "1"],
    ["Get a record", "Get many records", "many"],
    ["Create a user", "Update a user", "create"],
  ])("%s / %s: %s", (a, b, expected) => {
    expect(word(a, b)).toBe(expected);
  });

  it("is symmetric in whether a word exists", () => {
    expect(word("Get many records", "Get a record")).toBe("many");
  });
});

// The positioned JSON parser of --tools-json: the values JSON.parse gives, the spans of each, and fixed messages with
// the offset of what is wrong.
import { describe, expect, it } from "vitest";
import { JsonSyntaxError, MAX_JSON_DEPTH, member, parseJson, plain } from "../../src/tools-json/json.js";

describe("parseJson", () => {
  const values = ['{"a": [1, -2.5e3, true, false, null], "b": {}}', '"caf\\u00e9 \\"x\\" \\\\ \\/ \\n\\t"', "[]", " 0 ", '"\u2028"', '{"a": 1, "a": 2}'];
  it.each(values)("reads %s as JSON.parse does", (text) => {
    expect(plain(parseJson(text))).toEqual(JSON.parse(text));
  });

  it("keeps each value's span, and the last of a key written twice", () => {
    const root = parseJson('{ "tools": [ {"name": "a"} ], "tools": [] }');
    expect([root.start, root.end]).toEqual([0, 43]);
    expect(member(root, "tools")).toEqual({ type: "array", items: [], start: 39, end: 41 });
    expect(parseJson("\uFEFF[1]")).toEqual({ type: "array", items: [{ type: "number", value: 1, start: 2, end: 3 }], start: 1, end: 4 });
  });

  // [text, message, offset]
  const bad: [string, string, number][] = [
    ["", "the text is empty", 0],
    ["[1,]", "unexpected ']', expected a value", 3],
    ["[1 2]", "unexpected '2', expected ',' or ']' after an element", 3],
    ['{"a" 1}', "unexpected '1', expected ':' after a property name", 5],
    ["{a: 1}", "unexpected 'a', expected a property name in double quotes", 1],
    ['{"a": 1', "unexpected end of text, expected ',' or '}' after a property", 7],
    ['"abc', "unterminated string", 4],
    ['"a\\x"', "bad escape '\\x' in a string", 2],
    ['"a\nb"', "character U+000A in a string (write it as an escape)", 2],
    ["01", "unexpected '1' after the value", 1],
    ["tru", "unexpected 't', expected a value", 0],
    ["[".repeat(MAX_JSON_DEPTH + 1), `values nest deeper than ${MAX_JSON_DEPTH} levels`, MAX_JSON_DEPTH],
  ];
  it.each(bad)("refuses %j", (text, message, offset) => {
    let error: unknown;
    try {
      parseJson(text);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(JsonSyntaxError);
    expect({ message: (error as JsonSyntaxError).message, offset: (error as JsonSyntaxError).offset }).toEqual({ message, offset });
  });
});

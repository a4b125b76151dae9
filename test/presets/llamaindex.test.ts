// The llamaindex preset on a finance agent (test/fixtures/llamaindex): tool({ name, description, parameters,
// execute }) and tool(fn, { … }) from "llamaindex" and "@llamaindex/core/tools" (one callee, the config at 0 or
// 1 by the number of arguments); FunctionTool.from in both argument orders and new FunctionTool(fn, config); a
// description in a const (a template starting with a newline); no description. Near misses: an agent's name and
// description, Readable.from from "@llamaindex/env", Array.from, and the project's own tool().
import { describe, expect, it } from "vitest";
import { fixtureRows, loadFixture, type Row } from "./run.js";

const read = { type: "action", kind: "unknown", approval: false } as const;
const ok = (description: string) => ({ description, status: "ok" }) as const;

const EXPECTED: Row[] = [
  // src/tools/math.ts.
  { ...read, name: "sumNumbers", ...ok("Use this function to sum two numbers"), at: "src/tools/math.ts:6:16" },
  // tool(divide, { … }).
  { ...read, name: "divideNumbers", ...ok("Use this function to divide two numbers"), at: "src/tools/math.ts:18:16" },
  { ...read, name: "roundNumber", description: undefined, status: "missing", at: "src/tools/math.ts:23:28" },

  // src/tools/weather.ts: the description is a const (a template), located where the tool names it.
  {
    ...read,
    name: "weather",
    ...ok(
      "\n      Use this function to get the weather of any given location.\n      Note that the weather code should follow WMO Weather interpretation codes (WW):\n      0: Clear sky",
    ),
    at: "src/tools/weather.ts:12:16",
  },
  { ...read, name: "get_user_info", ...ok("Get the profile of a user by their ID."), at: "src/tools/weather.ts:22:18" },
  { ...read, name: "get_current_id", ...ok("Get the ID of the signed-in user."), at: "src/tools/weather.ts:29:16" },
  { ...read, name: "convert_currency", ...ok("Convert an amount from US dollars to euros."), at: "src/tools/weather.ts:36:44" },
];

describe("llamaindex preset (test/fixtures/llamaindex)", () => {
  it("is picked from package.json (llamaindex, @llamaindex/*)", () => {
    expect(loadFixture("llamaindex").presets).toEqual([{ package: ".", presets: ["llamaindex", "tool-shapes"] }]);
  });

  it("finds tool() in both forms, FunctionTool.from and new FunctionTool, and not another from() or tool()", () => {
    expect(fixtureRows("llamaindex")).toEqual(EXPECTED);
  });

  it("builds the directory", () => {
    expect(loadFixture("llamaindex").directories[0].lines.map((l) => l.text)).toEqual([
      "convert_currency: Convert an amount from US dollars to euros.",
      "divideNumbers: Use this function to divide two numbers",
      "get_current_id: Get the ID of the signed-in user.",
      "get_user_info: Get the profile of a user by their ID.",
      "roundNumber: ",
      "sumNumbers: Use this function to sum two numbers",
      "weather: Use this function to get the weather of any given location. Note that the weather code should follow WMO Weather interpretation codes (WW): 0: Clear sky",
    ]);
  });
});

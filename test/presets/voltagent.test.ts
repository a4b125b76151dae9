// The voltagent preset on a travel desk (test/fixtures/voltagent): createTool({ name, description, parameters,
// execute }) from "@voltagent/core"; needsApproval true (approval), false, and a function of the arguments (not a
// flag the declaration states, so no approval); a needsApproval in a comment; a multi-line template description;
// no description. Near misses: the Agent's name and instructions, and a createTool from the project.
import { describe, expect, it } from "vitest";
import { fixtureRows, loadFixture, type Row } from "./run.js";

const unknown = { type: "action", kind: "unknown", approval: false } as const;
const approved = { type: "action", kind: "unknown", approval: true } as const;
const ok = (description: string) => ({ description, status: "ok" }) as const;

const EXPECTED: Row[] = [
  // src/tools/bookings.ts: needsApproval: true.
  {
    ...approved,
    name: "bookFlight",
    ...ok("Book a flight for the traveller.\n    The card on file is charged at once."),
    at: "src/tools/bookings.ts:7:16",
  },
  // needsApproval: async ({ amount }) => amount > 100.
  { ...unknown, name: "refundBooking", ...ok("Refund a booking to the card it was paid with."), at: "src/tools/bookings.ts:17:16" },
  // needsApproval: false.
  { ...unknown, name: "holdSeat", ...ok("Hold a seat on a flight for 15 minutes without paying."), at: "src/tools/bookings.ts:25:16" },
  // No description: located at the createTool( call.
  { ...unknown, name: "cancelHold", description: undefined, status: "missing", at: "src/tools/bookings.ts:32:31" },
  // src/tools/weather.ts: `/* needsApproval: true, */` is a comment.
  { ...unknown, name: "getWeather", ...ok("Get the current weather for a destination city"), at: "src/tools/weather.ts:9:16" },
];

describe("voltagent preset (test/fixtures/voltagent)", () => {
  it("is picked from package.json (@voltagent/*), alone", () => {
    expect(loadFixture("voltagent").presets).toEqual([{ package: ".", presets: ["voltagent"] }]);
  });

  it("finds createTool from @voltagent/core, with needsApproval, and not an Agent or the project's createTool", () => {
    expect(fixtureRows("voltagent")).toEqual(EXPECTED);
  });

  it("groups by tool set: the agent's tools, imported from two files, are one group", () => {
    expect(loadFixture("voltagent").catalog.actions.map((a) => [a.name, a.group])).toEqual([
      ["bookFlight", "src/index.ts:13"],
      ["refundBooking", "src/index.ts:13"],
      ["holdSeat", "src/index.ts:13"],
      ["cancelHold", "src/index.ts:13"],
      ["getWeather", "src/index.ts:13"],
    ]);
  });

  it("marks an approval that is a function of the arguments as unknown (risk-not-declared leaves it alone)", () => {
    expect(loadFixture("voltagent").catalog.actions.map((a) => [a.name, a.approvalUnknown ?? false])).toEqual([
      ["bookFlight", false],
      ["refundBooking", true],
      ["holdSeat", false],
      ["cancelHold", false],
      ["getWeather", false],
    ]);
  });

  it("builds the directory (directory.cut): needsApproval shows", () => {
    expect(loadFixture("voltagent", { cut: true }).directories[0].lines.map((l) => l.text)).toEqual([
      "bookFlight (needs approval): Book a flight for the traveller.",
      "cancelHold: ",
      "getWeather: Get the current weather for a destination city",
      "holdSeat: Hold a seat on a flight for 15 minutes without paying.",
      "refundBooking: Refund a booking to the card it was paid with.",
    ]);
  });
});

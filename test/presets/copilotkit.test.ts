// The copilotkit preset on a Next.js trip planner (test/fixtures/copilotkit): useCopilotAction({ name,
// description, parameters, handler }) from "@copilotkit/react-core" (also with renderAndWaitForResponse, and
// without a description, with a deps array); useFrontendTool and useHumanInTheLoop from
// "@copilotkit/react-core/v2", one description an imported const through the tsconfig `@/` path; Angular's
// registerFrontendTool / registerHumanInTheLoop in a component's constructor; the runtime's defineTool from
// "@copilotkit/runtime/v2". Near misses: useCopilotReadable (context, not an action), the project's own
// useFrontendTool, and the renderers of tool calls: useCopilotAction's catch-all name "*" and its render-only
// available "disabled" and "frontend" (an action available "remote" is a tool). useComponent, whose description
// CopilotKit frames with its own sentence.
import { describe, expect, it } from "vitest";
import { catalogOf } from "../helpers/project.js";
import { fixtureRows, loadFixture, type Row } from "./run.js";

const read = { type: "action", kind: "unknown", approval: false } as const;
const ok = (description: string) => ({ description, status: "ok" }) as const;

const EXPECTED: Row[] = [
  // angular/trip.component.ts: inside the constructor (the handler's `this` does not make it a factory).
  { ...read, name: "setBudget", ...ok("Set the trip budget in euros."), at: "angular/trip.component.ts:13:20" },
  {
    ...read,
    name: "approveSpend",
    ...ok("Ask the traveller to approve a purchase over the budget."),
    at: "angular/trip.component.ts:20:20",
  },

  // app/api/copilotkit/route.ts: a server tool of the BuiltInAgent.
  { ...read, name: "searchFlights", ...ok("Search flights between two airports on a given date."), at: "app/api/copilotkit/route.ts:6:16" },

  // components/destination-list.tsx.
  {
    ...read,
    name: "addDestination",
    ...ok("Add a destination to the trip, at the end of the list."),
    at: "components/destination-list.tsx:14:18",
  },
  // renderAndWaitForResponse waits for the user's answer; CopilotKit has no approval flag, so none is read.
  {
    ...read,
    name: "confirmBooking",
    ...ok("Ask the user to confirm a hotel booking before it is made."),
    at: "components/destination-list.tsx:22:18",
  },
  // No description: located at the useCopilotAction( call.
  { ...read, name: "clearDestinations", description: undefined, status: "missing", at: "components/destination-list.tsx:30:3" },

  // components/tool-call-renderers.tsx: only the action available "remote"; the renderers are not tools.
  { ...read, name: "bookTaxi", ...ok("Book a taxi from the airport to the hotel."), at: "components/tool-call-renderers.tsx:33:18" },

  // components/trip-tools.tsx.
  {
    ...read,
    name: "removeDestination",
    ...ok("Remove a destination from the trip. The destination and its notes are deleted permanently."),
    at: "components/trip-tools.tsx:11:20",
  },
  {
    ...read,
    name: "scheduleCall",
    ...ok("Use human-in-the-loop to schedule a call with a travel agent."),
    at: "components/trip-tools.tsx:20:18",
  },
];

describe("copilotkit preset (test/fixtures/copilotkit)", () => {
  it("is picked from package.json (@copilotkit/*)", () => {
    expect(loadFixture("copilotkit").presets).toEqual([{ package: ".", presets: ["copilotkit"] }]);
  });

  it("finds the React and Angular hooks and the runtime's defineTool, and not a readable, the project's hook or a renderer", () => {
    expect(fixtureRows("copilotkit")).toEqual(EXPECTED);
  });

  it("builds the directory", () => {
    expect(loadFixture("copilotkit").directories[0].lines.map((l) => l.text)).toEqual([
      "addDestination: Add a destination to the trip, at the end of the list.",
      "approveSpend: Ask the traveller to approve a purchase over the budget.",
      "bookTaxi: Book a taxi from the airport to the hotel.",
      "clearDestinations: ",
      "confirmBooking: Ask the user to confirm a hotel booking before it is made.",
      // The cut drops "deleted permanently" (truncation-drops-irreversibility).
      "removeDestination: Remove a destination from the trip. The destination and its notes are deleted permanently.",
      "scheduleCall: Use human-in-the-loop to schedule a call with a travel agent.",
      "searchFlights: Search flights between two airports on a given date.",
      "setBudget: Set the trip budget in euros.",
    ]);
  });
});

describe("useComponent: CopilotKit writes the description itself", () => {
  const PREFIX = (name: string) => `Use this tool to display the "${name}" component in the chat. This tool renders a visual UI component for the user.`;
  const V2 = `import { useComponent } from "@copilotkit/react-core/v2";\n`;
  const rows = (body: string) =>
    catalogOf({ "page.tsx": body }, { presets: ["copilotkit"] }).actions.map((a) => [a.name, a.descriptionStatus, a.description, a.framed, a.joins]);

  it.each([
    ["with a description: the prefix, a blank line, the description", `${V2}useComponent({ name: "showTrips", description: "Lists the traveller's trips.", render: Trips });`, [["showTrips", "ok", `${PREFIX("showTrips")}\n\nLists the traveller's trips.`, PREFIX("showTrips").length + 2, undefined]]],
    ["without one: the prefix alone, never missing", `${V2}useComponent({ name: "showSeatMap", render: SeatMap });`, [["showSeatMap", "ok", PREFIX("showSeatMap"), PREFIX("showSeatMap").length, undefined]]],
    ["an empty one is none (a falsy string)", `${V2}useComponent({ name: "showLoyalty", description: "", render: Loyalty });`, [["showLoyalty", "ok", PREFIX("showLoyalty"), PREFIX("showLoyalty").length, undefined]]],
    ["a built description keeps its joins, moved past the prefix", `${V2}const city = "Paris";\nuseComponent({ name: "showCity", description: \`Shows \${city} on a map.\`, render: City });`, [["showCity", "ok", `${PREFIX("showCity")}\n\nShows Paris on a map.`, PREFIX("showCity").length + 2, [PREFIX("showCity").length + 8, PREFIX("showCity").length + 13]]]],
    ["a useComponent that is not CopilotKit's is nothing", `import { useComponent } from "./hooks";\nuseComponent({ name: "showTrips", render: Trips });`, []],
  ])("%s", (_, body, expected) => {
    expect(rows(body)).toEqual(expected);
  });
});

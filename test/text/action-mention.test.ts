import { describe, expect, it } from "vitest";

import { actionMention } from "../../src/text/verb/action-mention.js";

// [text, the word that shows what the action does, its offset] or [text, null].
const cases: Array<[string, string | null, number?]> = [
  ["Frontend tool for toggling the theme of the app.", "toggling", 18],
  ["A tool for providing the final answer.", "providing", 11],
  ["A secret tool to tell the special number.", "tell", 17],
  ["A simple tool that returns a result", "returns", 19],
  ["A fast API that responds quickly", "responds", 16],
  ["You are a billing agent that answers questions about billing.", "answers", 29],
  ["Deduplication by comparing names.", "comparing", 17],
  ["can be called to generate a subject for a joke", "generate", 17],
  ["Lets you export contacts.", "export", 9],
  ["Allows users to archive old projects.", "archive", 16],
  ["Select/focus a deal in the UI so its details are shown.", "Select", 0],
  ["Press, release, or press-and-release a Companion button.", "Press", 0],
  ["App logs: monitor/debug/filter by dyno/process/source", "monitor", 10],
  ["Re-introspect all connected MCP servers.", "Re-introspect", 0],
  ["Advanced web search. Returns: Search results with highlights.", "Returns", 21],
  ["A minimal calculator for basic arithmetic.", "calculator", 10],
  ["A simple ping tool", "ping", 9],
  ["always interrupts", "interrupts", 7],
  ["Return details about a project.", "Return", 0],
  ["I don't do much...", "do", 8],
  // Found on real code (the ecosystem check): a verb after a label and its colon, a sequence of steps, a phrasal
  // verb after "for".
  ["MRTR (SEP-2322): asks for the caller name via an in-band elicitation request", "asks", 17],
  ["SEP-2575: requires the `sampling` client capability", "requires", 10],
  ["MRTR (SEP-2322): round-trips integrity-protected requestState", "round-trips", 17],
  ["Confirm, then pick a scope, then wipe", "Confirm", 0],
  ["A tool definition for signing up a user for a promotional offer", "signing", 22],
  // Near misses: a label without a verb after it, a noun and a comma, "for" and a noun.
  ["MRTR (SEP-2322): two elicitation rounds with evolving requestState before completing", null],
  ["Status: the records of a day", null],
  ["Forecast, then weather alerts", null],
  ["Hourly forecast (array structuredContent)", null],
  ["Return of goods for an order.", null],
  ["Input is a list of tables, output is the schema. Be sure that the tables exist by calling sql_db_list_tables first!", null],
  ["This tool introspects and returns the portion of the schema relevant to the prompt.", "introspects", 10],
  ["This tool requires an API key.", null],
  ["Zebra tool", null],
  ["For a location", null],
  ["A list of one or more search queries to find good resources to support the research.", null],
  ["A dealer's premium workshop that a salesperson works on.", null],
  ["The items that sellers list.", null],
  ["Name, email or phone for the contact.", null],
  ["Pre-built templates for invoices.", null],
  ["Calculator results of the last session.", null],
  ["Rules for shipping.", null],
  ["Budget details from the connected DMS. Use this before sending a mailing.", null],
];

describe("actionMention", () => {
  it.each(cases)("%s -> %s", (text, word, offset) => {
    const mention = actionMention(text);
    expect(mention === null ? null : [mention.word, mention.offset]).toEqual(word === null ? null : [word, offset]);
  });
});

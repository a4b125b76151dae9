// The rules that read a cut, under the cuts of the clients a tool ships to (src/summarize/clients): one finding per text
// and rule, naming the clients; the near misses just under each cap say nothing.

import { describe, expect, it } from "vitest";

import irreversibility from "../../rules/truncation-drops-irreversibility.js";
import summaryTruncated from "../../rules/summary-truncated.js";
import invalidName from "../../rules/invalid-tool-name.js";
import brokenText from "../../rules/broken-generated-text.js";
import nearDuplicate from "../../rules/near-duplicate-summary.js";
import dropsVerb from "../../rules/truncation-drops-verb.js";
import { runRules } from "../../src/lint/engine.js";
import { withDefaults, type Rule } from "../../src/lint/rule.js";
import { clientCutsOf } from "../../src/summarize/client-cut.js";
import { buildDirectories, summarizeCatalog } from "../../src/summarize/directory.js";
import type { Catalog } from "../../src/types.js";
import { action, catalog, loc, server } from "../helpers/catalog.js";
import { DEFAULT_SETTINGS } from "./run.js";

/** `head`, then sentences of filler, to exactly `length` characters (the last filler sentence cut to fit, ending "."). */
function padded(head: string, length: number): string {
  const filler = " Each project keeps its history, its members and its files in one place.";
  let text = head;
  while (text.length < length) text += filler;
  return text.slice(0, length - 1) + ".";
}

/** A description whose `tail` starts exactly at offset `at` (so at character at + 1). */
function withTailAt(head: string, tail: string, at: number): string {
  return padded(head, at - 1) + " " + tail;
}

const DELETE = "Delete a workspace with its projects, members and files.";
const UNDONE = "This cannot be undone.";
/** The same warning without its full stop, so that a description can end exactly where the wording does. */
const UNDONE_LAST = "This cannot be undone";
/** Where "cannot be undone" starts in `withTailAt(DELETE, UNDONE, at)`: five characters after "This ". */
const PHRASE = "cannot be undone";

interface Case {
  name: string;
  rule: Rule;
  catalog: Catalog;
  clients?: string[];
  expected: Array<{ ruleId: string; subject: { type: string; name: string }; line: number; column: number; message: string }>;
}

const mcp = (name: string, description: string, line: number, kind: "read" | "write" = "write") =>
  action(name, { preset: "mcp", nameFrom: "argument", kind, description, loc: loc(line, 3) });

/** The 2,400-character description of the issue: its verb is kept, "cannot be undone" stands at character 2,311. */
const WORKSPACE = padded(withTailAt(DELETE, UNDONE, 2305), 2400);

/** The one finding of WORKSPACE under Claude Code's cut (line 4). */
const WORKSPACE_CUT = {
  ruleId: "truncation-drops-irreversibility",
  subject: { type: "action" as const, name: "workspace_delete" },
  line: 4,
  column: 3,
  message:
    'Claude Code cuts this description at 2,048 characters; “cannot be undone” stands at character 2,311 of the description of "workspace_delete" (write), so there the model may make this permanent change without warning the user. Move it to the front, within the first 2,048 characters (e.g. "Permanently delete …").',
};

const invalid: Case[] = [
  {
    name: "a 2,400-character tool description that keeps its verb and loses “cannot be undone” at Claude Code's 2,048",
    rule: irreversibility,
    catalog: catalog({ actions: [mcp("workspace_delete", WORKSPACE, 4)] }),
    expected: [WORKSPACE_CUT],
  },
  {
    name: "a read whose wording starts before the cut and ends one character after it",
    rule: irreversibility,
    catalog: catalog({ actions: [mcp("trash_empty", padded(withTailAt("Empty the trash of a workspace.", UNDONE, 2048 - 5 - PHRASE.length + 1), 2300), 6, "read")] }),
    expected: [
      {
        ruleId: "truncation-drops-irreversibility",
        subject: { type: "action", name: "trash_empty" },
        line: 6,
        column: 3,
        message:
          'Claude Code cuts this description at 2,048 characters; “cannot be undone” stands at character 2,034 of the description of "trash_empty", so there the model never learns that the effect is permanent. Move it to the front, within the first 2,048 characters (e.g. "Permanently delete …").',
      },
    ],
  },
  {
    name: "a description of 2,049 characters ending in the wording: cut by one",
    rule: irreversibility,
    catalog: catalog({ actions: [mcp("member_remove", withTailAt("Remove a member from a workspace.", UNDONE_LAST, 2049 - UNDONE_LAST.length), 8)] }),
    expected: [
      {
        ruleId: "truncation-drops-irreversibility",
        subject: { type: "action", name: "member_remove" },
        line: 8,
        column: 3,
        message:
          'Claude Code cuts this description at 2,048 characters; “cannot be undone” stands at character 2,034 of the description of "member_remove" (write), so there the model may make this permanent change without warning the user. Move it to the front, within the first 2,048 characters (e.g. "Permanently delete …").',
      },
    ],
  },
  {
    name: "clients named by the config: one finding listing the clients that cut, none for a client with no cap",
    rule: irreversibility,
    clients: ["cline", "claude-code", "cursor"],
    catalog: catalog({ actions: [mcp("workspace_delete", WORKSPACE, 4)] }),
    expected: [WORKSPACE_CUT],
  },
  {
    name: "summary-truncated: a description of 2,049 characters",
    rule: summaryTruncated,
    catalog: catalog({ actions: [mcp("workspace_export", padded("Export a workspace as a ZIP file.", 2049), 10, "read")] }),
    expected: [
      {
        ruleId: "summary-truncated",
        subject: { type: "action", name: "workspace_export" },
        line: 10,
        column: 3,
        message:
          'Claude Code cuts this description at 2,048 characters: the description of "workspace_export" is 2,049 characters long, so its last 1 never reach the model there, and what the model reads ends at “…iles in one place… [truncated]”. Put what it does and what the model must know first, or shorten it.',
      },
    ],
  },
  {
    name: "summary-truncated: an MCP server's instructions of 2,049 characters",
    rule: summaryTruncated,
    catalog: catalog({ servers: [server("workspace", { preset: "mcp", description: padded("Call workspace_list first.", 2049), loc: loc(5, 7) })] }),
    expected: [
      {
        ruleId: "summary-truncated",
        subject: { type: "server", name: "workspace" },
        line: 5,
        column: 7,
        message:
          'Claude Code cuts this server\'s instructions at 2,048 characters: the instructions of server "workspace" are 2,049 characters long, so their last 1 never reach the model there, and what the model reads ends at “…one place. Each … [truncated]”. Put what the model must know first, or shorten them.',
      },
    ],
  },
  {
    name: "truncation-drops-verb: a preamble of 2,100 characters before the verb",
    rule: dropsVerb,
    catalog: catalog({ actions: [mcp("report_weekly", "For dealers who manage several rooftops " + "and ".repeat(520) + "their stock, generates a weekly report.", 12, "read")] }),
    expected: [
      {
        ruleId: "truncation-drops-verb",
        subject: { type: "action", name: "report_weekly" },
        line: 12,
        column: 3,
        message:
          'Claude Code cuts this description at 2,048 characters; “generates”, the verb of the description of "report_weekly", stands at character 2,134, so there the model never reads what it does. Move the verb to the front, e.g. “Generate …”, and the preamble after it.',
      },
    ],
  },
  {
    name: "invalid-tool-name: an OpenAI tool named with 65 characters",
    rule: invalidName,
    catalog: catalog({ actions: [action("n".repeat(65), { preset: "openai", description: "Search notes.", declarationLoc: loc(14, 9) })] }),
    expected: [
      {
        ruleId: "invalid-tool-name",
        subject: { type: "action", name: "n".repeat(65) },
        line: 14,
        column: 9,
        message: `The tool name "${"n".repeat(65)}" is 65 characters long; the OpenAI API accepts at most 64 and refuses the request, so no tool of the set can be called. Shorten it.`,
      },
    ],
  },
  {
    name: "broken-generated-text: a markdown link across the cut",
    rule: brokenText,
    catalog: catalog({ actions: [mcp("guide_open", padded("Open the guide of a workspace.", 2030) + " [the guide](https://example.com/guide/with/a/long/path).", 16, "read")] }),
    expected: [
      {
        ruleId: "broken-generated-text",
        subject: { type: "action", name: "guide_open" },
        line: 16,
        column: 3,
        message:
          'Claude Code cuts this description at 2,048 characters, inside a markdown link of the description of "guide_open", “[the guide](https…”: the model there reads a broken link. Move the link before the cut, or shorten the text before it.',
      },
    ],
  },
  {
    name: "broken-generated-text: a code span across the cut",
    rule: brokenText,
    catalog: catalog({ actions: [mcp("index_rebuild", padded("Rebuild the search index of a workspace.", 2030) + " `npm run reindex -- --all --verbose`.", 18, "read")] }),
    expected: [
      {
        ruleId: "broken-generated-text",
        subject: { type: "action", name: "index_rebuild" },
        line: 18,
        column: 3,
        message:
          'Claude Code cuts this description at 2,048 characters, inside a code span of the description of "index_rebuild", “`npm run reindex…”: the model there reads half of it. Move the code before the cut, or shorten the text before it.',
      },
    ],
  },
  {
    name: "near-duplicate-summary: two tools whose first 2,048 characters are the same",
    rule: nearDuplicate,
    catalog: catalog({
      actions: [
        mcp("stock_wipe", padded("Update the stock of a dealer.", 2100) + " Wipes stock. " + "Red cars sold in spring. ".repeat(200), 20),
        mcp("leads_keep", padded("Update the stock of a dealer.", 2100) + " Keeps leads. " + "Blue vans bought in autumn. ".repeat(200), 22),
      ],
    }),
    expected: [
      {
        ruleId: "near-duplicate-summary",
        subject: { type: "action", name: "leads_keep" },
        line: 22,
        column: 3,
        message:
          'Claude Code cuts this description at 2,048 characters, and there "leads_keep" and "stock_wipe" read the same, though their full descriptions differ (similarity 0.35): the model cannot tell which to call. Put what sets each apart before the cut.',
      },
    ],
  },
];

const valid: Array<Omit<Case, "expected">> = [
  {
    name: "near-duplicate-summary: the same first 2,000 characters, told apart before the cut",
    rule: nearDuplicate,
    catalog: catalog({
      actions: [
        mcp("stock_wipe", padded("Update the stock of a dealer.", 2000) + " Wipes stock. " + "Red cars sold in spring. ".repeat(200), 20),
        mcp("leads_keep", padded("Update the stock of a dealer.", 2000) + " Keeps leads. " + "Blue vans bought in autumn. ".repeat(200), 22),
      ],
    }),
  },
  {
    name: "broken-generated-text: a link that ends exactly at the cut",
    rule: brokenText,
    catalog: catalog({ actions: [mcp("guide_open", padded("Open the guide of a workspace.", 2048 - "[the guide](https://example.com/g)".length - 1) + " [the guide](https://example.com/g) and more text after the cut.", 16, "read")] }),
  },
  {
    name: "invalid-tool-name: an OpenAI tool named with exactly 64 characters",
    rule: invalidName,
    catalog: catalog({ actions: [action("n".repeat(64), { preset: "openai", description: "Search notes." })] }),
  },
  {
    name: "invalid-tool-name: a name of 70 characters in a framework no client profile names (LangChain)",
    rule: invalidName,
    catalog: catalog({ actions: [action("n".repeat(70), { preset: "langchain", description: "Search notes." })] }),
  },
  {
    name: "the wording ends exactly at the cut (character 2,048)",
    rule: irreversibility,
    catalog: catalog({ actions: [mcp("trash_empty", padded(withTailAt("Empty the trash of a workspace.", UNDONE, 2048 - 5 - PHRASE.length), 2300), 6)] }),
  },
  {
    name: "a description of exactly 2,048 characters ending in the wording: not cut",
    rule: irreversibility,
    catalog: catalog({ actions: [mcp("member_remove", withTailAt("Remove a member from a workspace.", UNDONE_LAST, 2048 - UNDONE_LAST.length), 8)] }),
  },
  {
    name: "summary-truncated: a description of exactly 2,048 characters",
    rule: summaryTruncated,
    catalog: catalog({ actions: [mcp("workspace_export", padded("Export a workspace as a ZIP file.", 2048), 10, "read")] }),
  },
  {
    name: "summary-truncated: an MCP server's instructions of exactly 2,048 characters",
    rule: summaryTruncated,
    catalog: catalog({ servers: [server("workspace", { preset: "mcp", description: padded("Call workspace_list first.", 2048), loc: loc(5, 7) })] }),
  },
  {
    name: "summary-truncated: instructions that could not be read",
    rule: summaryTruncated,
    catalog: catalog({ servers: [server("workspace", { preset: "mcp", descriptionStatus: "unresolved" })] }),
  },
  {
    name: "summary-truncated: a description of 2,047 characters",
    rule: summaryTruncated,
    catalog: catalog({ actions: [mcp("workspace_export", padded("Export a workspace as a ZIP file.", 2047), 10, "read")] }),
  },
  {
    name: "clients with no documented cap on descriptions (Cursor, VS Code Copilot, Cline)",
    rule: irreversibility,
    clients: ["cursor", "vscode-copilot", "cline"],
    catalog: catalog({ actions: [mcp("workspace_delete", WORKSPACE, 4)] }),
  },
  {
    name: "an OpenAI SDK tool: the API refuses a description over 1,024 characters, it does not cut it",
    rule: summaryTruncated,
    catalog: catalog({ actions: [action("workspace_delete", { preset: "openai", kind: "write", description: WORKSPACE })] }),
  },
  {
    name: "an Anthropic SDK tool: no documented cap on descriptions",
    rule: irreversibility,
    catalog: catalog({ actions: [action("workspace_delete", { preset: "anthropic", kind: "write", description: WORKSPACE })] }),
  },
  {
    name: "the verb is kept: nothing for truncation-drops-verb",
    rule: dropsVerb,
    catalog: catalog({ actions: [mcp("workspace_delete", WORKSPACE, 4)] }),
  },
  {
    // The name says the verb the reader finds far on (“get”); the kept text says what it does in other words.
    name: "the tool's name says the verb: nothing for truncation-drops-verb",
    rule: dropsVerb,
    catalog: catalog({ actions: [mcp("get_slow_requests", "Convenience tool that retrieves the slowest requests " + "and ".repeat(520) + "their samples, so you get the list.", 12, "read")] }),
  },
  {
    name: "a description the pipeline did not prove is not judged",
    rule: irreversibility,
    catalog: catalog({ actions: [action("workspace_delete", { preset: "mcp", kind: "write", description: WORKSPACE, descriptionStatus: "unresolved" })] }),
  },
];

function run(rule: Rule, cat: Catalog, clients?: string[]) {
  const summaries = summarizeCatalog(cat, DEFAULT_SETTINGS);
  const setting = { severity: rule.defaultSeverity, options: withDefaults(rule, {}) };
  return runRules({
    catalog: cat,
    directories: buildDirectories(cat, summaries, DEFAULT_SETTINGS),
    summaries,
    clientCuts: clientCutsOf(cat, DEFAULT_SETTINGS, clients),
    rules: [rule],
    setting: () => setting,
    distinctSettings: () => [setting],
  });
}

describe("the rules that read a cut, under the clients' cuts", () => {
  it("builds the fixtures at the lengths the cases name", () => {
    expect(WORKSPACE.length).toBe(2400);
    expect(WORKSPACE.indexOf(PHRASE)).toBe(2310);
    const endsAtCut = padded(withTailAt("Empty the trash of a workspace.", UNDONE, 2048 - 5 - PHRASE.length), 2300);
    expect(endsAtCut.indexOf(PHRASE) + PHRASE.length).toBe(2048);
    const exact = withTailAt("Remove a member from a workspace.", UNDONE_LAST, 2048 - UNDONE_LAST.length);
    expect([exact.length, exact.endsWith(PHRASE)]).toEqual([2048, true]);
  });

  it.each(invalid)("reports $name", ({ rule, catalog: cat, clients, expected }) => {
    const { diagnostics, ruleErrors } = run(rule, cat, clients);
    expect(ruleErrors).toEqual([]);
    expect(diagnostics.map((d) => ({ ruleId: d.ruleId, subject: d.subject, line: d.line, column: d.column, message: d.message }))).toEqual(expected);
  });

  it.each(valid)("says nothing of $name", ({ rule, catalog: cat, clients }) => {
    const { diagnostics, ruleErrors } = run(rule, cat, clients);
    expect(ruleErrors).toEqual([]);
    expect(diagnostics).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";

import { findBrokenText, findCutOpen } from "../../src/text/broken/broken-text.js";
import type { DefectKind } from "../../src/text/broken/defect.js";

/** The defects of one kind in `text`, as [excerpt, offset]. */
function defectsOf(kind: DefectKind, text: string): Array<[string, number]> {
  return findBrokenText(text)
    .filter((d) => d.defect === kind)
    .map((d) => [d.excerpt, d.offset]);
}

type Row = [text: string, expected: Array<[excerpt: string, offset: number]>];

function table(kind: DefectKind, flagged: Row[], nearMisses: string[]): void {
  describe(kind, () => {
    it.each(flagged)("flags %j", (text, expected) => {
      expect(defectsOf(kind, text)).toEqual(expected);
    });
    it.each(nearMisses)("accepts %j", (text) => {
      expect(defectsOf(kind, text)).toEqual([]);
    });
  });
}

table(
  "glued-article",
  [
    ["Fetch a single A dealer's marketing run for one vehicle.", [["single A dealer's", 15]]],
    ["Create a An invoice for the order.", [["a An invoice", 9]]],
    ["Update the The campaign settings.", [["the The campaign", 11]]],
    ["Delete one This record and its notes.", [["one This record", 11]]],
    ["List every Our customer by region.", [["every Our customer", 11]]],
    ["Show the Their own bookings first.", [["the Their own", 9]]],
    ["Open a Each item in a new tab.", [["a Each item", 7]]],
    ["Archive some Those old drafts.", [["some Those old", 13]]],
    ["Fetch a single A dealer's run. Then update the The run.", [["single A dealer's", 15], ["the The run.", 47]]],
  ],
  [
    "Create a pull request via the GitHub API.",
    "Run an A/B test on the subject line.",
    "Plan routes along the I-95 corridor.",
    "Switch the dealer to Plan A.",
    "Match donors with type A blood.",
    "Roll out plan A gradually.",
    "Sync contacts with the US office.",
    "Render the component in React.",
    "Read articles from The Guardian API.",
    "Open the This Week view.",
    "Returns the contact. The list is paginated.",
    "Set the title to `A new beginning`.",
    'Set the subject to "Your order shipped" for every mail.',
    "Lists contacts\nThe list is paginated.",
    "Note: The result is cached.",
    "A dealer's marketing run for one vehicle.",
  ],
);

table(
  "doubled-word",
  [
    ["Cancel a marketing run and withdraw the the ads it placed.", [["the the", 36]]],
    ["Send a a reminder to the contact.", [["a a", 5]]],
    ["The the list is paginated.", [["The the", 0]]],
    ["Update the contact's email email address.", [["email email", 21]]],
    ["Create an invoice for for the order.", [["for for", 18]]],
    ["Delete the\nthe record.", [["the the", 7]]],
    ["Export is is slow for large reports.", [["is is", 7]]],
  ],
  [
    "Ensure that that value is set before saving.",
    "She had had access before the migration.",
    "Flights to Bora Bora and Walla Walla.",
    "Set the grid to 1 1 for a single cell.",
    "Mark it as done. Done items are hidden.",
    "Run `npm run run` in the project folder.",
    'Search for "very very" as a phrase.',
    "Delete the record, the notes and the files.",
    "Returns the theme of the workspace.",
  ],
);

table(
  "placeholder",
  [
    ["Render a preview of the mail template for {{vehicle}} with a sample contact.", [["{{vehicle}}", 42]]],
    ["Send a reminder to ${contact.name} about the meeting.", [["${contact.name}", 19]]],
    ["Create an invoice for %s.", [["%s", 22]]],
    ["Delete %d records older than a year.", [["%d", 7]]],
    ["Notify {0} that the export is ready.", [["{0}", 7]]],
    ["Welcome <%= user.name %> to the workspace.", [["<%= user.name %>", 8]]],
    ["Greets {{ name }} and {{company}}.", [["{{ name }}", 7], ["{{company}}", 22]]],
    ["Show the %1$s report.", [["%1$s", 9]]],
  ],
  [
    "Fetch a user by id from /users/{id}.",
    "Format dates as %Y-%m-%d in the export.",
    "Raise prices by 10%s across the board.",
    "Use `{{name}}` in the template to insert the contact's name.",
    'Templates may contain placeholders such as "{{vehicle}}".',
    "Return a JSON object like {\"id\": 1}.",
    "Discount of 20% for all items.",
  ],
);

table(
  "evaluated-value",
  [
    ["Fetch a single undefined", [["single undefined", 15]]],
    ["List the undefined of the current dealer, undefined.", [["the undefined", 9], ["dealer, undefined.", 42]]],
    ["Create a NaN day trial for the account.", [["a NaN", 9]]],
    ["Fetch a single null", [["single null", 15]]],
    ["Show the orders of null for this week.", [["of null", 19]]],
    ["Delete null by id.", [["Delete null", 7]]],
    ["null records are skipped.", [["null", 0]]],
    ["Send the report to [object Object] every week.", [["[object Object]", 19]]],
    ["Update the customer's null.", [["customer's null.", 22]]],
    ["Price: NaN EUR per month.", [["Price: NaN", 7]]],
  ],
  [
    "Returns null if the contact does not exist.",
    "Returns undefined when the key is missing.",
    "Returns the contact, or null when none matches.",
    "Sets the field to null.",
    "Skips null values in the export.",
    "Removes undefined fields from the payload.",
    "Marks nullable columns as optional.",
    "Accepts a non-null id.",
    "Checks for null before saving.",
    "Returns NaN if the input is not a number.",
    "Treats undefined as an empty string.",
    "Leads to undefined behavior with negative limits.",
    "Ignores null.",
    "List null records.",
    "Pass `null` to clear the field.",
    'Returns "undefined" as a string for missing keys.',
    "Null values are skipped.",
  ],
);

table(
  "empty-substitution",
  [
    ["List the contacts of the current dealer, .", [["dealer, .", 40]]],
    ["Send a reminder to  about the meeting.", [["to  about", 18]]],
    ["Create an invoice for the order , then email it.", [["order , then", 31]]],
    ["Export contacts,, leads and deals.", [["contacts,, leads", 15]]],
    ["Archive the campaign ( ) and its runs.", [["campaign ( ) and", 21]]],
    ["Archive the campaign () and its runs.", [["campaign () and", 21]]],
    ["Fetch the   record by id.", [["the   record", 9]]],
    ["Delete the record ; then notify the owner.", [["record ; then", 17]]],
  ],
  [
    "Send a reminder.  Then log the call.",
    "Send a reminder?  Then log the call.",
    "Note:  the list is paginated.",
    "Loading ... please wait.",
    "Read the .env file of the project.",
    "Call fetch() to load the record.",
    "Lists contacts\n    of the current dealer.",
    "Returns the value 0,5 in German notation.",
    "Run `a  b` in the shell.",
    "Lists contacts  \nof the current dealer.",
  ],
);

table(
  "lowercase-start",
  [
    ["used vehicle in the dealer's stock.", [["used vehicle in", 0]]],
    ["fetch a single contact by id.", [["fetch a single", 0]]],
    ["e-mail a contact.", [["e-mail a contact.", 0]]],
    ["  create a campaign.", [["create a campaign.", 2]]],
    ["émettre une facture.", [["émettre une facture.", 0]]],
  ],
  [
    "npm install the package in the workspace.",
    "iOS push notifications for a contact.",
    "eBay listings of the dealer.",
    "gRPC health check of the service.",
    "`npm run build` in the project folder.",
    "https://example.com is checked for uptime.",
    "package.json scripts are listed.",
    "delete_file: Deletes a file at the given path.",
    "kubectl apply the manifest.",
    "kubectl-style delete of a namespace.",
    "Fetch a single contact.",
    "42 contacts are returned at most.",
    "null is returned for missing keys.",
  ],
);

table(
  "unbalanced",
  [
    ["Fetch a contact (by id or email.", [["Fetch a contact (by id or email.", 16]]],
    ["Fetch a contact by id or email).", [["by id or email).", 30]]],
    ["See the [docs for details.", [["See the [docs for details.", 8]]],
    ['Click the "Create campaign button.', [['Click the "Create campaign', 10]]],
    ["Click the Create campaign\" button.", [["the Create campaign\" button.", 25]]],
    ["Run `npm run build before deploying.", [["Run `npm run build before", 4]]],
    ["Opens the “Settings page.", [["Opens the “Settings page.", 10]]],
    ["Fetch (the [record) by id.", [["Fetch (the [record) by id.", 11]]],
    ["Fetch the record} by id.", [["Fetch the record} by id.", 16]]],
    ["Fetch the } record by id.", [["Fetch the } record by id.", 10]]],
    ["Fetch the '{ record by id.", [["Fetch the '{ record by id.", 11]]],
  ],
  [
    "Fetch a contact (by id or email).",
    "Steps: 1) open 2) edit 3) save.",
    "Choose a) email or b) phone.",
    "Say thanks :) to the customer.",
    "Fits a 27\" monitor.",
    "Reads the dealer's and the users' settings.",
    "Doesn't touch the record.",
    "See the [docs](https://example.com/docs) for details.",
    "Run `echo \"(\"` to print a bracket.",
    'Click the "Create (new" button.',
    "Quote “as is” in the note.",
    // Escaped characters are characters (a JSON example in the Pulse MCP servers' descriptions).
    'Example: {"query": "{ app(id: \\"abc\\") { name } }"}',
    'Matches \\( and \\[ literally.',
    // A closer that starts a word is a system's prefix (TM1's control objects, `}ElementAttributes_{Dim}`), and a
    // bracket between single quotes names the character (found on real descriptions).
    "Reads the attributes on the }ElementAttributes_{Dim} cube.",
    "Lists control dimensions ('}'-prefix) and orphans.",
    "Splits on '(' and ')' and '[' characters.",
  ],
);

describe("findBrokenText", () => {
  it("reports every defect of a text, by offset", () => {
    expect(findBrokenText("fetch a single A dealer's run for  the the {{id}}.").map((d) => d.defect)).toEqual([
      "lowercase-start",
      "glued-article",
      "empty-substitution",
      "doubled-word",
      "placeholder",
    ]);
  });

  it("finds nothing in clean text", () => {
    expect(findBrokenText("Create a campaign for one vehicle. The campaign starts as a draft (see `campaign.publish`).")).toEqual([]);
    expect(findBrokenText("")).toEqual([]);
  });

  it("reports offsets and lengths into the text", () => {
    const text = "Send a reminder to {{name}} now.";
    const [d] = findBrokenText(text);
    expect(text.slice(d.offset, d.offset + d.length)).toBe("{{name}}");
  });

  it("stays linear on a huge text", () => {
    const text = "Fetch the record (by id) and log it. ".repeat(5000) + "(";
    const started = performance.now();
    expect(findBrokenText(text).map((d) => d.defect)).toEqual(["unbalanced"]);
    expect(performance.now() - started).toBeLessThan(1500);
  });
});

describe("findCutOpen", () => {
  const link = "Update a mail template; placeholders must follow the [placeholder syntax guide](https://help.example.com/placeholders).";

  it("flags a markdown link whose text the cut leaves open", () => {
    const cut = link.indexOf("syntax");
    expect(findCutOpen(link, cut)).toEqual([
      { defect: "cut-open-link", offset: link.indexOf("["), length: cut - link.indexOf("["), excerpt: "[placeholder" },
    ]);
  });

  it("flags a markdown link whose address the cut leaves open", () => {
    const cut = link.indexOf("example");
    expect(findCutOpen(link, cut).map((d) => [d.defect, d.excerpt])).toEqual([["cut-open-link", "[placeholder syntax guide](https://help."]]);
  });

  it("flags a code span the cut leaves open", () => {
    const text = "Run `npm run build -- --watch` before deploying.";
    expect(findCutOpen(text, 12).map((d) => [d.defect, d.offset, d.excerpt])).toEqual([["cut-open-code", 4, "`npm run"]]);
  });

  it("accepts a cut after the link or code span, a cut before it, and plain brackets or quotes", () => {
    expect(findCutOpen(link, link.length)).toEqual([]);
    expect(findCutOpen(link, 20)).toEqual([]);
    expect(findCutOpen("Fetch a contact (by id or by email address) now.", 25)).toEqual([]);
    expect(findCutOpen('Set the subject to "Your order has shipped" for every mail.', 30)).toEqual([]);
    expect(findCutOpen("See the [optional] flag.", 12)).toEqual([]);
  });

  it("leaves a link the description never closes to findBrokenText", () => {
    const text = "See the [docs for details and more.";
    expect(findCutOpen(text, 14)).toEqual([]);
    expect(findBrokenText(text).map((d) => d.defect)).toEqual(["unbalanced"]);
  });

  it("ignores link syntax inside a code span", () => {
    const text = "Writes `[a](b)` links and more text after it.";
    expect(findCutOpen(text, 10)[0]?.defect).toBe("cut-open-code");
  });
});

/** A text with its joins marked "‸" (where substituted parts start and end): the text and the joins. */
function unmark(marked: string): [text: string, joins: number[]] {
  const joins: number[] = [];
  let text = "";
  for (const ch of marked) {
    if (ch === "‸") joins.push(text.length);
    else text += ch;
  }
  return [text, joins];
}

describe("substitution-only checks look at the joins only", () => {
  const defects = (marked: string) =>
    findBrokenText(...unmark(marked)).map((d) => [d.defect, d.excerpt, d.offset] as [DefectKind, string, number]);

  it.each<[string, Array<[DefectKind, string, number]>]>([
    ["Fetch a single ‸A dealer's marketing run.‸", [["glued-article", "single A dealer's", 15]]],
    ["‸fetch‸ a single contact.", [["lowercase-start", "fetch a single", 0]]],
    ["\n  ‸used vehicle in stock.‸", [["lowercase-start", "used vehicle in", 3]]],
    ["Send a reminder to ‸‸ about the meeting.", [["empty-substitution", "to  about", 18]]],
    ["List the contacts, sorted by ‸‸.", [["empty-substitution", "by .", 28]]],
    ["Export contacts,‸‸, leads and deals.", [["empty-substitution", "contacts,, leads", 15]]],
    ["Archive the campaign (‸‸) and its runs.", [["empty-substitution", "campaign () and", 21]]],
    ["Fetch a single ‸undefined‸", [["evaluated-value", "single undefined", 15]]],
    ["Start a ‸NaN‸ day trial for ‸[object Object]‸.", [["evaluated-value", "a NaN", 8], ["evaluated-value", "[object Object]", 26]]],
    ["Show the orders of ‸null‸ for this week.", [["evaluated-value", "of null", 19]]],
  ])("flags %j", (marked, expected) => {
    expect(defects(marked)).toEqual(expected);
  });

  it.each([
    // the same texts as literals
    "Fetch a single A dealer's marketing run.",
    "fetch a single contact.",
    "Send a reminder to  about the meeting.",
    "List the contacts, sorted by .",
    "Export contacts,, leads and deals.",
    "Archive the campaign () and its runs.",
    "Fetch a single undefined",
    "Start a NaN day trial for [object Object].",
    // a markdown table padded with spaces, in literal text around a substitution
    "Examples:\n| tag   | value |\n|-------|-------|\n| starred | 87    |\n\n‸This tool can be called as DC.‸",
    "- offset: 0, length: 100     → First 100 results\n‸Use absolute paths.‸",
    // a join elsewhere than the defect
    "‸Fetch‸ a single A dealer's run.",
    "‸List‸ contacts  of a dealer.",
    "Delete ‸the record‸; undefined fields are dropped.",
    "Lists ‸contacts‸. null values are skipped.",
    // a value that is part of a substituted text, not the whole of it
    "Fetch a single ‸undefined record‸.",
    "‸Show‸ the orders of null for this week.",
    // a lowercase word after a substitution, not at the start
    "Deletes a file. ‸fetch‸ it first.",
  ])("accepts %j", (marked) => {
    expect(defects(marked).filter(([kind]) => kind !== "doubled-word" && kind !== "placeholder" && kind !== "unbalanced")).toEqual([]);
  });

  it.each<[string, Array<[DefectKind, string, number]>]>([
    ["Cancel the run and withdraw the the ads.", [["doubled-word", "the the", 28]]],
    ["Render a preview for {{vehicle}}.", [["placeholder", "{{vehicle}}", 21]]],
    ["Fetch a contact (by id or email.", [["unbalanced", "Fetch a contact (by id or email.", 16]]],
    ['Show "cards" and "teams" as "lists.', [["unbalanced", 'and "teams" as "lists.', 28]]],
  ])("checks %j everywhere, literal text too", (text, expected) => {
    expect(findBrokenText(text, []).map((d) => [d.defect, d.excerpt, d.offset])).toEqual(expected);
  });

  it.each([
    // Real (a LangChain tool for a zero-shot-react prompt): the template prints one brace of each pair.
    'Input is a JSON object: {{"url": {{"type":"string"}}, "path": {{"type":"string"}}}}.',
    'Call it with {{ "query": "the text to find" }}.',
  ])("doubled braces around a JSON member are a template's escape, not a placeholder: %j", (text) => {
    expect(findBrokenText(text, []).filter((d) => d.defect === "placeholder")).toEqual([]);
  });

  it.each<[string, string]>([
    ["Render a preview for {{ vehicle.name }}.", "{{ vehicle.name }}"],
    ['Send {{"greeting"}} to the user.', '{{"greeting"}}'],
    ["Use {{type}}: {{value}} pairs.", "{{type}}"],
  ])("near misses: a placeholder that names a value is still one: %j", (text, first) => {
    expect(findBrokenText(text, []).filter((d) => d.defect === "placeholder")[0]?.excerpt).toBe(first);
  });

  it.each([
    // Real (copilotkit): an example utterance that quotes a page name inside quotes: four quotes, each with a partner.
    'Say "Navigate to "Cards" page and try to ask" to take you there.',
    'Reply with {"type": "user", "fid": 193," username": "derek"}.',
    // Real (inngest-agent-kit): the character itself, named in parentheses or single quotes.
    "Always use double quotes (\") for the outer string, and never '\"' inside it.",
  ])("an even number of straight quotes, or a quote named as a character, is never an unmatched quote: %j", (text) => {
    expect(findBrokenText(text, []).filter((d) => d.defect === "unbalanced")).toEqual([]);
  });
});

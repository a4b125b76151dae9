import { describe, expect, it } from "vitest";

import rule from "../../rules/broken-generated-text.js";
import type { Catalog } from "../../src/types.js";
import { action, catalog, entity, feature, loc } from "../helpers/catalog.js";
import { shape, type Expected } from "./expect.js";
import { runRule } from "./run.js";

const onAction = (name: string) => ({ type: "action" as const, name });
const onFeature = (name: string) => ({ type: "feature" as const, name });

const TEMPLATE = {
  declaration: "a template or an entity description glued into it",
  literal: "an edit of the text itself (it is written out whole, not built from parts)",
};

/** A summary cut open inside a markdown link: the link text straddles character 160. */
const LINK_CUT =
  "Update the subject, body or sender of a mail template for campaigns and marketing runs; placeholders for vehicle and " +
  "contact data must follow the [placeholder syntax guide](https://help.offlot.app/mail-templates/placeholders).";

const CODE_CUT =
  "Rebuild the search index of every dealer from the current inventory, for use after a bulk import or a schema change, by running " +
  "`npm run reindex -- --all --force` on the worker.";

/**
 * A description as the evaluator leaves it for a template: its text and `joins`, where each substitution starts
 * and ends. tpl`Fetch a single ${"A dealer's run"}.` reads like the source it stands for.
 */
function tpl(strings: TemplateStringsArray, ...substitutions: string[]): { description: string; joins: number[] } {
  let description = strings[0];
  const joins: number[] = [];
  substitutions.forEach((value, i) => {
    joins.push(description.length);
    description += value;
    joins.push(description.length);
    description += strings[i + 1];
  });
  return { description, joins: [...new Set(joins)] };
}

const CALL_SITE = { file: "/project/src/features/runs.ts", line: 7, column: 33, endLine: 12, endColumn: 3 };

const invalid: Array<{ name: string; catalog: Catalog; expected: Expected[] }> = [
  {
    name: "a capitalized article glued after a lowercase word",
    catalog: catalog({ actions: [action("marketingRun.get", { ...tpl`Fetch a single ${"A dealer's marketing run for one vehicle."}`, loc: loc(29, 20) })] }),
    expected: [{ messageId: "gluedArticle", data: { more: "", type: "action", name: "marketingRun.get", excerpt: "single A dealer's", source: TEMPLATE.declaration }, subject: onAction("marketingRun.get"), line: 29, column: 20 }],
  },
  {
    name: "a doubled word",
    catalog: catalog({ actions: [action("marketingRun.cancel", { description: "Cancel a marketing run and withdraw the the ads it placed.", loc: loc(42, 16) })] }),
    expected: [{ messageId: "doubledWord", data: { more: "", type: "action", name: "marketingRun.cancel", excerpt: "the the", source: TEMPLATE.literal }, subject: onAction("marketingRun.cancel"), line: 42, column: 16 }],
  },
  {
    name: "a mustache placeholder",
    catalog: catalog({ actions: [action("mailTemplate.preview", { description: "Render a preview of the mail template for {{vehicle}}.", loc: loc(53, 16) })] }),
    expected: [{ messageId: "placeholder", data: { more: "", type: "action", name: "mailTemplate.preview", excerpt: "{{vehicle}}", source: TEMPLATE.literal }, subject: onAction("mailTemplate.preview"), line: 53, column: 16 }],
  },
  {
    name: "a printf placeholder",
    catalog: catalog({ actions: [action("invoice.create", { description: "Create an invoice for %s.", line: 3 })] }),
    expected: [{ messageId: "placeholder", subject: onAction("invoice.create"), line: 3, column: 1 }],
  },
  {
    name: "a template literal placeholder left in a plain string",
    catalog: catalog({ actions: [action("reminder.send", { description: "Send a reminder to ${contact.name}.", line: 4 })] }),
    expected: [{ messageId: "placeholder", data: { more: "", type: "action", name: "reminder.send", excerpt: "${contact.name}", source: TEMPLATE.literal }, subject: onAction("reminder.send"), line: 4, column: 1 }],
  },
  {
    name: "undefined from a missing property",
    catalog: catalog({ actions: [action("vehicle.get", { ...tpl`Fetch a single ${"undefined"}`, line: 5 })] }),
    expected: [{ messageId: "evaluatedValue", data: { more: "", type: "action", name: "vehicle.get", excerpt: "single undefined", source: TEMPLATE.declaration }, subject: onAction("vehicle.get"), line: 5, column: 1 }],
  },
  {
    name: "null in a noun slot",
    catalog: catalog({ actions: [action("contact.get", { ...tpl`Fetch a single ${"null"} by id.`, line: 6 })] }),
    expected: [{ messageId: "evaluatedValue", subject: onAction("contact.get"), line: 6, column: 1 }],
  },
  {
    name: "NaN and [object Object]",
    catalog: catalog({ actions: [action("trial.start", { ...tpl`Start a ${"NaN"} day trial for ${"[object Object]"}.`, line: 7 })] }),
    expected: [
      { messageId: "evaluatedValue", data: { more: "", type: "action", name: "trial.start", excerpt: "a NaN", source: TEMPLATE.declaration }, subject: onAction("trial.start"), line: 7, column: 1 },
      { messageId: "evaluatedValue", data: { more: "", type: "action", name: "trial.start", excerpt: "[object Object]", source: TEMPLATE.declaration }, subject: onAction("trial.start"), line: 7, column: 1 },
    ],
  },
  {
    name: "a space before the period left by an empty value",
    catalog: catalog({ actions: [action("contact.list", { ...tpl`List the contacts of the current dealer, sorted by ${""}.`, line: 8 })] }),
    expected: [{ messageId: "emptySubstitution", data: { more: "", type: "action", name: "contact.list", excerpt: "by .", source: TEMPLATE.declaration }, subject: onAction("contact.list"), line: 8, column: 1 }],
  },
  {
    name: "a double space in the description as evaluated",
    catalog: catalog({ actions: [action("reminder.send", { ...tpl`Send a reminder to ${""} about the meeting.`, line: 9 })] }),
    expected: [{ messageId: "emptySubstitution", data: { more: "", type: "action", name: "reminder.send", excerpt: "to  about", source: TEMPLATE.declaration }, subject: onAction("reminder.send"), line: 9, column: 1 }],
  },
  {
    name: "a lowercase start (an entity description substituted at the start)",
    catalog: catalog({ actions: [action("vehicle.describe", { ...tpl`${"used vehicle in the dealer's stock."}`, line: 10 })] }),
    expected: [{ messageId: "lowercaseStart", data: { more: "", type: "action", name: "vehicle.describe", excerpt: "used vehicle in", source: TEMPLATE.declaration }, subject: onAction("vehicle.describe"), line: 10, column: 1 }],
  },
  {
    // One stray bracket throws the rest off (a JSON example found on real code gave four): reported once.
    name: "several unmatched brackets, reported once with the count",
    catalog: catalog({ actions: [action("report.run", { description: "Run a report (daily [or weekly {by team.", line: 12 })] }),
    expected: [{ messageId: "unbalanced", data: { type: "action", name: "report.run", char: "(", more: " (and 2 more)", excerpt: "Run a report (daily [or weekly {by", source: TEMPLATE.literal }, subject: onAction("report.run"), line: 12, column: 1 }],
  },
  {
    name: "an unmatched parenthesis",
    catalog: catalog({ actions: [action("contact.find", { description: "Find a contact (by id or email address.", line: 11 })] }),
    expected: [{ messageId: "unbalanced", data: { type: "action", name: "contact.find", char: "(", more: "", excerpt: "Find a contact (by id or email", source: TEMPLATE.literal }, subject: onAction("contact.find"), line: 11, column: 1 }],
  },
  {
    name: "an unclosed backtick",
    catalog: catalog({ actions: [action("index.rebuild", { description: "Run `npm run reindex on the worker.", line: 12 })] }),
    expected: [{ messageId: "unbalanced", subject: onAction("index.rebuild"), line: 12, column: 1 }],
  },
  {
    name: "a markdown link cut open by the cap (reported on the summary only)",
    catalog: catalog({ actions: [action("mailTemplate.update", { description: LINK_CUT, loc: loc(33, 5) })] }),
    expected: [{ messageId: "cutOpenLink", data: { more: "", type: "action", name: "mailTemplate.update", excerpt: "[placeholder", source: TEMPLATE.literal }, subject: onAction("mailTemplate.update"), line: 33, column: 5 }],
  },
  {
    name: "a code span cut open by the cap",
    catalog: catalog({ actions: [action("index.reindex", { description: CODE_CUT, line: 14 })] }),
    expected: [{ messageId: "cutOpenCode", data: { more: "", type: "action", name: "index.reindex", excerpt: "`npm run reindex -- --all", source: TEMPLATE.literal }, subject: onAction("index.reindex"), line: 14, column: 1 }],
  },
  {
    name: "a feature description",
    catalog: catalog({ features: [feature("marketingRuns", { description: "Plan and track the the marketing runs of a dealer.", line: 15 })] }),
    expected: [{ messageId: "doubledWord", data: { more: "", type: "feature", name: "marketingRuns", excerpt: "the the", source: TEMPLATE.literal }, subject: onFeature("marketingRuns"), line: 15, column: 1 }],
  },
  {
    name: "a factory instance: the message says so",
    catalog: catalog({
      actions: [action("marketingRun.get", { ...tpl`Fetch a single ${"A dealer's marketing run."}`, loc: loc(29, 20), instantiatedAt: CALL_SITE })],
    }),
    expected: [
      {
        messageId: "gluedArticle",
        data: {
          more: "",
          type: "action",
          name: "marketingRun.get",
          excerpt: "single A dealer's",
          source: "the factory that builds it (this action is one of its instances; the related location is the call that made it)",
        },
        subject: onAction("marketingRun.get"),
        line: 29,
        column: 20,
      },
    ],
  },
  {
    name: "one diagnostic per defect, in text order, actions before features",
    catalog: catalog({
      actions: [action("a.broken", { ...tpl`${"fetch"} a single ${"A dealer's run"} for ${""} {{id}}.`, line: 1 })],
      features: [feature("f.broken", { description: "Runs of the the dealer.", line: 2 })],
    }),
    expected: [
      { messageId: "lowercaseStart", subject: onAction("a.broken"), line: 1, column: 1 },
      { messageId: "gluedArticle", subject: onAction("a.broken"), line: 1, column: 1 },
      { messageId: "emptySubstitution", subject: onAction("a.broken"), line: 1, column: 1 },
      { messageId: "placeholder", subject: onAction("a.broken"), line: 1, column: 1 },
      { messageId: "doubledWord", subject: onFeature("f.broken"), line: 2, column: 1 },
    ],
  },
];

const valid: Array<{ name: string; catalog: Catalog }> = [
  { name: "a proper noun after an article", catalog: catalog({ actions: [action("pr.create", tpl`Create a pull request via the ${"GitHub"} API.`)] }) },
  { name: "an A/B test", catalog: catalog({ actions: [action("test.start", tpl`Start an ${"A/B"} test on the subject line of a campaign.`)] }) },
  { name: "the I-95 corridor and Plan A", catalog: catalog({ actions: [action("route.plan", tpl`Plan routes along the ${"I-95"} corridor for dealers on ${"Plan A"}.`)] }) },
  { name: "a capitalized name after a lowercase word", catalog: catalog({ actions: [action("news.read", tpl`Read articles from ${"The Guardian"} API.`)] }) },
  { name: "code in backticks", catalog: catalog({ actions: [action("build.run", { description: "Run `npm run the the build` with `%s` and `{{name}}` in the worker." })] }) },
  { name: "quoted text", catalog: catalog({ actions: [action("mail.subject", { description: 'Set the subject, e.g. "Your order shipped" or "Hello {{name}}".' })] }) },
  { name: "null as API English", catalog: catalog({ actions: [action("contact.get", tpl`Return a contact by id, or ${"null"} if none matches.`)] }) },
  { name: "undefined as API English", catalog: catalog({ actions: [action("config.get", tpl`Return a config value; returns ${"undefined"} when the key is missing.`)] }) },
  { name: "that that", catalog: catalog({ actions: [action("value.check", { description: "Ensure that that value is set before saving." })] }) },
  { name: "two spaces after a sentence", catalog: catalog({ actions: [action("call.log", tpl`Send a reminder.  ${"Then log the call."}`)] }) },
  { name: "an indented multi-line description", catalog: catalog({ actions: [action("contact.list", tpl`List the ${"contacts"}\n      of the current dealer.`)] }) },
  { name: "a code identifier first", catalog: catalog({ actions: [action("push.send", tpl`${"iOS"} push notification to a contact's phone.`)] }) },
  { name: "list markers and an inch mark", catalog: catalog({ actions: [action("tv.order", { description: "Order a 27\" screen: 1) pick a model 2) confirm." })] }) },
  { name: "a URL template", catalog: catalog({ actions: [action("user.get", { description: "Fetch a user from /users/{id}, or 404." })] }) },
  { name: "a strftime format", catalog: catalog({ actions: [action("export.csv", { description: "Export rows with dates as %Y-%m-%d." })] }) },
  {
    name: "a summary cut inside plain parentheses",
    catalog: catalog({ actions: [action("report.generate", { description: "Generate a weekly report of leads and sales across every location of a dealer group (for dealers who manage several rooftops in one region and want one view of all of them)." })] }),
  },
  {
    name: "a link the summary keeps whole",
    catalog: catalog({ actions: [action("docs.open", { description: "Open the [placeholder syntax guide](https://help.offlot.app/placeholders) for a template." })] }),
  },
  // substitution residue in literal text is the author's own typography
  {
    name: "the same defects as literal text: no substitution, so no residue",
    catalog: catalog({
      actions: [
        action("marketingRun.get", { description: "Fetch a single A dealer's marketing run." }),
        action("vehicle.get", { description: "Fetch a single undefined" }),
        action("trial.start", { description: "Start a NaN day trial for [object Object]." }),
        action("contact.list", { description: "List the contacts of the current dealer, sorted by ." }),
        action("reminder.send", { description: "Send a reminder to  about the meeting." }),
      ],
    }),
  },
  {
    name: "a markdown table padded with spaces in a literal, next to a substitution",
    catalog: catalog({
      actions: [
        action("feedback.give", tpl`Submit feedback.\n\n| tag1      | value |\n|-----------|-------|\n| starred   | 87    |\n\n${"Call it as DC: ..."}`),
      ],
    }),
  },
  {
    name: "a lowercase start written as the whole description, or as a constant or argument used as it is",
    catalog: catalog({ actions: [action("add", { description: "add two numbers together" }), action("vehicle.describe", { description: "used vehicle in the dealer's stock." })] }),
  },
  { name: "an entity description glued elsewhere (entities are not checked)", catalog: catalog({ entities: [entity("vehicle", { description: "used vehicle in the dealer's stock." })] }) },
  { name: "no description", catalog: catalog({ actions: [action("photo.delete")] }) },
  { name: "an unresolved description", catalog: catalog({ actions: [action("report.export", { descriptionStatus: "unresolved", unresolvedReason: "call of t()" })] }) },
];

describe("broken-generated-text", () => {
  it("is an error", () => {
    expect([rule.id, rule.defaultSeverity]).toEqual(["broken-generated-text", "error"]);
  });

  it.each(invalid)("flags $name", ({ catalog, expected }) => {
    expect(shape(runRule(rule, catalog), expected)).toEqual(expected);
  });

  it.each(valid)("accepts $name", ({ catalog }) => {
    expect(runRule(rule, catalog)).toEqual([]);
  });

  // Floods (docs/design.md#hostile-input): each text of a kind once, at most three of a kind, the last with how
  // many are not shown.
  it.each<[string, string, [string, string, string][]]>([
    ["a run of one doubled word", "Send a a a a a a reminder.", [["doubledWord", "a a", " (and 4 more)"]]],
    [
      "three different doubled words, then more",
      "Send the the reminder to to the owner of of the run in in time.",
      [["doubledWord", "the the", ""], ["doubledWord", "to to", ""], ["doubledWord", "of of", " (and 1 more)"]],
    ],
    ["200,000 words of one doubled word", `Send ${"word ".repeat(200_000)}now.`, [["doubledWord", "word word", " (and 199998 more)"]]],
  ])("floods: %s", (_title, description, expected) => {
    const reports = runRule(rule, catalog({ actions: [action("reminder.send", { description })] }));
    expect(reports.map((r) => [r.messageId, r.data?.excerpt, r.data?.more])).toEqual(expected);
  });

  // A defect in a long run is quoted in part, with its length: the message is not as long as the input.
  it.each<[string, string, Record<string, string>]>([
    [
      "an unmatched run of 50,000 backticks",
      `Send the note ${"`".repeat(50_000)} now.`,
      { char: `${"`".repeat(10)}… (50,000 characters)`, excerpt: `Send the note ${"`".repeat(186)}… (50,019 characters)` },
    ],
    ["a doubled word of 10,000 letters", `Send ${"x".repeat(10_000)} ${"x".repeat(10_000)} now.`, { excerpt: `${"x".repeat(200)}… (20,001 characters)` }],
    ["a placeholder of 5,000 characters", `Send {{${"a".repeat(5_000)}}} now.`, { excerpt: `{{${"a".repeat(198)}… (5,004 characters)` }],
  ])("quotes a bounded excerpt of %s", (_title, description, expected) => {
    const [report] = runRule(rule, catalog({ actions: [action("note.send", { description })] }));
    expect(report.data).toMatchObject(expected);
  });

  it("reads a token of 40,000 placeholders (%s-%s-…) once, not once per placeholder", () => {
    const reports = runRule(rule, catalog({ actions: [action("note.send", { description: `Send ${"%s-".repeat(40_000)} now.` })] }));
    expect(reports.map((r) => [r.messageId, r.data?.excerpt, r.data?.more])).toEqual([["placeholder", "%s", " (and 39999 more)"]]);
  });

  it("points a factory instance at its call site", () => {
    const reports = runRule(rule, catalog({ actions: [action("marketingRun.get", { ...tpl`Fetch a single ${"A dealer's run."}`, instantiatedAt: CALL_SITE })] }));
    expect(reports.map((r) => r.related)).toEqual([[{ ...CALL_SITE, message: '"marketingRun.get" is made by this call of the factory' }]]);
  });

  it("reports a defect of the description once, not again in its summary", () => {
    const description = tpl`Fetch a single ${"A dealer's marketing run."} ${"x".repeat(300)}`;
    expect(runRule(rule, catalog({ actions: [action("marketingRun.get", description)] })).map((r) => r.messageId)).toEqual(["gluedArticle"]);
  });

  it("reports a link the description never closes once, as unbalanced", () => {
    const description = "Update a mail template; placeholders must follow the [placeholder syntax guide for vehicle and contact data that every dealer uses in campaigns and marketing runs.";
    expect(runRule(rule, catalog({ actions: [action("mailTemplate.update", { description })] })).map((r) => r.messageId)).toEqual(["unbalanced"]);
  });
});

describe("one text, read once per text and joins", () => {
  // The rule keeps what it found in a text for the next lint (the language server's keystrokes): the joins are part
  // of what it found, so the same words glued by a template and written out whole must not share an answer.
  const glued = tpl`Fetch a single ${"A dealer's marketing run for one vehicle."}`;
  const twice = () =>
    runRule(rule, catalog({ actions: [action("templated", { ...glued, line: 1 }), action("written", { description: glued.description, line: 2 })] })).map((r) => [r.messageId, r.subject?.name]);
  it("reports the templated text and leaves the same text written out whole alone, in either order and again", () => {
    expect(twice()).toEqual([["gluedArticle", "templated"]]);
    expect(twice()).toEqual([["gluedArticle", "templated"]]);
    const reversed = runRule(rule, catalog({ actions: [action("written", { description: glued.description, line: 2 }), action("templated", { ...glued, line: 1 })] }));
    expect(reversed.map((r) => [r.messageId, r.subject?.name])).toEqual([["gluedArticle", "templated"]]);
  });
});

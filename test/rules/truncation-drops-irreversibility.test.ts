import { describe, expect, it } from "vitest";

import rule from "../../rules/truncation-drops-irreversibility.js";
import type { Catalog } from "../../src/types.js";
import type { RelatedLocation } from "../../src/lint/diagnostic.js";
import { action, catalog, entity, feature, loc } from "../helpers/catalog.js";
import { shape, type Expected } from "./expect.js";
import { runRule } from "./run.js";

const subject = (name: string) => ({ type: "action" as const, name });

/** A first sentence of `length` characters that says nothing permanent (spaces only in its first words). */
function preamble(length: number): string {
  return "For dealers who manage several rooftops " + "x".repeat(length - 40);
}

/** One sentence of 200 characters whose wording starts at `at`. */
function oneSentence(wording: string, at: number): string {
  const head = "Revoke the API key that the integration uses " + "y".repeat(at - 46) + " ";
  return (head + wording + " " + "z".repeat(200)).slice(0, 199) + ".";
}

const REVOKE =
  "Revoke an API key that an integration such as the inventory feed, the CRM sync or the lead form on the dealer's " +
  "website uses, so that its next request is rejected and the key is permanently disabled.";

const invalid: Array<{ name: string; catalog: Catalog; options?: Record<string, unknown>; expected: Expected[]; related?: RelatedLocation[] }> = [
  {
    name: "a write whose warning is the dropped second sentence",
    catalog: catalog({ actions: [action("contact.merge", { kind: "write", description: "Merge two contacts into one. This cannot be undone.", loc: loc(12, 5) })] }),
    expected: [{ messageId: "laterSentenceOfWrite", data: { name: "contact.merge", kind: "write", phrase: "cannot be undone", kept: 28 }, subject: subject("contact.merge"), line: 12, column: 5 }],
  },
  {
    name: "a write that needs approval, with the wording beyond the cap",
    catalog: catalog({ actions: [action("apiKey.revoke", { kind: "write", approval: true, description: REVOKE, loc: loc(26, 5) })] }),
    expected: [{ messageId: "beyondCapOfWrite", data: { name: "apiKey.revoke", kind: "write, needs approval", phrase: "permanently", kept: 153 }, subject: subject("apiKey.revoke"), line: 26, column: 5 }],
  },
  {
    name: "a read, later sentence (still an error, its own message)",
    catalog: catalog({ actions: [action("export.link", { description: "Create a download link for a GDPR export. Once used, the link is destroyed.", line: 3 })] }),
    expected: [{ messageId: "laterSentence", data: { name: "export.link", kind: "read", phrase: "is destroyed", kept: 41 }, subject: subject("export.link"), line: 3, column: 1 }],
  },
  {
    name: "a read, beyond the cap",
    catalog: catalog({ actions: [action("report.archive", { description: `${preamble(150)} and wipes the cached copies.`, line: 4 })] }),
    expected: [{ messageId: "beyondCap", data: { name: "report.archive", kind: "read", phrase: "wipes", kept: 154 }, subject: subject("report.archive"), line: 4, column: 1 }],
  },
  {
    name: "a read that needs approval gets the write message",
    catalog: catalog({ actions: [action("vault.reveal", { approval: true, description: "Reveal a stored secret once. After that it is destroyed.", line: 5 })] }),
    expected: [{ messageId: "laterSentenceOfWrite", data: { name: "vault.reveal", kind: "read, needs approval", phrase: "is destroyed", kept: 28 }, subject: subject("vault.reveal"), line: 5, column: 1 }],
  },
  {
    name: "a wording that starts before the cap and ends after it",
    catalog: catalog({ actions: [action("key.rotate", { kind: "write", description: oneSentence("cannot be undone", 150), line: 6 })] }),
    expected: [{ messageId: "beyondCapOfWrite", data: { name: "key.rotate", kind: "write", phrase: "cannot be undone", kept: 159 }, subject: subject("key.rotate"), line: 6, column: 1 }],
  },
  {
    name: "curly apostrophes",
    catalog: catalog({ actions: [action("channel.delete", { kind: "write", description: "Delete a channel. This can’t be undone.", line: 7 })] }),
    expected: [{ messageId: "laterSentenceOfWrite", data: { name: "channel.delete", kind: "write", phrase: "can’t be undone", kept: 17 }, subject: subject("channel.delete"), line: 7, column: 1 }],
  },
  {
    name: "a config phrase",
    catalog: catalog({ actions: [action("newsletter.send", { kind: "write", description: "Send the newsletter to the list. Final once sent.", line: 8 })] }),
    options: { phrases: ["final once sent"] },
    expected: [{ messageId: "laterSentenceOfWrite", data: { name: "newsletter.send", kind: "write", phrase: "Final once sent", kept: 32 }, subject: subject("newsletter.send"), line: 8, column: 1 }],
  },
  {
    name: "a wording after a paragraph break",
    catalog: catalog({ actions: [action("folder.delete", { kind: "write", description: "Delete a folder\n\nDeleted folders are gone for good.", line: 9 })] }),
    expected: [{ messageId: "laterSentenceOfWrite", data: { name: "folder.delete", kind: "write", phrase: "gone for good", kept: 15 }, subject: subject("folder.delete"), line: 9, column: 1 }],
  },
  {
    name: "a wording in the third sentence",
    catalog: catalog({ actions: [action("table.drop", { kind: "write", description: "Drop a table. It must be empty. All rows will be lost.", line: 10 })] }),
    expected: [{ messageId: "laterSentenceOfWrite", data: { name: "table.drop", kind: "write", phrase: "will be lost", kept: 13 }, subject: subject("table.drop"), line: 10, column: 1 }],
  },
  {
    name: "a cut first sentence with the wording in the next one",
    catalog: catalog({ actions: [action("tenant.close", { kind: "write", description: `${preamble(200)}. Closing is irreversible.`, line: 11 })] }),
    expected: [{ messageId: "laterSentenceOfWrite", subject: subject("tenant.close"), line: 11, column: 1 }],
  },
  {
    name: "a cut first sentence with the wording in its own cut part",
    catalog: catalog({ actions: [action("tenant.purge", { kind: "write", description: `${preamble(170)} permanently. Then it mails the owner.`, line: 12 })] }),
    expected: [{ messageId: "beyondCapOfWrite", subject: subject("tenant.purge"), line: 12, column: 1 }],
  },
  {
    name: "upper case",
    catalog: catalog({ actions: [action("issue.lock", { kind: "write", description: "LOCK AN ISSUE. THIS CANNOT BE UNDONE.", line: 13 })] }),
    expected: [{ messageId: "laterSentenceOfWrite", data: { name: "issue.lock", kind: "write", phrase: "CANNOT BE UNDONE", kept: 14 }, subject: subject("issue.lock"), line: 13, column: 1 }],
  },
  {
    name: "a multi-word wording the cap cuts in the middle",
    catalog: catalog({ actions: [action("backup.drop", { kind: "write", description: `${preamble(150)} and removes them forever.`, line: 14 })] }),
    expected: [{ messageId: "beyondCapOfWrite", data: { name: "backup.drop", kind: "write", phrase: "removes them forever", kept: 154 }, subject: subject("backup.drop"), line: 14, column: 1 }],
  },
  {
    name: "a factory instance, at its declaration",
    catalog: catalog({
      actions: [action("vehicle.delete", { kind: "write", approval: true, description: "Delete one vehicle. Deleting a vehicle cannot be undone.", loc: loc(42, 20), instantiatedAt: loc(8, 28) })],
    }),
    expected: [{ messageId: "laterSentenceOfWrite", subject: subject("vehicle.delete"), line: 42, column: 20 }],
    related: [{ ...loc(8, 28), message: '"vehicle.delete" is made by this call of the factory' }],
  },
  {
    name: "only the actions that lose the wording, in catalog order",
    catalog: catalog({
      actions: [
        action("a.merge", { kind: "write", description: "Merge two deals. This is permanent.", line: 1 }),
        action("b.list", { description: "List deals. Nothing here is permanent.", line: 2 }),
        action("c.purge", { kind: "write", description: "Permanently purge a deal.", line: 3 }),
        action("d.void", { kind: "write", description: "Void an invoice. Voided invoices can never be reopened.", line: 4 }),
      ],
    }),
    expected: [
      { messageId: "laterSentenceOfWrite", subject: subject("a.merge"), line: 1, column: 1 },
      { messageId: "laterSentenceOfWrite", subject: subject("d.void"), line: 4, column: 1 },
    ],
  },
];

const valid: Array<{ name: string; catalog: Catalog; options?: Record<string, unknown> }> = [
  { name: "the wording in the first sentence", catalog: catalog({ actions: [action("contact.merge", { kind: "write", description: "Merge two contacts into one; this cannot be undone. The newer consent wins." })] }) },
  { name: "a summary that starts with it", catalog: catalog({ actions: [action("file.purge", { kind: "write", description: "Permanently delete a file. Skips the trash." })] }) },
  { name: "no wording at all", catalog: catalog({ actions: [action("file.delete", { kind: "write", description: "Delete a file. It goes to the trash." })] }) },
  { name: "restorable, in a later sentence", catalog: catalog({ actions: [action("project.archive", { kind: "write", description: "Archive a project. Archived projects can be restored." })] }) },
  { name: "a negation in a later sentence", catalog: catalog({ actions: [action("message.hide", { kind: "write", description: "Hide a message. This does not delete it." })] }) },
  {
    name: "the summary warns in other words",
    catalog: catalog({ actions: [action("repo.delete", { kind: "write", description: "Irreversibly delete a repository. This cannot be undone." })] }),
  },
  { name: "no description", catalog: catalog({ actions: [action("repo.delete", { kind: "write" })] }) },
  { name: "an unresolved description", catalog: catalog({ actions: [action("repo.delete", { kind: "write", descriptionStatus: "unresolved", unresolvedReason: "call of t()" })] }) },
  { name: "deferred: until you delete it", catalog: catalog({ actions: [action("file.trash", { kind: "write", description: "Move a file to the trash. It stays there until you permanently delete it." })] }) },
  { name: "deferred: after 30 days", catalog: catalog({ actions: [action("file.trash", { kind: "write", description: "Move a file to the trash. Trashed files are permanently deleted after 30 days." })] }) },
  {
    name: "a feature (features have no irreversibility rule)",
    catalog: catalog({ features: [feature("files", { description: "Files of the dealer. Deleted files cannot be recovered." })] }),
  },
  { name: "an entity", catalog: catalog({ entities: [entity("file", { description: "A file. Deleted files cannot be recovered." })] }) },
  { name: "a phrase that only the option knows, without the option", catalog: catalog({ actions: [action("newsletter.send", { kind: "write", description: "Send the newsletter. Final once sent." })] }) },
  {
    name: "a first sentence of exactly 160 characters ending in the wording",
    catalog: catalog({ actions: [action("key.rotate", { kind: "write", description: "Revoke the API key " + "y".repeat(123) + " cannot be undone." })] }),
  },
  { name: "not permanent, in a later sentence", catalog: catalog({ actions: [action("user.deactivate", { kind: "write", description: "Deactivate a user. Deactivation is not permanent." })] }) },
  { name: "temporary and undoable", catalog: catalog({ actions: [action("user.suspend", { kind: "write", description: "Temporarily suspend a user. The suspension can be undone at any time." })] }) },
  {
    name: "a cut summary that keeps the wording",
    catalog: catalog({ actions: [action("data.wipe", { kind: "write", description: `Wipe ${preamble(200)}.` })] }),
  },
];

describe("truncation-drops-irreversibility", () => {
  it("is an error", () => {
    expect([rule.id, rule.defaultSeverity]).toEqual(["truncation-drops-irreversibility", "error"]);
  });

  it.each(invalid)("flags $name", ({ catalog, options, expected, related }) => {
    const reports = runRule(rule, catalog, options);
    expect(shape(reports, expected)).toEqual(expected);
    expect(reports.map((r) => r.related)).toEqual(reports.map(() => related));
  });

  it.each(valid)("accepts $name", ({ catalog, options }) => {
    expect(runRule(rule, catalog, options)).toEqual([]);
  });

  it("quotes 200 characters of a wording made of very long words", () => {
    const description = `Archive a note and its tags. It deletes ${"x".repeat(5_000)} forever.`;
    const [report] = runRule(rule, catalog({ actions: [action("notes.archive", { description, kind: "write" })] }));
    expect(report.data?.phrase).toBe(`deletes ${"x".repeat(192)}… (5,016 characters)`);
  });
});

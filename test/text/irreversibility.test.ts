import { describe, expect, it } from "vitest";

import { findIrreversibility } from "../../src/text/safety/irreversibility.js";
import { LABELLED } from "../fixtures/irreversibility.js";
import { figures } from "../helpers/figures.js";

describe("the labelled set", () => {
  const positives = LABELLED.filter((c) => c.phrase !== null);
  const negatives = LABELLED.filter((c) => c.phrase === null);
  const nearMisses = negatives.filter((c) => c.nearMiss);

  const found = LABELLED.map((c) => ({ ...c, got: findIrreversibility(c.description) }));
  const missed = found.filter((c) => c.phrase !== null && c.got?.phrase !== c.phrase);
  const falsePositives = found.filter((c) => c.phrase === null && c.got !== null);
  const nearMissFalsePositives = falsePositives.filter((c) => c.nearMiss);

  it("is large and varied enough to mean something", () => {
    expect(LABELLED.length).toBeGreaterThanOrEqual(150);
    expect(nearMisses.length).toBeGreaterThanOrEqual(50);
    expect(new Set(LABELLED.map((c) => c.domain)).size).toBeGreaterThanOrEqual(9);
    expect(positives.some((c) => c.description.indexOf(c.phrase!) > 160)).toBe(true);
    for (const c of positives) expect(c.description).toContain(c.phrase);
  });

  it("finds every wording (100% recall) and nothing in the near misses", () => {
    const recall = (positives.length - missed.length) / positives.length;
    const measured = figures([
      `irreversibility: ${LABELLED.length} descriptions; recall ${(recall * 100).toFixed(1)}% ` +
        `(${positives.length - missed.length}/${positives.length}); false positives ${falsePositives.length}/${negatives.length} ` +
        `(near misses ${nearMissFalsePositives.length}/${nearMisses.length})`,
    ]);
    expect(missed.map((c) => ({ description: c.description, expected: c.phrase, got: c.got?.phrase ?? null })), measured).toEqual([]);
    expect(falsePositives.map((c) => ({ description: c.description, got: c.got?.phrase })), measured).toEqual([]);
  });

  it("reports the offset of the phrase it quotes", () => {
    for (const c of found) if (c.got) expect(c.description.slice(c.got.offset, c.got.offset + c.got.phrase.length)).toBe(c.got.phrase);
  });
});

describe("findIrreversibility", () => {
  const table: Array<[string, string | null, number?]> = [
    // the wording, in its common forms
    ["Delete a contact. This cannot be undone.", "cannot be undone", 23],
    ["Delete a contact. This can't be undone.", "can't be undone"],
    ["Delete a contact. This can’t be undone.", "can’t be undone"],
    ["Delete a contact. This can not be undone.", "can not be undone"],
    ["Delete a contact. It cannot be recovered.", "cannot be recovered"],
    ["Delete a contact. It cannot be restored.", "cannot be restored"],
    ["Delete a contact. It cannot be reversed.", "cannot be reversed"],
    ["Deletion is permanent.", "is permanent", 9],
    ["Removal is permanent once confirmed.", "is permanent", 8],
    ["The deletion is permanent and cannot be reversed.", "is permanent", 13],
    ["Closing the account is permanent for every workspace.", "is permanent", 20],
    ["Permanently delete a contact.", "Permanently", 0],
    ["Deletes a contact permanently.", "permanently"],
    ["This is irreversible.", "irreversible"],
    ["Removes it irreversibly.", "irreversibly"],
    ["The grant is irrevocable.", "irrevocable"],
    ["Revokes it irrevocably.", "irrevocably"],
    ["The data is lost for good.", "lost for good"],
    ["The data is gone for good.", "gone for good"],
    ["There is no way to restore it.", "There is no way to restore"],
    ["There is no way to undo it.", "There is no way to undo"],
    ["No way to recover the files.", "No way to recover"],
    ["Destroys the VM.", "Destroys"],
    ["Wipes the device.", "Wipes"],
    ["Wipes out the cache.", "Wipes out"],
    ["There is no undo.", "There is no undo"],
    ["Deletes the file forever.", "Deletes the file forever"],
    ["This action is final.", "is final"],
    ["DELETES IT PERMANENTLY.", "PERMANENTLY"],
    // first wording wins, with its offset
    ["Permanently deletes it. This cannot be undone.", "Permanently", 0],
    ["Archive it. Deleting it later is irreversible and permanent.", "is irreversible and permanent", 30],
    // near misses
    ["Can be undone within 30 days.", null],
    ["Archived items can be restored.", null],
    ["Does not delete the file.", null],
    ["Deactivation is not permanent.", null],
    ["The change is not irreversible.", null],
    ["Keeps it until you permanently delete it.", null],
    ["Soft-deletes the row; soft-deleted rows can be restored.", null],
    ["A reversible change.", null],
    ["Temporarily hides the post.", null],
    ["Undo is available for ten seconds.", null],
    ["Does not permanently delete anything.", null],
    ["Never permanently removes data.", null],
    ["Update the permanent address.", null],
    // a kind set against another: a classification, not the effect (a fresh draw's skill)
    ["Defines which categories are permanent blocks vs. configurable.", null],
    ["Says which errors are permanent failures versus retryable ones.", null],
    ["Locked campaigns are permanent records and cannot be edited.", "are permanent", 17],
    ["Swipes the card.", null],
    ["A semi-permanent marker.", null],
    ["Lists destroyed droplets.", null],
    ["Deleted rows are not gone forever.", null],
    ["Purged messages are gone forever.", "gone forever", 20],
    ["Deleted after 30 days, then permanently purged after 30 days.", null],
    ["", null],
  ];

  it.each(table)("%j -> %j", (text, phrase, offset) => {
    const got = findIrreversibility(text);
    expect(got?.phrase ?? null).toBe(phrase);
    if (offset !== undefined) expect(got?.offset).toBe(offset);
  });

  describe("config phrases", () => {
    it("matches a plain phrase case-insensitively, at word boundaries, any whitespace", () => {
      expect(findIrreversibility("Sends the batch. Final once sent.", ["final once sent"])).toEqual({ phrase: "Final once sent", offset: 17 });
      expect(findIrreversibility("Sends it. Final\nonce sent.", ["final once sent"])?.phrase).toBe("Final\nonce sent");
      expect(findIrreversibility("Sends it. Finalonce sent.", ["final once"])).toBeNull();
    });

    it("treats regex characters literally and applies the same negation", () => {
      expect(findIrreversibility("Runs (no undo?) mode.", ["(no undo?)"])).toEqual({ phrase: "(no undo?)", offset: 5 });
      expect(findIrreversibility("Runs in one-way mode.", ["one-way"])).toEqual({ phrase: "one-way", offset: 8 });
      expect(findIrreversibility("Runs in one.way mode.", ["one-way"])).toBeNull();
      expect(findIrreversibility("Does not run in one-way mode.", ["one-way"])).toBeNull();
    });

    it("ignores empty phrases and matches curly apostrophes in either", () => {
      expect(findIrreversibility("List contacts.", ["", "  "])).toBeNull();
      expect(findIrreversibility("Sends it; it’s gone.", ["it's gone"])?.phrase).toBe("it’s gone");
    });
  });

  // A look-behind over the whitespace before "Permanent." was tried at every place of a run of whitespace, and
  // scanned the whole run back each time: 320,000 characters of spaces and line breaks took three minutes.
  it.each([" ", "\r\n", "\u2028", " \r\n\u2028\t"])("reads a sentence “Permanent.” after 200,000 characters of %j", (space) => {
    const text = `Deletes the file.${space.repeat(200_000 / space.length)}Permanent.`;
    expect(findIrreversibility(text)).toEqual({ phrase: "Permanent", offset: text.length - 10 });
    expect(findIrreversibility(`Deletes the file${space.repeat(200_000 / space.length)}x`)).toBeNull();
  });

  it("stays linear on a huge text", () => {
    const text = "Lists the records of the account and keeps them. ".repeat(4000) + "This cannot be undone.";
    const started = performance.now();
    expect(findIrreversibility(text)?.offset).toBe(text.length - 17);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

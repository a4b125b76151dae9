import { describe, expect, it } from "vitest";

import rule from "../../rules/label-locales.js";
import type { Catalog } from "../../src/types.js";
import { action, catalog, entity, feature, loc } from "../helpers/catalog.js";
import { shape, type Expected } from "./expect.js";
import { runRule, runThroughEngine } from "./run.js";

const OTHER = "/project/src/features.ts";
const EN_DE = { en: "Campaigns", de: "Kampagnen" };
const EN_DE_FR = { en: "Contacts", de: "Kontakte", fr: "Contacts" };

const campaigns = (labels: Record<string, string> | undefined, line = 5) =>
  feature("campaigns", { description: "Plan campaigns.", line: 3, label: labels?.en, labels, labelLoc: labels ? loc(line, 10) : undefined });

const invalid: Array<{ name: string; catalog: Catalog; options: Record<string, unknown>; expected: Expected[] }> = [
  {
    name: "a label missing a required locale: on the label",
    catalog: catalog({ features: [campaigns(EN_DE)] }),
    options: { locales: ["en", "de", "fr"], read: ["en", "de", "fr"] },
    expected: [{ messageId: "missingLocale", data: { type: "feature", name: "campaigns", missing: '"fr"', present: '"en" and "de"' }, subject: { type: "feature", name: "campaigns" }, line: 5, column: 10 }],
  },
  {
    name: "two missing locales, on an action's label",
    catalog: catalog({ actions: [action("campaign.create", { description: "Create a campaign.", labels: { en: "Create" }, labelLoc: loc(8, 12) })] }),
    options: { locales: ["en", "de", "fr"] },
    expected: [{ messageId: "missingLocale", data: { type: "action", name: "campaign.create", missing: '"de" and "fr"', present: '"en"' }, subject: { type: "action", name: "campaign.create" }, line: 8, column: 12 }],
  },
  {
    name: "a locale no conversation reads: one diagnostic for the project, on its first label in source order, with its total characters",
    catalog: catalog({
      features: [
        feature("contacts", { description: "Contacts.", labels: EN_DE_FR, labelLoc: loc(2, 10, { file: OTHER }) }),
        campaigns(EN_DE),
      ],
      entities: [entity("vehicle", { description: "A vehicle.", labels: { en: "Vehicle", de: "Fahrzeug" }, labelLoc: loc(1, 8) })],
    }),
    options: { locales: ["en"] },
    expected: [
      // "de": Kontakte (8) + Fahrzeug (8) + Kampagnen (9); the first in source order is in features.ts, before handlers.ts.
      { messageId: "unreadLocale", data: { locale: '"de"', read: '"en"', labels: "3 labels", characters: 25 }, subject: { type: "feature", name: "contacts" }, line: 2, column: 10 },
      { messageId: "unreadLocale", data: { locale: '"fr"', read: '"en"', labels: "1 label", characters: 8 }, subject: { type: "feature", name: "contacts" }, line: 2, column: 10 },
    ],
  },
  {
    name: "read set apart from locales: a required locale no conversation reads is still a cost",
    catalog: catalog({ features: [campaigns(EN_DE)] }),
    options: { locales: ["en", "de"], read: ["en"] },
    expected: [{ messageId: "unreadLocale", data: { locale: '"de"', read: '"en"', labels: "1 label", characters: 9 }, subject: { type: "feature", name: "campaigns" }, line: 5, column: 10 }],
  },
  {
    name: "missing and unread together: the label first, then the project's locale",
    catalog: catalog({ features: [campaigns({ en: "Campaigns", it: "Campagne" })] }),
    options: { locales: ["en", "de"] },
    expected: [
      { messageId: "missingLocale", data: { type: "feature", name: "campaigns", missing: '"de"', present: '"en" and "it"' }, subject: { type: "feature", name: "campaigns" }, line: 5, column: 10 },
      { messageId: "unreadLocale", data: { locale: '"it"', read: '"en" and "de"', labels: "1 label", characters: 8 }, subject: { type: "feature", name: "campaigns" }, line: 5, column: 10 },
    ],
  },
];

const valid: Array<{ name: string; catalog: Catalog; options: Record<string, unknown> }> = [
  { name: "a locale map with every locale, each read", catalog: catalog({ features: [campaigns(EN_DE)] }), options: { locales: ["en", "de"] } },
  { name: "a plain string label (its locale cannot be told)", catalog: catalog({ features: [feature("campaigns", { description: "Plan.", label: "Campaigns" })] }), options: { locales: ["en", "de"] } },
  { name: "no locales configured: nothing, whatever the labels", catalog: catalog({ features: [campaigns({ en: "Campaigns", de: "Kampagnen", fr: "Campagnes" })] }), options: { read: ["en"] } },
  { name: "an empty locales list: the same as none", catalog: catalog({ features: [campaigns(EN_DE)] }), options: { locales: [] } },
  { name: "no labels at all", catalog: catalog({ actions: [action("campaign.create", { description: "Create a campaign." })] }), options: { locales: ["en"] } },
];

describe("label-locales", () => {
  it.each(invalid)("flags $name", ({ catalog, options, expected }) => {
    expect(shape(runRule(rule, catalog, options), expected)).toEqual(expected);
  });

  it.each(valid)("accepts $name", ({ catalog, options }) => {
    expect(runRule(rule, catalog, options)).toEqual([]);
  });

  it("points at the locale's other labels as related locations, each label once", () => {
    const copy = campaigns(EN_DE);
    const [report] = runRule(rule, catalog({ features: [campaigns(EN_DE, 9), copy, { ...copy }, feature("reports", { description: "Reports.", labels: { en: "Reports", de: "Berichte" }, labelLoc: loc(7, 10) })] }), { locales: ["en"] });
    expect(report.loc.line).toBe(5);
    expect(report.data).toMatchObject({ labels: "3 labels", characters: 26 });
    expect(report.related?.map((r) => [r.line, r.message])).toEqual([
      [7, 'the label of feature "reports" has de text too'],
      [9, 'the label of feature "campaigns" has de text too'],
    ]);
  });

  it("is off by default; once on, the messages read (sorted by the engine: same place, message order)", () => {
    const both = catalog({ features: [campaigns({ en: "Campaigns", it: "Campagne" })] });
    expect(rule.defaultSeverity).toBe("off");
    expect(runThroughEngine(rule, both, { locales: ["en", "de"] }).diagnostics).toEqual([]);
    expect(runThroughEngine({ ...rule, defaultSeverity: "warn" }, both, { locales: ["en", "de"] }).diagnostics.map((d) => d.message)).toEqual([
      'Labels carry "it" text that no conversation reads (conversations read "en" and "de"): 1 label, 8 characters in all, sent wherever labels are. Drop "it" from the labels the model sees, or add it to `read` if a conversation is held in it.',
      'The label of feature "campaigns" has no text for "de" (it has "en" and "it"), so another locale\'s label is shown in its place. Add the missing text.',
    ]);
  });
});

// label-locales: labels written as locale maps (`label: { en: "…", de: "…" }`, ItemBase.labels) that miss
// a locale the team requires, and locales the labels carry that no conversation reads, with what they cost. Off by
// default, and silent until `locales` is set: which locales matter is the team's.
import { subjectOf } from "../src/lint/items.js";
import { defineRule, type RuleReport } from "../src/lint/rule.js";
import type { CatalogItem, Location } from "../src/types.js";
import type { MessageValue, RelatedReport } from "../src/lint/diagnostic.js";
import { compareText } from "../src/base/compare.js";
import { andList, ref } from "../src/lint/messages.js";

/** An unread locale's diagnostic points at this many of its other labels. */
const MAX_RELATED = 10;

/** A label map, where it is written, and the item it labels. */
interface Labelled {
  item: CatalogItem;
  labels: Record<string, string>;
  loc: Location;
}

/** Every label map of the catalog once, in source order (file, line, column). */
function labelMaps(items: readonly CatalogItem[]): Labelled[] {
  const seen = new Set<string>();
  const maps: Labelled[] = [];
  for (const item of items) {
    if (item.labels === undefined) continue;
    const loc = item.labelLoc ?? item.declarationLoc;
    // Copies of one declaration (a factory's instances share the map) are one label in the source.
    const key = `${item.name}\u0000${loc.file}:${loc.line}:${loc.column}`;
    if (seen.has(key)) continue;
    seen.add(key);
    maps.push({ item, labels: item.labels, loc });
  }
  return maps.sort((a, b) => compareText(a.loc.file, b.loc.file) || a.loc.line - b.loc.line || a.loc.column - b.loc.column);
}

function strings(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.length > 0 ? value.filter((v): v is string => typeof v === "string") : undefined;
}

/** `"fr"`, `"fr" and "it"`, `"es", "fr" and "it"`. */
function quotedList(names: readonly string[]): MessageValue<"and"> {
  return andList(names.map((n) => `"${n}"`));
}

export default defineRule({
  id: "label-locales",
  defaultSeverity: "off",
  description: "Report labels that miss a required locale, and label locales that no conversation reads",
  options: {
    locales: { type: "string[]", default: undefined, description: "The locales every label written as a locale map must have; the rule reports nothing when unset" },
    read: { type: "string[]", default: undefined, description: "The locales conversations are held in; unset: the same as locales" },
  },
  messages: {
    missingLocale:
      'The label of {{type}} "{{name}}" has no text for {{missing}} (it has {{present}}), so another locale\'s label is shown in its place. Add the missing text.',
    unreadLocale:
      "Labels carry {{locale}} text that no conversation reads (conversations read {{read}}): {{labels}}, {{characters}} characters in all, sent wherever labels are. Drop {{locale}} from the labels the model sees, or add it to `read` if a conversation is held in it.",
    alsoUnread: 'the label of {{type}} "{{name}}" has {{locale}} text too',
    // How many labels carry the locale ({{labels}}).
    oneLabel: "{{count}} label",
    labels: "{{count}} labels",
  },
  check({ catalog, options, report }) {
    const locales = strings(options.locales);
    if (locales === undefined) return;
    const read = strings(options.read) ?? locales;
    const maps = labelMaps([...catalog.actions, ...catalog.features, ...catalog.entities, ...catalog.triggers, ...catalog.modules]);
    for (const { item, labels, loc } of maps) {
      const missing = locales.filter((locale) => !Object.hasOwn(labels, locale));
      if (missing.length === 0) continue;
      const subject = subjectOf(item);
      report({
        messageId: "missingLocale",
        data: {
          type: subject.type,
          name: item.name,
          missing: quotedList(missing),
          present: quotedList(Object.keys(labels)),
        },
        subject,
        loc,
      });
    }
    reportUnread(maps, read, report);
  },
});

/**
 * One diagnostic per locale the labels carry that no conversation reads, for the whole project: its cost is one
 * decision (stop sending it, or read it), and one diagnostic per label would repeat that decision on every feature.
 * On the first label that has it (source order), its other labels as related locations.
 */
function reportUnread(maps: readonly Labelled[], read: readonly string[], report: (report: RuleReport<"unreadLocale" | "alsoUnread" | "oneLabel" | "labels">) => void): void {
  const byLocale = new Map<string, Labelled[]>();
  for (const map of maps) {
    for (const locale of Object.keys(map.labels)) {
      if (read.includes(locale)) continue;
      byLocale.set(locale, [...(byLocale.get(locale) ?? []), map]);
    }
  }
  for (const [locale, list] of [...byLocale].sort(([a], [b]) => compareText(a, b))) {
    const characters = list.reduce((n, map) => n + map.labels[locale].length, 0);
    const [first, ...others] = list;
    const related = others.slice(0, MAX_RELATED).map((map): RelatedReport<"alsoUnread"> => ({ ...map.loc, messageId: "alsoUnread", data: { type: subjectOf(map.item).type, name: map.item.name, locale } }));
    report({
      messageId: "unreadLocale",
      data: { locale: `"${locale}"`, read: quotedList(read), labels: ref(list.length === 1 ? "oneLabel" : "labels", { count: list.length }), characters },
      subject: subjectOf(first.item),
      loc: first.loc,
      ...(related.length > 0 ? { related } : {}),
    });
  }
}

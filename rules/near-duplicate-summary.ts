import { placeOf } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";
import { discriminatingWord, summaryWords } from "../src/text/discriminate.js";
import { diceScore, similarPairs } from "../src/text/similarity.js";
import { operativeVerb } from "../src/text/verbs.js";
import type { Action, DirectoryLine, Location, RelatedLocation, Report } from "../src/types.js";

const DEFAULT_THRESHOLD = 0.9;
/** A cluster names at most this many of its other members in the message, and points at this many. */
const MAX_NAMED = 5;
const MAX_RELATED = 10;

/** A pair of lines of one directory, `later` being the one the diagnostic goes on. */
interface Pair {
  earlier: DirectoryLine;
  later: DirectoryLine;
  score: number;
}

// Code-unit order, as the directory's own: the same result on every machine.
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareLocations(a: Location | undefined, b: Location | undefined): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? -1 : 1;
  return compareText(a.file, b.file) || a.line - b.line || a.column - b.column;
}

/** Source order: file, line and column of the description; factory instances by call site; then name. */
function compareActions(a: Action, b: Action): number {
  return compareLocations(a.loc, b.loc) || compareLocations(a.instantiatedAt, b.instantiatedAt) || compareText(a.name, b.name);
}

/** Two decimals, rounded down: a score just below the threshold must not print as the threshold. */
function twoDecimals(score: number): string {
  return (Math.floor(score * 100 + 1e-9) / 100).toFixed(2);
}

/** Where the other action of the pair is: its description and, for a factory instance, the call making it. */
function relatedOf(other: Action): RelatedLocation[] {
  const related: RelatedLocation[] = [{ ...other.loc, message: `"${other.name}" has the summary that reads alike` }];
  if (other.instantiatedAt) related.push({ ...other.instantiatedAt, message: `"${other.name}" is made by this call of the factory` });
  return related;
}

/** Name, description and factory call: what makes two catalogued actions one and the same. */
function identityOf(action: Action): string {
  const at = (l: Location | undefined) => (l ? `${l.file}:${l.line}:${l.column}` : "");
  return `${action.name}\u0000${at(action.loc)}\u0000${at(action.instantiatedAt)}`;
}

/** What one line brings to a comparison, worked out once however many pairs it is in. */
interface Reading {
  words: string[];
  verb: string | null;
}

/**
 * Whether the model cannot tell the two summaries apart: the same text, or (alike by the join) the same operative
 * verb and no content word in one that the other lacks. A verb the reader cannot find tells nothing apart, and
 * its word still counts as one that differs.
 */
function indistinguishable(x: DirectoryLine, y: DirectoryLine, readingOf: (line: DirectoryLine) => Reading): boolean {
  if (x.summary.text === y.summary.text) return true;
  const rx = readingOf(x);
  const ry = readingOf(y);
  if (rx.verb !== null && ry.verb !== null && rx.verb !== ry.verb) return false;
  return discriminatingWord(rx.words, ry.words) === null;
}

/** Actions joined by alike pairs, found with union-find; each in source order, the clusters by their last member. */
function clustersOf(pairs: readonly Pair[]): Action[][] {
  const parent = new Map<Action, Action>();
  const root = (a: Action): Action => {
    let r = a;
    while (parent.get(r) !== r) r = parent.get(r)!;
    parent.set(a, r);
    return r;
  };
  for (const { earlier, later } of pairs) {
    for (const a of [earlier.action, later.action]) if (!parent.has(a)) parent.set(a, a);
    parent.set(root(later.action), root(earlier.action));
  }
  const members = new Map<Action, Action[]>();
  for (const a of parent.keys()) {
    const r = root(a);
    const list = members.get(r);
    if (list) list.push(a);
    else members.set(r, [a]);
  }
  const clusters = [...members.values()].map((list) => list.sort(compareActions));
  // Reports in source order of the action each goes on: the same output whatever the order of the catalog.
  return clusters.sort((x, y) => compareActions(x[x.length - 1], y[y.length - 1]));
}

/**
 * `"a" and "b"`, `"a", "b" and "c"`, `"a", "b", …, "f" and 7 more`: the reported action first. A name that
 * several members share (one toolkit's tools made once per framework adapter) is named once, with its count.
 */
function namesOf(reported: Action, others: readonly Action[]): string {
  const counts = new Map<string, number>();
  for (const a of [reported, ...others]) counts.set(a.name, (counts.get(a.name) ?? 0) + 1);
  const distinct = [...counts].map(([name, n]) => (n > 1 ? `"${name}" (${n} times)` : `"${name}"`));
  const quoted = distinct.slice(0, MAX_NAMED + 1);
  const rest = distinct.length - quoted.length;
  if (rest > 0) return `${quoted.join(", ")} and ${rest} more`;
  return `${quoted.slice(0, -1).join(", ")} and ${quoted[quoted.length - 1]}`;
}

export default defineRule({
  id: "near-duplicate-summary",
  defaultSeverity: "warn",
  description: "Report actions of one directory whose summaries are too alike to tell apart",
  options: {
    threshold: {
      type: "number",
      default: DEFAULT_THRESHOLD,
      description: "Similarity (Dice coefficient of character bigrams, 0 to 1) at or above which two summaries count as alike",
    },
  },
  messages: {
    identicalAfterCut:
      "The directory shows the same summary for {{names}}, though their full descriptions differ (similarity {{fullScore}}): the cut made them alike, and the model cannot tell which to call. Make the first sentence of each, within the summary cap (160 characters by default), say what sets it apart.",
    cutMadeAlike:
      "The summaries of {{names}} read alike (similarity {{score}}), with the same verb and no word that sets one apart, though their full descriptions differ ({{fullScore}}): the cut made them alike, and the model cannot tell which to call. Make the first sentence of each, within the summary cap (160 characters by default), say what sets it apart.",
    alreadyAlike:
      "The summaries of {{names}} read alike (similarity {{score}}), with the same verb and no word that sets one apart, and so do their full descriptions ({{fullScore}}): the model cannot tell which to call. Say in the first sentence of each, within the summary cap (160 characters by default), what sets it apart.",
    identical:
      "{{names}} have the same description, so the model sees the same summary more than once and cannot tell which to call. Say in the first sentence of each, within the summary cap (160 characters by default), what sets it apart, or merge the actions.",
  },
  check({ directories, options, report }) {
    const threshold = typeof options.threshold === "number" ? options.threshold : DEFAULT_THRESHOLD;
    // One search over every action any role sees (roles mostly overlap), then only the pairs that some one
    // directory holds both of: the same pairs as searching each directory, each found once.
    // Copies of one action (the same name, declaration and factory call, reached by two paths of the source)
    // are one line to the model: the first copy stands for all.
    const lines: DirectoryLine[] = [];
    const rolesOf = new Map<Action, Set<number>>();
    const byIdentity = new Map<string, Action>();
    directories.forEach((directory, d) => {
      for (const line of directory.lines) {
        if (line.summary.text.trim() === "") continue;
        const identity = identityOf(line.action);
        let action = byIdentity.get(identity);
        if (!action) {
          byIdentity.set(identity, (action = line.action));
          rolesOf.set(action, new Set());
          lines.push(line);
        }
        rolesOf.get(action)!.add(d);
      }
    });
    const shareADirectory = (x: Action, y: Action) => {
      const rx = rolesOf.get(x)!;
      for (const d of rolesOf.get(y)!) if (rx.has(d)) return true;
      return false;
    };
    const readings = new Map<DirectoryLine, Reading>();
    const readingOf = (line: DirectoryLine): Reading => {
      let reading = readings.get(line);
      if (!reading) {
        const verb = operativeVerb(line.summary.text, line.action.name);
        readings.set(line, (reading = { words: summaryWords(line.summary.text), verb: verb?.lemma ?? null }));
      }
      return reading;
    };
    // The join is exact (every pair at or above the threshold); what a model can tell apart is filtered after it.
    const pairs: Pair[] = [];
    for (const [i, j, score] of similarPairs(lines.map((line) => line.summary.text), threshold)) {
      if (!shareADirectory(lines[i].action, lines[j].action)) continue;
      // Actions given to an agent in separate groups (n8n: one node's folder at a time) are never seen together.
      if (lines[i].action.group !== lines[j].action.group) continue;
      // A tool set cannot hold two tools of one name (the model APIs reject it, an MCP server keeps one): two
      // declarations of one name are one tool declared twice for separate sets (entry points, example programs,
      // calls), not two tools a model must choose between.
      if (lines[i].action.name === lines[j].action.name) continue;
      if (!indistinguishable(lines[i], lines[j], readingOf)) continue;
      const [earlier, later] = compareActions(lines[i].action, lines[j].action) <= 0 ? [lines[i], lines[j]] : [lines[j], lines[i]];
      pairs.push({ earlier, later, score });
    }
    reportClusters(pairs, threshold, report);
  },
});

/**
 * One diagnostic per cluster of alike actions, on its last member in source order, naming the others. The
 * message is that of the member's most alike pair (highest score, then the earliest partner).
 */
function reportClusters(pairs: readonly Pair[], threshold: number, report: (report: Report) => void): void {
  const pairsOf = new Map<Action, Pair[]>();
  for (const pair of pairs) {
    for (const a of [pair.earlier.action, pair.later.action]) {
      const list = pairsOf.get(a);
      if (list) list.push(pair);
      else pairsOf.set(a, [pair]);
    }
  }
  for (const members of clustersOf(pairs)) {
    const reported = members[members.length - 1];
    const others = members.slice(0, -1);
    const partner = (p: Pair) => (p.later.action === reported ? p.earlier : p.later);
    const main = pairsOf.get(reported)!.reduce((best, p) =>
      p.score > best.score || (p.score === best.score && compareActions(partner(p).action, partner(best).action) < 0) ? p : best,
    );
    const { earlier, later, score } = main;
    const full = diceScore(earlier.summary.normalized, later.summary.normalized);
    const messageId =
      earlier.summary.normalized === later.summary.normalized
        ? "identical"
        : full >= threshold
          ? "alreadyAlike"
          : earlier.summary.text === later.summary.text
            ? "identicalAfterCut"
            : "cutMadeAlike";
    const place = placeOf(reported);
    report({
      messageId,
      data: {
        name: reported.name,
        other: partner(main).action.name,
        names: namesOf(reported, others),
        others: others.length,
        score: twoDecimals(score),
        fullScore: twoDecimals(full),
      },
      subject: place.subject,
      loc: place.loc,
      related: [...others.slice(0, MAX_RELATED).flatMap(relatedOf), ...(place.related ?? [])],
    });
  }
}

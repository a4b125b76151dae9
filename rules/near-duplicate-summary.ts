import { placeOf } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";
import { diceScore, similarPairs } from "../src/text/similarity.js";
import type { Action, DirectoryLine, Location, RelatedLocation } from "../src/types.js";

const DEFAULT_THRESHOLD = 0.9;

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
      'The directory shows the same summary for "{{name}}" and "{{other}}", though their full descriptions differ (similarity {{fullScore}}): the cut made them alike, and the model cannot tell which to call. Make the first sentence of each, within the summary cap (160 characters by default), say what sets it apart.',
    cutMadeAlike:
      'The summaries of "{{name}}" and "{{other}}" read alike (similarity {{score}}), though their full descriptions differ ({{fullScore}}): the cut made them alike, and the model cannot tell which to call. Make the first sentence of each, within the summary cap (160 characters by default), say what sets it apart.',
    alreadyAlike:
      'The summaries of "{{name}}" and "{{other}}" read alike (similarity {{score}}), and so do their full descriptions ({{fullScore}}): the model cannot tell which to call. Say in the first sentence of each, within the summary cap (160 characters by default), what sets it apart.',
    identical:
      '"{{name}}" and "{{other}}" have the same description, so the model sees the same summary twice and cannot tell which to call. Say in the first sentence of each, within the summary cap (160 characters by default), what sets it apart, or merge the two actions.',
  },
  check({ directories, options, report }) {
    const threshold = typeof options.threshold === "number" ? options.threshold : DEFAULT_THRESHOLD;
    // One search over every action any role sees (roles mostly overlap), then only the pairs that some one
    // directory holds both of: the same pairs as searching each directory, each found once.
    const lines: DirectoryLine[] = [];
    const rolesOf = new Map<Action, Set<number>>();
    directories.forEach((directory, d) => {
      for (const line of directory.lines) {
        if (line.summary.text.trim() === "") continue;
        let roles = rolesOf.get(line.action);
        if (!roles) {
          rolesOf.set(line.action, (roles = new Set()));
          lines.push(line);
        }
        roles.add(d);
      }
    });
    const shareADirectory = (x: Action, y: Action) => {
      const rx = rolesOf.get(x)!;
      for (const d of rolesOf.get(y)!) if (rx.has(d)) return true;
      return false;
    };
    const pairs = new Map<Action, Map<Action, Pair>>();
    for (const [i, j, score] of similarPairs(lines.map((line) => line.summary.text), threshold)) {
      if (!shareADirectory(lines[i].action, lines[j].action)) continue;
      // Actions given to an agent in separate groups (n8n: one node's folder at a time) are never seen together.
      if (lines[i].action.group !== lines[j].action.group) continue;
      const [earlier, later] = compareActions(lines[i].action, lines[j].action) <= 0 ? [lines[i], lines[j]] : [lines[j], lines[i]];
      let withLater = pairs.get(later.action);
      if (!withLater) pairs.set(later.action, (withLater = new Map()));
      withLater.set(earlier.action, { earlier, later, score });
    }

    const found = [...pairs.values()].flatMap((withLater) => [...withLater.values()]);
    found.sort((p, q) => compareActions(p.later.action, q.later.action) || compareActions(p.earlier.action, q.earlier.action));
    for (const { earlier, later, score } of found) {
      const full = diceScore(earlier.summary.normalized, later.summary.normalized);
      const messageId =
        earlier.summary.normalized === later.summary.normalized
          ? "identical"
          : full >= threshold
            ? "alreadyAlike"
            : earlier.summary.text === later.summary.text
              ? "identicalAfterCut"
              : "cutMadeAlike";
      const place = placeOf(later.action);
      report({
        messageId,
        data: { name: later.action.name, other: earlier.action.name, score: twoDecimals(score), fullScore: twoDecimals(full) },
        subject: place.subject,
        loc: place.loc,
        related: [...relatedOf(earlier.action), ...(place.related ?? [])],
      });
    }
  },
});

import { placeOf, verbName } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";
import { discriminatingWord, summaryWords } from "../src/text/discriminate.js";
import { diceScore } from "../src/text/similarity.js";
import { joinOf } from "../src/text/content-join.js";
import { operativeVerb } from "../src/text/verbs.js";
import type { Action, Location, Module, RelatedLocation, Report, Summary } from "../src/types.js";
import { compareText } from "../src/base/compare.js";

/** What one list shows: actions of a directory, or the modules and skills of the second one (DESIGN §11). */
type Listed = Action | Module;

/** One line of a list: the item and its summary. */
interface Line {
  action: Listed;
  summary: Summary;
}

const DEFAULT_THRESHOLD = 0.9;
/** A cluster names at most this many of its other members in the message, and points at this many. */
const MAX_NAMED = 5;
const MAX_RELATED = 10;

/** A pair of lines of one directory, `later` being the one the diagnostic goes on. */
interface Pair {
  earlier: Line;
  later: Line;
  score: number;
}

function compareLocations(a: Location | undefined, b: Location | undefined): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? -1 : 1;
  return compareText(a.file, b.file) || a.line - b.line || a.column - b.column;
}

/** Source order: file, line and column of the description; factory instances by call site; then name. */
function compareActions(a: Listed, b: Listed): number {
  return compareLocations(a.loc, b.loc) || compareLocations(a.instantiatedAt, b.instantiatedAt) || compareText(a.name, b.name);
}

/** Two decimals, rounded down: a score just below the threshold must not print as the threshold. */
function twoDecimals(score: number): string {
  return (Math.floor(score * 100 + 1e-9) / 100).toFixed(2);
}

/** Where the other action of the pair is: its description and, for a factory instance, the call making it. */
function relatedOf(other: Listed): RelatedLocation[] {
  const related: RelatedLocation[] = [{ ...other.loc, message: `"${other.name}" has the summary that reads alike` }];
  if (other.instantiatedAt) related.push({ ...other.instantiatedAt, message: `"${other.name}" is made by this call of the factory` });
  return related;
}

/** Name, description and factory call: what makes two catalogued actions one and the same. */
function identityOf(action: Listed): string {
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
function indistinguishable(x: Line, y: Line, readingOf: (line: Line) => Reading): boolean {
  if (x.summary.text === y.summary.text) return true;
  const rx = readingOf(x);
  const ry = readingOf(y);
  if (rx.verb !== null && ry.verb !== null && rx.verb !== ry.verb) return false;
  return discriminatingWord(rx.words, ry.words) === null;
}

/** Actions joined by alike pairs (union-find); `clusters()`: each in source order, the clusters by their last member. */
class Clusters {
  private readonly parent = new Map<Listed, Listed>();

  private root(a: Listed): Listed {
    let r = a;
    while (this.parent.get(r) !== r) r = this.parent.get(r)!;
    this.parent.set(a, r);
    return r;
  }

  union(earlier: Listed, later: Listed): void {
    for (const a of [earlier, later]) if (!this.parent.has(a)) this.parent.set(a, a);
    this.parent.set(this.root(later), this.root(earlier));
  }

  clusters(): Listed[][] {
    const members = new Map<Listed, Listed[]>();
    for (const a of this.parent.keys()) {
      const r = this.root(a);
      const list = members.get(r);
      if (list) list.push(a);
      else members.set(r, [a]);
    }
    const clusters = [...members.values()].map((list) => list.sort(compareActions));
    // Reports in source order of the action each goes on: the same output whatever the order of the catalog.
    return clusters.sort((x, y) => compareActions(x[x.length - 1], y[y.length - 1]));
  }
}

/** The better of two pairs of `reported`: the higher score, then the partner first in source order. */
function better(reported: Listed, p: Pair | undefined, q: Pair | undefined): Pair | undefined {
  if (!p || !q) return p ?? q;
  const partner = (pair: Pair) => (pair.later.action === reported ? pair.earlier : pair.later).action;
  return q.score > p.score || (q.score === p.score && compareActions(partner(q), partner(p)) < 0) ? q : p;
}

/**
 * `"a" and "b"`, `"a", "b" and "c"`, `"a", "b", …, "f" and 7 more`: the reported action first. A name that
 * several members share (one toolkit's tools made once per framework adapter) is named once, with its count.
 */
function namesOf(reported: Listed, others: readonly Listed[]): string {
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
  // An error where the model is shown the same line twice (the same text, but for whitespace and case); summaries
  // that only read alike are one step milder (a warning by default).
  defaultSeverity: "error",
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
      "The {{list}} shows the same summary for {{names}}, though their full descriptions differ (similarity {{fullScore}}): the cut made them alike, and the model cannot tell which to {{use}}. Make the first sentence of each, within {{cap}}, say what sets it apart.",
    cutMadeAlike:
      "The summaries of {{names}} read alike (similarity {{score}}), with the same verb and no word that sets one apart, though their full descriptions differ ({{fullScore}}): the cut made them alike, and the model cannot tell which to {{use}}. Make the first sentence of each, within {{cap}}, say what sets it apart.",
    alreadyAlike:
      "The summaries of {{names}} read alike (similarity {{score}}), with the same verb and no word that sets one apart, and so do their full descriptions ({{fullScore}}): the model cannot tell which to {{use}}. Say in the first sentence of each, within {{cap}}, what sets it apart.",
    identical:
      "{{names}} have the same description, so the model sees the same summary more than once and cannot tell which to {{use}}. Say in the first sentence of each, within {{cap}}, what sets it apart, or merge them.",
  },
  check({ catalog, directories, summaries, options, report }) {
    const threshold = typeof options.threshold === "number" ? options.threshold : DEFAULT_THRESHOLD;
    reportAlike(directories.map((d) => d.lines), threshold, report);
    // The second directory: modules and skills listed up front, one list, compared within each group (DESIGN §11).
    const modules = catalog.modules.flatMap((module): Line[] => {
      const summary = summaries.get(module);
      return summary ? [{ action: module, summary }] : [];
    });
    if (modules.length > 1) reportAlike([modules], threshold, report);
  },
});

/** The clusters of alike lines over `lists` (a line may be in several: an action every role sees), reported. */
function reportAlike(lists: readonly (readonly Line[])[], threshold: number, report: (report: Report) => void): void {
  // One search over every action any role sees (roles mostly overlap), then only the pairs that some one
  // directory holds both of: the same pairs as searching each directory, each found once.
  // Copies of one action (the same name, declaration and factory call, reached by two paths of the source)
  // are one line to the model: the first copy stands for all.
  const lines: Line[] = [];
  const rolesOf = new Map<Listed, Set<number>>();
  const byIdentity = new Map<string, Listed>();
  lists.forEach((list, d) => {
    for (const line of list) {
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
  // Each text's words once, however many lines share it (a factory's instances); the verb only for lines in a pair.
  const wordsOf = new Map<string, string[]>();
  const words = lines.map((line) => {
    let found = wordsOf.get(line.summary.text);
    if (!found) wordsOf.set(line.summary.text, (found = summaryWords(line.summary.text)));
    return found;
  });
  const readings = new Map<Line, Reading>();
  const readingOf = (line: Line): Reading => {
    let reading = readings.get(line);
    if (!reading) {
      const verb = operativeVerb(line.summary.text, verbName(line.action));
      readings.set(line, (reading = { words: wordsOf.get(line.summary.text)!, verb: verb?.lemma ?? null }));
    }
    return reading;
  };
  const alike = new AlikeActions(lines, rolesOf, readingOf);
  // The join is exact (every pair at or above the threshold), over distinct texts, within each set of lines that say
  // the same content words (no other pair can be indistinguishable: 8,000 summaries that differ by one number are 32
  // million alike pairs, none of them reported); what a model can tell apart is filtered after it. Lines of one text
  // are one group of the join, never each of their pairs, and pairs are handed on as the join finds them.
  const join = joinOf(lines.map((line) => line.summary.text), words, threshold);
  for (const group of join.groups) alike.addGroup(group);
  join.forEachPair((gx, gy, score) => {
    for (const i of join.groups[gx]) for (const j of join.groups[gy]) alike.consider(i, j, score);
  });
  reportClusters(alike, threshold, report);
}

/**
 * The pairs of lines a model cannot tell apart, as clusters, and each action's most alike partner, without listing
 * every pair: a text that thousands of actions share (a factory's instances) makes one cluster, not millions of
 * pairs. Two lines pair when some directory holds both, they are in one group, their names differ (a tool set
 * cannot hold two tools of one name: two declarations of one name are one tool declared for separate sets), and
 * their summaries are indistinguishable.
 */
class AlikeActions {
  readonly clusters = new Clusters();
  /** Each action's most alike partner among lines of another text (`better` order). */
  private readonly bestOther = new Map<Listed, Pair>();
  /** For each action of a text others share, the lists (one group, one directory) it pairs with. */
  private readonly identicalLists = new Map<Listed, Line[][]>();

  constructor(
    private readonly lines: readonly Line[],
    private readonly rolesOf: ReadonlyMap<Listed, ReadonlySet<number>>,
    private readonly readingOf: (line: Line) => Reading,
  ) {}

  /** Lines whose texts are the same but for whitespace: each text's lines pair by place; texts differing in whitespace are compared. */
  addGroup(group: readonly number[]): void {
    if (group.length < 2) return;
    const byText = new Map<string, number[]>();
    for (const i of group) {
      const list = byText.get(this.lines[i].summary.text);
      if (list) list.push(i);
      else byText.set(this.lines[i].summary.text, [i]);
    }
    const texts = [...byText.values()];
    for (const same of texts) this.addIdentical(same);
    for (let a = 0; a < texts.length; a++) for (let b = a + 1; b < texts.length; b++) for (const i of texts[a]) for (const j of texts[b]) this.consider(i, j, 1);
  }

  /**
   * Lines of one text: in each list of one group and one directory, every two of different names pair, so the
   * list is one cluster when it holds two names at least (and pairs nothing when all share one name).
   */
  private addIdentical(same: readonly number[]): void {
    const lists = new Map<string, Line[]>();
    for (const i of same) {
      const line = this.lines[i];
      for (const d of this.rolesOf.get(line.action)!) {
        const key = `${line.action.group ?? ""}\u0000${d}`;
        const list = lists.get(key);
        if (list) list.push(line);
        else lists.set(key, [line]);
      }
    }
    for (const list of lists.values()) {
      if (!list.some((line) => line.action.name !== list[0].action.name)) continue;
      list.sort((x, y) => compareActions(x.action, y.action));
      for (const line of list) {
        this.clusters.union(list[0].action, line.action);
        const mine = this.identicalLists.get(line.action);
        if (mine) mine.push(list);
        else this.identicalLists.set(line.action, [list]);
      }
    }
  }

  /** Lines `i` and `j` of different texts, alike by the join at `score`. */
  consider(i: number, j: number, score: number): void {
    const [x, y] = [this.lines[i], this.lines[j]];
    if (x.action.group !== y.action.group || x.action.name === y.action.name || !this.shareADirectory(x.action, y.action)) return;
    if (!indistinguishable(x, y, this.readingOf)) return;
    const [earlier, later] = compareActions(x.action, y.action) <= 0 ? [x, y] : [y, x];
    const pair = { earlier, later, score };
    this.clusters.union(earlier.action, later.action);
    for (const a of [earlier.action, later.action]) this.bestOther.set(a, better(a, this.bestOther.get(a), pair)!);
  }

  /** The most alike partner of `reported`: the first in source order among its text's (score 1), or the best other. */
  mainPair(reported: Line): Pair {
    let identical: Pair | undefined;
    for (const list of this.identicalLists.get(reported.action) ?? []) {
      // The first line of the list of another name than the reported one's.
      const partner = list.find((line) => line.action !== reported.action && line.action.name !== reported.action.name)!;
      const pair = compareActions(partner.action, reported.action) <= 0 ? { earlier: partner, later: reported, score: 1 } : { earlier: reported, later: partner, score: 1 };
      identical = better(reported.action, identical, pair);
    }
    return better(reported.action, identical, this.bestOther.get(reported.action))!;
  }

  lineOf(action: Listed): Line {
    this.byAction ??= new Map(this.lines.map((line) => [line.action, line]));
    return this.byAction.get(action)!;
  }

  private byAction: Map<Listed, Line> | undefined;

  private shareADirectory(x: Listed, y: Listed): boolean {
    const rx = this.rolesOf.get(x)!;
    for (const d of this.rolesOf.get(y)!) if (rx.has(d)) return true;
    return false;
  }
}


/** How the messages name the list, the choice and the cut: a directory of actions, or the list of modules and skills. */
function wordsOf(item: Listed): { list: string; use: string; cap: string } {
  if (item.type === "action") return { list: "directory", use: "call", cap: "the summary cap (160 characters by default)" };
  const list = item.form === "skill" ? "skill listing" : `list of ${item.form}s`;
  return { list, use: "load", cap: item.form === "skill" ? "the listing's cut (250 characters by default)" : "its first line" };
}

/** The same line to a model: the same text but for runs of whitespace and letter case. */
function sameText(a: string, b: string): boolean {
  const plain = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();
  return a === b || plain(a) === plain(b);
}

/**
 * One diagnostic per cluster of alike actions, on its last member in source order, naming the others. The
 * message is that of the member's most alike pair (highest score, then the earliest partner).
 */
function reportClusters(alike: AlikeActions, threshold: number, report: (report: Report) => void): void {
  for (const members of alike.clusters.clusters()) {
    const reported = members[members.length - 1];
    const others = members.slice(0, -1);
    const main = alike.mainPair(alike.lineOf(reported));
    const partner = (p: Pair) => (p.later.action === reported ? p.earlier : p.later);
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
    const sameLine = sameText(earlier.summary.text, later.summary.text);
    report({
      ...(sameLine ? {} : { milder: true as const }),
      messageId,
      data: {
        name: reported.name,
        other: partner(main).action.name,
        names: namesOf(reported, others),
        others: others.length,
        score: twoDecimals(score),
        fullScore: twoDecimals(full),
        ...wordsOf(reported),
      },
      subject: place.subject,
      loc: place.loc,
      related: [...others.slice(0, MAX_RELATED).flatMap(relatedOf), ...(place.related ?? [])],
    });
  }
}

// The clusters of lines a model cannot tell apart, that rules/near-duplicate-summary.ts reports: over the lists
// one directory shows (or the one list of modules and skills), the pairs alike by the content join
// (content-join.ts) whose summaries also have the same operative verb and no word that sets one apart
// (discriminate.ts), joined into clusters, with each action's most alike partner. The rule words the messages.
import { compareText } from "../../base/compare.js";
import type { Action, Location, Module, Summary } from "../../types.js";
import { operativeVerb } from "../verb/verbs.js";
import { joinOf } from "./content-join.js";
import { discriminatingWord, summaryWords } from "./discriminate.js";

/** What one list shows: actions of a directory, or the modules and skills listed up front. */
export type Listed = Action | Module;

/** One line of a list: the item and its summary. */
export interface Line {
  action: Listed;
  summary: Summary;
}

/** A pair of lines of one directory, `later` being the one the diagnostic goes on. */
export interface Pair {
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

/** Name, description and factory call: what makes two catalogued actions one and the same. */
function identityOf(action: Listed): string {
  const at = (l: Location | undefined) => (l ? `${l.file}:${l.line}:${l.column}` : "");
  return `${action.name}\u0000${at(action.loc)}\u0000${at(action.instantiatedAt)}`;
}

/** What one line brings to a comparison, worked out once however many pairs it is in. */
interface Reading {
  words: readonly string[];
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
 * The clusters of alike lines over `lists` (a line may be in several: an action every role sees). `verbName` is
 * the name the verb reader reads an item's text with.
 */
export function alikeActions(lists: readonly (readonly Line[])[], threshold: number, verbName: (item: Listed) => string): AlikeActions {
  // One search over every action any role sees (roles mostly overlap), then only the pairs that some one
  // directory holds both of: the same pairs as searching each directory, each found once.
  // Copies of one action (the same name, declaration and factory call, reached by two paths of the source)
  // are one line to the model: the first copy stands for all.
  const lines: Line[] = [];
  const rolesOf = new Map<Listed, Set<number>>();
  const byIdentity = new Map<string, Listed>();
  // The action each line stands as (null: an empty summary): a directory's line is on every role's list that shows
  // it, and its identity is worked out once.
  const standsAs = new Map<Line, Listed | null>();
  lists.forEach((list, d) => {
    for (const line of list) {
      let action = standsAs.get(line);
      if (action === undefined) {
        if (line.summary.text.trim() === "") action = null;
        else {
          const identity = identityOf(line.action);
          action = byIdentity.get(identity);
          if (!action) {
            byIdentity.set(identity, (action = line.action));
            rolesOf.set(action, new Set());
            lines.push(line);
          }
        }
        standsAs.set(line, action);
      }
      if (action !== null) rolesOf.get(action)!.add(d);
    }
  });
  // Each text's words once, however many lines share it (a factory's instances: summaryWords keeps them); the verb
  // only for lines in a pair.
  const words = lines.map((line) => summaryWords(line.summary.text));
  const readings = new Map<Line, Reading>();
  const readingOf = (line: Line): Reading => {
    let reading = readings.get(line);
    if (!reading) {
      const verb = operativeVerb(line.summary.text, verbName(line.action));
      readings.set(line, (reading = { words: summaryWords(line.summary.text), verb: verb?.lemma ?? null }));
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
  return alike;
}

/**
 * The pairs of lines a model cannot tell apart, as clusters, and each action's most alike partner, without listing
 * every pair: a text that thousands of actions share (a factory's instances) makes one cluster, not millions of
 * pairs. Two lines pair when some directory holds both, they are in one group, their names differ (a tool set
 * cannot hold two tools of one name: two declarations of one name are one tool declared for separate sets), and
 * their summaries are indistinguishable.
 */
export class AlikeActions {
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

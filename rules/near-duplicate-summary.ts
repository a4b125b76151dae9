import { cutsPhrase, groupDoubt, placeOf, verbName } from "../src/lint/items.js";
import { defineRule, type RuleReport } from "../src/lint/rule.js";
import { alikeActions, type AlikeActions, type Line, type Listed, type Pair } from "../src/text/similarity/clusters.js";
import { diceScore } from "../src/text/similarity/similarity.js";
import type { Directory, ModuleForm } from "../src/types.js";
import type { DirectorySettings } from "../src/config/schema.js";
import type { MessageRef, MessageValue, RelatedReport } from "../src/lint/diagnostic.js";
import type { ClientCuts } from "../src/summarize/client-cut.js";
import { profileOf, profileSettings } from "../src/summarize/directory.js";
import { ref } from "../src/lint/messages.js";
import { defaultSettings } from "../src/config/schema.js";
import { thousands } from "../src/base/plural.js";

const DEFAULT_THRESHOLD = 0.9;
/** A cluster names at most this many of its other members in the message, and points at this many. */
const MAX_NAMED = 5;
const MAX_RELATED = 10;

/** The messages a cluster is reported with, by how its summaries came to be alike. */
type AlikeMessage = "identical" | "alreadyAlike" | "identicalAfterCut" | "cutMadeAlike";
/** The messages of a report's parts: its related notes, its names, and the words of `wordsFor`. */
type PartMessage = "readsAlike" | "named" | "namedTimes" | "more" | WordMessage;
type WordMessage = (typeof LIST_OF)[ModuleForm] | "directory" | "call" | "load" | "withinCap" | "withinListingCut" | "withinFirstLine";

/** Two decimals, rounded down: a score just below the threshold must not print as the threshold. */
function twoDecimals(score: number): string {
  return (Math.floor(score * 100 + 1e-9) / 100).toFixed(2);
}

/** Where the other action of the pair is: its description and, for a factory instance, the call making it. */
function relatedOf(other: Listed): RelatedReport<"readsAlike" | "madeByFactory">[] {
  const related: RelatedReport<"readsAlike" | "madeByFactory">[] = [{ ...other.loc, messageId: "readsAlike", data: { name: other.name } }];
  if (other.instantiatedAt) related.push({ ...other.instantiatedAt, messageId: "madeByFactory", data: { name: other.name } });
  return related;
}

/**
 * `"a" and "b"`, `"a", "b" and "c"`, `"a", "b", …, "f" and 7 more`: the reported action first. A name that
 * several members share (one toolkit's tools made once per framework adapter) is named once, with its count. The
 * last two are joined by "and" even when the cluster has only one name (` and "a" (2 times)`).
 */
function namesOf(reported: Listed, others: readonly Listed[]): MessageRef<"named" | "namedTimes" | "more" | "and"> {
  const counts = new Map<string, number>();
  for (const a of [reported, ...others]) counts.set(a.name, (counts.get(a.name) ?? 0) + 1);
  const distinct = [...counts].map(([name, n]) => (n > 1 ? ref("namedTimes", { name, count: n }) : ref("named", { name })));
  const quoted = distinct.slice(0, MAX_NAMED + 1);
  const rest = distinct.length - quoted.length;
  const items = rest > 0 ? [...quoted, ref("more", { count: rest })] : quoted;
  return ref("and", { items: items.slice(0, -1), last: items[items.length - 1] });
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
      "The {{list}} shows the same summary for {{names}}, though their full descriptions differ (similarity {{fullScore}}): the cut made them alike, and the model cannot tell which to {{use}}. Make the first sentence of each{{within}} say what sets it apart.",
    cutMadeAlike:
      "The summaries of {{names}} read alike (similarity {{score}}), with the same verb and no word that sets one apart, though their full descriptions differ ({{fullScore}}): the cut made them alike, and the model cannot tell which to {{use}}. Make the first sentence of each{{within}} say what sets it apart.",
    alreadyAlike:
      "The summaries of {{names}} read alike (similarity {{score}}), with the same verb and no word that sets one apart, and so do their full descriptions ({{fullScore}}): the model cannot tell which to {{use}}. Say in the first sentence of each{{within}} what sets it apart.",
    clientIdenticalAfterCut:
      "{{cuts}}, and there {{names}} read the same, though their full descriptions differ (similarity {{fullScore}}): the model cannot tell which to call. Put what sets each apart before the cut.",
    identical:
      "{{names}} have the same description, so the model sees the same summary more than once and cannot tell which to {{use}}. Say in the first sentence of each{{within}} what sets it apart, or merge them.",
    readsAlike: '"{{name}}" has the summary that reads alike',
    // The names of a cluster ({{names}}).
    named: '"{{name}}"',
    namedTimes: '"{{name}}" ({{count}} times)',
    more: "{{count}} more",
    // The list an item is shown in ({{list}}), what the model does with it ({{use}}), and where what sets it apart must
    // stand ({{within}}: empty for a tool sent whole).
    directory: "directory",
    skillListing: "skill listing",
    listOfModules: "list of modules",
    listOfNamespaces: "list of namespaces",
    listOfToolsets: "list of toolsets",
    call: "call",
    load: "load",
    withinCap: ", within the directory's cap ({{max}} characters),",
    withinListingCut: ", within the listing's cut ({{max}} characters by default),",
    withinFirstLine: ", within its first line,",
  },
  check({ catalog, directories, summaries, clientCuts, directorySettings, options, report }) {
    const threshold = typeof options.threshold === "number" ? options.threshold : DEFAULT_THRESHOLD;
    const words = wordsFor(directorySettings ?? defaultSettings().directory);
    reportAlike(directories.map((d) => d.lines), threshold, words, report);
    if (clientCuts && clientCuts.size > 0) reportClientAlike(directories, clientCuts, threshold, report);
    // The second directory: modules and skills listed up front, one list, compared within each group (docs/design.md#modules-and-skills).
    const modules = catalog.modules.flatMap((module): Line[] => {
      const summary = summaries.get(module);
      return summary ? [{ action: module, summary }] : [];
    });
    if (modules.length > 1) reportAlike([modules], threshold, words, report);
  },
});

/** The clusters of alike lines over `lists` (a line may be in several: an action every role sees), reported. */
function reportAlike(lists: readonly (readonly Line[])[], threshold: number, words: WordsOf, report: (report: RuleReport<AlikeMessage | PartMessage>) => void): void {
  reportClusters(alikeActions(lists, threshold, verbName), threshold, words, report);
}

/**
 * Tools of one directory that a client's cut makes alike: each cut tool's text as its shortest cut shows it, compared
 * with the other cut tools of its directory (and group). A pair whose whole texts are already alike is the whole-text
 * pass's to report; here only what the cut did, on the cluster's last member, naming the clients that cut it. Only
 * texts the cut makes the same are reported: whether cut texts that merely read alike can be told apart is not
 * judged yet.
 */
function reportClientAlike(directories: readonly Directory[], clientCuts: ClientCuts, threshold: number, report: (report: RuleReport<"clientIdenticalAfterCut" | PartMessage>) => void): void {
  const lists = directories.map((d) =>
    d.lines.flatMap((line): Line[] => {
      const cuts = clientCuts.get(line.action);
      return cuts ? [{ action: line.action, summary: cuts[0].summary }] : [];
    }),
  );
  const alike = alikeActions(lists, threshold, verbName);
  for (const members of alike.clusters.clusters()) {
    const reported = members[members.length - 1];
    const { earlier, later } = alike.mainPair(alike.lineOf(reported));
    const full = diceScore(earlier.summary.normalized, later.summary.normalized);
    if (full >= threshold) continue;
    if (!sameText(earlier.summary.text, later.summary.text)) continue;
    const place = placeOf(reported);
    report({
      ...groupDoubt(members),
      messageId: "clientIdenticalAfterCut",
      data: { names: namesOf(reported, members.slice(0, -1)), fullScore: twoDecimals(full), cuts: cutsPhrase(clientCuts.get(reported) ?? []) },
      subject: place.subject,
      loc: place.loc,
      related: [...members.slice(0, -1).slice(0, MAX_RELATED).flatMap(relatedOf), ...(place.related ?? [])],
    });
  }
}

/** The parts of the messages that name an item's list, the choice and where it is cut (`within`). */
type Words = Record<"list" | "use" | "within", MessageValue<WordMessage>>;
type WordsOf = (item: Listed) => Words;

/** The list each form of module is shown in. */
const LIST_OF = { skill: "skillListing", module: "listOfModules", namespace: "listOfNamespaces", toolset: "listOfToolsets" } as const satisfies Record<ModuleForm, string>;

/**
 * The words for a directory of actions or the list of modules and skills. An action cut into a directory (kumiko, a
 * config's own matchers, `directory.cut`) has the directory's cap, as configured; a tool its client is sent whole
 * has none, so what sets it apart goes in the first sentence, what a client or a tool search shows first. A skill
 * listing's cut is its harness profile's.
 */
function wordsFor(settings: DirectorySettings): WordsOf {
  const { maxLength } = settings.actions;
  const cap = Number.isFinite(maxLength) ? ref("withinCap", { max: thousands(maxLength) }) : "";
  const listingCut = ref("withinListingCut", { max: thousands(profileSettings("claude-code-skills", settings).maxLength) });
  return (item) => {
    if (item.type === "action") return { list: ref("directory"), use: ref("call"), within: profileOf(item.preset, settings) === "directory" ? cap : "" };
    return { list: ref(LIST_OF[item.form]), use: ref("load"), within: item.form === "skill" ? listingCut : ref("withinFirstLine") };
  };
}

/** Whether two of these lines are the same line to a model (sameText). */
function holdsSameLine(texts: readonly string[]): boolean {
  return new Set(texts.map(plain)).size < texts.length;
}

/** A line as a model tells lines apart: runs of whitespace and letter case do not count. */
function plain(text: string): string {
  return text.replace(/\s+/g, " ").trim().toLowerCase();
}

/** The same line to a model: the same text but for runs of whitespace and letter case. */
function sameText(a: string, b: string): boolean {
  return a === b || plain(a) === plain(b);
}

/**
 * One diagnostic per cluster of alike actions, on its last member in source order, naming the others. The
 * message is that of the member's most alike pair (highest score, then the earliest partner).
 */
function reportClusters(alike: AlikeActions, threshold: number, wordsOf: WordsOf, report: (report: RuleReport<AlikeMessage | PartMessage>) => void): void {
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
    // The same line twice anywhere in the cluster is an error, though the pair its message names only reads alike.
    const sameLine = sameText(earlier.summary.text, later.summary.text) || holdsSameLine(members.map((m) => alike.lineOf(m).summary.text));
    report({
      ...(sameLine ? {} : { milder: true as const }),
      ...groupDoubt(members),
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

// What a rule reports and what the engine makes of it (docs/design.md#rules): a Report is data only (a message id,
// its data, the subject and where), a Diagnostic the rendered finding every later stage passes on (suppress, fix,
// the formats, the cache, the editor), with the fixes and suggestions it carries.
import type { Severity } from "../config/rule-info.js";
import type { CatalogItem, Location, ModuleForm } from "../types.js";

/** What a diagnostic is about: a module is named by its form ("skill", "namespace", …). */
export interface Subject {
  type: "action" | "feature" | "entity" | "trigger" | "server" | "mcp-prompt" | "mcp-resource" | "file" | "prompt" | ModuleForm;
  name: string;
}

/** A related location of a diagnostic, with its message rendered. */
export interface RelatedLocation extends Location {
  message: string;
}

/**
 * One of the rule's messages (or one every rule gets from the engine, src/lint/messages.ts) with the data it is
 * rendered with: a report's related note, the engine's "not proven" note, or a part of a sentence that a report's
 * data chooses among fixed alternatives (the engine renders it where its placeholder stands).
 */
export interface MessageRef<MessageId extends string = string> {
  messageId: MessageId;
  data?: MessageData<MessageId>;
}

/**
 * A value a placeholder is filled with: text or a number from the project or the settings (escaped as it is
 * rendered), another message rendered with its own data, or a list of them, rendered one after the other with a
 * comma between.
 */
export type MessageValue<MessageId extends string = string> = string | number | MessageRef<MessageId> | readonly MessageValue<MessageId>[];

/** A message's placeholders and what fills them. */
export type MessageData<MessageId extends string = string> = Record<string, MessageValue<MessageId>>;

/** A related location as a rule reports it: the place and the message the engine renders its note from. */
export type RelatedReport<MessageId extends string = string> = Location & MessageRef<MessageId>;

/** What a rule reports: data only; the engine renders the message from the rule's `messages`. */
export interface Report {
  /**
   * An error whatever the rule's configured severity (unless the rule is off), as ESLint's parse failures are: a
   * file whose declarations may have been lost would otherwise let a real error in it pass.
   */
  fatal?: true;
  /**
   * One step below the rule's configured severity (error -> warn, warn -> info): a rule whose findings differ in
   * weight (injected-instructions: a tag block is an error, a phrase a warning) stays one rule with one setting.
   * `2`: two steps below (error -> info), for a suspicion a reader should weigh rather than a finding (a learned score
   * in the range where honest descriptions also fall).
   */
  milder?: true | 2;
  messageId: string;
  data?: MessageData;
  /**
   * What the finding rests on that is not proven, and why: the engine reports it at `info` at most and appends this
   * note (a shared message, src/lint/messages.ts), as for a finding about an unproven item.
   */
  unproven?: MessageRef;
  /**
   * How sure a heuristic finding is, 0 to 1 (the clause-level safety detector): JSON and SARIF carry it as
   * `properties.confidence`. Absent: the rule's findings are exact.
   */
  confidence?: number;
  subject: Subject;
  loc: Location;
  related?: RelatedReport[];
  /** Edits of the reported item's text the rule proposes; src/fix turns them into source edits (never serialized). */
  proposals?: Proposal[];
}

/**
 * An edit a rule proposes, before src/fix has found the source that holds the text: a change of the item's
 * description (offsets in `item.description`), or a description stub where the item has none.
 */
export type Proposal =
  | { kind: "text"; item: CatalogItem; title: string; start: number; end: number; text: string; mechanical: boolean }
  | { kind: "stub"; item: CatalogItem; title: string; text: string };

/** One change of a source file: UTF-16 offsets [start, end) in its text as read (a BOM not counted). */
export interface TextEdit {
  file: string;
  range: [number, number];
  text: string;
}

/**
 * A fix (ESLint's `fix`: mechanical, applied by `--fix`) or a suggestion (ESLint's `suggestions`: it rewrites
 * prose or needs a person's words, so it is only offered, in the editor). `title` says what it does.
 */
export interface Fix {
  title: string;
  edits: TextEdit[];
}

export interface Diagnostic {
  ruleId: string;
  severity: Severity;
  message: string;
  file: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  subject: Subject;
  related?: RelatedLocation[];
  docs: string;
  /** Report.confidence, carried as `properties.confidence` by the JSON and SARIF formats. */
  confidence?: number;
  /** Applied by `--fix` (src/fix). */
  fix?: Fix;
  /** Offered in the editor, never applied by `--fix`. */
  suggestions?: Fix[];
  /**
   * Set on the one finding that closes a capped group of the output (src/lint/cap.ts: "and 15,980 more …"): how
   * many findings of its rule it stands for, by severity; its own severity is the highest of them.
   */
  omitted?: SeverityCounts;
  /**
   * For a captured tools/list (--tools-json): the JSON path of the tool it is about (`$.tools[3]`,
   * `$[0].result.tools[3]`), which SARIF gives as a logical location. Unset for source files.
   */
  jsonPath?: string;
}

/** How many findings there are of each severity. */
export interface SeverityCounts {
  errors: number;
  warnings: number;
  infos: number;
}

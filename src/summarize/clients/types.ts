// What a client (an MCP host, a coding agent, a model API) does to the text of a tool, a server or a skill before the
// model reads it: plain data, one file per client, every number with the page or thread that shows it.

/** The kinds of text a client shows the model. */
export type ClientTextKind = "toolDescription" | "serverInstructions" | "skillListing" | "directoryLine";

/** A cap the client applies to one kind of text. */
export interface TextCut {
  /** The most code units (JavaScript string length) the client keeps. */
  maxLength: number;
  /**
   * `cut`: the client keeps the first `maxLength` code units, mid-word, and appends `suffix`; `word`: it cuts at the
   * last whitespace that leaves room for `suffix` (the directory's own cut, src/summarize/summary.ts capText);
   * `reject`: the API refuses the whole request (nothing reaches the model, no text is cut).
   */
  mode: "cut" | "word" | "reject";
  /** What the client appends to a cut text ("" when nothing). */
  suffix: string;
  /** The client keeps the first sentence only, before the cap. */
  firstSentence: boolean;
  /** Where the number comes from: a docs page or a public issue or pull request. */
  source: string;
  /** When the source saw it, where the number has changed or may change. */
  seen?: string;
}

/** A kind of text for which no cap was found in any docs page or public report. */
export interface NoCap {
  maxLength: null;
  note: "no documented cap found";
}

/** A client's rule for tool names. */
export interface NameRule {
  maxLength: number;
  /** Characters allowed, as a regular expression source over the whole name. */
  pattern?: string;
  /** What the length counts: the tool's own name, or the server's name joined to it. */
  counts: "tool" | "server and tool";
  source: string;
  seen?: string;
}

/**
 * A budget over a whole listing (every skill's line together), not a cap on one text: a share of the context window
 * when the client knows the window, else a fixed number of characters. Over it, the client shortens or drops entries.
 */
export interface ListingBudget {
  /** The share of the context window (in tokens, at CHARACTERS_PER_TOKEN characters each) the listing may take. */
  shareOfContext: number;
  /** The characters the listing may take when the window is unknown. */
  fallbackCharacters: number;
  /** What one entry costs: the skill's name, description and when_to_use, each entry cut first to this many. */
  entryMaxLength?: number;
  /** What the client does over the budget, as a message says it after "{label} ". */
  over: string;
  source: string;
  seen?: string;
}

/**
 * Where the MCP tool definitions of a session pass a share of the context window, the client stops sending them
 * whole and gives the model a search over names and descriptions instead (Claude Code's tool search, auto mode).
 */
export interface ToolSearchThreshold {
  shareOfContext: number;
  source: string;
  seen?: string;
}

export interface ClientProfile {
  /** The id a config names (`clients: ["claude-code"]`). */
  id: string;
  /** As messages name it: "Claude Code". */
  label: string;
  texts: Record<ClientTextKind, TextCut | NoCap>;
  /** Tool names; undefined when no rule was found. */
  names?: NameRule;
  /** The budget of its skills listing; undefined when none was found. */
  skillsBudget?: ListingBudget;
  /** The share of the context window past which its MCP tools are found by search; undefined when none. */
  toolSearch?: ToolSearchThreshold;
}

/** Characters per token where a client's budget is a share of a window counted in tokens (English runs at about four). */
export const CHARACTERS_PER_TOKEN = 4;

export const NO_CAP: NoCap = Object.freeze({ maxLength: null, note: "no documented cap found" });

/** Whether a kind of text has a cap in this profile. */
export function capOf(profile: ClientProfile, kind: ClientTextKind): TextCut | undefined {
  const cut = profile.texts[kind];
  return cut.maxLength === null ? undefined : cut;
}

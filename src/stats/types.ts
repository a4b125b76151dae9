// The shape of `summarylint stats`: the count a team takes to a design review. `--format json` prints it
// as it is; text, markdown and html render it; `--compare` reads two of them. Every size is characters plus an
// o200k token estimate; `tokens.factors` scales that estimate per model family.
import type { PresetUse } from "../extract/choose.js";
import type { ModuleForm } from "../types.js";

/** A size in the prompt: characters, and tokens estimated with the o200k encoding. */
export interface Size {
  characters: number;
  /** An estimate (o200k); multiply by a family's factor in `StatsReport.tokens.factors` for that family's. */
  tokens: number;
}

/** How the cap and the first-sentence cut changed the summaries of one scope. */
export interface CutStats {
  /** Summaries in the scope (one per action line). */
  summaries: number;
  /** Cut at the cap (`maxLength`). */
  truncated: number;
  /** Characters of normalized descriptions that no summary shows (the sum of `lostChars`). */
  charactersRemoved: number;
  /** Summaries that lost later sentences or paragraphs. */
  laterSentencesLost: number;
}

/** Descriptions that say the action cannot be undone, and whether their summaries kept that wording. */
export interface IrreversibleStats {
  descriptions: number;
  kept: number;
  /** Names of the actions whose summary lost the wording, in directory order. */
  lost: string[];
}

/** One feature's line and its share of the directory's characters (percent, one decimal). */
export interface FeatureShare {
  name: string;
  /** Characters of its feature line plus the lines of its actions. */
  characters: number;
  share: number;
}

export interface FeatureStats {
  features: number;
  /** Characters of the feature descriptions as written. */
  before: number;
  /** Characters of their cut lines (what the directory sends). */
  after: number;
  /** Largest first. */
  shares: FeatureShare[];
}

/** The distribution of summary lengths: buckets of `width` characters from 0, the cap marked. */
export interface LengthHistogram {
  /** The directory's `maxLength`. */
  cap: number;
  width: number;
  /**
   * `counts[i]`: summaries with length in [i*width, (i+1)*width), below the cap. The last entry: summaries of the cap's
   * length or longer (cut at the cap, or sent whole by a harness profile that does not cut).
   */
  counts: number[];
}

/** The full catalog (every tool's JSON with its schema) beside the directory, for one scope. */
export interface FullCatalogStats {
  /** The tool JSON the full catalog would send (name, description, input schema). */
  tools: Size;
  /** Actions whose schema was read whole (or that declare none). */
  schemasRead: number;
  /** Actions whose schema could not be read whole: counted as far as it was read. At most 20 named. */
  schemasUnread: { name: string; reason: string }[];
  schemasUnreadCount: number;
  /** `tools` less the directory's size (negative: the directory is larger); null where the scope has no directory. */
  saving: Size | null;
  /**
   * With the extra describe round (`describeRoundTokens`), the role size in actions below which the full catalog
   * costs fewer tokens, from this scope's average per action; null when the directory never wins (a tool costs no
   * more than its line), there are no actions, or the scope has no directory.
   */
  crossover: number | null;
}

/** The counts of one scope: a group of a role, a role, or the whole catalog. */
export interface ScopeStats {
  actions: number;
  missingDescriptions: number;
  cuts: CutStats;
  irreversible: IrreversibleStats;
  /** Pairs of summaries that read alike (near-duplicate-summary's threshold), counted within each group. */
  nearDuplicatePairs: number;
  /**
   * Present when counting stopped in some group (a million pairs of different texts, from summaries that nearly all
   * read alike): `nearDuplicatePairs` is then a lower bound.
   */
  nearDuplicatePairsAtLeast?: true;
  /**
   * What the directory sends: every action line and feature line, with their newlines. Null where the scope has no
   * directory: none of its actions is cut into one (MCP and the tool-calling SDKs send each tool whole, so what the
   * model is given is `fullCatalog.tools`).
   */
  directory: Size | null;
  features: FeatureStats;
  /** The five longest summaries, longest first. */
  longest: { name: string; characters: number }[];
  lengths: LengthHistogram;
  fullCatalog: FullCatalogStats;
}

export interface GroupStats extends ScopeStats {
  /** The group's name ("(ungrouped)" for actions with none). */
  group: string;
}

export interface RoleStats extends ScopeStats {
  /** "*" when the project declares no roles. */
  role: string;
  /** Per group of the role, largest directory first; one entry when the role has one group. */
  groups: GroupStats[];
}

/** What the catalog holds, whatever the roles. */
export interface Totals {
  files: number;
  actions: number;
  features: number;
  entities: number;
  modules: number;
  skills: number;
  namespaces: number;
  toolsets: number;
  triggers: number;
  /** MCP servers found (each with its instructions, where it writes them). */
  servers: number;
  /** The prompts and resources those servers offer. */
  serverFeatures: number;
  uncallable: number;
  /** Actions declared `defer_loading: true`: found through a tool search, not listed up front. */
  deferred: number;
  groups: number;
  missingDescriptions: number;
  unresolvedDescriptions: number;
  /** Actions recognised by a name or shape alone, not traced to their framework: no rule judges them above info. */
  unproven: number;
  fileProblems: number;
  limitsReached: number;
}

/** One module or skill of the second directory: its line, sent always, against what loading it adds (modules.ts). */
export interface ModuleCost {
  name: string;
  form: ModuleForm;
  group: string | null;
  /** Its line in the listing, `- name: summary`, sent with every request. */
  line: Size;
  /** What loading it adds: the instructions (a skill's body) and its tools' definitions (text/tool-json.ts). */
  loaded: Size & { instructions: number; tools: number; toolCharacters: number };
}

/** The second directory of `loadedOnDemand` (modules.ts counts it). */
export interface ModuleStats {
  modules: number;
  skills: number;
  namespaces: number;
  toolsets: number;
  /** Sent with every request: the core prompts as far as they could be read, and every listing line. */
  alwaysSent: { prompts: Size; lines: Size };
  /** The skills' lines against the listing budget (percent, one decimal). */
  listing: { budget: number; characters: number; share: number };
  /** Loading everything at once: the sum of each item's `loaded`. */
  allLoaded: Size;
  items: ModuleCost[];
}

/** One client the project's texts ship to (clients.ts). */
export interface ClientStats {
  /** Its profile's id (src/summarize/clients). */
  client: string;
  label: string;
  /**
   * The texts it cuts, the characters of them that never reach the model there, and the tool descriptions over a cap
   * at which it refuses the whole request instead (a model API).
   */
  cut: { descriptions: number; instructions: number; charactersLost: number; rejected: number };
  /** The project's skills in its listing against its budget; null: no skills, or no budget modelled. */
  skills: { count: number; characters: number; budget: number; over: boolean; then: string } | null;
  /** Per server (its group, "" when none), the tool definitions against its tool-search threshold; null: it has none. */
  toolSearch: { server: string; tools: number; tokens: number; threshold: number; over: boolean }[] | null;
}

/** The clients section: the window the budgets are shares of, and each client. */
export interface ClientsStats {
  contextTokens: number;
  clients: ClientStats[];
}

export interface StatsReport {
  tool: { name: string; version: string };
  presets: PresetUse[];
  totals: Totals;
  tokens: {
    encoding: "o200k_base";
    /** Every token count is an estimate. */
    estimate: true;
    /** Model family -> factor applied to the o200k estimate (config `stats.tokenFactors`). */
    factors: Record<string, number>;
  };
  /** Tokens one extra describe round costs (config `stats.describeRoundTokens`). */
  describeRoundTokens: number;
  /** Every action of the catalog once, as one directory. */
  total: ScopeStats;
  roles: RoleStats[];
  /** The second directory (modules, skills, namespaces, toolsets); null when the project has none. */
  loadedOnDemand: ModuleStats | null;
  /** What each client the texts ship to does to them; null when none ships to a modelled client. */
  clients: ClientsStats | null;
}

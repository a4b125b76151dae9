// What the config knows of a rule without running it: the severities a finding and a setting may have, the options a
// rule declares (their types and defaults, which validation and the JSON Schema read), and a rule's effective setting
// for one file (settings.ts computes it).

export type Severity = "error" | "warn" | "info";
export type SeveritySetting = Severity | "off";

export type OptionType = "number" | "boolean" | "string" | "string[]";

/** One option of a rule: its type, default and a one-line description (shown by `summarylint rules`). */
export interface OptionSpec {
  type: OptionType;
  /** `undefined`: the option has no default (a budget the rule only checks once the config sets it). */
  default: unknown;
  description: string;
  /** For a number: the value must be a whole number. */
  integer?: true;
  /** For a number: the smallest value allowed. */
  minimum?: number;
}

/** What the engine knows of a rule without running it (config validation needs this). */
export interface RuleInfo {
  id: string;
  /** "off": the rule runs only where the config turns it on (a budget only the team can set). */
  defaultSeverity: SeveritySetting;
  options: Record<string, OptionSpec>;
}

/** A rule's effective setting for one file, after defaults, config and overrides. */
export interface RuleSetting {
  severity: SeveritySetting;
  options: Record<string, unknown>;
}

// Configuration (docs/design.md#command-line): find, parse, validate, and answer "what is this rule's setting
// for this file?".

export { ConfigError, didYouMean, levenshtein, nearest } from "./errors.js";
export { configFormat, defaultProjectConfig, findConfigFile, loadConfig, parseConfigText } from "./load.js";
export type { ConfigFormat, LoadConfigOptions, ParseConfigOptions } from "./load.js";
export {
  CONFIG_FILE_NAMES,
  KNOWN_PRESETS,
  SEVERITY_WORDS,
  defaultConfig,
  defaultSettings,
  excludedGlobs,
} from "./schema.js";
export type { Config, ConfigSettings, Override, RuleEntry } from "./schema.js";
export { distinctRuleSettings, overrideMatches, ruleSetting, settingKey } from "./settings.js";
export { STARTER_CONFIG_FILE_NAME, starterConfig } from "./starter.js";

// `summarylint init`: finds the frameworks of the folder's packages as `auto` would, and writes a starter config for
// them (src/config/starter.ts says what it holds).
import path from "node:path";
import { defaultConfig, excludedGlobs, findConfigFile, STARTER_CONFIG_FILE_NAME, starterConfig } from "../config/index.js";
import { discoverFiles } from "../discover/discover.js";
import { PresetChooser, summarizePresets, type PresetUse } from "../extract/choose.js";
import { RULE_INFOS } from "../../rules/index.js";
import { UsageError } from "./common.js";
import { writeOutputFile } from "../base/output-file.js";
import { compareText } from "../base/compare.js";

/** Writes the starter config into `cwd`; refuses (UsageError) where a config of the folder would compete, unless `force`. */
export function initCommand(cwd: string, force: boolean): void {
  const file = path.join(cwd, STARTER_CONFIG_FILE_NAME);
  // Any config in this folder (another name, or package.json's key) would compete with the new file.
  const existing = findConfigFile(cwd);
  if (existing !== undefined && path.dirname(existing) === path.resolve(cwd) && !force) {
    const name = path.basename(existing);
    throw new UsageError(
      name === STARTER_CONFIG_FILE_NAME
        ? `${name} already exists (use --force to overwrite it)`
        : `this folder already has a config (${name}${name === "package.json" ? `, key "summarylint"` : ""}); edit it, or use --force to write ${STARTER_CONFIG_FILE_NAME} beside it`,
    );
  }
  const found = presetsOfPackages(path.resolve(cwd));
  const presets = [...new Set(found.flatMap((use) => use.presets))].sort();
  const text = starterConfig({ presets, byPackage: summarizePresets(found) }, RULE_INFOS);
  try {
    writeOutputFile(file, text, cwd);
  } catch (error) {
    throw new UsageError(`cannot write ${STARTER_CONFIG_FILE_NAME}: ${(error as Error).message}`);
  }
}

/**
 * Per package, the presets its package.json dependencies pick, as `auto` picks them for a lint of `root` with the
 * config init writes: the root's package and the packages of the files discovery reads (their nearest package.json,
 * with those above it and the project's own packages they depend on). Only package.json files are read.
 */
export function presetsOfPackages(root: string): PresetUse[] {
  const config = defaultConfig(root);
  const files = discoverFiles({ root, include: config.include, exclude: excludedGlobs(config), runnerTests: !config.tests });
  const chooser = new PresetChooser(root, config.presets);
  const found = new Map<string, PresetUse>();
  for (const dir of new Set([root, ...files.map((file) => path.dirname(file))])) {
    const use = chooser.packagePresetsOf(dir);
    if (use.presets.length > 0) found.set(use.package, use);
  }
  return [...found.values()].sort((a, b) => compareText(a.package, b.package));
}

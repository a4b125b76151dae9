// What resolve is given for a project (made once by buildCatalog, catalog.ts), read by every item it makes (item.ts):
// kept apart so that the catalog and its items import it, not each other.
import type { FileFacts } from "../extract/facts.js";
import type { Matcher } from "../extract/presets/types.js";
import type { ModuleResolver } from "./modules.js";
import type { ToolSetPlace, ToolSets } from "./tool-sets.js";

export interface ResolveOptions {
  root: string;
  matchers: Matcher[];
  /** Extract a deferred file fully (read it again and extract with `full: true`). */
  complete: (facts: FileFacts) => FileFacts;
  resolver: ModuleResolver;
  /** Locale picked from a label's locale map. */
  locale: string;
  /** Calls that evaluate to their first argument (a preset's `toSingleLineString`). */
  passThrough?: readonly string[];
  /**
   * The group of an action or trigger of a file, by its preset's scheme (docs/design.md#groups), given the tool set it
   * is in, if any; undefined: one group.
   */
  groupOf?: (file: string, preset: string | undefined, toolSet?: ToolSetPlace) => string | undefined;
  /** Why the group groupOf gives is a guess (no tool set found where the preset gives tools in them), or undefined. */
  groupGuess?: (file: string, preset: string | undefined, toolSet?: ToolSetPlace) => string | undefined;
  /** The project's tool sets (set by buildCatalog). */
  toolSets?: ToolSets;
  /** Read each action's input schema (default true; a lint whose rules do not read them says false). */
  inputSchemas?: boolean;
}

// Presets say which calls declare actions, features and entities, and which properties hold each field
// (DESIGN §5). They are plain data; a later issue adds the ecosystem presets and custom matchers in config.
import type { DeclType } from "./facts.js";

/** A call that declares something: `callee(…)` or `anything.callee(…)`, with the object at `argument`. */
export interface Matcher {
  type: DeclType;
  callee: string;
  argument: number;
  /** Property names holding each field of the declared item. */
  fields: FieldMap;
}

export interface FieldMap {
  name: string;
  description: string;
  kind?: string;
  approval?: string;
  roles?: string;
  feature?: string;
  entity?: string;
  label?: string;
}

export interface Preset {
  name: string;
  matchers: Matcher[];
}

const KUMIKO_FIELDS: FieldMap = {
  name: "name",
  description: "description",
  kind: "kind",
  approval: "approval",
  roles: "roles",
  feature: "feature",
  entity: "entity",
  label: "label",
};

export const PRESETS: Record<string, Preset> = {
  kumiko: {
    name: "kumiko",
    matchers: [
      { type: "action", callee: "defineHandler", argument: 0, fields: KUMIKO_FIELDS },
      { type: "feature", callee: "defineFeature", argument: 0, fields: KUMIKO_FIELDS },
      { type: "entity", callee: "defineEntity", argument: 0, fields: KUMIKO_FIELDS },
    ],
  },
};

/** The matchers of the named presets, in order. Unknown names are rejected by config validation. */
export function matchersOf(presetNames: string[]): Matcher[] {
  const names = presetNames.includes("auto") ? [...presetNames.filter((n) => n !== "auto"), "kumiko"] : presetNames;
  return [...new Set(names)].flatMap((n) => PRESETS[n]?.matchers ?? []);
}

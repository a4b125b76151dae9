// kumiko: a feature declares its actions with `defineHandler({ name, description, kind, approval, roles, … })`, and
// itself and its entities with `defineFeature({ … })` and `defineEntity({ … })`; every field is a property of the
// one object argument. The preset `auto` falls back to when nothing picks another.
import type { FieldMap, Preset } from "./types.js";

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

export const kumiko: Preset = {
  name: "kumiko",
  // The framework's packages (`@kumiko/framework`) and its plain name; a `defineHandler` imported from elsewhere (h3's
  // has the same name) or defined in the project is matched, but unproven (extract/visitors/provenance.ts).
  packages: ["@kumiko/", "kumiko"],
  matchers: [
    { type: "action", callee: "defineHandler", fields: KUMIKO_FIELDS },
    { type: "feature", callee: "defineFeature", fields: KUMIKO_FIELDS },
    { type: "entity", callee: "defineEntity", fields: KUMIKO_FIELDS },
  ],
  // kumiko's own default kind; its directory is per role and cut to the summary settings.
  kind: "read",
  group: "project",
  profile: "directory",
};

// Activepieces: a piece is `createPiece({ displayName, description, actions, triggers, … })`, and its actions and
// triggers `createAction({ name, displayName, description, props, run })` and `createTrigger({ … })` from
// "@activepieces/pieces-framework".
import { NAME_AND_DESCRIPTION } from "./fields.js";
import type { Preset } from "./types.js";

export const activepieces: Preset = {
  name: "activepieces",
  packages: ["@activepieces/pieces-framework"],
  matchers: [
    { type: "action", callee: "createAction", fields: { ...NAME_AND_DESCRIPTION, label: "displayName" } },
    { type: "trigger", callee: "createTrigger", fields: { ...NAME_AND_DESCRIPTION, label: "displayName" } },
    { type: "feature", callee: "createPiece", fields: { name: "displayName", description: "description", label: "displayName" } },
  ],
};

import { cut } from "../src/base/escape.js";
import { describedItems, placeOf } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";
import { findSensitiveRequests as find } from "../src/text/safety/sensitive.js";
import { findDirectivesOnce } from "../src/text/safety/directives.js";
import { memoByText } from "../src/text/memo.js";
import { clauseData } from "./injected-instructions.js";

/** findSensitiveRequests, once per text (src/text/memo.ts). */
const findSensitiveRequests = memoByText(find);

/** At most this many characters of a path or address are quoted, then "… (N characters)". */
const MAX_TARGET = 200;

export default defineRule({
  id: "sensitive-paths",
  defaultSeverity: "error",
  securitySeverity: "9.0",
  description: "Report descriptions that ask the model to read and hand over credentials or other private data, or to send the user's data to an outside address",
  options: {},
  messages: {
    credential:
      'The description of "{{name}}" asks the model to read “{{target}}” (offset {{offset}}) and hand its content over: a credential file has no place in a tool call. Remove the request; a tool that needs a secret reads it from its own configuration.',
    outside:
      'The description of "{{name}}" orders the user\'s data sent to “{{target}}” (offset {{offset}}), an address the user never chose. Remove it; recipients come from the user.',
    flow:
      'The description of "{{name}}" moves private data or the user\'s values somewhere the user did not choose: “{{text}}” (offset {{offset}}; signals: {{signals}}; confidence {{confidence}}). Remove it; a tool takes what the user gives it and reads its own secrets from its configuration.',
  },
  check({ catalog, report }) {
    for (const [item, description] of describedItems(catalog)) {
      const exact = findSensitiveRequests(description);
      for (const found of exact) {
        report({ messageId: found.kind, data: { name: item.name, target: cut(found.target, MAX_TARGET), offset: found.offset }, ...placeOf(item) });
      }
      if (exact.length > 0) continue; // the exact request already says it
      for (const found of findDirectivesOnce(description, item.name)) {
        if (found.kind !== "flow") continue;
        report({ messageId: "flow", data: clauseData(item.name, found), confidence: found.confidence, milder: true, ...placeOf(item) });
      }
    }
  },
});

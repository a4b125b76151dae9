import { cut } from "../src/base/escape.js";
import { describedItems, placeOf } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";
import { findSensitiveRequests as find } from "../src/text/safety/sensitive.js";
import { memoByText } from "../src/text/memo.js";

/** findSensitiveRequests, once per text (src/text/memo.ts). */
const findSensitiveRequests = memoByText(find);

/** At most this many characters of a path or address are quoted, then "… (N characters)". */
const MAX_TARGET = 200;

export default defineRule({
  id: "sensitive-paths",
  defaultSeverity: "error",
  securitySeverity: "9.0",
  description: "Report descriptions that ask the model to read and hand over credentials, or to send the user's data to an outside address",
  options: {},
  messages: {
    credential:
      'The description of "{{name}}" asks the model to read “{{target}}” (offset {{offset}}) and hand its content over: a credential file has no place in a tool call. Remove the request; a tool that needs a secret reads it from its own configuration.',
    outside:
      'The description of "{{name}}" orders the user\'s data sent to “{{target}}” (offset {{offset}}), an address the user never chose. Remove it; recipients come from the user.',
  },
  check({ catalog, report }) {
    for (const [item, description] of describedItems(catalog)) {
      for (const found of findSensitiveRequests(description)) {
        report({ messageId: found.kind, data: { name: item.name, target: cut(found.target, MAX_TARGET), offset: found.offset }, ...placeOf(item) });
      }
    }
  },
});

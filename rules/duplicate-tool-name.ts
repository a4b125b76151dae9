import { groupDoubt, placeOf } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";
import type { Action, Location } from "../src/types.js";

/** The name the catalog gives a declaration it found no name for: not a name the project wrote. */
const PLACEHOLDER = /^<unnamed (?:action|trigger) at line \d+>$/;

const at = (l: Location | undefined) => (l === undefined ? "" : `${l.file}:${l.line}:${l.column}`);
const where = (a: Action) => at(a.declarationLoc);

/** One registration reached twice (by two paths of the source), not two: the same call and text. */
const sameRegistration = (a: Action, b: Action) => where(a) === where(b) && at(a.loc) === at(b.loc);

export default defineRule({
  id: "duplicate-tool-name",
  defaultSeverity: "error",
  securitySeverity: "5.0",
  description: "Report two actions of one group with one name, where the name is the key the framework looks them up by",
  options: {
    presets: {
      type: "string[]",
      default: ["kumiko", "activepieces", "pipedream"],
      description: "Presets whose names are keys within a group (a second action of the name replaces the first)",
    },
  },
  messages: {
    duplicate:
      'Two actions of the directory are named "{{name}}" (this one and the one at the related location): the framework keeps one of them, so the other never runs, and the model cannot tell them apart. Rename one.',
    duplicateInGroup:
      'Two actions of group "{{group}}" are named "{{name}}" (this one and the one at the related location): the framework keeps one of them, so the other never runs, and the model cannot tell them apart. Rename one.',
    duplicateOnServer:
      'Tool "{{name}}" is registered twice on `{{server}}` (this registration and the one at the related location): the MCP SDK throws at the second, so the server does not start. Rename one, or register it once.',
    declaredFirst: '"{{name}}" is declared here first',
  },
  check({ catalog, options, report }) {
    const presets = new Set(options.presets);
    // One object registered on twice with one name (an MCP server): whatever the presets, as the SDK refuses it.
    const onServer = new Map<string, Action>();
    for (const action of catalog.actions) {
      const on = action.registeredOn;
      // A factory's instance is made by a call that may or may not run: not judged.
      if (on === undefined || action.unproven !== undefined || action.instantiatedAt !== undefined || (action.preset !== undefined && presets.has(action.preset)) || PLACEHOLDER.test(action.name)) continue;
      // Both at modules' top level (each runs when its module loads), or both in one function (they run together).
      const key = `${on.file}\u0000${on.name}\u0000${on.in ?? ""}\u0000${action.name}`;
      const earlier = onServer.get(key);
      if (earlier === undefined) {
        onServer.set(key, action);
        continue;
      }
      if (sameRegistration(earlier, action)) continue;
      const place = placeOf(action);
      report({
        messageId: "duplicateOnServer",
        data: { name: action.name, server: on.name },
        ...place,
        loc: action.declarationLoc,
        related: [{ ...earlier.declarationLoc, messageId: "declaredFirst", data: { name: earlier.name } }, ...(place.related ?? [])],
      });
    }

    const first = new Map<string, Action>();
    for (const action of catalog.actions) {
      if (action.preset === undefined || !presets.has(action.preset) || PLACEHOLDER.test(action.name)) continue;
      const key = `${action.preset}\u0000${action.group ?? ""}\u0000${action.name}`;
      const earlier = first.get(key);
      if (earlier === undefined) {
        first.set(key, action);
        continue;
      }
      // One declaration seen twice (a factory's instances share it) is one action, not two.
      if (where(earlier) === where(action)) continue;
      const place = placeOf(action);
      report({
        ...groupDoubt([earlier, action]),
        ...(action.group === undefined ? { messageId: "duplicate" as const, data: { name: action.name } } : { messageId: "duplicateInGroup" as const, data: { name: action.name, group: action.group } }),
        ...place,
        loc: action.declarationLoc,
        related: [{ ...earlier.declarationLoc, messageId: "declaredFirst", data: { name: earlier.name } }, ...(place.related ?? [])],
      });
    }
  },
});

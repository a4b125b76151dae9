// How a message is rendered from its template and data, and the messages every rule gets from the engine: the notes
// of src/lint/items.ts (a factory's call, a registering call), the word that joins the last two items of a list, the
// clients' cuts, and the note the engine adds to a finding about something not proven to be what it was read as. A rule's own messages
// come first: its ids are checked not to take one of these (test/rules/messages.test.ts).
import { printable } from "../base/escape.js";
import type { MessageData, MessageRef, MessageValue } from "./diagnostic.js";

export const SHARED_MESSAGES = {
  madeByFactory: '"{{name}}" is made by this call of the factory',
  registeredByCall: '"{{name}}" is registered by this call',
  and: "{{items}} and {{last}}",
  // Who cuts a text where (src/lint/items.ts cutsPhrase): the first clients, then the others with their cuts.
  cutsDescription: "{{clients}} cuts this description at {{max}} characters",
  cutDescription: "{{clients}} cut this description at {{max}} characters",
  cutsInstructions: "{{clients}} cuts this server's instructions at {{max}} characters",
  cutInstructions: "{{clients}} cut this server's instructions at {{max}} characters",
  cutsAt: "{{clients}} at {{max}} characters",
  // Appended to a finding about something not proven to be what it was read as (src/lint/engine.ts).
  notProvenTool: " (Not proven to be a tool: {{reason}}; so only info.)",
  notProvenSkill: " (Not proven to be a skill: {{reason}}; so only info.)",
  notProvenModule: " (Not proven to be a module: {{reason}}; so only info.)",
  notProvenTogether: " (Not proven to be offered together: {{reason}}; so only info.)",
} as const;

export type SharedMessageId = keyof typeof SHARED_MESSAGES;

/** The template of a message id: the rule's own (its `messages`), else a shared one; undefined when neither has it. */
export type MessageLookup = (messageId: string) => string | undefined;

export function sharedMessage(messageId: string): string | undefined {
  return Object.hasOwn(SHARED_MESSAGES, messageId) ? SHARED_MESSAGES[messageId as SharedMessageId] : undefined;
}

/** The lookup of a rule's messages, with the shared ones behind them. */
export function lookupIn(messages: Readonly<Record<string, string>>): MessageLookup {
  return (messageId) => (Object.hasOwn(messages, messageId) ? messages[messageId] : sharedMessage(messageId));
}

/**
 * Fill `{{key}}` (spaces inside the braces allowed) from data; a placeholder without data stays as written. The data
 * come from the project (names, quoted text): their control characters are written as escapes, so a name cannot
 * break the message's line or send a terminal sequence (docs/design.md#hostile-input). A value that is a message is
 * rendered the same way from its own data (its template found by `lookup`), a list item by item.
 */
export function renderMessage(template: string, data: MessageData = {}, lookup: MessageLookup = sharedMessage): string {
  return template.replace(/\{\{\s*([^{}\s]+)\s*\}\}/g, (whole, key: string) => (Object.hasOwn(data, key) ? renderValue(data[key], lookup) : whole));
}

function renderValue(value: MessageValue, lookup: MessageLookup): string {
  if (typeof value === "string" || typeof value === "number") return printable(String(value));
  if (isList(value)) return value.map((item) => renderValue(item, lookup)).join(", ");
  const template = lookup(value.messageId);
  if (template === undefined) throw new Error(`unknown messageId "${value.messageId}"`);
  return renderMessage(template, value.data, lookup);
}

function isList(value: MessageValue): value is readonly MessageValue[] {
  return Array.isArray(value);
}

/** The message ids a message refers to: its own, then those of the messages in its data. */
export function* messageIdsOf(message: MessageRef): Generator<string> {
  yield message.messageId;
  yield* messageIdsInData(message.data);
}

/** The message ids of the messages in a report's data, nested ones included. */
export function* messageIdsInData(data: MessageData | undefined): Generator<string> {
  for (const value of Object.values(data ?? {})) yield* idsInValue(value);
}

function* idsInValue(value: MessageValue): Generator<string> {
  if (typeof value === "string" || typeof value === "number") return;
  if (isList(value)) for (const item of value) yield* idsInValue(item);
  else yield* messageIdsOf(value);
}

/** A message of the rule (or a shared one) with its data, as a value of a report's data. */
export function ref<MessageId extends string, Inner extends string = never>(messageId: MessageId, data?: MessageData<Inner>): MessageRef<MessageId | Inner> {
  return data === undefined ? { messageId } : { messageId, data };
}

/** "a", "a and b", "a, b and c": the items with commas, the last joined by the shared "and"; "" for none. */
export function andList<MessageId extends string>(items: readonly MessageValue<MessageId>[]): MessageValue<MessageId | "and"> {
  if (items.length <= 1) return items[0] ?? "";
  return ref("and", { items: items.slice(0, -1), last: items[items.length - 1] });
}

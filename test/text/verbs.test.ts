import { describe, expect, it } from "vitest";

import { textLanguage } from "../../src/text/verb/language.js";
import { hasVerb, isVerbLemma, lemmaOf, nameVerbs, operativeVerb, readVerb } from "../../src/text/verb/verbs.js";
import { innerSentenceEnd, tokenize, type Token } from "../../src/text/verb/verb-tokens.js";
import { VERB_CASES, type VerbCase } from "../fixtures/verbs.js";
import { figures } from "../helpers/figures.js";

const REQUIRED_ACCURACY = 0.97;

function accuracy(cases: VerbCase[], useName: boolean): { correct: number; misses: string[] } {
  const misses: string[] = [];
  let correct = 0;
  for (const c of cases) {
    const got = operativeVerb(c.text, useName ? c.name : undefined)?.lemma ?? null;
    if (got === c.verb) correct++;
    else misses.push(`  expected ${c.verb}, got ${got}: [${c.name ?? "-"}] ${c.text}`);
  }
  return { correct, misses };
}

const percent = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`;

describe("operativeVerb on the labelled set", () => {
  it(`finds the expected lemma in at least ${REQUIRED_ACCURACY * 100}% of the descriptions`, () => {
    const { correct, misses } = accuracy(VERB_CASES, true);
    const holdout = VERB_CASES.filter((c) => c.holdout);
    const held = accuracy(holdout, true);
    const withoutName = accuracy(VERB_CASES, false);
    const styles = [...new Set(VERB_CASES.map((c) => c.style))].map((style) => {
      const own = VERB_CASES.filter((c) => c.style === style);
      return `${style} ${accuracy(own, true).correct}/${own.length}`;
    });
    const measured = figures([
      `operativeVerb: ${correct}/${VERB_CASES.length} = ${percent(correct, VERB_CASES.length)} of the verb lemmas`,
      `  hold-out ${held.correct}/${holdout.length}; without the name hint ${withoutName.correct}/${VERB_CASES.length} = ${percent(withoutName.correct, VERB_CASES.length)}`,
      `  by style: ${styles.join(", ")}`,
      ...misses,
    ]);
    expect(correct / VERB_CASES.length, measured).toBeGreaterThanOrEqual(REQUIRED_ACCURACY);
  });

  it("has at least 300 descriptions in every style, with and without names, null and not", () => {
    expect(VERB_CASES.length).toBeGreaterThanOrEqual(300);
    expect(new Set(VERB_CASES.map((c) => c.style)).size).toBe(10);
    expect(VERB_CASES.filter((c) => c.verb === null).length).toBeGreaterThanOrEqual(30);
    expect(VERB_CASES.filter((c) => c.name === undefined).length).toBeGreaterThanOrEqual(100);
  });
});

describe("operativeVerb", () => {
  it("returns the lemma, the word as written and its offset in the text", () => {
    const text = "For dealers who manage several rooftops, generates a weekly report of leads and sales.";
    expect(operativeVerb(text)).toEqual({ lemma: "generate", word: "generates", offset: text.indexOf("generates") });
  });

  it.each([
    ["Archive a contact.", "archive", "Archive"],
    ["Archives a contact.", "archive", "Archives"],
    ["This tool will archive the contact.", "archive", "archive"],
    ["Use this to archive a contact.", "archive", "archive"],
    ["Allows you to archive a contact.", "archive", "archive"],
    ["When a contact unsubscribes, removes them from every list.", "remove", "removes"],
    ["If the file exists, then overwrites it.", "overwrite", "overwrites"],
    ["Record a payment against an invoice.", "record", "Record"],
    ["Marketing run details. Returns the run with its vehicles.", "return", "Returns"],
    ["Sends a reminder.\n\nOnly unpaid invoices get one.", "send", "Sends"],
  ])("reads %j as %s", (text, lemma, word) => {
    expect(operativeVerb(text)).toEqual({ lemma, word, offset: text.indexOf(word) });
  });

  it.each([
    "The contact list of the dealer.",
    "Marketing run details.",
    "A dealer's marketing run for one vehicle.",
    "Campaign statistics: opens, clicks and unsubscribes.",
    "Budget details. Use this before sending a mailing. See help.example.com for the fields.",
    "",
    "   ",
    "42",
    "Создать кампанию для автомобиля.",
  ])("finds no verb in %j", (text) => {
    expect(operativeVerb(text)).toBeNull();
    expect(hasVerb(text)).toBe(false);
  });

  // The last resort: a Title Case heading read as a sentence, and a word the lexicon does not know followed at once
  // by a determiner (found on real MCP and n8n descriptions).
  it.each([
    ["Search Tweets", "search", "Search"],
    ["Send Message To Channel", "send", "Send"],
    ["Blur an image.", "blur", "Blur"],
    ["Concatenate the items into one list.", "concatenate", "Concatenate"],
    ["Summon a courier to the store.", "summon", "Summon"],
    ["Echoes the input back.", "echo", "Echoes"],
  ])("as a last resort, reads %j as %s", (text, lemma, word) => {
    expect(operativeVerb(text)).toEqual({ lemma, word, offset: text.indexOf(word) });
  });

  it.each([
    ["Blur Image", "blur", "blur", "Blur"],
    ["Update Search Index", "updateSearchIndex", "update", "Update"],
    ["Limit", "limit", "limit", "Limit"],
    ["Archive/unarchive a list", "archive", "archive", "Archive"],
  ])("as a last resort, reads %j as the verb its name %j starts with", (text, name, lemma, word) => {
    expect(operativeVerb(text, name)).toEqual({ lemma, word, offset: text.indexOf(word) });
  });

  it.each([
    ["Profile of the user.", "profile"],
    ["Status of the repository.", "status"],
  ])("even with its name as a hint, finds no verb in %j (%s)", (text, name) => {
    expect(operativeVerb(text, name)).toBeNull();
  });

  it.each([
    "For the dealer's vehicles.",
    "Like a charm.",
    "Information the model needs.",
    "Details of the vehicle.",
    "Vehicle Details",
    "Weather Data For The Next Five Days Of The Current Week",
    "With the dealer's branding.",
  ])("even as a last resort, finds no verb in %j", (text) => {
    expect(operativeVerb(text)).toBeNull();
  });

  it("prefers the verb the name names wherever the text uses it as a verb", () => {
    const text = "Refunds the payment and cancels the order.";
    expect(operativeVerb(text)?.lemma).toBe("refund");
    expect(operativeVerb(text, "order.cancel")).toEqual({ lemma: "cancel", word: "cancels", offset: text.indexOf("cancels") });
  });

  it("ignores a name part that the text uses as a noun", () => {
    expect(operativeVerb("Posts a message to a channel.", "send_message")?.lemma).toBe("post");
    expect(operativeVerb("Returns the vehicles with their list prices.", "vehicle.list")?.lemma).toBe("return");
    expect(operativeVerb("Emit new event for each new row added to a sheet.", "new-row-added")?.lemma).toBe("emit");
  });

  it("leaves out text in brackets, quotes, code spans and links", () => {
    expect(operativeVerb("The Chat API, using the `gpt-4o` model. [See the documentation](https://example.com/chat)")).toBeNull();
    expect(operativeVerb('Weekly digest ("Sends every Monday").')).toBeNull();
  });

  it("answers a repeated question from its cache", () => {
    const text = "Creates a campaign for one vehicle.";
    expect(operativeVerb(text, "campaign.create")).toBe(operativeVerb(text, "campaign.create"));
  });

  it.each([
    ["a noun phrase with a long list", "Dealer stock and prices, ".repeat(4_000) + "generates a report.", undefined, null],
    ["a leading clause with thousands of commas", "For dealers, " + "stock and prices, ".repeat(6_000) + "generates a report.", undefined, "generate"],
    ["thousands of imperatives after a leading clause", "If so, " + "create list, ".repeat(8_000) + "done.", undefined, "create"],
    ["the name's verb used thousands of times as a noun", "The archive, ".repeat(8_000) + "archives it.", "contact.archive", "archive"],
    ["thousands of sentences", "Marketing run details. ".repeat(4_000) + "Returns the run.", "marketingRun.get", "return"],
  ])("stays linear on %s (100,000 characters)", (_, text, name, lemma) => {
    const started = performance.now();
    expect(operativeVerb(text, name)?.lemma ?? null).toBe(lemma);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

// Styles found on real descriptions (test/fixtures/verbs-real.ts) that the reader used to miss.
describe("operativeVerb on styles of real descriptions", () => {
  it.each([
    ["a Title Case heading", "Update Downtime Period Notice.", undefined, "update", "Update"],
    ["a Title Case heading with a plural object", "Export Contact Lists", undefined, "export", "Export"],
    ['"This tool" and a plain verb before a name', "This tool unwraps WETH to ETH.", undefined, "unwrap", "unwraps"],
    ["a markup tag before the text", "<use_case> Use this tool to execute a SQL statement. </use_case>", "run_sql", "execute", "execute"],
    ["a modifier before the verb", "Force terminate a running terminal session.", "force_terminate", "terminate", "terminate"],
    ['"Tool for" and a gerund', "Tool for creating a document", "create", "create", "creating"],
    ["a noun-verb joined to a plain verb", "Design and render a dashboard.", undefined, "design", "Design"],
    ["the name's verb before a proper noun", "Search Wikipedia for a topic. Returns a summary.", "wiki_search", "search", "Search"],
    ["a synonym of the name's verb, taking an object", "Check calendar availability for given attendees.", "get_available_time_slots", "check", "Check"],
    ["a synonym of the name's verb, taking an object", "Return deterministic order data for the demo.", "lookup_order", "return", "Return"],
    ["a verb heading a list after a colon", "View database status: config, metrics, resources, health", undefined, "view", "View"],
    ["a verb the lexicon knows with a preposition", "Interact with the mittwald API", "mittwald", "interact", "Interact"],
  ])("reads %s: %j", (_, text, name, lemma, word) => {
    expect(operativeVerb(text, name)).toEqual({ lemma, word, offset: text.indexOf(word) });
  });

  it.each([
    ["test tool 1", "testTool1"],
    ["Test", "Test"],
    ["replay_tool description", "replay_tool"],
    ["Static description", "static_tool"],
    ["Middle tool", "middle"],
    ["A list of one or more search queries to find good resources.", "Search"],
    ["Order Details", "order.get"],
    ["Order History", undefined],
    ["Log entries: time, level, message", undefined],
  ])("finds no verb in the placeholder or noun phrase %j (%s)", (text, name) => {
    expect(operativeVerb(text, name)).toBeNull();
  });
});

describe("readVerb", () => {
  it("gives the verb, no verb, or no verdict for a language the reader does not read", () => {
    expect(readVerb("Archives a contact.")).toEqual({ verdict: "verb", verb: { lemma: "archive", word: "Archives", offset: 0 } });
    expect(readVerb("Marketing run details.")).toEqual({ verdict: "no-verb" });
    expect(readVerb("")).toEqual({ verdict: "no-verb" });
    expect(readVerb("Erstellt eine neue Kampagne für das Fahrzeug.", "campaign.create")).toEqual({ verdict: "unknown-language" });
  });

  it.each([
    "Erstellt eine neue Kampagne für das Fahrzeug.",
    "Kampagne erstellen",
    "Übersicht der Kampagnen des Händlers.",
    "Crea una campaña para el vehículo.",
    "Récupère la liste des contacts du concessionnaire.",
    "Resumo das campanhas do revendedor. Envia a campanha por e-mail.",
    "Restituisce l'elenco delle campagne del concessionario.",
    "Haalt de lijst van campagnes op voor een dealer.",
    "Создать кампанию для автомобиля.",
    "获取城市的天气信息",
  ])("gives no verdict on %j, and operativeVerb finds no verb there", (text) => {
    expect(textLanguage(text)).toBe("other");
    expect(readVerb(text, "campaign.create")).toEqual({ verdict: "unknown-language" });
    expect(operativeVerb(text, "campaign.create")).toBeNull();
  });

  it.each([
    "Roll a six-sided die and return the result.",
    "Café menu of the day.",
    "Résumé parser: extracts the skills from a CV.",
    "Sends a message to the #général channel.",
    "Get the weather in São Paulo.",
    "42",
  ])("reads %j as English", (text) => {
    expect(textLanguage(text)).toBe("english");
    expect(readVerb(text).verdict).not.toBe("unknown-language");
  });
});

describe("nameVerbs", () => {
  it.each([
    ["report.generate", ["generate"]],
    ["tenant.user.invite", ["invite"]],
    ["apiKey.revoke", ["revoke"]],
    ["user.resetPassword", ["reset"]],
    ["fleetReport.transferForOwner", ["transfer"]],
    ["order.history", ["history"]],
    ["send_message", ["send", "message"]],
    ["archiveContact", ["archive", "contact"]],
    ["listInvoices", ["list"]],
    ["get-user", ["get"]],
    ["GMAIL_SEND_EMAIL", ["gmail", "send", "email"]],
    ["geocode_address", ["geocode"]],
    ["force_terminate", ["terminate"]],
    ["bulkUpdateRows", ["update"]],
  ])("%s names %j", (name, lemmas) => {
    expect(nameVerbs(name)).toEqual(lemmas);
  });
});

describe("lemmaOf and isVerbLemma", () => {
  it.each([
    ["archives", "archive", "s"],
    ["applies", "apply", "s"],
    ["pushes", "push", "s"],
    ["archived", "archive", "ed"],
    ["shipped", "ship", "ed"],
    ["sent", "send", "ed"],
    ["running", "run", "ing"],
    ["bulk-updates", "update", "s"],
    ["upserts", "upsert", "s"],
    ["create", "create", "base"],
  ])("%s is the %s form of %s", (word, lemma, form) => {
    expect(lemmaOf(word)).toEqual({ lemma, form });
  });

  it("knows verbs, including nouns used as verbs, and not plain nouns", () => {
    expect(["archive", "email", "record", "get"].every(isVerbLemma)).toBe(true);
    expect(["weather", "pipeline", "details"].some(isVerbLemma)).toBe(false);
  });
});

describe("where a text can hold a second sentence (innerSentenceEnd)", () => {
  it.each<[string, number]>([
    ["Archive a contact. Then notify the owner.", 17],
    ["Archive a contact.", -1],
    ["Archive a contact.   ", -1],
    ["Uses v1.2 of the API", 7],
    ["See example.com", -1],
    ["See example.com for more", 11],
    ["Done!\nNext", 4],
    ["Archive a contact", -1],
    [`Deletes ${"a.".repeat(100_000)}`, -1],
    [`Deletes ${"a.".repeat(100_000)} now`, 9],
  ])("%j: %i", (text, expected) => {
    expect(innerSentenceEnd(text)).toBe(expected);
  });

  it("answers as /[.!?]\\S*\\s+\\S/ does, on 20,000 short texts of periods, spaces and letters", () => {
    const alphabet = ["a", ".", "!", "?", " ", "\n", "\u2028", "\u00a0", "b"];
    let seed = 7;
    const next = () => ((seed = (seed * 48271) % 2147483647) % alphabet.length);
    for (let k = 0; k < 20_000; k++) {
      const text = Array.from({ length: k % 12 }, () => alphabet[next()]).join("");
      expect([text, innerSentenceEnd(text)]).toEqual([text, /[.!?]\S*\s+\S/.exec(text)?.index ?? -1]);
    }
  });
});

describe("tokens of a sentence with openers that never close (tokenize)", () => {
  /** How many characters `indexOf` may have read of the texts over 1,000 characters while `run` ran. */
  function searched(run: () => void): number {
    const { indexOf } = String.prototype;
    let read = 0;
    String.prototype.indexOf = function (this: string, search: string, from?: number) {
      if (this.length > 1_000) read += Math.max(0, this.length - (from ?? 0));
      return indexOf.call(this, search, from);
    };
    try {
      run();
    } finally {
      String.prototype.indexOf = indexOf;
    }
    return read;
  }

  it("looks for the closing ” once, not from each of 20,000 “ to the end of the text", () => {
    const text = `Notes of ${"“a ".repeat(20_000)}`;
    let tokens: Token[] = [];
    expect(searched(() => (tokens = tokenize(text, 0, text.length)))).toBeLessThanOrEqual(text.length);
    expect([tokens.length, tokens[1].text, tokens[2].text]).toEqual([20_002, "of", "a"]);
  });

  it("still leaves out a pair that closes, and stops a prefix at a pair that closes after it", () => {
    const text = "Send “the” note (to “Ann) now “or later";
    expect(tokenize(text, 0, text.length).map((t) => t.text)).toEqual(["Send", "note", "now", "or", "later"]);
    expect(tokenize(text, 0, 20, true).map((t) => t.text)).toEqual(["Send", "note"]);
    expect(tokenize("Send “a", 0, 6, true).map((t) => t.text)).toEqual(["Send"]);
  });

  it("reads a text of 100,000 unclosed quotes and a token of 100,000 periods", () => {
    expect(operativeVerb(`Notes of ${"“a ".repeat(100_000)}`, "notes.list")).toEqual(null);
    expect(operativeVerb(`Notes ${"a.".repeat(100_000)}`, "a.b")).toEqual({ lemma: "note", word: "Notes", offset: 0 });
  });
});

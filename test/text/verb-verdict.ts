// The verb reader's verdict in the real sets' terms (test/fixtures/verbs-real*.ts), shared by their tests.
import { readVerb } from "../../src/text/verb/verbs.js";
import type { RealVerbCase } from "../fixtures/verbs-real.js";

/** A lemma, null (no verb) or "other-language" (no verdict). */
export function predicted(c: RealVerbCase): string | null {
  const reading = readVerb(c.text, c.name);
  if (reading.verdict === "unknown-language") return "other-language";
  return reading.verdict === "verb" ? reading.verb.lemma : null;
}

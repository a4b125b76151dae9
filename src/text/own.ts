// Texts summarylint keeps after the file they were cut from is read: copied, so the file is not kept with them.

/**
 * A text cut out of a file's source, as a string of its own. V8 keeps a cut of 13 characters or more as a slice
 * of the source it was cut from, and a slice keeps that whole source alive: the facts of activepieces kept 21 MB of
 * source texts for a few MB of names and descriptions. Joining two parts and reading a character makes V8 copy
 * them into one new string (the parts, and the source, are then free). Only a cost of memory is at stake: the text
 * is the same either way.
 */
export function own(text: string): string {
  if (text.length < 13) return text;
  const copy = text[0] + text.slice(1);
  copy.charCodeAt(0);
  return copy;
}

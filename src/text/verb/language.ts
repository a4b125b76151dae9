// Whether a description is written in English, the only language the operative-verb reader (src/text/verb/verbs.ts)
// reads. A text in another language has verbs the lexicon does not know ("Erstellt eine Kampagne", "Crea una
// campaña"), so reading it would report a bare noun phrase where there is none: for such a text the reader gives
// no verdict at all, and the rules that judge verbs stay silent.
//
// Two signs, both cheap and linear: most of the letters are not Latin (Cyrillic, CJK, Arabic, …); or the text's
// function words are those of another language ("und", "pour", "para", "della", "een") and outnumber the English
// ones, or there are no English ones at all and the words carry the accents of another language.

export type TextLanguage = "english" | "other";

/** English function words that descriptions use in nearly every sentence. */
const ENGLISH = new Set(
  `the a an to of and for in with by from on is are this that or it its as be your you each all any into via returns
  using use get list create`.split(/\s+/),
);

/**
 * Function words of German, French, Spanish, Portuguese, Italian and Dutch that are not English words too
 * (so not "die", "do", "per", "a", "in", "la", "es", "um", "met").
 */
const FOREIGN = new Set(
  `der das und ist nicht mit für ein eine einen einem einer dem zu von auf oder wird werden wenn alle neue neuen ihre
  über aus einer les des une et est pour avec dans sur par aux cette qui que pas votre vos nouvel nouvelle el los las
  del para con por una su sus nuevo nueva da das em com uma é il di che della del delle dei nel nella het een voor niet`.split(/\s+/),
);

/** Verbs that open descriptions in those languages, written without accents: "Kampagne erstellen", "Crear campaña". */
const FOREIGN_VERBS = new Set(
  `erstellen erstellt abrufen ruft anzeigen zeigt aktualisieren aktualisiert suchen sucht senden sendet holen holt
  liefert gibt entfernen entfernt creer obtenir supprimer recuperer rechercher envoyer crear obtener eliminar actualizar
  buscar enviar criar obter excluir atualizar buscar enviar creare ottenere eliminare aggiornare cercare inviare
  maken ophalen verwijderen bijwerken zoeken versturen`.split(/\s+/),
);

/** A word with a letter that English words do not carry: "löschen", "créer", "campaña", "informação". */
const ACCENTED = /[à-öø-ÿœß]/;

/** The commonest foreign words written in ASCII: a plain ASCII text without any of them is English. */
const ASCII_FOREIGN = /\b(?:und|pour|para|della|een|der|das|les|des|del|una|que|het|erstellen|abrufen|crear|obtener|creer|obtenir|criar|obter)\b/i;

const LATIN_LETTER = /[A-Za-zÀ-ÖØ-öø-ɏ]/;
const LETTER = /\p{L}/u;

export function textLanguage(text: string): TextLanguage {
  let letters = 0;
  let latin = 0;
  for (const ch of text) {
    if (ch.charCodeAt(0) < 128) {
      if (/[A-Za-z]/.test(ch)) {
        letters++;
        latin++;
      }
    } else if (LETTER.test(ch)) {
      letters++;
      if (LATIN_LETTER.test(ch)) latin++;
    }
  }
  if (letters === 0) return "english"; // nothing to read in any language: the reader finds no verb
  if (latin / letters < 0.5) return "other";
  if (latin === letters && !/[^\x00-\x7f]/.test(text) && !ASCII_FOREIGN.test(text)) {
    return "english"; // plain ASCII without the commonest foreign function words: no need to count words
  }
  let english = 0;
  let foreign = 0;
  let accented = 0;
  for (const word of text.toLowerCase().split(/[^\p{L}']+/u)) {
    if (word === "") continue;
    if (ENGLISH.has(word)) english++;
    else if (FOREIGN.has(word) || FOREIGN_VERBS.has(word)) foreign++;
    if (ACCENTED.test(word)) accented++;
  }
  if (foreign >= 2 && foreign > english) return "other";
  if (english === 0 && (foreign >= 1 || accented >= 1)) return "other";
  return "english";
}

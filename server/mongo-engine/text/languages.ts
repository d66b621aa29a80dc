/** The languages this engine can index and search: English, or "none" (no stop words, no stemming). */
export type TextLanguage = "english" | "none";

/**
 * Every language text index version 3 knows, by name and two-letter alias, as mongod lists them
 * (fts_language.cpp, `kLanguagesV2V3`). Only English and none are implemented here; the others are told
 * apart from unknown names so that a valid MongoDB language is refused as unsupported by this engine,
 * while a name MongoDB itself rejects gets MongoDB's own error.
 */
const MONGOD_LANGUAGES: Record<string, string> = {
  none: "none",
  danish: "danish",
  da: "danish",
  dutch: "dutch",
  nl: "dutch",
  english: "english",
  en: "english",
  finnish: "finnish",
  fi: "finnish",
  french: "french",
  fr: "french",
  german: "german",
  de: "german",
  hungarian: "hungarian",
  hu: "hungarian",
  italian: "italian",
  it: "italian",
  norwegian: "norwegian",
  nb: "norwegian",
  portuguese: "portuguese",
  pt: "portuguese",
  romanian: "romanian",
  ro: "romanian",
  russian: "russian",
  ru: "russian",
  spanish: "spanish",
  es: "spanish",
  swedish: "swedish",
  sv: "swedish",
  turkish: "turkish",
  tr: "turkish",
};

/** A language name as mongod reads it: case-insensitive, aliases resolved. */
export type LanguageLookup =
  | { kind: "supported"; language: TextLanguage }
  | { kind: "unsupported"; language: string }
  | { kind: "unknown" };

export function lookUpLanguage(name: string): LanguageLookup {
  // Only ASCII letters are folded, as mongod's comparator does (ctype::toLower).
  const canonical = Object.hasOwn(MONGOD_LANGUAGES, asciiLower(name))
    ? MONGOD_LANGUAGES[asciiLower(name)]
    : undefined;
  if (canonical === undefined) return { kind: "unknown" };
  if (canonical === "english" || canonical === "none") return { kind: "supported", language: canonical };
  return { kind: "unsupported", language: canonical };
}

const asciiLower = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

import { stem } from "porter2";

/**
 * English stems as mongod makes them: mongod stems with Snowball's English stemmer (libstemmer), which
 * is Porter2. `porter2` implements that algorithm, is tested against Snowball's own vocabulary, is small,
 * has no dependencies and is maintained; it stemmed 56,000 words (digits and apostrophes included)
 * exactly as snowball-stemmers, the Snowball compiler's own JavaScript output (870 kB of every Snowball
 * language), does. `stemmer` and natural's PorterStemmer implement the older Porter algorithm, which
 * stems differently; wink-porter2-stemmer turns every digit 3 into "y" ("e39" -> "ey9").
 * Like Snowball, it only takes lower-case a, e, i, o, u, y for vowels, so a case-sensitive search stems
 * "PADS" as mongod does (unchanged).
 */
export function englishStem(word: string): string {
  let stemmed = stems.get(word);
  if (stemmed === undefined) {
    stemmed = stem(word);
    if (stems.size >= MAX_STEMS) stems.clear();
    stems.set(word, stemmed);
  }
  return stemmed;
}

/** Stems already computed: a catalogue's vocabulary is small, and stemming is much of indexing's cost. */
const stems = new Map<string, string>();
const MAX_STEMS = 100_000;

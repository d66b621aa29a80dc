import type { Document } from "bson";
import { SortedList } from "../storage/sorted-list";
import { FOLDED_SEPARATOR, foldedTextOf, matchesFoldedText, matchesTextQuery } from "./document-match";
import type { TextLanguage } from "./languages";
import { termScores } from "./score";
import type { TextQuery } from "./search-query";
import type { TextIndexSpec } from "./text-spec";
import { type TextFields, textFieldsOf, textValues } from "./text-values";

/** What a text search found: scores by document, and how many index keys (postings) it read. */
export interface TextMatches {
  scores: Map<string, number>;
  keysExamined: number;
}

/** The documents holding one term: their scores by `_id` key, and the same kept best first. */
interface Postings {
  scores: Map<string, number>;
  byScore: SortedList<Posting>;
}

interface Posting {
  score: number;
  idKey: string;
  rid: number;
}

/** Best score first; equal scores in record order, so a page of results is the same on every run. */
const bestFirst = (a: Posting, b: Posting) => b.score - a.score || a.rid - b.rid;

/**
 * A text index: for each term, the documents holding it with the document's score for that term,
 * computed once when the document is indexed, exactly as mongod computes it (`score.ts`). A search
 * reads the postings of its terms and sums each document's scores, as mongod's TEXT_OR does.
 *
 * Documents are keyed by the engine's canonical `_id` string (`valueKey`), and given with their record
 * id, which orders equal scores. `add` and `remove` take the document itself (`remove` the version that
 * was added), since a document's terms are recomputed from it rather than stored.
 *
 * The index finds candidates; phrases, negations and case- or diacritic-sensitive terms need the
 * document's strings: the caller fetches each candidate and asks `matchesDocument` (for `best`, inside
 * `accept`). Phrases are the common case (a shop's search box asks for every word), and a popular word
 * makes thousands of candidates, so each document's strings are also kept folded as an insensitive search
 * folds them: about as much memory again as the indexed text, to test a candidate without reading and
 * folding its strings again.
 */
export class TextIndex {
  readonly kind = "text";
  /** The language a search uses unless it gives `$language`. */
  readonly language: TextLanguage;
  private readonly fields: TextFields;
  private readonly postings = new Map<string, Postings>();
  /** Each document's strings, case and diacritics folded, joined by FOLDED_SEPARATOR. */
  private readonly foldedTexts = new Map<string, string>();

  constructor(readonly spec: TextIndexSpec) {
    this.fields = textFieldsOf(spec);
    this.language = this.fields.defaultLanguage;
  }

  /**
   * Builds the index over existing documents at once, each term's postings sorted once. Throws, and
   * builds nothing, if a document has a language override mongod would refuse.
   */
  build(records: Iterable<[idKey: string, rid: number, doc: Document]>): undefined {
    const lists = new Map<string, Posting[]>();
    for (const [idKey, rid, doc] of records) {
      const values = textValues(doc, this.fields);
      this.foldedTexts.set(idKey, foldedTextOf(values));
      for (const [term, score] of termScores(values)) {
        let list = lists.get(term);
        if (!list) lists.set(term, (list = []));
        list.push({ score, idKey, rid });
      }
    }
    for (const [term, list] of lists) {
      const byScore = new SortedList(bestFirst);
      byScore.load(list);
      this.postings.set(term, {
        scores: new Map(list.map((posting) => [posting.idKey, posting.score])),
        byScore,
      });
    }
    return undefined;
  }

  add(idKey: string, rid: number, doc: Document): void {
    const values = textValues(doc, this.fields);
    this.foldedTexts.set(idKey, foldedTextOf(values));
    for (const [term, score] of termScores(values)) {
      let holders = this.postings.get(term);
      if (!holders)
        this.postings.set(term, (holders = { scores: new Map(), byScore: new SortedList(bestFirst) }));
      holders.scores.set(idKey, score);
      holders.byScore.insert({ score, idKey, rid });
    }
  }

  remove(idKey: string, rid: number, doc: Document): void {
    this.foldedTexts.delete(idKey);
    for (const [term, score] of termScores(textValues(doc, this.fields))) {
      const holders = this.postings.get(term);
      if (!holders) continue;
      holders.scores.delete(idKey);
      holders.byScore.delete({ score, idKey, rid });
      if (!holders.scores.size) this.postings.delete(term);
    }
  }

  /**
   * Throws mongod's error for a document it would not index: a language override that is not a string
   * or names no language (or one this engine does not implement). Other values are simply not text.
   */
  validate(doc: Document): void {
    textValues(doc, this.fields);
  }

  /** A text index is never unique: no document conflicts with another. */
  findConflict(): undefined {
    return undefined;
  }

  /**
   * Every document holding at least one of the query's terms, with its score (the sum of its scores
   * for the distinct terms), and the postings read. Only the index is consulted: each document still
   * has to pass `matchesDocument`.
   */
  search(query: TextQuery): TextMatches {
    const scores = new Map<string, number>();
    let keysExamined = 0;
    for (const term of query.termsForBounds) {
      for (const [idKey, score] of this.postings.get(term)?.scores ?? []) {
        keysExamined++;
        scores.set(idKey, (scores.get(idKey) ?? 0) + score);
      }
    }
    return { scores, keysExamined };
  }

  /**
   * The `wanted` best-scoring documents that `accept` takes, best first, without reading every posting:
   * Fagin's threshold algorithm. Each term's postings are walked best first, in turns; a document met
   * for the first time gets its full score from every term's map, and is offered to `accept` (which
   * fetches and tests it) only if it could still make the list. The walk stops once the list is full
   * and its last score is at least the best any unseen document could reach (the sum of the scores
   * where each walk stands), so a page of results costs about the same at any catalogue size.
   */
  best(
    query: TextQuery,
    wanted: number,
    accept: (idKey: string) => boolean,
  ): TextMatches & { ranked: string[] } {
    const lists = query.termsForBounds.flatMap((term) => this.postings.get(term) ?? []);
    const walks = lists.map((list) => list.byScore.forward());
    const frontier = lists.map((list) => list.byScore.forward().next().value?.score ?? 0);
    const top: Array<[idKey: string, score: number]> = [];
    const seen = new Set<string>();
    let keysExamined = 0;
    let active = lists.length;
    while (active > 0) {
      for (let i = 0; i < walks.length; i++) {
        if (frontier[i] === -1) continue;
        const next = walks[i]!.next();
        if (next.done) {
          frontier[i] = -1;
          active--;
          continue;
        }
        keysExamined++;
        const { idKey, score: here } = next.value;
        frontier[i] = here;
        if (seen.has(idKey)) continue;
        seen.add(idKey);
        // Summed in term order, as `search` sums, so both give the same number to the last bit.
        let score = 0;
        for (const list of lists) score += list.scores.get(idKey) ?? 0;
        if (top.length >= wanted && score <= top[wanted - 1]![1]) continue;
        if (!accept(idKey)) continue;
        const at = top.findIndex(([, other]) => other < score);
        top.splice(at < 0 ? top.length : at, 0, [idKey, score]);
        if (top.length > wanted) top.pop();
      }
      const threshold = frontier.reduce((sum, score) => sum + Math.max(score, 0), 0);
      if (top.length >= wanted && top[wanted - 1]![1] >= threshold) break;
    }
    return { scores: new Map(top), ranked: top.map(([idKey]) => idKey), keysExamined };
  }

  /**
   * Whether a candidate (the document indexed under `idKey`) passes what the index cannot check: see
   * `matchesTextQuery`. An insensitive search with phrases only is answered from the kept folded text.
   */
  matchesDocument(idKey: string, doc: Document, query: TextQuery): boolean {
    const folded = this.foldedTexts.get(idKey);
    if (folded !== undefined && answersFromFoldedText(query)) return matchesFoldedText(folded, query);
    return matchesTextQuery(textValues(doc, this.fields), query);
  }
}

/**
 * The kept folded text answers searches that only need phrases looked up in insensitively folded strings:
 * no negated terms (which need the words), no sensitivity, no empty phrase (which asks for a non-empty
 * string), and no phrase holding the separator (which could span two strings).
 */
const answersFromFoldedText = (query: TextQuery) =>
  !query.caseSensitive &&
  !query.diacriticSensitive &&
  query.negatedTerms.length === 0 &&
  [...query.phraseNeedles, ...query.negatedPhraseNeedles].every(
    (needle) => needle !== "" && !needle.includes(FOLDED_SEPARATOR),
  );

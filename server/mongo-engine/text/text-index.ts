import type { Document } from "bson";
import { valuesAtPath } from "../storage/keys";
import { SortedList } from "../storage/sorted-list";
import type { TextQuery } from "./search-query";
import { type TextIndexSpec } from "./text-spec";
import { type TextLanguage, fold, termsOf } from "./tokenize";

/** What a text search found: scores by document, and how many index keys it read. */
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

const bestFirst = (a: Posting, b: Posting) => b.score - a.score || a.rid - b.rid;

/**
 * A text index: for each term, the documents holding it with the document's score for that term,
 * computed when the document is indexed exactly as mongod does (fts_spec.cpp, `_scoreStringV2`), so
 * `{$meta: "textScore"}` gives a real server's numbers. A search sums the scores of its terms.
 */
export class TextIndex {
  readonly kind = "text";
  private readonly postings = new Map<string, Postings>();
  readonly language: TextLanguage;

  constructor(readonly spec: TextIndexSpec) {
    this.language = spec.default_language === "none" ? "none" : "english";
  }

  /** Builds the index over existing documents at once: each term's postings sorted once. */
  build(records: Iterable<[idKey: string, rid: number, doc: Document]>): undefined {
    const lists = new Map<string, Posting[]>();
    for (const [idKey, rid, doc] of records) {
      for (const [term, score] of this.termScores(doc)) {
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
    for (const [term, score] of this.termScores(doc)) {
      let holders = this.postings.get(term);
      if (!holders)
        this.postings.set(term, (holders = { scores: new Map(), byScore: new SortedList(bestFirst) }));
      holders.scores.set(idKey, score);
      holders.byScore.insert({ score, idKey, rid });
    }
  }

  remove(idKey: string, rid: number, doc: Document): void {
    for (const [term, score] of this.termScores(doc)) {
      const holders = this.postings.get(term);
      if (!holders) continue;
      holders.scores.delete(idKey);
      holders.byScore.delete({ score, idKey, rid });
      if (!holders.scores.size) this.postings.delete(term);
    }
  }

  /** Any document can be indexed: non-string values are simply not text. */
  validate(): void {}

  findConflict(): undefined {
    return undefined;
  }

  /** Documents holding at least one of the query's terms, with their summed scores. */
  search(query: TextQuery): TextMatches {
    const scores = new Map<string, number>();
    let keysExamined = 0;
    for (const term of query.terms) {
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
    const lists = query.terms.flatMap((term) => this.postings.get(term) ?? []);
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
        const score = lists.reduce((sum, list) => sum + (list.scores.get(idKey) ?? 0), 0);
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

  /** The checks the index alone cannot make: phrases present, negated terms and phrases absent. */
  matchesDocument(doc: Document, query: TextQuery): boolean {
    if (!query.phrases.length && !query.negatedTerms.length && !query.negatedPhrases.length) return true;
    const texts = this.texts(doc).map(([text]) => fold(text));
    const contains = (phrase: string) => texts.some((text) => text.includes(phrase));
    if (!query.phrases.every(contains) || query.negatedPhrases.some(contains)) return false;
    if (!query.negatedTerms.length) return true;
    const terms = new Set(texts.flatMap((text) => termsOf(text, query.language)));
    return !query.negatedTerms.some((term) => terms.has(term));
  }

  /** Every string under an indexed field, with the field's weight. */
  private texts(doc: Document): Array<[text: string, weight: number]> {
    return Object.entries(this.spec.weights).flatMap(([field, weight]) =>
      valuesAtPath(doc, field, { missing: "omit" })
        .filter((value): value is string => typeof value === "string")
        .map((text): [string, number] => [text, weight]),
    );
  }

  /** mongod's per-term score: repeats count less and less, short fields count more, weights multiply. */
  private termScores(doc: Document): Map<string, number> {
    const scores = new Map<string, number>();
    for (const [raw, weight] of this.texts(doc)) {
      const terms = termsOf(raw, this.language);
      const seen = new Map<string, { count: number; freq: number; exp: number }>();
      for (const term of terms) {
        const data = seen.get(term) ?? { count: 0, freq: 0, exp: 0 };
        data.exp = data.exp ? data.exp * 2 : 1;
        data.count += 1;
        data.freq += 1 / data.exp;
        seen.set(term, data);
      }
      for (const [term, { count, freq }] of seen) {
        const coeff = (0.5 * count) / terms.length + 0.5;
        // A field that is exactly the term (say a one-word name) gets a small boost.
        const adjustment = raw.length === term.length && raw.toLowerCase() === term ? 1.1 : 1;
        scores.set(term, (scores.get(term) ?? 0) + weight * freq * coeff * adjustment);
      }
    }
    return scores;
  }
}

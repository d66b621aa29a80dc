import { ObjectId } from "mongodb";
import type { FitmentDocument, ProductDocument } from "../../db/models";
import type { FitmentPosition } from "../../../generated/shared/enums";
import { numberKeysOf } from "../../db/number-keys";
import { fitmentKeysOf } from "../../db/vehicle-keys";
import { PLACEHOLDER_PICTURE } from "../../services/catalogue/product-input";
import { PART_PICTURE_PREFIX } from "../catalogue";
import { PART_CATEGORIES, type FitmentRule, type PartCategory, type PartType } from "./parts";
import { VEHICLE_MAKES, type Generation, type VehicleMake, type VehicleModel } from "./vehicles";

/**
 * The bulk catalogue, one part at a time: part `index` is a pure function of its index, drawn from a
 * pseudo-random generator seeded with the index. So a run of N parts is the same in every run, and a
 * run that appends M parts after N gives the parts a single run of N + M would have given.
 */

/** The day the catalogue is dated from: every part was listed in the three years before it. */
export const BULK_BASE_DATE = new Date("2025-07-01T00:00:00.000Z");
const LISTING_SPAN_SECONDS = 3 * 365 * 24 * 60 * 60;
const EDIT_SPAN_SECONDS = 90 * 24 * 60 * 60;

/** Part numbers carry a 7-digit number that is a permutation of the index, so this many at most. */
export const MAX_BULK_PARTS = 10_000_000;
/** Multiplier of that permutation: co-prime with 10, so index -> number is one to one. */
const PART_NUMBER_STRIDE = 7_368_787;
const PART_NUMBER_OFFSET = 4_072_913;

/**
 * Bytes 4-7 of every bulk part's ObjectId (after the 4-byte creation time, before the 4-byte index): a
 * driver-made ObjectId has a random process value there, so it cannot be mistaken for the index.
 */
const OBJECT_ID_TAG = 0xb0_1c_5e_ed;

/** How many vehicles a part fits, when it is not universal: mostly 1 to 3, up to 6. */
const FITMENT_COUNTS: Array<readonly [count: number, weight: number]> = [
  [1, 24],
  [2, 26],
  [3, 20],
  [4, 14],
  [5, 9],
  [6, 7],
];
const OUT_OF_STOCK_SHARE = 0.08;
const EDITED_SHARE = 0.25;
const WARRANTIES = [
  "1-year warranty.",
  "2-year warranty.",
  "3-year / 36,000-mile warranty.",
  "Limited lifetime warranty.",
];
const PRICE_ENDINGS = [0.99, 0.99, 0.99, 0.49, 0.95, 0.5, 0];

/** A 32-bit hash of the index (murmur3's finaliser): neighbouring indexes get unrelated seeds. */
function seedOf(index: number): number {
  let h = (index + 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** mulberry32: small, fast and good enough to pick words with; floats in [0, 1). */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** Weighted choice over items prepared by `weighted`. */
interface Weighted<T> {
  items: T[];
  cumulative: number[];
  total: number;
}

function weighted<T>(entries: Array<readonly [T, number]>): Weighted<T> {
  let total = 0;
  const cumulative = entries.map(([, weight]) => (total += weight));
  return { items: entries.map(([item]) => item), cumulative, total };
}

function pickWeighted<T>(random: Random, table: Weighted<T>): T {
  const target = random() * table.total;
  let low = 0;
  let high = table.cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (table.cumulative[middle]! > target) high = middle;
    else low = middle + 1;
  }
  return table.items[low]!;
}

interface TypeInCategory {
  category: PartCategory;
  type: PartType;
}

const PART_TYPES = weighted<TypeInCategory>(
  PART_CATEGORIES.flatMap((category) =>
    category.types.map((type) => [{ category, type }, type.weight] as const),
  ),
);
const MAKES = weighted<VehicleMake>(VEHICLE_MAKES.map((make) => [make, make.weight] as const));
const FITMENT_COUNT = weighted(FITMENT_COUNTS);
const MAKES_BY_GROUP = new Map(
  VEHICLE_MAKES.map((make) => [make.group, VEHICLE_MAKES.filter((other) => other.group === make.group)]),
);

/** The 7-digit number in part `index`'s part number. */
function partNumberDigits(index: number): string {
  return String((index * PART_NUMBER_STRIDE + PART_NUMBER_OFFSET) % MAX_BULK_PARTS).padStart(7, "0");
}

/** Part `index` of the bulk catalogue (0-based), as stored. */
export function bulkProduct(index: number): ProductDocument {
  if (!Number.isInteger(index) || index < 0 || index >= MAX_BULK_PARTS) {
    throw new RangeError(`a bulk part's index is a whole number below ${MAX_BULK_PARTS}, not ${index}`);
  }
  const random = generator(seedOf(index));
  const { category, type } = pickWeighted(random, PART_TYPES);
  const [name, detail, positions] = pick(random, type.variants);
  const brand = pick(random, type.brands ?? category.brands);
  const price = priceIn(random, type.price);
  const minimumOrderQuantity = pick(random, type.packs ?? [1]);
  const availableQuantity = stockOf(random, price, minimumOrderQuantity);
  const universal = type.universal !== undefined;
  const fitments = universal ? [] : fitmentsOf(random, qualifiersOf(random, positions, type.fitment));

  const features = [pick(random, type.features)];
  const second = pick(random, type.features);
  if (random() < 0.5 && second !== features[0]) features.push(second);
  const description = [
    `${brand} ${detail}.`,
    ...features,
    type.universal ?? fitsSentence(fitments),
    minimumOrderQuantity > 1
      ? (type.packNote ?? "Sold in workshop packs: the minimum order is {n}.").replace(
          "{n}",
          String(minimumOrderQuantity),
        )
      : undefined,
    random() < 0.5 ? pick(random, WARRANTIES) : undefined,
  ]
    .filter(Boolean)
    .join(" ");

  const listedSecondsAgo = Math.floor(random() * LISTING_SPAN_SECONDS);
  const createdAt = new Date(BULK_BASE_DATE.getTime() - listedSecondsAgo * 1000);
  const editedAfterSeconds =
    random() < EDITED_SHARE ? Math.floor(random() * Math.min(EDIT_SPAN_SECONDS, listedSecondsAgo)) : 0;
  const updatedAt = new Date(createdAt.getTime() + editedAfterSeconds * 1000);

  const partNumber = `${type.code}-${partNumberDigits(index)}`;
  return {
    _id: bulkProductId(index, createdAt),
    name,
    description,
    price,
    minimumOrderQuantity,
    availableQuantity,
    picture: type.picture ? `${PART_PICTURE_PREFIX}${type.picture}.svg` : PLACEHOLDER_PICTURE,
    partNumber,
    oeNumbers: [],
    interchangeNumbers: [],
    category: category.name,
    ...(type.partType && { partType: type.partType }),
    universal,
    fitments,
    ...fitmentKeysOf({ fitments, universal }),
    numberKeys: numberKeysOf({ partNumber }),
    createdAt,
    updatedAt,
  };
}

/** Parts `from` to `from + count - 1`. */
export function bulkProducts(from: number, count: number): ProductDocument[] {
  return Array.from({ length: count }, (_, i) => bulkProduct(from + i));
}

/** Creation time (seconds), the tag, then the index: unique per index, and dated like a real one. */
function bulkProductId(index: number, createdAt: Date): ObjectId {
  const bytes = Buffer.alloc(12);
  bytes.writeUInt32BE(Math.floor(createdAt.getTime() / 1000), 0);
  bytes.writeUInt32BE(OBJECT_ID_TAG, 4);
  bytes.writeUInt32BE(index, 8);
  return new ObjectId(bytes);
}

/** Log-uniform in the range (cheap parts are commoner), ending the way shop prices end (.99, .49...). */
function priceIn(random: Random, [low, high]: readonly [number, number]): number {
  const dollars = Math.floor(low * (high / low) ** random());
  const cents = Math.round((dollars + pick(random, PRICE_ENDINGS)) * 100);
  return Math.max(cents, 1) / 100;
}

/** Some parts sold out; cheap parts stocked by the hundred, dear ones by the few; whole packs. */
function stockOf(random: Random, price: number, pack: number): number {
  if (random() < OUT_OF_STOCK_SHARE) return 0;
  const most = price < 20 ? 400 : price < 100 ? 120 : 30;
  const units = 1 + Math.floor(random() ** 2 * most);
  return Math.ceil(units / pack) * pack;
}

/**
 * Vehicles a part fits: a first model and generation, then others that plausibly share the part
 * (the same make's models of the same years, the group's other makes, the model's neighbouring
 * generation, now and then another make altogether), no vehicle twice.
 */
function fitmentsOf(random: Random, qualifiers: Qualifiers): FitmentDocument[] {
  const wanted = pickWeighted(random, FITMENT_COUNT);
  const primary = pickWeighted(random, MAKES);
  const first = pick(random, primary.models);
  const anchor = pick(random, first.generations);
  const chosen = [{ model: first, generation: anchor }];
  for (let attempt = 0; chosen.length < wanted && attempt < wanted * 4; attempt++) {
    const roll = random();
    let next: { model: VehicleModel; generation: Generation };
    if (roll < 0.45) {
      const model = pick(random, primary.models);
      next = { model, generation: closestGeneration(model, anchor) };
    } else if (roll < 0.7) {
      const model = pick(random, pick(random, MAKES_BY_GROUP.get(primary.group)!).models);
      next = { model, generation: closestGeneration(model, anchor) };
    } else if (roll < 0.92) {
      const model = pick(random, chosen).model;
      next = { model, generation: pick(random, model.generations) };
    } else {
      const model = pick(random, pickWeighted(random, MAKES).models);
      next = { model, generation: closestGeneration(model, anchor) };
    }
    const duplicate = chosen.some(
      ({ model, generation }) => model === next.model && generation === next.generation,
    );
    if (!duplicate) chosen.push(next);
  }
  return chosen.map(({ model, generation }) => fitmentOf(random, model, generation, qualifiers));
}

/** The model's generation that shares the most years with `anchor`'s (else the nearest one). */
function closestGeneration(model: VehicleModel, anchor: Generation): Generation {
  const score = ({ yearFrom, yearTo }: Generation) =>
    Math.min(yearTo, anchor.yearTo) - Math.max(yearFrom, anchor.yearFrom);
  return model.generations.reduce((best, generation) =>
    score(generation) > score(best) ? generation : best,
  );
}

/** What one part says of every vehicle it fits: where it goes, how it narrows, the rotor it is made for. */
interface Qualifiers {
  position?: FitmentPosition;
  rule?: FitmentRule;
  rotorNote?: string;
}

function qualifiersOf(
  random: Random,
  positions: readonly FitmentPosition[] | undefined,
  rule: FitmentRule | undefined,
): Qualifiers {
  return {
    position: positions && pick(random, positions),
    rule,
    rotorNote: rule?.rotorSizes && `with ${pick(random, rule.rotorSizes).toFixed(1)}-inch rotors`,
  };
}

/**
 * Mostly the whole generation; sometimes a few of its years (an engine or trim that came later or left).
 * Narrowed, as the part's rule says, to one of the generation's trims or engines; never to a generation's
 * only engine, which would say nothing and keep the part from surely fitting a shopper who gave none.
 */
function fitmentOf(
  random: Random,
  model: VehicleModel,
  generation: Generation,
  { position, rule, rotorNote }: Qualifiers,
): FitmentDocument {
  let { yearFrom, yearTo } = generation;
  if (yearTo - yearFrom >= 5 && random() < 0.3) {
    yearFrom += Math.floor(random() * 3);
    yearTo -= Math.floor(random() * 3);
  }
  const { submodels, engines } = generation;
  const submodel =
    rule?.bySubmodel && submodels.length > 0 && random() < rule.bySubmodel
      ? pick(random, submodels)
      : undefined;
  const engine =
    rule?.byEngine && engines.length > 1 && random() < rule.byEngine ? pick(random, engines) : undefined;
  return {
    make: model.make,
    model: model.model,
    yearFrom,
    yearTo,
    ...(submodel && { submodel }),
    ...(engine && { engine }),
    ...(position && { position }),
    ...(engine && rotorNote && { note: rotorNote }),
  };
}

/** "Fits Toyota Corolla 2014-2019 and Lexus ES 2013-2018." with at most two vehicles named. */
function fitsSentence(fitments: FitmentDocument[]): string {
  const named = fitments.slice(0, 2).map((f) => `${f.make} ${f.model} ${f.yearFrom}-${f.yearTo}`);
  const others = fitments.length - named.length;
  if (others > 0) return `Fits ${named.join(", ")} and ${others} other vehicle${others > 1 ? "s" : ""}.`;
  return `Fits ${named.join(" and ")}.`;
}

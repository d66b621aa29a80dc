/**
 * Product-shaped documents for the engine benchmark: categories, part names and descriptions from real
 * part vocabulary, fitments over real makes and models with year ranges, one in ten universal (no
 * fitments). Deterministic: document i is the same in every run.
 */
export interface BenchProduct {
  _id: number;
  sku: string;
  /** A copy of sku that is never indexed: same selectivity, full scans. */
  code: string;
  name: string;
  description: string;
  category: string;
  price: number;
  stock: number;
  createdAt: Date;
  fitments: Array<{ make: string; model: string; yearFrom: number; yearTo: number }>;
}

const PARTS: Record<string, string[]> = {
  brakes: ["brake pads", "brake disc", "brake caliper", "brake fluid", "brake hose"],
  filters: ["oil filter", "air filter", "fuel filter", "cabin filter"],
  lighting: ["headlight bulb", "tail light", "fog lamp", "indicator bulb"],
  suspension: ["shock absorber", "coil spring", "control arm", "stabiliser link"],
  engine: ["spark plug", "timing belt", "water pump", "head gasket", "thermostat"],
  electrical: ["alternator", "starter motor", "battery", "ignition coil"],
  body: ["wing mirror", "wiper blade", "door handle", "bonnet strut"],
  tyres: ["summer tyre", "winter tyre", "valve stem", "wheel nut"],
};
export const CATEGORIES = Object.keys(PARTS);

const QUALITIES = ["ceramic", "premium", "heavy duty", "OEM quality", "performance", "economy"];
const POSITIONS = ["front", "rear", "left", "right", "upper", "lower"];

export const MAKES = [
  { name: "Ford", models: ["Focus", "Fiesta", "Mondeo", "Transit"] },
  { name: "Volkswagen", models: ["Golf", "Polo", "Passat", "Tiguan"] },
  { name: "Toyota", models: ["Corolla", "Yaris", "RAV4", "Hilux"] },
  { name: "BMW", models: ["3 Series", "5 Series", "X3", "1 Series"] },
  { name: "Renault", models: ["Clio", "Megane", "Captur", "Kangoo"] },
  { name: "Peugeot", models: ["208", "308", "3008", "Partner"] },
  { name: "Honda", models: ["Civic", "Jazz", "CR-V", "Accord"] },
  { name: "Skoda", models: ["Octavia", "Fabia", "Superb", "Kodiaq"] },
];

export const skuOf = (i: number): string => `SKU-${String(i).padStart(7, "0")}`;

const START = Date.UTC(2020, 0, 1);

export function benchProduct(i: number, size: number): BenchProduct {
  const category = CATEGORIES[i % CATEGORIES.length]!;
  const parts = PARTS[category]!;
  // Divided, not multiplied, by small numbers: i % 8 picks the category, so i * k would tie the part
  // (and the words searched for) to it.
  const part = parts[Math.floor(i / CATEGORIES.length) % parts.length]!;
  const quality = QUALITIES[Math.floor(i / 3) % QUALITIES.length]!;
  const position = POSITIONS[Math.floor(i / 5) % POSITIONS.length]!;
  const fitments = i % 10 === 0 ? [] : fitmentsOf(i);
  const fits = fitments.map((f) => `${f.make} ${f.model} ${f.yearFrom}-${f.yearTo}`).join(", ");
  return {
    _id: i,
    sku: skuOf(i),
    code: skuOf(i),
    name: `${quality} ${position} ${part}`,
    description:
      `${capitalise(position)} ${part} in ${quality} grade, part ${skuOf(i)}. ` +
      (fits ? `Fits ${fits}.` : "Universal fit for most cars."),
    category,
    price: Math.round((5 + ((i * 37) % 500) + (i % 100) / 100) * 100) / 100,
    stock: (i * 13) % 250,
    // Spread over six years whatever the size, so "newest" means the same thing at every size.
    createdAt: new Date(START + Math.floor((i / size) * 6 * 365 * 86_400_000)),
    fitments,
  };
}

function fitmentsOf(i: number): BenchProduct["fitments"] {
  return Array.from({ length: 1 + (i % 4) }, (_, k) => {
    const make = MAKES[(i + k * 3) % MAKES.length]!;
    const yearFrom = 2005 + ((i + k) % 10);
    return {
      make: make.name,
      model: make.models[(i * 5 + k) % make.models.length]!,
      yearFrom,
      yearTo: yearFrom + 4 + (i % 6),
    };
  });
}

const capitalise = (word: string) => word[0]!.toUpperCase() + word.slice(1);

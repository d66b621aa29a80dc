/**
 * What the VIN tables cover: the generator's choices, kept apart from how it builds them. To decode a new
 * make or model, add it here and run `npx tsx scripts/generate-vin-tables.ts`.
 */

/** Makes whose WMIs the shop knows (the VIN's make), as the shop writes them; vPIC's spelling may differ in case. */
// prettier-ignore
export const MAKES = [
  "Acura", "Alfa Romeo", "Aston Martin", "Audi", "BMW", "Bentley", "Buick", "Cadillac", "Chevrolet", "Chrysler",
  "Dodge", "Ferrari", "Fiat", "Ford", "GMC", "Genesis", "Honda", "Hummer", "Hyundai", "Infiniti", "Isuzu", "Jaguar",
  "Jeep", "Kia", "Lamborghini", "Land Rover", "Lexus", "Lincoln", "Lotus", "Lucid", "Maserati", "Mazda", "McLaren",
  "Mercedes-Benz", "Mercury", "Mini", "Mitsubishi", "Nissan", "Oldsmobile", "Plymouth", "Polestar", "Pontiac",
  "Porsche", "Ram", "Rivian", "Rolls-Royce", "Saab", "Saturn", "Smart", "Subaru", "Suzuki", "Tesla", "Toyota",
  "Volkswagen", "Volvo",
] as const;

/**
 * Models whose VIN patterns the tables hold (vPIC's model names): the common ones of the North American
 * market, where most parts are sold. A VIN of another model still decodes to its make and year.
 */
// prettier-ignore
export const COMMON_MODELS: Readonly<Record<string, readonly string[]>> = {
  Acura: ["MDX", "RDX", "TL", "TLX", "ILX", "Integra"],
  Audi: ["A3", "A4", "A6", "Q3", "Q5", "Q7"],
  BMW: ["328i", "330i", "335i", "X1", "X3", "X5", "X6"],
  Buick: ["Enclave", "Encore", "Encore GX", "Envision", "LaCrosse"],
  Cadillac: ["Escalade", "XT4", "XT5", "XT6", "CTS"],
  Chevrolet: [
    "Blazer", "Blazer EV", "Bolt EV", "Camaro", "Cobalt", "Colorado", "Corvette", "Cruze", "Equinox", "Express",
    "Impala", "Malibu", "Silverado", "Silverado HD", "Silverado LD", "Sonic", "Spark", "Suburban", "Tahoe",
    "Trailblazer", "Traverse", "Trax",
  ],
  Chrysler: ["200", "300", "PT Cruiser", "Pacifica", "Sebring", "Town and Country"],
  Dodge: ["Caliber", "Challenger", "Charger", "Dakota", "Durango", "Grand Caravan", "Journey", "Nitro", "Ram"],
  Ford: [
    "Bronco", "Bronco Sport", "E-Series", "Edge", "Escape", "Expedition", "Expedition MAX", "Explorer", "F-150",
    "F-150 Lightning", "F-250", "F-350", "F-450", "F-550", "Fiesta", "Flex", "Focus", "Fusion", "Maverick",
    "Mustang", "Mustang Mach-E", "Ranger", "Taurus", "Transit", "Transit Connect",
  ],
  GMC: ["Acadia", "Canyon", "Savana", "Sierra", "Sierra HD", "Terrain", "Yukon", "Yukon XL"],
  Genesis: ["G70", "G80", "GV70", "GV80"],
  Honda: ["Accord", "CR-V", "Civic", "Fit", "HR-V", "Insight", "Odyssey", "Passport", "Pilot", "Ridgeline"],
  Hyundai: [
    "Accent", "Elantra", "Ioniq", "Ioniq 5", "Kona", "Palisade", "Santa Cruz", "Santa Fe", "Santa Fe Sport",
    "Sonata", "Tucson", "Venue",
  ],
  Infiniti: ["G35", "G37", "Q50", "QX50", "QX60", "QX80"],
  Jeep: [
    "Cherokee", "Compass", "Gladiator", "Grand Cherokee", "Grand Cherokee L", "Liberty", "Patriot", "Renegade",
    "Wrangler",
  ],
  Kia: [
    "Forte", "K4", "K5", "Niro", "Optima", "Rio", "Sedona", "Carnival", "Seltos", "Sorento", "Soul", "Sportage",
    "Telluride",
  ],
  Lexus: ["ES", "GX", "IS", "LX", "NX", "RX", "UX"],
  Lincoln: ["Aviator", "Corsair", "MKC", "MKX", "MKZ", "Nautilus", "Navigator"],
  Mazda: ["CX-3", "CX-30", "CX-5", "CX-50", "CX-70", "CX-90", "CX-9", "MX-5", "Mazda3", "Mazda6", "Tribute"],
  "Mercedes-Benz": ["C-Class", "E-Class", "GLA-Class", "GLC-Class", "GLE-Class", "Sprinter"],
  Mini: ["Countryman", "Hardtop", "Cooper"],
  Mitsubishi: ["Eclipse Cross", "Lancer", "Mirage", "Outlander", "Outlander Sport"],
  Nissan: [
    "Altima", "Armada", "Frontier", "Kicks", "Leaf", "Maxima", "Murano", "Pathfinder", "Rogue", "Rogue Sport",
    "Sentra", "Titan", "Versa", "Xterra",
  ],
  Porsche: ["911", "Cayenne", "Macan"],
  Ram: ["1500", "2500", "3500", "ProMaster 1500", "ProMaster 2500", "ProMaster 3500", "Promaster City"],
  Subaru: ["Ascent", "Crosstrek", "Forester", "Impreza", "Legacy", "Outback", "WRX", "XV CrossTrek"],
  Tesla: ["Model 3", "Model S", "Model X", "Model Y"],
  Toyota: [
    "4Runner", "Avalon", "C-HR", "Camry", "Corolla", "Corolla Cross", "Highlander", "Prius", "RAV4", "Sequoia",
    "Sienna", "Tacoma", "Tundra", "Venza", "Yaris",
  ],
  Volkswagen: ["Atlas", "Atlas Cross Sport", "Golf", "Golf R", "GTI", "Jetta", "Passat", "Taos", "Tiguan"],
  Volvo: ["S60", "XC40", "XC60", "XC90"],
};

/** vPIC's vehicle types the shop sells parts for: passenger car, truck, MPV, incomplete vehicle (a chassis cab). */
export const VEHICLE_TYPE_IDS = [2, 3, 7, 10] as const;

/** The oldest model year the tables cover. */
export const FIRST_YEAR = 2000;

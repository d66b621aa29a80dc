import type { FitmentDocument, ProductDocument, ReviewDocument } from "../db/models";

/**
 * The starting catalogue a new shop opens with, inserted once by seed.ts. Part numbers, prices and
 * fitments are plausible for the parts they describe, so the shop is believable out of the box, but
 * they are the shop's own data, not copied from any supplier's catalogue. Pictures are local files
 * under server/assets/parts/ (drawn by scripts/generate-part-pictures.ts); nothing points at an
 * external image host.
 */

/** A product as the seed writes it: the stored shape minus what is assigned at insert time. */
export type CatalogueProduct = Omit<
  ProductDocument,
  "_id" | "vehicleKeys" | "qualifiedKeys" | "numberKeys" | "createdAt" | "updatedAt"
>;

/** A review as the seed writes it: the stored shape minus what is assigned at insert time. */
export type CatalogueReview = Omit<ReviewDocument, "_id" | "createdAt" | "userId">;

/** Where the app serves a part picture from (server/assets/parts/<slug>.svg on disk). */
export const PART_PICTURE_PREFIX = "/assets/parts/";

const picture = (slug: string): string => `${PART_PICTURE_PREFIX}${slug}.svg`;

/** What narrows a fitment to some of a vehicle's engines or submodels, and where on it the part goes. */
type Qualifiers = Pick<FitmentDocument, "submodel" | "engine" | "position" | "note">;

const fits = (
  make: string,
  model: string,
  yearFrom: number,
  yearTo: number,
  qualifiers: Qualifiers = {},
): FitmentDocument => ({ make, model, yearFrom, yearTo, ...qualifiers });

/** Parts that fit every vehicle (bulbs by socket type, blades by length) say so, and list none. */
const UNIVERSAL = { universal: true, fitments: [] };

const FRONT = { position: "FRONT" } as const;
const REAR = { position: "REAR" } as const;

export const CATALOGUE_PRODUCTS: CatalogueProduct[] = [
  // Brakes
  {
    name: "Ceramic Brake Pads",
    partNumber: "BP-1210-CF",
    oeNumbers: ["04465-06090"],
    interchangeNumbers: ["D2182"],
    category: "Brakes",
    partType: "BRAKE_PADS",
    description:
      "Low-dust ceramic front pad set with shims and slide hardware included. Quiet, fade-resistant stopping for daily driving.",
    price: 54.99,
    minimumOrderQuantity: 1,
    availableQuantity: 48,
    picture: picture("ceramic-brake-pads"),
    fitments: [
      fits("Toyota", "Camry", 2018, 2024, FRONT),
      fits("Toyota", "RAV4", 2019, 2024, FRONT),
      fits("Toyota", "Avalon", 2019, 2022, FRONT),
    ],
  },
  {
    name: "Rear Brake Pad Set",
    partNumber: "BP-1451-CR",
    category: "Brakes",
    partType: "BRAKE_PADS",
    description:
      "Semi-metallic rear pads for one axle, with wear indicators fitted. A direct replacement for the factory pads.",
    price: 39.99,
    minimumOrderQuantity: 1,
    availableQuantity: 35,
    picture: picture("rear-brake-pad-set"),
    fitments: [
      fits("Honda", "Civic", 2016, 2021, REAR),
      fits("Honda", "CR-V", 2017, 2022, REAR),
      fits("Honda", "Accord", 2018, 2022, REAR),
    ],
  },
  {
    name: "Vented Brake Disc",
    partNumber: "BD-24561-V",
    category: "Brakes",
    partType: "BRAKE_ROTOR",
    description:
      "312 mm front vented disc with an anti-corrosion coated hat. Discs should be replaced in pairs, so the minimum order is two.",
    price: 68.5,
    minimumOrderQuantity: 2,
    availableQuantity: 26,
    picture: picture("vented-brake-disc"),
    fitments: [
      fits("Volkswagen", "Golf", 2015, 2021, { ...FRONT, note: "with 312 mm front discs" }),
      fits("Volkswagen", "Jetta", 2019, 2024, FRONT),
      fits("Audi", "A3", 2015, 2020, { ...FRONT, note: "with 312 mm front discs" }),
    ],
  },
  {
    name: "Drilled Brake Rotor",
    partNumber: "BD-34116-DS",
    category: "Brakes",
    partType: "BRAKE_ROTOR",
    description:
      "Cross-drilled and slotted front rotor for better cooling under hard braking. Sold per rotor; order a pair per axle.",
    price: 129.0,
    minimumOrderQuantity: 2,
    availableQuantity: 3,
    picture: picture("drilled-brake-rotor"),
    fitments: [fits("BMW", "3 Series", 2012, 2018, FRONT), fits("BMW", "4 Series", 2014, 2020, FRONT)],
  },
  {
    name: "Front Brake Caliper",
    partNumber: "CL-18B5034",
    category: "Brakes",
    partType: "BRAKE_CALIPER",
    description:
      "Remanufactured front caliper with new seals, piston and bleeder screw. Pressure tested before it ships.",
    price: 89.95,
    minimumOrderQuantity: 1,
    availableQuantity: 14,
    picture: picture("front-brake-caliper"),
    fitments: [
      fits("Ford", "F-150", 2015, 2020, { position: "FRONT_LEFT" }),
      fits("Ford", "Expedition", 2018, 2021, { position: "FRONT_LEFT" }),
    ],
  },
  {
    name: "Brake Fluid DOT 4 1L",
    partNumber: "BF-DOT4-1000",
    category: "Brakes",
    partType: "BRAKE_FLUID",
    description:
      "High-boiling-point DOT 4 brake fluid in a sealed 1 litre bottle. Sold to workshops by the case of twelve.",
    price: 12.49,
    minimumOrderQuantity: 12,
    availableQuantity: 240,
    picture: picture("brake-fluid-dot4"),
    ...UNIVERSAL,
  },
  {
    name: "Front Brake Rotor",
    partNumber: "BD-31407-F",
    category: "Brakes",
    partType: "BRAKE_ROTOR",
    description:
      "Cast-iron vented front rotor machined to OE thickness, with a coated hat and edge. Sold per rotor: an axle takes two.",
    price: 74.99,
    minimumOrderQuantity: 1,
    availableQuantity: 30,
    picture: picture("front-brake-rotor"),
    fitments: [fits("Toyota", "Camry", 2018, 2024, FRONT), fits("Ford", "F-150", 2015, 2020, FRONT)],
  },
  {
    name: "Rear Brake Rotor",
    partNumber: "BD-31408-R",
    category: "Brakes",
    partType: "BRAKE_ROTOR",
    description:
      "Solid rear rotor with the parking-brake drum machined in the hat. Sold per rotor: an axle takes two.",
    price: 62.5,
    minimumOrderQuantity: 1,
    availableQuantity: 22,
    picture: picture("rear-brake-rotor"),
    fitments: [fits("Toyota", "Camry", 2018, 2024, REAR), fits("Ford", "F-150", 2015, 2020, REAR)],
  },
  {
    name: "Truck Brake Pads",
    partNumber: "BP-1680-HD",
    category: "Brakes",
    partType: "BRAKE_PADS",
    description:
      "Severe-duty semi-metallic front pad set for one axle, made for towing and hauling. Shims included.",
    price: 64.99,
    minimumOrderQuantity: 1,
    availableQuantity: 20,
    picture: picture("truck-brake-pads"),
    fitments: [fits("Ford", "F-150", 2015, 2020, FRONT)],
  },
  {
    name: "Rear Ceramic Pads",
    partNumber: "BP-1691-CR",
    category: "Brakes",
    partType: "BRAKE_PADS",
    description: "Quiet ceramic rear pad set for one axle, with wear indicators and shims fitted.",
    price: 44.99,
    minimumOrderQuantity: 1,
    availableQuantity: 30,
    picture: picture("rear-ceramic-pads"),
    fitments: [fits("Toyota", "Camry", 2018, 2024, REAR), fits("Ford", "F-150", 2015, 2020, REAR)],
  },
  {
    name: "Front Hardware Kit",
    partNumber: "BH-5520-F",
    category: "Brakes",
    partType: "BRAKE_HARDWARE",
    description:
      "Abutment clips, anti-rattle springs and greased slide pins for one front axle. Fit new with new pads.",
    price: 14.99,
    minimumOrderQuantity: 1,
    availableQuantity: 60,
    picture: picture("front-hardware-kit"),
    fitments: [fits("Toyota", "Camry", 2018, 2024, FRONT), fits("Ford", "F-150", 2015, 2020, FRONT)],
  },
  {
    name: "Rear Hardware Kit",
    partNumber: "BH-5521-R",
    category: "Brakes",
    partType: "BRAKE_HARDWARE",
    description: "Abutment clips, springs and slide-pin boots for one rear axle. Fit new with new pads.",
    price: 12.99,
    minimumOrderQuantity: 1,
    availableQuantity: 45,
    picture: picture("rear-hardware-kit"),
    fitments: [fits("Toyota", "Camry", 2018, 2024, REAR), fits("Ford", "F-150", 2015, 2020, REAR)],
  },

  // Filters
  {
    name: "Spin-On Oil Filter",
    partNumber: "OF-7317",
    oeNumbers: ["FL-500S"],
    interchangeNumbers: ["PH7317"],
    category: "Filters",
    partType: "OIL_FILTER",
    description:
      "Spin-on oil filter with an anti-drainback valve and a synthetic-blend medium, good for 10,000 miles. Workshop pack of ten.",
    price: 6.49,
    minimumOrderQuantity: 10,
    availableQuantity: 600,
    picture: picture("spin-on-oil-filter"),
    fitments: [
      fits("Ford", "F-150", 2011, 2020, { engine: "5.0L V8" }),
      fits("Ford", "Mustang", 2011, 2017, { engine: "5.0L V8" }),
      fits("Ford", "Explorer", 2011, 2019, { engine: "3.5L V6" }),
      fits("Ford", "Expedition", 2015, 2020),
    ],
  },
  {
    name: "Cartridge Oil Filter",
    partNumber: "OF-06L115562",
    oeNumbers: ["06L 115 562"],
    category: "Filters",
    partType: "OIL_FILTER",
    description:
      "Metal-free cartridge element for 2.0 TSI engines, supplied with new housing O-rings. Change it at every oil service.",
    price: 11.99,
    minimumOrderQuantity: 1,
    availableQuantity: 85,
    picture: picture("cartridge-oil-filter"),
    fitments: [
      fits("Volkswagen", "Golf", 2015, 2021),
      fits("Volkswagen", "Tiguan", 2018, 2023),
      fits("Volkswagen", "Atlas", 2018, 2023),
      fits("Audi", "A4", 2017, 2023),
    ],
  },
  {
    name: "Engine Air Filter",
    partNumber: "AF-17220-5AA",
    category: "Filters",
    partType: "AIR_FILTER",
    description:
      "Pleated panel air filter that traps fine dust while keeping airflow up. Drops into the airbox in under five minutes.",
    price: 19.99,
    minimumOrderQuantity: 1,
    availableQuantity: 60,
    picture: picture("engine-air-filter"),
    fitments: [fits("Honda", "Civic", 2016, 2021), fits("Honda", "Insight", 2019, 2022)],
  },
  {
    name: "Cabin Air Filter",
    partNumber: "CF-97133-F2",
    category: "Filters",
    partType: "CABIN_AIR_FILTER",
    description:
      "Activated-carbon cabin filter that blocks pollen, dust and road odours. Replace it yearly or when the fan sounds strained.",
    price: 18.99,
    minimumOrderQuantity: 1,
    availableQuantity: 74,
    picture: picture("cabin-air-filter"),
    fitments: [
      fits("Hyundai", "Elantra", 2017, 2020),
      fits("Hyundai", "Tucson", 2016, 2021),
      fits("Kia", "Sportage", 2017, 2022),
    ],
  },
  {
    name: "Diesel Fuel Filter",
    partNumber: "FF-TP1015",
    category: "Filters",
    partType: "FUEL_FILTER",
    description:
      "Fuel filter with water separator for the 6.6L Duramax diesel. Includes the drain valve seal.",
    price: 34.99,
    minimumOrderQuantity: 1,
    availableQuantity: 0,
    picture: picture("diesel-fuel-filter"),
    fitments: [
      fits("Chevrolet", "Silverado 2500 HD", 2011, 2016),
      fits("Chevrolet", "Silverado 3500 HD", 2011, 2016),
      fits("GMC", "Sierra 2500 HD", 2011, 2016),
    ],
  },

  // Ignition
  {
    name: "Iridium Spark Plug",
    partNumber: "SP-IR-9091",
    category: "Ignition",
    partType: "SPARK_PLUG",
    description:
      "Fine-wire iridium plug, pre-gapped for Dynamic Force engines and rated for 120,000 miles. Sold per plug; four per engine.",
    price: 11.49,
    minimumOrderQuantity: 4,
    availableQuantity: 320,
    picture: picture("iridium-spark-plug"),
    fitments: [
      fits("Toyota", "Camry", 2018, 2024),
      fits("Toyota", "RAV4", 2019, 2024),
      fits("Toyota", "Corolla", 2020, 2024),
    ],
  },
  {
    name: "Platinum Spark Plug",
    partNumber: "SP-PT-5245",
    category: "Ignition",
    partType: "SPARK_PLUG",
    description:
      "Double-platinum plug for the 5.0L V8, with a nickel-plated shell that resists seizing. Sold as a set of eight.",
    price: 8.99,
    minimumOrderQuantity: 8,
    availableQuantity: 160,
    picture: picture("platinum-spark-plug"),
    fitments: [
      fits("Ford", "F-150", 2011, 2017, { engine: "5.0L V8" }),
      fits("Ford", "Mustang", 2011, 2017, { engine: "5.0L V8" }),
    ],
  },
  {
    name: "Ignition Coil Pack",
    partNumber: "IC-30520-RRA",
    category: "Ignition",
    partType: "IGNITION_COIL",
    description:
      "Coil-on-plug ignition coil for the 2.4L four-cylinder. Fixes misfire codes caused by a failing coil.",
    price: 42.99,
    minimumOrderQuantity: 1,
    availableQuantity: 38,
    picture: picture("ignition-coil-pack"),
    fitments: [
      fits("Honda", "Accord", 2008, 2012),
      fits("Honda", "CR-V", 2007, 2014),
      fits("Honda", "Element", 2007, 2011),
    ],
  },
  {
    name: "Pencil Ignition Coil",
    partNumber: "IC-12138657273",
    category: "Ignition",
    partType: "IGNITION_COIL",
    description:
      "Pencil-type coil with a silicone boot for BMW six-cylinder engines. Replace all six together if the car has high mileage.",
    price: 38.5,
    minimumOrderQuantity: 1,
    availableQuantity: 0,
    picture: picture("pencil-ignition-coil"),
    fitments: [
      fits("BMW", "3 Series", 2006, 2015),
      fits("BMW", "5 Series", 2008, 2016),
      fits("BMW", "X5", 2007, 2018),
    ],
  },

  // Suspension
  {
    name: "Front Strut Assembly",
    partNumber: "SA-172563",
    category: "Suspension",
    partType: "STRUT",
    description:
      "Complete front strut with spring, top mount and bearing already assembled. No spring compressor needed to fit it.",
    price: 119.99,
    minimumOrderQuantity: 1,
    availableQuantity: 12,
    picture: picture("front-strut-assembly"),
    fitments: [fits("Nissan", "Altima", 2013, 2018), fits("Nissan", "Maxima", 2016, 2020)],
  },
  {
    name: "Rear Shock Absorber",
    partNumber: "SH-5804",
    category: "Suspension",
    partType: "SHOCK_ABSORBER",
    description:
      "Twin-tube gas rear shock that restores ride control, loaded or empty. Shocks are replaced in pairs, so the minimum order is two.",
    price: 64.99,
    minimumOrderQuantity: 2,
    availableQuantity: 22,
    picture: picture("rear-shock-absorber"),
    fitments: [fits("Chevrolet", "Silverado 1500", 2014, 2018), fits("GMC", "Sierra 1500", 2014, 2018)],
  },
  {
    name: "Front Coil Spring",
    partNumber: "CS-5Q0411105",
    category: "Suspension",
    description:
      "Powder-coated front coil spring at factory ride height. Sold in pairs to keep the car level.",
    price: 45.0,
    minimumOrderQuantity: 2,
    availableQuantity: 18,
    picture: picture("front-coil-spring"),
    fitments: [
      fits("Volkswagen", "Golf", 2015, 2021),
      fits("Volkswagen", "Jetta", 2019, 2024),
      fits("Audi", "A3", 2015, 2020),
    ],
  },
  {
    name: "Sway Bar End Link",
    partNumber: "SL-54830-3S",
    category: "Suspension",
    description:
      "Front stabiliser link with sealed ball joints and nuts included. Cures the clunk over speed bumps.",
    price: 21.99,
    minimumOrderQuantity: 2,
    availableQuantity: 54,
    picture: picture("sway-bar-end-link"),
    fitments: [fits("Hyundai", "Sonata", 2011, 2019), fits("Kia", "Optima", 2011, 2020)],
  },
  {
    name: "Lower Control Arm",
    partNumber: "CA-51350-T2A",
    category: "Suspension",
    description:
      "Front lower control arm with bushings and ball joint pressed in. Bolts straight on, then get an alignment.",
    price: 79.95,
    minimumOrderQuantity: 1,
    availableQuantity: 7,
    picture: picture("lower-control-arm"),
    fitments: [fits("Honda", "Accord", 2013, 2017), fits("Acura", "TLX", 2015, 2020)],
  },

  // Lighting
  {
    name: "H11 Halogen Bulb",
    partNumber: "LB-H11-LL",
    category: "Lighting",
    description:
      "55 W long-life H11 bulb for low beams and fog lights. Fits any H11 socket; sold individually, order two for both sides.",
    price: 9.99,
    minimumOrderQuantity: 2,
    availableQuantity: 140,
    picture: picture("h11-halogen-bulb"),
    ...UNIVERSAL,
  },
  {
    name: "LED Headlight Bulb",
    partNumber: "LB-9005-LED",
    category: "Lighting",
    description:
      "Pair of 9005 LED high-beam bulbs with a finned heat sink and a sharp cut-off pattern. Plug-and-play in any 9005 socket.",
    price: 49.99,
    minimumOrderQuantity: 1,
    availableQuantity: 45,
    picture: picture("led-headlight-bulb"),
    ...UNIVERSAL,
  },
  {
    name: "LED Tail Light",
    partNumber: "TL-FL3Z13405",
    category: "Lighting",
    description:
      "Driver-side LED tail light assembly with the bulb-out warning kept working. Replaces a cracked or fogged lamp.",
    price: 159.0,
    minimumOrderQuantity: 1,
    availableQuantity: 3,
    picture: picture("led-tail-light"),
    fitments: [fits("Ford", "F-150", 2015, 2017)],
  },
  {
    name: "Fog Light Assembly",
    partNumber: "FL-81210-04",
    category: "Lighting",
    description:
      "Glass-lens fog light with housing and bulb included. Bolts into the factory bumper opening.",
    price: 74.99,
    minimumOrderQuantity: 1,
    availableQuantity: 16,
    picture: picture("fog-light-assembly"),
    fitments: [fits("Toyota", "Tacoma", 2016, 2023), fits("Toyota", "4Runner", 2014, 2023)],
  },
  {
    name: "Headlight Assembly",
    partNumber: "HL-33150-TBA",
    category: "Lighting",
    description:
      "Passenger-side halogen headlight with a UV-coated lens that will not yellow. Arrives aligned and ready to bolt in.",
    price: 189.0,
    minimumOrderQuantity: 1,
    availableQuantity: 5,
    picture: picture("headlight-assembly"),
    fitments: [fits("Honda", "Civic", 2016, 2021)],
  },

  // Cooling
  {
    name: "Aluminum Radiator",
    partNumber: "RD-13399",
    category: "Cooling",
    description:
      "All-aluminium radiator with a brazed core, for engines that run hot or leak coolant. Transmission cooler lines included.",
    price: 149.99,
    minimumOrderQuantity: 1,
    availableQuantity: 9,
    picture: picture("aluminum-radiator"),
    fitments: [fits("Toyota", "Camry", 2012, 2017), fits("Toyota", "Avalon", 2013, 2018)],
  },
  {
    name: "Water Pump",
    partNumber: "WP-25193988",
    category: "Cooling",
    description:
      "Water pump with a cast-iron impeller and a new gasket, for the 1.4L turbo engine. Weep at the pump housing means it is time.",
    price: 58.99,
    minimumOrderQuantity: 1,
    availableQuantity: 21,
    picture: picture("water-pump"),
    fitments: [
      fits("Chevrolet", "Cruze", 2011, 2016),
      fits("Chevrolet", "Sonic", 2012, 2020),
      fits("Chevrolet", "Trax", 2015, 2020),
      fits("Buick", "Encore", 2013, 2019),
    ],
  },
  {
    name: "Thermostat & Gasket",
    partNumber: "TH-21200-3TA",
    category: "Cooling",
    description:
      "OE-temperature thermostat with its rubber seal for the 2.5L four-cylinder. A stuck thermostat causes overheating or no cabin heat.",
    price: 24.99,
    minimumOrderQuantity: 1,
    availableQuantity: 40,
    picture: picture("thermostat-and-gasket"),
    fitments: [fits("Nissan", "Altima", 2013, 2018), fits("Nissan", "Rogue", 2014, 2020)],
  },
  {
    name: "Radiator Fan Motor",
    partNumber: "CF-25380-3X",
    category: "Cooling",
    description:
      "Cooling fan, motor and shroud as one assembly with the factory connector. Brings the temperature down when idling in traffic.",
    price: 112.0,
    minimumOrderQuantity: 1,
    availableQuantity: 0,
    picture: picture("radiator-fan-motor"),
    fitments: [fits("Hyundai", "Elantra", 2011, 2016), fits("Hyundai", "Elantra GT", 2013, 2017)],
  },

  // Electrical
  {
    name: "AGM Battery H6",
    partNumber: "BT-AGM-H6-760",
    category: "Electrical",
    partType: "BATTERY",
    description:
      "Group H6 AGM battery, 760 cold-cranking amps, built for start-stop systems. Comes with a 3-year replacement warranty.",
    price: 219.99,
    minimumOrderQuantity: 1,
    availableQuantity: 4,
    picture: picture("agm-battery-h6"),
    fitments: [
      fits("BMW", "3 Series", 2012, 2018),
      fits("Volkswagen", "Passat", 2012, 2019),
      fits("Chevrolet", "Malibu", 2016, 2022),
    ],
  },
  {
    name: "Alternator 150A",
    partNumber: "AL-BL3T10300",
    category: "Electrical",
    description:
      "150 amp alternator with a new regulator, bearings and pulley, tested on a load bench. No core charge.",
    price: 229.0,
    minimumOrderQuantity: 1,
    availableQuantity: 8,
    picture: picture("alternator-150a"),
    fitments: [
      fits("Ford", "F-150", 2011, 2014, { engine: "3.7L V6" }),
      fits("Ford", "F-150", 2011, 2014, { engine: "5.0L V8" }),
      fits("Ford", "Mustang", 2011, 2014),
    ],
  },
  {
    name: "Starter Motor",
    partNumber: "ST-23300-JA",
    category: "Electrical",
    description:
      "Gear-reduction starter with a new solenoid and drive pinion for the 2.5L engine. Replaces a starter that clicks but does not crank.",
    price: 139.99,
    minimumOrderQuantity: 1,
    availableQuantity: 11,
    picture: picture("starter-motor"),
    fitments: [
      fits("Nissan", "Altima", 2007, 2012),
      fits("Nissan", "Rogue", 2008, 2013),
      fits("Nissan", "Sentra", 2007, 2012),
    ],
  },
  {
    name: "Mini Blade Fuse 10A",
    partNumber: "FU-ATM-10",
    category: "Electrical",
    description:
      "Red 10 amp mini blade fuse for any car's fuse box. Priced per fuse and sold to workshops in lots of 25.",
    price: 0.39,
    minimumOrderQuantity: 25,
    availableQuantity: 2500,
    picture: picture("mini-blade-fuse-10a"),
    ...UNIVERSAL,
  },

  // Wipers
  {
    name: "Beam Wiper 22in",
    partNumber: "WB-22-BM",
    category: "Wipers",
    partType: "WIPER_BLADE",
    description:
      "22-inch all-season beam wiper blade with adapters for hook, pin and pinch-tab arms. Check your car's blade length before ordering.",
    price: 19.99,
    minimumOrderQuantity: 1,
    availableQuantity: 90,
    picture: picture("beam-wiper-22in"),
    ...UNIVERSAL,
  },
  {
    name: "Beam Wiper 26in",
    partNumber: "WB-26-BM",
    category: "Wipers",
    partType: "WIPER_BLADE",
    description:
      "26-inch beam blade for the driver's side of most cars, with a natural-rubber edge that wipes streak-free in snow or rain.",
    price: 21.99,
    minimumOrderQuantity: 1,
    availableQuantity: 72,
    picture: picture("beam-wiper-26in"),
    ...UNIVERSAL,
  },
  {
    name: "Rear Wiper Blade",
    partNumber: "WB-R12-HN",
    category: "Wipers",
    partType: "WIPER_BLADE",
    description:
      "12-inch rear wiper blade that clips onto the factory arm. Replace it when it chatters or leaves streaks.",
    price: 14.49,
    minimumOrderQuantity: 1,
    availableQuantity: 58,
    picture: picture("rear-wiper-blade"),
    fitments: [
      fits("Honda", "CR-V", 2017, 2022),
      fits("Honda", "Pilot", 2016, 2022),
      fits("Honda", "HR-V", 2016, 2022),
    ],
  },
];

/** Reviews from past customers, so the home page's "Our Client Feedback" is not empty on day one. */
export const CATALOGUE_REVIEWS: CatalogueReview[] = [
  {
    name: "Marcus Bell",
    ratings: 5,
    feedback:
      "Ordered the ceramic pads for my 2019 Camry. Perfect fit, no squeal after bedding them in, and the box arrived two days early.",
  },
  {
    name: "Priya Raman",
    ratings: 5,
    feedback:
      "Searching by model and year kept me from buying the wrong cabin filter for our Tucson. Easy swap, and the car smells fresh again.",
  },
  {
    name: "Dave Kowalski",
    ratings: 5,
    feedback:
      "I run a two-bay shop and buy oil filters by the pack. Prices beat my local supplier and every order so far has shipped the same day.",
  },
  {
    name: "Elena García",
    ratings: 4,
    feedback:
      "The headlight for my Civic is great quality and lined up with the bumper perfectly. Shipping took a week, though.",
  },
  {
    name: "Tom Hughes",
    ratings: 3,
    feedback:
      "The alternator works fine on my F-150, but there were no instructions in the box and I had to look up the belt routing.",
  },
  {
    name: "Sarah Lindqvist",
    ratings: 5,
    feedback:
      "The 22 and 26 inch beam blades clicked onto my arms in a minute with the included adapter. No streaks after a month of rain.",
  },
];

/**
 * The vehicles the bulk catalogue's parts fit: real makes and models with the model years of their
 * generations (as sold in North America, or in Europe for the European makes), so a fitment reads
 * "Toyota Corolla 2014-2019" the way a parts catalogue prints it. Makes that share platforms and parts
 * are grouped: a water pump that fits a Chevrolet Silverado fits the GMC Sierra of the same years.
 * Each generation lists the engines it was sold with, named as the carmaker names them, so a filter
 * narrowed to an engine names one the vehicle had; trims are listed only where parts differ by trim
 * (an off-road or sport suspension).
 */

export interface Generation {
  yearFrom: number;
  yearTo: number;
  /** "2.5L L4", "3.5L V6 EcoBoost": at least one. */
  engines: string[];
  /** "XLT", "TRD Off-Road"; empty where parts do not differ by trim. */
  submodels: string[];
}

export interface VehicleModel {
  make: string;
  model: string;
  /** Oldest first. */
  generations: Generation[];
}

export interface VehicleMake {
  make: string;
  /** How many parts a catalogue carries for the make, relative to the others. */
  weight: number;
  /** Makes of the same group, whose models often share a part with this make's. */
  group: string;
  models: VehicleModel[];
}

/**
 * `models` maps each model to its generations, oldest first, one line each as a catalogue would print
 * it: years, engines, then the trims if any, "2016-2023: 2.7L L4, 3.5L V6; SR, SR5, TRD Off-Road".
 */
const make = (
  name: string,
  weight: number,
  group: string,
  models: Record<string, string[]>,
): VehicleMake => ({
  make: name,
  weight,
  group,
  models: Object.entries(models).map(([model, generations]) => ({
    make: name,
    model,
    generations: generations.map(generationOf),
  })),
});

function generationOf(line: string): Generation {
  const [years, rest] = line.split(": ");
  const [engines, submodels] = rest!.split("; ");
  const [yearFrom, yearTo] = years!.split("-").map(Number);
  return {
    yearFrom: yearFrom!,
    yearTo: yearTo!,
    engines: engines!.split(", "),
    submodels: submodels?.split(", ") ?? [],
  };
}

export const VEHICLE_MAKES: VehicleMake[] = [
  make("Toyota", 10, "Toyota", {
    Corolla: [
      "2003-2008: 1.8L L4",
      "2009-2013: 1.8L L4, 2.4L L4",
      "2014-2019: 1.8L L4, 1.8L L4 Valvematic",
      "2020-2025: 1.8L L4, 2.0L L4, 1.8L L4 Hybrid",
    ],
    Camry: [
      "2002-2006: 2.4L L4, 3.0L V6, 3.3L V6",
      "2007-2011: 2.4L L4, 2.5L L4, 3.5L V6, 2.4L L4 Hybrid",
      "2012-2017: 2.5L L4, 3.5L V6, 2.5L L4 Hybrid",
      "2018-2024: 2.5L L4, 3.5L V6, 2.5L L4 Hybrid; L, LE, SE, XLE, XSE, TRD",
    ],
    RAV4: [
      "2006-2012: 2.4L L4, 2.5L L4, 3.5L V6",
      "2013-2018: 2.5L L4, 2.5L L4 Hybrid",
      "2019-2025: 2.5L L4, 2.5L L4 Hybrid, 2.5L L4 Plug-In Hybrid; LE, XLE, Adventure, TRD Off-Road, Limited",
    ],
    Tacoma: [
      "2005-2015: 2.7L L4, 4.0L V6; Base, PreRunner, TRD Sport, TRD Off-Road, X-Runner",
      "2016-2023: 2.7L L4, 3.5L V6; SR, SR5, TRD Sport, TRD Off-Road, Limited, TRD Pro",
    ],
    Highlander: [
      "2008-2013: 2.7L L4, 3.5L V6, 3.3L V6 Hybrid, 3.5L V6 Hybrid",
      "2014-2019: 2.7L L4, 3.5L V6, 3.5L V6 Hybrid",
      "2020-2025: 3.5L V6, 2.4L L4 Turbo, 2.5L L4 Hybrid",
    ],
    Prius: ["2004-2009: 1.5L L4 Hybrid", "2010-2015: 1.8L L4 Hybrid", "2016-2022: 1.8L L4 Hybrid"],
    "4Runner": [
      "2003-2009: 4.0L V6, 4.7L V8",
      "2010-2024: 2.7L L4, 4.0L V6; SR5, Trail, TRD Off-Road, Limited, TRD Pro",
    ],
    Tundra: [
      "2007-2021: 4.0L V6, 4.6L V8, 5.7L V8; SR, SR5, Limited, Platinum, 1794 Edition, TRD Pro",
      "2022-2025: 3.4L V6 Twin-Turbo, 3.4L V6 Hybrid; SR, SR5, Limited, Platinum, 1794 Edition, TRD Pro, Capstone",
    ],
    Sienna: ["2004-2010: 3.3L V6, 3.5L V6", "2011-2020: 2.7L L4, 3.5L V6", "2021-2025: 2.5L L4 Hybrid"],
  }),
  make("Lexus", 3, "Toyota", {
    RX: [
      "2004-2009: 3.3L V6, 3.5L V6, 3.3L V6 Hybrid",
      "2010-2015: 3.5L V6, 3.5L V6 Hybrid",
      "2016-2022: 2.0L L4 Turbo, 3.5L V6, 3.5L V6 Hybrid",
    ],
    ES: [
      "2007-2012: 3.5L V6",
      "2013-2018: 3.5L V6, 2.5L L4 Hybrid",
      "2019-2025: 2.5L L4, 3.5L V6, 2.5L L4 Hybrid",
    ],
    IS: ["2006-2013: 2.5L V6, 3.5L V6, 5.0L V8", "2014-2020: 2.0L L4 Turbo, 2.5L V6, 3.5L V6"],
    GX: ["2010-2023: 4.6L V8"],
  }),
  make("Honda", 9, "Honda", {
    Civic: [
      "2006-2011: 1.8L L4, 2.0L L4, 1.3L L4 Hybrid; DX, LX, EX, Si",
      "2012-2015: 1.8L L4, 2.4L L4, 1.5L L4 Hybrid; LX, EX, EX-L, Si",
      "2016-2021: 2.0L L4, 1.5L L4 Turbo, 2.0L L4 Turbo; LX, Sport, EX, EX-L, Touring, Si, Type R",
      "2022-2025: 2.0L L4, 1.5L L4 Turbo, 2.0L L4 Turbo; LX, Sport, EX, Touring, Si, Type R",
    ],
    Accord: [
      "2003-2007: 2.4L L4, 3.0L V6",
      "2008-2012: 2.4L L4, 3.5L V6",
      "2013-2017: 2.4L L4, 3.5L V6, 2.0L L4 Hybrid",
      "2018-2022: 1.5L L4 Turbo, 2.0L L4 Turbo, 2.0L L4 Hybrid; LX, Sport, EX-L, Touring",
    ],
    "CR-V": [
      "2002-2006: 2.4L L4",
      "2007-2011: 2.4L L4",
      "2012-2016: 2.4L L4",
      "2017-2022: 2.4L L4, 1.5L L4 Turbo, 2.0L L4 Hybrid",
      "2023-2025: 1.5L L4 Turbo, 2.0L L4 Hybrid",
    ],
    Pilot: ["2003-2008: 3.5L V6", "2009-2015: 3.5L V6", "2016-2022: 3.5L V6"],
    Odyssey: ["2005-2010: 3.5L V6", "2011-2017: 3.5L V6", "2018-2025: 3.5L V6"],
    Fit: ["2007-2008: 1.5L L4", "2009-2013: 1.5L L4", "2015-2020: 1.5L L4"],
    "HR-V": ["2016-2022: 1.8L L4", "2023-2025: 2.0L L4"],
  }),
  make("Acura", 2, "Honda", {
    MDX: ["2007-2013: 3.7L V6", "2014-2020: 3.5L V6, 3.0L V6 Hybrid", "2022-2025: 3.5L V6, 3.0L V6 Turbo"],
    RDX: ["2007-2012: 2.3L L4 Turbo", "2013-2018: 3.5L V6", "2019-2025: 2.0L L4 Turbo"],
    TLX: ["2015-2020: 2.4L L4, 3.5L V6", "2021-2025: 2.0L L4 Turbo, 3.0L V6 Turbo"],
    TL: ["2004-2008: 3.2L V6, 3.5L V6", "2009-2014: 3.5L V6, 3.7L V6"],
  }),
  make("Ford", 10, "Ford", {
    "F-150": [
      "2004-2008: 4.2L V6, 4.6L V8, 5.4L V8; XL, STX, XLT, FX4, Lariat, King Ranch",
      "2009-2014: 3.7L V6, 3.5L V6 EcoBoost, 4.6L V8, 5.0L V8, 5.4L V8, 6.2L V8; XL, STX, XLT, FX4, Lariat, King Ranch, Platinum, SVT Raptor",
      "2015-2020: 2.7L V6 EcoBoost, 3.3L V6, 3.5L V6, 3.5L V6 EcoBoost, 5.0L V8; XL, XLT, Lariat, King Ranch, Platinum, Limited, Raptor",
      "2021-2025: 2.7L V6 EcoBoost, 3.3L V6, 3.5L V6 EcoBoost, 3.5L V6 PowerBoost Hybrid, 5.0L V8; XL, XLT, Lariat, King Ranch, Platinum, Limited, Tremor, Raptor",
    ],
    Focus: [
      "2000-2007: 2.0L L4, 2.3L L4",
      "2008-2011: 2.0L L4",
      "2012-2018: 2.0L L4, 1.0L L3 EcoBoost, 2.0L L4 EcoBoost, 2.3L L4 EcoBoost; S, SE, Titanium, ST, RS",
    ],
    Fusion: [
      "2006-2012: 2.3L L4, 2.5L L4, 3.0L V6, 3.5L V6, 2.5L L4 Hybrid",
      "2013-2020: 2.5L L4, 1.5L L4 EcoBoost, 2.0L L4 EcoBoost, 2.7L V6 EcoBoost, 2.0L L4 Hybrid",
    ],
    Escape: [
      "2001-2007: 2.0L L4, 2.3L L4, 3.0L V6, 2.3L L4 Hybrid",
      "2008-2012: 2.5L L4, 3.0L V6, 2.5L L4 Hybrid",
      "2013-2019: 2.5L L4, 1.5L L4 EcoBoost, 1.6L L4 EcoBoost, 2.0L L4 EcoBoost",
      "2020-2025: 1.5L L3 EcoBoost, 2.0L L4 EcoBoost, 2.5L L4 Hybrid",
    ],
    Explorer: [
      "2002-2005: 4.0L V6, 4.6L V8",
      "2006-2010: 4.0L V6, 4.6L V8",
      "2011-2019: 3.5L V6, 2.0L L4 EcoBoost, 2.3L L4 EcoBoost, 3.5L V6 EcoBoost",
      "2020-2025: 2.3L L4 EcoBoost, 3.0L V6 EcoBoost, 3.3L V6 Hybrid; Base, XLT, Limited, ST, Platinum, Timberline",
    ],
    Mustang: [
      "2005-2014: 4.0L V6, 3.7L V6, 4.6L V8, 5.0L V8, 5.4L V8 Supercharged",
      "2015-2023: 2.3L L4 EcoBoost, 3.7L V6, 5.0L V8, 5.2L V8, 5.2L V8 Supercharged; EcoBoost, GT, Bullitt, Mach 1, Shelby GT350, Shelby GT500",
    ],
    Edge: [
      "2007-2014: 3.5L V6, 3.7L V6, 2.0L L4 EcoBoost",
      "2015-2024: 2.0L L4 EcoBoost, 2.7L V6 EcoBoost, 3.5L V6",
    ],
    Ranger: [
      "1998-2011: 2.3L L4, 2.5L L4, 3.0L V6, 4.0L V6",
      "2019-2025: 2.3L L4 EcoBoost, 2.7L V6 EcoBoost, 3.0L V6 EcoBoost; XL, XLT, Lariat, Raptor",
    ],
  }),
  make("Lincoln", 2, "Ford", {
    Navigator: ["2007-2017: 5.4L V8, 3.5L V6 EcoBoost", "2018-2025: 3.5L V6 EcoBoost"],
    MKZ: [
      "2007-2012: 3.5L V6, 2.5L L4 Hybrid",
      "2013-2020: 2.0L L4 EcoBoost, 3.7L V6, 3.0L V6 EcoBoost, 2.0L L4 Hybrid",
    ],
    MKX: ["2007-2015: 3.5L V6, 3.7L V6", "2016-2018: 3.7L V6, 2.7L V6 EcoBoost"],
    Aviator: ["2020-2025: 3.0L V6 EcoBoost, 3.0L V6 Plug-In Hybrid"],
  }),
  make("Chevrolet", 9, "GM", {
    "Silverado 1500": [
      "2007-2013: 4.3L V6, 4.8L V8, 5.3L V8, 6.0L V8, 6.2L V8; WT, LS, LT, LTZ",
      "2014-2018: 4.3L V6, 5.3L V8, 6.2L V8; WT, Custom, LT, LTZ, High Country",
      "2019-2025: 2.7L L4 Turbo, 4.3L V6, 5.3L V8, 6.2L V8, 3.0L L6 Duramax; WT, Custom, LT, RST, LT Trail Boss, LTZ, High Country, ZR2",
    ],
    Malibu: [
      "2008-2012: 2.4L L4, 3.5L V6, 3.6L V6",
      "2013-2015: 2.5L L4, 2.0L L4 Turbo",
      "2016-2024: 1.5L L4 Turbo, 2.0L L4 Turbo, 1.8L L4 Hybrid",
    ],
    Equinox: [
      "2005-2009: 3.4L V6, 3.6L V6",
      "2010-2017: 2.4L L4, 3.0L V6, 3.6L V6",
      "2018-2024: 1.5L L4 Turbo, 2.0L L4 Turbo, 1.6L L4 Diesel",
    ],
    Cruze: ["2011-2015: 1.8L L4, 1.4L L4 Turbo, 2.0L L4 Diesel", "2016-2019: 1.4L L4 Turbo, 1.6L L4 Diesel"],
    Tahoe: [
      "2007-2014: 4.8L V8, 5.3L V8, 6.2L V8, 6.0L V8 Hybrid",
      "2015-2020: 5.3L V8, 6.2L V8",
      "2021-2025: 5.3L V8, 6.2L V8, 3.0L L6 Duramax; LS, LT, RST, Z71, Premier, High Country",
    ],
    Impala: ["2006-2013: 3.5L V6, 3.6L V6, 3.9L V6, 5.3L V8", "2014-2020: 2.5L L4, 3.6L V6"],
    Colorado: [
      "2004-2012: 2.8L L4, 2.9L L4, 3.5L L5, 3.7L L5, 5.3L V8",
      "2015-2022: 2.5L L4, 3.6L V6, 2.8L L4 Duramax; WT, LT, Z71, ZR2",
    ],
    Traverse: ["2009-2017: 3.6L V6", "2018-2023: 2.0L L4 Turbo, 3.6L V6"],
  }),
  make("GMC", 4, "GM", {
    "Sierra 1500": [
      "2007-2013: 4.3L V6, 4.8L V8, 5.3L V8, 6.0L V8, 6.2L V8; Work Truck, SLE, SLT, Denali",
      "2014-2018: 4.3L V6, 5.3L V8, 6.2L V8; Base, SLE, SLT, Denali",
      "2019-2025: 2.7L L4 Turbo, 4.3L V6, 5.3L V8, 6.2L V8, 3.0L L6 Duramax; Pro, SLE, Elevation, SLT, AT4, Denali",
    ],
    Yukon: [
      "2007-2014: 4.8L V8, 5.3L V8, 6.2L V8, 6.0L V8 Hybrid",
      "2015-2020: 5.3L V8, 6.2L V8",
      "2021-2025: 5.3L V8, 6.2L V8, 3.0L L6 Duramax",
    ],
    Acadia: ["2007-2016: 3.6L V6", "2017-2023: 2.5L L4, 2.0L L4 Turbo, 3.6L V6"],
    Terrain: [
      "2010-2017: 2.4L L4, 3.0L V6, 3.6L V6",
      "2018-2025: 1.5L L4 Turbo, 2.0L L4 Turbo, 1.6L L4 Diesel",
    ],
    Canyon: [
      "2004-2012: 2.8L L4, 2.9L L4, 3.5L L5, 3.7L L5, 5.3L V8",
      "2015-2022: 2.5L L4, 3.6L V6, 2.8L L4 Duramax",
    ],
  }),
  make("Buick", 2, "GM", {
    Enclave: ["2008-2017: 3.6L V6", "2018-2025: 3.6L V6"],
    Encore: ["2013-2022: 1.4L L4 Turbo"],
    LaCrosse: ["2010-2016: 2.4L L4, 3.0L V6, 3.6L V6, 2.4L L4 Hybrid", "2017-2019: 3.6L V6, 2.5L L4 Hybrid"],
    Regal: ["2011-2017: 2.4L L4, 2.0L L4 Turbo", "2018-2020: 2.0L L4 Turbo, 3.6L V6"],
  }),
  make("Cadillac", 2, "GM", {
    Escalade: [
      "2007-2014: 6.2L V8, 6.0L V8 Hybrid",
      "2015-2020: 6.2L V8",
      "2021-2025: 6.2L V8, 3.0L L6 Duramax",
    ],
    CTS: [
      "2008-2013: 3.0L V6, 3.6L V6, 6.2L V8 Supercharged",
      "2014-2019: 2.0L L4 Turbo, 3.6L V6, 3.6L V6 Twin-Turbo, 6.2L V8 Supercharged",
    ],
    SRX: ["2010-2016: 2.8L V6 Turbo, 3.0L V6, 3.6L V6"],
    XT5: ["2017-2025: 2.0L L4 Turbo, 3.6L V6"],
  }),
  make("Dodge", 4, "Stellantis", {
    Charger: [
      "2006-2010: 2.7L V6, 3.5L V6, 5.7L V8, 6.1L V8",
      "2011-2023: 3.6L V6, 5.7L V8, 6.4L V8, 6.2L V8 Supercharged; SE, SXT, GT, R/T, Scat Pack, SRT 392, SRT Hellcat",
    ],
    Challenger: [
      "2008-2023: 3.5L V6, 3.6L V6, 5.7L V8, 6.1L V8, 6.4L V8, 6.2L V8 Supercharged; SXT, GT, R/T, Scat Pack, SRT 392, SRT Hellcat",
    ],
    "Grand Caravan": ["2008-2020: 3.3L V6, 3.8L V6, 4.0L V6, 3.6L V6"],
    Durango: [
      "2011-2025: 3.6L V6, 5.7L V8, 6.4L V8, 6.2L V8 Supercharged; SXT, GT, R/T, Citadel, SRT 392, SRT Hellcat",
    ],
    Journey: ["2009-2020: 2.4L L4, 3.5L V6, 3.6L V6"],
  }),
  make("Ram", 4, "Stellantis", {
    "1500": [
      "2009-2018: 3.7L V6, 3.6L V6, 4.7L V8, 5.7L V8, 3.0L V6 EcoDiesel; Tradesman, Express, Big Horn, Sport, Rebel, Laramie, Longhorn, Limited",
      "2019-2025: 3.6L V6 eTorque, 5.7L V8, 5.7L V8 eTorque, 3.0L V6 EcoDiesel, 3.0L L6 Hurricane, 6.2L V8 Supercharged; Tradesman, Big Horn, Laramie, Rebel, Longhorn, Limited, TRX",
    ],
    "2500": [
      "2010-2018: 5.7L V8, 6.4L V8, 6.7L L6 Cummins; Tradesman, Big Horn, Laramie, Power Wagon, Longhorn, Limited",
      "2019-2025: 6.4L V8, 6.7L L6 Cummins; Tradesman, Big Horn, Laramie, Power Wagon, Longhorn, Limited",
    ],
    ProMaster: ["2014-2025: 3.6L V6, 3.0L L4 EcoDiesel"],
  }),
  make("Chrysler", 2, "Stellantis", {
    "300": ["2005-2010: 2.7L V6, 3.5L V6, 5.7L V8, 6.1L V8", "2011-2023: 3.6L V6, 5.7L V8, 6.4L V8"],
    Pacifica: ["2017-2025: 3.6L V6, 3.6L V6 Plug-In Hybrid"],
    "Town & Country": ["2008-2016: 3.3L V6, 3.8L V6, 4.0L V6, 3.6L V6"],
    "200": ["2011-2014: 2.4L L4, 3.6L V6", "2015-2017: 2.4L L4, 3.6L V6"],
  }),
  make("Jeep", 5, "Stellantis", {
    Wrangler: [
      "2007-2017: 3.8L V6, 3.6L V6; Sport, Sahara, Rubicon",
      "2018-2025: 3.6L V6, 2.0L L4 Turbo, 3.0L V6 EcoDiesel, 2.0L L4 Plug-In Hybrid, 6.4L V8; Sport, Sahara, Rubicon, Rubicon 392",
    ],
    "Grand Cherokee": [
      "2005-2010: 3.7L V6, 4.7L V8, 5.7L V8, 6.1L V8, 3.0L V6 Diesel",
      "2011-2021: 3.6L V6, 5.7L V8, 6.4L V8, 6.2L V8 Supercharged, 3.0L V6 EcoDiesel; Laredo, Limited, Trailhawk, Overland, Summit, SRT",
      "2022-2025: 3.6L V6, 5.7L V8, 2.0L L4 Plug-In Hybrid",
    ],
    Cherokee: ["2014-2023: 2.4L L4, 3.2L V6, 2.0L L4 Turbo; Latitude, Limited, Trailhawk"],
    Compass: ["2007-2017: 2.0L L4, 2.4L L4", "2018-2025: 2.4L L4, 2.0L L4 Turbo"],
    Liberty: ["2002-2007: 2.4L L4, 3.7L V6, 2.8L L4 Diesel", "2008-2012: 3.7L V6"],
  }),
  make("Fiat", 1, "Stellantis", {
    "500": ["2008-2019: 0.9L L2 TwinAir, 1.2L L4, 1.4L L4, 1.3L L4 MultiJet"],
    Panda: ["2012-2025: 0.9L L2 TwinAir, 1.2L L4, 1.0L L3 Hybrid, 1.3L L4 MultiJet"],
    Tipo: ["2016-2025: 1.0L L3 Turbo, 1.4L L4, 1.6L L4 E-Torq, 1.3L L4 MultiJet, 1.6L L4 MultiJet"],
    Ducato: ["2007-2025: 2.2L L4 MultiJet, 2.3L L4 MultiJet, 3.0L L4 MultiJet"],
  }),
  make("Nissan", 7, "Nissan", {
    Altima: [
      "2002-2006: 2.5L L4, 3.5L V6",
      "2007-2012: 2.5L L4, 3.5L V6, 2.5L L4 Hybrid",
      "2013-2018: 2.5L L4, 3.5L V6",
      "2019-2025: 2.5L L4, 2.0L L4 VC-Turbo",
    ],
    Sentra: ["2007-2012: 2.0L L4, 2.5L L4", "2013-2019: 1.8L L4, 1.6L L4 Turbo", "2020-2025: 2.0L L4"],
    Rogue: [
      "2008-2013: 2.5L L4",
      "2014-2020: 2.5L L4, 2.0L L4 Hybrid",
      "2021-2025: 2.5L L4, 1.5L L3 VC-Turbo",
    ],
    Maxima: ["2009-2014: 3.5L V6", "2016-2023: 3.5L V6"],
    Frontier: [
      "2005-2021: 2.5L L4, 4.0L V6, 3.8L V6; S, SV, Nismo, PRO-4X, SL",
      "2022-2025: 3.8L V6; S, SV, PRO-4X, PRO-X",
    ],
    Pathfinder: ["2005-2012: 4.0L V6, 5.6L V8", "2013-2020: 3.5L V6, 2.5L L4 Hybrid", "2022-2025: 3.5L V6"],
    Versa: ["2007-2012: 1.6L L4, 1.8L L4", "2013-2019: 1.6L L4"],
  }),
  make("Infiniti", 1, "Nissan", {
    G37: ["2008-2013: 3.7L V6"],
    Q50: ["2014-2024: 2.0L L4 Turbo, 3.7L V6, 3.0L V6 Twin-Turbo, 3.5L V6 Hybrid"],
    QX60: ["2014-2020: 3.5L V6, 2.5L L4 Hybrid"],
    QX80: ["2014-2024: 5.6L V8"],
  }),
  make("Hyundai", 6, "Hyundai", {
    Elantra: [
      "2007-2010: 2.0L L4",
      "2011-2016: 1.8L L4, 2.0L L4",
      "2017-2020: 2.0L L4, 1.4L L4 Turbo, 1.6L L4 Turbo",
      "2021-2025: 2.0L L4, 1.6L L4 Turbo, 2.0L L4 Turbo, 1.6L L4 Hybrid; SE, SEL, N Line, Limited, N",
    ],
    Sonata: [
      "2006-2010: 2.4L L4, 3.3L V6",
      "2011-2014: 2.4L L4, 2.0L L4 Turbo, 2.4L L4 Hybrid",
      "2015-2019: 2.4L L4, 1.6L L4 Turbo, 2.0L L4 Turbo, 2.0L L4 Hybrid",
      "2020-2025: 2.5L L4, 1.6L L4 Turbo, 2.5L L4 Turbo, 2.0L L4 Hybrid",
    ],
    Tucson: [
      "2005-2009: 2.0L L4, 2.7L V6",
      "2010-2015: 2.0L L4, 2.4L L4",
      "2016-2021: 2.0L L4, 2.4L L4, 1.6L L4 Turbo",
      "2022-2025: 2.5L L4, 1.6L L4 Turbo Hybrid",
    ],
    "Santa Fe": [
      "2007-2012: 2.4L L4, 2.7L V6, 3.3L V6, 3.5L V6",
      "2013-2018: 2.4L L4, 2.0L L4 Turbo, 3.3L V6",
      "2019-2023: 2.4L L4, 2.0L L4 Turbo, 2.5L L4, 2.5L L4 Turbo, 1.6L L4 Turbo Hybrid",
    ],
    Accent: ["2006-2011: 1.6L L4", "2012-2017: 1.6L L4", "2018-2022: 1.6L L4"],
  }),
  make("Kia", 5, "Hyundai", {
    Optima: [
      "2011-2015: 2.4L L4, 2.0L L4 Turbo, 2.4L L4 Hybrid",
      "2016-2020: 2.4L L4, 1.6L L4 Turbo, 2.0L L4 Turbo, 2.0L L4 Hybrid",
    ],
    Sorento: [
      "2011-2015: 2.4L L4, 3.3L V6, 3.5L V6",
      "2016-2020: 2.4L L4, 2.0L L4 Turbo, 3.3L V6",
      "2021-2025: 2.5L L4, 2.5L L4 Turbo, 1.6L L4 Turbo Hybrid",
    ],
    Sportage: [
      "2011-2016: 2.4L L4, 2.0L L4 Turbo",
      "2017-2022: 2.4L L4, 2.0L L4 Turbo",
      "2023-2025: 2.5L L4, 1.6L L4 Turbo Hybrid",
    ],
    Soul: [
      "2010-2013: 1.6L L4, 2.0L L4",
      "2014-2019: 1.6L L4, 2.0L L4, 1.6L L4 Turbo",
      "2020-2025: 2.0L L4, 1.6L L4 Turbo",
    ],
    Forte: [
      "2010-2013: 2.0L L4, 2.4L L4",
      "2014-2018: 1.8L L4, 2.0L L4, 1.6L L4 Turbo",
      "2019-2025: 2.0L L4, 1.6L L4 Turbo",
    ],
  }),
  make("Mazda", 4, "Mazda", {
    Mazda3: [
      "2004-2009: 2.0L L4, 2.3L L4, 2.3L L4 Turbo",
      "2010-2013: 2.0L L4, 2.5L L4, 2.3L L4 Turbo",
      "2014-2018: 2.0L L4, 2.5L L4",
      "2019-2025: 2.0L L4, 2.5L L4, 2.5L L4 Turbo",
    ],
    Mazda6: [
      "2003-2008: 2.3L L4, 2.3L L4 Turbo, 3.0L V6",
      "2009-2013: 2.5L L4, 3.7L V6",
      "2014-2021: 2.5L L4, 2.5L L4 Turbo",
    ],
    "CX-5": ["2013-2016: 2.0L L4, 2.5L L4", "2017-2025: 2.5L L4, 2.5L L4 Turbo"],
    "CX-9": ["2007-2015: 3.5L V6, 3.7L V6", "2016-2023: 2.5L L4 Turbo"],
    "MX-5 Miata": [
      "2006-2015: 2.0L L4; Sport, Touring, Grand Touring",
      "2016-2025: 2.0L L4; Sport, Club, Grand Touring",
    ],
  }),
  make("Subaru", 4, "Subaru", {
    Outback: [
      "2005-2009: 2.5L H4, 2.5L H4 Turbo, 3.0L H6",
      "2010-2014: 2.5L H4, 3.6L H6",
      "2015-2019: 2.5L H4, 3.6L H6",
      "2020-2025: 2.5L H4, 2.4L H4 Turbo; Base, Premium, Limited, Onyx Edition XT, Touring, Wilderness",
    ],
    Forester: [
      "2009-2013: 2.5L H4, 2.5L H4 Turbo",
      "2014-2018: 2.5L H4, 2.0L H4 Turbo",
      "2019-2025: 2.5L H4; Base, Premium, Sport, Limited, Touring, Wilderness",
    ],
    Impreza: [
      "2008-2011: 2.5L H4, 2.5L H4 Turbo; 2.5i, WRX, WRX STI",
      "2012-2016: 2.0L H4",
      "2017-2023: 2.0L H4",
    ],
    Legacy: [
      "2010-2014: 2.5L H4, 2.5L H4 Turbo, 3.6L H6",
      "2015-2019: 2.5L H4, 3.6L H6",
      "2020-2024: 2.5L H4, 2.4L H4 Turbo",
    ],
    Crosstrek: ["2013-2017: 2.0L H4, 2.0L H4 Hybrid", "2018-2023: 2.0L H4, 2.5L H4, 2.0L H4 Plug-In Hybrid"],
  }),
  make("Mitsubishi", 2, "Mitsubishi", {
    Outlander: [
      "2007-2013: 2.4L L4, 3.0L V6",
      "2014-2020: 2.4L L4, 3.0L V6, 2.0L L4 Plug-In Hybrid",
      "2022-2025: 2.5L L4, 2.4L L4 Plug-In Hybrid",
    ],
    "Outlander Sport": ["2011-2025: 2.0L L4, 2.4L L4"],
    Lancer: ["2008-2017: 2.0L L4, 2.4L L4, 2.0L L4 Turbo"],
    Mirage: ["2014-2025: 1.2L L3"],
  }),
  make("Volkswagen", 6, "Volkswagen", {
    Golf: [
      "2010-2014: 2.5L L5, 1.4L L4 TSI, 2.0L L4 TSI, 1.6L L4 TDI, 2.0L L4 TDI",
      "2015-2021: 1.4L L4 TSI, 1.8L L4 TSI, 2.0L L4 TSI, 1.6L L4 TDI, 2.0L L4 TDI; S, SE, SEL, GTI, Golf R",
    ],
    Jetta: [
      "2005-2010: 2.5L L5, 2.0L L4 TSI, 2.0L L4 TDI",
      "2011-2018: 2.0L L4, 2.5L L5, 1.4L L4 TSI, 1.8L L4 TSI, 2.0L L4 TDI, 1.4L L4 Hybrid",
      "2019-2025: 1.4L L4 TSI, 1.5L L4 TSI, 2.0L L4 TSI",
    ],
    Passat: [
      "2006-2010: 2.0L L4 TSI, 3.6L V6, 2.0L L4 TDI",
      "2012-2019: 2.5L L5, 1.8L L4 TSI, 2.0L L4 TSI, 3.6L V6, 2.0L L4 TDI",
    ],
    Tiguan: ["2009-2017: 2.0L L4 TSI, 2.0L L4 TDI", "2018-2025: 1.5L L4 TSI, 2.0L L4 TSI, 2.0L L4 TDI"],
    Atlas: ["2018-2025: 2.0L L4 TSI, 3.6L V6"],
    Polo: [
      "2010-2017: 1.2L L3, 1.2L L4 TSI, 1.4L L4, 1.6L L4 TDI",
      "2018-2025: 1.0L L3, 1.0L L3 TSI, 2.0L L4 TSI, 1.6L L4 TDI",
    ],
  }),
  make("Audi", 4, "Volkswagen", {
    A3: [
      "2006-2013: 1.4L L4 TFSI, 2.0L L4 TFSI, 3.2L V6, 2.0L L4 TDI",
      "2015-2020: 1.4L L4 TFSI, 1.8L L4 TFSI, 2.0L L4 TFSI, 2.0L L4 TDI",
      "2022-2025: 1.5L L4 TFSI, 2.0L L4 TFSI, 2.0L L4 TDI",
    ],
    A4: [
      "2009-2016: 1.8L L4 TFSI, 2.0L L4 TFSI, 3.2L V6, 2.0L L4 TDI, 3.0L V6 TDI",
      "2017-2025: 2.0L L4 TFSI, 2.0L L4 TDI, 3.0L V6 TDI",
    ],
    A6: [
      "2012-2018: 2.0L L4 TFSI, 3.0L V6 TFSI, 3.0L V6 TDI",
      "2019-2025: 2.0L L4 TFSI, 3.0L V6 TFSI, 2.0L L4 TDI, 3.0L V6 TDI",
    ],
    Q5: [
      "2009-2017: 2.0L L4 TFSI, 3.2L V6, 3.0L V6 TFSI, 2.0L L4 TDI, 3.0L V6 TDI, 2.0L L4 Hybrid",
      "2018-2025: 2.0L L4 TFSI, 3.0L V6 TFSI, 2.0L L4 TDI, 2.0L L4 Plug-In Hybrid",
    ],
    Q7: [
      "2007-2015: 3.6L V6, 4.2L V8, 3.0L V6 TFSI, 3.0L V6 TDI",
      "2017-2025: 2.0L L4 TFSI, 3.0L V6 TFSI, 3.0L V6 TDI",
    ],
  }),
  make("Skoda", 2, "Volkswagen", {
    Octavia: [
      "2005-2012: 1.4L L4, 1.6L L4, 1.8L L4 TSI, 2.0L L4 TFSI, 1.9L L4 TDI, 2.0L L4 TDI",
      "2013-2019: 1.0L L3 TSI, 1.4L L4 TSI, 1.8L L4 TSI, 2.0L L4 TSI, 1.6L L4 TDI, 2.0L L4 TDI",
      "2020-2025: 1.0L L3 TSI, 1.5L L4 TSI, 2.0L L4 TSI, 2.0L L4 TDI, 1.4L L4 Plug-In Hybrid",
    ],
    Fabia: [
      "2007-2014: 1.2L L3, 1.4L L4, 1.2L L4 TSI, 1.6L L4 TDI",
      "2015-2021: 1.0L L3, 1.0L L3 TSI, 1.2L L4 TSI, 1.4L L3 TDI",
    ],
    Superb: [
      "2008-2015: 1.4L L4 TSI, 1.8L L4 TSI, 3.6L V6, 2.0L L4 TDI",
      "2016-2025: 1.4L L4 TSI, 1.5L L4 TSI, 2.0L L4 TSI, 2.0L L4 TDI",
    ],
    Kodiaq: ["2017-2025: 1.5L L4 TSI, 2.0L L4 TSI, 2.0L L4 TDI"],
  }),
  make("BMW", 5, "BMW", {
    "3 Series": [
      "2006-2011: 2.5L L6, 3.0L L6, 3.0L L6 Turbo, 4.0L V8, 2.0L L4 Diesel",
      "2012-2018: 2.0L L4 Turbo, 3.0L L6 Turbo, 2.0L L4 Diesel, 3.0L L6 Diesel",
      "2019-2025: 2.0L L4 Turbo, 3.0L L6 Turbo, 2.0L L4 Diesel, 2.0L L4 Plug-In Hybrid",
    ],
    "5 Series": [
      "2004-2010: 2.5L L6, 3.0L L6, 3.0L L6 Turbo, 4.4L V8, 4.8L V8, 3.0L L6 Diesel",
      "2011-2016: 2.0L L4 Turbo, 3.0L L6 Turbo, 4.4L V8 Twin-Turbo, 2.0L L4 Diesel, 3.0L L6 Diesel",
      "2017-2023: 2.0L L4 Turbo, 3.0L L6 Turbo, 4.4L V8 Twin-Turbo, 2.0L L4 Diesel, 2.0L L4 Plug-In Hybrid",
    ],
    X3: [
      "2004-2010: 2.5L L6, 3.0L L6, 2.0L L4 Diesel",
      "2011-2017: 2.0L L4 Turbo, 3.0L L6, 3.0L L6 Turbo, 2.0L L4 Diesel",
      "2018-2024: 2.0L L4 Turbo, 3.0L L6 Turbo, 2.0L L4 Diesel, 2.0L L4 Plug-In Hybrid",
    ],
    X5: [
      "2007-2013: 3.0L L6, 3.0L L6 Turbo, 4.8L V8, 4.4L V8 Twin-Turbo, 3.0L L6 Diesel",
      "2014-2018: 3.0L L6 Turbo, 4.4L V8 Twin-Turbo, 3.0L L6 Diesel, 2.0L L4 Plug-In Hybrid",
      "2019-2025: 3.0L L6 Turbo, 4.4L V8 Twin-Turbo, 3.0L L6 Diesel, 3.0L L6 Plug-In Hybrid",
    ],
    "1 Series": [
      "2004-2011: 1.6L L4, 2.0L L4, 3.0L L6 Turbo, 2.0L L4 Diesel",
      "2012-2019: 1.5L L3 Turbo, 1.6L L4 Turbo, 3.0L L6 Turbo, 2.0L L4 Diesel",
    ],
  }),
  make("Mini", 1, "BMW", {
    Cooper: [
      "2007-2013: 1.6L L4, 1.6L L4 Turbo, 1.6L L4 Diesel",
      "2014-2025: 1.5L L3 Turbo, 2.0L L4 Turbo, 1.5L L3 Diesel",
    ],
    Countryman: [
      "2011-2016: 1.6L L4, 1.6L L4 Turbo, 2.0L L4 Diesel",
      "2017-2024: 1.5L L3 Turbo, 2.0L L4 Turbo, 1.5L L3 Plug-In Hybrid",
    ],
  }),
  make("Mercedes-Benz", 4, "Mercedes-Benz", {
    "C-Class": [
      "2008-2014: 1.8L L4 Turbo, 3.0L V6, 3.5L V6, 6.2L V8, 2.1L L4 Diesel",
      "2015-2021: 2.0L L4 Turbo, 3.0L V6 Twin-Turbo, 4.0L V8 Twin-Turbo, 2.1L L4 Diesel",
      "2022-2025: 2.0L L4 Turbo, 2.0L L4 Diesel, 2.0L L4 Plug-In Hybrid",
    ],
    "E-Class": [
      "2010-2016: 2.0L L4 Turbo, 3.5L V6, 5.5L V8, 2.1L L4 Diesel, 3.0L V6 Diesel",
      "2017-2023: 2.0L L4 Turbo, 3.0L L6 Turbo, 3.0L V6 Twin-Turbo, 2.0L L4 Diesel",
    ],
    GLC: [
      "2016-2022: 2.0L L4 Turbo, 3.0L V6 Twin-Turbo, 2.1L L4 Diesel, 2.0L L4 Plug-In Hybrid",
      "2023-2025: 2.0L L4 Turbo, 2.0L L4 Diesel, 2.0L L4 Plug-In Hybrid",
    ],
    "M-Class": [
      "2006-2011: 3.5L V6, 5.5L V8, 3.0L V6 Diesel",
      "2012-2015: 3.5L V6, 4.7L V8 Twin-Turbo, 2.1L L4 Diesel, 3.0L V6 Diesel",
    ],
    Sprinter: [
      "2007-2018: 3.5L V6, 2.1L L4 Diesel, 3.0L V6 Diesel",
      "2019-2025: 2.0L L4 Turbo, 2.0L L4 Diesel, 2.1L L4 Diesel, 3.0L V6 Diesel",
    ],
  }),
  make("Volvo", 2, "Volvo", {
    XC90: [
      "2003-2014: 2.5L L5 Turbo, 2.9L L6 Turbo, 3.2L L6, 4.4L V8, 2.4L L5 Diesel",
      "2016-2025: 2.0L L4 Turbo, 2.0L L4 Turbo-Supercharged, 2.0L L4 Plug-In Hybrid, 2.0L L4 Diesel",
    ],
    XC60: [
      "2010-2017: 2.0L L4 Turbo, 3.0L L6 Turbo, 3.2L L6, 2.4L L5 Diesel",
      "2018-2025: 2.0L L4 Turbo, 2.0L L4 Turbo-Supercharged, 2.0L L4 Plug-In Hybrid, 2.0L L4 Diesel",
    ],
    S60: [
      "2011-2018: 2.0L L4 Turbo, 2.5L L5 Turbo, 3.0L L6 Turbo, 2.0L L4 Diesel",
      "2019-2025: 2.0L L4 Turbo, 2.0L L4 Turbo-Supercharged, 2.0L L4 Plug-In Hybrid",
    ],
    V60: [
      "2015-2018: 2.0L L4 Turbo, 2.5L L5 Turbo, 2.0L L4 Diesel",
      "2019-2025: 2.0L L4 Turbo, 2.0L L4 Plug-In Hybrid, 2.0L L4 Diesel",
    ],
  }),
  make("Land Rover", 1, "Land Rover", {
    "Range Rover": [
      "2013-2021: 3.0L V6 Supercharged, 5.0L V8 Supercharged, 3.0L V6 Diesel, 4.4L V8 Diesel, 2.0L L4 Plug-In Hybrid",
    ],
    "Range Rover Evoque": [
      "2012-2018: 2.0L L4 Turbo, 2.2L L4 Diesel, 2.0L L4 Diesel",
      "2019-2025: 2.0L L4 Turbo, 2.0L L4 Diesel, 1.5L L3 Plug-In Hybrid",
    ],
    Discovery: [
      "2017-2025: 2.0L L4 Turbo, 3.0L V6 Supercharged, 3.0L L6 Turbo, 2.0L L4 Diesel, 3.0L V6 Diesel",
    ],
    "Discovery Sport": ["2015-2025: 2.0L L4 Turbo, 2.2L L4 Diesel, 2.0L L4 Diesel"],
  }),
  make("Renault", 2, "Renault", {
    Clio: [
      "2005-2012: 1.2L L4, 1.4L L4, 1.6L L4, 1.5L L4 dCi",
      "2013-2019: 0.9L L3 TCe, 1.2L L4 TCe, 1.6L L4 Turbo, 1.5L L4 dCi",
      "2020-2025: 1.0L L3 TCe, 1.3L L4 TCe, 1.6L L4 E-Tech Hybrid, 1.5L L4 Blue dCi",
    ],
    Megane: [
      "2008-2015: 1.6L L4, 2.0L L4, 1.2L L4 TCe, 1.5L L4 dCi, 1.9L L4 dCi",
      "2016-2023: 1.2L L4 TCe, 1.3L L4 TCe, 1.6L L4 TCe, 1.6L L4 E-Tech Plug-In Hybrid, 1.5L L4 dCi",
    ],
    Captur: [
      "2013-2019: 0.9L L3 TCe, 1.2L L4 TCe, 1.5L L4 dCi",
      "2020-2025: 1.0L L3 TCe, 1.3L L4 TCe, 1.6L L4 E-Tech Hybrid, 1.5L L4 Blue dCi",
    ],
    Kangoo: ["2008-2021: 1.6L L4, 1.2L L4 TCe, 1.5L L4 dCi"],
  }),
  make("Peugeot", 2, "Peugeot", {
    "208": [
      "2012-2019: 1.0L L3 PureTech, 1.2L L3 PureTech, 1.6L L4 THP, 1.4L L4 HDi, 1.6L L4 BlueHDi",
      "2020-2025: 1.2L L3 PureTech, 1.5L L4 BlueHDi",
    ],
    "308": [
      "2008-2013: 1.4L L4, 1.6L L4, 1.6L L4 THP, 1.6L L4 HDi, 2.0L L4 HDi",
      "2014-2021: 1.2L L3 PureTech, 1.6L L4 THP, 1.5L L4 BlueHDi, 1.6L L4 BlueHDi, 2.0L L4 BlueHDi",
      "2022-2025: 1.2L L3 PureTech, 1.6L L4 Plug-In Hybrid, 1.5L L4 BlueHDi",
    ],
    "3008": [
      "2009-2016: 1.6L L4, 1.6L L4 THP, 1.6L L4 HDi, 2.0L L4 HDi",
      "2017-2025: 1.2L L3 PureTech, 1.6L L4 PureTech, 1.6L L4 Plug-In Hybrid, 1.5L L4 BlueHDi, 2.0L L4 BlueHDi",
    ],
    Partner: ["2008-2018: 1.6L L4, 1.6L L4 HDi, 1.6L L4 BlueHDi"],
  }),
];

/**
 * The vehicles the bulk catalogue's parts fit: real makes and models with the model years of their
 * generations (as sold in North America, or in Europe for the European makes), so a fitment reads
 * "Toyota Corolla 2014-2019" the way a parts catalogue prints it. Makes that share platforms and parts
 * are grouped: a water pump that fits a Chevrolet Silverado fits the GMC Sierra of the same years.
 */

export interface VehicleModel {
  make: string;
  model: string;
  /** Model years of each generation, oldest first, as [first, last]. */
  generations: Array<readonly [number, number]>;
}

export interface VehicleMake {
  make: string;
  /** How many parts a catalogue carries for the make, relative to the others. */
  weight: number;
  /** Makes of the same group, whose models often share a part with this make's. */
  group: string;
  models: VehicleModel[];
}

/** `models` maps each model to its generations' years, as a catalogue prints them: "2009-2013 2014-2019". */
const make = (name: string, weight: number, group: string, models: Record<string, string>): VehicleMake => ({
  make: name,
  weight,
  group,
  models: Object.entries(models).map(([model, years]) => ({
    make: name,
    model,
    generations: years.split(" ").map((span) => {
      const [first, last] = span.split("-").map(Number);
      return [first!, last!] as const;
    }),
  })),
});

export const VEHICLE_MAKES: VehicleMake[] = [
  make("Toyota", 10, "Toyota", {
    Corolla: "2003-2008 2009-2013 2014-2019 2020-2025",
    Camry: "2002-2006 2007-2011 2012-2017 2018-2024",
    RAV4: "2006-2012 2013-2018 2019-2025",
    Tacoma: "2005-2015 2016-2023",
    Highlander: "2008-2013 2014-2019 2020-2025",
    Prius: "2004-2009 2010-2015 2016-2022",
    "4Runner": "2003-2009 2010-2024",
    Tundra: "2007-2021 2022-2025",
    Sienna: "2004-2010 2011-2020 2021-2025",
  }),
  make("Lexus", 3, "Toyota", {
    RX: "2004-2009 2010-2015 2016-2022",
    ES: "2007-2012 2013-2018 2019-2025",
    IS: "2006-2013 2014-2020",
    GX: "2010-2023",
  }),
  make("Honda", 9, "Honda", {
    Civic: "2006-2011 2012-2015 2016-2021 2022-2025",
    Accord: "2003-2007 2008-2012 2013-2017 2018-2022",
    "CR-V": "2002-2006 2007-2011 2012-2016 2017-2022 2023-2025",
    Pilot: "2003-2008 2009-2015 2016-2022",
    Odyssey: "2005-2010 2011-2017 2018-2025",
    Fit: "2007-2008 2009-2013 2015-2020",
    "HR-V": "2016-2022 2023-2025",
  }),
  make("Acura", 2, "Honda", {
    MDX: "2007-2013 2014-2020 2022-2025",
    RDX: "2007-2012 2013-2018 2019-2025",
    TLX: "2015-2020 2021-2025",
    TL: "2004-2008 2009-2014",
  }),
  make("Ford", 10, "Ford", {
    "F-150": "2004-2008 2009-2014 2015-2020 2021-2025",
    Focus: "2000-2007 2008-2011 2012-2018",
    Fusion: "2006-2012 2013-2020",
    Escape: "2001-2007 2008-2012 2013-2019 2020-2025",
    Explorer: "2002-2005 2006-2010 2011-2019 2020-2025",
    Mustang: "2005-2014 2015-2023",
    Edge: "2007-2014 2015-2024",
    Ranger: "1998-2011 2019-2025",
  }),
  make("Lincoln", 2, "Ford", {
    Navigator: "2007-2017 2018-2025",
    MKZ: "2007-2012 2013-2020",
    MKX: "2007-2015 2016-2018",
    Aviator: "2020-2025",
  }),
  make("Chevrolet", 9, "GM", {
    "Silverado 1500": "2007-2013 2014-2018 2019-2025",
    Malibu: "2008-2012 2013-2015 2016-2024",
    Equinox: "2005-2009 2010-2017 2018-2024",
    Cruze: "2011-2015 2016-2019",
    Tahoe: "2007-2014 2015-2020 2021-2025",
    Impala: "2006-2013 2014-2020",
    Colorado: "2004-2012 2015-2022",
    Traverse: "2009-2017 2018-2023",
  }),
  make("GMC", 4, "GM", {
    "Sierra 1500": "2007-2013 2014-2018 2019-2025",
    Yukon: "2007-2014 2015-2020 2021-2025",
    Acadia: "2007-2016 2017-2023",
    Terrain: "2010-2017 2018-2025",
    Canyon: "2004-2012 2015-2022",
  }),
  make("Buick", 2, "GM", {
    Enclave: "2008-2017 2018-2025",
    Encore: "2013-2022",
    LaCrosse: "2010-2016 2017-2019",
    Regal: "2011-2017 2018-2020",
  }),
  make("Cadillac", 2, "GM", {
    Escalade: "2007-2014 2015-2020 2021-2025",
    CTS: "2008-2013 2014-2019",
    SRX: "2010-2016",
    XT5: "2017-2025",
  }),
  make("Dodge", 4, "Stellantis", {
    Charger: "2006-2010 2011-2023",
    Challenger: "2008-2023",
    "Grand Caravan": "2008-2020",
    Durango: "2011-2025",
    Journey: "2009-2020",
  }),
  make("Ram", 4, "Stellantis", {
    "1500": "2009-2018 2019-2025",
    "2500": "2010-2018 2019-2025",
    ProMaster: "2014-2025",
  }),
  make("Chrysler", 2, "Stellantis", {
    "300": "2005-2010 2011-2023",
    Pacifica: "2017-2025",
    "Town & Country": "2008-2016",
    "200": "2011-2014 2015-2017",
  }),
  make("Jeep", 5, "Stellantis", {
    Wrangler: "2007-2017 2018-2025",
    "Grand Cherokee": "2005-2010 2011-2021 2022-2025",
    Cherokee: "2014-2023",
    Compass: "2007-2017 2018-2025",
    Liberty: "2002-2007 2008-2012",
  }),
  make("Fiat", 1, "Stellantis", {
    "500": "2008-2019",
    Panda: "2012-2025",
    Tipo: "2016-2025",
    Ducato: "2007-2025",
  }),
  make("Nissan", 7, "Nissan", {
    Altima: "2002-2006 2007-2012 2013-2018 2019-2025",
    Sentra: "2007-2012 2013-2019 2020-2025",
    Rogue: "2008-2013 2014-2020 2021-2025",
    Maxima: "2009-2014 2016-2023",
    Frontier: "2005-2021 2022-2025",
    Pathfinder: "2005-2012 2013-2020 2022-2025",
    Versa: "2007-2012 2013-2019",
  }),
  make("Infiniti", 1, "Nissan", {
    G37: "2008-2013",
    Q50: "2014-2024",
    QX60: "2014-2020",
    QX80: "2014-2024",
  }),
  make("Hyundai", 6, "Hyundai", {
    Elantra: "2007-2010 2011-2016 2017-2020 2021-2025",
    Sonata: "2006-2010 2011-2014 2015-2019 2020-2025",
    Tucson: "2005-2009 2010-2015 2016-2021 2022-2025",
    "Santa Fe": "2007-2012 2013-2018 2019-2023",
    Accent: "2006-2011 2012-2017 2018-2022",
  }),
  make("Kia", 5, "Hyundai", {
    Optima: "2011-2015 2016-2020",
    Sorento: "2011-2015 2016-2020 2021-2025",
    Sportage: "2011-2016 2017-2022 2023-2025",
    Soul: "2010-2013 2014-2019 2020-2025",
    Forte: "2010-2013 2014-2018 2019-2025",
  }),
  make("Mazda", 4, "Mazda", {
    Mazda3: "2004-2009 2010-2013 2014-2018 2019-2025",
    Mazda6: "2003-2008 2009-2013 2014-2021",
    "CX-5": "2013-2016 2017-2025",
    "CX-9": "2007-2015 2016-2023",
    "MX-5 Miata": "2006-2015 2016-2025",
  }),
  make("Subaru", 4, "Subaru", {
    Outback: "2005-2009 2010-2014 2015-2019 2020-2025",
    Forester: "2009-2013 2014-2018 2019-2025",
    Impreza: "2008-2011 2012-2016 2017-2023",
    Legacy: "2010-2014 2015-2019 2020-2024",
    Crosstrek: "2013-2017 2018-2023",
  }),
  make("Mitsubishi", 2, "Mitsubishi", {
    Outlander: "2007-2013 2014-2020 2022-2025",
    "Outlander Sport": "2011-2025",
    Lancer: "2008-2017",
    Mirage: "2014-2025",
  }),
  make("Volkswagen", 6, "Volkswagen", {
    Golf: "2010-2014 2015-2021",
    Jetta: "2005-2010 2011-2018 2019-2025",
    Passat: "2006-2010 2012-2019",
    Tiguan: "2009-2017 2018-2025",
    Atlas: "2018-2025",
    Polo: "2010-2017 2018-2025",
  }),
  make("Audi", 4, "Volkswagen", {
    A3: "2006-2013 2015-2020 2022-2025",
    A4: "2009-2016 2017-2025",
    A6: "2012-2018 2019-2025",
    Q5: "2009-2017 2018-2025",
    Q7: "2007-2015 2017-2025",
  }),
  make("Skoda", 2, "Volkswagen", {
    Octavia: "2005-2012 2013-2019 2020-2025",
    Fabia: "2007-2014 2015-2021",
    Superb: "2008-2015 2016-2025",
    Kodiaq: "2017-2025",
  }),
  make("BMW", 5, "BMW", {
    "3 Series": "2006-2011 2012-2018 2019-2025",
    "5 Series": "2004-2010 2011-2016 2017-2023",
    X3: "2004-2010 2011-2017 2018-2024",
    X5: "2007-2013 2014-2018 2019-2025",
    "1 Series": "2004-2011 2012-2019",
  }),
  make("Mini", 1, "BMW", {
    Cooper: "2007-2013 2014-2025",
    Countryman: "2011-2016 2017-2024",
  }),
  make("Mercedes-Benz", 4, "Mercedes-Benz", {
    "C-Class": "2008-2014 2015-2021 2022-2025",
    "E-Class": "2010-2016 2017-2023",
    GLC: "2016-2022 2023-2025",
    "M-Class": "2006-2011 2012-2015",
    Sprinter: "2007-2018 2019-2025",
  }),
  make("Volvo", 2, "Volvo", {
    XC90: "2003-2014 2016-2025",
    XC60: "2010-2017 2018-2025",
    S60: "2011-2018 2019-2025",
    V60: "2015-2018 2019-2025",
  }),
  make("Land Rover", 1, "Land Rover", {
    "Range Rover": "2013-2021",
    "Range Rover Evoque": "2012-2018 2019-2025",
    Discovery: "2017-2025",
    "Discovery Sport": "2015-2025",
  }),
  make("Renault", 2, "Renault", {
    Clio: "2005-2012 2013-2019 2020-2025",
    Megane: "2008-2015 2016-2023",
    Captur: "2013-2019 2020-2025",
    Kangoo: "2008-2021",
  }),
  make("Peugeot", 2, "Peugeot", {
    "208": "2012-2019 2020-2025",
    "308": "2008-2013 2014-2021 2022-2025",
    "3008": "2009-2016 2017-2025",
    Partner: "2008-2018",
  }),
];

/**
 * The part vocabulary of the bulk catalogue: categories, the kinds of part in each, the names and
 * descriptions a parts catalogue gives them, real aftermarket brands, price ranges and the quantities
 * they are sold in. Names stay within the shop's 20 characters (SPEC.md), so the detail (position,
 * material, size) is in the description. The data built from it is generated, not a supplier's
 * catalogue: brands are real, part numbers and prices are not theirs.
 */

import type { FitmentPosition } from "../../../generated/shared/enums";
import type { PartTypeName } from "../../../shared/part-types";

/**
 * A part name (at most 20 characters), the phrase that describes it after the brand, and where on a
 * vehicle it can go: one of them is drawn per part, as a front-left caliper is front-left on every
 * vehicle it fits. No positions: the part has none (a filter).
 */
export type PartVariant = readonly [name: string, detail: string, positions?: readonly FitmentPosition[]];

/** How a kind of part narrows its fitments, where it differs between vehicles of the same years. */
export interface FitmentRule {
  /** Share of fitments narrowed to one of the generation's engines (a filter made for one engine). */
  byEngine?: number;
  /** Share of fitments narrowed to one of the generation's trims, where it lists them (an off-road shock). */
  bySubmodel?: number;
  /**
   * Rotor diameters in inches, one drawn per part; a fitment narrowed to an engine notes it, as a
   * carmaker fits bigger brakes with its bigger engines.
   */
  rotorSizes?: readonly number[];
}

export interface PartType {
  /** Part-number prefix. */
  code: string;
  /** What kind of part it is, where the shop's part types name it (shared/part-types.ts). */
  partType?: PartTypeName;
  /** How many parts of this kind a catalogue carries, relative to the others. */
  weight: number;
  /** Price range in dollars, lowest to highest. */
  price: readonly [number, number];
  variants: PartVariant[];
  /** Sentences, one or two of which follow the detail. */
  features: string[];
  /** Minimum order quantities, one drawn per part (repeat a value to make it likelier); [1] when absent. */
  packs?: number[];
  /** Why the minimum order is what it is, `{n}` standing for it; a workshop-pack note when absent. */
  packNote?: string;
  /** Set for parts that fit every vehicle (empty fitments): the sentence saying what they fit. */
  universal?: string;
  /** A picture slug under server/assets/parts/; the shop's placeholder picture when absent. */
  picture?: string;
  /** Brands of this kind of part, when they differ from the category's. */
  brands?: string[];
  /** Absent: the part fits whole vehicle-years, every engine and trim. */
  fitment?: FitmentRule;
}

export interface PartCategory {
  name: string;
  brands: string[];
  types: PartType[];
}

const PAIRS = "Sold per piece and replaced in pairs, so the minimum order is {n}.";

const FRONT: readonly FitmentPosition[] = ["FRONT"];
const REAR: readonly FitmentPosition[] = ["REAR"];
const AXLES: readonly FitmentPosition[] = ["FRONT", "REAR"];
const FRONT_SIDES: readonly FitmentPosition[] = ["FRONT_LEFT", "FRONT_RIGHT"];
const REAR_SIDES: readonly FitmentPosition[] = ["REAR_LEFT", "REAR_RIGHT"];
const CORNERS: readonly FitmentPosition[] = [...FRONT_SIDES, ...REAR_SIDES];
/** Parts that come as a pair or fit either side, so name no side. */
const FRONT_LOWER: readonly FitmentPosition[] = ["FRONT_LOWER"];
const FRONT_UPPER: readonly FitmentPosition[] = ["FRONT_UPPER"];

export const PART_CATEGORIES: PartCategory[] = [
  {
    name: "Brakes",
    brands: ["Bosch", "Brembo", "Akebono", "Wagner", "Raybestos", "ACDelco", "Centric", "ATE", "TRW", "EBC"],
    types: [
      {
        code: "BP",
        partType: "BRAKE_PADS",
        weight: 60,
        price: [24, 119],
        picture: "ceramic-brake-pads",
        variants: [
          [
            "Ceramic Brake Pads",
            "low-dust ceramic pad set for one axle, with shims and slide hardware",
            AXLES,
          ],
          ["Front Brake Pad Set", "semi-metallic front pad set with wear sensors fitted", FRONT],
          [
            "Rear Brake Pad Set",
            "rear pad set in an OE-equivalent organic compound, with anti-rattle clips",
            REAR,
          ],
          ["Low-Dust Brake Pads", "ceramic front pads with a chamfered, slotted friction face", FRONT],
          ["Performance Pads", "high-friction carbon-ceramic pads for towing and hard braking", AXLES],
        ],
        features: [
          "Quiet, fade-resistant stopping for daily driving.",
          "Bedded-in at the factory for full braking from the first stop.",
          "Rubber-steel-rubber shims damp the squeal that cheaper pads make.",
          "Copper-free friction material.",
        ],
      },
      {
        code: "BD",
        partType: "BRAKE_ROTOR",
        weight: 45,
        price: [34, 189],
        fitment: { byEngine: 0.3, rotorSizes: [10.9, 11.3, 11.6, 12.0, 12.6, 13.0, 13.2, 13.8] },
        picture: "vented-brake-disc",
        packs: [2],
        packNote: PAIRS,
        variants: [
          ["Vented Brake Disc", "front vented disc with an anti-corrosion coated hat", FRONT],
          ["Brake Rotor", "cast-iron front rotor, machined to OE thickness and run-out", FRONT],
          ["Rear Brake Disc", "solid rear disc with a painted hat and edge", REAR],
          ["Drilled Brake Rotor", "cross-drilled and slotted front rotor for better cooling", FRONT],
          ["Slotted Brake Rotor", "slotted front rotor that keeps the pad face clean under hard use", FRONT],
        ],
        features: [
          "Balanced and checked for run-out before it ships.",
          "Fit new pads with new discs.",
          "High-carbon iron resists cracking and judder.",
        ],
      },
      {
        code: "CL",
        partType: "BRAKE_CALIPER",
        weight: 20,
        price: [49, 229],
        picture: "front-brake-caliper",
        variants: [
          [
            "Front Brake Caliper",
            "remanufactured front caliper with new seals, piston and bleeder screw",
            FRONT_SIDES,
          ],
          ["Rear Brake Caliper", "rear caliper with integrated parking-brake mechanism", REAR_SIDES],
          ["Caliper with Bracket", "loaded caliper and carrier bracket, ready to bolt on", CORNERS],
        ],
        features: [
          "Pressure tested before it ships.",
          "Zinc-plated to resist corrosion.",
          "The old caliper is not required back.",
        ],
      },
      {
        code: "BH",
        weight: 12,
        price: [12, 49],
        variants: [
          ["Brake Hose", "reinforced rubber brake hose with crimped steel fittings", CORNERS],
          ["Front Brake Hose", "front flexible hose, DOT-approved, with new copper washers", FRONT_SIDES],
          ["Braided Brake Line", "stainless-braided brake line with a PTFE core for a firmer pedal", CORNERS],
        ],
        features: ["Fittings are machined to OE thread sizes.", "Bleed the system after fitting."],
      },
      {
        code: "BS",
        weight: 10,
        price: [19, 79],
        variants: [
          ["Drum Brake Shoes", "rear bonded shoe set for one axle", REAR],
          ["Brake Drum", "rear brake drum, balanced, with a ground braking surface", REAR],
          ["Parking Brake Shoes", "parking-brake shoe set for drum-in-hat rear discs", REAR],
        ],
        features: ["Arc-ground for full contact from the first stop.", "Fit with a new hardware kit."],
      },
      {
        code: "BF",
        partType: "BRAKE_FLUID",
        weight: 8,
        price: [7, 29],
        picture: "brake-fluid-dot4",
        packs: [1, 6, 12],
        universal: "Suits any vehicle that specifies the fluid grade on its reservoir cap.",
        brands: ["ATE", "Bosch", "Castrol", "Motul", "Prestone"],
        variants: [
          ["Brake Fluid DOT 4", "high-boiling-point DOT 4 brake fluid in a sealed 1 litre bottle"],
          ["Brake Fluid DOT 3", "DOT 3 brake fluid in a sealed 32 oz bottle"],
          ["DOT 5.1 Brake Fluid", "low-viscosity DOT 5.1 fluid for ABS and stability-control systems"],
        ],
        features: ["Change every two years: brake fluid takes up water.", "Mixes with other glycol fluids."],
      },
    ],
  },
  {
    name: "Filters",
    brands: ["Bosch", "Mann-Filter", "Mahle", "Fram", "WIX", "Purolator", "K&N", "Hengst", "Motorcraft"],
    types: [
      {
        code: "OF",
        partType: "OIL_FILTER",
        weight: 50,
        price: [4, 19],
        fitment: { byEngine: 0.7 },
        picture: "spin-on-oil-filter",
        packs: [1, 1, 1, 10],
        variants: [
          [
            "Spin-On Oil Filter",
            "spin-on oil filter with an anti-drainback valve and synthetic-blend medium",
          ],
          ["Cartridge Oil Filter", "metal-free cartridge element, supplied with new housing O-rings"],
          ["Oil Filter", "full-flow oil filter with a silicone anti-drainback valve"],
          ["Extended Oil Filter", "extended-life oil filter rated for 10,000 miles on synthetic oil"],
        ],
        features: ["Change it at every oil service.", "Pre-lubricated gasket for a clean seal."],
      },
      {
        code: "AF",
        partType: "AIR_FILTER",
        weight: 35,
        price: [9, 59],
        fitment: { byEngine: 0.6 },
        picture: "engine-air-filter",
        variants: [
          ["Engine Air Filter", "panel air filter with pleated cellulose medium"],
          ["Air Filter", "engine air filter with a polyurethane frame that seals in the airbox"],
          ["Washable Air Filter", "washable cotton-gauze air filter, reusable for the life of the car"],
        ],
        features: ["Replace every 15,000 miles, sooner on dusty roads.", "Traps 99% of road dust."],
      },
      {
        code: "CF",
        partType: "CABIN_AIR_FILTER",
        weight: 30,
        price: [8, 39],
        picture: "cabin-air-filter",
        variants: [
          ["Cabin Air Filter", "pollen filter for the heating and ventilation intake"],
          ["Carbon Cabin Filter", "activated-carbon cabin filter that also takes out odours and exhaust gas"],
          ["Pollen Filter", "electrostatic cabin filter that catches pollen and fine dust"],
        ],
        features: ["Fitted behind the glovebox, no tools needed.", "Replace once a year."],
      },
      {
        code: "FF",
        partType: "FUEL_FILTER",
        weight: 18,
        price: [11, 69],
        fitment: { byEngine: 0.6 },
        picture: "diesel-fuel-filter",
        variants: [
          ["Fuel Filter", "in-line fuel filter with quick-connect ends"],
          ["Diesel Fuel Filter", "diesel fuel filter element with water separator"],
          ["Fuel Filter Element", "cartridge fuel filter element with new housing seals"],
        ],
        features: ["Protects injectors from rust and dirt.", "Prime the system after fitting."],
      },
      {
        code: "TF",
        weight: 8,
        price: [14, 59],
        fitment: { byEngine: 0.3 },
        variants: [
          ["Trans Filter Kit", "automatic transmission filter with pan gasket"],
          ["Transmission Filter", "automatic transmission filter with a felt medium and O-ring"],
        ],
        features: ["Change with the transmission fluid.", "Includes every gasket the job needs."],
      },
    ],
  },
  {
    name: "Ignition",
    brands: ["NGK", "Denso", "Bosch", "Champion", "Autolite", "ACDelco", "Delphi", "Beru"],
    types: [
      {
        code: "SP",
        partType: "SPARK_PLUG",
        weight: 40,
        price: [3, 29],
        picture: "iridium-spark-plug",
        packs: [1, 4, 4, 6, 8],
        packNote: "One per cylinder: the minimum order is {n}.",
        variants: [
          ["Iridium Spark Plug", "fine-wire iridium spark plug, pre-gapped from the factory"],
          ["Platinum Spark Plug", "double-platinum spark plug for waste-spark ignition"],
          ["Copper Spark Plug", "copper-core spark plug with a nickel-alloy electrode"],
          ["Laser Iridium Plug", "laser-welded iridium spark plug for long service intervals"],
        ],
        features: ["Good for 100,000 miles.", "Nickel-plated shell resists seizing in aluminium heads."],
      },
      {
        code: "IC",
        partType: "IGNITION_COIL",
        weight: 30,
        price: [24, 129],
        picture: "ignition-coil-pack",
        variants: [
          ["Ignition Coil", "coil-on-plug ignition coil with a new boot and spring"],
          ["Ignition Coil Pack", "ignition coil pack for waste-spark engines"],
          ["Pencil Ignition Coil", "pencil coil with an integrated igniter"],
        ],
        features: ["Epoxy-filled windings resist heat and vibration.", "Replace misfiring coils as a set."],
      },
      {
        code: "IW",
        weight: 10,
        price: [19, 89],
        variants: [
          ["Spark Plug Wire Set", "8 mm silicone spark plug wire set with heat-resistant boots"],
          ["Ignition Lead Set", "suppressed ignition lead set, cut to length for the engine"],
        ],
        features: ["Spiral-wound core suppresses radio interference."],
      },
      {
        code: "GP",
        weight: 8,
        price: [9, 39],
        packs: [1, 4, 6],
        packNote: "One per cylinder: the minimum order is {n}.",
        variants: [
          ["Glow Plug", "fast-heating ceramic glow plug for diesel engines"],
          ["Diesel Glow Plug", "metal-sheath glow plug with post-glow capability"],
        ],
        features: [
          "Reaches 1,000 °C in under three seconds.",
          "Torque to specification: the tip is fragile.",
        ],
      },
    ],
  },
  {
    name: "Suspension",
    brands: ["Monroe", "KYB", "Bilstein", "Sachs", "Moog", "Lemförder", "Meyle", "Febi Bilstein", "Mevotech"],
    types: [
      {
        code: "SA",
        partType: "STRUT",
        weight: 30,
        price: [69, 289],
        fitment: { bySubmodel: 0.4 },
        picture: "front-strut-assembly",
        variants: [
          [
            "Front Strut Assembly",
            "complete front strut with spring, mount and bearing, ready to fit",
            FRONT,
          ],
          ["Quick Strut", "loaded strut assembly: no spring compressor needed", AXLES],
          ["Strut Assembly", "front strut, spring and top mount assembled and torqued", FRONT],
        ],
        features: ["Restores factory ride height.", "Replace both sides of the axle together."],
      },
      {
        code: "SH",
        partType: "SHOCK_ABSORBER",
        weight: 30,
        price: [29, 179],
        fitment: { bySubmodel: 0.4 },
        picture: "rear-shock-absorber",
        packs: [1, 2],
        packNote: PAIRS,
        variants: [
          ["Rear Shock Absorber", "twin-tube gas rear shock absorber", REAR],
          ["Gas Shock Absorber", "monotube gas-charged shock absorber with a 46 mm piston", AXLES],
          ["Front Shock Absorber", "front shock absorber with a rebound spring", FRONT],
          ["Heavy Duty Shock", "heavy-duty shock absorber for towing and payload", AXLES],
        ],
        features: ["Valved for a comfortable, controlled ride.", "Chrome-plated rod with a triple-lip seal."],
      },
      {
        code: "CS",
        weight: 15,
        price: [25, 119],
        fitment: { bySubmodel: 0.3 },
        picture: "front-coil-spring",
        packs: [2],
        packNote: PAIRS,
        variants: [
          ["Front Coil Spring", "front coil spring in powder-coated chrome-silicon steel", FRONT],
          ["Rear Coil Spring", "rear coil spring matched to the factory rate", REAR],
          ["Lowering Spring", "progressive-rate lowering spring, 30 mm lower", AXLES],
        ],
        features: ["Shot-peened for a long fatigue life.", "Colour-coded for side and rate."],
      },
      {
        code: "CA",
        weight: 28,
        price: [29, 169],
        picture: "lower-control-arm",
        variants: [
          [
            "Lower Control Arm",
            "forged lower control arm with pressed-in bushings and ball joint",
            FRONT_SIDES,
          ],
          ["Upper Control Arm", "upper control arm with a greaseable ball joint", FRONT_SIDES],
          [
            "Control Arm Kit",
            "lower control arms for both sides, with ball joints and bushings",
            FRONT_LOWER,
          ],
          ["Wishbone", "steel front wishbone with bushes and ball joint", FRONT_SIDES],
        ],
        features: ["Comes with new nuts and bolts.", "Have the alignment checked after fitting."],
      },
      {
        code: "SL",
        weight: 22,
        price: [9, 49],
        picture: "sway-bar-end-link",
        packs: [1, 2],
        packNote: PAIRS,
        variants: [
          ["Sway Bar End Link", "sway bar end link with ball studs and dust boots", AXLES],
          ["Stabiliser Link", "anti-roll bar drop link with a reinforced polyamide body", AXLES],
          ["Sway Bar Bushing", "sway bar bushing in firm polyurethane", AXLES],
        ],
        features: ["Ends knocks over bumps.", "Greaseable for a longer life."],
      },
      {
        code: "BJ",
        weight: 15,
        price: [14, 69],
        variants: [
          ["Ball Joint", "press-in lower ball joint with a greaseable socket", FRONT_LOWER],
          ["Upper Ball Joint", "bolt-in upper ball joint with a hardened stud", FRONT_UPPER],
        ],
        features: ["Sintered-metal bearing for low wear.", "Fit with a new cotter pin."],
      },
    ],
  },
  {
    name: "Steering",
    brands: ["TRW", "Moog", "Lemförder", "Febi Bilstein", "Meyle", "Mevotech", "Cardone"],
    types: [
      {
        code: "TR",
        weight: 30,
        price: [12, 69],
        variants: [
          ["Outer Tie Rod End", "outer tie rod end with a forged housing and greaseable socket"],
          ["Inner Tie Rod", "inner tie rod with a sealed ball joint"],
          ["Tie Rod Assembly", "inner and outer tie rod assembled, with a new boot"],
        ],
        features: [
          "Have the alignment checked after fitting.",
          "Comes with a new castle nut and cotter pin.",
        ],
      },
      {
        code: "RP",
        weight: 10,
        price: [149, 549],
        variants: [
          ["Steering Rack", "remanufactured rack-and-pinion steering gear with new seals and boots"],
          ["Rack and Pinion", "power rack and pinion, tested on a hydraulic bench"],
        ],
        features: ["Flush the system before fitting.", "The old rack may be returned for a core refund."],
      },
      {
        code: "PS",
        weight: 10,
        price: [69, 249],
        variants: [
          ["Power Steering Pump", "power steering pump with reservoir and pulley fitted"],
          ["Steering Pump", "remanufactured power steering pump, flow and pressure tested"],
        ],
        features: ["Bleed the system after fitting.", "Use the fluid the vehicle's handbook names."],
      },
    ],
  },
  {
    name: "Lighting",
    brands: ["Philips", "Osram", "Sylvania", "Hella", "Valeo", "Depo", "TYC"],
    types: [
      {
        code: "HL",
        weight: 20,
        price: [69, 449],
        picture: "headlight-assembly",
        variants: [
          ["Headlight Assembly", "complete headlight assembly with a UV-coated polycarbonate lens"],
          ["LED Headlight Unit", "LED headlight unit with daytime running light"],
          ["Projector Headlight", "projector headlight assembly for halogen bulbs, bulbs not included"],
        ],
        features: ["DOT and SAE compliant.", "Plugs into the factory connector."],
      },
      {
        code: "TL",
        weight: 15,
        price: [39, 229],
        picture: "led-tail-light",
        variants: [
          ["LED Tail Light", "LED tail light assembly with sequential indicator"],
          ["Tail Light Assembly", "tail light assembly with bulb holders and gasket"],
          ["Third Brake Light", "high-mount LED brake light"],
        ],
        features: ["Sealed against water and dust.", "Plugs into the factory connector."],
      },
      {
        code: "FL",
        weight: 8,
        price: [29, 129],
        picture: "fog-light-assembly",
        variants: [
          ["Fog Light Assembly", "front fog light with a glass lens and bulb"],
          ["LED Fog Light", "LED fog light with a sharp cut-off beam"],
        ],
        features: ["Sealed against water and dust.", "Mounting hardware included."],
      },
      {
        code: "LB",
        weight: 30,
        price: [4, 49],
        picture: "h11-halogen-bulb",
        packs: [1, 2, 10],
        universal: "Fits any vehicle with a socket of the bulb's type.",
        variants: [
          ["H11 Halogen Bulb", "H11 55 W halogen bulb for low beams and fog lights"],
          ["H7 Halogen Bulb", "H7 55 W halogen bulb with 30% more light on the road"],
          ["9005 Halogen Bulb", "9005 (HB3) 65 W high-beam bulb"],
          ["LED Headlight Bulb", "9005 LED headlight bulb, 6,000 K white light with a fan-cooled base"],
          ["194 LED Bulb", "194 (W5W) LED wedge bulb for side markers and interior lights"],
          ["7443 Brake Bulb", "7443 dual-filament bulb for brake and tail lights"],
        ],
        features: ["E-marked and DOT compliant.", "Replace bulbs in pairs for even light."],
      },
    ],
  },
  {
    name: "Cooling",
    brands: ["Gates", "Mahle", "Nissens", "Valeo", "Denso", "Behr", "Aisin", "Dayco", "Stant"],
    types: [
      {
        code: "RD",
        weight: 25,
        price: [79, 349],
        picture: "aluminum-radiator",
        variants: [
          ["Aluminum Radiator", "aluminium-core radiator with plastic tanks and a new drain plug"],
          ["Radiator", "brazed aluminium radiator with transmission-oil cooler"],
          ["Radiator Assembly", "radiator with cap and seals, leak tested"],
        ],
        features: ["Direct fit: uses the factory mounts and hoses.", "Leak tested at 30 psi."],
      },
      {
        code: "WP",
        weight: 25,
        price: [29, 199],
        picture: "water-pump",
        variants: [
          ["Water Pump", "water pump with a cast-iron impeller and new gasket"],
          ["Water Pump Kit", "water pump with gasket, bolts and thermostat"],
          ["Electric Water Pump", "electric auxiliary coolant pump"],
        ],
        features: ["Replace with the timing belt where the belt drives it.", "Sealed bearing, no greasing."],
      },
      {
        code: "TH",
        weight: 20,
        price: [9, 69],
        picture: "thermostat-and-gasket",
        variants: [
          ["Thermostat & Gasket", "thermostat with gasket, opening at the factory temperature"],
          ["Thermostat Housing", "thermostat in its housing, with sensor port and seal"],
          ["Thermostat", "wax-pellet thermostat with a jiggle valve to bleed air"],
        ],
        features: ["Opens at the factory temperature.", "Fit with new coolant."],
      },
      {
        code: "FM",
        weight: 15,
        price: [49, 249],
        picture: "radiator-fan-motor",
        variants: [
          ["Radiator Fan Motor", "radiator fan motor with a sealed ball bearing"],
          ["Cooling Fan Assembly", "electric cooling fan, shroud and motor assembled"],
        ],
        features: ["Plugs into the factory connector.", "Balanced blades run quietly."],
      },
      {
        code: "CT",
        weight: 10,
        price: [14, 69],
        variants: [
          ["Coolant Reservoir", "coolant expansion tank with cap and level sensor port"],
          ["Expansion Tank", "coolant overflow tank in heat-resistant polypropylene"],
        ],
        features: ["Pressure tested.", "Reuses the factory hoses and clips."],
      },
    ],
  },
  {
    name: "Electrical",
    brands: ["Bosch", "Denso", "Valeo", "Remy", "ACDelco", "Motorcraft", "Littelfuse"],
    types: [
      {
        code: "AL",
        weight: 25,
        price: [119, 449],
        picture: "alternator-150a",
        variants: [
          ["Alternator 150A", "150 amp alternator with a new regulator and bearings"],
          ["Alternator 120A", "120 amp remanufactured alternator with pulley"],
          ["Alternator 220A", "220 amp high-output alternator for vehicles with added equipment"],
          ["Alternator", "remanufactured alternator, output tested under load"],
        ],
        features: ["The old unit may be returned for a core refund.", "Tested for output and ripple."],
      },
      {
        code: "ST",
        weight: 20,
        price: [89, 349],
        picture: "starter-motor",
        variants: [
          ["Starter Motor", "gear-reduction starter motor, bench tested"],
          ["Starter", "remanufactured starter with new solenoid contacts and brushes"],
        ],
        features: ["The old unit may be returned for a core refund.", "Bench tested before it ships."],
      },
      {
        code: "FU",
        weight: 10,
        price: [3, 24],
        picture: "mini-blade-fuse-10a",
        packs: [5, 10, 25],
        universal: "Fits any fuse box that takes blade fuses of this size and rating.",
        variants: [
          ["Mini Blade Fuse 10A", "10 amp mini blade fuse"],
          ["ATO Fuse 15A", "15 amp standard blade fuse"],
          ["Mini Blade Fuse 20A", "20 amp mini blade fuse"],
          ["Fuse Assortment", "assortment of mini and standard blade fuses from 5 to 30 amps in a case"],
        ],
        features: ["Colour-coded by rating.", "Rated to SAE J1284."],
      },
      {
        code: "RL",
        weight: 4,
        price: [6, 29],
        packs: [1, 5],
        universal: "Fits any standard ISO relay socket.",
        variants: [
          ["Relay 12V 40A", "12 volt, 40 amp ISO mini relay, change-over contacts"],
          ["Relay 12V 30A", "12 volt, 30 amp ISO mini relay, normally open"],
        ],
        features: ["Suppression resistor protects the control circuit."],
      },
      {
        code: "WM",
        weight: 10,
        price: [29, 129],
        variants: [
          ["Window Regulator", "power window regulator with motor, front door"],
          ["Window Motor", "power window motor with anti-pinch module"],
        ],
        features: ["Plugs into the factory connector.", "Steel cable on a nylon drum."],
      },
    ],
  },
  {
    name: "Batteries",
    brands: ["Optima", "Exide", "Varta", "Interstate", "Bosch", "ACDelco", "Odyssey"],
    types: [
      {
        code: "BT",
        partType: "BATTERY",
        weight: 20,
        price: [129, 329],
        picture: "agm-battery-h6",
        variants: [
          ["AGM Battery H6", "H6 (group 48) AGM battery, 760 cold-cranking amps"],
          ["AGM Battery H7", "H7 (group 94R) AGM battery, 850 cold-cranking amps"],
          ["Battery Group 35", "group 35 flooded battery, 640 cold-cranking amps"],
          ["EFB Battery H6", "enhanced flooded battery for start-stop engines, 680 cold-cranking amps"],
        ],
        features: [
          "Ships charged and ready to fit.",
          "Vehicles with start-stop need the battery registered after fitting.",
        ],
      },
      {
        code: "BC",
        weight: 4,
        price: [29, 119],
        universal: "Works with any 12 volt lead-acid, AGM or lithium battery.",
        brands: ["NOCO", "CTEK", "Schumacher", "Battery Tender"],
        variants: [
          ["Battery Charger", "smart 12 volt battery charger and maintainer, 5 amps"],
          ["Jump Starter", "portable lithium jump starter, 1,000 peak amps"],
        ],
        features: ["Spark-proof clamps, reverse-polarity protected."],
      },
    ],
  },
  {
    name: "Wipers",
    brands: ["Bosch", "Trico", "Rain-X", "Valeo", "Michelin", "Denso"],
    types: [
      {
        code: "WB",
        partType: "WIPER_BLADE",
        weight: 22,
        price: [9, 34],
        picture: "beam-wiper-22in",
        packs: [1, 2],
        universal: "Fits any vehicle that takes this blade length, with the adapters included.",
        variants: [
          ["Beam Wiper 22in", "22 inch beam wiper blade with a pre-curved spring-steel spine"],
          ["Beam Wiper 26in", "26 inch beam wiper blade for J-hook and pinch-tab arms"],
          ["Beam Wiper 20in", "20 inch beam wiper blade with a natural-rubber edge"],
          ["Hybrid Wiper 24in", "24 inch hybrid wiper blade with an aerodynamic cover"],
          ["Winter Wiper 18in", "18 inch winter wiper blade in a rubber boot that keeps ice out"],
        ],
        features: ["Replace every six months.", "Streak-free in rain, snow and sleet."],
      },
      {
        code: "WR",
        partType: "WIPER_BLADE",
        weight: 10,
        price: [9, 29],
        picture: "rear-wiper-blade",
        variants: [
          ["Rear Wiper Blade", "rear wiper blade with the vehicle's own arm connector"],
          ["Rear Wiper Arm", "rear wiper arm and blade set"],
        ],
        features: ["Clicks onto the factory arm.", "Replace every six months."],
      },
      {
        code: "WW",
        weight: 8,
        price: [19, 129],
        variants: [
          ["Wiper Motor", "front windscreen wiper motor"],
          ["Washer Pump", "windscreen washer pump with grommet"],
        ],
        features: ["Plugs into the factory connector."],
      },
    ],
  },
  {
    name: "Engine",
    brands: ["Dorman", "Mahle", "Febi Bilstein", "Corteco", "Anchor", "Westar", "Melling"],
    types: [
      {
        code: "EM",
        weight: 20,
        price: [24, 149],
        variants: [
          ["Engine Mount", "hydraulic engine mount with a steel bracket"],
          ["Transmission Mount", "transmission mount in natural rubber"],
          ["Torque Strut Mount", "upper torque strut with both bushings pressed in"],
        ],
        features: ["Ends vibration and clunks on take-off.", "Comes with new nuts and bolts."],
      },
      {
        code: "OP",
        weight: 12,
        price: [19, 229],
        variants: [
          ["Oil Pump", "high-volume oil pump with pickup tube"],
          ["Oil Pan", "steel oil pan with drain plug and gasket"],
          ["Oil Cooler", "engine oil cooler with new seals"],
        ],
        features: ["Prime with oil before starting.", "Direct fit."],
      },
      {
        code: "PV",
        weight: 8,
        price: [5, 39],
        variants: [
          ["PCV Valve", "positive crankcase ventilation valve with grommet"],
          ["Oil Filler Cap", "oil filler cap with a new seal"],
          ["Dipstick", "engine oil dipstick with tube seal"],
        ],
        features: ["Direct fit."],
      },
      {
        code: "TB",
        weight: 8,
        price: [89, 349],
        variants: [
          ["Throttle Body", "electronic throttle body, cleaned and calibrated"],
          ["Intake Manifold", "composite intake manifold with gaskets"],
        ],
        features: ["Run the idle relearn after fitting.", "Plugs into the factory connector."],
      },
    ],
  },
  {
    name: "Gaskets & Seals",
    brands: ["Fel-Pro", "Elring", "Victor Reinz", "Corteco", "Ajusa"],
    types: [
      {
        code: "GS",
        weight: 30,
        price: [9, 189],
        variants: [
          ["Valve Cover Gasket", "valve cover gasket set with spark plug tube seals"],
          ["Head Gasket Set", "multi-layer steel head gasket set with head bolts"],
          ["Oil Pan Gasket", "one-piece oil pan gasket in moulded rubber"],
          ["Intake Gasket Set", "intake manifold gasket set"],
          ["Exhaust Gasket", "exhaust manifold gasket in multi-layer steel"],
        ],
        features: ["Coated to seal imperfect surfaces.", "Everything the job needs in one box."],
      },
      {
        code: "OS",
        weight: 12,
        price: [5, 39],
        variants: [
          ["Crankshaft Seal", "front crankshaft oil seal in PTFE"],
          ["Rear Main Seal", "rear main seal with installation sleeve"],
          ["Camshaft Seal", "camshaft oil seal in fluoro-rubber"],
        ],
        features: ["Fit with the installation sleeve supplied.", "Fit dry: no grease on PTFE lips."],
      },
    ],
  },
  {
    name: "Belts & Hoses",
    brands: ["Gates", "Dayco", "Contitech", "Bando", "Goodyear"],
    types: [
      {
        code: "SB",
        weight: 25,
        price: [14, 69],
        variants: [
          ["Serpentine Belt", "EPDM serpentine belt, 6-rib"],
          ["Drive Belt", "multi-rib accessory drive belt"],
          ["Belt Tensioner", "automatic belt tensioner with pulley"],
          ["Idler Pulley", "idler pulley with a sealed bearing"],
        ],
        features: ["Quiet, slip-free running.", "Check the tensioner when you change the belt."],
      },
      {
        code: "RH",
        weight: 18,
        price: [12, 79],
        variants: [
          ["Upper Radiator Hose", "moulded upper radiator hose"],
          ["Lower Radiator Hose", "moulded lower radiator hose"],
          ["Heater Hose", "heater hose, moulded to shape"],
        ],
        features: ["EPDM resists heat, ozone and coolant.", "Fit with new clamps."],
      },
    ],
  },
  {
    name: "Timing",
    brands: ["Gates", "Dayco", "Contitech", "INA", "SKF", "Aisin", "Cloyes"],
    types: [
      {
        code: "TK",
        weight: 30,
        price: [49, 399],
        variants: [
          ["Timing Belt Kit", "timing belt kit with tensioner and idler"],
          ["Timing Belt & Pump", "timing belt kit with water pump"],
          ["Timing Chain Kit", "timing chain kit with guides, tensioner and sprockets"],
          ["Timing Belt", "HNBR timing belt"],
        ],
        features: [
          "Replace at the interval in the vehicle's handbook.",
          "Everything the job needs in one box.",
        ],
      },
    ],
  },
  {
    name: "Exhaust",
    brands: ["Walker", "MagnaFlow", "Bosal", "Eberspächer", "AP Exhaust", "Flowmaster"],
    types: [
      {
        code: "CC",
        weight: 15,
        price: [149, 899],
        variants: [
          ["Catalytic Converter", "direct-fit catalytic converter, EPA compliant"],
          ["Cat Converter", "catalytic converter with flanges and gaskets"],
        ],
        features: ["Check your state's emissions rules before ordering.", "Stainless steel body."],
      },
      {
        code: "MF",
        weight: 15,
        price: [49, 299],
        variants: [
          ["Muffler", "aluminised steel muffler with an OE sound"],
          ["Exhaust Pipe", "exhaust pipe section with hangers"],
          ["Performance Muffler", "stainless chambered muffler with a deeper tone"],
          ["Flex Pipe", "stainless exhaust flex pipe"],
        ],
        features: ["Stainless steel body.", "Hangers in the factory positions."],
      },
    ],
  },
  {
    name: "Fuel System",
    brands: ["Bosch", "Delphi", "Denso", "Carter", "Airtex", "Walbro"],
    types: [
      {
        code: "FP",
        weight: 18,
        price: [69, 349],
        variants: [
          ["Fuel Pump Module", "in-tank fuel pump module with level sender"],
          ["Fuel Pump", "electric fuel pump with strainer"],
        ],
        features: ["Flow tested before it ships.", "Fit a new strainer with the pump."],
      },
      {
        code: "FI",
        weight: 15,
        price: [29, 179],
        packs: [1, 4, 6],
        packNote: "One per cylinder: the minimum order is {n}.",
        variants: [
          ["Fuel Injector", "multi-hole fuel injector with new O-rings"],
          ["Diesel Injector", "remanufactured common-rail diesel injector"],
        ],
        features: ["Flow-matched within 2%.", "Fit new seals with every injector."],
      },
      {
        code: "FC",
        weight: 6,
        price: [9, 49],
        variants: [
          ["Fuel Cap", "locking fuel cap"],
          ["Fuel Regulator", "fuel pressure regulator with O-rings"],
        ],
        features: ["Direct fit."],
      },
    ],
  },
  {
    name: "Transmission",
    brands: ["Aisin", "ZF", "Sachs", "Dorman", "Pioneer"],
    types: [
      {
        code: "TS",
        weight: 12,
        price: [19, 249],
        variants: [
          ["Shift Solenoid", "automatic transmission shift solenoid"],
          ["Trans Oil Cooler", "transmission oil cooler with lines"],
          ["Shift Cable", "gear-shift cable with bushings"],
        ],
        features: ["Direct fit.", "Check the fluid level after fitting."],
      },
    ],
  },
  {
    name: "Clutch",
    brands: ["LuK", "Sachs", "Valeo", "Exedy", "Aisin"],
    types: [
      {
        code: "CK",
        weight: 15,
        price: [119, 599],
        variants: [
          ["Clutch Kit", "clutch kit with pressure plate, disc and release bearing"],
          ["Dual Mass Flywheel", "dual-mass flywheel with bolts"],
          ["Clutch Master Cyl", "clutch master cylinder"],
          ["Clutch Slave Cyl", "concentric clutch slave cylinder"],
        ],
        features: ["Everything the job needs in one box.", "Fit a new flywheel if the old one is worn."],
      },
    ],
  },
  {
    name: "Drivetrain",
    brands: ["GKN", "SKF", "Cardone", "Dorman", "Moog", "Spicer"],
    types: [
      {
        code: "CV",
        weight: 20,
        price: [49, 229],
        variants: [
          ["CV Axle", "front CV axle shaft with new joints and boots"],
          ["CV Joint Kit", "outer CV joint with boot, clamps and grease"],
          ["CV Boot Kit", "split CV boot kit"],
          ["Drive Shaft", "rear drive shaft with universal joints"],
        ],
        features: ["Balanced before it ships.", "Comes with a new axle nut."],
      },
      {
        code: "UJ",
        weight: 8,
        price: [14, 79],
        variants: [
          ["Universal Joint", "greaseable universal joint"],
          ["Center Bearing", "drive shaft centre support bearing"],
        ],
        features: ["Needle bearings run in grease.", "Direct fit."],
      },
    ],
  },
  {
    name: "Wheel Hubs",
    brands: ["SKF", "Timken", "FAG", "Moog", "National"],
    types: [
      {
        code: "HB",
        weight: 25,
        price: [39, 249],
        variants: [
          ["Wheel Hub Assembly", "front wheel hub assembly with bearing and ABS sensor"],
          ["Wheel Bearing", "front wheel bearing, sealed"],
          ["Rear Wheel Hub", "rear hub bearing assembly with studs"],
          ["Wheel Bearing Kit", "wheel bearing kit with circlip and axle nut"],
        ],
        features: ["Sealed: no greasing.", "Torque the axle nut to specification."],
      },
      {
        code: "WS",
        weight: 6,
        price: [2, 29],
        packs: [1, 4, 10],
        variants: [
          ["Wheel Stud", "knurled wheel stud"],
          ["Lug Nut Set", "chrome acorn lug nut set"],
        ],
        features: ["Direct fit."],
      },
    ],
  },
  {
    name: "Heating & A/C",
    brands: ["Denso", "Valeo", "Four Seasons", "UAC", "Mahle", "Nissens"],
    types: [
      {
        code: "AC",
        weight: 18,
        price: [49, 599],
        variants: [
          ["A/C Compressor", "A/C compressor with clutch, pre-filled with oil"],
          ["A/C Condenser", "parallel-flow A/C condenser"],
          ["Blower Motor", "heater blower motor with fan wheel"],
          ["Heater Core", "heater core in brazed aluminium"],
          ["Blower Resistor", "blower motor resistor with connector"],
        ],
        features: ["Pressure tested.", "Replace the receiver-drier when the system is opened."],
      },
    ],
  },
  {
    name: "Sensors",
    brands: ["Bosch", "Denso", "NTK", "Delphi", "Hella", "Standard Motor"],
    types: [
      {
        code: "OX",
        weight: 18,
        price: [24, 159],
        variants: [
          ["Oxygen Sensor", "heated oxygen sensor, upstream"],
          ["O2 Sensor Downstream", "heated oxygen sensor, downstream"],
          ["Wideband O2 Sensor", "wideband air-fuel ratio sensor"],
        ],
        features: ["Threads pre-coated with anti-seize.", "Plugs into the factory connector."],
      },
      {
        code: "SN",
        weight: 25,
        price: [14, 149],
        variants: [
          ["ABS Wheel Sensor", "ABS wheel speed sensor, front"],
          ["Crankshaft Sensor", "crankshaft position sensor"],
          ["Camshaft Sensor", "camshaft position sensor"],
          ["MAF Sensor", "mass air flow sensor"],
          ["Knock Sensor", "knock sensor"],
          ["Coolant Temp Sensor", "coolant temperature sensor with sealing ring"],
          ["TPMS Sensor", "tyre pressure monitoring sensor, 315 MHz"],
        ],
        features: ["Plugs into the factory connector.", "Clear fault codes after fitting."],
      },
    ],
  },
  {
    name: "Body",
    brands: ["Dorman", "TYC", "Depo", "Valeo", "Replace"],
    types: [
      {
        code: "BY",
        weight: 18,
        price: [14, 349],
        variants: [
          ["Front Bumper Cover", "primed front bumper cover, ready to paint"],
          ["Fender", "primed steel front fender"],
          ["Grille", "front grille with chrome surround"],
          ["Hood Strut", "gas hood support strut"],
          ["Door Handle", "exterior door handle, textured black"],
          ["Tailgate Strut", "gas tailgate support strut"],
        ],
        features: ["Direct fit.", "CAPA certified fit."],
      },
      {
        code: "MR",
        weight: 12,
        price: [29, 249],
        variants: [
          ["Door Mirror", "power door mirror, heated, with signal"],
          ["Mirror Glass", "replacement mirror glass with backing plate, heated"],
          ["Manual Door Mirror", "manual door mirror, textured black"],
        ],
        features: ["Plugs into the factory connector.", "Direct fit."],
      },
    ],
  },
  {
    name: "Fluids & Chemicals",
    brands: ["Castrol", "Mobil 1", "Valvoline", "Pennzoil", "Prestone", "Motul", "Liqui Moly", "Shell"],
    types: [
      {
        code: "EO",
        weight: 22,
        price: [7, 59],
        packs: [1, 1, 6, 12],
        universal: "Suits any engine whose handbook names this grade and specification.",
        variants: [
          ["Engine Oil 5W-30", "5W-30 full synthetic engine oil, 5 quart jug"],
          ["Engine Oil 0W-20", "0W-20 full synthetic engine oil, 5 quart jug"],
          ["Engine Oil 5W-40", "5W-40 synthetic engine oil for petrol and diesel engines, 5 litres"],
          ["Diesel Oil 15W-40", "15W-40 heavy-duty diesel engine oil, 1 gallon"],
        ],
        features: ["Meets API SP and ILSAC GF-6.", "Keeps pistons clean between changes."],
      },
      {
        code: "FD",
        weight: 16,
        price: [5, 39],
        packs: [1, 1, 6, 12],
        universal: "Suits any vehicle whose handbook names this fluid.",
        variants: [
          ["Coolant 50/50", "50/50 pre-mixed extended-life coolant, 1 gallon"],
          ["ATF Multi-Vehicle", "multi-vehicle full synthetic automatic transmission fluid, 1 quart"],
          ["Power Steering Fluid", "power steering fluid with seal conditioners, 12 oz"],
          ["Brake Cleaner", "non-chlorinated brake parts cleaner, 14 oz aerosol"],
          ["Washer Fluid", "all-season windscreen washer fluid, 1 gallon"],
          ["Gear Oil 75W-90", "75W-90 synthetic gear oil, 1 quart"],
        ],
        features: ["Workshop cases available.", "Mixes with fluids of the same specification."],
      },
    ],
  },
  {
    name: "Accessories",
    brands: ["WeatherTech", "Husky Liners", "Thule", "Curt", "Lisle", "Covercraft"],
    types: [
      {
        code: "AX",
        weight: 10,
        price: [9, 249],
        universal: "Universal fit.",
        variants: [
          ["Hitch Ball 2in", "2 inch chrome trailer hitch ball, 6,000 lb"],
          ["Tire Inflator", "12 volt portable tyre inflator with gauge"],
          ["Roof Cargo Bag", "waterproof roof cargo bag, 15 cubic feet"],
          ["Oil Drain Pan", "15 quart oil drain pan with spout"],
          ["Trim Removal Tools", "five-piece nylon trim removal tool set"],
        ],
        features: ["One-year warranty.", "Stores flat."],
      },
      {
        code: "MT",
        weight: 10,
        price: [39, 199],
        variants: [
          ["Floor Mat Set", "custom-fit all-weather floor mats, front and rear"],
          ["Cargo Liner", "custom-fit cargo area liner with raised edges"],
          ["Seat Cover Set", "custom-fit neoprene seat covers, front row"],
        ],
        features: ["Laser-measured for the vehicle.", "Holds water, mud and snow off the carpet."],
      },
    ],
  },
];

import { ConfigError, type ChargesConfig, type ShippingMethodConfig, type TaxRateConfig } from "../../config";
import { countryOf, regionCode } from "../../../shared/postal-addresses";
import type { OrderShippingDocument } from "../../db/models";
import type { Cents } from "../common/money";

/** Where an order goes, as far as its charges ask: the country and, where it has them, the region. */
export interface Destination {
  country: string;
  region?: string | null;
}

/** What an order of parts worth `subtotalCents` costs shipped by one method. */
export interface ShippingQuote {
  method: ShippingMethodConfig;
  shippingCents: Cents;
  /** Null while the destination is unknown: the tax is then said at checkout. */
  taxCents: Cents | null;
  /** The parts, the shipping and the tax; without the tax while it is unknown. */
  totalCents: Cents;
  arrivesFrom: Date;
  arrivesBy: Date;
}

/** What the cart would cost by each method, with the destination's tax rate once it is known. */
export interface CartQuote {
  taxPercent: number | null;
  methods: ShippingQuote[];
}

/** What an order costs besides its parts, as it is kept on the order when placed. */
export interface OrderCharges {
  shipping: OrderShippingDocument;
  taxCents: Cents;
  /** The rate the tax was taken at, in percent; 0 where the shop charges none. */
  taxPercent: number;
}

/**
 * Shipping and sales tax, from the owner's table (SHIPPING_METHODS, TAX_RATES): a method's flat price,
 * free from its threshold of parts; a region's rate, else its country's, else none, on the parts alone
 * (rounded half up to the cent, once per order). The cart, the checkout page and the order read the
 * same numbers from here, so what the buyer is shown is what the order keeps.
 */
export class Charges {
  private readonly config: ChargesConfig;

  /** Refuses (ConfigError) a tax rate of a country the shop does not ship to, or of a region it does not have. */
  constructor(config: ChargesConfig) {
    this.config = { ...config, taxRates: config.taxRates.map(knownRate) };
  }

  get methods(): readonly ShippingMethodConfig[] {
    return this.config.shippingMethods;
  }

  /** The tax rate of a destination in percent: its region's, else its country's, else 0. */
  taxPercent(destination: Destination): number {
    const country = destination.country.toUpperCase();
    const region = destination.region?.toUpperCase() ?? null;
    const ofCountry = (rate: TaxRateConfig) => rate.country === country;
    const rate =
      this.config.taxRates.find((rate) => ofCountry(rate) && region !== null && rate.region === region) ??
      this.config.taxRates.find((rate) => ofCountry(rate) && rate.region === null);
    return rate?.percent ?? 0;
  }

  /** Every method's price for parts worth `subtotalCents`, with the tax of `destination` once it is known. */
  quote(subtotalCents: Cents, destination: Destination | null, now = new Date()): CartQuote {
    const taxPercent = destination ? this.taxPercent(destination) : null;
    const taxCents = taxPercent === null ? null : percentOf(subtotalCents, taxPercent);
    const methods = this.methods.map((method): ShippingQuote => {
      const shippingCents = shippingCentsOf(method, subtotalCents);
      return {
        method,
        shippingCents,
        taxCents,
        totalCents: (subtotalCents + shippingCents + (taxCents ?? 0)) as Cents,
        arrivesFrom: afterBusinessDays(now, method.days[0]),
        arrivesBy: afterBusinessDays(now, method.days[1]),
      };
    });
    return { taxPercent, methods };
  }

  /** The method of `code`, the first when none is named; undefined for a code the shop does not offer. */
  method(code: string | null | undefined): ShippingMethodConfig | undefined {
    return code ? this.methods.find((offered) => offered.code === code) : this.methods[0];
  }

  /** The words refusing a code `method` does not know. */
  unknownMethod(): string {
    return `Shipping method must be one of ${this.methods.map((offered) => offered.code).join(", ")}`;
  }

  /** The charges an order of parts worth `subtotalCents` keeps, shipped by `method` to `destination`. */
  forOrder(
    subtotalCents: Cents,
    method: ShippingMethodConfig,
    destination: Destination,
    now = new Date(),
  ): OrderCharges {
    const taxPercent = this.taxPercent(destination);
    return {
      shipping: {
        method: method.code,
        name: method.name,
        priceCents: shippingCentsOf(method, subtotalCents),
        arrivesFrom: afterBusinessDays(now, method.days[0]),
        arrivesBy: afterBusinessDays(now, method.days[1]),
      },
      taxCents: percentOf(subtotalCents, taxPercent),
      taxPercent,
    };
  }
}

/** A rate of TAX_RATES, its region named by the country's code for it. */
function knownRate(rate: TaxRateConfig): TaxRateConfig {
  const country = countryOf(rate.country);
  if (!country)
    throw new ConfigError(`${rate.at}.country must be the code of a country the shop ships to, like US`);
  if (rate.region === null) return rate;
  const region = regionCode(country, rate.region);
  if (!region)
    throw new ConfigError(`${rate.at}.region must be a region of ${country.name} by its code, like CA`);
  return { ...rate, region };
}

const shippingCentsOf = (method: ShippingMethodConfig, subtotalCents: Cents): Cents =>
  (method.freeOverCents !== null && subtotalCents >= method.freeOverCents ? 0 : method.priceCents) as Cents;

/** `percent` of an amount in cents, to the cent, a half cent up: 5% of $10.10 is 50.5 cents, taken as 51. */
export const percentOf = (cents: Cents, percent: number): Cents =>
  // Rounded to a thousandth of a cent first, so that a half which binary fractions put a hair under
  // (a rate like 7.35 is not exact in binary) still rounds up.
  Math.round(Math.round(((cents * percent) / 100) * 1000) / 1000) as Cents;

/** `days` business days after `from` (Saturdays and Sundays do not count), at the same time of day, UTC. */
export function afterBusinessDays(from: Date, days: number): Date {
  const day = new Date(from);
  for (let left = days; left > 0;) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) left--;
  }
  return day;
}

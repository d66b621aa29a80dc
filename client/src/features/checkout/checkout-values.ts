import type { CheckoutInput, DestinationInput, PaymentMethod } from "../../../../generated/client/graphql";
import { CHECKOUT_FIELDS } from "../../../../shared/field-rules/shop-fields";
import { COUNTRIES, countryOf, regionCode, type PostalAddress } from "../../../../shared/postal-addresses";

/** The checkout form's values: where the order goes (a postal address and a phone), how it ships and is paid. */
export interface CheckoutValues {
  name: string;
  street: string;
  city: string;
  postalCode: string;
  region: string;
  /** Two letters, of COUNTRIES. */
  country: string;
  phone: string;
  /** A code of the shop's shipping methods; empty until they are known (the shop then takes its first). */
  shippingMethod: string;
  paymentMethod: PaymentMethod;
}

/** Where the order goes, as the form starts or as a saved address fills it in. */
export type DeliveryDefaults = Omit<CheckoutValues, "shippingMethod" | "paymentMethod">;

/** The form's fields the shop may refuse, by the name the form gives them (the address's without `shippingAddress.`). */
export const CHECKOUT_FORM_FIELDS: ReadonlySet<string> = new Set([
  ...Object.keys(CHECKOUT_FIELDS),
  "shippingMethod",
]);

/** A new address: empty but for the shop's home country, the first of COUNTRIES. */
export const newAddress = (phone = ""): DeliveryDefaults => ({
  name: "",
  street: "",
  city: "",
  postalCode: "",
  region: "",
  country: COUNTRIES[0]!.code,
  phone,
});

export const postalAddressOf = (values: DeliveryDefaults): PostalAddress => ({
  name: values.name,
  street: values.street,
  city: values.city,
  postalCode: values.postalCode,
  region: values.region.trim() || null,
  country: values.country,
});

/**
 * What the tax of the form's address depends on, as the quote asks for it: the region as its country's
 * code where the country lists them (the shop's rates are kept by code), else not at all.
 */
export function destinationOf({
  country,
  region,
}: Pick<DeliveryDefaults, "country" | "region">): DestinationInput {
  const known = countryOf(country);
  const code = known && regionCode(known, region);
  return { country, region: code ?? null };
}

/** The checkout's input from the form's values, at the total the buyer was shown. */
export const checkoutInput = (values: CheckoutValues, expectedTotal: number | undefined): CheckoutInput => ({
  shippingAddress: postalAddressOf(values),
  shippingMethod: values.shippingMethod || undefined,
  phone: values.phone,
  paymentMethod: values.paymentMethod,
  expectedTotal,
});

import { ObjectId, type ClientSession, type Db } from "mongodb";
import { collection } from "../../db/collections";
import type { PostalAddressDocument, SavedAddressDocument } from "../../db/models";
import type { PostalAddressInput } from "../../../generated/server/graphql";
import { postalAddressProblems } from "../../../shared/field-rules/postal-address";
import { POSTAL_ADDRESS_FIELDS } from "../../../shared/field-rules/shop-fields";
import { countryOf } from "../../../shared/postal-addresses";
import { notFound } from "../../shop-errors";
import type { SignedInContext } from "../common/request-context";
import { parseId, type Validator } from "../common/validation";

/** How many addresses a customer's book keeps: the last used ones. */
export const ADDRESS_BOOK_SIZE = 10;

/**
 * A customer's addresses, kept as they check out and offered at their next checkout, the last used
 * first. An address used again (in any spelling of case and spaces) moves to the front rather than
 * being kept twice; past ADDRESS_BOOK_SIZE the longest unused one goes.
 */
export class AddressBook {
  constructor(private readonly db: Db) {}

  private get books() {
    return collection(this.db, "addressBooks");
  }

  async list(ctx: SignedInContext): Promise<SavedAddressDocument[]> {
    return (await this.books.findOne({ _id: ctx.user._id }))?.addresses ?? [];
  }

  /** Keeps `address` with `phone` at the front of the buyer's book, in the caller's transaction. */
  async keep(
    userId: ObjectId,
    address: PostalAddressDocument,
    phone: string,
    session: ClientSession,
  ): Promise<void> {
    const stored = await this.books.findOne({ _id: userId }, { session });
    const others = (stored?.addresses ?? []).filter((saved) => !sameAddress(saved, address, phone));
    const kept: SavedAddressDocument = { _id: new ObjectId(), ...address, phone, usedAt: new Date() };
    await this.books.replaceOne(
      { _id: userId },
      { addresses: [kept, ...others].slice(0, ADDRESS_BOOK_SIZE) },
      { upsert: true, session },
    );
  }

  async forget(ctx: SignedInContext, id: string): Promise<SavedAddressDocument[]> {
    const _id = parseId(id, "Address id");
    const book = await this.books.findOneAndUpdate(
      { _id: ctx.user._id, "addresses._id": _id },
      { $pull: { addresses: { _id } } },
      { returnDocument: "after" },
    );
    if (!book) throw notFound("Address");
    return book.addresses;
  }
}

const comparable = (text: string | null) => (text ?? "").trim().replace(/\s+/g, " ").toUpperCase();

function sameAddress(saved: SavedAddressDocument, address: PostalAddressDocument, phone: string): boolean {
  const fields = ["name", "street", "city", "postalCode", "region", "country"] as const;
  return (
    fields.every((field) => comparable(saved[field]) === comparable(address[field])) &&
    comparable(saved.phone) === comparable(phone)
  );
}

/**
 * A postal address as given, each field checked by POSTAL_ADDRESS_FIELDS and then against its country
 * (a postal code of the country's form, a region of its list), named under `at` ("shippingAddress.city").
 * The region comes back as the country's code for it; the country as its two capitals.
 */
export function checkedPostalAddress(
  v: Validator,
  at: string,
  input: PostalAddressInput,
): PostalAddressDocument | undefined {
  const text = (field: keyof typeof POSTAL_ADDRESS_FIELDS) =>
    v.text(`${at}.${field}`, input[field], POSTAL_ADDRESS_FIELDS[field]);
  const name = text("name");
  const street = text("street");
  const city = text("city");
  const postalCode = text("postalCode");
  const region = text("region") ?? null;
  const country = text("country");
  if (!name || !street || !city || !postalCode || !country) return undefined;
  const checked = { name, street, city, postalCode, region, country: countryOf(country)!.code };
  const { problems, region: named } = postalAddressProblems(checked);
  for (const problem of problems) v.add(`${at}.${problem.field}`, problem.message);
  return problems.length ? undefined : { ...checked, postalCode: postalCode.toUpperCase(), region: named };
}

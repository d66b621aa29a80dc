import { ObjectId, type Db } from "mongodb";
import { collection } from "../../db/collections";
import type { OrderDocument } from "../../db/models";
import type { PlaceOrderInput } from "../../../generated/server/graphql";
import { ORDER_FIELDS } from "../../../shared/field-rules/shop-fields";
import { ShopError, notFound } from "../../shop-errors";
import { requireOwn } from "../common/ownership";
import { checkQuantity } from "../common/quantity-check";
import type { SignedInContext } from "../common/request-context";
import { Validator, parseId } from "../common/validation";
import { FOR_NO_VEHICLE, newOrder, orderLine } from "./order-lines";
import type { OrderNumbers } from "./order-numbers";
import { ORDER_TERMS_FIELDS, RememberedTerms, type OrderTerms } from "./order-terms";
import { StockMissed, type ProductAtMiss, type StockLedger } from "./stock-ledger";

/** How often an order is tried when the product's name, price or minimum keeps changing under it. */
const PLACE_ATTEMPTS = 4;

/** An order of one product, as the buyer asked for it. */
interface WantedOrder {
  productId: ObjectId;
  quantity: number;
  address: string;
  phone: string;
}

/**
 * Placing a one-line order (`placeOrder`): its stock and the order in one transaction of the ledger,
 * four round trips on the usual path (the stock, the order, its e-mail, the commit).
 */
export class Placing {
  private readonly terms = new RememberedTerms();

  constructor(
    private readonly db: Db,
    private readonly ledger: StockLedger,
    private readonly numbers: OrderNumbers,
  ) {}

  async place(ctx: SignedInContext, input: PlaceOrderInput): Promise<OrderDocument> {
    // Orders are in the buyer's own name: a form naming somebody else is refused before anything else.
    if (input.email != null) requireOwn(ctx, input.email, "You can only order for your own account");
    const v = new Validator();
    const quantity = v.number("quantity", input.quantity, ORDER_FIELDS.quantity);
    const address = v.text("address", input.address, ORDER_FIELDS.address);
    const phone = v.text("phone", input.phone, ORDER_FIELDS.phone);
    v.check();
    const productId = parseId(input.productId, "Product id", "productId");

    const wanted = { productId, quantity: quantity!, address: address!, phone: phone! };
    // The terms this instance last read for the product save reading it on the usual path; the taking
    // write's filter proves they are still the product's.
    let terms = this.terms.get(productId.toHexString()) ?? (await this.readTerms(productId, quantity!));
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.placeAt(ctx, wanted, terms);
      } catch (error) {
        if (!(error instanceof StockMissed)) throw error;
        // Gone or short of stock when the write looked: refused as it saw it. Otherwise the name, price
        // or minimum changed since they were read: tried again at the new ones.
        // One line was taken, so the miss says what the write saw.
        terms = this.checkedTerms(productId, error.missed!.product, quantity!);
        if (attempt === PLACE_ATTEMPTS)
          throw new ShopError("INSUFFICIENT_STOCK", "The product changed while ordering; please try again");
      }
    }
  }

  /** The product's terms read now, checked as checkedTerms checks them. */
  private async readTerms(productId: ObjectId, quantity: number): Promise<OrderTerms> {
    const product = await collection(this.db, "products").findOne(
      { _id: productId },
      { projection: ORDER_TERMS_FIELDS },
    );
    return this.checkedTerms(productId, product, quantity);
  }

  /**
   * The name and price an order of `product` would copy; refuses a product gone and a quantity the
   * customer can act on (see checkQuantity) before any stock is taken.
   */
  private checkedTerms(productId: ObjectId, product: ProductAtMiss, quantity: number): OrderTerms {
    const key = productId.toHexString();
    // Remembered again only if it fits: a sold-out product's orders then cost one read each, as the
    // remembered terms would only make them miss first.
    this.terms.forget(key);
    if (!product) throw notFound("Product");
    checkQuantity(product, quantity);
    const terms = { name: product.name, price: product.price };
    this.terms.remember(key, terms);
    return terms;
  }

  /** Stores the order at `terms` with its stock taken; StockMissed when the product no longer has them or the stock. */
  private async placeAt(
    ctx: SignedInContext,
    wanted: WantedOrder,
    terms: OrderTerms,
  ): Promise<OrderDocument> {
    const line = orderLine({ ...wanted, ...terms, ...FOR_NO_VEHICLE });
    const order = { _id: new ObjectId(), ...newOrder(ctx.user, await this.numbers.take(), [line], wanted) };
    await this.ledger.transaction(async (moves) => {
      // The stock first: a transaction reads as of its first operation, so the taking write then
      // judges the stock as it is now, not as it was a round trip before.
      await moves.take([line]);
      await collection(this.db, "orders").insertOne(order, { session: moves.session });
      await moves.announce(order);
    });
    return order;
  }
}

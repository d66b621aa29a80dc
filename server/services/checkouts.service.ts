import { MongoServerError, ObjectId, type Db } from "mongodb";
import { collection } from "../db/collections";
import type { CheckoutDocument, OrderDocument, OrderLineDocument } from "../db/models";
import type { CheckoutInput } from "../../generated/server/graphql";
import { belowMin, lineShortOfStock } from "../../shared/field-rules/messages";
import { formatPrice } from "../../shared/format-price";
import { orderQuantityProblem } from "../../shared/field-rules/order-quantity";
import { CHECKOUT_FIELDS } from "../../shared/field-rules/shop-fields";
import type { CatalogueChanges } from "./catalogue-changes";
import { fitsLineVehicle } from "./cart-pricing";
import type { CartsService } from "./carts.service";
import { ShopError } from "./errors";
import { toCents } from "./money";
import { newOrder, orderLine } from "./order-lines";
import { ORDER_TERMS_FIELDS } from "./order-terms";
import type { SignedInContext } from "./request-context";
import { Validator } from "./validation";

/**
 * How long a checkout may spend taking its lines' stock. Past it, the checkout stops taking and gives
 * back what it took; the repair may then decide for it once CHECKOUT_LEASE_MS has passed.
 */
export const CHECKOUT_DEADLINE_MS = 15_000;
/**
 * From when another process may decide a checkout still reserving (see repair): far past the deadline,
 * so a write the checkout's own process sent before its deadline has long landed.
 */
export const CHECKOUT_LEASE_MS = 60_000;
/** How often a checkout is started afresh when a product's name, price or minimum changed under it. */
const CHECKOUT_ATTEMPTS = 3;

/** What checkout reads of each product in the cart: an order's terms, and the fitments a line's fit needs. */
const TERMS_FIELDS = { ...ORDER_TERMS_FIELDS, fitments: 1 } as const;

/** A line the stock could not cover, as INSUFFICIENT_STOCK's `extensions.lines` names it. */
interface Shortfall {
  productId: string;
  name: string;
  availableQuantity: number;
}

/**
 * Checkout: one order of every line of the cart, whose stock is taken all or nothing. Stock lives on
 * each product and a standalone MongoDB has no multi-document transactions, so the checkout is a
 * document of its own (the order to be, with its terms) that records each step's outcome, and each
 * step is an idempotent write:
 *
 *   1. checkouts insert {_id: orderId, order, status: reserving}
 *   2. per line, in product id order: product {$inc stock -q, $push checkoutReservations {checkoutId, q}}
 *                (only if stock >= q at the captured name and price, and not pushed before)
 *   3. checkout reserving -> reserved, or -> abandoning when a line fell short     (the decision)
 *   4. reserved:   orders insert (duplicate = done); the lines' products {$pull the reservation} in one
 *                  write; the ordered lines leave the cart; the checkout document goes
 *      abandoning: per line {$inc stock +q, $pull the reservation} (only if still there); it goes
 *
 * Step 3 is the one decision, a compare-and-set on the status; everything after it may run twice, from
 * the request and from `repair()`, and changes nothing the second time. Only step 2 may not run twice
 * concurrently (a reservation pulled by step 4 could be taken again), so only the checkout's own process
 * takes stock, and only until CHECKOUT_DEADLINE_MS; the repair decides a checkout still reserving only
 * past CHECKOUT_LEASE_MS, or at once when the process that started it is known to be gone (the embedded
 * engine's data directory belongs to one process, so at start-up every checkout is a dead one's).
 */
export class CheckoutsService {
  constructor(
    private readonly db: Db,
    private readonly changes: CatalogueChanges,
    private readonly carts: CartsService,
  ) {}

  private get checkouts() {
    return collection(this.db, "checkouts");
  }

  private get products() {
    return collection(this.db, "products");
  }

  private get orders() {
    return collection(this.db, "orders");
  }

  async checkout(ctx: SignedInContext, input: CheckoutInput): Promise<OrderDocument> {
    const v = new Validator();
    const address = v.text("address", input.address, CHECKOUT_FIELDS.address);
    const phone = v.text("phone", input.phone, CHECKOUT_FIELDS.phone);
    const { expectedTotal } = input;
    if (expectedTotal != null && expectedTotal < 0) v.add("expectedTotal", belowMin("Expected total", 0));
    v.check();
    for (let attempt = 0; attempt < CHECKOUT_ATTEMPTS; attempt++) {
      const lines = await this.orderLines(ctx.user._id);
      const order = newOrder(ctx.user, lines, { address: address!, phone: phone! });
      refuseOtherTotal(order.total, expectedTotal);
      const _id = new ObjectId();
      await this.checkouts.insertOne({
        _id,
        userId: ctx.user._id,
        order,
        status: "reserving",
        startedAt: new Date(),
      });
      const outcome = await this.drive(_id, CHECKOUT_DEADLINE_MS);
      if (outcome.placed) return (await this.orders.findOne({ _id }))!;
      if (outcome.shortfalls.length) throw insufficientStock(outcome.shortfalls);
      // A line's name, price or minimum changed between reading and reserving: read the cart afresh.
    }
    throw new ShopError(
      "INSUFFICIENT_STOCK",
      "Products in your cart changed while ordering; please try again",
    );
  }

  /**
   * The cart's lines at today's terms, refused as a whole (nothing is taken) when the cart is empty, a
   * line is below its product's minimum, or the stock cannot cover it as read now.
   */
  private async orderLines(userId: ObjectId): Promise<OrderLineDocument[]> {
    const cartLines = await this.carts.lines(userId);
    const ids = cartLines.map((line) => line.productId);
    const products = new Map(
      (await this.products.find({ _id: { $in: ids } }, { projection: TERMS_FIELDS }).toArray()).map((p) => [
        p._id.toHexString(),
        p,
      ]),
    );
    const v = new Validator();
    const shortfalls: Shortfall[] = [];
    const lines: OrderLineDocument[] = [];
    for (const line of cartLines) {
      // A product gone from the catalogue is not shown in the cart either (cart-pricing.ts).
      const product = products.get(line.productId.toHexString());
      if (!product) continue;
      const problem = orderQuantityProblem(line.quantity, product);
      if (problem?.kind === "belowMinimum")
        v.add(`cart.${product._id.toHexString()}`, `${product.name}: ${problem.message}`);
      if (problem?.kind === "stock") shortfalls.push(shortfallOf(product));
      const fits = fitsLineVehicle(product, line.vehicle);
      lines.push(
        orderLine({
          productId: product._id,
          ...product,
          quantity: line.quantity,
          vehicle: line.vehicle,
          fits,
        }),
      );
    }
    if (!lines.length) v.add("cart", "Your cart is empty");
    v.check();
    if (shortfalls.length) throw insufficientStock(shortfalls);
    return lines;
  }

  /**
   * Takes the checkout from wherever it stands to its end. With `reserveUntil`, a checkout still
   * reserving takes its lines' stock until that many milliseconds after it started; without, it is
   * decided with what it holds (the repair's case, and a checkout past its deadline).
   */
  private async drive(
    _id: ObjectId,
    reserveFor?: number,
  ): Promise<{ placed: boolean; shortfalls: Shortfall[] }> {
    let checkout = await this.checkouts.findOne({ _id });
    if (checkout?.status === "reserving") {
      const shortfall = await this.reserveAll(checkout, reserveFor);
      await this.checkouts.updateOne(
        { _id, status: "reserving" },
        {
          $set:
            shortfall === undefined
              ? { status: "reserved" }
              : { status: "abandoning", shortfalls: shortfall },
        },
      );
      checkout = await this.checkouts.findOne({ _id });
    }
    if (checkout?.status === "reserved") await this.place(checkout);
    if (checkout?.status === "abandoning") await this.release(checkout);
    // Gone: another process finished it, and the order tells which way.
    const placed = checkout
      ? checkout.status === "reserved"
      : !!(await this.orders.countDocuments({ _id }, { limit: 1 }));
    return { placed, shortfalls: checkout?.shortfalls ?? [] };
  }

  /**
   * Takes every line's stock in turn; stops at the first line that falls short and says why (an empty
   * list when the product changed rather than ran out). Undefined when every line is held.
   *
   * Lines are taken in the order of their product ids, whatever their order in the cart: two checkouts
   * wanting the last units of the same parts then meet at the first of them, where one wins and the
   * other holds nothing yet. Taken in cart order, each could hold the part the other needs, and both
   * would be refused while the stock for one of them was there.
   */
  private async reserveAll(
    checkout: CheckoutDocument,
    reserveFor?: number,
  ): Promise<Shortfall[] | undefined> {
    const deadline = reserveFor === undefined ? 0 : checkout.startedAt.getTime() + reserveFor;
    const inIdOrder = checkout.order.lines.toSorted((a, b) =>
      a.productId.toHexString().localeCompare(b.productId.toHexString()),
    );
    for (const line of inIdOrder) {
      if (Date.now() < deadline && (await this.reserve(checkout._id, line))) continue;
      const held = { _id: line.productId, "checkoutReservations.checkoutId": checkout._id };
      if (await this.products.countDocuments(held, { limit: 1 })) continue;
      if (Date.now() >= deadline) return [];
      const now = await this.products.findOne({ _id: line.productId }, { projection: TERMS_FIELDS });
      return now && now.availableQuantity < line.quantity ? [shortfallOf(now)] : [];
    }
    return undefined;
  }

  /** Step 2 for one line: whether this call took its stock (false too when it was taken before). */
  private async reserve(checkoutId: ObjectId, line: OrderLineDocument): Promise<boolean> {
    const taken = await this.products.updateOne(
      {
        _id: line.productId,
        name: line.name,
        price: line.unitPrice,
        minimumOrderQuantity: { $lte: line.quantity },
        availableQuantity: { $gte: line.quantity },
        "checkoutReservations.checkoutId": { $ne: checkoutId },
      },
      {
        $inc: { availableQuantity: -line.quantity },
        $push: { checkoutReservations: { checkoutId, quantity: line.quantity } },
      },
    );
    if (taken.modifiedCount !== 1) return false;
    this.changes.publish({ kind: "stock", productId: line.productId.toHexString() });
    return true;
  }

  /** Step 4 of a reserved checkout: the order, the reservations kept as sold, the cart emptied of it. */
  private async place(checkout: CheckoutDocument): Promise<void> {
    await this.orders.insertOne({ _id: checkout._id, ...checkout.order }).catch((error: unknown) => {
      if (!(error instanceof MongoServerError && error.code === 11000)) throw error;
    });
    const productIds = checkout.order.lines.map((line) => line.productId);
    await this.products.updateMany(
      { _id: { $in: productIds } },
      { $pull: { checkoutReservations: { checkoutId: checkout._id } } },
    );
    await this.carts.removeOrdered(checkout.userId, productIds);
    await this.checkouts.deleteOne({ _id: checkout._id, status: "reserved" });
  }

  /** Step 4 of an abandoned checkout: each line's stock back, once (only while its reservation is there). */
  private async release(checkout: CheckoutDocument): Promise<void> {
    for (const line of checkout.order.lines) {
      const released = await this.products.updateOne(
        { _id: line.productId, "checkoutReservations.checkoutId": checkout._id },
        {
          $inc: { availableQuantity: line.quantity },
          $pull: { checkoutReservations: { checkoutId: checkout._id } },
        },
      );
      if (released.modifiedCount)
        this.changes.publish({ kind: "stock", productId: line.productId.toHexString() });
    }
    await this.checkouts.deleteOne({ _id: checkout._id, status: "abandoning" });
  }

  /**
   * Finishes every checkout a stopped process left undecided or half done. `ownersGone` says no other
   * process may still be working on one (the embedded engine at start-up); otherwise a checkout still
   * reserving is decided only past CHECKOUT_LEASE_MS.
   */
  async repair({ ownersGone = false } = {}): Promise<{ checkouts: number }> {
    const leaseStart = new Date(Date.now() - CHECKOUT_LEASE_MS);
    const stale = await this.checkouts
      .find(
        ownersGone ? {} : { $or: [{ status: { $ne: "reserving" } }, { startedAt: { $lt: leaseStart } }] },
        { projection: { _id: 1 } },
      )
      .toArray();
    for (const { _id } of stale) await this.drive(_id);
    return { checkouts: stale.length };
  }
}

function shortfallOf(product: { _id: ObjectId; name: string; availableQuantity: number }): Shortfall {
  return {
    productId: product._id.toHexString(),
    name: product.name,
    availableQuantity: product.availableQuantity,
  };
}

function insufficientStock(shortfalls: Shortfall[]): ShopError {
  const message = shortfalls
    .map(({ name, availableQuantity }) => lineShortOfStock(name, availableQuantity))
    .join("; ");
  return new ShopError("INSUFFICIENT_STOCK", message, { lines: shortfalls });
}

/**
 * The buyer agreed to `expected` dollars: an order at another total (a price changed after they looked)
 * is not the one they asked for. Compared in cents, as the total was summed.
 */
function refuseOtherTotal(total: number, expected: number | null | undefined): void {
  if (expected == null || toCents(expected) === toCents(total)) return;
  throw new ShopError(
    "PRICE_CHANGED",
    `Prices changed since you looked: the total is now ${formatPrice(total)}, not ${formatPrice(expected)}`,
    { total },
  );
}

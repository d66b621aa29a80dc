import { ObjectId, type Db } from "mongodb";
import { collection } from "../../db/collections";
import type { OrderDocument, OrderLineDocument } from "../../db/models";
import type { CheckoutInput } from "../../../generated/server/graphql";
import { belowMin, lineShortOfStock } from "../../../shared/field-rules/messages";
import { formatPrice } from "../../../shared/format-price";
import { orderQuantityProblem } from "../../../shared/field-rules/order-quantity";
import { CHECKOUT_FIELDS, ORDER_FIELDS } from "../../../shared/field-rules/shop-fields";
import { oneLine } from "../../../shared/postal-addresses";
import { lineFitment } from "../carts/cart-pricing";
import type { CartForCheckout, CartsService } from "../carts/carts.service";
import { ShopError } from "../../shop-errors";
import { toCents } from "../common/money";
import type { SignedInContext } from "../common/request-context";
import { Validator } from "../common/validation";
import type { PaymentOption } from "../payments/payment-options";
import { checkedPostalAddress, type AddressBook } from "../users/address-book";
import type { Charges } from "./order-charges";
import { newOrder, orderLine, partsCents, type NewPayment, type ShipTo } from "./order-lines";
import { holdStock } from "./payment-holds";
import type { OrderNumbers } from "./order-numbers";
import { StockMissed, type StockLedger } from "./stock-ledger";

/** How often a checkout is started afresh when a product's name, price or minimum changed under it. */
const CHECKOUT_ATTEMPTS = 3;

/** The cart changed between checkout's read and its write: another checkout of it came first. */
class CartMoved extends Error {}

/** A line the stock could not cover, as INSUFFICIENT_STOCK's `extensions.lines` names it. */
interface Shortfall {
  productId: string;
  name: string;
  availableQuantity: number;
}

/**
 * Checkout: one order of every line of the cart at today's terms, whose stock is taken all or nothing,
 * shipped to a postal address by the method chosen and taxed there (order-charges.ts), the address kept
 * in the buyer's book for next time; or, from a legacy client, to a one-line address for its parts alone.
 * The cart and its products are read once (with other requests' reads, when they come together); then one transaction of the ledger takes every line's stock
 * (one write command), stores the order, takes the ordered lines out of the cart, queues the buyer's
 * e-mail (and an unpaid order's hold, payment-holds.ts), and commits: seven round trips whatever the
 * cart's size, paid on delivery. A line whose product changed or ran out since it was read aborts
 * the transaction, so nothing of the order remains, and the cart is read again: a line now short is
 * refused with what is left, a change of terms is ordered afresh.
 */
export class Checkout {
  constructor(
    private readonly db: Db,
    private readonly ledger: StockLedger,
    private readonly carts: CartsService,
    private readonly numbers: OrderNumbers,
    private readonly options: PaymentOption[],
    private readonly charges: Charges,
    private readonly addressBook: AddressBook,
  ) {}

  async checkout(ctx: SignedInContext, input: CheckoutInput): Promise<OrderDocument> {
    const v = new Validator();
    const postal = input.shippingAddress
      ? checkedPostalAddress(v, "shippingAddress", input.shippingAddress)
      : undefined;
    const address = input.shippingAddress
      ? undefined
      : v.text("address", input.address, ORDER_FIELDS.address);
    const method = this.charges.method(input.shippingMethod);
    if (!method) v.add("shippingMethod", this.charges.unknownMethod());
    if (input.shippingMethod && !input.shippingAddress)
      v.add("shippingMethod", "A shipping method is chosen with a shipping address (shippingAddress)");
    const phone = v.text("phone", input.phone, CHECKOUT_FIELDS.phone);
    const { expectedTotal } = input;
    if (expectedTotal != null && expectedTotal < 0) v.add("expectedTotal", belowMin("Expected total", 0));
    const option = this.options.find(
      (offered) => offered.method === (input.paymentMethod ?? "PAY_ON_DELIVERY"),
    );
    if (!option) v.add("paymentMethod", `This shop does not take ${input.paymentMethod} payments`);
    v.check();
    for (let attempt = 0; attempt < CHECKOUT_ATTEMPTS; attempt++) {
      const cart = await this.carts.forCheckout(ctx);
      const lines = orderLines(cart);
      const shipTo: ShipTo = postal
        ? {
            address: oneLine(postal),
            phone: phone!,
            postal,
            charges: this.charges.forOrder(partsCents(lines), method!, postal),
          }
        : { address: address!, phone: phone! };
      const order = {
        _id: new ObjectId(),
        ...newOrder(ctx.user, await this.numbers.take(), lines, shipTo, paying(option!)),
      };
      refuseOtherTotal(order.total, expectedTotal);
      try {
        await this.ledger.transaction(async (moves) => {
          // The stock first: a transaction reads as of its first operation, so the taking write judges
          // the stock as it is now rather than as it was a few round trips before.
          await moves.take(lines);
          const { session } = moves;
          await collection(this.db, "orders").insertOne(order, { session });
          const productIds = lines.map((line) => line.productId);
          if (!(await this.carts.removeOrdered(ctx, productIds, cart.version, session)))
            throw new CartMoved();
          if (order.paymentDueBy) await holdStock(this.db, session, order);
          if (postal) await this.addressBook.keep(ctx.user._id, postal, phone!, session);
          await moves.announce(order);
        });
        return order;
      } catch (error) {
        if (!(error instanceof StockMissed || error instanceof CartMoved)) throw error;
        // A product went, ran short, or its name, price or minimum changed between reading and taking;
        // or the cart changed (another checkout of it came first): read the cart afresh, which refuses
        // a line now short with what is left, and a cart another checkout emptied as empty.
      }
    }
    throw new ShopError(
      "INSUFFICIENT_STOCK",
      "Products in your cart changed while ordering; please try again",
    );
  }
}

/** How an order paid with `option` starts: waiting for its payment until its hold runs out, or not at all. */
const paying = (option: PaymentOption): NewPayment =>
  option.holdMs === null
    ? { method: "PAY_ON_DELIVERY" }
    : {
        method: option.method as Exclude<typeof option.method, "PAY_ON_DELIVERY">,
        dueBy: new Date(Date.now() + option.holdMs),
      };

/**
 * The cart's lines at today's terms, refused as a whole (nothing is taken) when the cart is empty, a
 * line is below its product's minimum, or the stock cannot cover it as read now.
 */
function orderLines({ lines: cartLines, products }: CartForCheckout): OrderLineDocument[] {
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
    lines.push(
      orderLine({
        productId: product._id,
        ...product,
        quantity: line.quantity,
        vehicle: line.vehicle,
        ...lineFitment(product, line.vehicle),
      }),
    );
  }
  if (!lines.length) v.add("cart", "Your cart is empty");
  v.check();
  if (shortfalls.length) throw insufficientStock(shortfalls);
  return lines;
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

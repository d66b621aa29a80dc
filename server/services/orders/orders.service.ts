import type { Db, Filter } from "mongodb";
import { collection } from "../../db/collections";
import { ORDERS_BY_EMAIL, ORDERS_BY_NUMBER } from "../../db/indexes";
import type { OrderDocument, PaymentHoldDocument } from "../../db/models";
import type { DurableQueue } from "../../jobs/durable-queue";
import type { CardOutcomes, CardProvider } from "../payments/card-provider";
import type { PaymentOption } from "../payments/payment-options";
import type { CheckoutInput, OrderFilter, PlaceOrderInput } from "../../../generated/server/graphql";
import { CROSS_FIELD_MESSAGES } from "../../../shared/field-rules/messages";
import { ORDER_FILTER_FIELDS } from "../../../shared/field-rules/shop-fields";
import { typedOrderNumber } from "../../../shared/order-numbers";
import type { AuditLog } from "../audit/audit-log";
import type { CartsService } from "../carts/carts.service";
import type { CatalogueChanges } from "../catalogue/catalogue-changes";
import type { FitmentReturns } from "../catalogue/fitment-returns";
import { emailStartingWith } from "../users/email-search";
import { nameWithWordStarting } from "../users/name-search";
import { ownOrStaff, requireOwn } from "../common/ownership";
import { sumCents, toCents, toDollars } from "../common/money";
import { readPage, type Page, type PageOrder } from "../common/paging";
import type { SignedInContext } from "../common/request-context";
import { Validator, parseId } from "../common/validation";
import { Cancelling } from "./cancelling";
import type { AddressBook } from "../users/address-book";
import { Checkout } from "./checkout";
import type { Charges } from "./order-charges";
import { Fulfilment } from "./fulfilment";
import { BUYER_LISTED_STATUSES, storedStatus } from "./order-statuses";
import { OrderNumbers } from "./order-numbers";
import { paymentHoldJob } from "./payment-holds";
import { Paying, type CardPaymentStart } from "./paying";
import { Placing } from "./placing";
import { Refunding } from "./refunding";
import { Returning } from "./returning";
import { StockLedger, type LedgerOutside } from "./stock-ledger";

export type OrderPage = Page<OrderDocument>;

/** How the shop sells: the ways it is paid, the card provider, the return window, shipping and tax, and where buyers' addresses are kept. */
export interface SaleTerms {
  options: PaymentOption[];
  card: CardProvider | null;
  returnDays: number;
  charges: Charges;
  addressBook: AddressBook;
}

/** The admin's list order, with `_id` breaking ties as its cursors do (an index walks it: APP_INDEXES). */
const NEWEST_FIRST: PageOrder = { key: "createdAt", direction: -1, kind: "date" };

/**
 * An order's life, in one place: placed (placing.ts, one product; checkout.ts, a cart), cancelled
 * (cancelling.ts), shipped and delivered (fulfilment.ts), and read by its buyer and the admins. Its
 * statuses and the changes allowed between them are one table (order-statuses.ts), every change is one
 * conditional write recorded in the order's history (order-life.ts), and every move of stock is part of
 * one database transaction with the order's writes (stock-ledger.ts). Each change takes the request
 * context first: who made it is recorded with it.
 */
export class OrdersService {
  private readonly placing: Placing;
  private readonly checkingOut: Checkout;
  private readonly cancelling: Cancelling;
  private readonly fulfilment: Fulfilment;

  private readonly paying: Paying;
  private readonly refunding: Refunding;
  /** Returns (RMAs) of delivered orders: asked, decided, received and refunded. */
  readonly returning: Returning;
  /** Ends unpaid orders' holds when they run out; started with the HTTP server. */
  readonly holdJob: DurableQueue<PaymentHoldDocument>;

  constructor(
    private readonly db: Db,
    changes: CatalogueChanges,
    carts: CartsService,
    audit: AuditLog,
    outside: LedgerOutside,
    sale: SaleTerms,
    fitmentReturns: FitmentReturns,
  ) {
    const ledger = new StockLedger(db, changes, outside);
    const numbers = new OrderNumbers(db);
    this.placing = new Placing(db, ledger, numbers);
    this.checkingOut = new Checkout(db, ledger, carts, numbers, sale.options, sale.charges, sale.addressBook);
    const refunding = new Refunding(db, audit, outside.news, sale.card);
    this.cancelling = new Cancelling(db, ledger, audit, sale.card, refunding);
    this.refunding = refunding;
    this.returning = new Returning(
      db,
      ledger,
      audit,
      outside.news,
      refunding,
      fitmentReturns,
      sale.returnDays,
    );
    this.fulfilment = new Fulfilment(db, audit, outside.news);
    this.paying = new Paying(db, audit, outside.news, sale.card);
    this.holdJob = paymentHoldJob(db, this.cancelling);
  }

  private get orders() {
    return collection(this.db, "orders");
  }

  /**
   * How many orders were placed from `from` (included) to `to` (left out; now when not given), and what
   * they came to, cancelled and unpaid ones left out: the overview's sales of the day. Read through the orders'
   * newest-first index, summed in cents.
   */
  async salesSummary(from: Date, to?: Date | null): Promise<{ orders: number; total: number }> {
    const v = new Validator();
    if (to && from >= to) v.add("to", CROSS_FIELD_MESSAGES.toNotAfterFrom());
    v.check();
    const placed = await this.orders
      .find(
        {
          createdAt: { $gte: from, ...(to && { $lt: to }) },
          // An order still waiting for its payment is no sale yet: unpaid, it is cancelled.
          status: { $nin: [storedStatus("CANCELLED"), storedStatus("AWAITING_PAYMENT")] },
        },
        { projection: { total: 1 } },
      )
      .toArray();
    return { orders: placed.length, total: toDollars(sumCents(placed.map((order) => toCents(order.total)))) };
  }

  /** The ids of the accounts whose name has a word starting with `text`. */
  private async buyersNamed(text: string) {
    const named = collection(this.db, "users").find(
      { displayName: nameWithWordStarting(text) },
      { projection: { _id: 1 } },
    );
    return (await named.toArray()).map((user) => user._id);
  }

  place(ctx: SignedInContext, input: PlaceOrderInput): Promise<OrderDocument> {
    return this.placing.place(ctx, input);
  }

  checkout(ctx: SignedInContext, input: CheckoutInput): Promise<OrderDocument> {
    return this.checkingOut.checkout(ctx, input);
  }

  cancel(ctx: SignedInContext, id: string): Promise<OrderDocument> {
    return this.cancelling.cancel(ctx, id);
  }

  ship(ctx: SignedInContext, id: string, carrier: string, trackingNumber: string): Promise<OrderDocument> {
    return this.fulfilment.ship(ctx, id, carrier, trackingNumber);
  }

  deliver(ctx: SignedInContext, id: string): Promise<OrderDocument> {
    return this.fulfilment.deliver(ctx, id);
  }

  recordPayment(
    ctx: SignedInContext,
    id: string,
    amountCents: number,
    reference: string,
  ): Promise<OrderDocument> {
    return this.paying.record(ctx, id, amountCents, reference);
  }

  refund(
    ctx: SignedInContext,
    id: string,
    amountCents: number,
    reference?: string | null,
  ): Promise<OrderDocument> {
    return this.refunding.refund(ctx, id, amountCents, reference);
  }

  startCardPayment(ctx: SignedInContext, orderId: string): Promise<CardPaymentStart> {
    return this.paying.startCard(ctx, orderId);
  }

  /**
   * What the card provider's webhook (http/card-webhook.ts) tells: a payment succeeded, which pays its
   * order once however often it is told; or a try failed, which changes nothing: the buyer may try
   * another card on the checkout page until the order's hold runs out, which then cancels the payment.
   */
  readonly cardOutcomes: CardOutcomes = {
    paid: (event) => this.paying.cardSucceeded(event),
    failed: async () => "settled",
  };

  /** One order, for its buyer or an admin; null for anyone else, as for an order that does not exist. */
  async get(ctx: SignedInContext, id: string): Promise<OrderDocument | null> {
    const order = await this.orders.findOne({ _id: parseId(id, "Order id") });
    return order && ownOrStaff(ctx, order.userId, "orders") ? order : null;
  }

  /**
   * The customer's own orders, newest first; cancelled ones leave this list. A legacy client names the
   * buyer's e-mail: only the caller's own is answered, an admin's asking included (they have `list`).
   */
  async listMine(ctx: SignedInContext, email?: string | null): Promise<OrderDocument[]> {
    if (email != null) requireOwn(ctx, email, "You can only see your own orders");
    return this.orders
      .find({ userId: ctx.user._id, status: { $in: BUYER_LISTED_STATUSES } })
      .sort({ createdAt: -1, _id: -1 })
      .toArray();
  }

  /**
   * The admin's list: orders, cancelled ones included, newest first, narrowed by status, by the start of
   * the buyer's e-mail, by the order's number, by a word of the buyer's name and by when they were placed
   * (`from` included, `to` not), a page at a time.
   */
  async list(args: {
    filter?: OrderFilter | null;
    first?: number | null;
    after?: string | null;
  }): Promise<OrderPage> {
    const { status, email, number, buyer, from, to } = args.filter ?? {};
    const v = new Validator();
    const emailRange = emailStartingWith(v, email, ORDER_FILTER_FIELDS.email);
    const typedNumber = v.text("number", number, ORDER_FILTER_FIELDS.number);
    const typedBuyer = v.text("buyer", buyer, ORDER_FILTER_FIELDS.buyer);
    if (from && to && from >= to) v.add("to", CROSS_FIELD_MESSAGES.toNotAfterFrom());
    v.check();
    const filter: Filter<OrderDocument> = {};
    if (status) filter.status = storedStatus(status);
    if (emailRange) filter.email = emailRange;
    // Text that is no order number finds no order, as a number no order has.
    if (typedNumber) filter.number = typedOrderNumber(typedNumber) ?? typedNumber;
    // The name is the account's as it is now (Order.buyerName), so the search goes through the accounts.
    if (typedBuyer) filter.userId = { $in: await this.buyersNamed(typedBuyer) };
    if (from || to) filter.createdAt = { ...(from && { $gte: from }), ...(to && { $lt: to }) };
    return readPage(this.orders, filter, NEWEST_FIRST, {
      first: args.first,
      after: args.after,
      hint: typedNumber ? ORDERS_BY_NUMBER : emailRange ? ORDERS_BY_EMAIL : undefined,
    });
  }
}

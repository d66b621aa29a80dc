import { ObjectId, type ClientSession, type Db } from "mongodb";
import { collection } from "../../db/collections";
import { inTransaction } from "../../db/transactions";
import type { OrderDocument, RefundDocument, ReturnDocument, ReturnLineDocument } from "../../db/models";
import type { ReceivedLineInput, ReturnInput, ReturnStatus } from "../../../generated/server/graphql";
import { RETURN_FIELDS, REFUND_FIELDS } from "../../../shared/field-rules/shop-fields";
import { formatPrice } from "../../../shared/format-price";
import { ShopError, notFound } from "../../shop-errors";
import type { AuditLog, AuditRecord } from "../audit/audit-log";
import { toDollars, type Cents } from "../common/money";
import { pageSize } from "../common/paging";
import type { SignedInContext } from "../common/request-context";
import { Validator, parseId } from "../common/validation";
import type { FitmentReturns } from "../catalogue/fitment-returns";
import type { OrderNews } from "./order-news";
import { percentOf } from "./order-charges";
import { partsCents } from "./order-lines";
import { paidCents, paymentMethodOf, refundedCents } from "./order-payments";
import { orderStatus, storedStatus } from "./order-statuses";
import type { Refunding } from "./refunding";
import {
  CLAIMING_STATUSES,
  RETURN_STATUSES,
  returnStatus,
  returnStatusesBefore,
  storedReturnStatus,
} from "./return-statuses";
import type { StockLedger } from "./stock-ledger";

/** The most of a buyer's returns their list answers. */
const MAX_LISTED = 100;

/**
 * Returns (RMAs): a buyer asks to send back lines of a delivered order within the return window, with a
 * reason; staff approve or refuse, receive the parts (each line back on the shelf, or written off), and
 * refund what the lines cost. Each step is one conditional change of the return's status, checked
 * against its table (return-statuses.ts) and recorded in its history, in a transaction with what moves
 * with it: the stock of restocked lines, the refund on the order, the audit record, the buyer's e-mail.
 */
export class Returning {
  constructor(
    private readonly db: Db,
    private readonly ledger: StockLedger,
    private readonly audit: AuditLog,
    private readonly news: OrderNews,
    private readonly refunding: Refunding,
    private readonly fitmentReturns: FitmentReturns,
    private readonly returnDays: number,
  ) {}

  private get returns() {
    return collection(this.db, "returns");
  }

  /**
   * requestReturn. The order is counted in the same transaction as the return is stored (its
   * returnCount, which also numbers the return), so two requests for one order meet on it: the second
   * is run again and sees the first's lines as already claimed.
   */
  request(ctx: SignedInContext, input: ReturnInput): Promise<ReturnDocument> {
    const v = new Validator();
    const note = v.text("note", input.note, RETURN_FIELDS.note);
    input.lines.forEach((line, i) => v.number(`lines.${i}.quantity`, line.quantity, RETURN_FIELDS.quantity));
    if (!input.lines.length) v.add("lines", "Choose at least one part to return");
    v.check();
    const orderId = parseId(input.orderId, "Order id", "orderId");
    const wanted = input.lines.map((line, i) => ({
      productId: parseId(line.productId, "Product id", `lines.${i}.productId`),
      quantity: line.quantity,
    }));
    return inTransaction(this.db, async (session) => {
      const order = await collection(this.db, "orders").findOneAndUpdate(
        { _id: orderId, userId: ctx.user._id },
        { $inc: { returnCount: 1 } },
        { returnDocument: "after", session },
      );
      // Another's order is answered exactly like a missing one.
      if (!order) throw notFound("Order");
      this.refuseOutsideWindow(order);
      const lines = await this.returnableLines(order, wanted, session);
      const at = new Date();
      const ret: ReturnDocument = {
        _id: new ObjectId(),
        number: `${order.number}-R${order.returnCount}`,
        orderId,
        orderNumber: order.number,
        userId: ctx.user._id,
        email: order.email,
        reason: input.reason,
        ...(note && { note }),
        lines,
        ...(order.taxPercent && { taxPercent: order.taxPercent }),
        status: storedReturnStatus("REQUESTED"),
        history: [{ status: storedReturnStatus("REQUESTED"), at, by: ctx.user._id }],
        createdAt: at,
      };
      await this.returns.insertOne(ret, { session });
      // A part that did not fit counts against its fitment for the line's vehicle.
      await this.fitmentReturns.count(session, ret);
      await this.news.tellReturn(session, ret);
      return ret;
    });
  }

  /** Until when `order`'s parts may be asked back: the return window from its delivery; null before it. */
  private windowEnd(order: OrderDocument): Date | null {
    const delivered = order.history.findLast((event) => event.status === storedStatus("DELIVERED"));
    return delivered ? new Date(delivered.at.getTime() + this.returnDays * 24 * 3600_000) : null;
  }

  /**
   * Until when the buyer may still ask to return parts of `order`: the end of its return window; null
   * before delivery, and once returns not refused claim every part it had (nothing is left to ask for).
   */
  async returnableUntil(order: OrderDocument): Promise<Date | null> {
    const until = this.windowEnd(order);
    if (!until || until < new Date()) return until;
    const claimed = claimedOf(await this.claiming(order._id));
    const left = order.lines.some((line) => line.quantity > (claimed.get(line.productId.toHexString()) ?? 0));
    return left ? until : null;
  }

  /** The order's returns that hold their parts: all but the refused. */
  private claiming(orderId: ObjectId, session?: ClientSession): Promise<ReturnDocument[]> {
    return this.returns.find({ orderId, status: { $in: CLAIMING_STATUSES } }, { session }).toArray();
  }

  private refuseOutsideWindow(order: OrderDocument): void {
    const until = this.windowEnd(order);
    if (orderStatus(order.status) !== "DELIVERED" || !until)
      throw new ShopError("ORDER_STATE", "Only a delivered order's parts can be returned");
    if (until < new Date())
      throw new ShopError(
        "ORDER_STATE",
        `Parts are taken back within ${this.returnDays} days of delivery; this order's time ended on ${until.toDateString()}`,
      );
  }

  /** The return's lines, each at most what the order had of the part less what other returns claim. */
  private async returnableLines(
    order: OrderDocument,
    wanted: { productId: ObjectId; quantity: number }[],
    session: ClientSession,
  ): Promise<ReturnLineDocument[]> {
    const claimed = claimedOf(await this.claiming(order._id, session));
    const v = new Validator();
    const lines = wanted.flatMap(({ productId, quantity }, i) => {
      const line = order.lines.find((ordered) => ordered.productId.equals(productId));
      if (!line) return (v.add(`lines.${i}.productId`, "This order has no such part"), []);
      const left = line.quantity - (claimed.get(productId.toHexString()) ?? 0);
      if (wanted.filter((each) => each.productId.equals(productId)).length > 1)
        v.add(`lines.${i}.productId`, `${line.name} is named twice`);
      else if (quantity > left)
        v.add(
          `lines.${i}.quantity`,
          left ? `At most ${left} of ${line.name} can be returned` : `${line.name} is already being returned`,
        );
      const { name, unitPrice, vehicle } = line;
      return [{ productId, name, unitPrice, quantity, vehicle }];
    });
    v.check();
    return lines;
  }

  approve(ctx: SignedInContext, id: string): Promise<ReturnDocument> {
    return this.move(ctx, id, "APPROVED", { kind: "return.approved", changes: [] });
  }

  refuse(ctx: SignedInContext, id: string, reason: string): Promise<ReturnDocument> {
    const v = new Validator();
    const refusal = v.text("reason", reason, RETURN_FIELDS.refusal);
    v.check();
    return this.move(
      ctx,
      id,
      "REFUSED",
      { kind: "return.refused", changes: [{ field: "refusal", after: refusal }] },
      {
        refusal: refusal!,
      },
    );
  }

  /** receiveReturn: the parts are back; the restocked lines' stock moves with the change, in the ledger. */
  async receive(ctx: SignedInContext, id: string, received: ReceivedLineInput[]): Promise<ReturnDocument> {
    const ret = await this.find(id);
    // Its status first: a return not approved has nothing to receive, whatever the lines say.
    if (!returnStatusesBefore("RECEIVED").includes(ret.status)) throw this.refusal(ret, "RECEIVED");
    const v = new Validator();
    const restock = ret.lines.map((line) => {
      const named = received.filter((each) => each.productId === line.productId.toHexString());
      if (named.length !== 1) v.add("lines", `Say once whether ${line.name} goes back on the shelf`);
      return named[0]?.restock ?? false;
    });
    if (received.length !== ret.lines.length) v.add("lines", "Name each returned part once");
    v.check();
    const lines = ret.lines.map((line, i) => ({ ...line, restocked: restock[i]! }));
    const changes = lines.map((line) => ({
      field: line.name,
      after: line.restocked ? `${line.quantity} restocked` : `${line.quantity} written off`,
    }));
    return this.ledger.transaction(async (moves) => {
      const moved = await this.change(ctx, ret._id, "RECEIVED", { lines }, moves.session);
      if (!moved) throw this.refusal(await this.find(id), "RECEIVED");
      for (const line of lines.filter((each) => each.restocked)) await moves.giveBack(line);
      await this.audit.record(moves.session, ctx, this.record(moved, { kind: "return.received", changes }));
      return moved;
    });
  }

  /**
   * refundReturn: what the lines cost goes back to the buyer, at most what the order was paid and not yet
   * refunded: a card order's through the provider (the return names the refund, so asking again refunds
   * once), any other's as staff paid it back. The refund is kept on the order too, where every payment and
   * refund of it adds up.
   */
  async refund(ctx: SignedInContext, id: string, reference?: string | null): Promise<ReturnDocument> {
    const ret = await this.find(id);
    if (returnStatus(ret.status) !== "RECEIVED") throw this.refusal(ret, "REFUNDED");
    const order = (await collection(this.db, "orders").findOne({ _id: ret.orderId }))!;
    const method = paymentMethodOf(order);
    const v = new Validator();
    const typed = method === "CARD" ? undefined : v.text("reference", reference, REFUND_FIELDS.reference);
    v.check();
    const kept = paidCents(order) - refundedCents(order);
    const amount = Math.min(returnCents(ret), kept) as Cents;
    if (amount <= 0) throw new ShopError("ORDER_STATE", "This order's payments are refunded already");
    const refund: RefundDocument = {
      method,
      amountCents: amount,
      reference:
        typed ??
        (await this.refunding.refundAtProvider(order, amount, `return-${ret._id.toHexString()}-refund`)),
      at: new Date(),
      by: ctx.user._id,
    };
    return inTransaction(this.db, async (session) => {
      const moved = await this.change(ctx, ret._id, "REFUNDED", { refund }, session);
      if (!moved) throw this.refusal(await this.find(id), "REFUNDED");
      const refunded = await collection(this.db, "orders").findOneAndUpdate(
        { _id: order._id },
        { $push: { refunds: refund } },
        { returnDocument: "after", session },
      );
      await this.news.tellRefund(session, refunded!, refund);
      const after = `${formatPrice(toDollars(amount))}, ${refund.reference}`;
      await this.audit.record(
        session,
        ctx,
        this.record(moved, { kind: "return.refunded", changes: [{ field: "refund", after }] }),
      );
      return moved;
    });
  }

  /** The buyer's own returns, newest first. */
  listMine(ctx: SignedInContext): Promise<ReturnDocument[]> {
    return this.returns.find({ userId: ctx.user._id }).sort({ createdAt: -1 }).limit(MAX_LISTED).toArray();
  }

  /** Staff's list, newest first, in `status` only when given. */
  list(status: ReturnStatus | null | undefined, first: number | null | undefined): Promise<ReturnDocument[]> {
    return this.returns
      .find(status ? { status: storedReturnStatus(status) } : {})
      .sort({ createdAt: -1 })
      .limit(pageSize("first", first))
      .toArray();
  }

  /** An order's returns, oldest first. */
  ofOrder(orderId: ObjectId): Promise<ReturnDocument[]> {
    return this.returns.find({ orderId }).sort({ createdAt: 1 }).toArray();
  }

  private async find(id: string): Promise<ReturnDocument> {
    const ret = await this.returns.findOne({ _id: parseId(id, "Return id") });
    if (!ret) throw notFound("Return");
    return ret;
  }

  /** A change of status by staff, with its audit record and the buyer's e-mail, in one transaction. */
  private async move(
    ctx: SignedInContext,
    id: string,
    to: ReturnStatus,
    audit: Omit<AuditRecord, "subject">,
    set: Partial<ReturnDocument> = {},
  ): Promise<ReturnDocument> {
    const ret = await this.find(id);
    const moved = await inTransaction(this.db, async (session) => {
      const changed = await this.change(ctx, ret._id, to, set, session);
      if (changed) await this.audit.record(session, ctx, this.record(changed, audit));
      return changed;
    });
    if (!moved) throw this.refusal(await this.find(id), to);
    return moved;
  }

  /** The one conditional write of a status change, from a status the table allows; with its e-mail. */
  private async change(
    ctx: SignedInContext,
    _id: ObjectId,
    to: ReturnStatus,
    set: Partial<ReturnDocument>,
    session: ClientSession,
  ): Promise<ReturnDocument | null> {
    const status = storedReturnStatus(to);
    const changed = await this.returns.findOneAndUpdate(
      { _id, status: { $in: returnStatusesBefore(to) } },
      { $set: { ...set, status }, $push: { history: { status, at: new Date(), by: ctx.user._id } } },
      { returnDocument: "after", session },
    );
    if (changed) await this.news.tellReturn(session, changed);
    return changed;
  }

  private record(ret: ReturnDocument, audit: Omit<AuditRecord, "subject">): AuditRecord {
    return {
      ...audit,
      subject: { id: ret._id.toHexString(), label: `Return ${ret.number} of ${ret.email}` },
      changes: [{ field: "status", before: ret.history.at(-2)?.status, after: ret.status }, ...audit.changes],
    };
  }

  private refusal(ret: ReturnDocument, to: ReturnStatus): ShopError {
    const now = RETURN_STATUSES[returnStatus(ret.status)].words;
    return new ShopError(
      "ORDER_STATE",
      `This return is ${now}; it cannot be ${RETURN_STATUSES[to].words} now`,
    );
  }
}

/** How many of each part (by its id's text) `returns` claim together. */
function claimedOf(returns: ReturnDocument[]): Map<string, number> {
  const claimed = new Map<string, number>();
  for (const line of returns.flatMap((ret) => ret.lines)) {
    const id = line.productId.toHexString();
    claimed.set(id, (claimed.get(id) ?? 0) + line.quantity);
  }
  return claimed;
}

/**
 * What a return's lines cost with the tax paid on them, in cents: what its buyer is refunded. The order's
 * shipping is not: it was spent getting the parts there.
 */
export function returnCents(ret: Pick<ReturnDocument, "lines" | "taxPercent">): Cents {
  const parts = partsCents(ret.lines);
  return (parts + percentOf(parts, ret.taxPercent ?? 0)) as Cents;
}

import type { Db, Filter, UpdateFilter } from "mongodb";
import { collection } from "../db/collections";
import type { OrderDocument, StoredOrderStatus } from "../db/models";
import { SHIPMENT_FIELDS } from "../../shared/field-rules/shop-fields";
import { ShopError, notFound } from "./errors";
import { orderStatus } from "./order-status";
import { Validator, parseId } from "./validation";

/**
 * An order's way to the customer after it is placed: shipped with a carrier and tracking number, then
 * delivered. Each step is one compare-and-set on the status, so two admins clicking at once ship an
 * order once, and a cancellation racing a shipment is decided by whichever status write lands first
 * (OrdersService.cancel refuses once the order has shipped).
 */
export class FulfilmentService {
  constructor(private readonly db: Db) {}

  private get orders() {
    return collection(this.db, "orders");
  }

  async ship(id: string, carrier: string, trackingNumber: string): Promise<OrderDocument> {
    const v = new Validator();
    const shipment = {
      carrier: v.text("carrier", carrier, SHIPMENT_FIELDS.carrier)!,
      trackingNumber: v.text("trackingNumber", trackingNumber, SHIPMENT_FIELDS.trackingNumber)!,
    };
    v.check();
    const shippedAt = new Date();
    return this.advance(id, "placed", "shipped", {
      $set: { status: "shipped", shipment: { ...shipment, shippedAt } },
      $push: { history: { status: "shipped", at: shippedAt } },
    });
  }

  async deliver(id: string): Promise<OrderDocument> {
    return this.advance(id, "shipped", "delivered", {
      $set: { status: "delivered" },
      $push: { history: { status: "delivered", at: new Date() } },
    });
  }

  private async advance(
    id: string,
    from: StoredOrderStatus,
    to: "shipped" | "delivered",
    update: UpdateFilter<OrderDocument>,
  ): Promise<OrderDocument> {
    const _id = parseId(id, "Order id");
    const filter: Filter<OrderDocument> = { _id, status: from };
    const moved = await this.orders.findOneAndUpdate(filter, update, { returnDocument: "after" });
    if (moved) return moved;
    const order = await this.orders.findOne({ _id });
    if (!order) throw notFound("Order");
    const now = orderStatus(order.status).toLowerCase();
    const step = to === "shipped" ? "shipped" : "marked as delivered";
    throw new ShopError("ORDER_STATE", `This order is ${now}; only a ${from} order can be ${step}`);
  }
}

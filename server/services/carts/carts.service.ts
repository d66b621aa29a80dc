import { ObjectId, type ClientSession, type Db } from "mongodb";
import { collection, DUPLICATE_KEY } from "../../db/collections";
import type { CartDocument, CartLineDocument, VehicleDocument } from "../../db/models";
import type { CartLineInput, VehicleInput } from "../../../generated/server/graphql";
import { CART_MAX_LINES, tooManyCartLines } from "../../../shared/cart-limits";
import { ORDER_FIELDS, VEHICLE_FIELDS } from "../../../shared/field-rules/shop-fields";
import { ProductsById, type ProductsFound } from "../catalogue/products-by-id";
import { Batcher } from "../common/batcher";
import { priceCart, type PricedCart } from "./cart-pricing";
import { checkQuantity } from "../common/quantity-check";
import { ShopError, ValidationError, notFound } from "../../shop-errors";
import type { SignedInContext } from "../common/request-context";
import { Validator, isIdText, parseId } from "../common/validation";

/**
 * How often a change is tried when other writes to the same cart came between its read and its write:
 * each round one writer wins, so this covers as many changes at once as a shopper's tabs can send.
 */
const WRITE_ATTEMPTS = 12;

/** A cart as checkout reads it (see CartsService.forCheckout). */
export interface CartForCheckout {
  lines: CartLineDocument[];
  version: number;
  products: ProductsFound;
}

/**
 * Carts: one per signed-in user, kept on the server so it follows them across devices, and priced when
 * read (cart-pricing.ts). A visitor's cart lives in their browser; `preview` prices it the same way and
 * `merge` adds it to their account's cart when they sign in. Each change is written over the version it
 * was read at, so two tabs changing one cart never lose a line.
 */
export class CartsService {
  /** The carts concurrent requests read, in one query (see Batcher), as ProductsById reads products. */
  private readonly cartsByUser = new Batcher(async (userIds: ObjectId[]) => {
    const found = await this.carts.find({ _id: { $in: userIds } }).toArray();
    const byUser = new Map(found.map((cart) => [cart._id.toHexString(), cart]));
    return userIds.map((id) => byUser.get(id.toHexString()) ?? null);
  });

  private readonly products: ProductsById;

  constructor(private readonly db: Db) {
    this.products = new ProductsById(db);
  }

  private get carts() {
    return collection(this.db, "carts");
  }

  /** The user's cart as stored now, or null when they never had one. */
  private cartOf(userId: ObjectId): Promise<CartDocument | null> {
    return this.cartsByUser.add(userId);
  }

  async get(ctx: SignedInContext): Promise<PricedCart> {
    const cart = await this.cartOf(ctx.user._id);
    return this.price(cart?.lines ?? []);
  }

  /**
   * Prices lines a visitor keeps in the browser, stored nowhere. The browser keeps no price, so a
   * visitor's line is priced as if added today: the cart warns of stock and fit, not of price changes.
   */
  async preview(input: CartLineInput[]): Promise<PricedCart> {
    const lines = combine(validLines(input));
    const products = await this.products.read(lines.map((line) => line.productId));
    const addedToday = lines.map((line) => ({
      ...line,
      addedUnitPrice: products.get(line.productId.toHexString())?.price ?? 0,
    }));
    return priceCart(addedToday, products);
  }

  async add(ctx: SignedInContext, productId: string, quantity: number, vehicle?: VehicleInput | null) {
    const v = new Validator();
    v.number("quantity", quantity, ORDER_FIELDS.quantity);
    const chosen = vehicle ? validVehicle(v, vehicle, "vehicle") : null;
    v.check();
    const _id = parseId(productId, "Product id", "productId");
    return this.change(ctx.user._id, [_id], (lines, products) => {
      const product = products.get(_id.toHexString());
      if (!product) throw notFound("Product");
      const line = lines.find((l) => l.productId.equals(product._id));
      const wanted = (line?.quantity ?? 0) + quantity;
      checkQuantity(product, wanted);
      const added = { productId: product._id, quantity: wanted, addedUnitPrice: product.price };
      if (line) return lines.map((l) => (l === line ? { ...added, vehicle: chosen ?? line.vehicle } : l));
      if (lines.length >= CART_MAX_LINES) throw tooManyLines();
      return [...lines, { ...added, vehicle: chosen }];
    });
  }

  /** Sets a line's quantity; 0 removes it. */
  async update(ctx: SignedInContext, productId: string, quantity: number) {
    const v = new Validator();
    v.number("quantity", quantity, { ...ORDER_FIELDS.quantity, min: 0 });
    v.check();
    const _id = parseId(productId, "Product id", "productId");
    return this.change(ctx.user._id, [_id], (lines, products) => {
      const product = products.get(_id.toHexString());
      if (quantity > 0 && !product) throw notFound("Product");
      const line = lines.find((l) => l.productId.equals(_id));
      if (!line) throw notFound("Cart line");
      if (!product || quantity === 0) return lines.filter((l) => l !== line);
      checkQuantity(product, quantity);
      return lines.map((l) => (l === line ? { ...l, quantity, addedUnitPrice: product.price } : l));
    });
  }

  /**
   * Adds a visitor's browser lines to the account's cart on sign-in: quantities of a product already in
   * it are added up. Nothing is refused for stock here — the lines were chosen before, and the cart then
   * warns of what no longer fits — but products gone are left out and the cart keeps its bound.
   */
  async merge(ctx: SignedInContext, input: CartLineInput[]) {
    const incoming = combine(validLines(input));
    return this.change(
      ctx.user._id,
      incoming.map((line) => line.productId),
      (lines, products) => {
        const merged = [...lines];
        for (const line of incoming) {
          const product = products.get(line.productId.toHexString());
          if (!product) continue;
          const at = merged.findIndex((l) => l.productId.equals(line.productId));
          const kept = at >= 0 ? merged[at]! : undefined;
          const quantity = (kept?.quantity ?? 0) + line.quantity;
          const next = {
            ...line,
            quantity,
            vehicle: line.vehicle ?? kept?.vehicle ?? null,
            addedUnitPrice: product.price,
          };
          if (kept) merged[at] = next;
          else if (merged.length < CART_MAX_LINES) merged.push(next);
        }
        return merged;
      },
    );
  }

  /**
   * The caller's cart as checkout orders it: its stored lines, the version they were read at, and their
   * products as they are now.
   */
  async forCheckout(ctx: SignedInContext): Promise<CartForCheckout> {
    const cart = await this.cartOf(ctx.user._id);
    const lines = cart?.lines ?? [];
    const products = await this.products.read(lines.map((line) => line.productId));
    return { lines, version: cart?.version ?? 0, products };
  }

  /**
   * Takes the ordered products out of the caller's cart, within the checkout's transaction, only if the
   * cart is still at `version`: false when it changed since checkout read it (another checkout of the
   * same cart, from a second tab or a double click, came first), so the lines are not ordered twice.
   */
  async removeOrdered(
    ctx: SignedInContext,
    productIds: ObjectId[],
    version: number,
    session: ClientSession,
  ): Promise<boolean> {
    const removed = await this.carts.updateOne(
      { _id: ctx.user._id, version },
      {
        $pull: { lines: { productId: { $in: productIds } } },
        $inc: { version: 1 },
        $set: { updatedAt: new Date() },
      },
      { session },
    );
    return removed.matchedCount === 1;
  }

  private async price(lines: CartLineDocument[]): Promise<PricedCart> {
    return priceCart(lines, await this.products.read(lines.map((line) => line.productId)));
  }

  /**
   * Writes `edit`'s lines over the version of the cart they were made from, reading again if it moved,
   * and answers the cart written, priced. The products the change names and the cart's own are read in
   * one query after the cart: what `edit` checks the change against is what the cart is then priced at,
   * with no read of the cart or its products again after the write.
   */
  private async change(
    userId: ObjectId,
    named: ObjectId[],
    edit: (lines: CartLineDocument[], products: ProductsFound) => CartLineDocument[],
  ): Promise<PricedCart> {
    for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
      const cart = await this.cartOf(userId);
      const stored = cart?.lines ?? [];
      const products = await this.products.read([...named, ...stored.map((line) => line.productId)]);
      const lines = edit(stored, products);
      const updatedAt = new Date();
      if (!cart) {
        const created = await this.carts.insertOne({ _id: userId, lines, version: 1, updatedAt }).then(
          () => true,
          (error: { code?: number }) => {
            if (error.code === DUPLICATE_KEY) return false; // another request made the cart first: read it again
            throw error;
          },
        );
        if (created) return priceCart(lines, products);
        continue;
      }
      const written = await this.carts.updateOne(
        { _id: userId, version: cart.version },
        { $set: { lines, updatedAt }, $inc: { version: 1 } },
      );
      if (written.modifiedCount === 1) return priceCart(lines, products);
    }
    throw new ShopError("TOO_MANY_REQUESTS", "Your cart is being changed elsewhere; please try again");
  }
}

const tooManyLines = () => new ValidationError([{ field: "productId", message: tooManyCartLines() }]);

/** A line's vehicle, checked; its submodel and engine kept when told, so the line's fit is as precise. */
function validVehicle(v: Validator, vehicle: VehicleInput, field: string): VehicleDocument | null {
  const make = v.text(`${field}.make`, vehicle.make, VEHICLE_FIELDS.make);
  const model = v.text(`${field}.model`, vehicle.model, VEHICLE_FIELDS.model);
  const year = v.number(`${field}.year`, vehicle.year, VEHICLE_FIELDS.year);
  const submodel = v.text(`${field}.submodel`, vehicle.submodel, VEHICLE_FIELDS.submodel);
  const engine = v.text(`${field}.engine`, vehicle.engine, VEHICLE_FIELDS.engine);
  if (!make || !model || year == null) return null;
  return { make, model, year, ...(submodel && { submodel }), ...(engine && { engine }) };
}

/** A line as the browser sends it, checked, before it is priced. */
type IncomingLine = Omit<CartLineDocument, "addedUnitPrice">;

/** Browser lines checked as a form's would be, each field named by its line: `lines.2.quantity`. */
function validLines(input: CartLineInput[]): IncomingLine[] {
  const v = new Validator();
  if (input.length > CART_MAX_LINES) v.add("lines", tooManyCartLines());
  const lines = input.map((line, i) => {
    v.number(`lines.${i}.quantity`, line.quantity, ORDER_FIELDS.quantity);
    const vehicle = line.vehicle ? validVehicle(v, line.vehicle, `lines.${i}.vehicle`) : null;
    const productId = isIdText(line.productId);
    if (!productId) v.add(`lines.${i}.productId`, "Product id is not a valid id");
    return {
      productId: productId ? new ObjectId(line.productId) : new ObjectId(),
      quantity: line.quantity,
      vehicle,
    };
  });
  v.check();
  return lines;
}

/** One line per product: the same product named twice is one line with both quantities. */
function combine(lines: IncomingLine[]): IncomingLine[] {
  const byProduct = new Map<string, IncomingLine>();
  for (const line of lines) {
    const key = line.productId.toHexString();
    const seen = byProduct.get(key);
    byProduct.set(
      key,
      seen
        ? { ...seen, quantity: seen.quantity + line.quantity, vehicle: line.vehicle ?? seen.vehicle }
        : line,
    );
  }
  return [...byProduct.values()];
}

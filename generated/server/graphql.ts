import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ListedProduct, FitmentDocument, UserDocument, OrderDocument, OrderLineDocument, OrderEventDocument, ShipmentDocument, ReturnDocument, ReturnLineDocument, ReturnEventDocument, PaymentDocument, RefundDocument, PostalAddressDocument, SavedAddressDocument, OrderShippingDocument, VehicleDocument, GarageVehicleDocument, ReviewDocument, ContactMessageDocument, AuditEntryDocument, AuditChangeDocument, WebhookEndpointDocument, WebhookDeliveryDocument } from '../../server/db/models';
import type { ShippingMethodConfig } from '../../server/config';
import type { ShippingQuote as ShippingQuoteModel, CartQuote as CartQuoteModel } from '../../server/services/orders/order-charges';
import type { PricedCart, PricedCartLine } from '../../server/services/carts/cart-pricing';
import type { GarageView } from '../../server/services/garage/garage.service';
import type { OrderPage } from '../../server/services/orders/orders.service';
import type { UserPage } from '../../server/services/users/users.service';
import type { ReviewPage } from '../../server/services/reviews/reviews.service';
import type { ReviewerPurchase } from '../../server/services/reviews/review-purchase';
import type { PartRating } from '../../server/services/reviews/product-ratings';
import type { ContactMessagePage } from '../../server/services/contact/contact.service';
import type { AuditPage } from '../../server/services/audit/audit-log';
import type { WebhookDeliveryPage } from '../../server/services/webhooks/webhooks.service';
import type { ShopContext } from '../../server/graphql/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date and time in UTC, e.g. 2026-11-22T08:00:00.000Z. */
  DateTime: { input: Date; output: Date; }
};

/** One field a change touched, with its values as JSON text (null where it had none). */
export type AuditChange = {
  __typename?: 'AuditChange';
  after: Maybe<Scalars['String']['output']>;
  before: Maybe<Scalars['String']['output']>;
  field: Scalars['String']['output'];
};

/** One change made by staff. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  at: Scalars['DateTime']['output'];
  /** The e-mail of the member of staff who made it. */
  by: Scalars['String']['output'];
  changes: Array<AuditChange>;
  id: Scalars['ID']['output'];
  kind: AuditKind;
  /** What was changed, as a person names it: a part number and name, an order number, an e-mail. */
  subject: Scalars['String']['output'];
  /** The id of what was changed (a product's, an order's, a user's). */
  subjectId: Scalars['String']['output'];
};

export type AuditEntryConnection = {
  __typename?: 'AuditEntryConnection';
  edges: Array<AuditEntryEdge>;
  pageInfo: PageInfo;
  /** How many records match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

export type AuditEntryEdge = {
  __typename?: 'AuditEntryEdge';
  /** Pass as `after` to get the records that follow this one. */
  cursor: Scalars['String']['output'];
  node: AuditEntry;
};

/** Narrows the audit log: a record must match every field given. */
export type AuditFilter = {
  /** Records of staff whose e-mail starts with this text, ignoring case. */
  by?: InputMaybe<Scalars['String']['input']>;
  /** Records made at or after this time. */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  kind?: InputMaybe<AuditKind>;
  /** Records made before this time; must be later than `from`. */
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

/** A kind of change the audit log records. */
export type AuditKind =
  /** A catalogue file imported: how many parts it created, updated and refused. */
  | 'CATALOGUE_IMPORTED'
  /** An order cancelled by staff (a customer cancelling their own is not a staff change). */
  | 'ORDER_CANCELLED'
  | 'ORDER_DELIVERED'
  /** A payment staff recorded for an order (a bank transfer, the courier's cash). */
  | 'ORDER_PAYMENT_RECORDED'
  /** Money of a cancelled order given back by staff. */
  | 'ORDER_REFUNDED'
  | 'ORDER_SHIPPED'
  /** A product picture uploaded (its address, type and size), whether or not a product shows it yet. */
  | 'PICTURE_UPLOADED'
  | 'PRODUCT_ADDED'
  | 'PRODUCT_CHANGED'
  | 'PRODUCT_DELETED'
  /** A part's fitments confirmed after "did not fit" returns flagged it. */
  | 'PRODUCT_FITMENT_CONFIRMED'
  | 'RETURN_APPROVED'
  /** A return's parts received, each line restocked or written off. */
  | 'RETURN_RECEIVED'
  | 'RETURN_REFUNDED'
  | 'RETURN_REFUSED'
  /** A review hidden from the shop's pages. */
  | 'REVIEW_HIDDEN'
  /** A hidden review shown again. */
  | 'REVIEW_RESTORED'
  /** A profile changed by staff on the user's behalf. */
  | 'USER_PROFILE_CHANGED'
  | 'USER_REMOVED'
  /** Staff roles given or taken, makeAdmin included. */
  | 'USER_ROLES_CHANGED';

/** What the browser needs to take a card payment for an order with Stripe.js. */
export type CardPayment = {
  __typename?: 'CardPayment';
  /** What will be charged, in cents: the order's total as the server computed it. */
  amountCents: Scalars['Int']['output'];
  /** The PaymentIntent's client secret, which Stripe.js confirms the payment with. */
  clientSecret: Scalars['String']['output'];
  /** The shop's Stripe publishable key (STRIPE_PUBLISHABLE_KEY). */
  publishableKey: Scalars['String']['output'];
};

export type Cart = {
  __typename?: 'Cart';
  /** Items of every line together. */
  itemCount: Scalars['Int']['output'];
  lines: Array<CartLine>;
  /**
   * What an order of the cart would cost shipped by each of the shop's methods, with the sales tax of
   * `destination` once it is given (without one the tax is not known yet: null).
   */
  quote: CartQuote;
  /** The sum of the line totals at today's prices, in US dollars. */
  subtotal: Scalars['Float']['output'];
};


export type CartQuoteArgs = {
  destination?: InputMaybe<DestinationInput>;
};

export type CartLine = {
  __typename?: 'CartLine';
  /** Price of one item when the line was added or last changed, in US dollars. */
  addedUnitPrice: Scalars['Float']['output'];
  /** What the part's fitment data says of that vehicle; null without a vehicle. */
  fitmentState: Maybe<FitmentState>;
  /** Whether the part surely fits that vehicle (fitmentState FITS or UNIVERSAL); null without a vehicle. */
  fits: Maybe<Scalars['Boolean']['output']>;
  /** The product's price today times the quantity, in US dollars. */
  lineTotal: Scalars['Float']['output'];
  /** The product as it is now: its price, stock and minimum order. */
  product: Product;
  quantity: Scalars['Int']['output'];
  /** The vehicle chosen when the line was added, if any. */
  vehicle: Maybe<Vehicle>;
  /** What stands in the way of ordering the line as it is, or what changed since it was added. */
  warnings: Array<CartLineWarning>;
};

export type CartLineInput = {
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  vehicle?: InputMaybe<VehicleInput>;
};

export type CartLineWarning =
  /** The quantity is below the product's minimum order. */
  | 'BELOW_MINIMUM'
  /** The part does not fit the line's vehicle. */
  | 'DOES_NOT_FIT'
  /** Fewer are in stock than the line asks for. */
  | 'NOT_ENOUGH_STOCK'
  /** The product is out of stock. */
  | 'OUT_OF_STOCK'
  /** The price is not the one the line was added at. */
  | 'PRICE_CHANGED';

/** What the cart would cost, by shipping method. */
export type CartQuote = {
  __typename?: 'CartQuote';
  methods: Array<ShippingQuote>;
  /** The sales tax rate of the destination, in percent; null without a destination. */
  taxPercent: Maybe<Scalars['Float']['output']>;
};

/**
 * Where to send an order, and a phone for the courier. Give `shippingAddress` (a postal address: the order
 * is then charged the shipping method chosen and the sales tax of where it goes), or the legacy one-line
 * `address` (the spec's form: the order is charged its parts only, as those clients show no more).
 */
export type CheckoutInput = {
  /** The legacy one-line address; one of it and `shippingAddress` is required. */
  address?: InputMaybe<Scalars['String']['input']>;
  /**
   * The total in dollars the buyer saw and agreed to. When today's prices make another total, nothing is
   * ordered and the answer is PRICE_CHANGED; without it, the order is placed at today's prices.
   */
  expectedTotal?: InputMaybe<Scalars['Float']['input']>;
  /** How the buyer pays (paymentOptions lists what the shop takes); PAY_ON_DELIVERY when not given. */
  paymentMethod?: InputMaybe<PaymentMethod>;
  phone: Scalars['String']['input'];
  shippingAddress?: InputMaybe<PostalAddressInput>;
  /** A method of `shippingMethods` by its code, with `shippingAddress`; the first of them when not given. */
  shippingMethod?: InputMaybe<Scalars['String']['input']>;
};

export type ContactAnswer = {
  __typename?: 'ContactAnswer';
  at: Scalars['DateTime']['output'];
  /** The admin's e-mail. */
  by: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type ContactMessage = {
  __typename?: 'ContactMessage';
  /** The answers e-mailed to the sender, oldest first. */
  answers: Array<ContactAnswer>;
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  /** Who dealt with it and when (marked handled or answered); null while nobody has. */
  handled: Maybe<ContactMessageHandling>;
  id: Scalars['ID']['output'];
  /** What the sender wrote. */
  message: Scalars['String']['output'];
  subject: Scalars['String']['output'];
};

export type ContactMessageConnection = {
  __typename?: 'ContactMessageConnection';
  edges: Array<ContactMessageEdge>;
  pageInfo: PageInfo;
  /** How many messages match, over all pages. */
  totalCount: Scalars['Int']['output'];
};

export type ContactMessageEdge = {
  __typename?: 'ContactMessageEdge';
  /** Pass as `after` to get the messages that follow this one. */
  cursor: Scalars['String']['output'];
  node: ContactMessage;
};

export type ContactMessageHandling = {
  __typename?: 'ContactMessageHandling';
  at: Scalars['DateTime']['output'];
  /** The admin's e-mail. */
  by: Scalars['String']['output'];
};

export type ContactMessageInput = {
  email: Scalars['String']['input'];
  message: Scalars['String']['input'];
  subject: Scalars['String']['input'];
};

/** What a VIN says of its vehicle. */
export type DecodedVin = {
  __typename?: 'DecodedVin';
  /** As vPIC describes it, e.g. "2.5L I4 (A25A-FKS)"; null when unknown. */
  engine: Maybe<Scalars['String']['output']>;
  make: Scalars['String']['output'];
  /** Null when the data cannot tell the model: the shopper picks it. */
  model: Maybe<Scalars['String']['output']>;
  /** The VIN as read: upper case, without spaces. */
  vin: Scalars['String']['output'];
  year: Scalars['Int']['output'];
};

export type DeleteProductPayload = {
  __typename?: 'DeleteProductPayload';
  deleted: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
};

/** Where a cart would go, as far as its charges ask: the country and, where it has them, the state or province. */
export type DestinationInput = {
  /** A two-letter country code (ISO 3166-1). */
  country: Scalars['String']['input'];
  region?: InputMaybe<Scalars['String']['input']>;
};

/**
 * The codes errors carry in `extensions.code`. No field returns this type: it is listed so that
 * integrators, the shop's browser and its server all read one definition. The legacy REST adapter
 * answers each with the HTTP status given here.
 */
export type ErrorCode =
  /** The input is not valid; `extensions.fields` says which field and why (HTTP 400). */
  | 'BAD_USER_INPUT'
  /** Signed in, but not allowed to do this (HTTP 403). */
  | 'FORBIDDEN'
  /** Not enough stock for the order (HTTP 409). */
  | 'INSUFFICIENT_STOCK'
  /** No such thing, or not yours to see (HTTP 404). */
  | 'NOT_FOUND'
  /** The order is past the step this asks for, e.g. cancelling an order that has shipped (HTTP 409). */
  | 'ORDER_STATE'
  /**
   * A checkout's total is no longer the one the buyer agreed to (CheckoutInput.expectedTotal), because a
   * price changed; nothing was ordered, and `extensions.total` is the total now (HTTP 409).
   */
  | 'PRICE_CHANGED'
  /** A service the request needs (the identity provider) does not answer; try again shortly (HTTP 503). */
  | 'SERVICE_UNAVAILABLE'
  /** Too many attempts; wait and try again (HTTP 429). */
  | 'TOO_MANY_REQUESTS'
  /** Not signed in, or the session has ended; the message says which (HTTP 401). */
  | 'UNAUTHENTICATED';

/** How many reviewers said a part fitted their vehicle. */
export type FitConfirmation = {
  __typename?: 'FitConfirmation';
  count: Scalars['Int']['output'];
  /** The year, make and model (submodel and engine are left out, so that they add up). */
  vehicle: Vehicle;
};

/** A part's "did not fit" returns for one vehicle, since its fitments were last confirmed or edited. */
export type FitReturn = {
  __typename?: 'FitReturn';
  /** Return requests naming the vehicle because the part did not fit it. */
  returns: Scalars['Int']['output'];
  /** Units of the part shipped for the vehicle. */
  sold: Scalars['Int']['output'];
  vehicle: Vehicle;
};

/**
 * A range of model years of one make and model that a part fits, as ACES writes a fitment: narrowed, where
 * it matters, to a submodel or an engine, and placed on the vehicle (front pads, rear left arm).
 */
export type Fitment = {
  __typename?: 'Fitment';
  /** The engine, as the carmaker names it ("2.5L L4"); null: every engine. */
  engine: Maybe<Scalars['String']['output']>;
  make: Scalars['String']['output'];
  model: Scalars['String']['output'];
  /** What else must be true for the part to fit ("with 12.6-inch rotors"). */
  note: Maybe<Scalars['String']['output']>;
  /** Where on the vehicle the part goes; null for parts with no position (an oil filter). */
  position: Maybe<FitmentPosition>;
  /** The trim or submodel ("LE", "XLT"); null: every submodel. */
  submodel: Maybe<Scalars['String']['output']>;
  yearFrom: Scalars['Int']['output'];
  yearTo: Scalars['Int']['output'];
};

export type FitmentInput = {
  /** At most 40 characters; left out or blank: every engine. */
  engine?: InputMaybe<Scalars['String']['input']>;
  make: Scalars['String']['input'];
  model: Scalars['String']['input'];
  /** At most 120 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
  position?: InputMaybe<FitmentPosition>;
  /** At most 40 characters; left out or blank: every submodel. */
  submodel?: InputMaybe<Scalars['String']['input']>;
  yearFrom: Scalars['Int']['input'];
  yearTo: Scalars['Int']['input'];
};

/** Where on the vehicle a part goes, as ACES names positions. */
export type FitmentPosition =
  | 'FRONT'
  | 'FRONT_LEFT'
  | 'FRONT_LOWER'
  | 'FRONT_RIGHT'
  | 'FRONT_UPPER'
  | 'LEFT'
  | 'LOWER'
  | 'REAR'
  | 'REAR_LEFT'
  | 'REAR_LOWER'
  | 'REAR_RIGHT'
  | 'REAR_UPPER'
  | 'RIGHT'
  | 'UPPER';

/** What a part's fitment data says of one vehicle. */
export type FitmentState =
  /** The part lists vehicles, and this is not one of them. */
  | 'DOES_NOT_FIT'
  /** A fitment names the vehicle, and nothing it leaves open. */
  | 'FITS'
  /**
   * The part fits some of the vehicle's submodels or engines, and the shopper has not said which theirs is:
   * check the fitments.
   */
  | 'FITS_SOME'
  /** The part has no fitment data yet: neither universal nor listing vehicles. */
  | 'NOT_CONFIRMED'
  /** The part fits every vehicle. */
  | 'UNIVERSAL';

/** A customer's garage: the vehicles they keep, at most 10, and the one they shop for. */
export type Garage = {
  __typename?: 'Garage';
  /** Null only while the garage is empty. */
  current: Maybe<GarageVehicle>;
  /** In the order they were added. */
  vehicles: Array<GarageVehicle>;
};

/** A vehicle in a garage, as its owner told it: the submodel and engine when they know them. */
export type GarageVehicle = {
  __typename?: 'GarageVehicle';
  engine: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  make: Scalars['String']['output'];
  model: Scalars['String']['output'];
  /** What its owner calls it ("Dad's truck"). */
  nickname: Maybe<Scalars['String']['output']>;
  submodel: Maybe<Scalars['String']['output']>;
  year: Scalars['Int']['output'];
};

export type GarageVehicleInput = {
  /** At most 40 characters; left out or blank: not known. */
  engine?: InputMaybe<Scalars['String']['input']>;
  /** At most 40 characters. */
  make: Scalars['String']['input'];
  /** At most 40 characters. */
  model: Scalars['String']['input'];
  /** At most 40 characters. */
  nickname?: InputMaybe<Scalars['String']['input']>;
  /** At most 40 characters; left out or blank: not known. */
  submodel?: InputMaybe<Scalars['String']['input']>;
  year: Scalars['Int']['input'];
};

/** A repair a job kit gathers the parts for (shared/job-kits.ts). */
export type JobKind =
  /** Front pads, two front rotors (one a wheel) and the front hardware kit. */
  | 'FRONT_BRAKE_JOB'
  /** Rear pads, two rear rotors and the rear hardware kit. */
  | 'REAR_BRAKE_JOB';

/** The parts one job needs for one vehicle, to add to the cart together. */
export type JobKit = {
  __typename?: 'JobKit';
  job: JobKind;
  /** One line a piece; a piece sold a side (a left and a right rotor) has a line for each. */
  lines: Array<JobKitLine>;
  /** As the shop names it: "Front brake job". */
  name: Scalars['String']['output'];
  /** What the lines with a part come to, in US dollars. */
  total: Scalars['Float']['output'];
};

export type JobKitLine = {
  __typename?: 'JobKitLine';
  partType: PartType;
  /** The piece, as the kit names it: "Front brake rotor". */
  piece: Scalars['String']['output'];
  /** Where on the vehicle the piece goes. */
  position: FitmentPosition;
  /** The part chosen; null when no part of this type fits the vehicle. */
  product: Maybe<Product>;
  /** How many of the part: two of a rotor sold for either side of the axle, one of a pad set. */
  quantity: Scalars['Int']['output'];
  /** Why to look again: no part fits ("No front brake rotor fits your 2014 Ford F-150"), or only some of the vehicle's submodels or engines. */
  warning: Maybe<Scalars['String']['output']>;
};

export type MakeAdminPayload = {
  __typename?: 'MakeAdminPayload';
  /** False when the user already was an admin. */
  changed: Scalars['Boolean']['output'];
  user: User;
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Adds a vehicle to the signed-in user's garage and makes it the current one; a vehicle the garage has
   * already (the same year, make, model, submodel and engine, in any spelling) becomes current instead, and
   * takes the nickname given. One telling more of the current vehicle (its submodel or engine, where the
   * current one leaves them unknown) completes it instead of being added. A garage holds at most 10 vehicles.
   */
  addGarageVehicle: Garage;
  /** Adds a product to the catalogue. Staff with the CATALOGUE role. */
  addProduct: Product;
  /**
   * Adds a review in the signed-in user's name: of a part with `productId`, else of the shop. The shop, not
   * the caller, says whether it is a verified purchase and which vehicle it was bought for (myPurchase).
   */
  addReview: Review;
  /**
   * Adds a product to the signed-in user's cart, or more of it to its line. With `vehicle`, the line keeps
   * the vehicle and whether the part fits it: a part that does not fit is added all the same, marked.
   * The line's quantity must meet the product's minimum order and its stock.
   */
  addToCart: Cart;
  /**
   * Registers an endpoint for the events given; the shop makes its signing secret (README, Webhooks). The
   * URL must be https:// and not resolve to this machine or a private network, unless the shop runs with
   * WEBHOOKS_ALLOW_PRIVATE=true. Owners only.
   */
  addWebhook: Webhook;
  /**
   * Staff with the CUSTOMERS role: e-mails an answer to a contact message's sender (subject "Re: " and theirs, their message quoted)
   * and marks the message handled. Until the shop has a mail service the e-mail is written to its log
   * instead of sent (README, Contact inbox).
   */
  answerContactMessage: ContactMessage;
  /** Approves a requested return: the buyer may send the parts. Staff with the ORDERS role. */
  approveReturn: OrderReturn;
  /**
   * Cancels an order and puts every line's quantity back in stock. Customers may cancel their own orders,
   * staff with the ORDERS role any, until the order ships (ORDER_STATE afterwards).
   */
  cancelOrder: Order;
  /**
   * Places one order holding every line of the signed-in user's cart at today's prices, and empties the
   * cart. Every line's stock is reserved or none is: INSUFFICIENT_STOCK names the lines that fall short
   * (`extensions.lines`), and nothing is ordered then.
   */
  checkout: Order;
  /**
   * Confirms a flagged part's fitments as they are, which ends the flag and starts its count of "did not
   * fit" returns again (editing the fitments does too). Staff with the CATALOGUE role.
   */
  confirmFitment: Product;
  /** Removes a product from the catalogue; orders keep their copy of its name and price. Staff with the CATALOGUE role. */
  deleteProduct: DeleteProductPayload;
  /** Marks a shipped order as delivered. Staff with the ORDERS role. */
  deliverOrder: Order;
  /** Takes an address out of the signed-in customer's book (myAddresses); answers what is left. */
  forgetAddress: Array<SavedAddress>;
  /** Hides a review from every public list and from its part's rating. Staff with the CUSTOMERS role. */
  hideReview: Review;
  /** Makes a user an admin: the shop's owner, with every staff role (OWNER). Owners only. */
  makeAdmin: MakeAdminPayload;
  /** Staff with the CUSTOMERS role: marks a contact message handled by them (or, with `handled: false`, not handled). */
  markContactMessageHandled: ContactMessage;
  /**
   * Adds the lines a visitor kept in their browser to the signed-in user's cart, as on signing in: a
   * product already in the cart gets the quantities added together; products no longer sold are left out.
   */
  mergeCart: Cart;
  /**
   * Adds the vehicles a visitor kept in their browser to the signed-in user's garage, as on signing in:
   * those it has already are not added twice, and past 10 the account's own are kept. `current`, an index
   * into `vehicles`, becomes the current vehicle.
   */
  mergeGarage: Garage;
  /** Names a vehicle of the signed-in user's garage ("Dad's truck"), at most 40 characters; blank: no name. */
  nameGarageVehicle: Garage;
  /** Orders a product for the signed-in user. The stock is reserved at once; the price is captured now. */
  placeOrder: Order;
  /**
   * Records an approved return's parts as received, each line restocked or written off, with every line
   * named once. Staff with the ORDERS role.
   */
  receiveReturn: OrderReturn;
  /**
   * Records a payment received outside the shop (a bank transfer, the courier's cash) for an order still
   * owing: `amountCents` at most what is due, `reference` the bank's or courier's. Paid in full, an order
   * AWAITING_PAYMENT becomes PAID. Staff with the ORDERS role.
   */
  recordPayment: Order;
  /**
   * Gives back `amountCents` (at most refundDueCents) of a cancelled order: a card order's through Stripe
   * (its refund's id becomes the reference), any other as staff paid it, `reference` the bank's. A card
   * order is refunded whole when it is cancelled; this is for the rest, and for a refund Stripe failed.
   * Staff with the ORDERS role.
   */
  refundOrder: Order;
  /**
   * Refunds a received return's amount: a card order's through Stripe, any other as staff paid it back,
   * `reference` the bank's. Staff with the ORDERS role.
   */
  refundReturn: OrderReturn;
  /** Refuses a requested return, saying why (the buyer is told). Staff with the ORDERS role. */
  refuseReturn: OrderReturn;
  /** Removes a vehicle from the signed-in user's garage; if it was current, the one added last becomes current. */
  removeGarageVehicle: Garage;
  /**
   * Removes a user: their sessions end at once, then their sign-in account and profile go. Their orders
   * stay for the record, and a later account with the same e-mail does not see them. Staff with the
   * CUSTOMERS role; only owners may remove a member of staff.
   */
  removeUser: RemoveUserPayload;
  /** Removes an endpoint, what is still queued for it and its delivery log. Owners only. */
  removeWebhook: RemoveWebhookPayload;
  /**
   * Asks to return lines of the signed-in buyer's own delivered order, within RETURN_DAYS (30) of delivery,
   * at most what was ordered less what other returns (not refused) already take back.
   */
  requestReturn: OrderReturn;
  /** Shows a hidden review again. Staff with the CUSTOMERS role. */
  restoreReview: Review;
  /** Sends a message to the shop through the contact form. */
  sendContactMessage: ContactMessage;
  /** Queues a `ping` for the endpoint, sent and signed like any event: the delivery log shows how it went. Owners only. */
  sendTestWebhook: WebhookDelivery;
  /** Makes one of the garage's vehicles the one the signed-in user shops for. */
  setCurrentVehicle: Garage;
  /**
   * Gives a user exactly these staff roles, taking the others: an empty list makes them a customer again.
   * OWNER is what makeAdmin gives and stands for every role. Owners only; an owner cannot take OWNER from
   * themselves (another owner can), so the shop always keeps one.
   */
  setStaffRoles: SetStaffRolesPayload;
  /** Marks a placed order as shipped, with the carrier and its tracking number. Staff with the ORDERS role. */
  shipOrder: Order;
  /**
   * Exchanges a Firebase ID token for the shop's own access token. Creates the user on first sign-in;
   * e-mails listed in ADMIN_EMAILS become admins (owners) once the identity provider has verified them. With
   * `email`, the token must belong to that address (FORBIDDEN otherwise, and nothing is stored).
   */
  signIn: SignInPayload;
  /**
   * Ends every session of the signed-in user, on every device, this one included: every access token
   * issued so far stops working, and the identity provider revokes the account's sign-ins, so each
   * device must sign in again.
   */
  signOutEverywhere: SignOutPayload;
  /**
   * Starts paying the signed-in buyer's own CARD order AWAITING_PAYMENT: Stripe is asked for a payment of
   * the order's total (once per order, however often this is called), and the answer is what Stripe.js
   * needs to confirm it. The order becomes PAID when Stripe tells the shop the payment succeeded.
   */
  startCardPayment: CardPayment;
  /** Sets the quantity of a line of the signed-in user's cart; 0 removes the line. */
  updateCartLine: Cart;
  /** Changes some fields of a product, e.g. its price or stock. Staff with the CATALOGUE role. */
  updateProduct: Product;
  /** Saves the signed-in user's profile; staff with the CUSTOMERS role may name another user by e-mail. */
  updateProfile: User;
};


export type MutationAddGarageVehicleArgs = {
  vehicle: GarageVehicleInput;
};


export type MutationAddProductArgs = {
  input: ProductInput;
};


export type MutationAddReviewArgs = {
  input: ReviewInput;
};


export type MutationAddToCartArgs = {
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  vehicle?: InputMaybe<VehicleInput>;
};


export type MutationAddWebhookArgs = {
  input: WebhookInput;
};


export type MutationAnswerContactMessageArgs = {
  answer: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationApproveReturnArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelOrderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCheckoutArgs = {
  input: CheckoutInput;
};


export type MutationConfirmFitmentArgs = {
  productId: Scalars['ID']['input'];
};


export type MutationDeleteProductArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeliverOrderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationForgetAddressArgs = {
  id: Scalars['ID']['input'];
};


export type MutationHideReviewArgs = {
  id: Scalars['ID']['input'];
};


export type MutationMakeAdminArgs = {
  email: Scalars['String']['input'];
};


export type MutationMarkContactMessageHandledArgs = {
  handled?: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationMergeCartArgs = {
  lines: Array<CartLineInput>;
};


export type MutationMergeGarageArgs = {
  current?: InputMaybe<Scalars['Int']['input']>;
  vehicles: Array<GarageVehicleInput>;
};


export type MutationNameGarageVehicleArgs = {
  id: Scalars['ID']['input'];
  nickname?: InputMaybe<Scalars['String']['input']>;
};


export type MutationPlaceOrderArgs = {
  input: PlaceOrderInput;
};


export type MutationReceiveReturnArgs = {
  id: Scalars['ID']['input'];
  lines: Array<ReceivedLineInput>;
};


export type MutationRecordPaymentArgs = {
  amountCents: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  reference: Scalars['String']['input'];
};


export type MutationRefundOrderArgs = {
  amountCents: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  reference?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRefundReturnArgs = {
  id: Scalars['ID']['input'];
  reference?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRefuseReturnArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationRemoveGarageVehicleArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveUserArgs = {
  email: Scalars['String']['input'];
};


export type MutationRemoveWebhookArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRequestReturnArgs = {
  input: ReturnInput;
};


export type MutationRestoreReviewArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSendContactMessageArgs = {
  input: ContactMessageInput;
};


export type MutationSendTestWebhookArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetCurrentVehicleArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetStaffRolesArgs = {
  email: Scalars['String']['input'];
  roles: Array<StaffRole>;
};


export type MutationShipOrderArgs = {
  carrier: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  trackingNumber: Scalars['String']['input'];
};


export type MutationSignInArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  idToken: Scalars['String']['input'];
};


export type MutationStartCardPaymentArgs = {
  orderId: Scalars['ID']['input'];
};


export type MutationUpdateCartLineArgs = {
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};


export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: ProductUpdateInput;
};


export type MutationUpdateProfileArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  input: ProfileInput;
};

/**
 * An order of one product or more. `productId`, `name`, `unitPrice` and `quantity` summarise it as the
 * one-product orders of old did: for an order of several lines they are the first line's product id and
 * price, its name followed by "and N more", and the number of items of every line together; `lines` has
 * each one.
 */
export type Order = {
  __typename?: 'Order';
  /** Where it goes, on one line: as the legacy forms typed it, or `shipTo` written out. */
  address: Scalars['String']['output'];
  /** What is still to be paid, in cents: the total less the payments; 0 when paid in full or cancelled unpaid. */
  amountDueCents: Scalars['Int']['output'];
  /** The buyer's name as their account gives it now; null when it gives none, or the account is gone. */
  buyerName: Maybe<Scalars['String']['output']>;
  cancelledAt: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** The buyer's e-mail. */
  email: Scalars['String']['output'];
  /** Every status the order has had, with when, oldest first. */
  history: Array<OrderEvent>;
  id: Scalars['ID']['output'];
  /** Each product ordered, at the price and with the vehicle it had when the order was placed. */
  lines: Array<OrderLine>;
  /** The product's name when the order was placed; for several lines, the first one's and how many more. */
  name: Scalars['String']['output'];
  /** The number people read out and write to the shop about ("VP-10234"); `id` stays the API's key. */
  number: Scalars['String']['output'];
  /**
   * Until when the stock of an order AWAITING_PAYMENT is held for it: unpaid by then, the order is cancelled
   * and its stock given back. Null in every other status.
   */
  paymentDueBy: Maybe<Scalars['DateTime']['output']>;
  /** How the buyer chose to pay. */
  paymentMethod: PaymentMethod;
  /** Each payment received, oldest first. */
  payments: Array<Payment>;
  phone: Scalars['String']['output'];
  /** The first line's product. */
  productId: Scalars['ID']['output'];
  /** Items of every line together. */
  quantity: Scalars['Int']['output'];
  /** What the shop owes the buyer back, in cents: what a cancelled order kept (paid less refunded); 0 otherwise. */
  refundDueCents: Scalars['Int']['output'];
  /** Each refund given, oldest first. */
  refunds: Array<Refund>;
  /**
   * Until when its buyer may ask to return parts of it (RETURN_DAYS after delivery); null before delivery,
   * and once returns not refused claim every part it had.
   */
  returnableUntil: Maybe<Scalars['DateTime']['output']>;
  /** Returns asked of the order, oldest first. */
  returns: Array<OrderReturn>;
  /** Where it goes, when the buyer gave a postal address; null for a one-line `address`. */
  shipTo: Maybe<PostalAddress>;
  /** The carrier and tracking number; null until the order ships. */
  shipment: Maybe<Shipment>;
  /** How it ships; null for an order with a one-line address, which is charged its parts only. */
  shipping: Maybe<OrderShipping>;
  status: OrderStatus;
  /** What its parts cost: the sum of its lines' totals, in cents. */
  subtotalCents: Scalars['Int']['output'];
  /** The sales tax on its parts, in cents (0 where the shop charges none), at `taxPercent`. */
  taxCents: Scalars['Int']['output'];
  taxPercent: Scalars['Float']['output'];
  /** What the order costs, in US dollars: its parts, shipping and tax. */
  total: Scalars['Float']['output'];
  /** `total` in cents, the amount every payment is counted in. */
  totalCents: Scalars['Int']['output'];
  /** Price of one item of the first line when the order was placed, in US dollars. */
  unitPrice: Scalars['Float']['output'];
};

export type OrderConnection = {
  __typename?: 'OrderConnection';
  edges: Array<OrderEdge>;
  pageInfo: PageInfo;
  /** How many orders match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

export type OrderEdge = {
  __typename?: 'OrderEdge';
  /** Pass as `after` to get the orders that follow this one. */
  cursor: Scalars['String']['output'];
  node: Order;
};

export type OrderEvent = {
  __typename?: 'OrderEvent';
  at: Scalars['DateTime']['output'];
  status: OrderStatus;
};

/** Narrows the admin's list of orders: an order must match every field given. */
export type OrderFilter = {
  /**
   * Orders whose buyer's name (`Order.buyerName`, as their account gives it now) has a word starting with
   * this text, ignoring case: `bea` finds the orders of Bea Buyer and of Anna Beaumont. At most 60
   * characters.
   */
  buyer?: InputMaybe<Scalars['String']['input']>;
  /**
   * Orders whose buyer's e-mail starts with this text, ignoring case: `ann` finds the orders of
   * ann@example.com and Anna.Lee@example.com; a whole address finds that buyer's.
   */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Orders placed at or after this time. */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  /**
   * The order with this number, as its buyer reads it out: `VP-10234`, `vp-10234` or `10234`. At most 20
   * characters; text that is no order number finds none.
   */
  number?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<OrderStatus>;
  /** Orders placed before this time; must be later than `from`. */
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

export type OrderLine = {
  __typename?: 'OrderLine';
  /** What the part's fitment data said of that vehicle when the order was placed; null without a vehicle. */
  fitmentState: Maybe<FitmentState>;
  /** Whether the part surely fitted that vehicle when the order was placed; null without a vehicle. */
  fits: Maybe<Scalars['Boolean']['output']>;
  /** The product's name when the order was placed. */
  name: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  /** unitPrice times quantity, in US dollars. */
  total: Scalars['Float']['output'];
  /** Price of one item when the order was placed, in US dollars. */
  unitPrice: Scalars['Float']['output'];
  /** The vehicle the part was bought for, if the buyer had chosen one. */
  vehicle: Maybe<Vehicle>;
};

/** Parts of a delivered order its buyer sends back (an RMA). */
export type OrderReturn = {
  __typename?: 'OrderReturn';
  /** What the returned lines cost, in cents: what the buyer is refunded. */
  amountCents: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The buyer's e-mail. */
  email: Scalars['String']['output'];
  history: Array<ReturnEvent>;
  id: Scalars['ID']['output'];
  lines: Array<ReturnLine>;
  /** The buyer's words. */
  note: Maybe<Scalars['String']['output']>;
  /** The order's number and the return's count ("VP-10234-R1"), for the parcel's label. */
  number: Scalars['String']['output'];
  orderId: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
  reason: ReturnReason;
  /** The refund, once given. */
  refund: Maybe<Refund>;
  /** Why staff refused it. */
  refusal: Maybe<Scalars['String']['output']>;
  status: ReturnStatus;
};

/** How an order ships, as chosen and priced at checkout. */
export type OrderShipping = {
  __typename?: 'OrderShipping';
  arrivesBy: Scalars['DateTime']['output'];
  /** When the parts were expected when ordered: from the soonest to the latest day. */
  arrivesFrom: Scalars['DateTime']['output'];
  /** The method's code when the order was placed. */
  method: Scalars['String']['output'];
  name: Scalars['String']['output'];
  priceCents: Scalars['Int']['output'];
};

/**
 * Where an order is in its life. An order paid before it ships (BANK_TRANSFER, CARD) is AWAITING_PAYMENT,
 * its stock held, until paid (PAID) or its hold runs out (CANCELLED); an order paid on delivery, and every
 * order placed by placeOrder, is PLACED. PLACED or PAID, then SHIPPED, then DELIVERED; or CANCELLED before
 * it ships.
 */
export type OrderStatus =
  | 'AWAITING_PAYMENT'
  | 'CANCELLED'
  | 'DELIVERED'
  | 'PAID'
  | 'PLACED'
  | 'SHIPPED';

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

/** What kind of part a product is, as ACES/PCdb's part terminology names it (labels in shared/part-types.ts). */
export type PartType =
  | 'AIR_FILTER'
  | 'BATTERY'
  | 'BRAKE_CALIPER'
  | 'BRAKE_FLUID'
  | 'BRAKE_HARDWARE'
  | 'BRAKE_PADS'
  | 'BRAKE_ROTOR'
  | 'CABIN_AIR_FILTER'
  | 'FUEL_FILTER'
  | 'IGNITION_COIL'
  | 'OIL_FILTER'
  | 'SHOCK_ABSORBER'
  | 'SPARK_PLUG'
  | 'STRUT'
  | 'WIPER_BLADE';

/** A payment received for an order. */
export type Payment = {
  __typename?: 'Payment';
  /** In cents. */
  amountCents: Scalars['Int']['output'];
  at: Scalars['DateTime']['output'];
  method: PaymentMethod;
  /** The bank's or courier's reference staff recorded, or the card payment's id at Stripe. */
  reference: Scalars['String']['output'];
};

/** How an order is paid. */
export type PaymentMethod =
  /** A bank transfer, before the parts ship: staff record it when it arrives; the stock is held 7 days. */
  | 'BANK_TRANSFER'
  /** A card, through Stripe, on the checkout page; only where the shop has Stripe's keys. */
  | 'CARD'
  /** To the courier when the parts arrive: the order ships at once, and staff record the payment. */
  | 'PAY_ON_DELIVERY';

/** A way to pay the shop takes, as checkout offers it. */
export type PaymentOption = {
  __typename?: 'PaymentOption';
  /** What the buyer should know before choosing it: when the parts ship, how long the stock is held. */
  description: Scalars['String']['output'];
  /** What checkout calls it ("Pay on delivery"). */
  label: Scalars['String']['output'];
  method: PaymentMethod;
};

export type PlaceOrderInput = {
  address: Scalars['String']['input'];
  /** The buyer's e-mail as an order form shows it; optional, and when given it must be the signed-in user's. */
  email?: InputMaybe<Scalars['String']['input']>;
  phone: Scalars['String']['input'];
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

/** Where an order goes (as PostalAddressInput gave it, the region as the country's code where it has a list). */
export type PostalAddress = {
  __typename?: 'PostalAddress';
  city: Scalars['String']['output'];
  /** The two-letter code. */
  country: Scalars['String']['output'];
  /** The country's name in English. */
  countryName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
  region: Maybe<Scalars['String']['output']>;
  street: Scalars['String']['output'];
};

/**
 * Where an order goes, as a postal service needs it. Each country's own postal codes are checked (a US
 * address has a ZIP code like 94103, a Canadian one a code like K1A 0B1), and a country with states or
 * provinces (US, Canada, Australia) must name one, by its code or its name.
 */
export type PostalAddressInput = {
  city: Scalars['String']['input'];
  /** The country's two-letter code (ISO 3166-1), of a country the shop ships to. */
  country: Scalars['String']['input'];
  /** The person the parcel is for. */
  name: Scalars['String']['input'];
  postalCode: Scalars['String']['input'];
  /** The state or province (required in the US, Canada and Australia); elsewhere as the buyer writes it, if at all. */
  region?: InputMaybe<Scalars['String']['input']>;
  street: Scalars['String']['input'];
};

/** A part the shop sells. */
export type Product = {
  __typename?: 'Product';
  /** How many are in stock. */
  availableQuantity: Scalars['Int']['output'];
  category: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  /** The part's "did not fit" returns per vehicle, with the units sold for each. Staff with the CATALOGUE or ORDERS role. */
  fitReturns: Array<FitReturn>;
  /**
   * Flagged "check this fitment": two or more returns for one vehicle said the part did not fit it, since
   * staff last confirmed or edited its fitments. Staff with the CATALOGUE or ORDERS role.
   */
  fitmentCheck: Scalars['Boolean']['output'];
  /** What the part's fitment data says of this vehicle: the rule of the vehicle filter and of every badge. */
  fitmentState: FitmentState;
  /** The vehicles this part fits, empty for universal parts and for parts with no fitment data yet. */
  fitments: Array<Fitment>;
  /**
   * Whether the part surely fits this vehicle: fitmentState is FITS or UNIVERSAL.
   * @deprecated Use fitmentState, which also tells a part with no fitment data from one that does not fit.
   */
  fits: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Other brands' numbers for the same part, as written; a search finds the part by any of them. */
  interchangeNumbers: Array<Scalars['String']['output']>;
  /** The smallest quantity one order may ask for. */
  minimumOrderQuantity: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** The carmaker's (OE) numbers this part replaces, as written ("04465-06090"); a search finds the part by any of them. */
  oeNumbers: Array<Scalars['String']['output']>;
  /** The manufacturer's part number. */
  partNumber: Scalars['String']['output'];
  /** What kind of part it is; null when not told. Job kits find their pieces by it. */
  partType: Maybe<PartType>;
  /** URL of the product's picture. */
  picture: Scalars['String']['output'];
  /** Price of one item, in US dollars. */
  price: Scalars['Float']['output'];
  /** What the part's reviews say of it, hidden ones left out. */
  rating: ProductRating;
  /** Stock at or below this is low (ProductFilter.lowStock). Null: the shop's default (LOW_STOCK_DEFAULT, 5 unless set). */
  reorderLevel: Maybe<Scalars['Int']['output']>;
  /** The part's reviews, newest first, hidden ones left out (20 a page by default, at most 100). */
  reviews: ReviewConnection;
  /**
   * Whether the part fits every vehicle (bulbs by socket, fluids by grade). A part neither universal nor
   * listing vehicles has no fitment data yet: its fitment is not confirmed.
   */
  universal: Scalars['Boolean']['output'];
};


/** A part the shop sells. */
export type ProductFitmentStateArgs = {
  vehicle: VehicleInput;
};


/** A part the shop sells. */
export type ProductFitsArgs = {
  vehicle: VehicleInput;
};


/** A part the shop sells. */
export type ProductReviewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type ProductConnection = {
  __typename?: 'ProductConnection';
  edges: Array<ProductEdge>;
  pageInfo: PageInfo;
  /** How many products match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

export type ProductEdge = {
  __typename?: 'ProductEdge';
  /** Pass as `after` to get the products that follow this one. */
  cursor: Scalars['String']['output'];
  node: Product;
};

export type ProductFilter = {
  category?: InputMaybe<Scalars['String']['input']>;
  /** As submodel, for the shopper's engine. */
  engine?: InputMaybe<Scalars['String']['input']>;
  /** Only products with stock left. */
  inStock?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only products whose stock is at or below their reorder level (Product.reorderLevel, or the shop's default). */
  lowStock?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * make, model and year: the parts that fit the vehicle, fit some of its submodels or engines, or fit every
   * vehicle (fitmentState FITS, FITS_SOME or UNIVERSAL); never the parts with no fitment data.
   */
  make?: InputMaybe<Scalars['String']['input']>;
  model?: InputMaybe<Scalars['String']['input']>;
  /**
   * A number or words. Typed as a number some part has (its part number, one of its OE or interchange
   * numbers) with or without dashes, spaces or capitals ("bp1210cf" and "BP 1210 CF" are BP-1210-CF), it
   * finds the parts with that number. Otherwise, words to find in the name, the part number or the
   * description: every word must appear, in any case and as a word or the start of one ("pad" finds
   * "pads", "bp-1210" a part number); -word excludes. Without a chosen sort the best matches come first.
   */
  search?: InputMaybe<Scalars['String']['input']>;
  /**
   * With make, model and year: the shopper's submodel, so that a part fitting only other submodels is left
   * out (fitmentState DOES_NOT_FIT) and one fitting theirs is no longer "fits some". Blank: not told.
   */
  submodel?: InputMaybe<Scalars['String']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
};

export type ProductInput = {
  availableQuantity?: InputMaybe<Scalars['Int']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** Left out or empty, and not universal: the part's fitment is not confirmed. */
  fitments?: InputMaybe<Array<FitmentInput>>;
  /** Other brands' numbers for it: at most 20, each at most 40 characters; blanks and repeats are left out. */
  interchangeNumbers?: InputMaybe<Array<Scalars['String']['input']>>;
  minimumOrderQuantity: Scalars['Int']['input'];
  name: Scalars['String']['input'];
  /** The OE numbers it replaces: at most 20, each at most 40 characters; blanks and repeats are left out. */
  oeNumbers?: InputMaybe<Array<Scalars['String']['input']>>;
  partNumber?: InputMaybe<Scalars['String']['input']>;
  /** Left out: none. */
  partType?: InputMaybe<PartType>;
  picture?: InputMaybe<Scalars['String']['input']>;
  price: Scalars['Float']['input'];
  /** Stock at or below this is low; left out, the shop's default applies. */
  reorderLevel?: InputMaybe<Scalars['Int']['input']>;
  /** True: the part fits every vehicle, and lists none (not with vehicles in `fitments`). Left out: false. */
  universal?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A part a signed-in customer bought: what their review of it carries. */
export type ProductPurchase = {
  __typename?: 'ProductPurchase';
  /** When the order was placed. */
  orderedAt: Scalars['DateTime']['output'];
  /** The vehicle they bought it for, if they had chosen one: their review may say it fitted. */
  vehicle: Maybe<Vehicle>;
};

/** A part's rating, from its reviews that are not hidden. */
export type ProductRating = {
  __typename?: 'ProductRating';
  /** The mean of their ratings (1 to 5); null while the part has no reviews. */
  average: Maybe<Scalars['Float']['output']>;
  /** How many reviews. */
  count: Scalars['Int']['output'];
  /**
   * For each vehicle reviewers bought the part for and said it fitted (Review.fitConfirmed), by year, make
   * and model: how many said so. Most first.
   */
  fitConfirmed: Array<FitConfirmation>;
};

export type ProductSort =
  | 'NAME_ASC'
  | 'NAME_DESC'
  | 'NEWEST'
  | 'PART_NUMBER_ASC'
  | 'PART_NUMBER_DESC'
  | 'PRICE_ASC'
  | 'PRICE_DESC'
  /** Best match first, for a search (NEWEST without one). */
  | 'RELEVANCE'
  /** Least stock first. */
  | 'STOCK_ASC'
  | 'STOCK_DESC';

/** Only the fields given change. */
export type ProductUpdateInput = {
  availableQuantity?: InputMaybe<Scalars['Int']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** Replaces the whole list; vehicles given make a universal part no longer universal. */
  fitments?: InputMaybe<Array<FitmentInput>>;
  /** Replaces the whole list; an empty list removes them all. */
  interchangeNumbers?: InputMaybe<Array<Scalars['String']['input']>>;
  minimumOrderQuantity?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** Replaces the whole list; an empty list removes them all. */
  oeNumbers?: InputMaybe<Array<Scalars['String']['input']>>;
  partNumber?: InputMaybe<Scalars['String']['input']>;
  /** Null: none. */
  partType?: InputMaybe<PartType>;
  picture?: InputMaybe<Scalars['String']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
  /** Null: back to the shop's default. */
  reorderLevel?: InputMaybe<Scalars['Int']['input']>;
  /** True: the part fits every vehicle, and its listed vehicles are removed. Not with vehicles in `fitments`. */
  universal?: InputMaybe<Scalars['Boolean']['input']>;
};

export type Profile = {
  __typename?: 'Profile';
  address: Maybe<Scalars['String']['output']>;
  education: Maybe<Scalars['String']['output']>;
  phone: Maybe<Scalars['String']['output']>;
};

export type ProfileInput = {
  address: Scalars['String']['input'];
  education: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /**
   * Every review, hidden ones included, newest first, a page at a time (20 by default, at most 100), for
   * staff to hide and restore: `hidden: true` keeps the hidden ones, `false` those shown. Staff with the
   * CUSTOMERS role.
   */
  allReviews: ReviewConnection;
  /**
   * The audit log: every change staff made to products, the catalogue, orders and accounts, with who made
   * it, when and the values before and after; newest first, filtered and paged (20 a page by default, at
   * most 100). Owners only. Nothing in the API changes or removes a record.
   */
  auditLog: AuditEntryConnection;
  /** The signed-in user's cart, kept on the server: it follows them from device to device. */
  cart: Cart;
  /**
   * A cart that is not stored: the lines a visitor keeps in their browser, priced, checked against stock
   * and their vehicles exactly as a signed-in user's cart is. Lines of products no longer sold are left out.
   */
  cartPreview: Cart;
  /** Categories that have at least one product, in alphabetical order. */
  categories: Array<Scalars['String']['output']>;
  /**
   * Staff with the CUSTOMERS role: the contact form's messages (the Inbox), newest first, a page at a time. `handled: false` keeps
   * those nobody has dealt with yet (the dashboard menu counts them with `first: 0` and `totalCount`),
   * `handled: true` the others.
   */
  contactMessages: ContactMessageConnection;
  /**
   * Reads a 17-character VIN offline, from NHTSA's vPIC data shipped with the shop: its model year (10th
   * character) and make (the WMI) always, its model and engine where the data knows them. Spaces and lower
   * case are accepted. A VIN that cannot be read is refused with BAD_USER_INPUT on the field `vin`, saying
   * why: its length, a character no VIN uses, a wrong check digit, or a maker the data does not know.
   */
  decodeVin: DecodedVin;
  /** The parts flagged "check this fitment", those with the most returns for one vehicle first. Staff with the CATALOGUE role. */
  fitmentChecks: Array<Product>;
  /** The signed-in user's garage: the vehicles they keep, and the one they shop for, on every device. */
  garage: Garage;
  /**
   * The pieces a job (a front brake job) needs for a vehicle, each the best part that fits it: FITS before
   * FITS_SOME (never a part that does not fit or whose fitment is not confirmed), in stock first, then the
   * cheapest; with the quantity its position asks for and a warning where no part fits or only some do.
   */
  jobKit: JobKit;
  /** The signed-in user. */
  me: Maybe<User>;
  /** The signed-in customer's addresses, kept as they check out, the last used first (10 at most). */
  myAddresses: Array<SavedAddress>;
  /**
   * The signed-in user's orders that are not cancelled, newest first. `email`, as legacy clients name the
   * buyer, must be the signed-in user's own: anyone else's is refused, admins' included.
   */
  myOrders: Array<Order>;
  /**
   * The signed-in user's purchase of a part, as their review of it would carry it (ReviewInput.productId):
   * their latest order of it that has shipped or been delivered; null when they have none.
   */
  myPurchase: Maybe<ProductPurchase>;
  /** The signed-in buyer's returns, newest first. */
  myReturns: Array<OrderReturn>;
  /** One order: the signed-in user's own, or any for staff with the ORDERS role; null when there is none they may see. */
  order: Maybe<Order>;
  /**
   * Orders, cancelled ones included, newest first, filtered and paged (20 a page by default, at most 100).
   * Staff with the ORDERS role.
   */
  orders: OrderConnection;
  /** The ways to pay the shop takes now, in the order checkout offers them. Open to everyone. */
  paymentOptions: Array<PaymentOption>;
  /** One product, or null when no product has this id. */
  product: Maybe<Product>;
  /**
   * The catalogue, filtered, sorted and paged (20 a page by default, at most 100). Without a sort, a
   * search is ordered by RELEVANCE and everything else by NEWEST.
   */
  products: ProductConnection;
  /** Returns, newest first, those in `status` only when given (at most `first`, 100). Staff with the ORDERS role. */
  returns: Array<OrderReturn>;
  /**
   * The `last` most recent reviews (20 by default, at most 100), oldest first: of the shop and of its parts,
   * hidden ones left out.
   */
  reviews: Array<Review>;
  /**
   * The orders placed from `from` (included) to `to` (left out; now when not given), cancelled ones and
   * those still AWAITING_PAYMENT left out: how many, and what they came to. The dashboard's overview asks it for the day of the staff member
   * reading it. Staff with the ORDERS role.
   */
  salesSummary: SalesSummary;
  /** The ways the shop ships, in the order checkout offers them (the first is the default), with their prices and times. Open to everyone. */
  shippingMethods: Array<ShippingMethod>;
  /** A user by e-mail, or null. Users may look themselves up; staff with the CUSTOMERS role anyone. */
  user: Maybe<User>;
  /** Users in sign-up order, filtered and paged (20 a page by default, at most 100). Staff with the CUSTOMERS role. */
  users: UserConnection;
  /**
   * The submodels and engines the catalogue's fitments tell apart for one vehicle: where a part fits only
   * some of them (fitmentState FITS_SOME), telling which is yours (ProductFilter and VehicleInput `submodel`,
   * `engine`) makes the filter and the badge say whether it fits. Empty: every part that fits the vehicle
   * fits all its submodels and engines.
   */
  vehicleVariants: VehicleVariants;
  /** Every make any part fits, with its models and the years some part fits. */
  vehicles: Array<VehicleMake>;
  /** Integrators' webhook endpoints, oldest first, with their delivery logs. Owners only. */
  webhooks: Array<Webhook>;
};


export type QueryAllReviewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  hidden?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryAuditLogArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AuditFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCartPreviewArgs = {
  lines: Array<CartLineInput>;
};


export type QueryContactMessagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  handled?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryDecodeVinArgs = {
  vin: Scalars['String']['input'];
};


export type QueryJobKitArgs = {
  job: JobKind;
  vehicle: VehicleInput;
};


export type QueryMyOrdersArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMyPurchaseArgs = {
  productId: Scalars['ID']['input'];
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<OrderFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ProductFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};


export type QueryReturnsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ReturnStatus>;
};


export type QueryReviewsArgs = {
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySalesSummaryArgs = {
  from: Scalars['DateTime']['input'];
  to?: InputMaybe<Scalars['DateTime']['input']>;
};


export type QueryUserArgs = {
  email: Scalars['String']['input'];
};


export type QueryUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<UserFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryVehicleVariantsArgs = {
  make: Scalars['String']['input'];
  model: Scalars['String']['input'];
  year: Scalars['Int']['input'];
};

/** A returned line as staff received it: back on the shelf, or written off (damaged, used). */
export type ReceivedLineInput = {
  productId: Scalars['ID']['input'];
  restock: Scalars['Boolean']['input'];
};

/** Money given back for an order. */
export type Refund = {
  __typename?: 'Refund';
  /** In cents. */
  amountCents: Scalars['Int']['output'];
  at: Scalars['DateTime']['output'];
  method: PaymentMethod;
  /** The card refund's id at Stripe, or the bank's reference staff recorded. */
  reference: Scalars['String']['output'];
};

export type RemoveUserPayload = {
  __typename?: 'RemoveUserPayload';
  email: Scalars['String']['output'];
  removed: Scalars['Boolean']['output'];
};

export type RemoveWebhookPayload = {
  __typename?: 'RemoveWebhookPayload';
  id: Scalars['ID']['output'];
  removed: Scalars['Boolean']['output'];
};

export type ReturnEvent = {
  __typename?: 'ReturnEvent';
  at: Scalars['DateTime']['output'];
  status: ReturnStatus;
};

export type ReturnInput = {
  lines: Array<ReturnLineInput>;
  note?: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['ID']['input'];
  reason: ReturnReason;
};

export type ReturnLine = {
  __typename?: 'ReturnLine';
  name: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  /** Once received: back on the shelf (true) or written off (false). */
  restocked: Maybe<Scalars['Boolean']['output']>;
  /** Price of one item when the order was placed, in US dollars. */
  unitPrice: Scalars['Float']['output'];
  /** The vehicle the part was bought for, if any: a DID_NOT_FIT return names it. */
  vehicle: Maybe<Vehicle>;
};

export type ReturnLineInput = {
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

/** Why a part goes back. DID_NOT_FIT tells the shop its fitment data may be wrong for the line's vehicle. */
export type ReturnReason =
  | 'DAMAGED'
  | 'DID_NOT_FIT'
  | 'NO_LONGER_NEEDED'
  | 'WRONG_PART';

/**
 * Where a return is: REQUESTED by the buyer; APPROVED or REFUSED by staff; the parts RECEIVED back, each
 * line restocked or written off; REFUNDED.
 */
export type ReturnStatus =
  | 'APPROVED'
  | 'RECEIVED'
  | 'REFUNDED'
  | 'REFUSED'
  | 'REQUESTED';

export type Review = {
  __typename?: 'Review';
  createdAt: Scalars['DateTime']['output'];
  feedback: Scalars['String']['output'];
  /** Whether the reviewer said the part fitted `vehicle`. */
  fitConfirmed: Scalars['Boolean']['output'];
  /** Whether staff have hidden it; only allReviews lists hidden reviews. */
  hidden: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The part reviewed; null for a review of the shop, or of a part no longer sold. */
  product: Maybe<Product>;
  /** From 1 to 5. */
  ratings: Scalars['Int']['output'];
  /** The vehicle the reviewer bought the part for (from their order), if they had chosen one. */
  vehicle: Maybe<Vehicle>;
  /**
   * Whether the reviewer had bought the part from the shop when writing: an order of it had shipped or been
   * delivered (an order that can still be cancelled does not count).
   */
  verifiedPurchase: Scalars['Boolean']['output'];
};

export type ReviewConnection = {
  __typename?: 'ReviewConnection';
  edges: Array<ReviewEdge>;
  pageInfo: PageInfo;
  /** How many reviews match, over all pages. */
  totalCount: Scalars['Int']['output'];
};

export type ReviewEdge = {
  __typename?: 'ReviewEdge';
  /** Pass as `after` to get the reviews that follow this one. */
  cursor: Scalars['String']['output'];
  node: Review;
};

export type ReviewInput = {
  feedback: Scalars['String']['input'];
  /**
   * The part fitted the vehicle the reviewer bought it for (ProductPurchase.vehicle); refused when they
   * bought it for no vehicle.
   */
  fitConfirmed?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  /** The part reviewed; left out, the review is of the shop. */
  productId?: InputMaybe<Scalars['ID']['input']>;
  ratings: Scalars['Int']['input'];
};

/** ADMIN is the shop's owner (every staff role); everyone else is a CUSTOMER, who may hold staff roles. */
export type Role =
  | 'ADMIN'
  | 'CUSTOMER';

/** Orders placed in a span of time, cancelled and unpaid ones left out. */
export type SalesSummary = {
  __typename?: 'SalesSummary';
  /** How many orders. */
  orders: Scalars['Int']['output'];
  /** What they came to, in US dollars. */
  total: Scalars['Float']['output'];
};

/** An address a customer checked out with, offered at their next checkout. */
export type SavedAddress = {
  __typename?: 'SavedAddress';
  address: PostalAddress;
  id: Scalars['ID']['output'];
  /** The phone given with it. */
  phone: Scalars['String']['output'];
  usedAt: Scalars['DateTime']['output'];
};

export type SetStaffRolesPayload = {
  __typename?: 'SetStaffRolesPayload';
  /** False when the user already held exactly these roles. */
  changed: Scalars['Boolean']['output'];
  user: User;
};

export type Shipment = {
  __typename?: 'Shipment';
  carrier: Scalars['String']['output'];
  shippedAt: Scalars['DateTime']['output'];
  trackingNumber: Scalars['String']['output'];
};

/** A way the shop ships (SHIPPING_METHODS). */
export type ShippingMethod = {
  __typename?: 'ShippingMethod';
  /** The API's name of it, as CheckoutInput.shippingMethod takes it: STANDARD. */
  code: Scalars['String']['output'];
  /** Orders of parts worth this much or more ship free by it, in cents; null: never free. */
  freeOverCents: Maybe<Scalars['Int']['output']>;
  maxDays: Scalars['Int']['output'];
  /** Business days from ordering to the door, at the soonest and the latest. */
  minDays: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  priceCents: Scalars['Int']['output'];
};

/** An order of the cart's parts shipped by one method. */
export type ShippingQuote = {
  __typename?: 'ShippingQuote';
  arrivesBy: Scalars['DateTime']['output'];
  /** When the parts would arrive if ordered now: from the soonest to the latest business day. */
  arrivesFrom: Scalars['DateTime']['output'];
  method: ShippingMethod;
  /** What shipping costs by it: its price, or 0 over its free threshold. */
  shippingCents: Scalars['Int']['output'];
  /** The sales tax on the parts; null while the destination is not known. */
  taxCents: Maybe<Scalars['Int']['output']>;
  /** Parts, shipping and tax (the tax once known), in cents. */
  totalCents: Scalars['Int']['output'];
};

export type SignInPayload = {
  __typename?: 'SignInPayload';
  /** Send as `Authorization: Bearer <accessToken>`. */
  accessToken: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
  user: User;
};

export type SignOutPayload = {
  __typename?: 'SignOutPayload';
  signedOut: Scalars['Boolean']['output'];
};

/** What a member of staff may do (README, Staff roles). */
export type StaffRole =
  /** Products, fitments, catalogue import and export. */
  | 'CATALOGUE'
  /** Users, their profiles, the Inbox. */
  | 'CUSTOMERS'
  /** Every order: shipping, delivery, cancelling. */
  | 'ORDERS'
  /** Everything: the other three roles, giving and taking roles. What makeAdmin gives. */
  | 'OWNER';

export type User = {
  __typename?: 'User';
  createdAt: Scalars['DateTime']['output'];
  displayName: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The picture the identity provider has for the user, if any. */
  photoUrl: Maybe<Scalars['String']['output']>;
  profile: Profile;
  role: Role;
  /** The staff roles the user holds, none for customers; admins hold OWNER. */
  staffRoles: Array<StaffRole>;
};

export type UserConnection = {
  __typename?: 'UserConnection';
  edges: Array<UserEdge>;
  pageInfo: PageInfo;
  /** How many users match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

export type UserEdge = {
  __typename?: 'UserEdge';
  /** Pass as `after` to get the users that follow this one. */
  cursor: Scalars['String']['output'];
  node: User;
};

/** Narrows the admin's list of users. */
export type UserFilter = {
  /**
   * Users whose e-mail starts with this text, ignoring case: `ann` finds ann@example.com and
   * Anna.Lee@example.com.
   */
  email?: InputMaybe<Scalars['String']['input']>;
};

/** A vehicle as a shopper chose it: make, model and model year, and its submodel and engine when told. */
export type Vehicle = {
  __typename?: 'Vehicle';
  engine: Maybe<Scalars['String']['output']>;
  make: Scalars['String']['output'];
  model: Scalars['String']['output'];
  submodel: Maybe<Scalars['String']['output']>;
  year: Scalars['Int']['output'];
};

export type VehicleInput = {
  /** As submodel, for a fitment narrowed to an engine. */
  engine?: InputMaybe<Scalars['String']['input']>;
  make: Scalars['String']['input'];
  model: Scalars['String']['input'];
  /** Asked of Product.fitmentState: with it, a fitment narrowed to a submodel fits or not, instead of FITS_SOME. */
  submodel?: InputMaybe<Scalars['String']['input']>;
  year: Scalars['Int']['input'];
};

/** Makes of vehicles the catalogue has parts for. */
export type VehicleMake = {
  __typename?: 'VehicleMake';
  make: Scalars['String']['output'];
  models: Array<VehicleModel>;
};

export type VehicleModel = {
  __typename?: 'VehicleModel';
  model: Scalars['String']['output'];
  /** Model years some part fits, ascending. */
  years: Array<Scalars['Int']['output']>;
};

/** What a shopper may tell of their vehicle beyond year, make and model, in the catalogue's spelling. */
export type VehicleVariants = {
  __typename?: 'VehicleVariants';
  /** Alphabetical. */
  engines: Array<Scalars['String']['output']>;
  /** Alphabetical. */
  submodels: Array<Scalars['String']['output']>;
};

export type Webhook = {
  __typename?: 'Webhook';
  createdAt: Scalars['DateTime']['output'];
  /** The e-mail of the owner who added it. */
  createdBy: Scalars['String']['output'];
  /** What was sent to it and how it went, newest first (20 a page by default, at most 100). */
  deliveries: WebhookDeliveryConnection;
  events: Array<WebhookEvent>;
  id: Scalars['ID']['output'];
  /** The HMAC-SHA256 key the deliveries are signed with: give it to the receiver. */
  secret: Scalars['String']['output'];
  url: Scalars['String']['output'];
};


export type WebhookDeliveriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  attempts: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  deliveredAt: Maybe<Scalars['DateTime']['output']>;
  /** The event's name as the body has it (order.shipped), or ping for a test. */
  event: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastAttemptAt: Maybe<Scalars['DateTime']['output']>;
  /** Why the last attempt failed without an answer (refused, timed out, a private address). */
  lastError: Maybe<Scalars['String']['output']>;
  /** The receiver's HTTP status at the last attempt, if it answered. */
  lastStatusCode: Maybe<Scalars['Int']['output']>;
  /** When it will be tried again, while pending. */
  nextAttemptAt: Maybe<Scalars['DateTime']['output']>;
  status: WebhookDeliveryStatus;
};

export type WebhookDeliveryConnection = {
  __typename?: 'WebhookDeliveryConnection';
  edges: Array<WebhookDeliveryEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type WebhookDeliveryEdge = {
  __typename?: 'WebhookDeliveryEdge';
  cursor: Scalars['String']['output'];
  node: WebhookDelivery;
};

export type WebhookDeliveryStatus =
  | 'DELIVERED'
  /** Given up after its last attempt failed. */
  | 'FAILED'
  /** Queued, or waiting to be tried again. */
  | 'PENDING';

/** An event the shop sends to webhook endpoints; the payload's `event` is its name in lower case with a dot: order.placed. */
export type WebhookEvent =
  | 'ORDER_CANCELLED'
  /** Sent once the shop takes payments (not yet). */
  | 'ORDER_PAID'
  | 'ORDER_PLACED'
  | 'ORDER_SHIPPED'
  /** A product added, changed or deleted through the back office or the API. */
  | 'PRODUCT_CHANGED'
  /** An order took a part's stock to its reorder level or below (once each time it crosses). */
  | 'STOCK_LOW';

export type WebhookInput = {
  events: Array<WebhookEvent>;
  url: Scalars['String']['input'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AuditChange: ResolverTypeWrapper<AuditChangeDocument>;
  AuditEntry: ResolverTypeWrapper<AuditEntryDocument>;
  AuditEntryConnection: ResolverTypeWrapper<AuditPage>;
  AuditEntryEdge: ResolverTypeWrapper<Omit<AuditEntryEdge, 'node'> & { node: ResolversTypes['AuditEntry'] }>;
  AuditFilter: AuditFilter;
  AuditKind: AuditKind;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CardPayment: ResolverTypeWrapper<CardPayment>;
  Cart: ResolverTypeWrapper<PricedCart>;
  CartLine: ResolverTypeWrapper<PricedCartLine>;
  CartLineInput: CartLineInput;
  CartLineWarning: CartLineWarning;
  CartQuote: ResolverTypeWrapper<CartQuoteModel>;
  CheckoutInput: CheckoutInput;
  ContactAnswer: ResolverTypeWrapper<ContactAnswer>;
  ContactMessage: ResolverTypeWrapper<ContactMessageDocument>;
  ContactMessageConnection: ResolverTypeWrapper<ContactMessagePage>;
  ContactMessageEdge: ResolverTypeWrapper<Omit<ContactMessageEdge, 'node'> & { node: ResolversTypes['ContactMessage'] }>;
  ContactMessageHandling: ResolverTypeWrapper<ContactMessageHandling>;
  ContactMessageInput: ContactMessageInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DecodedVin: ResolverTypeWrapper<DecodedVin>;
  DeleteProductPayload: ResolverTypeWrapper<DeleteProductPayload>;
  DestinationInput: DestinationInput;
  ErrorCode: ErrorCode;
  FitConfirmation: ResolverTypeWrapper<Omit<FitConfirmation, 'vehicle'> & { vehicle: ResolversTypes['Vehicle'] }>;
  FitReturn: ResolverTypeWrapper<Omit<FitReturn, 'vehicle'> & { vehicle: ResolversTypes['Vehicle'] }>;
  Fitment: ResolverTypeWrapper<FitmentDocument>;
  FitmentInput: FitmentInput;
  FitmentPosition: FitmentPosition;
  FitmentState: FitmentState;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Garage: ResolverTypeWrapper<GarageView>;
  GarageVehicle: ResolverTypeWrapper<GarageVehicleDocument>;
  GarageVehicleInput: GarageVehicleInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JobKind: JobKind;
  JobKit: ResolverTypeWrapper<Omit<JobKit, 'lines'> & { lines: Array<ResolversTypes['JobKitLine']> }>;
  JobKitLine: ResolverTypeWrapper<Omit<JobKitLine, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  MakeAdminPayload: ResolverTypeWrapper<Omit<MakeAdminPayload, 'user'> & { user: ResolversTypes['User'] }>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Order: ResolverTypeWrapper<OrderDocument>;
  OrderConnection: ResolverTypeWrapper<OrderPage>;
  OrderEdge: ResolverTypeWrapper<Omit<OrderEdge, 'node'> & { node: ResolversTypes['Order'] }>;
  OrderEvent: ResolverTypeWrapper<OrderEventDocument>;
  OrderFilter: OrderFilter;
  OrderLine: ResolverTypeWrapper<OrderLineDocument>;
  OrderReturn: ResolverTypeWrapper<ReturnDocument>;
  OrderShipping: ResolverTypeWrapper<OrderShippingDocument>;
  OrderStatus: OrderStatus;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PartType: PartType;
  Payment: ResolverTypeWrapper<PaymentDocument>;
  PaymentMethod: PaymentMethod;
  PaymentOption: ResolverTypeWrapper<PaymentOption>;
  PlaceOrderInput: PlaceOrderInput;
  PostalAddress: ResolverTypeWrapper<PostalAddressDocument>;
  PostalAddressInput: PostalAddressInput;
  Product: ResolverTypeWrapper<ListedProduct>;
  ProductConnection: ResolverTypeWrapper<Omit<ProductConnection, 'edges'> & { edges: Array<ResolversTypes['ProductEdge']> }>;
  ProductEdge: ResolverTypeWrapper<Omit<ProductEdge, 'node'> & { node: ResolversTypes['Product'] }>;
  ProductFilter: ProductFilter;
  ProductInput: ProductInput;
  ProductPurchase: ResolverTypeWrapper<ReviewerPurchase>;
  ProductRating: ResolverTypeWrapper<PartRating>;
  ProductSort: ProductSort;
  ProductUpdateInput: ProductUpdateInput;
  Profile: ResolverTypeWrapper<Profile>;
  ProfileInput: ProfileInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReceivedLineInput: ReceivedLineInput;
  Refund: ResolverTypeWrapper<RefundDocument>;
  RemoveUserPayload: ResolverTypeWrapper<RemoveUserPayload>;
  RemoveWebhookPayload: ResolverTypeWrapper<RemoveWebhookPayload>;
  ReturnEvent: ResolverTypeWrapper<ReturnEventDocument>;
  ReturnInput: ReturnInput;
  ReturnLine: ResolverTypeWrapper<ReturnLineDocument>;
  ReturnLineInput: ReturnLineInput;
  ReturnReason: ReturnReason;
  ReturnStatus: ReturnStatus;
  Review: ResolverTypeWrapper<ReviewDocument>;
  ReviewConnection: ResolverTypeWrapper<ReviewPage>;
  ReviewEdge: ResolverTypeWrapper<Omit<ReviewEdge, 'node'> & { node: ResolversTypes['Review'] }>;
  ReviewInput: ReviewInput;
  Role: Role;
  SalesSummary: ResolverTypeWrapper<SalesSummary>;
  SavedAddress: ResolverTypeWrapper<SavedAddressDocument>;
  SetStaffRolesPayload: ResolverTypeWrapper<Omit<SetStaffRolesPayload, 'user'> & { user: ResolversTypes['User'] }>;
  Shipment: ResolverTypeWrapper<ShipmentDocument>;
  ShippingMethod: ResolverTypeWrapper<ShippingMethodConfig>;
  ShippingQuote: ResolverTypeWrapper<ShippingQuoteModel>;
  SignInPayload: ResolverTypeWrapper<Omit<SignInPayload, 'user'> & { user: ResolversTypes['User'] }>;
  SignOutPayload: ResolverTypeWrapper<SignOutPayload>;
  StaffRole: StaffRole;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  User: ResolverTypeWrapper<UserDocument>;
  UserConnection: ResolverTypeWrapper<UserPage>;
  UserEdge: ResolverTypeWrapper<Omit<UserEdge, 'node'> & { node: ResolversTypes['User'] }>;
  UserFilter: UserFilter;
  Vehicle: ResolverTypeWrapper<VehicleDocument>;
  VehicleInput: VehicleInput;
  VehicleMake: ResolverTypeWrapper<VehicleMake>;
  VehicleModel: ResolverTypeWrapper<VehicleModel>;
  VehicleVariants: ResolverTypeWrapper<VehicleVariants>;
  Webhook: ResolverTypeWrapper<WebhookEndpointDocument>;
  WebhookDelivery: ResolverTypeWrapper<WebhookDeliveryDocument>;
  WebhookDeliveryConnection: ResolverTypeWrapper<WebhookDeliveryPage>;
  WebhookDeliveryEdge: ResolverTypeWrapper<Omit<WebhookDeliveryEdge, 'node'> & { node: ResolversTypes['WebhookDelivery'] }>;
  WebhookDeliveryStatus: WebhookDeliveryStatus;
  WebhookEvent: WebhookEvent;
  WebhookInput: WebhookInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AuditChange: AuditChangeDocument;
  AuditEntry: AuditEntryDocument;
  AuditEntryConnection: AuditPage;
  AuditEntryEdge: Omit<AuditEntryEdge, 'node'> & { node: ResolversParentTypes['AuditEntry'] };
  AuditFilter: AuditFilter;
  Boolean: Scalars['Boolean']['output'];
  CardPayment: CardPayment;
  Cart: PricedCart;
  CartLine: PricedCartLine;
  CartLineInput: CartLineInput;
  CartQuote: CartQuoteModel;
  CheckoutInput: CheckoutInput;
  ContactAnswer: ContactAnswer;
  ContactMessage: ContactMessageDocument;
  ContactMessageConnection: ContactMessagePage;
  ContactMessageEdge: Omit<ContactMessageEdge, 'node'> & { node: ResolversParentTypes['ContactMessage'] };
  ContactMessageHandling: ContactMessageHandling;
  ContactMessageInput: ContactMessageInput;
  DateTime: Scalars['DateTime']['output'];
  DecodedVin: DecodedVin;
  DeleteProductPayload: DeleteProductPayload;
  DestinationInput: DestinationInput;
  FitConfirmation: Omit<FitConfirmation, 'vehicle'> & { vehicle: ResolversParentTypes['Vehicle'] };
  FitReturn: Omit<FitReturn, 'vehicle'> & { vehicle: ResolversParentTypes['Vehicle'] };
  Fitment: FitmentDocument;
  FitmentInput: FitmentInput;
  Float: Scalars['Float']['output'];
  Garage: GarageView;
  GarageVehicle: GarageVehicleDocument;
  GarageVehicleInput: GarageVehicleInput;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  JobKit: Omit<JobKit, 'lines'> & { lines: Array<ResolversParentTypes['JobKitLine']> };
  JobKitLine: Omit<JobKitLine, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  MakeAdminPayload: Omit<MakeAdminPayload, 'user'> & { user: ResolversParentTypes['User'] };
  Mutation: Record<PropertyKey, never>;
  Order: OrderDocument;
  OrderConnection: OrderPage;
  OrderEdge: Omit<OrderEdge, 'node'> & { node: ResolversParentTypes['Order'] };
  OrderEvent: OrderEventDocument;
  OrderFilter: OrderFilter;
  OrderLine: OrderLineDocument;
  OrderReturn: ReturnDocument;
  OrderShipping: OrderShippingDocument;
  PageInfo: PageInfo;
  Payment: PaymentDocument;
  PaymentOption: PaymentOption;
  PlaceOrderInput: PlaceOrderInput;
  PostalAddress: PostalAddressDocument;
  PostalAddressInput: PostalAddressInput;
  Product: ListedProduct;
  ProductConnection: Omit<ProductConnection, 'edges'> & { edges: Array<ResolversParentTypes['ProductEdge']> };
  ProductEdge: Omit<ProductEdge, 'node'> & { node: ResolversParentTypes['Product'] };
  ProductFilter: ProductFilter;
  ProductInput: ProductInput;
  ProductPurchase: ReviewerPurchase;
  ProductRating: PartRating;
  ProductUpdateInput: ProductUpdateInput;
  Profile: Profile;
  ProfileInput: ProfileInput;
  Query: Record<PropertyKey, never>;
  ReceivedLineInput: ReceivedLineInput;
  Refund: RefundDocument;
  RemoveUserPayload: RemoveUserPayload;
  RemoveWebhookPayload: RemoveWebhookPayload;
  ReturnEvent: ReturnEventDocument;
  ReturnInput: ReturnInput;
  ReturnLine: ReturnLineDocument;
  ReturnLineInput: ReturnLineInput;
  Review: ReviewDocument;
  ReviewConnection: ReviewPage;
  ReviewEdge: Omit<ReviewEdge, 'node'> & { node: ResolversParentTypes['Review'] };
  ReviewInput: ReviewInput;
  SalesSummary: SalesSummary;
  SavedAddress: SavedAddressDocument;
  SetStaffRolesPayload: Omit<SetStaffRolesPayload, 'user'> & { user: ResolversParentTypes['User'] };
  Shipment: ShipmentDocument;
  ShippingMethod: ShippingMethodConfig;
  ShippingQuote: ShippingQuoteModel;
  SignInPayload: Omit<SignInPayload, 'user'> & { user: ResolversParentTypes['User'] };
  SignOutPayload: SignOutPayload;
  String: Scalars['String']['output'];
  User: UserDocument;
  UserConnection: UserPage;
  UserEdge: Omit<UserEdge, 'node'> & { node: ResolversParentTypes['User'] };
  UserFilter: UserFilter;
  Vehicle: VehicleDocument;
  VehicleInput: VehicleInput;
  VehicleMake: VehicleMake;
  VehicleModel: VehicleModel;
  VehicleVariants: VehicleVariants;
  Webhook: WebhookEndpointDocument;
  WebhookDelivery: WebhookDeliveryDocument;
  WebhookDeliveryConnection: WebhookDeliveryPage;
  WebhookDeliveryEdge: Omit<WebhookDeliveryEdge, 'node'> & { node: ResolversParentTypes['WebhookDelivery'] };
  WebhookInput: WebhookInput;
};

export type AuditChangeResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AuditChange'] = ResolversParentTypes['AuditChange']> = {
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  by?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['AuditChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AuditKind'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditEntryConnectionResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AuditEntryConnection'] = ResolversParentTypes['AuditEntryConnection']> = {
  edges?: Resolver<Array<ResolversTypes['AuditEntryEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuditEntryEdgeResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AuditEntryEdge'] = ResolversParentTypes['AuditEntryEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AuditEntry'], ParentType, ContextType>;
};

export type CardPaymentResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CardPayment'] = ResolversParentTypes['CardPayment']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clientSecret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishableKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['CartLine']>, ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['CartQuote'], ParentType, ContextType, Partial<CartQuoteArgs>>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CartLineResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CartLine'] = ResolversParentTypes['CartLine']> = {
  addedUnitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  fitmentState?: Resolver<Maybe<ResolversTypes['FitmentState']>, ParentType, ContextType>;
  fits?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  lineTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vehicle?: Resolver<Maybe<ResolversTypes['Vehicle']>, ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['CartLineWarning']>, ParentType, ContextType>;
};

export type CartQuoteResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CartQuote'] = ResolversParentTypes['CartQuote']> = {
  methods?: Resolver<Array<ResolversTypes['ShippingQuote']>, ParentType, ContextType>;
  taxPercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ContactAnswerResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ContactAnswer'] = ResolversParentTypes['ContactAnswer']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  by?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactMessageResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ContactMessage'] = ResolversParentTypes['ContactMessage']> = {
  answers?: Resolver<Array<ResolversTypes['ContactAnswer']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  handled?: Resolver<Maybe<ResolversTypes['ContactMessageHandling']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactMessageConnectionResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ContactMessageConnection'] = ResolversParentTypes['ContactMessageConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ContactMessageEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContactMessageEdgeResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ContactMessageEdge'] = ResolversParentTypes['ContactMessageEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ContactMessage'], ParentType, ContextType>;
};

export type ContactMessageHandlingResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ContactMessageHandling'] = ResolversParentTypes['ContactMessageHandling']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  by?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DecodedVinResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['DecodedVin'] = ResolversParentTypes['DecodedVin']> = {
  engine?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  make?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DeleteProductPayloadResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['DeleteProductPayload'] = ResolversParentTypes['DeleteProductPayload']> = {
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type FitConfirmationResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['FitConfirmation'] = ResolversParentTypes['FitConfirmation']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vehicle?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType>;
};

export type FitReturnResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['FitReturn'] = ResolversParentTypes['FitReturn']> = {
  returns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vehicle?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType>;
};

export type FitmentResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Fitment'] = ResolversParentTypes['Fitment']> = {
  engine?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  make?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['FitmentPosition']>, ParentType, ContextType>;
  submodel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  yearFrom?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  yearTo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GarageResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Garage'] = ResolversParentTypes['Garage']> = {
  current?: Resolver<Maybe<ResolversTypes['GarageVehicle']>, ParentType, ContextType>;
  vehicles?: Resolver<Array<ResolversTypes['GarageVehicle']>, ParentType, ContextType>;
};

export type GarageVehicleResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['GarageVehicle'] = ResolversParentTypes['GarageVehicle']> = {
  engine?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  make?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nickname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  submodel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type JobKitResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['JobKit'] = ResolversParentTypes['JobKit']> = {
  job?: Resolver<ResolversTypes['JobKind'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['JobKitLine']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type JobKitLineResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['JobKitLine'] = ResolversParentTypes['JobKitLine']> = {
  partType?: Resolver<ResolversTypes['PartType'], ParentType, ContextType>;
  piece?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['FitmentPosition'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  warning?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MakeAdminPayloadResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['MakeAdminPayload'] = ResolversParentTypes['MakeAdminPayload']> = {
  changed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addGarageVehicle?: Resolver<ResolversTypes['Garage'], ParentType, ContextType, RequireFields<MutationAddGarageVehicleArgs, 'vehicle'>>;
  addProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationAddProductArgs, 'input'>>;
  addReview?: Resolver<ResolversTypes['Review'], ParentType, ContextType, RequireFields<MutationAddReviewArgs, 'input'>>;
  addToCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationAddToCartArgs, 'productId' | 'quantity'>>;
  addWebhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType, RequireFields<MutationAddWebhookArgs, 'input'>>;
  answerContactMessage?: Resolver<ResolversTypes['ContactMessage'], ParentType, ContextType, RequireFields<MutationAnswerContactMessageArgs, 'answer' | 'id'>>;
  approveReturn?: Resolver<ResolversTypes['OrderReturn'], ParentType, ContextType, RequireFields<MutationApproveReturnArgs, 'id'>>;
  cancelOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'id'>>;
  checkout?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCheckoutArgs, 'input'>>;
  confirmFitment?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationConfirmFitmentArgs, 'productId'>>;
  deleteProduct?: Resolver<ResolversTypes['DeleteProductPayload'], ParentType, ContextType, RequireFields<MutationDeleteProductArgs, 'id'>>;
  deliverOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationDeliverOrderArgs, 'id'>>;
  forgetAddress?: Resolver<Array<ResolversTypes['SavedAddress']>, ParentType, ContextType, RequireFields<MutationForgetAddressArgs, 'id'>>;
  hideReview?: Resolver<ResolversTypes['Review'], ParentType, ContextType, RequireFields<MutationHideReviewArgs, 'id'>>;
  makeAdmin?: Resolver<ResolversTypes['MakeAdminPayload'], ParentType, ContextType, RequireFields<MutationMakeAdminArgs, 'email'>>;
  markContactMessageHandled?: Resolver<ResolversTypes['ContactMessage'], ParentType, ContextType, RequireFields<MutationMarkContactMessageHandledArgs, 'handled' | 'id'>>;
  mergeCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationMergeCartArgs, 'lines'>>;
  mergeGarage?: Resolver<ResolversTypes['Garage'], ParentType, ContextType, RequireFields<MutationMergeGarageArgs, 'vehicles'>>;
  nameGarageVehicle?: Resolver<ResolversTypes['Garage'], ParentType, ContextType, RequireFields<MutationNameGarageVehicleArgs, 'id'>>;
  placeOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationPlaceOrderArgs, 'input'>>;
  receiveReturn?: Resolver<ResolversTypes['OrderReturn'], ParentType, ContextType, RequireFields<MutationReceiveReturnArgs, 'id' | 'lines'>>;
  recordPayment?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationRecordPaymentArgs, 'amountCents' | 'id' | 'reference'>>;
  refundOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationRefundOrderArgs, 'amountCents' | 'id'>>;
  refundReturn?: Resolver<ResolversTypes['OrderReturn'], ParentType, ContextType, RequireFields<MutationRefundReturnArgs, 'id'>>;
  refuseReturn?: Resolver<ResolversTypes['OrderReturn'], ParentType, ContextType, RequireFields<MutationRefuseReturnArgs, 'id' | 'reason'>>;
  removeGarageVehicle?: Resolver<ResolversTypes['Garage'], ParentType, ContextType, RequireFields<MutationRemoveGarageVehicleArgs, 'id'>>;
  removeUser?: Resolver<ResolversTypes['RemoveUserPayload'], ParentType, ContextType, RequireFields<MutationRemoveUserArgs, 'email'>>;
  removeWebhook?: Resolver<ResolversTypes['RemoveWebhookPayload'], ParentType, ContextType, RequireFields<MutationRemoveWebhookArgs, 'id'>>;
  requestReturn?: Resolver<ResolversTypes['OrderReturn'], ParentType, ContextType, RequireFields<MutationRequestReturnArgs, 'input'>>;
  restoreReview?: Resolver<ResolversTypes['Review'], ParentType, ContextType, RequireFields<MutationRestoreReviewArgs, 'id'>>;
  sendContactMessage?: Resolver<ResolversTypes['ContactMessage'], ParentType, ContextType, RequireFields<MutationSendContactMessageArgs, 'input'>>;
  sendTestWebhook?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType, RequireFields<MutationSendTestWebhookArgs, 'id'>>;
  setCurrentVehicle?: Resolver<ResolversTypes['Garage'], ParentType, ContextType, RequireFields<MutationSetCurrentVehicleArgs, 'id'>>;
  setStaffRoles?: Resolver<ResolversTypes['SetStaffRolesPayload'], ParentType, ContextType, RequireFields<MutationSetStaffRolesArgs, 'email' | 'roles'>>;
  shipOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationShipOrderArgs, 'carrier' | 'id' | 'trackingNumber'>>;
  signIn?: Resolver<ResolversTypes['SignInPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'idToken'>>;
  signOutEverywhere?: Resolver<ResolversTypes['SignOutPayload'], ParentType, ContextType>;
  startCardPayment?: Resolver<ResolversTypes['CardPayment'], ParentType, ContextType, RequireFields<MutationStartCardPaymentArgs, 'orderId'>>;
  updateCartLine?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationUpdateCartLineArgs, 'productId' | 'quantity'>>;
  updateProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id' | 'input'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
};

export type OrderResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amountDueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  buyerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['OrderEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentDueBy?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundDueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refunds?: Resolver<Array<ResolversTypes['Refund']>, ParentType, ContextType>;
  returnableUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  returns?: Resolver<Array<ResolversTypes['OrderReturn']>, ParentType, ContextType>;
  shipTo?: Resolver<Maybe<ResolversTypes['PostalAddress']>, ParentType, ContextType>;
  shipment?: Resolver<Maybe<ResolversTypes['Shipment']>, ParentType, ContextType>;
  shipping?: Resolver<Maybe<ResolversTypes['OrderShipping']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  subtotalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type OrderConnectionResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['OrderConnection'] = ResolversParentTypes['OrderConnection']> = {
  edges?: Resolver<Array<ResolversTypes['OrderEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderEdgeResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['OrderEdge'] = ResolversParentTypes['OrderEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
};

export type OrderEventResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['OrderEvent'] = ResolversParentTypes['OrderEvent']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
};

export type OrderLineResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['OrderLine'] = ResolversParentTypes['OrderLine']> = {
  fitmentState?: Resolver<Maybe<ResolversTypes['FitmentState']>, ParentType, ContextType>;
  fits?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vehicle?: Resolver<Maybe<ResolversTypes['Vehicle']>, ParentType, ContextType>;
};

export type OrderReturnResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['OrderReturn'] = ResolversParentTypes['OrderReturn']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['ReturnEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['ReturnLine']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['ReturnReason'], ParentType, ContextType>;
  refund?: Resolver<Maybe<ResolversTypes['Refund']>, ParentType, ContextType>;
  refusal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReturnStatus'], ParentType, ContextType>;
};

export type OrderShippingResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['OrderShipping'] = ResolversParentTypes['OrderShipping']> = {
  arrivesBy?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  arrivesFrom?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PaymentResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentOptionResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['PaymentOption'] = ResolversParentTypes['PaymentOption']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
};

export type PostalAddressResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['PostalAddress'] = ResolversParentTypes['PostalAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  availableQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fitReturns?: Resolver<Array<ResolversTypes['FitReturn']>, ParentType, ContextType>;
  fitmentCheck?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fitmentState?: Resolver<ResolversTypes['FitmentState'], ParentType, ContextType, RequireFields<ProductFitmentStateArgs, 'vehicle'>>;
  fitments?: Resolver<Array<ResolversTypes['Fitment']>, ParentType, ContextType>;
  fits?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<ProductFitsArgs, 'vehicle'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interchangeNumbers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  minimumOrderQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oeNumbers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  partNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partType?: Resolver<Maybe<ResolversTypes['PartType']>, ParentType, ContextType>;
  picture?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['ProductRating'], ParentType, ContextType>;
  reorderLevel?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reviews?: Resolver<ResolversTypes['ReviewConnection'], ParentType, ContextType, RequireFields<ProductReviewsArgs, 'first'>>;
  universal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProductConnectionResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ProductConnection'] = ResolversParentTypes['ProductConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductEdgeResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ProductEdge'] = ResolversParentTypes['ProductEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
};

export type ProductPurchaseResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ProductPurchase'] = ResolversParentTypes['ProductPurchase']> = {
  orderedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  vehicle?: Resolver<Maybe<ResolversTypes['Vehicle']>, ParentType, ContextType>;
};

export type ProductRatingResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ProductRating'] = ResolversParentTypes['ProductRating']> = {
  average?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fitConfirmed?: Resolver<Array<ResolversTypes['FitConfirmation']>, ParentType, ContextType>;
};

export type ProfileResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  education?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  allReviews?: Resolver<ResolversTypes['ReviewConnection'], ParentType, ContextType, RequireFields<QueryAllReviewsArgs, 'first'>>;
  auditLog?: Resolver<ResolversTypes['AuditEntryConnection'], ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'first'>>;
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  cartPreview?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<QueryCartPreviewArgs, 'lines'>>;
  categories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  contactMessages?: Resolver<ResolversTypes['ContactMessageConnection'], ParentType, ContextType, RequireFields<QueryContactMessagesArgs, 'first'>>;
  decodeVin?: Resolver<ResolversTypes['DecodedVin'], ParentType, ContextType, RequireFields<QueryDecodeVinArgs, 'vin'>>;
  fitmentChecks?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  garage?: Resolver<ResolversTypes['Garage'], ParentType, ContextType>;
  jobKit?: Resolver<ResolversTypes['JobKit'], ParentType, ContextType, RequireFields<QueryJobKitArgs, 'job' | 'vehicle'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  myAddresses?: Resolver<Array<ResolversTypes['SavedAddress']>, ParentType, ContextType>;
  myOrders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType, Partial<QueryMyOrdersArgs>>;
  myPurchase?: Resolver<Maybe<ResolversTypes['ProductPurchase']>, ParentType, ContextType, RequireFields<QueryMyPurchaseArgs, 'productId'>>;
  myReturns?: Resolver<Array<ResolversTypes['OrderReturn']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orders?: Resolver<ResolversTypes['OrderConnection'], ParentType, ContextType, RequireFields<QueryOrdersArgs, 'first'>>;
  paymentOptions?: Resolver<Array<ResolversTypes['PaymentOption']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  products?: Resolver<ResolversTypes['ProductConnection'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'first'>>;
  returns?: Resolver<Array<ResolversTypes['OrderReturn']>, ParentType, ContextType, RequireFields<QueryReturnsArgs, 'first'>>;
  reviews?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType, RequireFields<QueryReviewsArgs, 'last'>>;
  salesSummary?: Resolver<ResolversTypes['SalesSummary'], ParentType, ContextType, RequireFields<QuerySalesSummaryArgs, 'from'>>;
  shippingMethods?: Resolver<Array<ResolversTypes['ShippingMethod']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'email'>>;
  users?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'first'>>;
  vehicleVariants?: Resolver<ResolversTypes['VehicleVariants'], ParentType, ContextType, RequireFields<QueryVehicleVariantsArgs, 'make' | 'model' | 'year'>>;
  vehicles?: Resolver<Array<ResolversTypes['VehicleMake']>, ParentType, ContextType>;
  webhooks?: Resolver<Array<ResolversTypes['Webhook']>, ParentType, ContextType>;
};

export type RefundResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Refund'] = ResolversParentTypes['Refund']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RemoveUserPayloadResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['RemoveUserPayload'] = ResolversParentTypes['RemoveUserPayload']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  removed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RemoveWebhookPayloadResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['RemoveWebhookPayload'] = ResolversParentTypes['RemoveWebhookPayload']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  removed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ReturnEventResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ReturnEvent'] = ResolversParentTypes['ReturnEvent']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReturnStatus'], ParentType, ContextType>;
};

export type ReturnLineResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ReturnLine'] = ResolversParentTypes['ReturnLine']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  restocked?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vehicle?: Resolver<Maybe<ResolversTypes['Vehicle']>, ParentType, ContextType>;
};

export type ReviewResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Review'] = ResolversParentTypes['Review']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  feedback?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fitConfirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  ratings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vehicle?: Resolver<Maybe<ResolversTypes['Vehicle']>, ParentType, ContextType>;
  verifiedPurchase?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ReviewConnectionResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ReviewConnection'] = ResolversParentTypes['ReviewConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ReviewEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReviewEdgeResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ReviewEdge'] = ResolversParentTypes['ReviewEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Review'], ParentType, ContextType>;
};

export type SalesSummaryResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SalesSummary'] = ResolversParentTypes['SalesSummary']> = {
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SavedAddressResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SavedAddress'] = ResolversParentTypes['SavedAddress']> = {
  address?: Resolver<ResolversTypes['PostalAddress'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SetStaffRolesPayloadResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SetStaffRolesPayload'] = ResolversParentTypes['SetStaffRolesPayload']> = {
  changed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type ShipmentResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Shipment'] = ResolversParentTypes['Shipment']> = {
  carrier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  trackingNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShippingMethodResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ShippingMethod'] = ResolversParentTypes['ShippingMethod']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  freeOverCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShippingQuoteResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ShippingQuote'] = ResolversParentTypes['ShippingQuote']> = {
  arrivesBy?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  arrivesFrom?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['ShippingMethod'], ParentType, ContextType>;
  shippingCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SignInPayloadResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SignInPayload'] = ResolversParentTypes['SignInPayload']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type SignOutPayloadResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SignOutPayload'] = ResolversParentTypes['SignOutPayload']> = {
  signedOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  photoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  staffRoles?: Resolver<Array<ResolversTypes['StaffRole']>, ParentType, ContextType>;
};

export type UserConnectionResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['UserConnection'] = ResolversParentTypes['UserConnection']> = {
  edges?: Resolver<Array<ResolversTypes['UserEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserEdgeResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['UserEdge'] = ResolversParentTypes['UserEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type VehicleResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Vehicle'] = ResolversParentTypes['Vehicle']> = {
  engine?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  make?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  submodel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VehicleMakeResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['VehicleMake'] = ResolversParentTypes['VehicleMake']> = {
  make?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  models?: Resolver<Array<ResolversTypes['VehicleModel']>, ParentType, ContextType>;
};

export type VehicleModelResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['VehicleModel'] = ResolversParentTypes['VehicleModel']> = {
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  years?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type VehicleVariantsResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['VehicleVariants'] = ResolversParentTypes['VehicleVariants']> = {
  engines?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  submodels?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WebhookResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Webhook'] = ResolversParentTypes['Webhook']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveries?: Resolver<ResolversTypes['WebhookDeliveryConnection'], ParentType, ContextType, RequireFields<WebhookDeliveriesArgs, 'first'>>;
  events?: Resolver<Array<ResolversTypes['WebhookEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookDeliveryResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastStatusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WebhookDeliveryStatus'], ParentType, ContextType>;
};

export type WebhookDeliveryConnectionResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['WebhookDeliveryConnection'] = ResolversParentTypes['WebhookDeliveryConnection']> = {
  edges?: Resolver<Array<ResolversTypes['WebhookDeliveryEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WebhookDeliveryEdgeResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['WebhookDeliveryEdge'] = ResolversParentTypes['WebhookDeliveryEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType>;
};

export type Resolvers<ContextType = ShopContext> = {
  AuditChange?: AuditChangeResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditEntryConnection?: AuditEntryConnectionResolvers<ContextType>;
  AuditEntryEdge?: AuditEntryEdgeResolvers<ContextType>;
  CardPayment?: CardPaymentResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartLine?: CartLineResolvers<ContextType>;
  CartQuote?: CartQuoteResolvers<ContextType>;
  ContactAnswer?: ContactAnswerResolvers<ContextType>;
  ContactMessage?: ContactMessageResolvers<ContextType>;
  ContactMessageConnection?: ContactMessageConnectionResolvers<ContextType>;
  ContactMessageEdge?: ContactMessageEdgeResolvers<ContextType>;
  ContactMessageHandling?: ContactMessageHandlingResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DecodedVin?: DecodedVinResolvers<ContextType>;
  DeleteProductPayload?: DeleteProductPayloadResolvers<ContextType>;
  FitConfirmation?: FitConfirmationResolvers<ContextType>;
  FitReturn?: FitReturnResolvers<ContextType>;
  Fitment?: FitmentResolvers<ContextType>;
  Garage?: GarageResolvers<ContextType>;
  GarageVehicle?: GarageVehicleResolvers<ContextType>;
  JobKit?: JobKitResolvers<ContextType>;
  JobKitLine?: JobKitLineResolvers<ContextType>;
  MakeAdminPayload?: MakeAdminPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderConnection?: OrderConnectionResolvers<ContextType>;
  OrderEdge?: OrderEdgeResolvers<ContextType>;
  OrderEvent?: OrderEventResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderReturn?: OrderReturnResolvers<ContextType>;
  OrderShipping?: OrderShippingResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PaymentOption?: PaymentOptionResolvers<ContextType>;
  PostalAddress?: PostalAddressResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductConnection?: ProductConnectionResolvers<ContextType>;
  ProductEdge?: ProductEdgeResolvers<ContextType>;
  ProductPurchase?: ProductPurchaseResolvers<ContextType>;
  ProductRating?: ProductRatingResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Refund?: RefundResolvers<ContextType>;
  RemoveUserPayload?: RemoveUserPayloadResolvers<ContextType>;
  RemoveWebhookPayload?: RemoveWebhookPayloadResolvers<ContextType>;
  ReturnEvent?: ReturnEventResolvers<ContextType>;
  ReturnLine?: ReturnLineResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  ReviewConnection?: ReviewConnectionResolvers<ContextType>;
  ReviewEdge?: ReviewEdgeResolvers<ContextType>;
  SalesSummary?: SalesSummaryResolvers<ContextType>;
  SavedAddress?: SavedAddressResolvers<ContextType>;
  SetStaffRolesPayload?: SetStaffRolesPayloadResolvers<ContextType>;
  Shipment?: ShipmentResolvers<ContextType>;
  ShippingMethod?: ShippingMethodResolvers<ContextType>;
  ShippingQuote?: ShippingQuoteResolvers<ContextType>;
  SignInPayload?: SignInPayloadResolvers<ContextType>;
  SignOutPayload?: SignOutPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserConnection?: UserConnectionResolvers<ContextType>;
  UserEdge?: UserEdgeResolvers<ContextType>;
  Vehicle?: VehicleResolvers<ContextType>;
  VehicleMake?: VehicleMakeResolvers<ContextType>;
  VehicleModel?: VehicleModelResolvers<ContextType>;
  VehicleVariants?: VehicleVariantsResolvers<ContextType>;
  Webhook?: WebhookResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookDeliveryConnection?: WebhookDeliveryConnectionResolvers<ContextType>;
  WebhookDeliveryEdge?: WebhookDeliveryEdgeResolvers<ContextType>;
};


import type { FieldRule } from "../../../../shared/field-rules/rule";
import type { TestServer, TestUser } from "../../../support/test-server";

/** How the shop refused a request, over GraphQL or REST. */
export interface Refusal {
  /** The HTTP status, for REST; GraphQL answers 200 and says what went wrong in `code`. */
  status: number;
  code: string | undefined;
  message: string;
  fields: { field: string; message: string }[];
}

/** One of the shop's API forms: an operation (GraphQL) or a legacy path (REST) carrying a form's fields. */
export interface ApiForm {
  /** Sends `typed` in `field` (the API's name), every other field valid; the refusal that should follow. */
  send(field: string, typed: string, rule: FieldRule): Promise<Refusal>;
  /** The name the answer gives `field`. */
  answerField(field: string): string;
}

/** The shop the API walks talk to, and who they talk as. */
export interface Shop {
  server: TestServer;
  admin: TestUser;
  customer: TestUser;
  /** Products to order: minimum order 1 and 10 in stock; minimum 3; none in stock. */
  products: { plain: string; minimumThree: string; soldOut: string };
}

/** A typed value as GraphQL carries it: numbers as numbers, an empty number as null. */
const asGraphQL = (typed: string, rule: FieldRule) =>
  rule.kind === "number" ? (typed.trim() === "" ? null : Number(typed)) : typed;

let forwardedFor = 0;

/** Runs a GraphQL operation; each call from its own address, so per-address limits (contact) stay out of the way. */
export async function graphql(
  shop: Shop,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<Refusal> {
  forwardedFor++;
  const response = await fetch(`${shop.server.url}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `10.0.${forwardedFor >> 8}.${forwardedFor & 255}`,
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify({ query, variables }),
  });
  const { errors } = (await response.json()) as {
    errors?: { message: string; extensions?: { code?: string; fields?: Refusal["fields"] } }[];
  };
  const first = errors?.[0];
  return {
    status: response.status,
    code: first?.extensions?.code,
    message: first?.message ?? "",
    fields: first?.extensions?.fields ?? [],
  };
}

export async function rest(shop: Shop, method: string, path: string, body: unknown, token: string) {
  const { status, body: answer } = await shop.server.rest<{
    error?: string;
    code?: string;
    fields?: Refusal["fields"];
  }>(method, path, { body, token });
  return { status, code: answer?.code, message: answer?.error ?? "", fields: answer?.fields ?? [] };
}

const sameName = (field: string) => field;

function graphqlForm(
  shop: () => Shop,
  operation: string,
  token: (shop: Shop) => string | undefined,
  variables: (shop: Shop, value: unknown, field: string) => Record<string, unknown>,
  answerField: (field: string) => string = sameName,
): ApiForm {
  return {
    send: (field, typed, rule) =>
      graphql(shop(), operation, variables(shop(), asGraphQL(typed, rule), field), token(shop())),
    answerField,
  };
}

/** The legacy form's field names (SPEC.md section 3). */
const LEGACY_NAMES: Record<string, string> = {
  minimumOrderQuantity: "minimum_order_quantity",
  availableQuantity: "available_quantity",
  partNumber: "part_number",
};
const legacyName = (field: string) => LEGACY_NAMES[field] ?? field;

function restForm(
  shop: () => Shop,
  method: string,
  path: (shop: Shop) => string,
  token: (shop: Shop) => string,
  valid: (shop: Shop) => Record<string, unknown>,
): ApiForm {
  return {
    // The legacy form sends what was typed, numbers included, as text.
    send: (field, typed) =>
      rest(shop(), method, path(shop()), { ...valid(shop()), [legacyName(field)]: typed }, token(shop())),
    answerField: legacyName,
  };
}

const VALID_PRODUCT = { name: "Walk pads", price: 10, minimumOrderQuantity: 1 };
const VALID_FITMENT = { make: "Ford", model: "Focus", yearFrom: 2010, yearTo: 2015 };
const VALID_ORDER = { quantity: 1, address: "1 Main St", phone: "555 0100" };
const VALID_VEHICLE = { make: "Toyota", model: "Corolla", year: 2015 };
const VALID_SHIPMENT = { carrier: "UPS", trackingNumber: "1Z999AA10123456784" };
/** Any well-formed id: a shipment or an answer is checked before its order or message is looked for. */
const SOME_ORDER_ID = "0".repeat(24);
const VALID_PROFILE = { education: "BSc Mechanics", address: "1 Main St", phone: "555 0100" };
const VALID_REVIEW = { feedback: "Fast delivery", name: "Dana", ratings: 5 };
const VALID_CONTACT = { email: "dana@example.com", subject: "Brake pads", message: "Do they fit?" };

/** A postal address the shop takes: an Illinois one, as the checkout form's default country is the US. */
export const VALID_ADDRESS = {
  name: "Dana Driver",
  street: "1 Main St",
  city: "Springfield",
  postalCode: "62701",
  region: "IL",
  country: "US",
};
export const CHECKOUT = "mutation($input: CheckoutInput!) { checkout(input: $input) { id } }";
/** A checkout with `value` in `field`: a field of the postal address inside it, or the phone beside it. */
export const checkoutWith = (field: string, value: unknown) =>
  field in VALID_ADDRESS
    ? { shippingAddress: { ...VALID_ADDRESS, [field]: value }, phone: VALID_ORDER.phone }
    : { shippingAddress: VALID_ADDRESS, phone: VALID_ORDER.phone, [field]: value };

const admin = (shop: Shop) => shop.admin.accessToken;
const customer = (shop: Shop) => shop.customer.accessToken;
const visitor = () => undefined;

/** Every API form the walk sends bad input through, by name (the table in form-walks.ts names them). */
export function apiForms(shop: () => Shop) {
  return {
    addProduct: graphqlForm(
      shop,
      "mutation($input: ProductInput!) { addProduct(input: $input) { id } }",
      admin,
      (_, value, field) => ({ input: { ...VALID_PRODUCT, [field]: value } }),
    ),
    updateProduct: graphqlForm(
      shop,
      "mutation($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { id } }",
      admin,
      (s, value, field) => ({ id: s.products.plain, input: { [field]: value } }),
    ),
    addProductFitment: graphqlForm(
      shop,
      "mutation($input: ProductInput!) { addProduct(input: $input) { id } }",
      admin,
      (_, value, field) => ({
        input: { ...VALID_PRODUCT, fitments: [{ ...VALID_FITMENT, [field]: value }] },
      }),
      (field) => `fitments.0.${field}`,
    ),
    placeOrder: graphqlForm(
      shop,
      "mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }",
      customer,
      (s, value, field) => ({ input: { productId: s.products.plain, ...VALID_ORDER, [field]: value } }),
    ),
    addToCartVehicle: graphqlForm(
      shop,
      "mutation($id: ID!, $vehicle: VehicleInput) { addToCart(productId: $id, quantity: 1, vehicle: $vehicle) { itemCount } }",
      customer,
      (s, value, field) => ({ id: s.products.plain, vehicle: { ...VALID_VEHICLE, [field]: value } }),
      (field) => `vehicle.${field}`,
    ),
    addGarageVehicle: graphqlForm(
      shop,
      "mutation($vehicle: GarageVehicleInput!) { addGarageVehicle(vehicle: $vehicle) { current { id } } }",
      customer,
      (_, value, field) => ({ vehicle: { ...VALID_VEHICLE, [field]: value } }),
      (field) => `vehicle.${field}`,
    ),
    checkout: graphqlForm(
      shop,
      CHECKOUT,
      customer,
      (_, value, field) => ({ input: checkoutWith(field, value) }),
      (field) => (field in VALID_ADDRESS ? `shippingAddress.${field}` : field),
    ),
    shipOrder: graphqlForm(
      shop,
      `mutation($id: ID!, $carrier: String!, $trackingNumber: String!) {
        shipOrder(id: $id, carrier: $carrier, trackingNumber: $trackingNumber) { id } }`,
      admin,
      (_, value, field) => ({ id: SOME_ORDER_ID, ...VALID_SHIPMENT, [field]: value }),
    ),
    answerContactMessage: graphqlForm(
      shop,
      "mutation($id: ID!, $answer: String!) { answerContactMessage(id: $id, answer: $answer) { id } }",
      admin,
      (_, value) => ({ id: SOME_ORDER_ID, answer: value }),
    ),
    updateProfile: graphqlForm(
      shop,
      "mutation($input: ProfileInput!) { updateProfile(input: $input) { email } }",
      customer,
      (_, value, field) => ({ input: { ...VALID_PROFILE, [field]: value } }),
    ),
    addReview: graphqlForm(
      shop,
      "mutation($input: ReviewInput!) { addReview(input: $input) { id } }",
      customer,
      (_, value, field) => ({ input: { ...VALID_REVIEW, [field]: value } }),
    ),
    sendContactMessage: graphqlForm(
      shop,
      "mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }",
      visitor,
      (_, value, field) => ({ input: { ...VALID_CONTACT, [field]: value } }),
    ),
    orders: graphqlForm(
      shop,
      "query($filter: OrderFilter) { orders(filter: $filter) { totalCount } }",
      admin,
      (_, value, field) => ({ filter: { [field]: value } }),
    ),
    users: graphqlForm(
      shop,
      "query($filter: UserFilter) { users(filter: $filter) { totalCount } }",
      admin,
      (_, value, field) => ({ filter: { [field]: value } }),
    ),
    postProducts: restForm(
      shop,
      "POST",
      () => "/products",
      admin,
      () => ({
        name: "Walk pads",
        price: "10",
        minimum_order_quantity: "1",
      }),
    ),
    postOrder: restForm(
      shop,
      "POST",
      () => "/order",
      customer,
      (s) => ({
        productId: s.products.plain,
        quantity: "1",
        address: "1 Main St",
        phone: "555 0100",
      }),
    ),
    putUserProfile: restForm(
      shop,
      "PUT",
      (s) => `/userProfile/${s.customer.email}`,
      customer,
      () => VALID_PROFILE,
    ),
    postReviews: restForm(
      shop,
      "POST",
      () => "/reviews",
      customer,
      () => ({ ...VALID_REVIEW, ratings: "5" }),
    ),
  };
}

export type ApiFormName = keyof ReturnType<typeof apiForms>;

/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment OrderDeliveryFields on Order {\n    address\n    shipTo {\n      name\n      street\n      city\n      postalCode\n      region\n      countryName\n    }\n    shipping {\n      name\n      priceCents\n      arrivesFrom\n      arrivesBy\n    }\n    subtotalCents\n    taxCents\n    taxPercent\n    totalCents\n    total\n  }\n": typeof types.OrderDeliveryFieldsFragmentDoc,
    "\n  fragment OrderLineRowFields on OrderLine {\n    productId\n    name\n    unitPrice\n    quantity\n    total\n    vehicle {\n      make\n      model\n      year\n      submodel\n      engine\n    }\n    fitmentState\n  }\n": typeof types.OrderLineRowFieldsFragmentDoc,
    "\n  fragment OrderPaymentFields on Order {\n    status\n    paymentMethod\n    totalCents\n    amountDueCents\n    paymentDueBy\n    payments {\n      method\n      amountCents\n      reference\n      at\n    }\n    refundDueCents\n    refunds {\n      method\n      amountCents\n      reference\n      at\n    }\n  }\n": typeof types.OrderPaymentFieldsFragmentDoc,
    "\n  fragment PaymentOptionFields on PaymentOption {\n    method\n    label\n    description\n  }\n": typeof types.PaymentOptionFieldsFragmentDoc,
    "\n  fragment PageEnd on PageInfo {\n    hasNextPage\n    endCursor\n  }\n": typeof types.PageEndFragmentDoc,
    "\n  fragment ProductDetails on Product {\n    ...ProductFacts\n    oeNumbers\n    interchangeNumbers\n    universal\n    fitments {\n      ...FitmentRange\n    }\n  }\n": typeof types.ProductDetailsFragmentDoc,
    "\n  fragment FitmentRange on Fitment {\n    make\n    model\n    yearFrom\n    yearTo\n    submodel\n    engine\n    position\n    note\n  }\n": typeof types.FitmentRangeFragmentDoc,
    "\n  fragment AuditEntryFields on AuditEntry {\n    id\n    at\n    by\n    kind\n    subject\n    changes {\n      field\n      before\n      after\n    }\n  }\n": typeof types.AuditEntryFieldsFragmentDoc,
    "\n  query AuditLog($filter: AuditFilter, $after: String) {\n    allEntries: auditLog(first: 0) {\n      totalCount\n    }\n    auditLog(filter: $filter, first: 20, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...AuditEntryFields\n        }\n      }\n      pageInfo {\n        ...PageEnd\n      }\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  mutation SignIn($idToken: String!) {\n    signIn(idToken: $idToken) {\n      accessToken\n      user {\n        id\n        email\n        role\n        displayName\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  fragment CartView on Cart {\n    subtotal\n    itemCount\n    lines {\n      quantity\n      lineTotal\n      addedUnitPrice\n      fitmentState\n      warnings\n      vehicle {\n        make\n        model\n        year\n        submodel\n        engine\n      }\n      product {\n        ...ProductSummary\n        ...ProductFit\n      }\n    }\n  }\n": typeof types.CartViewFragmentDoc,
    "\n  query Cart($vehicle: VehicleInput = { make: \"\", model: \"\", year: 0 }, $hasVehicle: Boolean!) {\n    cart {\n      ...CartView\n    }\n  }\n": typeof types.CartDocument,
    "\n  query CartPreview(\n    $lines: [CartLineInput!]!\n    $vehicle: VehicleInput = { make: \"\", model: \"\", year: 0 }\n    $hasVehicle: Boolean!\n  ) {\n    cartPreview(lines: $lines) {\n      ...CartView\n    }\n  }\n": typeof types.CartPreviewDocument,
    "\n  mutation AddToCart(\n    $productId: ID!\n    $quantity: Int!\n    $lineVehicle: VehicleInput\n    $vehicle: VehicleInput = { make: \"\", model: \"\", year: 0 }\n    $hasVehicle: Boolean!\n  ) {\n    addToCart(productId: $productId, quantity: $quantity, vehicle: $lineVehicle) {\n      ...CartView\n    }\n  }\n": typeof types.AddToCartDocument,
    "\n  mutation UpdateCartLine(\n    $productId: ID!\n    $quantity: Int!\n    $vehicle: VehicleInput = { make: \"\", model: \"\", year: 0 }\n    $hasVehicle: Boolean!\n  ) {\n    updateCartLine(productId: $productId, quantity: $quantity) {\n      ...CartView\n    }\n  }\n": typeof types.UpdateCartLineDocument,
    "\n  mutation MergeCart(\n    $lines: [CartLineInput!]!\n    $vehicle: VehicleInput = { make: \"\", model: \"\", year: 0 }\n    $hasVehicle: Boolean!\n  ) {\n    mergeCart(lines: $lines) {\n      ...CartView\n    }\n  }\n": typeof types.MergeCartDocument,
    "\n  fragment CartQuoteFields on CartQuote {\n    taxPercent\n    methods {\n      method {\n        code\n        name\n        priceCents\n        freeOverCents\n      }\n      shippingCents\n      taxCents\n      totalCents\n      arrivesFrom\n      arrivesBy\n    }\n  }\n": typeof types.CartQuoteFieldsFragmentDoc,
    "\n  query CartQuote($visitor: Boolean!, $lines: [CartLineInput!]! = [], $destination: DestinationInput) {\n    cart @skip(if: $visitor) {\n      subtotal\n      quote(destination: $destination) {\n        ...CartQuoteFields\n      }\n    }\n    cartPreview(lines: $lines) @include(if: $visitor) {\n      subtotal\n      quote(destination: $destination) {\n        ...CartQuoteFields\n      }\n    }\n  }\n": typeof types.CartQuoteDocument,
    "\n  fragment CatalogueProduct on Product {\n    ...ProductFacts\n    ...ProductFit\n  }\n": typeof types.CatalogueProductFragmentDoc,
    "\n  query CatalogueProducts(\n    $filter: ProductFilter\n    $sort: ProductSort\n    $first: Int\n    $after: String\n    $vehicle: VehicleInput = { make: \"\", model: \"\", year: 0 }\n    $hasVehicle: Boolean!\n  ) {\n    products(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...CatalogueProduct\n        }\n      }\n      pageInfo {\n        ...PageEnd\n      }\n    }\n  }\n": typeof types.CatalogueProductsDocument,
    "\n  query PartPageProduct(\n    $id: ID!\n    $vehicle: VehicleInput = { make: \"\", model: \"\", year: 0 }\n    $hasVehicle: Boolean!\n  ) {\n    product(id: $id) {\n      ...ProductDetails\n      ...ProductFit\n      ...PartReviews\n    }\n  }\n": typeof types.PartPageProductDocument,
    "\n  query Categories {\n    categories\n  }\n": typeof types.CategoriesDocument,
    "\n  query Vehicles {\n    vehicles {\n      make\n      models {\n        model\n        years\n      }\n    }\n  }\n": typeof types.VehiclesDocument,
    "\n  query VehicleVariants($year: Int!, $make: String!, $model: String!) {\n    vehicleVariants(year: $year, make: $make, model: $model) {\n      submodels\n      engines\n    }\n  }\n": typeof types.VehicleVariantsDocument,
    "\n  fragment PlacedOrder on Order {\n    id\n    number\n    total\n    address\n    phone\n    createdAt\n    lines {\n      ...OrderLineRowFields\n    }\n    ...OrderPaymentFields\n    ...OrderDeliveryFields\n  }\n": typeof types.PlacedOrderFragmentDoc,
    "\n  query PaymentOptions {\n    paymentOptions {\n      ...PaymentOptionFields\n    }\n  }\n": typeof types.PaymentOptionsDocument,
    "\n  mutation Checkout($input: CheckoutInput!) {\n    checkout(input: $input) {\n      ...PlacedOrder\n    }\n  }\n": typeof types.CheckoutDocument,
    "\n  query PlacedOrder($id: ID!) {\n    order(id: $id) {\n      ...PlacedOrder\n    }\n    paymentOptions {\n      ...PaymentOptionFields\n    }\n  }\n": typeof types.PlacedOrderDocument,
    "\n  mutation StartCardPayment($orderId: ID!) {\n    startCardPayment(orderId: $orderId) {\n      clientSecret\n      publishableKey\n      amountCents\n    }\n  }\n": typeof types.StartCardPaymentDocument,
    "\n  fragment SavedAddressFields on SavedAddress {\n    id\n    phone\n    address {\n      name\n      street\n      city\n      postalCode\n      region\n      country\n      countryName\n    }\n  }\n": typeof types.SavedAddressFieldsFragmentDoc,
    "\n  query MyAddresses {\n    myAddresses {\n      ...SavedAddressFields\n    }\n  }\n": typeof types.MyAddressesDocument,
    "\n  mutation ForgetAddress($id: ID!) {\n    forgetAddress(id: $id) {\n      ...SavedAddressFields\n    }\n  }\n": typeof types.ForgetAddressDocument,
    "\n  fragment GarageView on Garage {\n    vehicles {\n      id\n      year\n      make\n      model\n      submodel\n      engine\n      nickname\n    }\n    current {\n      id\n    }\n  }\n": typeof types.GarageViewFragmentDoc,
    "\n  query Garage {\n    garage {\n      ...GarageView\n    }\n  }\n": typeof types.GarageDocument,
    "\n  mutation AddGarageVehicle($vehicle: GarageVehicleInput!) {\n    addGarageVehicle(vehicle: $vehicle) {\n      ...GarageView\n    }\n  }\n": typeof types.AddGarageVehicleDocument,
    "\n  mutation RemoveGarageVehicle($id: ID!) {\n    removeGarageVehicle(id: $id) {\n      ...GarageView\n    }\n  }\n": typeof types.RemoveGarageVehicleDocument,
    "\n  mutation NameGarageVehicle($id: ID!, $nickname: String) {\n    nameGarageVehicle(id: $id, nickname: $nickname) {\n      ...GarageView\n    }\n  }\n": typeof types.NameGarageVehicleDocument,
    "\n  mutation MergeGarage($vehicles: [GarageVehicleInput!]!, $current: Int) {\n    mergeGarage(vehicles: $vehicles, current: $current) {\n      ...GarageView\n    }\n  }\n": typeof types.MergeGarageDocument,
    "\n  query DecodeVin($vin: String!) {\n    decodeVin(vin: $vin) {\n      vin\n      year\n      make\n      model\n      engine\n    }\n  }\n": typeof types.DecodeVinDocument,
    "\n  query LatestReviews($last: Int!) {\n    reviews(last: $last) {\n      id\n      name\n      feedback\n      ratings\n    }\n  }\n": typeof types.LatestReviewsDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  fragment InboxMessageFields on ContactMessage {\n    id\n    email\n    subject\n    message\n    createdAt\n    handled {\n      by\n      at\n    }\n    answers {\n      text\n      by\n      at\n    }\n  }\n": typeof types.InboxMessageFieldsFragmentDoc,
    "\n  query Inbox($handled: Boolean, $first: Int!, $after: String) {\n    allMessages: contactMessages(first: 0) {\n      totalCount\n    }\n    contactMessages(handled: $handled, first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...InboxMessageFields\n        }\n      }\n      pageInfo {\n        ...PageEnd\n      }\n    }\n  }\n": typeof types.InboxDocument,
    "\n  query UnhandledMessages {\n    contactMessages(handled: false, first: 0) {\n      totalCount\n    }\n  }\n": typeof types.UnhandledMessagesDocument,
    "\n  mutation MarkMessageHandled($id: ID!, $handled: Boolean!) {\n    markContactMessageHandled(id: $id, handled: $handled) {\n      ...InboxMessageFields\n    }\n  }\n": typeof types.MarkMessageHandledDocument,
    "\n  mutation AnswerMessage($id: ID!, $answer: String!) {\n    answerContactMessage(id: $id, answer: $answer) {\n      ...InboxMessageFields\n    }\n  }\n": typeof types.AnswerMessageDocument,
    "\n  query JobKit($job: JobKind!, $vehicle: VehicleInput!) {\n    jobKit(job: $job, vehicle: $vehicle) {\n      job\n      name\n      total\n      lines {\n        piece\n        position\n        quantity\n        warning\n        product {\n          id\n          name\n          partNumber\n          price\n          availableQuantity\n          minimumOrderQuantity\n        }\n      }\n    }\n  }\n": typeof types.JobKitDocument,
    "\n  fragment OrderCardFields on Order {\n    id\n    number\n    name\n    productId\n    email\n    buyerName\n    address\n    phone\n    quantity\n    unitPrice\n    total\n    status\n    createdAt\n    lines {\n      ...OrderLineRowFields\n    }\n    shipment {\n      carrier\n      trackingNumber\n      shippedAt\n    }\n    history {\n      status\n      at\n    }\n    returnableUntil\n    returns {\n      id\n      number\n      status\n      amountCents\n    }\n    ...OrderPaymentFields\n    ...OrderDeliveryFields\n  }\n": typeof types.OrderCardFieldsFragmentDoc,
    "\n  query MyOrders {\n    myOrders {\n      ...OrderCardFields\n    }\n    paymentOptions {\n      ...PaymentOptionFields\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  query AdminOrders($filter: OrderFilter, $after: String) {\n    allOrders: orders(first: 0) {\n      totalCount\n    }\n    orders(filter: $filter, first: 12, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...OrderCardFields\n        }\n      }\n      pageInfo {\n        ...PageEnd\n      }\n    }\n    paymentOptions {\n      ...PaymentOptionFields\n    }\n  }\n": typeof types.AdminOrdersDocument,
    "\n  mutation CancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.CancelOrderDocument,
    "\n  mutation ShipOrder($id: ID!, $carrier: String!, $trackingNumber: String!) {\n    shipOrder(id: $id, carrier: $carrier, trackingNumber: $trackingNumber) {\n      ...OrderCardFields\n    }\n  }\n": typeof types.ShipOrderDocument,
    "\n  mutation DeliverOrder($id: ID!) {\n    deliverOrder(id: $id) {\n      ...OrderCardFields\n    }\n  }\n": typeof types.DeliverOrderDocument,
    "\n  mutation RecordPayment($id: ID!, $amountCents: Int!, $reference: String!) {\n    recordPayment(id: $id, amountCents: $amountCents, reference: $reference) {\n      ...OrderCardFields\n    }\n  }\n": typeof types.RecordPaymentDocument,
    "\n  mutation RefundOrder($id: ID!, $amountCents: Int!, $reference: String) {\n    refundOrder(id: $id, amountCents: $amountCents, reference: $reference) {\n      ...OrderCardFields\n    }\n  }\n": typeof types.RefundOrderDocument,
    "\n  mutation RequestReturn($input: ReturnInput!) {\n    requestReturn(input: $input) {\n      id\n      number\n      status\n      amountCents\n    }\n  }\n": typeof types.RequestReturnDocument,
    "\n  fragment ReturnCardFields on OrderReturn {\n    id\n    number\n    orderId\n    orderNumber\n    email\n    reason\n    note\n    status\n    refusal\n    amountCents\n    createdAt\n    lines {\n      productId\n      name\n      unitPrice\n      quantity\n      restocked\n      vehicle {\n        make\n        model\n        year\n        submodel\n        engine\n      }\n    }\n    refund {\n      method\n      amountCents\n      reference\n      at\n    }\n  }\n": typeof types.ReturnCardFieldsFragmentDoc,
    "\n  query Returns($status: ReturnStatus) {\n    returns(status: $status, first: 50) {\n      ...ReturnCardFields\n    }\n  }\n": typeof types.ReturnsDocument,
    "\n  mutation ApproveReturn($id: ID!) {\n    approveReturn(id: $id) {\n      ...ReturnCardFields\n    }\n  }\n": typeof types.ApproveReturnDocument,
    "\n  mutation RefuseReturn($id: ID!, $reason: String!) {\n    refuseReturn(id: $id, reason: $reason) {\n      ...ReturnCardFields\n    }\n  }\n": typeof types.RefuseReturnDocument,
    "\n  mutation ReceiveReturn($id: ID!, $lines: [ReceivedLineInput!]!) {\n    receiveReturn(id: $id, lines: $lines) {\n      ...ReturnCardFields\n    }\n  }\n": typeof types.ReceiveReturnDocument,
    "\n  mutation RefundReturn($id: ID!, $reference: String) {\n    refundReturn(id: $id, reference: $reference) {\n      ...ReturnCardFields\n    }\n  }\n": typeof types.RefundReturnDocument,
    "\n  query OrdersOverview($today: DateTime!) {\n    placedToShip: orders(filter: { status: PLACED }, first: 0) {\n      totalCount\n    }\n    paidToShip: orders(filter: { status: PAID }, first: 0) {\n      totalCount\n    }\n    salesSummary(from: $today) {\n      orders\n      total\n    }\n  }\n": typeof types.OrdersOverviewDocument,
    "\n  query StockOverview {\n    lowStock: products(filter: { lowStock: true }, first: 0) {\n      totalCount\n    }\n  }\n": typeof types.StockOverviewDocument,
    "\n  fragment AdminProductFields on Product {\n    ...ProductFacts\n    partType\n    reorderLevel\n    oeNumbers\n    interchangeNumbers\n    universal\n    fitments {\n      ...FitmentRange\n    }\n  }\n": typeof types.AdminProductFieldsFragmentDoc,
    "\n  query AdminProducts($filter: ProductFilter, $sort: ProductSort, $after: String) {\n    productsPage: products(filter: $filter, sort: $sort, first: 20, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...AdminProductFields\n        }\n      }\n      pageInfo {\n        ...PageEnd\n      }\n    }\n  }\n": typeof types.AdminProductsDocument,
    "\n  query AdminCategories {\n    categories\n  }\n": typeof types.AdminCategoriesDocument,
    "\n  mutation AddProduct($input: ProductInput!) {\n    addProduct(input: $input) {\n      ...AdminProductFields\n    }\n  }\n": typeof types.AddProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...AdminProductFields\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n      deleted\n    }\n  }\n": typeof types.DeleteProductDocument,
    "\n  query FitmentChecks {\n    fitmentChecks {\n      id\n      name\n      partNumber\n      fitReturns {\n        vehicle {\n          make\n          model\n          year\n          submodel\n          engine\n        }\n        returns\n        sold\n      }\n    }\n  }\n": typeof types.FitmentChecksDocument,
    "\n  mutation ConfirmFitment($productId: ID!) {\n    confirmFitment(productId: $productId) {\n      id\n      fitmentCheck\n    }\n  }\n": typeof types.ConfirmFitmentDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      profile {\n        education\n        address\n        phone\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere {\n      signedOut\n    }\n  }\n": typeof types.SignOutEverywhereDocument,
    "\n  query PurchaseProduct($id: ID!) {\n    product(id: $id) {\n      ...ProductDetails\n    }\n  }\n": typeof types.PurchaseProductDocument,
    "\n  query ProductFits($id: ID!, $vehicle: VehicleInput!) {\n    product(id: $id) {\n      id\n      fitmentState(vehicle: $vehicle)\n    }\n  }\n": typeof types.ProductFitsDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      id\n      productId\n      quantity\n    }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  mutation AddReview($input: ReviewInput!) {\n    addReview(input: $input) {\n      id\n    }\n  }\n": typeof types.AddReviewDocument,
    "\n  fragment PartReview on Review {\n    id\n    name\n    feedback\n    ratings\n    createdAt\n    verifiedPurchase\n    fitConfirmed\n    vehicle {\n      year\n      make\n      model\n      submodel\n      engine\n    }\n  }\n": typeof types.PartReviewFragmentDoc,
    "\n  fragment PartReviews on Product {\n    id\n    rating {\n      average\n      count\n      fitConfirmed {\n        count\n        vehicle {\n          year\n          make\n          model\n        }\n      }\n    }\n    reviews(first: 5) {\n      edges {\n        node {\n          ...PartReview\n        }\n      }\n      pageInfo {\n        ...PageEnd\n      }\n    }\n  }\n": typeof types.PartReviewsFragmentDoc,
    "\n  query MorePartReviews($id: ID!, $first: Int!, $after: String!) {\n    product(id: $id) {\n      id\n      reviews(first: $first, after: $after) {\n        edges {\n          node {\n            ...PartReview\n          }\n        }\n        pageInfo {\n          ...PageEnd\n        }\n      }\n    }\n  }\n": typeof types.MorePartReviewsDocument,
    "\n  query MyPurchase($productId: ID!) {\n    myPurchase(productId: $productId) {\n      orderedAt\n      vehicle {\n        year\n        make\n        model\n        submodel\n        engine\n      }\n    }\n  }\n": typeof types.MyPurchaseDocument,
    "\n  query AllReviews($hidden: Boolean, $first: Int!, $after: String) {\n    everyReview: allReviews(first: 0) {\n      totalCount\n    }\n    allReviews(hidden: $hidden, first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...PartReview\n          hidden\n          product {\n            id\n            name\n            partNumber\n          }\n        }\n      }\n      pageInfo {\n        ...PageEnd\n      }\n    }\n  }\n": typeof types.AllReviewsDocument,
    "\n  mutation HideReview($id: ID!) {\n    hideReview(id: $id) {\n      id\n      hidden\n    }\n  }\n": typeof types.HideReviewDocument,
    "\n  mutation RestoreReview($id: ID!) {\n    restoreReview(id: $id) {\n      id\n      hidden\n    }\n  }\n": typeof types.RestoreReviewDocument,
    "\n  fragment UserRowFields on User {\n    id\n    email\n    role\n    staffRoles\n    displayName\n  }\n": typeof types.UserRowFieldsFragmentDoc,
    "\n  query Users($filter: UserFilter, $first: Int!, $after: String) {\n    allUsers: users(first: 0) {\n      totalCount\n    }\n    users(filter: $filter, first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...UserRowFields\n        }\n      }\n      pageInfo {\n        ...PageEnd\n      }\n    }\n  }\n": typeof types.UsersDocument,
    "\n  mutation MakeAdmin($email: String!) {\n    makeAdmin(email: $email) {\n      user {\n        id\n        role\n      }\n      changed\n    }\n  }\n": typeof types.MakeAdminDocument,
    "\n  mutation SetStaffRoles($email: String!, $roles: [StaffRole!]!) {\n    setStaffRoles(email: $email, roles: $roles) {\n      user {\n        id\n        role\n        staffRoles\n      }\n      changed\n    }\n  }\n": typeof types.SetStaffRolesDocument,
    "\n  mutation RemoveUser($email: String!) {\n    removeUser(email: $email) {\n      email\n      removed\n    }\n  }\n": typeof types.RemoveUserDocument,
    "\n  fragment WebhookFields on Webhook {\n    id\n    url\n    events\n    secret\n    createdAt\n    createdBy\n    deliveries(first: 10) {\n      totalCount\n      edges {\n        node {\n          ...WebhookDeliveryFields\n        }\n      }\n    }\n  }\n": typeof types.WebhookFieldsFragmentDoc,
    "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    event\n    status\n    attempts\n    createdAt\n    nextAttemptAt\n    lastStatusCode\n    lastError\n  }\n": typeof types.WebhookDeliveryFieldsFragmentDoc,
    "\n  query Webhooks {\n    webhooks {\n      ...WebhookFields\n    }\n  }\n": typeof types.WebhooksDocument,
    "\n  mutation AddWebhook($input: WebhookInput!) {\n    addWebhook(input: $input) {\n      ...WebhookFields\n    }\n  }\n": typeof types.AddWebhookDocument,
    "\n  mutation RemoveWebhook($id: ID!) {\n    removeWebhook(id: $id) {\n      id\n      removed\n    }\n  }\n": typeof types.RemoveWebhookDocument,
    "\n  mutation SendTestWebhook($id: ID!) {\n    sendTestWebhook(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n": typeof types.SendTestWebhookDocument,
    "\n  fragment ProductSummary on Product {\n    id\n    name\n    partNumber\n    price\n    picture\n    minimumOrderQuantity\n    availableQuantity\n  }\n": typeof types.ProductSummaryFragmentDoc,
    "\n  fragment ProductFacts on Product {\n    ...ProductSummary\n    category\n    description\n  }\n": typeof types.ProductFactsFragmentDoc,
    "\n  fragment ProductFit on Product {\n    fitmentState(vehicle: $vehicle) @include(if: $hasVehicle)\n  }\n": typeof types.ProductFitFragmentDoc,
    "\n  query Me {\n    me {\n      id\n      email\n      role\n      staffRoles\n      displayName\n      photoUrl\n      profile {\n        education\n        address\n        phone\n      }\n    }\n  }\n": typeof types.MeDocument,
    "\n  fragment LegacyProduct on Product {\n    id\n    name\n    description\n    price\n    minimumOrderQuantity\n    availableQuantity\n    picture\n    partNumber\n    category\n    createdAt\n    fitments {\n      make\n      model\n      yearFrom\n      yearTo\n    }\n  }\n": typeof types.LegacyProductFragmentDoc,
    "\n  fragment LegacyReview on Review {\n    id\n    name\n    feedback\n    ratings\n    createdAt\n  }\n": typeof types.LegacyReviewFragmentDoc,
    "\n  fragment LegacyUser on User {\n    id\n    email\n    role\n    displayName\n  }\n": typeof types.LegacyUserFragmentDoc,
    "\n  fragment LegacyOrder on Order {\n    id\n    number\n    email\n    name\n    productId\n    address\n    quantity\n    phone\n    unitPrice\n    subtotalCents\n    shipping {\n      name\n      priceCents\n    }\n    taxCents\n    total\n    status\n    createdAt\n    cancelledAt\n  }\n": typeof types.LegacyOrderFragmentDoc,
    "\n  query RestProductPage($first: Int!, $after: String) {\n    products(first: $first, after: $after) {\n      edges {\n        node {\n          ...LegacyProduct\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.RestProductPageDocument,
    "\n  query RestProduct($id: ID!) {\n    product(id: $id) {\n      ...LegacyProduct\n    }\n  }\n": typeof types.RestProductDocument,
    "\n  mutation RestAddProduct($input: ProductInput!) {\n    addProduct(input: $input) {\n      id\n    }\n  }\n": typeof types.RestAddProductDocument,
    "\n  mutation RestDeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      deleted\n    }\n  }\n": typeof types.RestDeleteProductDocument,
    "\n  query RestReviews($last: Int!) {\n    reviews(last: $last) {\n      ...LegacyReview\n    }\n  }\n": typeof types.RestReviewsDocument,
    "\n  mutation RestAddReview($input: ReviewInput!) {\n    addReview(input: $input) {\n      id\n    }\n  }\n": typeof types.RestAddReviewDocument,
    "\n  mutation RestSignIn($idToken: String!, $email: String) {\n    signIn(idToken: $idToken, email: $email) {\n      accessToken\n    }\n  }\n": typeof types.RestSignInDocument,
    "\n  query RestUserPage($first: Int!, $after: String) {\n    users(first: $first, after: $after) {\n      edges {\n        node {\n          ...LegacyUser\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.RestUserPageDocument,
    "\n  mutation RestMakeAdmin($email: String!) {\n    makeAdmin(email: $email) {\n      changed\n    }\n  }\n": typeof types.RestMakeAdminDocument,
    "\n  query RestUserRole($email: String!) {\n    user(email: $email) {\n      role\n    }\n  }\n": typeof types.RestUserRoleDocument,
    "\n  query RestUserProfile($email: String!) {\n    user(email: $email) {\n      email\n      profile {\n        education\n        address\n        phone\n      }\n    }\n  }\n": typeof types.RestUserProfileDocument,
    "\n  mutation RestUpdateProfile($input: ProfileInput!, $email: String) {\n    updateProfile(input: $input, email: $email) {\n      id\n    }\n  }\n": typeof types.RestUpdateProfileDocument,
    "\n  mutation RestPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      id\n    }\n  }\n": typeof types.RestPlaceOrderDocument,
    "\n  query RestMyOrders($email: String!) {\n    myOrders(email: $email) {\n      ...LegacyOrder\n    }\n  }\n": typeof types.RestMyOrdersDocument,
    "\n  mutation RestCancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      id\n    }\n  }\n": typeof types.RestCancelOrderDocument,
    "\n  query RestOrderPage($first: Int!, $after: String) {\n    orders(first: $first, after: $after) {\n      edges {\n        node {\n          ...LegacyOrder\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.RestOrderPageDocument,
};
const documents: Documents = {
    "\n  fragment OrderDeliveryFields on Order {\n    address\n    shipTo {\n      name\n      street\n      city\n      postalCode\n      region\n      countryName\n    }\n    shipping {\n      name\n      priceCents\n      arrivesFrom\n      arrivesBy\n    }\n    subtotalCents\n    taxCents\n    taxPercent\n    totalCents\n    total\n  }\n": types.OrderDeliveryFieldsFragmentDoc,
    "\n  fragment OrderLineRowFields on OrderLine {\n    productId\n    name\n    unitPrice\n    quantity\n    total\n    vehicle {\n      make\n      model\n      year\n      submodel\n      engine\n    }\n    fitmentState\n  }\n": types.OrderLineRowFieldsFragmentDoc,
    "\n  fragment OrderPaymentFields on Order {\n    status\n    paymentMethod\n    totalCents\n    amountDueCents\n    paymentDueBy\n    payments {\n      method\n      amountCents\n      reference\n      at\n    }\n    refundDueCents\n    refunds {\n      method\n      amountCents\n      reference\n      at\n    }\n  }\n": types.OrderPaymentFieldsFragmentDoc,
    "\n  fragment PaymentOptionFields on PaymentOption {\n    method\n    label\n    description\n  }\n": types.PaymentOptionFieldsFragmentDoc,
    "\n  fragment PageEnd on PageInfo {\n    hasNextPage\n    endCursor\n  }\n": types.PageEndFragmentDoc,
    "\n  fragment ProductDetails on Product {\n    ...ProductFacts\n    oeNumbers\n    interchangeNumbers\n    universal\n    fitments {\n      ...FitmentRange\n    }\n  }\n": types.ProductDetailsFragmentDoc,
    "\n  fragment FitmentRange on Fitment {\n    make\n    model\n    yearFrom\n    yearTo\n    submodel\n    engine\n    position\n    note\n  }\n": types.FitmentRangeFragmentDoc,
    "\n  fragment AuditEntryFields on AuditEntry {\n    id\n    at\n    by\n    kind\n    subject\n    changes {\n      field\n      before\n      after\n    }\n  }\n": types.AuditEntryFieldsFragmentDoc,
    "\n  query AuditLog($filter: AuditFilter, $after: String) {\n    allEntries: auditLog(first: 0) {\n      totalCount\n    }\n    auditLog(filter: $filter, first: 20, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...AuditEntryFields\n        }\n      }\n      pageInfo {\n        ...PageEnd\n      }\n    }\n  }\n": types.AuditLogDocument,
    "\n  mutation SignIn($idToken: String!) {\n    signIn(idToken: $idToken) {\n      accessToken\n      user {\n        id\n        email\n        role\n        displayName\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  fragment CartView on Cart {\n    subtotal\n    itemCount\n    lines {\n      quantity\n      lineTotal\n      addedUnitPrice\n      fitmentState\n      warnings\n      vehicle {\n        make\n        model\n        year\n        submodel\n        engine\n      }\n      product {\n        ...ProductSummary\n        ...ProductFit\n      }\n    }\n  }\n": types.CartViewFragmentDoc,
    "\n  query Cart($vehicle: VehicleInput = { make: \"\", model: \"\", year: 0 }, $hasVehicle: Boolean!) {\n    cart {\n      ...CartView\n    }\n  }\n": types.CartDocument,
    "\n  query CartPreview(\n    $lines: [CartLineInput!]!\n    $vehicle: VehicleInput = { make: \"\", model: \"\", year: 0 }\n    $hasVehicle: Boolean!\n  ) {\n    cartPreview(lines: $lines) {\n      ...CartView\n    }\n  }\n": types.CartPreviewDocument,
    "\n  mutation AddToCart(\n    $productId: ID!\n    $quantity: Int!\n    $lineVehicle: VehicleInput\n    $vehicle: VehicleInput = { make: \"\", model: \"\", year: 0 }\n    $hasVehicle: Boolean!\n  ) {\n    addToCart(productId: $productId, quantity: $quantity, vehicle: $lineVehicle) {\n      ...CartView\n    }\n  }\n": types.AddToCartDocument,
    "\n  mutation UpdateCartLine(\n    $productId: ID!\n    $quantity: Int!\n    $vehicle: VehicleInput = { make: \"\", model: \"\", year: 0 }\n    $hasVehicle: Boolean!\n  ) {\n    updateCartLine(productId: $productId, quantity: $quantity) {\n      ...CartView\n    }\n  }\n": types.UpdateCartLineDocument,
    "\n  mutation MergeCart(\n    $lines: [CartLineInput!]!\n    $vehicle: VehicleInput = { make: \"\", model: \"\", year: 0 }\n    $hasVehicle: Boolean!\n  ) {\n    mergeCart(lines: $lines) {\n      ...CartView\n    }\n  }\n": types.MergeCartDocument,
    "\n  fragment CartQuoteFields on CartQuote {\n    taxPercent\n    methods {\n      method {\n        code\n        name\n        priceCents\n        freeOverCents\n      }\n      shippingCents\n      taxCents\n      totalCents\n      arrivesFrom\n      arrivesBy\n    }\n  }\n": types.CartQuoteFieldsFragmentDoc,
    "\n  query CartQuote($visitor: Boolean!, $lines: [CartLineInput!]! = [], $destination: DestinationInput) {\n    cart @skip(if: $visitor) {\n      subtotal\n      quote(destination: $destination) {\n        ...CartQuoteFields\n      }\n    }\n    cartPreview(lines: $lines) @include(if: $visitor) {\n      subtotal\n      quote(destination: $destination) {\n        ...CartQuoteFields\n      }\n    }\n  }\n": types.CartQuoteDocument,
    "\n  fragment CatalogueProduct on Product {\n    ...ProductFacts\n    ...ProductFit\n  }\n": types.CatalogueProductFragmentDoc,
    "\n  query CatalogueProducts(\n    $filter: ProductFilter\n    $sort: ProductSort\n    $first: Int\n    $after: String\n    $vehicle: VehicleInput = { make: \"\", model: \"\", year: 0 }\n    $hasVehicle: Boolean!\n  ) {\n    products(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...CatalogueProduct\n        }\n      }\n      pageInfo {\n        ...PageEnd\n      }\n    }\n  }\n": types.CatalogueProductsDocument,
    "\n  query PartPageProduct(\n    $id: ID!\n    $vehicle: VehicleInput = { make: \"\", model: \"\", year: 0 }\n    $hasVehicle: Boolean!\n  ) {\n    product(id: $id) {\n      ...ProductDetails\n      ...ProductFit\n      ...PartReviews\n    }\n  }\n": types.PartPageProductDocument,
    "\n  query Categories {\n    categories\n  }\n": types.CategoriesDocument,
    "\n  query Vehicles {\n    vehicles {\n      make\n      models {\n        model\n        years\n      }\n    }\n  }\n": types.VehiclesDocument,
    "\n  query VehicleVariants($year: Int!, $make: String!, $model: String!) {\n    vehicleVariants(year: $year, make: $make, model: $model) {\n      submodels\n      engines\n    }\n  }\n": types.VehicleVariantsDocument,
    "\n  fragment PlacedOrder on Order {\n    id\n    number\n    total\n    address\n    phone\n    createdAt\n    lines {\n      ...OrderLineRowFields\n    }\n    ...OrderPaymentFields\n    ...OrderDeliveryFields\n  }\n": types.PlacedOrderFragmentDoc,
    "\n  query PaymentOptions {\n    paymentOptions {\n      ...PaymentOptionFields\n    }\n  }\n": types.PaymentOptionsDocument,
    "\n  mutation Checkout($input: CheckoutInput!) {\n    checkout(input: $input) {\n      ...PlacedOrder\n    }\n  }\n": types.CheckoutDocument,
    "\n  query PlacedOrder($id: ID!) {\n    order(id: $id) {\n      ...PlacedOrder\n    }\n    paymentOptions {\n      ...PaymentOptionFields\n    }\n  }\n": types.PlacedOrderDocument,
    "\n  mutation StartCardPayment($orderId: ID!) {\n    startCardPayment(orderId: $orderId) {\n      clientSecret\n      publishableKey\n      amountCents\n    }\n  }\n": types.StartCardPaymentDocument,
    "\n  fragment SavedAddressFields on SavedAddress {\n    id\n    phone\n    address {\n      name\n      street\n      city\n      postalCode\n      region\n      country\n      countryName\n    }\n  }\n": types.SavedAddressFieldsFragmentDoc,
    "\n  query MyAddresses {\n    myAddresses {\n      ...SavedAddressFields\n    }\n  }\n": types.MyAddressesDocument,
    "\n  mutation ForgetAddress($id: ID!) {\n    forgetAddress(id: $id) {\n      ...SavedAddressFields\n    }\n  }\n": types.ForgetAddressDocument,
    "\n  fragment GarageView on Garage {\n    vehicles {\n      id\n      year\n      make\n      model\n      submodel\n      engine\n      nickname\n    }\n    current {\n      id\n    }\n  }\n": types.GarageViewFragmentDoc,
    "\n  query Garage {\n    garage {\n      ...GarageView\n    }\n  }\n": types.GarageDocument,
    "\n  mutation AddGarageVehicle($vehicle: GarageVehicleInput!) {\n    addGarageVehicle(vehicle: $vehicle) {\n      ...GarageView\n    }\n  }\n": types.AddGarageVehicleDocument,
    "\n  mutation RemoveGarageVehicle($id: ID!) {\n    removeGarageVehicle(id: $id) {\n      ...GarageView\n    }\n  }\n": types.RemoveGarageVehicleDocument,
    "\n  mutation NameGarageVehicle($id: ID!, $nickname: String) {\n    nameGarageVehicle(id: $id, nickname: $nickname) {\n      ...GarageView\n    }\n  }\n": types.NameGarageVehicleDocument,
    "\n  mutation MergeGarage($vehicles: [GarageVehicleInput!]!, $current: Int) {\n    mergeGarage(vehicles: $vehicles, current: $current) {\n      ...GarageView\n    }\n  }\n": types.MergeGarageDocument,
    "\n  query DecodeVin($vin: String!) {\n    decodeVin(vin: $vin) {\n      vin\n      year\n      make\n      model\n      engine\n    }\n  }\n": types.DecodeVinDocument,
    "\n  query LatestReviews($last: Int!) {\n    reviews(last: $last) {\n      id\n      name\n      feedback\n      ratings\n    }\n  }\n": types.LatestReviewsDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  fragment InboxMessageFields on ContactMessage {\n    id\n    email\n    subject\n    message\n    createdAt\n    handled {\n      by\n      at\n    }\n    answers {\n      text\n      by\n      at\n    }\n  }\n": types.InboxMessageFieldsFragmentDoc,
    "\n  query Inbox($handled: Boolean, $first: Int!, $after: String) {\n    allMessages: contactMessages(first: 0) {\n      totalCount\n    }\n    contactMessages(handled: $handled, first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...InboxMessageFields\n        }\n      }\n      pageInfo {\n        ...PageEnd\n      }\n    }\n  }\n": types.InboxDocument,
    "\n  query UnhandledMessages {\n    contactMessages(handled: false, first: 0) {\n      totalCount\n    }\n  }\n": types.UnhandledMessagesDocument,
    "\n  mutation MarkMessageHandled($id: ID!, $handled: Boolean!) {\n    markContactMessageHandled(id: $id, handled: $handled) {\n      ...InboxMessageFields\n    }\n  }\n": types.MarkMessageHandledDocument,
    "\n  mutation AnswerMessage($id: ID!, $answer: String!) {\n    answerContactMessage(id: $id, answer: $answer) {\n      ...InboxMessageFields\n    }\n  }\n": types.AnswerMessageDocument,
    "\n  query JobKit($job: JobKind!, $vehicle: VehicleInput!) {\n    jobKit(job: $job, vehicle: $vehicle) {\n      job\n      name\n      total\n      lines {\n        piece\n        position\n        quantity\n        warning\n        product {\n          id\n          name\n          partNumber\n          price\n          availableQuantity\n          minimumOrderQuantity\n        }\n      }\n    }\n  }\n": types.JobKitDocument,
    "\n  fragment OrderCardFields on Order {\n    id\n    number\n    name\n    productId\n    email\n    buyerName\n    address\n    phone\n    quantity\n    unitPrice\n    total\n    status\n    createdAt\n    lines {\n      ...OrderLineRowFields\n    }\n    shipment {\n      carrier\n      trackingNumber\n      shippedAt\n    }\n    history {\n      status\n      at\n    }\n    returnableUntil\n    returns {\n      id\n      number\n      status\n      amountCents\n    }\n    ...OrderPaymentFields\n    ...OrderDeliveryFields\n  }\n": types.OrderCardFieldsFragmentDoc,
    "\n  query MyOrders {\n    myOrders {\n      ...OrderCardFields\n    }\n    paymentOptions {\n      ...PaymentOptionFields\n    }\n  }\n": types.MyOrdersDocument,
    "\n  query AdminOrders($filter: OrderFilter, $after: String) {\n    allOrders: orders(first: 0) {\n      totalCount\n    }\n    orders(filter: $filter, first: 12, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...OrderCardFields\n        }\n      }\n      pageInfo {\n        ...PageEnd\n      }\n    }\n    paymentOptions {\n      ...PaymentOptionFields\n    }\n  }\n": types.AdminOrdersDocument,
    "\n  mutation CancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      id\n      status\n    }\n  }\n": types.CancelOrderDocument,
    "\n  mutation ShipOrder($id: ID!, $carrier: String!, $trackingNumber: String!) {\n    shipOrder(id: $id, carrier: $carrier, trackingNumber: $trackingNumber) {\n      ...OrderCardFields\n    }\n  }\n": types.ShipOrderDocument,
    "\n  mutation DeliverOrder($id: ID!) {\n    deliverOrder(id: $id) {\n      ...OrderCardFields\n    }\n  }\n": types.DeliverOrderDocument,
    "\n  mutation RecordPayment($id: ID!, $amountCents: Int!, $reference: String!) {\n    recordPayment(id: $id, amountCents: $amountCents, reference: $reference) {\n      ...OrderCardFields\n    }\n  }\n": types.RecordPaymentDocument,
    "\n  mutation RefundOrder($id: ID!, $amountCents: Int!, $reference: String) {\n    refundOrder(id: $id, amountCents: $amountCents, reference: $reference) {\n      ...OrderCardFields\n    }\n  }\n": types.RefundOrderDocument,
    "\n  mutation RequestReturn($input: ReturnInput!) {\n    requestReturn(input: $input) {\n      id\n      number\n      status\n      amountCents\n    }\n  }\n": types.RequestReturnDocument,
    "\n  fragment ReturnCardFields on OrderReturn {\n    id\n    number\n    orderId\n    orderNumber\n    email\n    reason\n    note\n    status\n    refusal\n    amountCents\n    createdAt\n    lines {\n      productId\n      name\n      unitPrice\n      quantity\n      restocked\n      vehicle {\n        make\n        model\n        year\n        submodel\n        engine\n      }\n    }\n    refund {\n      method\n      amountCents\n      reference\n      at\n    }\n  }\n": types.ReturnCardFieldsFragmentDoc,
    "\n  query Returns($status: ReturnStatus) {\n    returns(status: $status, first: 50) {\n      ...ReturnCardFields\n    }\n  }\n": types.ReturnsDocument,
    "\n  mutation ApproveReturn($id: ID!) {\n    approveReturn(id: $id) {\n      ...ReturnCardFields\n    }\n  }\n": types.ApproveReturnDocument,
    "\n  mutation RefuseReturn($id: ID!, $reason: String!) {\n    refuseReturn(id: $id, reason: $reason) {\n      ...ReturnCardFields\n    }\n  }\n": types.RefuseReturnDocument,
    "\n  mutation ReceiveReturn($id: ID!, $lines: [ReceivedLineInput!]!) {\n    receiveReturn(id: $id, lines: $lines) {\n      ...ReturnCardFields\n    }\n  }\n": types.ReceiveReturnDocument,
    "\n  mutation RefundReturn($id: ID!, $reference: String) {\n    refundReturn(id: $id, reference: $reference) {\n      ...ReturnCardFields\n    }\n  }\n": types.RefundReturnDocument,
    "\n  query OrdersOverview($today: DateTime!) {\n    placedToShip: orders(filter: { status: PLACED }, first: 0) {\n      totalCount\n    }\n    paidToShip: orders(filter: { status: PAID }, first: 0) {\n      totalCount\n    }\n    salesSummary(from: $today) {\n      orders\n      total\n    }\n  }\n": types.OrdersOverviewDocument,
    "\n  query StockOverview {\n    lowStock: products(filter: { lowStock: true }, first: 0) {\n      totalCount\n    }\n  }\n": types.StockOverviewDocument,
    "\n  fragment AdminProductFields on Product {\n    ...ProductFacts\n    partType\n    reorderLevel\n    oeNumbers\n    interchangeNumbers\n    universal\n    fitments {\n      ...FitmentRange\n    }\n  }\n": types.AdminProductFieldsFragmentDoc,
    "\n  query AdminProducts($filter: ProductFilter, $sort: ProductSort, $after: String) {\n    productsPage: products(filter: $filter, sort: $sort, first: 20, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...AdminProductFields\n        }\n      }\n      pageInfo {\n        ...PageEnd\n      }\n    }\n  }\n": types.AdminProductsDocument,
    "\n  query AdminCategories {\n    categories\n  }\n": types.AdminCategoriesDocument,
    "\n  mutation AddProduct($input: ProductInput!) {\n    addProduct(input: $input) {\n      ...AdminProductFields\n    }\n  }\n": types.AddProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...AdminProductFields\n    }\n  }\n": types.UpdateProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n      deleted\n    }\n  }\n": types.DeleteProductDocument,
    "\n  query FitmentChecks {\n    fitmentChecks {\n      id\n      name\n      partNumber\n      fitReturns {\n        vehicle {\n          make\n          model\n          year\n          submodel\n          engine\n        }\n        returns\n        sold\n      }\n    }\n  }\n": types.FitmentChecksDocument,
    "\n  mutation ConfirmFitment($productId: ID!) {\n    confirmFitment(productId: $productId) {\n      id\n      fitmentCheck\n    }\n  }\n": types.ConfirmFitmentDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      profile {\n        education\n        address\n        phone\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere {\n      signedOut\n    }\n  }\n": types.SignOutEverywhereDocument,
    "\n  query PurchaseProduct($id: ID!) {\n    product(id: $id) {\n      ...ProductDetails\n    }\n  }\n": types.PurchaseProductDocument,
    "\n  query ProductFits($id: ID!, $vehicle: VehicleInput!) {\n    product(id: $id) {\n      id\n      fitmentState(vehicle: $vehicle)\n    }\n  }\n": types.ProductFitsDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      id\n      productId\n      quantity\n    }\n  }\n": types.PlaceOrderDocument,
    "\n  mutation AddReview($input: ReviewInput!) {\n    addReview(input: $input) {\n      id\n    }\n  }\n": types.AddReviewDocument,
    "\n  fragment PartReview on Review {\n    id\n    name\n    feedback\n    ratings\n    createdAt\n    verifiedPurchase\n    fitConfirmed\n    vehicle {\n      year\n      make\n      model\n      submodel\n      engine\n    }\n  }\n": types.PartReviewFragmentDoc,
    "\n  fragment PartReviews on Product {\n    id\n    rating {\n      average\n      count\n      fitConfirmed {\n        count\n        vehicle {\n          year\n          make\n          model\n        }\n      }\n    }\n    reviews(first: 5) {\n      edges {\n        node {\n          ...PartReview\n        }\n      }\n      pageInfo {\n        ...PageEnd\n      }\n    }\n  }\n": types.PartReviewsFragmentDoc,
    "\n  query MorePartReviews($id: ID!, $first: Int!, $after: String!) {\n    product(id: $id) {\n      id\n      reviews(first: $first, after: $after) {\n        edges {\n          node {\n            ...PartReview\n          }\n        }\n        pageInfo {\n          ...PageEnd\n        }\n      }\n    }\n  }\n": types.MorePartReviewsDocument,
    "\n  query MyPurchase($productId: ID!) {\n    myPurchase(productId: $productId) {\n      orderedAt\n      vehicle {\n        year\n        make\n        model\n        submodel\n        engine\n      }\n    }\n  }\n": types.MyPurchaseDocument,
    "\n  query AllReviews($hidden: Boolean, $first: Int!, $after: String) {\n    everyReview: allReviews(first: 0) {\n      totalCount\n    }\n    allReviews(hidden: $hidden, first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...PartReview\n          hidden\n          product {\n            id\n            name\n            partNumber\n          }\n        }\n      }\n      pageInfo {\n        ...PageEnd\n      }\n    }\n  }\n": types.AllReviewsDocument,
    "\n  mutation HideReview($id: ID!) {\n    hideReview(id: $id) {\n      id\n      hidden\n    }\n  }\n": types.HideReviewDocument,
    "\n  mutation RestoreReview($id: ID!) {\n    restoreReview(id: $id) {\n      id\n      hidden\n    }\n  }\n": types.RestoreReviewDocument,
    "\n  fragment UserRowFields on User {\n    id\n    email\n    role\n    staffRoles\n    displayName\n  }\n": types.UserRowFieldsFragmentDoc,
    "\n  query Users($filter: UserFilter, $first: Int!, $after: String) {\n    allUsers: users(first: 0) {\n      totalCount\n    }\n    users(filter: $filter, first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...UserRowFields\n        }\n      }\n      pageInfo {\n        ...PageEnd\n      }\n    }\n  }\n": types.UsersDocument,
    "\n  mutation MakeAdmin($email: String!) {\n    makeAdmin(email: $email) {\n      user {\n        id\n        role\n      }\n      changed\n    }\n  }\n": types.MakeAdminDocument,
    "\n  mutation SetStaffRoles($email: String!, $roles: [StaffRole!]!) {\n    setStaffRoles(email: $email, roles: $roles) {\n      user {\n        id\n        role\n        staffRoles\n      }\n      changed\n    }\n  }\n": types.SetStaffRolesDocument,
    "\n  mutation RemoveUser($email: String!) {\n    removeUser(email: $email) {\n      email\n      removed\n    }\n  }\n": types.RemoveUserDocument,
    "\n  fragment WebhookFields on Webhook {\n    id\n    url\n    events\n    secret\n    createdAt\n    createdBy\n    deliveries(first: 10) {\n      totalCount\n      edges {\n        node {\n          ...WebhookDeliveryFields\n        }\n      }\n    }\n  }\n": types.WebhookFieldsFragmentDoc,
    "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    event\n    status\n    attempts\n    createdAt\n    nextAttemptAt\n    lastStatusCode\n    lastError\n  }\n": types.WebhookDeliveryFieldsFragmentDoc,
    "\n  query Webhooks {\n    webhooks {\n      ...WebhookFields\n    }\n  }\n": types.WebhooksDocument,
    "\n  mutation AddWebhook($input: WebhookInput!) {\n    addWebhook(input: $input) {\n      ...WebhookFields\n    }\n  }\n": types.AddWebhookDocument,
    "\n  mutation RemoveWebhook($id: ID!) {\n    removeWebhook(id: $id) {\n      id\n      removed\n    }\n  }\n": types.RemoveWebhookDocument,
    "\n  mutation SendTestWebhook($id: ID!) {\n    sendTestWebhook(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n": types.SendTestWebhookDocument,
    "\n  fragment ProductSummary on Product {\n    id\n    name\n    partNumber\n    price\n    picture\n    minimumOrderQuantity\n    availableQuantity\n  }\n": types.ProductSummaryFragmentDoc,
    "\n  fragment ProductFacts on Product {\n    ...ProductSummary\n    category\n    description\n  }\n": types.ProductFactsFragmentDoc,
    "\n  fragment ProductFit on Product {\n    fitmentState(vehicle: $vehicle) @include(if: $hasVehicle)\n  }\n": types.ProductFitFragmentDoc,
    "\n  query Me {\n    me {\n      id\n      email\n      role\n      staffRoles\n      displayName\n      photoUrl\n      profile {\n        education\n        address\n        phone\n      }\n    }\n  }\n": types.MeDocument,
    "\n  fragment LegacyProduct on Product {\n    id\n    name\n    description\n    price\n    minimumOrderQuantity\n    availableQuantity\n    picture\n    partNumber\n    category\n    createdAt\n    fitments {\n      make\n      model\n      yearFrom\n      yearTo\n    }\n  }\n": types.LegacyProductFragmentDoc,
    "\n  fragment LegacyReview on Review {\n    id\n    name\n    feedback\n    ratings\n    createdAt\n  }\n": types.LegacyReviewFragmentDoc,
    "\n  fragment LegacyUser on User {\n    id\n    email\n    role\n    displayName\n  }\n": types.LegacyUserFragmentDoc,
    "\n  fragment LegacyOrder on Order {\n    id\n    number\n    email\n    name\n    productId\n    address\n    quantity\n    phone\n    unitPrice\n    subtotalCents\n    shipping {\n      name\n      priceCents\n    }\n    taxCents\n    total\n    status\n    createdAt\n    cancelledAt\n  }\n": types.LegacyOrderFragmentDoc,
    "\n  query RestProductPage($first: Int!, $after: String) {\n    products(first: $first, after: $after) {\n      edges {\n        node {\n          ...LegacyProduct\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.RestProductPageDocument,
    "\n  query RestProduct($id: ID!) {\n    product(id: $id) {\n      ...LegacyProduct\n    }\n  }\n": types.RestProductDocument,
    "\n  mutation RestAddProduct($input: ProductInput!) {\n    addProduct(input: $input) {\n      id\n    }\n  }\n": types.RestAddProductDocument,
    "\n  mutation RestDeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      deleted\n    }\n  }\n": types.RestDeleteProductDocument,
    "\n  query RestReviews($last: Int!) {\n    reviews(last: $last) {\n      ...LegacyReview\n    }\n  }\n": types.RestReviewsDocument,
    "\n  mutation RestAddReview($input: ReviewInput!) {\n    addReview(input: $input) {\n      id\n    }\n  }\n": types.RestAddReviewDocument,
    "\n  mutation RestSignIn($idToken: String!, $email: String) {\n    signIn(idToken: $idToken, email: $email) {\n      accessToken\n    }\n  }\n": types.RestSignInDocument,
    "\n  query RestUserPage($first: Int!, $after: String) {\n    users(first: $first, after: $after) {\n      edges {\n        node {\n          ...LegacyUser\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.RestUserPageDocument,
    "\n  mutation RestMakeAdmin($email: String!) {\n    makeAdmin(email: $email) {\n      changed\n    }\n  }\n": types.RestMakeAdminDocument,
    "\n  query RestUserRole($email: String!) {\n    user(email: $email) {\n      role\n    }\n  }\n": types.RestUserRoleDocument,
    "\n  query RestUserProfile($email: String!) {\n    user(email: $email) {\n      email\n      profile {\n        education\n        address\n        phone\n      }\n    }\n  }\n": types.RestUserProfileDocument,
    "\n  mutation RestUpdateProfile($input: ProfileInput!, $email: String) {\n    updateProfile(input: $input, email: $email) {\n      id\n    }\n  }\n": types.RestUpdateProfileDocument,
    "\n  mutation RestPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      id\n    }\n  }\n": types.RestPlaceOrderDocument,
    "\n  query RestMyOrders($email: String!) {\n    myOrders(email: $email) {\n      ...LegacyOrder\n    }\n  }\n": types.RestMyOrdersDocument,
    "\n  mutation RestCancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      id\n    }\n  }\n": types.RestCancelOrderDocument,
    "\n  query RestOrderPage($first: Int!, $after: String) {\n    orders(first: $first, after: $after) {\n      edges {\n        node {\n          ...LegacyOrder\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.RestOrderPageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderDeliveryFields on Order {\n    address\n    shipTo {\n      name\n      street\n      city\n      postalCode\n      region\n      countryName\n    }\n    shipping {\n      name\n      priceCents\n      arrivesFrom\n      arrivesBy\n    }\n    subtotalCents\n    taxCents\n    taxPercent\n    totalCents\n    total\n  }\n"): (typeof documents)["\n  fragment OrderDeliveryFields on Order {\n    address\n    shipTo {\n      name\n      street\n      city\n      postalCode\n      region\n      countryName\n    }\n    shipping {\n      name\n      priceCents\n      arrivesFrom\n      arrivesBy\n    }\n    subtotalCents\n    taxCents\n    taxPercent\n    totalCents\n    total\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderLineRowFields on OrderLine {\n    productId\n    name\n    unitPrice\n    quantity\n    total\n    vehicle {\n      make\n      model\n      year\n      submodel\n      engine\n    }\n    fitmentState\n  }\n"): (typeof documents)["\n  fragment OrderLineRowFields on OrderLine {\n    productId\n    name\n    unitPrice\n    quantity\n    total\n    vehicle {\n      make\n      model\n      year\n      submodel\n      engine\n    }\n    fitmentState\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderPaymentFields on Order {\n    status\n    paymentMethod\n    totalCents\n    amountDueCents\n    paymentDueBy\n    payments {\n      method\n      amountCents\n      reference\n      at\n    }\n    refundDueCents\n    refunds {\n      method\n      amountCents\n      reference\n      at\n    }\n  }\n"): (typeof documents)["\n  fragment OrderPaymentFields on Order {\n    status\n    paymentMethod\n    totalCents\n    amountDueCents\n    paymentDueBy\n    payments {\n      method\n      amountCents\n      reference\n      at\n    }\n    refundDueCents\n    refunds {\n      method\n      amountCents\n      reference\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentOptionFields on PaymentOption {\n    method\n    label\n    description\n  }\n"): (typeof documents)["\n  fragment PaymentOptionFields on PaymentOption {\n    method\n    label\n    description\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PageEnd on PageInfo {\n    hasNextPage\n    endCursor\n  }\n"): (typeof documents)["\n  fragment PageEnd on PageInfo {\n    hasNextPage\n    endCursor\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductDetails on Product {\n    ...ProductFacts\n    oeNumbers\n    interchangeNumbers\n    universal\n    fitments {\n      ...FitmentRange\n    }\n  }\n"): (typeof documents)["\n  fragment ProductDetails on Product {\n    ...ProductFacts\n    oeNumbers\n    interchangeNumbers\n    universal\n    fitments {\n      ...FitmentRange\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FitmentRange on Fitment {\n    make\n    model\n    yearFrom\n    yearTo\n    submodel\n    engine\n    position\n    note\n  }\n"): (typeof documents)["\n  fragment FitmentRange on Fitment {\n    make\n    model\n    yearFrom\n    yearTo\n    submodel\n    engine\n    position\n    note\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditEntryFields on AuditEntry {\n    id\n    at\n    by\n    kind\n    subject\n    changes {\n      field\n      before\n      after\n    }\n  }\n"): (typeof documents)["\n  fragment AuditEntryFields on AuditEntry {\n    id\n    at\n    by\n    kind\n    subject\n    changes {\n      field\n      before\n      after\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($filter: AuditFilter, $after: String) {\n    allEntries: auditLog(first: 0) {\n      totalCount\n    }\n    auditLog(filter: $filter, first: 20, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...AuditEntryFields\n        }\n      }\n      pageInfo {\n        ...PageEnd\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($filter: AuditFilter, $after: String) {\n    allEntries: auditLog(first: 0) {\n      totalCount\n    }\n    auditLog(filter: $filter, first: 20, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...AuditEntryFields\n        }\n      }\n      pageInfo {\n        ...PageEnd\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($idToken: String!) {\n    signIn(idToken: $idToken) {\n      accessToken\n      user {\n        id\n        email\n        role\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($idToken: String!) {\n    signIn(idToken: $idToken) {\n      accessToken\n      user {\n        id\n        email\n        role\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartView on Cart {\n    subtotal\n    itemCount\n    lines {\n      quantity\n      lineTotal\n      addedUnitPrice\n      fitmentState\n      warnings\n      vehicle {\n        make\n        model\n        year\n        submodel\n        engine\n      }\n      product {\n        ...ProductSummary\n        ...ProductFit\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CartView on Cart {\n    subtotal\n    itemCount\n    lines {\n      quantity\n      lineTotal\n      addedUnitPrice\n      fitmentState\n      warnings\n      vehicle {\n        make\n        model\n        year\n        submodel\n        engine\n      }\n      product {\n        ...ProductSummary\n        ...ProductFit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cart($vehicle: VehicleInput = { make: \"\", model: \"\", year: 0 }, $hasVehicle: Boolean!) {\n    cart {\n      ...CartView\n    }\n  }\n"): (typeof documents)["\n  query Cart($vehicle: VehicleInput = { make: \"\", model: \"\", year: 0 }, $hasVehicle: Boolean!) {\n    cart {\n      ...CartView\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartPreview(\n    $lines: [CartLineInput!]!\n    $vehicle: VehicleInput = { make: \"\", model: \"\", year: 0 }\n    $hasVehicle: Boolean!\n  ) {\n    cartPreview(lines: $lines) {\n      ...CartView\n    }\n  }\n"): (typeof documents)["\n  query CartPreview(\n    $lines: [CartLineInput!]!\n    $vehicle: VehicleInput = { make: \"\", model: \"\", year: 0 }\n    $hasVehicle: Boolean!\n  ) {\n    cartPreview(lines: $lines) {\n      ...CartView\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCart(\n    $productId: ID!\n    $quantity: Int!\n    $lineVehicle: VehicleInput\n    $vehicle: VehicleInput = { make: \"\", model: \"\", year: 0 }\n    $hasVehicle: Boolean!\n  ) {\n    addToCart(productId: $productId, quantity: $quantity, vehicle: $lineVehicle) {\n      ...CartView\n    }\n  }\n"): (typeof documents)["\n  mutation AddToCart(\n    $productId: ID!\n    $quantity: Int!\n    $lineVehicle: VehicleInput\n    $vehicle: VehicleInput = { make: \"\", model: \"\", year: 0 }\n    $hasVehicle: Boolean!\n  ) {\n    addToCart(productId: $productId, quantity: $quantity, vehicle: $lineVehicle) {\n      ...CartView\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCartLine(\n    $productId: ID!\n    $quantity: Int!\n    $vehicle: VehicleInput = { make: \"\", model: \"\", year: 0 }\n    $hasVehicle: Boolean!\n  ) {\n    updateCartLine(productId: $productId, quantity: $quantity) {\n      ...CartView\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCartLine(\n    $productId: ID!\n    $quantity: Int!\n    $vehicle: VehicleInput = { make: \"\", model: \"\", year: 0 }\n    $hasVehicle: Boolean!\n  ) {\n    updateCartLine(productId: $productId, quantity: $quantity) {\n      ...CartView\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MergeCart(\n    $lines: [CartLineInput!]!\n    $vehicle: VehicleInput = { make: \"\", model: \"\", year: 0 }\n    $hasVehicle: Boolean!\n  ) {\n    mergeCart(lines: $lines) {\n      ...CartView\n    }\n  }\n"): (typeof documents)["\n  mutation MergeCart(\n    $lines: [CartLineInput!]!\n    $vehicle: VehicleInput = { make: \"\", model: \"\", year: 0 }\n    $hasVehicle: Boolean!\n  ) {\n    mergeCart(lines: $lines) {\n      ...CartView\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartQuoteFields on CartQuote {\n    taxPercent\n    methods {\n      method {\n        code\n        name\n        priceCents\n        freeOverCents\n      }\n      shippingCents\n      taxCents\n      totalCents\n      arrivesFrom\n      arrivesBy\n    }\n  }\n"): (typeof documents)["\n  fragment CartQuoteFields on CartQuote {\n    taxPercent\n    methods {\n      method {\n        code\n        name\n        priceCents\n        freeOverCents\n      }\n      shippingCents\n      taxCents\n      totalCents\n      arrivesFrom\n      arrivesBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartQuote($visitor: Boolean!, $lines: [CartLineInput!]! = [], $destination: DestinationInput) {\n    cart @skip(if: $visitor) {\n      subtotal\n      quote(destination: $destination) {\n        ...CartQuoteFields\n      }\n    }\n    cartPreview(lines: $lines) @include(if: $visitor) {\n      subtotal\n      quote(destination: $destination) {\n        ...CartQuoteFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CartQuote($visitor: Boolean!, $lines: [CartLineInput!]! = [], $destination: DestinationInput) {\n    cart @skip(if: $visitor) {\n      subtotal\n      quote(destination: $destination) {\n        ...CartQuoteFields\n      }\n    }\n    cartPreview(lines: $lines) @include(if: $visitor) {\n      subtotal\n      quote(destination: $destination) {\n        ...CartQuoteFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogueProduct on Product {\n    ...ProductFacts\n    ...ProductFit\n  }\n"): (typeof documents)["\n  fragment CatalogueProduct on Product {\n    ...ProductFacts\n    ...ProductFit\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueProducts(\n    $filter: ProductFilter\n    $sort: ProductSort\n    $first: Int\n    $after: String\n    $vehicle: VehicleInput = { make: \"\", model: \"\", year: 0 }\n    $hasVehicle: Boolean!\n  ) {\n    products(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...CatalogueProduct\n        }\n      }\n      pageInfo {\n        ...PageEnd\n      }\n    }\n  }\n"): (typeof documents)["\n  query CatalogueProducts(\n    $filter: ProductFilter\n    $sort: ProductSort\n    $first: Int\n    $after: String\n    $vehicle: VehicleInput = { make: \"\", model: \"\", year: 0 }\n    $hasVehicle: Boolean!\n  ) {\n    products(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...CatalogueProduct\n        }\n      }\n      pageInfo {\n        ...PageEnd\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartPageProduct(\n    $id: ID!\n    $vehicle: VehicleInput = { make: \"\", model: \"\", year: 0 }\n    $hasVehicle: Boolean!\n  ) {\n    product(id: $id) {\n      ...ProductDetails\n      ...ProductFit\n      ...PartReviews\n    }\n  }\n"): (typeof documents)["\n  query PartPageProduct(\n    $id: ID!\n    $vehicle: VehicleInput = { make: \"\", model: \"\", year: 0 }\n    $hasVehicle: Boolean!\n  ) {\n    product(id: $id) {\n      ...ProductDetails\n      ...ProductFit\n      ...PartReviews\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Categories {\n    categories\n  }\n"): (typeof documents)["\n  query Categories {\n    categories\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Vehicles {\n    vehicles {\n      make\n      models {\n        model\n        years\n      }\n    }\n  }\n"): (typeof documents)["\n  query Vehicles {\n    vehicles {\n      make\n      models {\n        model\n        years\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VehicleVariants($year: Int!, $make: String!, $model: String!) {\n    vehicleVariants(year: $year, make: $make, model: $model) {\n      submodels\n      engines\n    }\n  }\n"): (typeof documents)["\n  query VehicleVariants($year: Int!, $make: String!, $model: String!) {\n    vehicleVariants(year: $year, make: $make, model: $model) {\n      submodels\n      engines\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlacedOrder on Order {\n    id\n    number\n    total\n    address\n    phone\n    createdAt\n    lines {\n      ...OrderLineRowFields\n    }\n    ...OrderPaymentFields\n    ...OrderDeliveryFields\n  }\n"): (typeof documents)["\n  fragment PlacedOrder on Order {\n    id\n    number\n    total\n    address\n    phone\n    createdAt\n    lines {\n      ...OrderLineRowFields\n    }\n    ...OrderPaymentFields\n    ...OrderDeliveryFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentOptions {\n    paymentOptions {\n      ...PaymentOptionFields\n    }\n  }\n"): (typeof documents)["\n  query PaymentOptions {\n    paymentOptions {\n      ...PaymentOptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Checkout($input: CheckoutInput!) {\n    checkout(input: $input) {\n      ...PlacedOrder\n    }\n  }\n"): (typeof documents)["\n  mutation Checkout($input: CheckoutInput!) {\n    checkout(input: $input) {\n      ...PlacedOrder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlacedOrder($id: ID!) {\n    order(id: $id) {\n      ...PlacedOrder\n    }\n    paymentOptions {\n      ...PaymentOptionFields\n    }\n  }\n"): (typeof documents)["\n  query PlacedOrder($id: ID!) {\n    order(id: $id) {\n      ...PlacedOrder\n    }\n    paymentOptions {\n      ...PaymentOptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartCardPayment($orderId: ID!) {\n    startCardPayment(orderId: $orderId) {\n      clientSecret\n      publishableKey\n      amountCents\n    }\n  }\n"): (typeof documents)["\n  mutation StartCardPayment($orderId: ID!) {\n    startCardPayment(orderId: $orderId) {\n      clientSecret\n      publishableKey\n      amountCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedAddressFields on SavedAddress {\n    id\n    phone\n    address {\n      name\n      street\n      city\n      postalCode\n      region\n      country\n      countryName\n    }\n  }\n"): (typeof documents)["\n  fragment SavedAddressFields on SavedAddress {\n    id\n    phone\n    address {\n      name\n      street\n      city\n      postalCode\n      region\n      country\n      countryName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAddresses {\n    myAddresses {\n      ...SavedAddressFields\n    }\n  }\n"): (typeof documents)["\n  query MyAddresses {\n    myAddresses {\n      ...SavedAddressFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgetAddress($id: ID!) {\n    forgetAddress(id: $id) {\n      ...SavedAddressFields\n    }\n  }\n"): (typeof documents)["\n  mutation ForgetAddress($id: ID!) {\n    forgetAddress(id: $id) {\n      ...SavedAddressFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GarageView on Garage {\n    vehicles {\n      id\n      year\n      make\n      model\n      submodel\n      engine\n      nickname\n    }\n    current {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment GarageView on Garage {\n    vehicles {\n      id\n      year\n      make\n      model\n      submodel\n      engine\n      nickname\n    }\n    current {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Garage {\n    garage {\n      ...GarageView\n    }\n  }\n"): (typeof documents)["\n  query Garage {\n    garage {\n      ...GarageView\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddGarageVehicle($vehicle: GarageVehicleInput!) {\n    addGarageVehicle(vehicle: $vehicle) {\n      ...GarageView\n    }\n  }\n"): (typeof documents)["\n  mutation AddGarageVehicle($vehicle: GarageVehicleInput!) {\n    addGarageVehicle(vehicle: $vehicle) {\n      ...GarageView\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveGarageVehicle($id: ID!) {\n    removeGarageVehicle(id: $id) {\n      ...GarageView\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveGarageVehicle($id: ID!) {\n    removeGarageVehicle(id: $id) {\n      ...GarageView\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NameGarageVehicle($id: ID!, $nickname: String) {\n    nameGarageVehicle(id: $id, nickname: $nickname) {\n      ...GarageView\n    }\n  }\n"): (typeof documents)["\n  mutation NameGarageVehicle($id: ID!, $nickname: String) {\n    nameGarageVehicle(id: $id, nickname: $nickname) {\n      ...GarageView\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MergeGarage($vehicles: [GarageVehicleInput!]!, $current: Int) {\n    mergeGarage(vehicles: $vehicles, current: $current) {\n      ...GarageView\n    }\n  }\n"): (typeof documents)["\n  mutation MergeGarage($vehicles: [GarageVehicleInput!]!, $current: Int) {\n    mergeGarage(vehicles: $vehicles, current: $current) {\n      ...GarageView\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DecodeVin($vin: String!) {\n    decodeVin(vin: $vin) {\n      vin\n      year\n      make\n      model\n      engine\n    }\n  }\n"): (typeof documents)["\n  query DecodeVin($vin: String!) {\n    decodeVin(vin: $vin) {\n      vin\n      year\n      make\n      model\n      engine\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LatestReviews($last: Int!) {\n    reviews(last: $last) {\n      id\n      name\n      feedback\n      ratings\n    }\n  }\n"): (typeof documents)["\n  query LatestReviews($last: Int!) {\n    reviews(last: $last) {\n      id\n      name\n      feedback\n      ratings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InboxMessageFields on ContactMessage {\n    id\n    email\n    subject\n    message\n    createdAt\n    handled {\n      by\n      at\n    }\n    answers {\n      text\n      by\n      at\n    }\n  }\n"): (typeof documents)["\n  fragment InboxMessageFields on ContactMessage {\n    id\n    email\n    subject\n    message\n    createdAt\n    handled {\n      by\n      at\n    }\n    answers {\n      text\n      by\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Inbox($handled: Boolean, $first: Int!, $after: String) {\n    allMessages: contactMessages(first: 0) {\n      totalCount\n    }\n    contactMessages(handled: $handled, first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...InboxMessageFields\n        }\n      }\n      pageInfo {\n        ...PageEnd\n      }\n    }\n  }\n"): (typeof documents)["\n  query Inbox($handled: Boolean, $first: Int!, $after: String) {\n    allMessages: contactMessages(first: 0) {\n      totalCount\n    }\n    contactMessages(handled: $handled, first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...InboxMessageFields\n        }\n      }\n      pageInfo {\n        ...PageEnd\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnhandledMessages {\n    contactMessages(handled: false, first: 0) {\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query UnhandledMessages {\n    contactMessages(handled: false, first: 0) {\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkMessageHandled($id: ID!, $handled: Boolean!) {\n    markContactMessageHandled(id: $id, handled: $handled) {\n      ...InboxMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarkMessageHandled($id: ID!, $handled: Boolean!) {\n    markContactMessageHandled(id: $id, handled: $handled) {\n      ...InboxMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerMessage($id: ID!, $answer: String!) {\n    answerContactMessage(id: $id, answer: $answer) {\n      ...InboxMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerMessage($id: ID!, $answer: String!) {\n    answerContactMessage(id: $id, answer: $answer) {\n      ...InboxMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobKit($job: JobKind!, $vehicle: VehicleInput!) {\n    jobKit(job: $job, vehicle: $vehicle) {\n      job\n      name\n      total\n      lines {\n        piece\n        position\n        quantity\n        warning\n        product {\n          id\n          name\n          partNumber\n          price\n          availableQuantity\n          minimumOrderQuantity\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query JobKit($job: JobKind!, $vehicle: VehicleInput!) {\n    jobKit(job: $job, vehicle: $vehicle) {\n      job\n      name\n      total\n      lines {\n        piece\n        position\n        quantity\n        warning\n        product {\n          id\n          name\n          partNumber\n          price\n          availableQuantity\n          minimumOrderQuantity\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderCardFields on Order {\n    id\n    number\n    name\n    productId\n    email\n    buyerName\n    address\n    phone\n    quantity\n    unitPrice\n    total\n    status\n    createdAt\n    lines {\n      ...OrderLineRowFields\n    }\n    shipment {\n      carrier\n      trackingNumber\n      shippedAt\n    }\n    history {\n      status\n      at\n    }\n    returnableUntil\n    returns {\n      id\n      number\n      status\n      amountCents\n    }\n    ...OrderPaymentFields\n    ...OrderDeliveryFields\n  }\n"): (typeof documents)["\n  fragment OrderCardFields on Order {\n    id\n    number\n    name\n    productId\n    email\n    buyerName\n    address\n    phone\n    quantity\n    unitPrice\n    total\n    status\n    createdAt\n    lines {\n      ...OrderLineRowFields\n    }\n    shipment {\n      carrier\n      trackingNumber\n      shippedAt\n    }\n    history {\n      status\n      at\n    }\n    returnableUntil\n    returns {\n      id\n      number\n      status\n      amountCents\n    }\n    ...OrderPaymentFields\n    ...OrderDeliveryFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders {\n    myOrders {\n      ...OrderCardFields\n    }\n    paymentOptions {\n      ...PaymentOptionFields\n    }\n  }\n"): (typeof documents)["\n  query MyOrders {\n    myOrders {\n      ...OrderCardFields\n    }\n    paymentOptions {\n      ...PaymentOptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrders($filter: OrderFilter, $after: String) {\n    allOrders: orders(first: 0) {\n      totalCount\n    }\n    orders(filter: $filter, first: 12, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...OrderCardFields\n        }\n      }\n      pageInfo {\n        ...PageEnd\n      }\n    }\n    paymentOptions {\n      ...PaymentOptionFields\n    }\n  }\n"): (typeof documents)["\n  query AdminOrders($filter: OrderFilter, $after: String) {\n    allOrders: orders(first: 0) {\n      totalCount\n    }\n    orders(filter: $filter, first: 12, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...OrderCardFields\n        }\n      }\n      pageInfo {\n        ...PageEnd\n      }\n    }\n    paymentOptions {\n      ...PaymentOptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShipOrder($id: ID!, $carrier: String!, $trackingNumber: String!) {\n    shipOrder(id: $id, carrier: $carrier, trackingNumber: $trackingNumber) {\n      ...OrderCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation ShipOrder($id: ID!, $carrier: String!, $trackingNumber: String!) {\n    shipOrder(id: $id, carrier: $carrier, trackingNumber: $trackingNumber) {\n      ...OrderCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeliverOrder($id: ID!) {\n    deliverOrder(id: $id) {\n      ...OrderCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeliverOrder($id: ID!) {\n    deliverOrder(id: $id) {\n      ...OrderCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordPayment($id: ID!, $amountCents: Int!, $reference: String!) {\n    recordPayment(id: $id, amountCents: $amountCents, reference: $reference) {\n      ...OrderCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation RecordPayment($id: ID!, $amountCents: Int!, $reference: String!) {\n    recordPayment(id: $id, amountCents: $amountCents, reference: $reference) {\n      ...OrderCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundOrder($id: ID!, $amountCents: Int!, $reference: String) {\n    refundOrder(id: $id, amountCents: $amountCents, reference: $reference) {\n      ...OrderCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation RefundOrder($id: ID!, $amountCents: Int!, $reference: String) {\n    refundOrder(id: $id, amountCents: $amountCents, reference: $reference) {\n      ...OrderCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestReturn($input: ReturnInput!) {\n    requestReturn(input: $input) {\n      id\n      number\n      status\n      amountCents\n    }\n  }\n"): (typeof documents)["\n  mutation RequestReturn($input: ReturnInput!) {\n    requestReturn(input: $input) {\n      id\n      number\n      status\n      amountCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReturnCardFields on OrderReturn {\n    id\n    number\n    orderId\n    orderNumber\n    email\n    reason\n    note\n    status\n    refusal\n    amountCents\n    createdAt\n    lines {\n      productId\n      name\n      unitPrice\n      quantity\n      restocked\n      vehicle {\n        make\n        model\n        year\n        submodel\n        engine\n      }\n    }\n    refund {\n      method\n      amountCents\n      reference\n      at\n    }\n  }\n"): (typeof documents)["\n  fragment ReturnCardFields on OrderReturn {\n    id\n    number\n    orderId\n    orderNumber\n    email\n    reason\n    note\n    status\n    refusal\n    amountCents\n    createdAt\n    lines {\n      productId\n      name\n      unitPrice\n      quantity\n      restocked\n      vehicle {\n        make\n        model\n        year\n        submodel\n        engine\n      }\n    }\n    refund {\n      method\n      amountCents\n      reference\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Returns($status: ReturnStatus) {\n    returns(status: $status, first: 50) {\n      ...ReturnCardFields\n    }\n  }\n"): (typeof documents)["\n  query Returns($status: ReturnStatus) {\n    returns(status: $status, first: 50) {\n      ...ReturnCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveReturn($id: ID!) {\n    approveReturn(id: $id) {\n      ...ReturnCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveReturn($id: ID!) {\n    approveReturn(id: $id) {\n      ...ReturnCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefuseReturn($id: ID!, $reason: String!) {\n    refuseReturn(id: $id, reason: $reason) {\n      ...ReturnCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation RefuseReturn($id: ID!, $reason: String!) {\n    refuseReturn(id: $id, reason: $reason) {\n      ...ReturnCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReceiveReturn($id: ID!, $lines: [ReceivedLineInput!]!) {\n    receiveReturn(id: $id, lines: $lines) {\n      ...ReturnCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReceiveReturn($id: ID!, $lines: [ReceivedLineInput!]!) {\n    receiveReturn(id: $id, lines: $lines) {\n      ...ReturnCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundReturn($id: ID!, $reference: String) {\n    refundReturn(id: $id, reference: $reference) {\n      ...ReturnCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation RefundReturn($id: ID!, $reference: String) {\n    refundReturn(id: $id, reference: $reference) {\n      ...ReturnCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersOverview($today: DateTime!) {\n    placedToShip: orders(filter: { status: PLACED }, first: 0) {\n      totalCount\n    }\n    paidToShip: orders(filter: { status: PAID }, first: 0) {\n      totalCount\n    }\n    salesSummary(from: $today) {\n      orders\n      total\n    }\n  }\n"): (typeof documents)["\n  query OrdersOverview($today: DateTime!) {\n    placedToShip: orders(filter: { status: PLACED }, first: 0) {\n      totalCount\n    }\n    paidToShip: orders(filter: { status: PAID }, first: 0) {\n      totalCount\n    }\n    salesSummary(from: $today) {\n      orders\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StockOverview {\n    lowStock: products(filter: { lowStock: true }, first: 0) {\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query StockOverview {\n    lowStock: products(filter: { lowStock: true }, first: 0) {\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProductFields on Product {\n    ...ProductFacts\n    partType\n    reorderLevel\n    oeNumbers\n    interchangeNumbers\n    universal\n    fitments {\n      ...FitmentRange\n    }\n  }\n"): (typeof documents)["\n  fragment AdminProductFields on Product {\n    ...ProductFacts\n    partType\n    reorderLevel\n    oeNumbers\n    interchangeNumbers\n    universal\n    fitments {\n      ...FitmentRange\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProducts($filter: ProductFilter, $sort: ProductSort, $after: String) {\n    productsPage: products(filter: $filter, sort: $sort, first: 20, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...AdminProductFields\n        }\n      }\n      pageInfo {\n        ...PageEnd\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProducts($filter: ProductFilter, $sort: ProductSort, $after: String) {\n    productsPage: products(filter: $filter, sort: $sort, first: 20, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...AdminProductFields\n        }\n      }\n      pageInfo {\n        ...PageEnd\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCategories {\n    categories\n  }\n"): (typeof documents)["\n  query AdminCategories {\n    categories\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddProduct($input: ProductInput!) {\n    addProduct(input: $input) {\n      ...AdminProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddProduct($input: ProductInput!) {\n    addProduct(input: $input) {\n      ...AdminProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...AdminProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...AdminProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n      deleted\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n      deleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FitmentChecks {\n    fitmentChecks {\n      id\n      name\n      partNumber\n      fitReturns {\n        vehicle {\n          make\n          model\n          year\n          submodel\n          engine\n        }\n        returns\n        sold\n      }\n    }\n  }\n"): (typeof documents)["\n  query FitmentChecks {\n    fitmentChecks {\n      id\n      name\n      partNumber\n      fitReturns {\n        vehicle {\n          make\n          model\n          year\n          submodel\n          engine\n        }\n        returns\n        sold\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmFitment($productId: ID!) {\n    confirmFitment(productId: $productId) {\n      id\n      fitmentCheck\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmFitment($productId: ID!) {\n    confirmFitment(productId: $productId) {\n      id\n      fitmentCheck\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      profile {\n        education\n        address\n        phone\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      profile {\n        education\n        address\n        phone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutEverywhere {\n    signOutEverywhere {\n      signedOut\n    }\n  }\n"): (typeof documents)["\n  mutation SignOutEverywhere {\n    signOutEverywhere {\n      signedOut\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurchaseProduct($id: ID!) {\n    product(id: $id) {\n      ...ProductDetails\n    }\n  }\n"): (typeof documents)["\n  query PurchaseProduct($id: ID!) {\n    product(id: $id) {\n      ...ProductDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductFits($id: ID!, $vehicle: VehicleInput!) {\n    product(id: $id) {\n      id\n      fitmentState(vehicle: $vehicle)\n    }\n  }\n"): (typeof documents)["\n  query ProductFits($id: ID!, $vehicle: VehicleInput!) {\n    product(id: $id) {\n      id\n      fitmentState(vehicle: $vehicle)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      id\n      productId\n      quantity\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      id\n      productId\n      quantity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddReview($input: ReviewInput!) {\n    addReview(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddReview($input: ReviewInput!) {\n    addReview(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PartReview on Review {\n    id\n    name\n    feedback\n    ratings\n    createdAt\n    verifiedPurchase\n    fitConfirmed\n    vehicle {\n      year\n      make\n      model\n      submodel\n      engine\n    }\n  }\n"): (typeof documents)["\n  fragment PartReview on Review {\n    id\n    name\n    feedback\n    ratings\n    createdAt\n    verifiedPurchase\n    fitConfirmed\n    vehicle {\n      year\n      make\n      model\n      submodel\n      engine\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PartReviews on Product {\n    id\n    rating {\n      average\n      count\n      fitConfirmed {\n        count\n        vehicle {\n          year\n          make\n          model\n        }\n      }\n    }\n    reviews(first: 5) {\n      edges {\n        node {\n          ...PartReview\n        }\n      }\n      pageInfo {\n        ...PageEnd\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PartReviews on Product {\n    id\n    rating {\n      average\n      count\n      fitConfirmed {\n        count\n        vehicle {\n          year\n          make\n          model\n        }\n      }\n    }\n    reviews(first: 5) {\n      edges {\n        node {\n          ...PartReview\n        }\n      }\n      pageInfo {\n        ...PageEnd\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MorePartReviews($id: ID!, $first: Int!, $after: String!) {\n    product(id: $id) {\n      id\n      reviews(first: $first, after: $after) {\n        edges {\n          node {\n            ...PartReview\n          }\n        }\n        pageInfo {\n          ...PageEnd\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MorePartReviews($id: ID!, $first: Int!, $after: String!) {\n    product(id: $id) {\n      id\n      reviews(first: $first, after: $after) {\n        edges {\n          node {\n            ...PartReview\n          }\n        }\n        pageInfo {\n          ...PageEnd\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPurchase($productId: ID!) {\n    myPurchase(productId: $productId) {\n      orderedAt\n      vehicle {\n        year\n        make\n        model\n        submodel\n        engine\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyPurchase($productId: ID!) {\n    myPurchase(productId: $productId) {\n      orderedAt\n      vehicle {\n        year\n        make\n        model\n        submodel\n        engine\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllReviews($hidden: Boolean, $first: Int!, $after: String) {\n    everyReview: allReviews(first: 0) {\n      totalCount\n    }\n    allReviews(hidden: $hidden, first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...PartReview\n          hidden\n          product {\n            id\n            name\n            partNumber\n          }\n        }\n      }\n      pageInfo {\n        ...PageEnd\n      }\n    }\n  }\n"): (typeof documents)["\n  query AllReviews($hidden: Boolean, $first: Int!, $after: String) {\n    everyReview: allReviews(first: 0) {\n      totalCount\n    }\n    allReviews(hidden: $hidden, first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...PartReview\n          hidden\n          product {\n            id\n            name\n            partNumber\n          }\n        }\n      }\n      pageInfo {\n        ...PageEnd\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HideReview($id: ID!) {\n    hideReview(id: $id) {\n      id\n      hidden\n    }\n  }\n"): (typeof documents)["\n  mutation HideReview($id: ID!) {\n    hideReview(id: $id) {\n      id\n      hidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreReview($id: ID!) {\n    restoreReview(id: $id) {\n      id\n      hidden\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreReview($id: ID!) {\n    restoreReview(id: $id) {\n      id\n      hidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserRowFields on User {\n    id\n    email\n    role\n    staffRoles\n    displayName\n  }\n"): (typeof documents)["\n  fragment UserRowFields on User {\n    id\n    email\n    role\n    staffRoles\n    displayName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Users($filter: UserFilter, $first: Int!, $after: String) {\n    allUsers: users(first: 0) {\n      totalCount\n    }\n    users(filter: $filter, first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...UserRowFields\n        }\n      }\n      pageInfo {\n        ...PageEnd\n      }\n    }\n  }\n"): (typeof documents)["\n  query Users($filter: UserFilter, $first: Int!, $after: String) {\n    allUsers: users(first: 0) {\n      totalCount\n    }\n    users(filter: $filter, first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...UserRowFields\n        }\n      }\n      pageInfo {\n        ...PageEnd\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MakeAdmin($email: String!) {\n    makeAdmin(email: $email) {\n      user {\n        id\n        role\n      }\n      changed\n    }\n  }\n"): (typeof documents)["\n  mutation MakeAdmin($email: String!) {\n    makeAdmin(email: $email) {\n      user {\n        id\n        role\n      }\n      changed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetStaffRoles($email: String!, $roles: [StaffRole!]!) {\n    setStaffRoles(email: $email, roles: $roles) {\n      user {\n        id\n        role\n        staffRoles\n      }\n      changed\n    }\n  }\n"): (typeof documents)["\n  mutation SetStaffRoles($email: String!, $roles: [StaffRole!]!) {\n    setStaffRoles(email: $email, roles: $roles) {\n      user {\n        id\n        role\n        staffRoles\n      }\n      changed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveUser($email: String!) {\n    removeUser(email: $email) {\n      email\n      removed\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveUser($email: String!) {\n    removeUser(email: $email) {\n      email\n      removed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookFields on Webhook {\n    id\n    url\n    events\n    secret\n    createdAt\n    createdBy\n    deliveries(first: 10) {\n      totalCount\n      edges {\n        node {\n          ...WebhookDeliveryFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment WebhookFields on Webhook {\n    id\n    url\n    events\n    secret\n    createdAt\n    createdBy\n    deliveries(first: 10) {\n      totalCount\n      edges {\n        node {\n          ...WebhookDeliveryFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    event\n    status\n    attempts\n    createdAt\n    nextAttemptAt\n    lastStatusCode\n    lastError\n  }\n"): (typeof documents)["\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    event\n    status\n    attempts\n    createdAt\n    nextAttemptAt\n    lastStatusCode\n    lastError\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Webhooks {\n    webhooks {\n      ...WebhookFields\n    }\n  }\n"): (typeof documents)["\n  query Webhooks {\n    webhooks {\n      ...WebhookFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddWebhook($input: WebhookInput!) {\n    addWebhook(input: $input) {\n      ...WebhookFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddWebhook($input: WebhookInput!) {\n    addWebhook(input: $input) {\n      ...WebhookFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveWebhook($id: ID!) {\n    removeWebhook(id: $id) {\n      id\n      removed\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveWebhook($id: ID!) {\n    removeWebhook(id: $id) {\n      id\n      removed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTestWebhook($id: ID!) {\n    sendTestWebhook(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendTestWebhook($id: ID!) {\n    sendTestWebhook(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductSummary on Product {\n    id\n    name\n    partNumber\n    price\n    picture\n    minimumOrderQuantity\n    availableQuantity\n  }\n"): (typeof documents)["\n  fragment ProductSummary on Product {\n    id\n    name\n    partNumber\n    price\n    picture\n    minimumOrderQuantity\n    availableQuantity\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductFacts on Product {\n    ...ProductSummary\n    category\n    description\n  }\n"): (typeof documents)["\n  fragment ProductFacts on Product {\n    ...ProductSummary\n    category\n    description\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductFit on Product {\n    fitmentState(vehicle: $vehicle) @include(if: $hasVehicle)\n  }\n"): (typeof documents)["\n  fragment ProductFit on Product {\n    fitmentState(vehicle: $vehicle) @include(if: $hasVehicle)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      email\n      role\n      staffRoles\n      displayName\n      photoUrl\n      profile {\n        education\n        address\n        phone\n      }\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      email\n      role\n      staffRoles\n      displayName\n      photoUrl\n      profile {\n        education\n        address\n        phone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyProduct on Product {\n    id\n    name\n    description\n    price\n    minimumOrderQuantity\n    availableQuantity\n    picture\n    partNumber\n    category\n    createdAt\n    fitments {\n      make\n      model\n      yearFrom\n      yearTo\n    }\n  }\n"): (typeof documents)["\n  fragment LegacyProduct on Product {\n    id\n    name\n    description\n    price\n    minimumOrderQuantity\n    availableQuantity\n    picture\n    partNumber\n    category\n    createdAt\n    fitments {\n      make\n      model\n      yearFrom\n      yearTo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyReview on Review {\n    id\n    name\n    feedback\n    ratings\n    createdAt\n  }\n"): (typeof documents)["\n  fragment LegacyReview on Review {\n    id\n    name\n    feedback\n    ratings\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyUser on User {\n    id\n    email\n    role\n    displayName\n  }\n"): (typeof documents)["\n  fragment LegacyUser on User {\n    id\n    email\n    role\n    displayName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyOrder on Order {\n    id\n    number\n    email\n    name\n    productId\n    address\n    quantity\n    phone\n    unitPrice\n    subtotalCents\n    shipping {\n      name\n      priceCents\n    }\n    taxCents\n    total\n    status\n    createdAt\n    cancelledAt\n  }\n"): (typeof documents)["\n  fragment LegacyOrder on Order {\n    id\n    number\n    email\n    name\n    productId\n    address\n    quantity\n    phone\n    unitPrice\n    subtotalCents\n    shipping {\n      name\n      priceCents\n    }\n    taxCents\n    total\n    status\n    createdAt\n    cancelledAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestProductPage($first: Int!, $after: String) {\n    products(first: $first, after: $after) {\n      edges {\n        node {\n          ...LegacyProduct\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query RestProductPage($first: Int!, $after: String) {\n    products(first: $first, after: $after) {\n      edges {\n        node {\n          ...LegacyProduct\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestProduct($id: ID!) {\n    product(id: $id) {\n      ...LegacyProduct\n    }\n  }\n"): (typeof documents)["\n  query RestProduct($id: ID!) {\n    product(id: $id) {\n      ...LegacyProduct\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestAddProduct($input: ProductInput!) {\n    addProduct(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RestAddProduct($input: ProductInput!) {\n    addProduct(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestDeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      deleted\n    }\n  }\n"): (typeof documents)["\n  mutation RestDeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      deleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestReviews($last: Int!) {\n    reviews(last: $last) {\n      ...LegacyReview\n    }\n  }\n"): (typeof documents)["\n  query RestReviews($last: Int!) {\n    reviews(last: $last) {\n      ...LegacyReview\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestAddReview($input: ReviewInput!) {\n    addReview(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RestAddReview($input: ReviewInput!) {\n    addReview(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestSignIn($idToken: String!, $email: String) {\n    signIn(idToken: $idToken, email: $email) {\n      accessToken\n    }\n  }\n"): (typeof documents)["\n  mutation RestSignIn($idToken: String!, $email: String) {\n    signIn(idToken: $idToken, email: $email) {\n      accessToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestUserPage($first: Int!, $after: String) {\n    users(first: $first, after: $after) {\n      edges {\n        node {\n          ...LegacyUser\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query RestUserPage($first: Int!, $after: String) {\n    users(first: $first, after: $after) {\n      edges {\n        node {\n          ...LegacyUser\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestMakeAdmin($email: String!) {\n    makeAdmin(email: $email) {\n      changed\n    }\n  }\n"): (typeof documents)["\n  mutation RestMakeAdmin($email: String!) {\n    makeAdmin(email: $email) {\n      changed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestUserRole($email: String!) {\n    user(email: $email) {\n      role\n    }\n  }\n"): (typeof documents)["\n  query RestUserRole($email: String!) {\n    user(email: $email) {\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestUserProfile($email: String!) {\n    user(email: $email) {\n      email\n      profile {\n        education\n        address\n        phone\n      }\n    }\n  }\n"): (typeof documents)["\n  query RestUserProfile($email: String!) {\n    user(email: $email) {\n      email\n      profile {\n        education\n        address\n        phone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUpdateProfile($input: ProfileInput!, $email: String) {\n    updateProfile(input: $input, email: $email) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RestUpdateProfile($input: ProfileInput!, $email: String) {\n    updateProfile(input: $input, email: $email) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RestPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestMyOrders($email: String!) {\n    myOrders(email: $email) {\n      ...LegacyOrder\n    }\n  }\n"): (typeof documents)["\n  query RestMyOrders($email: String!) {\n    myOrders(email: $email) {\n      ...LegacyOrder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RestCancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestOrderPage($first: Int!, $after: String) {\n    orders(first: $first, after: $after) {\n      edges {\n        node {\n          ...LegacyOrder\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query RestOrderPage($first: Int!, $after: String) {\n    orders(first: $first, after: $after) {\n      edges {\n        node {\n          ...LegacyOrder\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
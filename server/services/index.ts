import type { Db } from "mongodb";
import type { MailDocument, WebhookDeliveryDocument } from "../db/models";
import type { DurableQueue } from "../jobs/durable-queue";
import type { AccessTokens } from "../identity/access-tokens";
import { AccountStatus } from "../identity/account-status";
import type { IdentityProvider } from "../identity/firebase-identity";
import { AuditLog } from "./audit/audit-log";
import { webhookDispatcher } from "./webhooks/webhook-dispatcher";
import { WebhooksService } from "./webhooks/webhooks.service";
import { CatalogueChanges } from "./catalogue/catalogue-changes";
import { CatalogueFacets } from "./catalogue/catalogue-facets";
import { CatalogueFilesService } from "./catalogue/catalogue-files.service";
import { CatalogueListing } from "./catalogue/catalogue-listing";
import { FitmentReturns } from "./catalogue/fitment-returns";
import { JobKits } from "./catalogue/job-kits";
import { LowStock } from "./catalogue/low-stock";
import { PicturesService } from "./catalogue/pictures.service";
import { CartsService } from "./carts/carts.service";
import { ContactService } from "./contact/contact.service";
import { GarageService } from "./garage/garage.service";
import type { ChargesConfig, MailConfig, PaymentsConfig } from "../config";
import type { CardProvider } from "./payments/card-provider";
import { paymentOptions, type PaymentOption } from "./payments/payment-options";
import { StripeCards } from "./payments/stripe-cards";
import { mailJob } from "./mail/mail-job";
import { MailQueue } from "./mail/mail-queue";
import { createMailTransport } from "./mail/mail-transport";
import { Charges } from "./orders/order-charges";
import { OrderNews } from "./orders/order-news";
import { OrdersService } from "./orders/orders.service";
import { ProductsService } from "./catalogue/products.service";
import { ReviewsService } from "./reviews/reviews.service";
import { AddressBook } from "./users/address-book";
import { UsersService } from "./users/users.service";

export interface Services {
  products: ProductsService;
  /** Categories and vehicles, read from the product indexes. */
  facets: CatalogueFacets;
  /** This instance's writes to what the public sees, for the copies kept of it (facets, response cache). */
  changes: CatalogueChanges;
  /** Every part, page by page, for the sitemap. */
  listing: CatalogueListing;
  /** The parts a job (a front brake job) needs for a vehicle. */
  jobKits: JobKits;
  /** The catalogue as a CSV file: the admin's import and export. */
  catalogueFiles: CatalogueFilesService;
  /** Product pictures uploaded by catalogue staff. */
  pictures: PicturesService;
  /** An order's whole life: placing, checkout, cancelling, shipping, delivery, and the lists. */
  orders: OrdersService;
  /** Parts' "did not fit" returns per vehicle, and the parts they flag "check this fitment". */
  fitmentReturns: FitmentReturns;
  /** Shipping methods and sales tax: what an order costs besides its parts. */
  charges: Charges;
  /** Customers' addresses, kept as they check out. */
  addressBook: AddressBook;
  /** The ways to pay the shop takes, as checkout offers them. */
  paymentOptions: PaymentOption[];
  /** The card payment provider (Stripe), null without its keys; its webhook reaches http/card-webhook.ts. */
  card: CardProvider | null;
  carts: CartsService;
  /** Customers' garages: the vehicles they keep, and the one they shop for. */
  garage: GarageService;
  users: UsersService;
  reviews: ReviewsService;
  contact: ContactService;
  /** Who changed what: every change staff make, recorded in the change's own transaction. */
  audit: AuditLog;
  /** Integrators' endpoints and the events queued for them. */
  webhooks: WebhooksService;
  /** Sends the webhooks' queue; started with the HTTP server. */
  webhookDispatcher: DurableQueue<WebhookDeliveryDocument>;
  /** Sends the e-mails queued with the changes they tell of; started with the HTTP server. */
  mailJob: DurableQueue<MailDocument>;
}

export function createServices(deps: {
  db: Db;
  identity: IdentityProvider;
  tokens: AccessTokens;
  adminEmails: ReadonlySet<string>;
  /** See AccountStatus. */
  accountCheckSeconds: number;
  mail: MailConfig;
  /** Where the mail job names each e-mail it sent. */
  log: (line: string) => void;
  /** Config's lowStockDefault. */
  lowStockDefault: number;
  /** Config's webhooksAllowPrivate. */
  webhooksAllowPrivate: boolean;
  payments: PaymentsConfig;
  charges: ChargesConfig;
}): Services {
  const accountStatus = new AccountStatus(deps.identity, deps.accountCheckSeconds * 1000);
  const changes = new CatalogueChanges();
  const facets = new CatalogueFacets(deps.db, changes);
  const carts = new CartsService(deps.db);
  const audit = new AuditLog(deps.db);
  const webhooks = new WebhooksService(deps.db, deps.webhooksAllowPrivate);
  const mail = new MailQueue(deps.db);
  const paymentOptionList = paymentOptions(deps.payments);
  const fitmentReturns = new FitmentReturns(deps.db, audit, changes);
  const card = deps.payments.stripe ? new StripeCards(deps.payments.stripe) : null;
  const charges = new Charges(deps.charges);
  const addressBook = new AddressBook(deps.db);
  return {
    products: new ProductsService(
      deps.db,
      facets,
      changes,
      new LowStock(deps.db, deps.lowStockDefault),
      audit,
      webhooks,
    ),
    facets,
    changes,
    listing: new CatalogueListing(deps.db),
    jobKits: new JobKits(deps.db, facets),
    catalogueFiles: new CatalogueFilesService(deps.db, changes, audit),
    pictures: new PicturesService(deps.db, audit),
    orders: new OrdersService(
      deps.db,
      changes,
      carts,
      audit,
      {
        news: new OrderNews(webhooks, mail, { ...deps.mail, bankAccount: deps.payments.bankAccount }),
        webhooks,
        lowStockDefault: deps.lowStockDefault,
      },
      { options: paymentOptionList, card, returnDays: deps.payments.returnDays, charges, addressBook },
      fitmentReturns,
    ),
    fitmentReturns,
    charges,
    addressBook,
    paymentOptions: paymentOptionList,
    card,
    carts,
    garage: new GarageService(deps.db),
    users: new UsersService({ ...deps, accountStatus, audit }),
    reviews: new ReviewsService(deps.db, changes, audit),
    contact: new ContactService(deps.db, mail),
    audit,
    webhooks,
    webhookDispatcher: webhookDispatcher(deps.db, deps.webhooksAllowPrivate),
    mailJob: mailJob(deps.db, createMailTransport(deps.mail), deps.log),
  };
}

import type { Db } from "mongodb";
import type { AccessTokens } from "../identity/access-tokens";
import { AccountStatus } from "../identity/account-status";
import type { IdentityProvider } from "../identity/firebase-identity";
import { CatalogueChanges } from "./catalogue/catalogue-changes";
import { CatalogueFacets } from "./catalogue/catalogue-facets";
import { CatalogueFilesService } from "./catalogue/catalogue-files.service";
import { CatalogueListing } from "./catalogue/catalogue-listing";
import { CartsService } from "./carts/carts.service";
import { ContactService } from "./contact/contact.service";
import type { MailSender } from "./common/outgoing-mail";
import { OrdersService } from "./orders/orders.service";
import { ProductsService } from "./catalogue/products.service";
import { ReviewsService } from "./reviews/reviews.service";
import { UsersService } from "./users/users.service";

export interface Services {
  products: ProductsService;
  /** Categories and vehicles, read from the product indexes. */
  facets: CatalogueFacets;
  /** This instance's writes to what the public sees, for the copies kept of it (facets, response cache). */
  changes: CatalogueChanges;
  /** Every part, page by page, for the sitemap. */
  listing: CatalogueListing;
  /** The catalogue as a CSV file: the admin's import and export. */
  catalogueFiles: CatalogueFilesService;
  /** An order's whole life: placing, checkout, cancelling, shipping, delivery, and the lists. */
  orders: OrdersService;
  carts: CartsService;
  users: UsersService;
  reviews: ReviewsService;
  contact: ContactService;
}

export function createServices(deps: {
  db: Db;
  identity: IdentityProvider;
  tokens: AccessTokens;
  adminEmails: ReadonlySet<string>;
  /** See AccountStatus. */
  accountCheckSeconds: number;
  sendMail: MailSender;
}): Services {
  const accountStatus = new AccountStatus(deps.identity, deps.accountCheckSeconds * 1000);
  const changes = new CatalogueChanges();
  const facets = new CatalogueFacets(deps.db, changes);
  const carts = new CartsService(deps.db);
  return {
    products: new ProductsService(deps.db, facets, changes),
    facets,
    changes,
    listing: new CatalogueListing(deps.db),
    catalogueFiles: new CatalogueFilesService(deps.db, changes),
    orders: new OrdersService(deps.db, changes, carts),
    carts,
    users: new UsersService({ ...deps, accountStatus }),
    reviews: new ReviewsService(deps.db, changes),
    contact: new ContactService(deps.db, deps.sendMail),
  };
}

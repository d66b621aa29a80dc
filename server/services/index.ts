import type { Db } from "mongodb";
import type { AccessTokens } from "../identity/access-tokens";
import { AccountStatus } from "../identity/account-status";
import type { IdentityProvider } from "../identity/firebase-identity";
import { CatalogueFacets } from "./catalogue-facets";
import { ContactService } from "./contact.service";
import { OrdersService } from "./orders.service";
import { ProductsService } from "./products.service";
import { ReviewsService } from "./reviews.service";
import { UsersService } from "./users.service";

export interface Services {
  products: ProductsService;
  /** Categories and vehicles, read from the product indexes. */
  facets: CatalogueFacets;
  orders: OrdersService;
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
}): Services {
  const accountStatus = new AccountStatus(deps.identity, deps.accountCheckSeconds * 1000);
  const facets = new CatalogueFacets(deps.db);
  return {
    products: new ProductsService(deps.db, facets),
    facets,
    orders: new OrdersService(deps.db),
    users: new UsersService({ ...deps, accountStatus }),
    reviews: new ReviewsService(deps.db),
    contact: new ContactService(deps.db),
  };
}

import { CombinedGraphQLErrors, type ApolloClient } from "@apollo/client";
import { cartLineInputs, readBrowserCart, writeBrowserCart } from "./browser-cart";
import { MergeCartDocument, storeCart } from "./api";
import { fitVariables, readChosenVehicle } from "../../lib/chosen-vehicle";

/**
 * On signing in, the lines a visitor kept in this browser join their account's cart, once: they are
 * taken out of the browser before they are sent, so another tab signing in at the same moment finds
 * none to send again. If the shop cannot be reached they are put back for the next sign-in; lines it
 * refused are dropped, or every sign-in would send them again.
 */
export async function mergeBrowserCart(client: ApolloClient): Promise<void> {
  const lines = readBrowserCart();
  if (!lines.length) return;
  writeBrowserCart([]);
  const vehicle = readChosenVehicle();
  try {
    await client.mutate({
      mutation: MergeCartDocument,
      variables: { lines: cartLineInputs(lines), ...fitVariables(vehicle) },
      update: (cache, { data }) => storeCart(cache, data?.mergeCart, vehicle),
    });
  } catch (error) {
    if (!CombinedGraphQLErrors.is(error)) writeBrowserCart([...lines, ...readBrowserCart()]);
  }
}

import { CombinedGraphQLErrors, type ApolloClient } from "@apollo/client";
import { readChosenVehicle, type Vehicle } from "../../lib/chosen-vehicle";
import { sameVehicle } from "../../../../shared/vehicle-names";
import { MergeGarageDocument, storeGarage } from "./api";
import { readBrowserGarage, writeBrowserGarage } from "./browser-garage";

/** A vehicle as the shop's garage inputs name it. */
export const garageInput = ({ year, make, model, submodel, engine }: Vehicle) => ({
  year,
  make,
  model,
  submodel,
  engine,
});

/**
 * On signing in, the vehicles a visitor kept in this browser join their account's garage, once, the one
 * they were shopping for made current; as the cart's lines do (merge-browser-cart.ts), they leave the
 * browser before they are sent, and come back if the shop could not be reached.
 */
export async function mergeBrowserGarage(client: ApolloClient): Promise<void> {
  const vehicles = readBrowserGarage();
  if (!vehicles.length) return;
  writeBrowserGarage([]);
  const chosen = readChosenVehicle();
  const current = chosen ? vehicles.findIndex((vehicle) => sameVehicle(vehicle, chosen)) : -1;
  try {
    await client.mutate({
      mutation: MergeGarageDocument,
      variables: { vehicles: vehicles.map(garageInput), current: current >= 0 ? current : null },
      update: (cache, { data }) => storeGarage(cache, data?.mergeGarage),
    });
  } catch (error) {
    if (!CombinedGraphQLErrors.is(error)) writeBrowserGarage([...vehicles, ...readBrowserGarage()]);
  }
}

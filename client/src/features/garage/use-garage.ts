import { useMutation, useQuery } from "@apollo/client/react";
import { useAuth } from "../../lib/auth-context";
import { toVehicle, useChosenVehicle, type Vehicle } from "../../lib/chosen-vehicle";
import { sameVehicle } from "../../../../shared/vehicle-names";
import { GarageDocument, RemoveGarageVehicleDocument, storeGarage, type GarageView } from "./api";
import { removeFromBrowserGarage, useBrowserGarage } from "./browser-garage";

/** One vehicle of the garage as the page lists it. */
export interface GarageEntry {
  vehicle: Vehicle;
  nickname: string | null;
  /** The shop's id, for a signed-in customer's; none for a visitor's, kept in the browser. */
  id: string | null;
}

const entriesOf = (garage: GarageView): GarageEntry[] =>
  garage.vehicles.map(({ id, nickname, ...vehicle }) => ({
    id,
    nickname: nickname ?? null,
    vehicle: toVehicle(vehicle)!,
  }));

/** The signed-in customer's garage as the shop keeps it; skipped for anyone else. */
export function useShopGarage(signedIn: boolean) {
  return useQuery(GarageDocument, { skip: !signedIn });
}

/**
 * The garage of whoever is here: a customer's from the shop, a visitor's from the browser. Choosing a
 * vehicle makes it the one shopped for (GarageKeeper then makes it the garage's current); removing the
 * current one leaves the garage's next current chosen.
 */
export function useGarage() {
  const { status } = useAuth();
  const signedIn = status === "signedIn";
  const [chosen, choose] = useChosenVehicle();
  const browser = useBrowserGarage();
  const shop = useShopGarage(signedIn);
  const [removeFromShop] = useMutation(RemoveGarageVehicleDocument, {
    update: (cache, { data }) => storeGarage(cache, data?.removeGarageVehicle),
  });

  const entries: GarageEntry[] = signedIn
    ? shop.data
      ? entriesOf(shop.data.garage)
      : []
    : browser.map((vehicle) => ({ vehicle, nickname: null, id: null }));

  async function remove(entry: GarageEntry): Promise<void> {
    const wasChosen = chosen !== null && sameVehicle(chosen, entry.vehicle);
    if (entry.id) {
      const { data } = await removeFromShop({ variables: { id: entry.id } });
      const garage = data?.removeGarageVehicle;
      const next = garage && entriesOf(garage).find((kept) => kept.id === garage.current?.id);
      if (wasChosen) choose(next?.vehicle ?? null);
      return;
    }
    removeFromBrowserGarage(entry.vehicle);
    if (wasChosen) choose(entries.filter((kept) => kept !== entry).at(-1)?.vehicle ?? null);
  }

  return {
    entries,
    chosen,
    choose,
    remove,
    loading: signedIn && !shop.data && !shop.error,
    error: shop.error,
  };
}

import { useQuery } from "@apollo/client/react";
import { ErrorState } from "../../components/error-state";
import { LoadingState } from "../../components/loading-state";
import { useChosenVehicle } from "../../lib/chosen-vehicle";
import { VehiclesDocument } from "./api";
import { VehicleSelector } from "./vehicle-selector";

/** The vehicle selector bound to the shopper's stored vehicle, which the whole catalogue follows. */
export function ChosenVehicleSelector() {
  const [vehicle, setVehicle] = useChosenVehicle();
  const { data, error, refetch } = useQuery(VehiclesDocument);
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <LoadingState label="Loading vehicles…" />;
  return <VehicleSelector makes={data.vehicles} value={vehicle} onChange={setVehicle} />;
}

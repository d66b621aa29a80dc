import type { ApolloCache } from "@apollo/client";
import { graphql } from "../../../../generated/client";
import type { GarageViewFragment } from "../../../../generated/client/graphql";

/** What the garage page and the navigation bar show of a customer's garage. */
graphql(`
  fragment GarageView on Garage {
    vehicles {
      id
      year
      make
      model
      submodel
      engine
      nickname
    }
    current {
      id
    }
  }
`);

export type GarageView = GarageViewFragment;

export const GarageDocument = graphql(`
  query Garage {
    garage {
      ...GarageView
    }
  }
`);

export const AddGarageVehicleDocument = graphql(`
  mutation AddGarageVehicle($vehicle: GarageVehicleInput!) {
    addGarageVehicle(vehicle: $vehicle) {
      ...GarageView
    }
  }
`);

export const RemoveGarageVehicleDocument = graphql(`
  mutation RemoveGarageVehicle($id: ID!) {
    removeGarageVehicle(id: $id) {
      ...GarageView
    }
  }
`);

/** Names a vehicle of the customer's garage ("Dad's truck"); a blank nickname removes the name. */
export const NameGarageVehicleDocument = graphql(`
  mutation NameGarageVehicle($id: ID!, $nickname: String) {
    nameGarageVehicle(id: $id, nickname: $nickname) {
      ...GarageView
    }
  }
`);

export const MergeGarageDocument = graphql(`
  mutation MergeGarage($vehicles: [GarageVehicleInput!]!, $current: Int) {
    mergeGarage(vehicles: $vehicles, current: $current) {
      ...GarageView
    }
  }
`);

/** What a VIN says of its vehicle, read by the server from the tables shipped with the shop. */
export const DecodeVinDocument = graphql(`
  query DecodeVin($vin: String!) {
    decodeVin(vin: $vin) {
      vin
      year
      make
      model
      engine
    }
  }
`);

/** Every change answers with the whole garage: it becomes the garage every reader shows, at once. */
export function storeGarage(cache: ApolloCache, garage: GarageView | undefined): void {
  if (garage) cache.writeQuery({ query: GarageDocument, data: { garage } });
}

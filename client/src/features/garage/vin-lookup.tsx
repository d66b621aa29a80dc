import { useApolloClient, useQuery } from "@apollo/client/react";
import { Button, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import type { DecodeVinQuery } from "../../../../generated/client/graphql";
import { FormField } from "../../components/form-field";
import { SelectField } from "../../components/select-field";
import { describeVehicle, useChosenVehicle } from "../../lib/chosen-vehicle";
import { errorMessage, fieldErrors } from "../../lib/graphql-errors";
import { toast } from "../../lib/toast";
import { sameName } from "../../../../shared/vehicle-names";
import { VehiclesDocument } from "../catalogue";
import { DecodeVinDocument } from "./api";

type DecodedVin = DecodeVinQuery["decodeVin"];

/**
 * Finds the shopper's vehicle from its VIN: the decoded vehicle becomes the one shopped for (and so joins
 * the garage). A VIN the data reads only to make and year asks for the model, from the models the
 * catalogue has parts for. The engine is told, not kept: vPIC names engines its own way ("2.5L I4
 * (A25A-FKS)"), and a fitment narrowed to the catalogue's name for it would wrongly not fit.
 */
export function VinLookup() {
  const client = useApolloClient();
  const [, setVehicle] = useChosenVehicle();
  const [vin, setVin] = useState("");
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [makeAndYear, setMakeAndYear] = useState<DecodedVin>();

  const choose = (vehicle: { year: number; make: string; model: string }, engine?: string | null) => {
    setVehicle(vehicle);
    setMakeAndYear(undefined);
    setVin("");
    toast.success(`Shopping for your ${describeVehicle(vehicle)}${engine ? ` (${engine})` : ""}`);
  };

  const decode = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    setMakeAndYear(undefined);
    setBusy(true);
    try {
      const { data, error } = await client.query({
        query: DecodeVinDocument,
        variables: { vin },
        fetchPolicy: "no-cache",
      });
      if (error) throw error;
      const decoded = data?.decodeVin;
      if (!decoded) return;
      if (decoded.model)
        choose({ year: decoded.year, make: decoded.make, model: decoded.model }, decoded.engine);
      else setMakeAndYear(decoded);
    } catch (failure) {
      setProblem(fieldErrors(failure).vin ?? errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="3">
      <form onSubmit={(event) => void decode(event)} noValidate aria-label="Find your vehicle by VIN">
        <FormField
          label="VIN"
          error={problem}
          helperText="The 17 characters at the windscreen's lower corner or on the driver's door frame"
        >
          <HStack gap="2" w="full">
            <Input
              value={vin}
              onChange={(e) => setVin(e.currentTarget.value)}
              placeholder="e.g. 1HGCM82633A004352"
              autoComplete="off"
              spellCheck={false}
              textTransform="uppercase"
              _placeholder={{ textTransform: "none" }}
              bg="white"
            />
            <Button type="submit" loading={busy} flexShrink={0}>
              Find my vehicle
            </Button>
          </HStack>
        </FormField>
      </form>
      {makeAndYear && <ModelPicker decoded={makeAndYear} onChoose={choose} />}
    </Stack>
  );
}

interface ModelPickerProps {
  decoded: DecodedVin;
  onChoose: (vehicle: { year: number; make: string; model: string }) => void;
}

/** The rest of a vehicle its VIN does not tell: its model, among those of its make and year with parts here. */
function ModelPicker({ decoded, onChoose }: ModelPickerProps) {
  const { data } = useQuery(VehiclesDocument);
  const make = data?.vehicles.find((m) => sameName(m.make, decoded.make));
  const models = (make?.models ?? []).filter((m) => m.years.includes(decoded.year)).map((m) => m.model);
  const vehicle = `${decoded.year} ${decoded.make}`;
  if (data && models.length === 0) {
    return (
      <Text role="status">
        This VIN is a {vehicle}: the shop has no parts listed for a {vehicle} yet.
      </Text>
    );
  }
  return (
    <Stack gap="2" role="group" aria-label="Choose your model">
      <Text role="status">This VIN is a {vehicle}; choose its model:</Text>
      <SelectField
        label="Model"
        placeholder="Choose a model"
        options={models}
        value=""
        onChange={(e) => {
          const model = e.currentTarget.value;
          if (model) onChoose({ year: decoded.year, make: make?.make ?? decoded.make, model });
        }}
        bg="white"
      />
    </Stack>
  );
}

import { Button, SimpleGrid, Stack } from "@chakra-ui/react";
import { useState } from "react";
import type { VehiclesQuery, VehicleVariantsQuery } from "../../../../generated/client/graphql";
import { SelectField } from "../../components/select-field";
import type { Vehicle } from "../../lib/chosen-vehicle";
import { withCurrent } from "./select-options";

type VehicleMake = VehiclesQuery["vehicles"][number];
type VehicleVariants = VehicleVariantsQuery["vehicleVariants"];

interface VehicleSelectorProps {
  /** Every make with its models and years, as the `vehicles` query lists them. */
  makes: VehicleMake[];
  /** The chosen vehicle, or null. */
  value: Vehicle | null;
  /**
   * The submodels and engines the catalogue tells apart for the chosen vehicle (vehicleVariants), offered
   * once it is chosen; none while they are asked for.
   */
  variants?: VehicleVariants | undefined;
  /**
   * Called with the vehicle once make, model and year are all chosen (with its submodel and engine when
   * told), and with null when it is undone.
   */
  onChange: (vehicle: Vehicle | null) => void;
}

/** What the three selects show; a vehicle exists only once all three are chosen. */
interface Draft {
  make: string;
  model: string;
  year: string;
}

const NONE: Draft = { make: "", model: "", year: "" };
const toDraft = (vehicle: Vehicle | null): Draft =>
  vehicle ? { make: vehicle.make, model: vehicle.model, year: String(vehicle.year) } : NONE;
const isComplete = (draft: Draft) => Boolean(draft.make && draft.model && draft.year);

/**
 * Make → model → year: each list follows the one before it, so only vehicles with parts can be chosen.
 * Then, where the catalogue's parts tell them apart, submodel and engine; changing make, model or year
 * forgets them, since they belong to the vehicle they were told for.
 */
export function VehicleSelector({ makes, value, variants, onChange }: VehicleSelectorProps) {
  const [draft, setDraft] = useState(() => toDraft(value));
  const [shownValue, setShownValue] = useState(value);
  // The choice may change elsewhere (another selector, another tab): follow it, unless the shopper is
  // half-way through a new choice here, which is what cleared it.
  if (value !== shownValue) {
    setShownValue(value);
    if (value || isComplete(draft)) setDraft(toDraft(value));
  }

  const models = makes.find((m) => m.make === draft.make)?.models ?? [];
  const years = models.find((m) => m.model === draft.model)?.years ?? [];

  const choose = (next: Draft) => {
    setDraft(next);
    if (isComplete(next)) onChange({ make: next.make, model: next.model, year: Number(next.year) });
    else if (value) onChange(null);
  };

  return (
    <Stack gap="3">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <VehicleSelect
          label="Make"
          placeholder="Choose a make"
          value={draft.make}
          choices={makes.map((m) => m.make)}
          onChange={(make) => choose({ make, model: "", year: "" })}
        />
        <VehicleSelect
          label="Model"
          placeholder="Choose a model"
          value={draft.model}
          choices={models.map((m) => m.model)}
          disabled={!draft.make}
          onChange={(model) => choose({ ...draft, model, year: "" })}
        />
        <VehicleSelect
          label="Year"
          placeholder="Choose a year"
          value={draft.year}
          // Newest first: most shoppers drive a recent car.
          choices={years.map(String).reverse()}
          disabled={!draft.model}
          onChange={(year) => choose({ ...draft, year })}
        />
        {/* On the grid's next row, lined up under make and model. */}
        {value && isComplete(draft) && (
          <VariantSelects vehicle={value} variants={variants} onChange={onChange} />
        )}
      </SimpleGrid>
      {draft.make && (
        <Button alignSelf="flex-start" size="sm" variant="outline" onClick={() => choose(NONE)}>
          Clear vehicle
        </Button>
      )}
    </Stack>
  );
}

interface VariantSelectsProps {
  vehicle: Vehicle;
  variants: VehicleVariants | undefined;
  onChange: (vehicle: Vehicle) => void;
}

/** What a vehicle may tell beyond its year, each with the vehicleVariants list that offers it. */
const VARIANTS = [
  { label: "Submodel", field: "submodel", offered: "submodels" },
  { label: "Engine", field: "engine", offered: "engines" },
] as const;

/**
 * Submodel and engine, each only where there is something to tell (or the vehicle already tells it, to
 * be taken back): "Not sure" leaves it untold, and a part fitting only some of them then says so.
 */
function VariantSelects({ vehicle, variants, onChange }: VariantSelectsProps) {
  const tell = (told: Pick<Vehicle, "submodel" | "engine">) => {
    const { make, model, year, submodel, engine } = { ...vehicle, ...told };
    onChange({ make, model, year, ...(submodel && { submodel }), ...(engine && { engine }) });
  };
  return VARIANTS.map(({ label, field, offered }) => {
    const value = vehicle[field] ?? "";
    const choices = withCurrent(variants?.[offered] ?? [], value);
    return (
      choices.length > 0 && (
        <VehicleSelect
          key={field}
          label={label}
          placeholder="Not sure"
          value={value}
          choices={choices}
          onChange={(chosen) => tell({ [field]: chosen })}
        />
      )
    );
  });
}

interface VehicleSelectProps {
  label: string;
  placeholder: string;
  value: string;
  /** What the catalogue offers; the value in force is kept among them (withCurrent). */
  choices: string[];
  disabled?: boolean;
  onChange: (value: string) => void;
}

function VehicleSelect({ choices, onChange, ...select }: VehicleSelectProps) {
  return (
    <SelectField
      {...select}
      options={withCurrent(choices, select.value)}
      onChange={(e) => onChange(e.currentTarget.value)}
      bg="white"
    />
  );
}

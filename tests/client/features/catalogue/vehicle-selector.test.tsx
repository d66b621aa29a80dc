// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { VehicleSelector } from "../../../../client/src/features/catalogue/vehicle-selector";
import { useChosenVehicle } from "../../../../client/src/lib/chosen-vehicle";
import { renderUi } from "../../../support/render-ui";

const makes = [
  {
    make: "Honda",
    models: [
      { model: "Civic", years: [2016, 2017, 2018] },
      { model: "Accord", years: [2013, 2014] },
    ],
  },
  { make: "Toyota", models: [{ model: "Corolla", years: [2014, 2015] }] },
];

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const optionsOf = (label: string) =>
  within(select(label))
    .getAllByRole("option")
    .map((option) => option.textContent);

/** The selector as the pages use it: bound to the stored vehicle. */
function StoredVehicleSelector() {
  const [vehicle, setVehicle] = useChosenVehicle();
  return <VehicleSelector makes={makes} value={vehicle} onChange={setVehicle} />;
}

describe("the vehicle selector", () => {
  it("offers models of the chosen make, then years of the chosen model, newest first", async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<VehicleSelector makes={makes} value={null} onChange={onChange} />);
    expect(optionsOf("Make")).toEqual(["Choose a make", "Honda", "Toyota"]);
    expect(select("Model").disabled).toBe(true);
    expect(select("Year").disabled).toBe(true);

    await user.selectOptions(select("Make"), "Honda");
    expect(optionsOf("Model")).toEqual(["Choose a model", "Civic", "Accord"]);
    await user.selectOptions(select("Model"), "Accord");
    expect(optionsOf("Year")).toEqual(["Choose a year", "2014", "2013"]);

    await user.selectOptions(select("Make"), "Toyota");
    expect(optionsOf("Model")).toEqual(["Choose a model", "Corolla"]);
    expect(select("Model").value).toBe("");
    expect(select("Year").disabled).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("calls back with the vehicle once make, model and year are chosen", async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<VehicleSelector makes={makes} value={null} onChange={onChange} />);
    await user.selectOptions(select("Make"), "Toyota");
    await user.selectOptions(select("Model"), "Corolla");
    await user.selectOptions(select("Year"), "2015");
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ make: "Toyota", model: "Corolla", year: 2015 });
  });

  it("stores the chosen vehicle, shows it again on the next visit, and clears it", async () => {
    const { user, unmount } = renderUi(<StoredVehicleSelector />);
    await user.selectOptions(select("Make"), "Honda");
    await user.selectOptions(select("Model"), "Civic");
    await user.selectOptions(select("Year"), "2017");
    expect(JSON.parse(localStorage.getItem("chosenVehicle")!)).toEqual({
      make: "Honda",
      model: "Civic",
      year: 2017,
    });
    unmount();

    renderUi(<StoredVehicleSelector />);
    expect([select("Make").value, select("Model").value, select("Year").value]).toEqual([
      "Honda",
      "Civic",
      "2017",
    ]);
    await user.click(screen.getByRole("button", { name: "Clear vehicle" }));
    expect(localStorage.getItem("chosenVehicle")).toBeNull();
    expect(select("Make").value).toBe("");
  });

  it("forgets the stored vehicle as soon as the shopper starts choosing another", async () => {
    localStorage.setItem("chosenVehicle", JSON.stringify({ make: "Honda", model: "Civic", year: 2017 }));
    const { user } = renderUi(<StoredVehicleSelector />);
    await user.selectOptions(select("Model"), "Accord");
    expect(localStorage.getItem("chosenVehicle")).toBeNull();
    expect([select("Make").value, select("Model").value, select("Year").value]).toEqual([
      "Honda",
      "Accord",
      "",
    ]);
  });

  it("keeps showing a stored vehicle the catalogue no longer lists", () => {
    localStorage.setItem("chosenVehicle", JSON.stringify({ make: "Saab", model: "9-3", year: 2008 }));
    renderUi(<StoredVehicleSelector />);
    expect(select("Make").value).toBe("Saab");
    expect(select("Model").value).toBe("9-3");
    expect(select("Year").value).toBe("2008");
  });
});

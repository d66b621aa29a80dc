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

/** What the catalogue tells apart for a vehicle (vehicleVariants); the same for every one here. */
const variants = { submodels: ["EX", "LX"], engines: ["1.5L L4", "2.0L L4"] };

/** The selector as the pages use it: bound to the stored vehicle. */
function StoredVehicleSelector({ told = variants }: { told?: typeof variants }) {
  const [vehicle, setVehicle] = useChosenVehicle();
  return <VehicleSelector makes={makes} value={vehicle} variants={told} onChange={setVehicle} />;
}

const stored = () => JSON.parse(localStorage.getItem("chosenVehicle")!) as unknown;

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

describe("the vehicle selector's submodel and engine", () => {
  it("are offered once the vehicle is chosen, each with Not sure first, and told with it", async () => {
    const { user } = renderUi(<StoredVehicleSelector />);
    expect(screen.queryByLabelText("Submodel")).toBeNull();
    await user.selectOptions(select("Make"), "Honda");
    await user.selectOptions(select("Model"), "Civic");
    expect(screen.queryByLabelText("Engine")).toBeNull();
    await user.selectOptions(select("Year"), "2017");
    expect(optionsOf("Submodel")).toEqual(["Not sure", "EX", "LX"]);
    expect(optionsOf("Engine")).toEqual(["Not sure", "1.5L L4", "2.0L L4"]);

    await user.selectOptions(select("Engine"), "1.5L L4");
    await user.selectOptions(select("Submodel"), "EX");
    expect(stored()).toEqual({
      make: "Honda",
      model: "Civic",
      year: 2017,
      submodel: "EX",
      engine: "1.5L L4",
    });
    await user.selectOptions(select("Engine"), "Not sure");
    expect(stored()).toEqual({ make: "Honda", model: "Civic", year: 2017, submodel: "EX" });
  });

  it("are forgotten when make, model or year changes: they were told of another vehicle", async () => {
    localStorage.setItem(
      "chosenVehicle",
      JSON.stringify({ make: "Honda", model: "Civic", year: 2017, submodel: "EX", engine: "1.5L L4" }),
    );
    const { user } = renderUi(<StoredVehicleSelector />);
    expect([select("Submodel").value, select("Engine").value]).toEqual(["EX", "1.5L L4"]);
    await user.selectOptions(select("Year"), "2018");
    expect(stored()).toEqual({ make: "Honda", model: "Civic", year: 2018 });
    expect([select("Submodel").value, select("Engine").value]).toEqual(["", ""]);
  });

  it("show only what the catalogue tells apart, and keep a told one it does not list", () => {
    localStorage.setItem(
      "chosenVehicle",
      JSON.stringify({ make: "Honda", model: "Civic", year: 2017, submodel: "Type R" }),
    );
    renderUi(<StoredVehicleSelector told={{ submodels: [], engines: [] }} />);
    expect(optionsOf("Submodel")).toEqual(["Not sure", "Type R"]);
    expect(select("Submodel").value).toBe("Type R");
    expect(screen.queryByLabelText("Engine")).toBeNull();
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import {
  keepInBrowserGarage,
  readBrowserGarage,
} from "../../../../client/src/features/garage/browser-garage";

const CIVIC = { make: "Honda", model: "Civic", year: 2018 };
const F150 = { make: "Ford", model: "F-150", year: 2014 };

describe("a visitor's browser garage", () => {
  it("keeps each vehicle once, the one chosen last", () => {
    keepInBrowserGarage(F150);
    keepInBrowserGarage(CIVIC);
    keepInBrowserGarage({ ...F150, make: "FORD" });
    expect(readBrowserGarage()).toEqual([CIVIC, { ...F150, make: "FORD" }]);
  });

  it("completes the vehicle chosen last when its submodel or engine is told, rather than keeping it twice", () => {
    keepInBrowserGarage(CIVIC);
    keepInBrowserGarage(F150);
    keepInBrowserGarage({ ...F150, engine: "5.0L V8" });
    keepInBrowserGarage({ ...F150, engine: "5.0L V8", submodel: "XLT" });
    expect(readBrowserGarage()).toEqual([CIVIC, { ...F150, engine: "5.0L V8", submodel: "XLT" }]);
  });

  it("keeps another engine, or an earlier vehicle told more, as a vehicle of its own", () => {
    keepInBrowserGarage(CIVIC);
    keepInBrowserGarage({ ...F150, engine: "3.7L V6" });
    keepInBrowserGarage({ ...F150, engine: "5.0L V8" });
    keepInBrowserGarage({ ...CIVIC, submodel: "EX" });
    expect(readBrowserGarage()).toEqual([
      CIVIC,
      { ...F150, engine: "3.7L V6" },
      { ...F150, engine: "5.0L V8" },
      { ...CIVIC, submodel: "EX" },
    ]);
  });
});

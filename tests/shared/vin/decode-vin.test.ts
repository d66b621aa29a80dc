import { describe, expect, it } from "vitest";
import { decodeVin, vinCheckDigit, type DecodedVin } from "../../../shared/vin";
import { VIN_TEST_LIST } from "./vin-test-list";

/** A VIN with position 9 set to the check digit its other characters call for. */
const withCheckDigit = (vin: string) => vin.slice(0, 8) + vinCheckDigit(vin) + vin.slice(9);

const decoded = (vin: string): DecodedVin => {
  const result = decodeVin(vin);
  if (!result.ok) throw new Error(`${vin} was refused: ${result.problem}`);
  return result;
};

describe("VIN decoding, offline", () => {
  it("reads the test list's VINs: make and year always, the model for at least 90% of them, never a wrong one", () => {
    expect(VIN_TEST_LIST.length).toBeGreaterThanOrEqual(50);
    expect(new Set(VIN_TEST_LIST.map((c) => c.make)).size).toBeGreaterThanOrEqual(15);
    const withModel = VIN_TEST_LIST.filter(({ vin, year, make, model }) => {
      const vehicle = decoded(vin);
      expect({ vin, year: vehicle.year, make: vehicle.make }).toEqual({ vin, year, make });
      // A model the data cannot tell is left to the shopper; a wrong one would show them wrong parts.
      if (vehicle.model !== null) expect({ vin, model: vehicle.model }).toEqual({ vin, model });
      return vehicle.model !== null;
    });
    const share = withModel.length / VIN_TEST_LIST.length;
    console.log(
      `VIN decode: ${withModel.length} of ${VIN_TEST_LIST.length} test VINs (${(share * 100).toFixed(1)}%) ` +
        "to make, year and model",
    );
    expect(share).toBeGreaterThanOrEqual(0.9);
  });

  it("reads a VIN typed small or in groups, and its engine where the data knows it", () => {
    expect(decoded(" 1hgcm826 33a004352 ")).toEqual({
      ok: true,
      vin: "1HGCM82633A004352",
      wmi: "1HG",
      year: 2003,
      make: "Honda",
      model: "Accord",
      engine: "V6 (J30A4)",
    });
    expect(decoded("3TYLB5JN8TT109813").engine).toBe("2.4L I4 (T24A-FTS)");
  });

  it("gives make and year, and no model, for a VIN whose model the data cannot tell", () => {
    expect(decoded("SALYB2RV4JA756586")).toMatchObject({ year: 2018, make: "Land Rover", model: null });
  });

  it("reads the model year's 30-year cycle from the 7th character", () => {
    // The 10th character 3 is 2003 here: the 7th is a digit (1980-2009); a letter would make it 2033.
    expect(decoded("1HGCM82633A004352").year).toBe(2003);
    expect(decoded("2HGFE4F86SH011469").year).toBe(2025);
  });

  it("names the problem of a VIN it cannot read", () => {
    const problem = (vin: string) => {
      const result = decodeVin(vin);
      return result.ok ? undefined : result.problem;
    };
    expect(problem("")).toBe("Enter the 17 characters of the VIN");
    expect(problem("1HGCM8263")).toBe("A VIN has 17 characters; this one has 9");
    expect(problem("1HGCM82633A00435O")).toBe(
      "A VIN never uses the letter O (the 17th character): is it the digit 0?",
    );
    expect(problem("1HGCM82633A00435-")).toBe(
      'A VIN has only letters and digits; the 17th character, "-", is neither',
    );
    // One character mistyped (the 8th, 6 for 7): the check digit catches it.
    expect(problem("1HGCM82733A004352")).toBe(
      "The check digit (9th character) should be 2, not 3: the VIN is mistyped",
    );
    expect(problem(withCheckDigit("1HGCM8263UA004352"))).toBe(
      "The 10th character, U, is not a model year code: the VIN is mistyped",
    );
    // A bus maker's WMI: the shop sells no parts for it.
    expect(problem("1M8GDM9AXKP042788")).toBe("We do not know the maker of this VIN (WMI 1M8)");
    expect(problem("JN1BJ1AW5PW109661")).toBe(
      "This VIN's maker (WMI JN1) builds Infiniti and Nissan vehicles, and we cannot tell which this one is",
    );
  });

  it("computes the check digit of 49 CFR 565.15, X for 10", () => {
    for (const { vin } of VIN_TEST_LIST) expect(vinCheckDigit(vin)).toBe(vin.charAt(8));
    expect(vinCheckDigit("1M8GDM9A0KP042788")).toBe("X");
  });
});

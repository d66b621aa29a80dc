import { describe, expect, it } from "vitest";
import {
  numberProblem,
  numberTextProblem,
  parseDecimal,
  passwordProblem,
  textProblem,
} from "../../../shared/field-rules/check";
import { orderQuantityProblem } from "../../../shared/field-rules/order-quantity";
import { number, text } from "../../../shared/field-rules/rule";
import {
  CONTACT_FIELDS,
  LOGIN_FIELDS,
  ORDER_FIELDS,
  PRODUCT_CHANGE_FIELDS,
  PRODUCT_FIELDS,
  REVIEW_FIELDS,
  SIGN_UP_FIELDS,
} from "../../../shared/field-rules/shop-fields";

/** The shared rules and their words; tests/shared/field-rules/every-rule-everywhere walks them through the shop. */

describe("the spec's words and limits (SPEC.md sections 5 and 9)", () => {
  it.each([
    { rule: SIGN_UP_FIELDS.name, value: "", message: "Name is Required" },
    { rule: LOGIN_FIELDS.email, value: "", message: "Email is Required" },
    { rule: LOGIN_FIELDS.email, value: "driver@example", message: "Provide a valid email" },
    { rule: PRODUCT_FIELDS.name, value: "", message: "Name is Required" },
    { rule: PRODUCT_FIELDS.name, value: "x".repeat(21), message: "Name must be at most 20 characters" },
  ])("answers $value with '$message'", ({ rule, value, message }) => {
    expect(textProblem(rule, value)).toBe(message);
  });

  it("wants a password of 6 characters or more", () => {
    expect(passwordProblem(LOGIN_FIELDS.password, "")).toBe("Password is Required");
    expect(passwordProblem(LOGIN_FIELDS.password, "12345")).toBe("Must be 6 characters or longer");
    expect(passwordProblem(LOGIN_FIELDS.password, "123456")).toBeUndefined();
    // Only the identity provider sees a password: spaces are part of it.
    expect(passwordProblem(LOGIN_FIELDS.password, "      ")).toBeUndefined();
  });

  it("holds the typed text of price and minimum order quantity to 20 characters", () => {
    expect(numberTextProblem(PRODUCT_FIELDS.price, "9".repeat(21))).toBe(
      "Price must be at most 20 characters",
    );
    expect(numberTextProblem(PRODUCT_FIELDS.minimumOrderQuantity, "1".repeat(21))).toBe(
      "Minimum Order Quantity must be at most 20 characters",
    );
    expect(numberTextProblem(PRODUCT_FIELDS.price, "9".repeat(20))).toBe(
      // 20 nines read as 1e20, written with 21 characters: the server holds the number to it too.
      "Price must be at most 20 characters",
    );
    expect(numberTextProblem(PRODUCT_FIELDS.price, "9".repeat(15))).toBeUndefined();
  });

  it("leaves description, available quantity and picture optional on a new product", () => {
    expect(textProblem(PRODUCT_FIELDS.description, "")).toBeUndefined();
    expect(numberTextProblem(PRODUCT_FIELDS.availableQuantity, "")).toBeUndefined();
    expect(textProblem(PRODUCT_FIELDS.picture, "  ")).toBeUndefined();
    expect(numberTextProblem(PRODUCT_CHANGE_FIELDS.availableQuantity, "")).toBe(
      "Available Quantity is Required",
    );
  });
});

describe("text", () => {
  const rule = text("Subject", { required: true, maxChars: 5 });

  it("is trimmed before it is checked", () => {
    expect(textProblem(rule, "   ")).toBe("Subject is Required");
    expect(textProblem(rule, "  abcde  ")).toBeUndefined();
    expect(textProblem(rule, "abcdef")).toBe("Subject must be at most 5 characters");
    expect(textProblem(rule, null)).toBe("Subject is Required");
  });

  it("checks its format once it is within its length", () => {
    expect(textProblem(CONTACT_FIELDS.email, "a@b.co")).toBeUndefined();
    expect(textProblem(CONTACT_FIELDS.email, `${"a".repeat(250)}@b.co`)).toBe(
      "Email must be at most 254 characters",
    );
    expect(textProblem(ORDER_FIELDS.phone, "+1 (555) 010-0100")).toBeUndefined();
    expect(textProblem(ORDER_FIELDS.phone, "12")).toBe("Provide a valid phone number");
    expect(textProblem(ORDER_FIELDS.phone, "(((((())))")).toBe("Provide a valid phone number");
    expect(textProblem(PRODUCT_FIELDS.picture, "/assets/parts/pad.svg")).toBeUndefined();
    expect(textProblem(PRODUCT_FIELDS.picture, "https://example.com/pad.png")).toBeUndefined();
    expect(textProblem(PRODUCT_FIELDS.picture, "javascript:alert(1)")).toBe(
      "Photo URL must be a web address (http:// or https://)",
    );
  });
});

describe("numbers", () => {
  it("checks, in order: present, a number, its characters, whole, its range", () => {
    const rule = number("Count", { required: true, integer: true, min: 1, maxChars: 3 });
    expect(numberProblem(rule, undefined)).toBe("Count is Required");
    expect(numberProblem(rule, NaN)).toBe("Count must be a number");
    expect(numberProblem(rule, 1000.5)).toBe("Count must be at most 3 characters");
    expect(numberProblem(rule, 2.5)).toBe("Count must be a whole number");
    expect(numberProblem(rule, 0)).toBe("Count must be at least 1");
    expect(numberProblem(rule, 1)).toBeUndefined();
  });

  it("names a range when it has both ends, and each end alone otherwise", () => {
    expect(numberProblem(REVIEW_FIELDS.ratings, 0)).toBe("Rating must be between 1 and 5");
    expect(numberProblem(REVIEW_FIELDS.ratings, 6)).toBe("Rating must be between 1 and 5");
    expect(numberProblem(REVIEW_FIELDS.ratings, 5)).toBeUndefined();
    expect(numberProblem(number("Year", { max: 2100 }), 2101)).toBe("Year must be at most 2100");
  });

  it("reads typed decimal text, and nothing else, as a number", () => {
    expect([" 19.99 ", "5", "-1", "+2", ".5", "3."].map(parseDecimal)).toEqual([19.99, 5, -1, 2, 0.5, 3]);
    for (const text of ["0x10", "1e3", "Infinity", "ten", "1,5", ""]) expect(parseDecimal(text)).toBeNaN();
    expect(numberTextProblem(PRODUCT_FIELDS.price, "ten dollars")).toBe("Price must be a number");
    expect(numberTextProblem(PRODUCT_FIELDS.price, "-1")).toBe("Price must be at least 0.01");
    expect(numberTextProblem(PRODUCT_FIELDS.minimumOrderQuantity, "2.5")).toBe(
      "Minimum Order Quantity must be a whole number",
    );
  });
});

describe("an order's quantity against its product", () => {
  const product = { minimumOrderQuantity: 2, availableQuantity: 10 };

  it("is bad input below the minimum order, the stock's problem above the stock", () => {
    expect(orderQuantityProblem(1, product)).toEqual({
      kind: "belowMinimum",
      message: "Quantity must be at least 2, the minimum order for this product",
    });
    expect(orderQuantityProblem(11, product)).toEqual({ kind: "stock", message: "Only 10 left in stock" });
    expect(orderQuantityProblem(1, { minimumOrderQuantity: 1, availableQuantity: 0 })).toEqual({
      kind: "stock",
      message: "This product is out of stock",
    });
    expect(orderQuantityProblem(10, product)).toBeUndefined();
  });
});

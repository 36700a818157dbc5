import { describe, expect, it } from "vitest";
import { validateNewPassword } from "./validate-new-password";

describe("validateNewPassword", () => {
  it("asks for both fields when one is empty", () => {
    expect(validateNewPassword("", "longenough")).toEqual({
      title: "Missing fields",
      description: "Please fill in all fields.",
      field: "new-password",
    });
    expect(validateNewPassword("longenough", "")).toEqual({
      title: "Missing fields",
      description: "Please fill in all fields.",
      field: "confirm-password",
    });
  });

  it("rejects a password of 7 characters and accepts 8", () => {
    expect(validateNewPassword("1234567", "1234567")).toEqual({
      title: "Password too short",
      description: "Password must be at least 8 characters long.",
      field: "new-password",
    });
    expect(validateNewPassword("12345678", "12345678")).toBeNull();
  });

  it("rejects passwords that differ", () => {
    expect(validateNewPassword("12345678", "12345679")).toEqual({
      title: "Passwords don't match",
      description: "Please make sure both passwords match.",
      field: "confirm-password",
    });
  });
});

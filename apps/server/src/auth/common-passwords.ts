import { dictionary } from "@zxcvbn-ts/language-common";

// zxcvbn-ts ships ~49k leaked passwords ranked by frequency; only those long enough to pass the length rule matter.
const common = new Set(
  (dictionary["passwords-common"] as string[]).filter((p) => p.length >= 8).map((p) => p.toLowerCase()),
);

export const isCommonPassword = (password: string): boolean => common.has(password.toLowerCase());

export const COMMON_PASSWORD_MESSAGE =
  "This password is too common and easy to guess. Choose a longer or less common one.";

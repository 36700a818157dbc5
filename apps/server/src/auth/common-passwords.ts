import type * as Dictionaries from "@zxcvbn-ts/language-common";
import { loadOnFirstUse } from "../lib/load-on-first-use";

const loadDictionaries = loadOnFirstUse<typeof Dictionaries>("@zxcvbn-ts/language-common");
let common: Set<string> | undefined;

// zxcvbn-ts ships ~49k leaked passwords ranked by frequency; only those long enough to pass the length rule matter.
// Built on the first password checked, not at start-up.
const commonPasswords = () =>
  (common ??= new Set(
    (loadDictionaries().dictionary["passwords-common"] as string[])
      .filter((p) => p.length >= 8)
      .map((p) => p.toLowerCase()),
  ));

export const isCommonPassword = (password: string): boolean => commonPasswords().has(password.toLowerCase());

export const COMMON_PASSWORD_MESSAGE =
  "This password is too common and easy to guess. Choose a longer or less common one.";

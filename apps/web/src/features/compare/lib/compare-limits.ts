import type { MAX_COMPARED as CORE_MAX, MIN_COMPARED as CORE_MIN } from "@plexwise/core";

// The contracts module carries zod, which the browser bundle leaves out (see eslint.config.js); the two
// numbers are repeated here and typed as core's literals, so a change there fails the type check here.
export const MIN_COMPARED: typeof CORE_MIN = 2;
export const MAX_COMPARED: typeof CORE_MAX = 4;

export const COMPARE_COUNT_MESSAGE = `Select ${MIN_COMPARED} to ${MAX_COMPARED} properties to compare.`;

export const canCompare = (count: number): boolean => count >= MIN_COMPARED && count <= MAX_COMPARED;

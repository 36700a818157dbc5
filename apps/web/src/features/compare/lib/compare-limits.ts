import { MAX_COMPARED, MIN_COMPARED } from "@plexwise/core/limits";

export { MAX_COMPARED, MIN_COMPARED };

export const COMPARE_COUNT_MESSAGE = `Select ${MIN_COMPARED} to ${MAX_COMPARED} properties to compare.`;

export const canCompare = (count: number): boolean => count >= MIN_COMPARED && count <= MAX_COMPARED;

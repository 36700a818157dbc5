export * from "./money";
export * from "./property-wire";
export { fromSpecPropertyPayload, specPathOf } from "./spec-input";

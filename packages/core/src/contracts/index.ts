export * from "./auth";
export * from "./errors";
export * from "./property-parts";
export * from "./property";
export * from "./financing";
export * from "./images";
export * from "./extraction";
export * from "./analysis";

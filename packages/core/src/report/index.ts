export * from "./report-types";
export * from "./property-report";
export * from "./compare-report";
export { reportContextOf, type PropertyReportInput, type ReportContext } from "./report-context";

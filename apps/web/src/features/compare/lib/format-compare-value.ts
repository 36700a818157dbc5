// The comparison's cells are worded in core, so the PDF of a comparison reads as the screen does.
export { formatCompareValue } from "@plexwise/core/analysis";

/** The API tests' fourplex is the shared one (`@plexwise/core/testing`), so every tier tests the same building. */
export { fourplexInput as fourplex } from "@plexwise/core/testing";

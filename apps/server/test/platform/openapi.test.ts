import { validate } from "@readme/openapi-parser";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../helpers/test-app";

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

/** The API's reference is generated from the routes' own schemas: it validates, and no route answers untyped. */
describe("the OpenAPI document", () => {
  const t = useTestApp();

  it("is a valid OpenAPI 3.1 document", async () => {
    const response = await t.api.get("/api/openapi.json");
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe("3.1.0");
    const result = await validate(structuredClone(document));
    expect(result.valid, JSON.stringify(result)).toBe(true);
  });

  it("lists every API route, each with a schema for its success answer", async () => {
    const document = (await t.api.get("/api/openapi.json")).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const routes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
    );
    for (const expected of [
      "GET /api/user",
      "POST /api/properties",
      "PATCH /api/properties/{id}",
      "POST /api/properties/extract-from-document",
      "POST /api/extraction-jobs",
      "GET /api/properties/{id}/analyses",
      "POST /api/compare",
      "GET /api/media/{imageId}/{variant}",
    ])
      expect(routes.map((r) => r.route)).toContain(expected);
    const untyped = routes.filter(({ operation }) => {
      const success = Object.entries(operation.responses ?? {}).filter(([status]) => status.startsWith("2"));
      return success.length === 0 || success.some(([status, r]) => status !== "204" && !r.content);
    });
    expect(untyped.map((r) => r.route)).toEqual([]);
  });

  it("has a readable reference page", async () => {
    const response = await t.api.get("/api/docs/");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("swagger");
  });
});

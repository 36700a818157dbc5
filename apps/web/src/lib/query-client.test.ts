import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";
import { createQueryClient, getQueryFn, queryKeyToUrl } from "./query-client";

afterEach(() => {
  vi.unstubAllGlobals();
});

function respondWith(status: number, body: string) {
  const fetchMock = vi
    .fn<(url: string, init: RequestInit) => Promise<Response>>()
    .mockResolvedValue(new Response(body, { status }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function run(fn: ReturnType<typeof getQueryFn>, queryKey: unknown[]) {
  const client = new QueryClient();
  return client.fetchQuery({ queryKey, queryFn: fn, retry: false });
}

describe("queryKeyToUrl", () => {
  it("joins the key segments with slashes", () => {
    expect(queryKeyToUrl(["/api/properties", 7, "images"])).toBe("/api/properties/7/images");
    expect(queryKeyToUrl(["/api/user"])).toBe("/api/user");
  });
});

describe("getQueryFn", () => {
  it("GETs the URL built from the query key", async () => {
    const fetchMock = respondWith(200, JSON.stringify([{ id: 1 }]));
    await expect(run(getQueryFn({ on401: "throw" }), ["/api/properties"])).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/properties");
    expect(fetchMock.mock.calls[0]?.[1].method).toBe("GET");
  });

  it("treats a 401 as signed out (null) when asked to", async () => {
    respondWith(401, JSON.stringify({ message: "Not signed in." }));
    await expect(run(getQueryFn({ on401: "returnNull" }), ["/api/user"])).resolves.toBeNull();
  });

  it("throws on a 401 by default", async () => {
    respondWith(401, "");
    await expect(run(getQueryFn({ on401: "throw" }), ["/api/properties"])).rejects.toBeInstanceOf(ApiError);
  });

  it("still throws other errors when a 401 would be null", async () => {
    respondWith(500, "oops");
    await expect(run(getQueryFn({ on401: "returnNull" }), ["/api/user"])).rejects.toThrow("500: oops");
  });
});

describe("createQueryClient", () => {
  it("never refetches or retries on its own (SPEC section 9)", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});

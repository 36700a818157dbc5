import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, apiRequest, serverMessage } from "./api-client";

type FetchArgs = [string, RequestInit];

function stubFetch(response: Response) {
  const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>().mockResolvedValue(response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function json(status: number, body: unknown, statusText = "") {
  return new Response(JSON.stringify(body), { status, statusText, headers: { "Content-Type": "application/json" } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends a GET with the session cookie and no body or Content-Type", async () => {
    const fetchMock = stubFetch(json(200, { id: "u1" }));
    await expect(api.get("/api/user")).resolves.toEqual({ id: "u1" });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/user");
    expect(init).toMatchObject({ method: "GET", credentials: "include" });
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has("Content-Type")).toBe(false);
  });

  it("sends a body as JSON with Content-Type application/json", async () => {
    const fetchMock = stubFetch(json(201, { id: "u1", email: "a@b.co" }));
    await api.post("/api/register", { email: "a@b.co", password: "secret123" });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("include");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    expect(init?.body).toBe(JSON.stringify({ email: "a@b.co", password: "secret123" }));
  });

  it("sends a POST without a body and without Content-Type (logout)", async () => {
    const fetchMock = stubFetch(json(200, { message: "Logged out." }));
    await api.post("/api/logout");
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has("Content-Type")).toBe(false);
  });

  it("resolves an empty 204 answer to undefined", async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiRequest("DELETE", "/api/properties/1")).resolves.toBeUndefined();
  });

  it("resolves a JSON null body to null (a stored result that does not exist yet)", async () => {
    stubFetch(json(200, null));
    await expect(api.get("/api/properties/1/comps")).resolves.toBeNull();
  });

  it("throws ApiError '<status>: <body text>' with the parsed JSON body on a non-OK answer", async () => {
    const body = { message: "Invalid email or password." };
    stubFetch(json(401, body, "Unauthorized"));
    const error = await api.post("/api/login", { email: "a@b.co", password: "x" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`401: ${JSON.stringify(body)}`);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).body).toEqual(body);
  });

  it("uses the status text when the error body is empty", async () => {
    stubFetch(new Response("", { status: 503, statusText: "Service Unavailable" }));
    const error = await api.get("/api/user").catch((e: unknown) => e);
    expect((error as ApiError).message).toBe("503: Service Unavailable");
    expect((error as ApiError).body).toBeUndefined();
  });

  it("keeps a plain-text error body as text", async () => {
    stubFetch(new Response("Bad gateway", { status: 502, statusText: "Bad Gateway" }));
    const error = await api.get("/api/user").catch((e: unknown) => e);
    expect((error as ApiError).message).toBe("502: Bad gateway");
    expect((error as ApiError).body).toBe("Bad gateway");
  });
});

describe("serverMessage", () => {
  it("prefers the message field of a JSON error body", () => {
    const error = new ApiError(
      409,
      "Conflict",
      JSON.stringify({ message: "An account with this email already exists." }),
    );
    expect(serverMessage(error)).toBe("An account with this email already exists.");
  });

  it("falls back to the error message when the body has no message", () => {
    expect(serverMessage(new ApiError(500, "Internal Server Error", ""))).toBe("500: Internal Server Error");
    expect(serverMessage(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
    expect(serverMessage("boom")).toBe("boom");
  });
});

import { describe, expect, it } from "vitest";
import { registerUser } from "../helpers/factories";
import { useFakeLlm } from "../helpers/fake-llm-server";
import { fourplex } from "../helpers/property-factory";
import { useTestApp } from "../helpers/test-app";
import { honestModel } from "./model-support";

describe("the monthly token budget (Anthropic messages API)", () => {
  const llm = useFakeLlm("anthropic");
  // Each fake call costs 150 tokens (120 in, 30 out): the first call fits a budget of 100, the next does not.
  const t = useTestApp({
    env: () => ({
      AI_PROVIDER: "anthropic",
      AI_BASE_URL: llm.server.url,
      AI_API_KEY: "sk-ant-test",
      AI_MODEL: "claude-test",
      AI_MONTHLY_TOKEN_BUDGET: "100",
    }),
  });

  it("narrates through Anthropic, then, once the budget is spent, refuses without calling and keeps the previous result", async () => {
    llm.server.respondWith((request) => {
      // The Anthropic adapter asks for JSON through a forced tool or output_config; the honest model reads the same facts.
      const messages = request.body.messages as { role: string; content: unknown }[];
      return honestModel()({
        ...request,
        body: { ...request.body, messages, response_format: { json_schema: { name: schemaOf(request) } } },
      });
    });
    const alice = await registerUser(t.api);
    const { id } = (await t.api.post("/api/properties", fourplex(), { cookie: alice.cookie })).json();
    const first = (await t.api.post(`/api/properties/${id}/analyze-summary`, {}, { cookie: alice.cookie })).json();
    expect(first.meta).toMatchObject({ narration: "model", model: "anthropic:claude-test" });
    expect(llm.server.requests[0]!.headers["x-api-key"]).toBe("sk-ant-test");

    const again = await t.api.post(`/api/properties/${id}/analyze-summary`, {}, { cookie: alice.cookie });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toContain("This month's AI budget is used up");
    expect(again.json().message).toContain("Your previous analysis is unchanged.");
    expect(llm.server.requests).toHaveLength(1);
    expect((await t.api.get(`/api/properties/${id}/analyses`, { cookie: alice.cookie })).json().summary).toEqual(first);

    // A kind never run before still gets its plain analysis, with the reason.
    const performa = (await t.api.post(`/api/properties/${id}/analyze-performa`, {}, { cookie: alice.cookie })).json();
    expect(performa.meta.narration).toBe("template");
    expect(performa.meta.notice).toContain("budget");
    expect(performa.analysis.metrics.noi_annual).toBe(48_000);
    expect(llm.server.requests).toHaveLength(1);

    // The budget is per user: Bob still has his.
    const bob = await registerUser(t.api);
    const bobs = (await t.api.post("/api/properties", fourplex(), { cookie: bob.cookie })).json();
    expect(
      (await t.api.post(`/api/properties/${bobs.id}/analyze-summary`, {}, { cookie: bob.cookie })).json().meta
        .narration,
    ).toBe("model");
  });
});

/** The name of the schema an Anthropic request asks for (its forced tool's name, or "json" with output_config). */
function schemaOf(request: { body: Record<string, unknown> }): string {
  const text = JSON.stringify(request.body);
  for (const name of ["proforma_prose", "listing_summary_prose", "comparison_prose"])
    if (text.includes(name)) return name;
  return "listing_summary_prose";
}

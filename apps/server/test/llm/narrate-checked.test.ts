import { describe, expect, it } from "vitest";
import { narrateChecked } from "../../src/llm/number-check";
import { promptTextOf, useFakeLlm } from "../helpers/fake-llm-server";
import { MEMO, type Memo, useLlmHarness } from "./llm-harness";

const FACTS = [1_234_567, 0.068, 7];
const check = { facts: FACTS, texts: (memo: Memo) => [memo.headline, memo.narrative] };
const memo = (narrative: string): Memo => ({ ...MEMO, narrative });

describe("narration checked against the facts", () => {
  const t = useLlmHarness();
  const fake = useFakeLlm("openai");
  const client = () =>
    t.client({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: fake.server.url, AI_MODEL: "llama3.1:8b" });

  it("returns a narration whose numbers are all facts after one call", async () => {
    fake.server.enqueue({ kind: "answer", value: memo("At $1.23M and a 6.8% cap rate, it pays.") });
    const result = await narrateChecked(client(), t.memoRequest(), check);
    expect(result).toMatchObject({
      ok: true,
      repaired: false,
      value: { narrative: "At $1.23M and a 6.8% cap rate, it pays." },
    });
    expect(fake.server.requests).toHaveLength(1);
  });

  it("asks once more, naming the wrong numbers and the allowed facts, and takes the corrected answer", async () => {
    fake.server.enqueue(
      { kind: "answer", value: memo("At $1.3M and a 6.5% cap rate, it pays."), usage: { input: 100, output: 20 } },
      { kind: "answer", value: memo("At $1.2M and a 6.8% cap rate, it pays."), usage: { input: 130, output: 20 } },
    );
    const result = await narrateChecked(client(), t.memoRequest(), check);
    expect(result).toMatchObject({
      ok: true,
      repaired: true,
      value: { narrative: "At $1.2M and a 6.8% cap rate, it pays." },
      inputTokens: 230,
      outputTokens: 40,
    });

    const repair = promptTextOf(fake.server.requests[1]!);
    expect(repair).toContain("Summarise the duplex at 12 Elm Street.");
    expect(repair).toContain("Your previous answer used numbers that are not among the facts: $1.3M, 6.5%.");
    expect(repair).toContain("1234567, 0.068, 7");
  });

  it("gives up with the numbers that are still wrong after the repair", async () => {
    fake.server.enqueue(
      { kind: "answer", value: memo("Rents rose 12% since 2019.") },
      { kind: "answer", value: memo("Rents rose 12% lately.") },
    );
    const result = await narrateChecked(client(), t.memoRequest(), check);
    expect(result).toEqual({
      ok: false,
      reason: "unchecked_numbers",
      numbers: ["12%"],
      message: "The model named numbers that are not in the facts: 12%.",
    });
    expect(fake.server.requests).toHaveLength(2);
  });

  it("checks every prose field the caller names", async () => {
    fake.server.enqueue(
      { kind: "answer", value: { ...MEMO, headline: "A 9-unit gem" } },
      { kind: "answer", value: { ...MEMO, headline: "A gem" } },
    );
    expect(await narrateChecked(client(), t.memoRequest(), check)).toMatchObject({
      ok: true,
      repaired: true,
      value: { headline: "A gem" },
    });
  });

  it("passes the model's own failure through unchanged", async () => {
    fake.server.enqueue({ kind: "error", status: 401, message: "Invalid API key" });
    expect(await narrateChecked(client(), t.memoRequest(), check)).toEqual({
      ok: false,
      reason: "failed",
      message: "The language model service answered HTTP 401: Invalid API key",
    });
  });
});

import { randomBytes } from "node:crypto";
import http, { type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach } from "vitest";

/**
 * A language-model API on 127.0.0.1 that speaks the real wire protocol: OpenAI chat completions
 * (POST /v1/chat/completions, which is also what Ollama, vLLM, llama.cpp and LM Studio speak) or
 * Anthropic messages (POST /v1/messages). Tests script what it answers and read what it was sent.
 */
export type FakeLlmProtocol = "openai" | "anthropic";

export type FakeUsage = { input: number; output: number };

export type FakeBehaviour =
  /** What a compliant server answers: the JSON as the message text, or as the arguments of the tool call the request forces. */
  (
    | { kind: "answer"; value: unknown }
    /** The JSON as text inside ```json fences, as many local models write it. */
    | { kind: "fenced"; value: unknown }
    /** Prose: the server ignored the schema. */
    | { kind: "text"; text: string }
    /** A tool call with these arguments, whatever the request asked (name: the forced or first tool). */
    | { kind: "tool-call"; input: unknown; name?: string }
    /** Message text that is not valid JSON. */
    | { kind: "malformed-json"; text?: string }
    /** HTTP 200 whose body is not JSON at all. */
    | { kind: "broken-body" }
    /** An error status with the protocol's error body, e.g. 429 with { "retry-after": "2" }. */
    | { kind: "error"; status: number; headers?: Record<string, string>; message?: string }
    /** Never answers; the connection stays open until the client gives up or the fake closes. */
    | { kind: "hang" }
  ) & { usage?: FakeUsage };

export type FakeLlmRequest = {
  method: string;
  /** e.g. "/v1/chat/completions" */
  path: string;
  headers: IncomingHttpHeaders;
  /** The JSON body as sent (an empty object when it was not JSON). */
  body: Record<string, unknown>;
};

export type FakeLlmHandler = (request: FakeLlmRequest) => FakeBehaviour;

export type FakeLlm = {
  protocol: FakeLlmProtocol;
  /** The API base URL including /v1, ready for AI_BASE_URL. */
  url: string;
  /** Every request received, in order. */
  requests: FakeLlmRequest[];
  /** Behaviours for the next requests, one each, first in first out. */
  enqueue: (...behaviours: FakeBehaviour[]) => void;
  /** What to answer when the queue is empty (default: a 500 saying nothing was scripted). */
  respondWith: (handler: FakeLlmHandler) => void;
  /** Forgets the queue, the requests and the handler. */
  reset: () => void;
  close: () => Promise<void>;
};

const DEFAULT_USAGE: FakeUsage = { input: 120, output: 30 };
const id = (prefix: string) => `${prefix}_${randomBytes(6).toString("hex")}`;
const unscripted: FakeLlmHandler = () => ({
  kind: "error",
  status: 500,
  message: "fake LLM: nothing was scripted for this request",
});

type Content = { text: string } | { tool: { name: string; input: unknown } };

/** The tool a request forces, if any: OpenAI tool_choice {type:"function"} / "required", Anthropic {type:"tool"} / "any". */
export function forcedToolName(request: FakeLlmRequest): string | undefined {
  const choice = request.body.tool_choice as
    { type?: string; name?: string; function?: { name?: string } } | string | undefined;
  const tools = (request.body.tools as { name?: string; function?: { name?: string } }[] | undefined) ?? [];
  const names = tools.map((t) => t.function?.name ?? t.name ?? "");
  if (typeof choice === "object" && choice.type === "function") return choice.function?.name;
  if (typeof choice === "object" && choice.type === "tool") return choice.name;
  if (choice === "required" || (typeof choice === "object" && choice.type === "any"))
    return names.includes("json") ? "json" : names[0];
  return undefined;
}

/** All prompt text of a request (system and messages), to check what the model was shown. */
export function promptTextOf(request: FakeLlmRequest): string {
  const texts: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === "string") texts.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === "object") {
      const part = value as { text?: unknown; content?: unknown };
      collect(part.text);
      collect(part.content);
    }
  };
  collect(request.body.system);
  collect(request.body.messages);
  return texts.join("\n");
}

/** The JSON schema a request asked the answer to follow: response_format, Anthropic's output_config, or the forced tool's input schema. */
export function requestedSchemaOf(request: FakeLlmRequest): Record<string, unknown> | undefined {
  const body = request.body as {
    response_format?: { json_schema?: { schema?: Record<string, unknown> } };
    output_config?: { format?: { schema?: Record<string, unknown> } };
    tools?: {
      name?: string;
      input_schema?: Record<string, unknown>;
      function?: { name?: string; parameters?: Record<string, unknown> };
    }[];
  };
  const forced = forcedToolName(request);
  const tool = body.tools?.find((t) => (t.function?.name ?? t.name) === forced);
  return (
    body.response_format?.json_schema?.schema ??
    body.output_config?.format?.schema ??
    tool?.function?.parameters ??
    tool?.input_schema
  );
}

function contentOf(behaviour: FakeBehaviour, request: FakeLlmRequest): Content {
  const forced = forcedToolName(request);
  switch (behaviour.kind) {
    case "answer":
      return forced ? { tool: { name: forced, input: behaviour.value } } : { text: JSON.stringify(behaviour.value) };
    case "fenced":
      return { text: `Here is the analysis:\n\n\`\`\`json\n${JSON.stringify(behaviour.value, null, 2)}\n\`\`\`` };
    case "text":
      return { text: behaviour.text };
    case "tool-call":
      return { tool: { name: behaviour.name ?? forced ?? "answer", input: behaviour.input } };
    case "malformed-json":
      return { text: behaviour.text ?? '{"narrative": "Solid duplex", "score": 7,' };
    default:
      throw new Error(`not an answer: ${behaviour.kind}`);
  }
}

function openAiBody(content: Content, model: string, usage: FakeUsage) {
  const message =
    "text" in content
      ? { role: "assistant", content: content.text }
      : {
          role: "assistant",
          content: null,
          tool_calls: [
            {
              id: id("call"),
              type: "function",
              function: { name: content.tool.name, arguments: JSON.stringify(content.tool.input) },
            },
          ],
        };
  return {
    id: id("chatcmpl"),
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message, logprobs: null, finish_reason: "text" in content ? "stop" : "tool_calls" }],
    usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output },
  };
}

function anthropicBody(content: Content, model: string, usage: FakeUsage) {
  const block =
    "text" in content
      ? { type: "text", text: content.text }
      : { type: "tool_use", id: id("toolu"), name: content.tool.name, input: content.tool.input };
  return {
    id: id("msg"),
    type: "message",
    role: "assistant",
    model,
    content: [block],
    stop_reason: "text" in content ? "end_turn" : "tool_use",
    stop_sequence: null,
    usage: { input_tokens: usage.input, output_tokens: usage.output },
  };
}

function errorBody(protocol: FakeLlmProtocol, status: number, message: string) {
  if (protocol === "anthropic") {
    const type =
      status === 429
        ? "rate_limit_error"
        : status === 529
          ? "overloaded_error"
          : status >= 500
            ? "api_error"
            : "invalid_request_error";
    return { type: "error", error: { type, message } };
  }
  const type = status === 429 ? "rate_limit_exceeded" : status >= 500 ? "server_error" : "invalid_request_error";
  return { error: { message, type, param: null, code: null } };
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}

export async function startFakeLlm(options: { protocol: FakeLlmProtocol; respond?: FakeLlmHandler }): Promise<FakeLlm> {
  const { protocol } = options;
  const endpoint = protocol === "openai" ? "/v1/chat/completions" : "/v1/messages";
  const queue: FakeBehaviour[] = [];
  const requests: FakeLlmRequest[] = [];
  let handler = options.respond ?? unscripted;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        // recorded as an empty body; the endpoint check below answers it
      }
      const request: FakeLlmRequest = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, body };
      requests.push(request);
      if (request.method !== "POST" || request.path !== endpoint) {
        sendJson(
          res,
          404,
          errorBody(protocol, 404, `fake ${protocol} server: no route ${request.method} ${request.path}`),
        );
        return;
      }
      const behaviour = queue.shift() ?? handler(request);
      const model = typeof body.model === "string" ? body.model : "fake-model";
      const usage = behaviour.usage ?? DEFAULT_USAGE;
      if (behaviour.kind === "hang") return;
      if (behaviour.kind === "error") {
        sendJson(
          res,
          behaviour.status,
          errorBody(protocol, behaviour.status, behaviour.message ?? `fake error ${behaviour.status}`),
          behaviour.headers,
        );
        return;
      }
      if (behaviour.kind === "broken-body") {
        res.writeHead(200, { "content-type": "application/json" });
        res.end('{"id": "chatcmpl-broken", "choices": [');
        return;
      }
      const content = contentOf(behaviour, request);
      sendJson(
        res,
        200,
        protocol === "openai" ? openAiBody(content, model, usage) : anthropicBody(content, model, usage),
      );
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    protocol,
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...behaviours) => queue.push(...behaviours),
    respondWith: (next) => {
      handler = next;
    },
    reset: () => {
      queue.length = 0;
      requests.length = 0;
      handler = options.respond ?? unscripted;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** One fake per test file, emptied before each test: `const llm = useFakeLlm("openai")`, then `llm.server.enqueue(...)`. */
export function useFakeLlm(protocol: FakeLlmProtocol, respond?: FakeLlmHandler) {
  const ctx = {} as { server: FakeLlm };
  beforeAll(async () => {
    ctx.server = await startFakeLlm({ protocol, ...(respond && { respond }) });
  });
  beforeEach(() => ctx.server.reset());
  afterAll(async () => {
    await ctx.server?.close();
  });
  return ctx;
}

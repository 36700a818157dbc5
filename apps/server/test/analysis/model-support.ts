import type { FakeBehaviour, FakeLlmRequest } from "../helpers/fake-llm-server";

/** The facts JSON an analysis prompt carries (after "Facts (JSON):"), as the narrator was given them. */
export function factsOf(request: FakeLlmRequest): Record<string, unknown> {
  const messages = (request.body.messages as { role: string; content: unknown }[] | undefined) ?? [];
  // OpenAI sends a string; Anthropic a list of content blocks.
  const textOf = (content: unknown) =>
    typeof content === "string"
      ? content
      : ((content as { text?: string }[] | undefined) ?? []).map((block) => block.text ?? "").join("\n");
  const user = messages.filter((m) => m.role === "user").map((m) => textOf(m.content));
  const text = user.join("\n");
  const at = text.indexOf("Facts (JSON):");
  if (at < 0) throw new Error("no facts in the prompt");
  const start = text.indexOf("{", at);
  return JSON.parse(text.slice(start, endOfObject(text, start))) as Record<string, unknown>;
}

/** The index just past the JSON object that starts at `start` (the prompt may go on after it). */
function endOfObject(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{" || c === "[") depth++;
    else if ((c === "}" || c === "]") && --depth === 0) return i + 1;
  }
  return text.length;
}

export const schemaNameOf = (request: FakeLlmRequest) =>
  (request.body.response_format as { json_schema?: { name?: string } } | undefined)?.json_schema?.name;

/**
 * A well-behaved model: prose that uses only numbers from the facts it was sent, for each narration schema.
 * `twist` lets a test change the summary (e.g. to slip in an invented number).
 */
export function honestModel(twist: (text: string) => string = (t) => t) {
  return (request: FakeLlmRequest): FakeBehaviour => {
    const facts = () => factsOf(request);
    switch (schemaNameOf(request)) {
      case "proforma_prose": {
        const metrics = facts().metrics as { noi_annual: number };
        const plan = facts().execution_plan as string[];
        return {
          kind: "answer",
          value: {
            summary: twist(`Model summary: the building nets $${metrics.noi_annual.toLocaleString("en-US")} a year.`),
            execution_plan: plan,
          },
        };
      }
      case "listing_summary_prose":
        return {
          kind: "answer",
          value: {
            summary: twist("Model summary: a well kept small building."),
            highlights: ["Kept well", "Close to transit", "Laundry on site"],
          },
        };
      case "neighborhood_estimate":
        return { kind: "answer", value: { schools: 6, crime: 5.5, jobs: 7, neighborhood: null } };
      case "neighborhood_prose":
        return {
          kind: "answer",
          value: {
            narrative: twist("Model narrative: schools and jobs look fine."),
            recommendation_summary: "A mixed picture.",
          },
        };
      case "rent_estimates": {
        const text = JSON.stringify(request.body.messages);
        const labels = /each unit type: ([^"]*?)\./.exec(text)?.[1]?.split("; ") ?? [];
        return {
          kind: "answer",
          value: { estimates: labels.map((label) => ({ unit_type: label, monthly_rent: 1800 })) },
        };
      }
      case "comps_prose":
        return {
          kind: "answer",
          value: { header_text: twist("Model header: comparable rents near you."), explanations: facts().explanations },
        };
      case "comparison_prose":
        return {
          kind: "answer",
          value: { narrative: twist("Model comparison: the first-ranked property wins on yield.") },
        };
      default:
        return { kind: "error", status: 400, message: `unexpected schema ${schemaNameOf(request)}` };
    }
  };
}

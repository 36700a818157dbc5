import type { NoiBridge } from "@plexwise/core/underwriting-lines";
import { money, signedMoney } from "../lib/format";

type Props = { bridge: NoiBridge; perPeriod: number };

/** From the broker's NOI (or the T-12's) to yours: one account a row, what it does to the NOI, and why. */
export function NoiBridgeTable({ bridge, perPeriod }: Props) {
  const start = bridge.from === "broker" ? "Broker's NOI" : "T-12 NOI";
  const dollars = (cents: number) => (cents * perPeriod) / 100;
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-sm" data-testid="noi-bridge">
        <caption className="mb-1 text-left font-medium">
          From the {bridge.from === "broker" ? "broker's" : "T-12's"} NOI to yours
        </caption>
        <tbody>
          <tr className="border-b font-medium">
            <th scope="row" className="py-1 text-left">
              {start}
            </th>
            <td className="py-1 text-right tabular-nums">{money(dollars(bridge.startCents))}</td>
            <td />
          </tr>
          {bridge.steps.map((step) => (
            <tr key={step.account} className="border-b">
              <th scope="row" className="py-1 text-left font-normal">
                {step.label}
              </th>
              <td className="py-1 text-right tabular-nums">{signedMoney(dollars(step.changeCents))}</td>
              <td className="py-1 pl-3 text-muted-foreground">{step.reason ?? ""}</td>
            </tr>
          ))}
          <tr className="font-semibold">
            <th scope="row" className="py-1 text-left">
              Your NOI
            </th>
            <td className="py-1 text-right tabular-nums">{money(dollars(bridge.endCents))}</td>
            <td />
          </tr>
        </tbody>
      </table>
    </div>
  );
}

import type { DocumentLine } from "../contracts/document-lines";
import { dealOfProperty, type PropertyFacts } from "../analysis/deal-input";
import { rentInPlaceCents } from "../finance/property-totals";
import {
  accountLabel,
  accountOf,
  accountOrder,
  isIncomeAccount,
  isTotalLabel,
  type AccountKey,
} from "./chart-of-accounts";
import { yourAccount } from "./compare-lines";

/** One step of the bridge: an account whose figure differs, what it does to the NOI (cents a month) and why. */
export type BridgeStep = { account: AccountKey; label: string; changeCents: number; reason: string | null };

/** From the broker's NOI (or, without broker figures, the T-12's) to yours, one account a step. */
export type NoiBridge = {
  from: "broker" | "t12";
  startCents: number;
  steps: BridgeStep[];
  /** Yours: the deal model's NOI, which every screen shows. */
  endCents: number;
};

type ByAccount = Map<AccountKey, number>;
const add = (map: ByAccount, account: AccountKey, cents: number) => map.set(account, (map.get(account) ?? 0) + cents);
/** What an account adds to the NOI: income as it is, an expense taken off (a statement prints both positive). */
const noiOf = (account: AccountKey, cents: number) => (isIncomeAccount(account) ? cents : -cents);
const adjustment = (account: AccountKey) =>
  account === "vacancy" || account === "loss_to_lease" || account === "concessions" || account === "bad_debt";

/** The documents' figures by account (totals left out); a deduction from rent counts negative whichever way printed. */
function documentAccounts(lines: DocumentLine[], column: "brokerCents" | "t12Cents"): ByAccount {
  const accounts: ByAccount = new Map();
  for (const line of lines) {
    const cents = line[column];
    if (cents === null || isTotalLabel(line.label)) continue;
    const account = accountOf(line.label, line.kind, line.category);
    add(accounts, account, adjustment(account) ? -Math.abs(cents) : cents);
  }
  return accounts;
}

/** Yours by account, as the deal model reads them: the rent roll's rent in place, its vacancy, your lines. */
function yourAccounts(facts: PropertyFacts): ByAccount {
  const accounts: ByAccount = new Map();
  add(
    accounts,
    "gross_potential_rent",
    facts.units.reduce((total, u) => total + rentInPlaceCents(u), 0),
  );
  add(accounts, "vacancy", -Math.round(dealOfProperty(facts).monthly.vacancy * 100));
  facts.otherIncome.forEach((item) => add(accounts, yourAccount("otherIncome", item), item.amountMonthlyCents ?? 0));
  facts.expenses.forEach((item) => add(accounts, yourAccount("expenses", item), item.amountMonthlyCents ?? 0));
  return accounts;
}

const reasonOf = (facts: PropertyFacts, account: AccountKey): string | null =>
  [
    ...facts.otherIncome.map((item) => ({ account: yourAccount("otherIncome", item), reason: item.reason })),
    ...facts.expenses.map((item) => ({ account: yourAccount("expenses", item), reason: item.reason })),
  ].find((line) => line.account === account && line.reason)?.reason ?? null;

/**
 * The walk from the broker's NOI to yours: the broker's figures by account (or the T-12's when the broker prints
 * none), then for each account where yours differ, the change to the NOI and your reason. Ends at the deal model's
 * NOI. Null without document figures. Money in cents a month.
 */
export function noiBridge(documentLines: DocumentLine[] | null, facts: PropertyFacts): NoiBridge | null {
  const lines = documentLines ?? [];
  const from = lines.some((l) => l.brokerCents !== null)
    ? "broker"
    : lines.some((l) => l.t12Cents !== null)
      ? "t12"
      : null;
  if (from === null) return null;
  const theirs = documentAccounts(lines, from === "broker" ? "brokerCents" : "t12Cents");
  const yours = yourAccounts(facts);
  const noi = (accounts: ByAccount) =>
    [...accounts].reduce((total, [account, cents]) => total + noiOf(account, cents), 0);
  const accounts = [...new Set([...theirs.keys(), ...yours.keys()])].sort((a, b) => accountOrder(a) - accountOrder(b));
  const steps = accounts.flatMap((account): BridgeStep[] => {
    const change = noiOf(account, (yours.get(account) ?? 0) - (theirs.get(account) ?? 0));
    if (change === 0) return [];
    return [{ account, label: accountLabel(account), changeCents: change, reason: reasonOf(facts, account) }];
  });
  return { from, startCents: noi(theirs), steps, endCents: noi(yours) };
}

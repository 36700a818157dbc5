import { useMemo, useState, type FormEvent } from "react";
import { highFindings, type PlausibilityFinding } from "@plexwise/core/analysis";
import { PlausibilityFindings } from "@/components/plausibility-findings";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useCreateFromReview } from "../hooks/use-create-from-review";
import { useReviewForm } from "../hooks/use-review-form";
import { useUnitCount } from "../hooks/use-unit-count";
import { parseOptionalInt } from "../lib/number-inputs";
import type { ReviewForm } from "../lib/review-form";
import { failedCheck } from "../lib/extraction-provenance";
import { reviewFindings } from "../lib/review-plausibility";
import { ImplausibleCreateDialog } from "./implausible-create-dialog";
import { CheckedSection, ChecksPanel, UnitMixPanel } from "./checks-panel";
import { ExpensesTable } from "./expenses-table";
import { FactSources } from "./fact-sources";
import { OtherIncomeTable } from "./other-income-table";
import { PortfolioPanel } from "./portfolio-panel";
import { PropertyDetailsFields } from "./property-details-fields";
import { RealtorFields } from "./realtor-fields";
import { ReduceUnitsDialog } from "./reduce-units-dialog";
import { RentRollTable } from "./rent-roll-table";

const cardClass = "rounded-xl border bg-card p-4 shadow-sm sm:p-6";

/** The whole Review Property form: details, realtor, rent roll, other income, expenses and the full extract. */
export function ReviewPropertyForm({ initial }: { initial: () => ReviewForm }) {
  const { form, ...edit } = useReviewForm(initial);
  const unitCount = useUnitCount({
    text: form.details.unitCount,
    rows: form.units,
    setText: (text) => edit.setDetail("unitCount", text),
    setRows: edit.setUnits,
  });
  const create = useCreateFromReview();
  const findings = useMemo(() => reviewFindings(form), [form]);
  const [confirming, setConfirming] = useState<PlausibilityFinding[] | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const high = highFindings(findings);
    if (high.length > 0 && form.details.address.trim()) setConfirming(high);
    else create.submit(form);
  }

  return (
    <FactSources.Provider value={form.provenance.facts}>
      <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-6">
        <section aria-labelledby="review-details" className={cardClass}>
          <h2 id="review-details" className="mb-4 text-lg font-semibold">
            Property Details
          </h2>
          <PropertyDetailsFields
            details={form.details}
            setDetail={edit.setDetail}
            onUnitCountInput={unitCount.onInput}
            onUnitCountCommit={unitCount.onCommit}
          />
        </section>
        <section aria-labelledby="review-realtor" className={cardClass}>
          <h2 id="review-realtor" className="mb-4 text-lg font-semibold">
            Realtor
          </h2>
          <RealtorFields details={form.details} setDetail={edit.setDetail} />
        </section>
        <ChecksPanel provenance={form.provenance} />
        <UnitMixPanel provenance={form.provenance} madeRows={form.units.some((u) => u.fromMix)} />
        <PortfolioPanel portfolio={form.provenance.portfolio} onPick={edit.pickPortfolio} />
        <CheckedSection
          check={failedCheck(form.provenance, "rent_roll_monthly") ?? failedCheck(form.provenance, "unit_count")}
        >
          <RentRollTable
            rows={form.units}
            unitCount={parseOptionalInt(form.details.unitCount)}
            onChange={edit.updateUnit}
            onRemove={edit.removeUnit}
            onAdd={edit.addUnit}
          />
        </CheckedSection>
        <OtherIncomeTable
          rows={form.otherIncome}
          onChange={edit.updateOtherIncome}
          onRemove={edit.removeOtherIncome}
          onAdd={edit.addOtherIncome}
        />
        <CheckedSection check={failedCheck(form.provenance, "total_expenses_annual")}>
          <ExpensesTable
            rows={form.expenses}
            onChange={edit.updateExpense}
            onRemove={edit.removeExpense}
            onAdd={edit.addExpense}
          />
        </CheckedSection>
        <section className={`${cardClass} grid gap-2`}>
          <Label htmlFor="review-full-extract" className="text-lg font-semibold">
            Full Extract
          </Label>
          <Textarea
            id="review-full-extract"
            value={form.fullExtract}
            onChange={(e) => edit.setFullExtract(e.target.value)}
            className="min-h-40 font-mono text-xs sm:text-xs"
            placeholder="Text extracted from the documents, kept with the property for reference."
          />
        </section>
        <PlausibilityFindings findings={findings} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button asChild variant="outline">
            <Link href="/property/new">Back</Link>
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? "Creating..." : "Create Property"}
          </Button>
        </div>
        <ReduceUnitsDialog pending={unitCount.pending} onConfirm={unitCount.confirm} onCancel={unitCount.cancel} />
        <ImplausibleCreateDialog
          findings={confirming}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            create.submit(form);
          }}
        />
      </form>
    </FactSources.Provider>
  );
}

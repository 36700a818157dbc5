import { useRealtorSuggestions } from "@/shared/property-api/use-realtor-suggestions";
import type { ReviewDetails } from "../lib/review-form";
import { ReviewField } from "./review-field";

type Props = { details: ReviewDetails; setDetail: (name: keyof ReviewDetails, value: string) => void };

/** Realtor contact, with suggestions from the user's earlier properties. */
export function RealtorFields({ details, setDetail }: Props) {
  const { data } = useRealtorSuggestions();
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <ReviewField
        id="review-realtor-name"
        label="Realtor Name"
        value={details.realtorName}
        onValueChange={(v) => setDetail("realtorName", v)}
        suggestions={data?.names ?? []}
        autoComplete="off"
        maxLength={120}
      />
      <ReviewField
        id="review-realtor-phone"
        label="Realtor Phone"
        type="tel"
        value={details.realtorPhone}
        onValueChange={(v) => setDetail("realtorPhone", v)}
        suggestions={data?.phones ?? []}
        autoComplete="off"
        maxLength={40}
      />
      <ReviewField
        id="review-realtor-email"
        label="Realtor Email"
        type="email"
        value={details.realtorEmail}
        onValueChange={(v) => setDetail("realtorEmail", v)}
        suggestions={data?.emails ?? []}
        autoComplete="off"
        maxLength={254}
      />
    </div>
  );
}

import { Link } from "wouter";
import { ComingSoon } from "../components/coming-soon";

export function NewPropertyPage() {
  return (
    <ComingSoon title="First Property">
      <p>
        Meanwhile you can{" "}
        <Link href="/property/new/review" className="font-medium text-primary underline underline-offset-4">
          enter the details manually
        </Link>
        .
      </p>
    </ComingSoon>
  );
}

import { Button } from "@/components/ui/button";

type Props = { label: string; pending: boolean; onRun: () => void; variant?: "default" | "outline" };

/** Runs an analysis; disabled and saying 'Analyzing...' while the request is out. */
export function RunButton({ label, pending, onRun, variant = "default" }: Props) {
  return (
    <Button size="sm" variant={variant} onClick={onRun} disabled={pending}>
      {pending ? "Analyzing..." : label}
    </Button>
  );
}

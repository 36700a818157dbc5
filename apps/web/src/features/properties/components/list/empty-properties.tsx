import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/use-toast";
import { serverMessage } from "@/lib/api-client";
import { useLoadSampleProperties } from "@/shared/property-api/use-load-sample-properties";

/** The empty list: start with your own documents, or look around with three sample properties first. */
export function EmptyProperties() {
  const load = useLoadSampleProperties();
  const { toast } = useToast();
  return (
    <div className="rounded-xl border border-dashed bg-card px-6 py-16 text-center">
      <p className="text-muted-foreground">No properties yet. Click &quot;+ New Property&quot; to get started.</p>
      <p className="mt-4 text-sm text-muted-foreground">
        Or look around first: three sample buildings with rent rolls, expenses, financing and photos.
      </p>
      <Button
        variant="outline"
        className="mt-3"
        disabled={load.isPending}
        onClick={() =>
          load.mutate(undefined, {
            onSuccess: () => toast({ title: "Sample properties loaded", description: "Open one to see its numbers." }),
            onError: (error) =>
              toast({ title: "Couldn't load the samples", description: serverMessage(error), variant: "destructive" }),
          })
        }
      >
        {load.isPending ? "Loading samples..." : "Load sample properties"}
      </Button>
    </div>
  );
}

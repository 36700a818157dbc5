import type { ComponentProps } from "react";
import { Menu } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The signed-in menu's button (app-menu.tsx), also shown alone while the menu's code downloads (app-header.tsx). */
export function MenuButton(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" aria-label="Open menu" {...props}>
      <Menu className="size-5" aria-hidden="true" />
    </Button>
  );
}

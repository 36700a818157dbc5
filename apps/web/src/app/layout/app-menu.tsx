import { FolderOpen, LogOut, Plus, Settings } from "lucide-react";
import { Link } from "wouter";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useToast } from "@/components/ui/use-toast";
import { useLogout } from "@/features/auth/api/use-logout";
import { serverMessage } from "@/lib/api-client";
import { MenuButton } from "./app-menu-button";

/**
 * The signed-in menu: My Properties, New Property, Settings (soon) and Log Out. `defaultOpen` when asked for early;
 * `autoFocus` when it replaces a stand-in button that had the keyboard's focus (app-header.tsx).
 */
export function AppMenu({ defaultOpen = false, autoFocus = false }: { defaultOpen?: boolean; autoFocus?: boolean }) {
  const logout = useLogout();
  const { toast } = useToast();

  function onLogout() {
    logout.mutate(undefined, {
      onError: (error) => toast({ title: "Logout failed", description: serverMessage(error), variant: "destructive" }),
    });
  }

  // Not modal: a modal menu aria-hides the whole page, which screen readers and axe treat as hiding focusable content.
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <MenuButton autoFocus={autoFocus} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuItem asChild>
          <Link href="/properties">
            <FolderOpen aria-hidden="true" />
            My Properties
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/property/new">
            <Plus aria-hidden="true" />
            New Property
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem disabled>
          <Settings aria-hidden="true" />
          Settings
          <span className="ml-auto text-xs">Soon</span>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout} disabled={logout.isPending}>
          <LogOut aria-hidden="true" />
          Log Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import { Building2, FolderOpen, LogOut, Menu, Plus, Settings } from "lucide-react";
import { Link } from "wouter";
import { Logo } from "@/components/brand/logo";
import { Button } from "@/components/ui/button";
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

/** The header of signed-in screens: menu on the left, logo in the centre, page title on the right. */
export function AppHeader({ title }: { title: string }) {
  const logout = useLogout();
  const { toast } = useToast();

  function onLogout() {
    logout.mutate(undefined, {
      onError: (error) => toast({ title: "Logout failed", description: serverMessage(error), variant: "destructive" }),
    });
  }

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto grid h-16 max-w-7xl grid-cols-[1fr_auto_1fr] items-center gap-2 px-2 sm:px-4">
        <div className="justify-self-start">
          {/* Not modal: a modal menu aria-hides the whole page, which screen readers and axe treat as hiding focusable content. */}
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon" aria-label="Open menu">
                <Menu className="size-5" aria-hidden="true" />
              </Button>
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
        </div>
        <Link
          href="/properties"
          className="justify-self-center rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Logo className="hidden sm:inline-flex" />
          <span className="inline-flex items-center gap-1.5 font-bold sm:hidden">
            <Building2 className="size-6 text-primary" aria-hidden="true" />
            Plexwise
          </span>
        </Link>
        <p className="min-w-0 justify-self-end truncate text-right text-sm font-medium text-muted-foreground sm:text-base">
          {title}
        </p>
      </div>
    </header>
  );
}

import {
  createContext,
  useContext,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import { cn } from "@/lib/cn";

/**
 * Tabs after the WAI-ARIA tabs pattern, with Radix Tabs' API and data attributes (`data-state`): tab, tablist and
 * tabpanel roles, each panel named by its tab, one tab in the Tab order, arrow keys (and Home, End) moving between
 * tabs, activating on focus unless `activationMode="manual"`. Written here rather than taken from Radix because the
 * sign-in page shows them on a first visit, and Radix Tabs with its roving-focus and collection helpers is about
 * 9 KiB of gzip JavaScript, a tenth of that page's budget (docs/decisions/0014-production-build.md).
 */
type TabsState = {
  value: string;
  select: (value: string) => void;
  manual: boolean;
  idOf: (part: "tab" | "panel", value: string) => string;
};
const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error("Tabs parts must be inside <Tabs>.");
  return state;
}

type TabsProps = Omit<ComponentProps<"div">, "defaultValue" | "dir"> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  activationMode?: "automatic" | "manual";
};

export function Tabs({ value, defaultValue = "", onValueChange, activationMode, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const base = useId();
  const current = value ?? own;
  const state: TabsState = {
    value: current,
    select: (next) => {
      if (next === current) return;
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
    manual: activationMode === "manual",
    idOf: (part, tab) => `${base}-${part}-${tab}`,
  };
  return (
    <TabsContext.Provider value={state}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext.Provider>
  );
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** Arrow keys, Home and End move focus between the enabled tabs of the list (wrapping round). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const move = MOVES[event.key];
  if (!move) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const from = tabs.findIndex((tab) => tab === document.activeElement);
  if (from < 0) return;
  event.preventDefault();
  tabs[move(from, tabs.length)]?.focus();
}

/** Give it its display (`grid ...` or `inline-flex`): the public pages render without class merging (lib/cn.ts). */
export function TabsList({ className, onKeyDown, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn("h-10 items-center justify-center rounded-md bg-muted p-1 text-muted-foreground", className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

export function TabsTrigger({
  className,
  value,
  onMouseDown,
  onKeyDown,
  onFocus,
  ...props
}: ComponentProps<"button"> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf("tab", value)}
      aria-selected={selected}
      aria-controls={tabs.idOf("panel", value)}
      data-state={selected ? "active" : "inactive"}
      tabIndex={selected ? 0 : -1}
      className={cn(
        "inline-flex items-center justify-center whitespace-nowrap rounded-sm px-3 py-1.5 text-sm font-medium transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-60 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
        className,
      )}
      onMouseDown={(event: MouseEvent<HTMLButtonElement>) => {
        onMouseDown?.(event);
        // The primary button selects at once, as Radix does; a ctrl-click is left to the browser.
        if (!event.defaultPrevented && event.button === 0 && !event.ctrlKey) tabs.select(value);
        else if (event.button === 0) event.preventDefault();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented && (event.key === "Enter" || event.key === " ")) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented && !tabs.manual && !props.disabled) tabs.select(value);
      }}
      {...props}
    />
  );
}

/** The panel of a tab; an inactive one stays in the page, hidden and empty, so its tab's aria-controls holds. */
export function TabsContent({ className, value, children, ...props }: ComponentProps<"div"> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf("panel", value)}
      aria-labelledby={tabs.idOf("tab", value)}
      data-state={selected ? "active" : "inactive"}
      hidden={!selected}
      tabIndex={0}
      className={cn(
        "mt-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
        className,
      )}
      {...props}
    >
      {selected ? children : null}
    </div>
  );
}

import { useState, type ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";

type Props = Omit<ComponentProps<typeof Input>, "value" | "onChange"> & {
  /** The value as shown when the field is not being edited. */
  display: string;
  /** Called with every keystroke's text; the parent turns it into a value. */
  onText: (text: string) => void;
  /** What the field starts from when focused; defaults to the display text. */
  editText?: string;
};

/**
 * A number field that keeps exactly what the user types while it has focus (no reformatting under the
 * cursor) and shows the formatted value otherwise.
 */
export function AmountInput({ display, editText, onText, className, onFocus, onBlur, ...props }: Props) {
  const [text, setText] = useState<string | null>(null);
  return (
    <Input
      inputMode="decimal"
      autoComplete="off"
      className={cn("text-right tabular-nums", className)}
      value={text ?? display}
      onFocus={(event) => {
        setText(editText ?? display);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setText(null);
        onBlur?.(event);
      }}
      onChange={(event) => {
        setText(event.target.value);
        onText(event.target.value);
      }}
      {...props}
    />
  );
}

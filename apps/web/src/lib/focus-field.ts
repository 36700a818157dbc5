/**
 * Takes the user to the field a validation message is about: scrolled into the middle of the screen, focused (so a
 * screen reader reads its label after the message's announcement) and marked invalid until it is next edited.
 */
export function focusField(id: string): void {
  const field = document.getElementById(id);
  if (!field) return;
  field.scrollIntoView({ block: "center" });
  field.focus({ preventScroll: true });
  field.setAttribute("aria-invalid", "true");
  field.addEventListener("input", () => field.removeAttribute("aria-invalid"), { once: true });
}
